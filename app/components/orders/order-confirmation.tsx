/** The confirmation right after an order is placed, and how to pay it. */
import { OrderBreakup } from "~/components/orders/order-breakup";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { cashToCollect, shortOrderRef } from "../../../worker/domains/orders/shared/status";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { addressLine } from "../checkout/delivery-address";
import { PaymentStep } from "../checkout/payment-step";
import { AdvancePaymentStep } from "../checkout/advance-payment-step";

/**
 * Right after placing: the order's number, its breakup and address, then how to pay: the UPI payment step for a
 * UPI order, the amount to have ready for a cash-on-delivery one.
 */
export function OrderConfirmation({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const ref = shortOrderRef(order._id);
  const { t, rupees } = useT();
  return (
    <div className="space-y-6">
      <section aria-labelledby="placed-heading" data-confirmation className="rounded-2xl bg-leaf-50 p-6 ring-1 ring-leaf-200">
        <h2 id="placed-heading" className="text-2xl font-bold text-leaf-900">
          {t("checkout.placedHeading", { ref })}
        </h2>
        <p className="mt-1 text-stone-800">{order.emailAddress ? t("checkout.thanks", { email: order.emailAddress }) : t("checkout.thanksNoEmail")}</p>
        <OrderBreakup order={order} />
        <p className="mt-3 text-sm text-stone-800">
          <T
            id="checkout.deliveringTo"
            values={{ name: order.address.name, address: addressLine(order.address) }}
            components={{ b: <span className="font-semibold" /> }}
          />
        </p>
        {order.paymentMethod === "cod" && (
          <>
            <p data-cod-note className="mt-4 rounded-lg bg-white px-4 py-3 font-semibold text-stone-900 ring-1 ring-stone-300">
              {/* Issue 32: with an advance by UPI, the cash is the rest of the bill. */}
              {t("checkout.codNote", { amount: rupees(order.advance ? cashToCollect({ bill: order.bill, amountPaid: order.advance.amount }) : order.bill) })}
            </p>
            {order.advance?.status !== "due" && (
              <button type="button" onClick={onDone} className="mt-4 rounded-lg bg-leaf-700 px-4 py-2.5 font-semibold text-white">
                {t("checkout.done")}
              </button>
            )}
          </>
        )}
      </section>
      {order.paymentMethod !== "cod" && <PaymentStep order={order} onDone={onDone} />}
      {order.advance?.status === "due" && <AdvancePaymentStep order={order} onDone={onDone} />}
    </div>
  );
}
