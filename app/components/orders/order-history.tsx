import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { formatRupees } from "../../../worker/shared/money";
import { availableTransitions, mismatchNotice, orderCardTitle, orderCardTone, paymentFactsOf, shortOrderRef } from "../../../worker/domains/orders/shared/status";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { OrderLines } from "~/components/orders/order-lines";
import { OrderFulfilment } from "~/components/orders/order-fulfilment";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { OrderBreakup } from "~/components/orders/order-breakup";

/** The customer's orders, newest first, coloured by state, with Pay Now where a payment can be reported and Cancel
 * order until it ships. */
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
            <OrderFulfilment order={order} className="mt-3" />
            {canPay && (
              <button type="button" onClick={() => onPay(order)} className="mt-4 rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white">
                Pay Now<span className="sr-only"> for order {shortOrderRef(order._id)}</span>
              </button>
            )}
            {availableTransitions(order, "customer").some((t) => t.name === "cancel") && <CancelOrder order={order} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Cancel order" on an order not yet shipped: asks for the reason, then sends it to the checkout page's action;
 * the list reloads with the order cancelled (or the refusal is shown here).
 */
function CancelOrder({ order }: { order: OrderView }) {
  const fetcher = useFetcher<{ cancelled: string } | { error: string }>();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) reasonField.current?.focus();
  }, [open]);
  useFetcherAnswer(fetcher, (answer) => {
    if ("error" in answer) setError(answer.error);
    else setOpen(false);
  });
  const ref = shortOrderRef(order._id);
  const busy = fetcher.state !== "idle";
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
    void fetcher.submit({ intent: "cancel", orderId: order._id, reason }, { method: "post", encType: "application/json" });
  }
  function close() {
    setOpen(false);
    toggle.current?.focus();
  }
  return (
    <div className="mt-4">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="rounded-lg px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
      >
        Cancel order<span className="sr-only"> {ref}</span>
      </button>
      {open && (
        <form onSubmit={send} aria-label={`Cancel order ${ref}`} className="mt-3 space-y-3 rounded-lg bg-white p-4 ring-1 ring-red-200">
          <div>
            <label htmlFor={`cancel-reason-${order._id}`} className="block text-sm font-semibold text-stone-800">
              Why are you cancelling?
            </label>
            <textarea
              ref={reasonField}
              id={`cancel-reason-${order._id}`}
              name="reason"
              required
              maxLength={500}
              rows={2}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
            />
          </div>
          {order.paymentStatus === "done" || order.paymentStatus === "verified" ? (
            <p className="text-sm text-stone-700">We will refund the {formatRupees(order.amountPaid)} you paid and e-mail you the refund reference.</p>
          ) : null}
          <ErrorAlert message={error} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
              Confirm cancellation<span className="sr-only"> of order {ref}</span>
            </button>
            <button type="button" onClick={close} className="rounded-lg px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300">
              Keep the order
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
