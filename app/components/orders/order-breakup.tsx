/** An order's price breakup (items at MRP, discount, delivery, COD fee, prepaid discount, total), as the server priced it. */
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
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
  label,
  className = "",
}: {
  breakup: Breakup;
  paymentMethod?: OrderView["paymentMethod"];
  label?: string;
  className?: string;
}) {
  const { t, rupees } = useT();
  return (
    <dl aria-label={label ?? t("orders.priceDetails")} data-breakup className={`space-y-1 text-sm ${className}`}>
      <Row term={t("orders.itemsAtMrp")}>{rupees(breakup.itemsMrp)}</Row>
      {breakup.discount > 0 && (
        <Row term={t("orders.discount")}>
          <span className="text-leaf-800">−{rupees(breakup.discount)}</span>
        </Row>
      )}
      <Row term={t("orders.delivery")}>{breakup.delivery > 0 ? rupees(breakup.delivery) : t("orders.free")}</Row>
      {breakup.codFee > 0 && <Row term={t("orders.codFee")}>{rupees(breakup.codFee)}</Row>}
      {/* Issue 32: orders stored before the field have none (0). */}
      {(breakup.prepaidDiscount ?? 0) > 0 && (
        <Row term={t("orders.prepaidDiscount")}>
          <span className="text-leaf-800">−{rupees(breakup.prepaidDiscount)}</span>
        </Row>
      )}
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-1 text-base font-bold text-stone-900">
        <dt>
          {t("orders.total")} <span className="text-xs font-normal text-stone-700">{t("orders.inclTaxes")}</span>
        </dt>
        <dd className="text-right">{rupees(breakup.total)}</dd>
      </div>
      {paymentMethod && <Row term={t("orders.payingBy")}>{paymentMethod === "cod" ? t("orders.cod") : t("orders.upi")}</Row>}
    </dl>
  );
}

/** An order's breakup, on the customer's and the admin's order cards. */
export function OrderBreakup({ order }: { order: Pick<OrderView, "breakup" | "paymentMethod"> }) {
  return <PriceBreakup breakup={order.breakup} paymentMethod={order.paymentMethod} className="mt-3 max-w-sm" />;
}
