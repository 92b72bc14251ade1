import { formatRupees } from "~/lib/money";
import type { OrderBreakup as Breakup, OrderView } from "~/lib/orders";

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
    <dl aria-label={label} data-breakup className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm ${className}`}>
      <dt className="text-stone-700">Items at MRP</dt>
      <dd className="text-right">{formatRupees(breakup.itemsMrp)}</dd>
      {breakup.discount > 0 && (
        <>
          <dt className="text-stone-700">Discount</dt>
          <dd className="text-right text-leaf-800">−{formatRupees(breakup.discount)}</dd>
        </>
      )}
      <dt className="text-stone-700">Delivery</dt>
      <dd className="text-right">{breakup.delivery > 0 ? formatRupees(breakup.delivery) : "Free"}</dd>
      {breakup.codFee > 0 && (
        <>
          <dt className="text-stone-700">Cash on delivery fee</dt>
          <dd className="text-right">{formatRupees(breakup.codFee)}</dd>
        </>
      )}
      <dt className="border-t border-stone-200 pt-1 text-base font-bold text-stone-900">
        Total <span className="text-xs font-normal text-stone-700">(incl. of all taxes)</span>
      </dt>
      <dd className="border-t border-stone-200 pt-1 text-right text-base font-bold text-stone-900">{formatRupees(breakup.total)}</dd>
      {paymentMethod && (
        <>
          <dt className="text-stone-700">Paying by</dt>
          <dd className="text-right">{paymentMethod === "cod" ? "Cash on delivery" : "UPI"}</dd>
        </>
      )}
    </dl>
  );
}

/** An order's breakup, on the customer's and the admin's order cards. */
export function OrderBreakup({ order }: { order: Pick<OrderView, "breakup" | "paymentMethod"> }) {
  return <PriceBreakup breakup={order.breakup} paymentMethod={order.paymentMethod} className="mt-3 max-w-sm" />;
}
