import type { ReactNode } from "react";
import { formatRupees } from "../../../worker/shared/money";
import type { OrderBreakup as Breakup, OrderView } from "../../../worker/domains/orders/shared/views";

function Row({ term, children, className = "" }: { term: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt className="text-stone-700">{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/**
 * What the customer pays, line by line, as the server priced it: items at MRP, the discount, delivery, the cash on
 * delivery fee when there is one, and the total. Used by the checkout's quote, the confirmation and both order cards.
 */
export function PriceBreakup({
  breakup,
  paymentMethod,
  label = "Price details",
  className = "",
}: {
  breakup: Breakup;
  paymentMethod?: OrderView["paymentMethod"];
  label?: string;
  className?: string;
}) {
  return (
    <dl aria-label={label} data-breakup className={`space-y-1 text-sm ${className}`}>
      <Row term="Items at MRP">{formatRupees(breakup.itemsMrp)}</Row>
      {breakup.discount > 0 && (
        <Row term="Discount">
          <span className="text-leaf-800">−{formatRupees(breakup.discount)}</span>
        </Row>
      )}
      <Row term="Delivery">{breakup.delivery > 0 ? formatRupees(breakup.delivery) : "Free"}</Row>
      {breakup.codFee > 0 && <Row term="Cash on delivery fee">{formatRupees(breakup.codFee)}</Row>}
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-1 text-base font-bold text-stone-900">
        <dt>
          Total <span className="text-xs font-normal text-stone-700">(incl. of all taxes)</span>
        </dt>
        <dd className="text-right">{formatRupees(breakup.total)}</dd>
      </div>
      {paymentMethod && <Row term="Paying by">{paymentMethod === "cod" ? "Cash on delivery" : "UPI"}</Row>}
    </dl>
  );
}

/** An order's breakup, on the customer's and the admin's order cards. */
export function OrderBreakup({ order }: { order: Pick<OrderView, "breakup" | "paymentMethod"> }) {
  return <PriceBreakup breakup={order.breakup} paymentMethod={order.paymentMethod} className="mt-3 max-w-sm" />;
}
