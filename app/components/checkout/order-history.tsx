import { formatRupees } from "~/lib/money";
import { availableTransitions, mismatchNotice, orderCardTitle, orderCardTone, paymentFactsOf, shortOrderRef } from "~/lib/order-status";
import type { OrderView } from "~/lib/orders";
import { OrderLines } from "~/components/order-lines";
import { OrderBreakup } from "~/components/order-breakup";

/** The customer's orders, newest first, coloured by state, with Pay Now where a payment can be reported. */
const TONE_CLASSES = {
  wrong: "bg-red-100 ring-red-300",
  unpaid: "bg-red-50 ring-red-200",
  delivered: "bg-green-50 ring-green-300",
  "in-progress": "bg-orange-50 ring-orange-200",
  closed: "bg-stone-100 ring-stone-300",
} as const;

export function OrderHistory({ orders, onPay }: { orders: OrderView[]; onPay: (order: OrderView) => void }) {
  if (orders.length === 0) return <p className="rounded-xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">You have not placed any orders yet.</p>;
  const newestFirst = [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <ul className="space-y-4">
      {newestFirst.map((order) => {
        const tone = orderCardTone(order);
        const canPay = availableTransitions(order, "customer").some((t) => t.name === "pay");
        const mismatch = mismatchNotice(paymentFactsOf(order));
        return (
          <li key={order._id} className={`rounded-2xl p-5 ring-1 ${TONE_CLASSES[tone]}`} data-tone={tone}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-bold text-stone-900">
                {orderCardTitle(order)}
              </h3>
              <time dateTime={order.createdAt} className="text-sm text-stone-700">
                {new Date(order.createdAt).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata" })}
              </time>
            </div>
            <OrderLines order={order} className="mt-3 space-y-2" />
            <OrderBreakup order={order} />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <dt className="text-stone-700">Bill</dt>
              <dd className="font-semibold">{formatRupees(order.bill)}</dd>
              <dt className="text-stone-700">Paid</dt>
              <dd className="font-semibold">{formatRupees(order.amountPaid)}</dd>
              <dt className="text-stone-700">Payment</dt>
              <dd className="font-semibold">{order.paymentStatus}</dd>
              <dt className="text-stone-700">Order</dt>
              <dd className="font-semibold">{order.orderStatus}</dd>
            </dl>
            {order.paymentCheck === "matched" && (
              <p data-payment-received className="mt-3 rounded-lg bg-green-100 px-3 py-2 text-sm font-semibold text-green-900 ring-1 ring-green-300">
                Payment received: we found it in our bank statement.
              </p>
            )}
            {mismatch && (
              <p data-mismatch={order.paymentMismatch} className="mt-3 rounded-lg bg-white/70 px-3 py-2 text-sm font-semibold text-stone-900 ring-1 ring-stone-300">
                {mismatch}.
              </p>
            )}
            {canPay && (
              <button type="button" onClick={() => onPay(order)} className="mt-4 rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white">
                Pay Now<span className="sr-only"> for order {shortOrderRef(order._id)}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
