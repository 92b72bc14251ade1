/** The customer's order cards on the checkout's "Your Orders" tab. */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { useT, type Translate } from "~/lib/i18n";
import { srOnly, T } from "~/lib/trans";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "~/lib/order-status";
import { paiseToRupees } from "../../../worker/shared/money";
import { availableTransitions, orderCardTone, paymentFactsOf, paymentMismatch, shortOrderRef } from "../../../worker/domains/orders/shared/status";
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

/** "Underpaid by ₹220 (₹200 paid of a bill of ₹420).", or null when the amount matches or nothing was reported. */
function mismatchText(order: OrderView, t: Translate, rupees: (amount: number) => string): string | null {
  const facts = paymentFactsOf(order);
  const mismatch = paymentMismatch(facts);
  if (!mismatch) return null;
  const difference = rupees(paiseToRupees(Math.abs(facts.billPaise - facts.amountPaidPaise)));
  const values = { difference, paid: rupees(paiseToRupees(facts.amountPaidPaise)), bill: rupees(paiseToRupees(facts.billPaise)) };
  return t(mismatch === "underpaid" ? "orders.underpaid" : "orders.overpaid", values);
}

export function OrderHistory({ orders, onPay }: { orders: OrderView[]; onPay: (order: OrderView) => void }) {
  const { t, rupees, date } = useT();
  if (orders.length === 0) return <p className="rounded-xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">{t("orders.none")}</p>;
  const newestFirst = [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <ul className="space-y-4">
      {newestFirst.map((order) => {
        const tone = orderCardTone(order);
        const canPay = availableTransitions(order, "customer").some((transition) => transition.name === "pay");
        const mismatch = mismatchText(order, t, rupees);
        const ref = shortOrderRef(order._id);
        return (
          <li key={order._id} className={`rounded-2xl p-5 ring-1 ${TONE_CLASSES[tone]}`} data-tone={tone}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-bold text-stone-900">
                {/* orderCardTitle's rule, in the page's language: a wrong order shows as "Deprecated" */}
                {order.orderStatus === "wrong order" ? t("orders.deprecated") : t("orders.cardTitle", { ref })}
              </h3>
              <time dateTime={order.createdAt} className="text-sm text-stone-700">
                {date(order.createdAt, {})}
              </time>
            </div>
            <OrderLines order={order} className="mt-3 space-y-2" />
            <OrderBreakup order={order} />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <dt className="text-stone-700">{t("orders.bill")}</dt>
              <dd className="font-semibold">{rupees(order.bill)}</dd>
              <dt className="text-stone-700">{t("orders.paid")}</dt>
              <dd className="font-semibold">{rupees(order.amountPaid)}</dd>
              <dt className="text-stone-700">{t("orders.payment")}</dt>
              <dd className="font-semibold" data-status={order.paymentStatus}>
                {t(PAYMENT_STATUS_LABELS[order.paymentStatus])}
              </dd>
              <dt className="text-stone-700">{t("orders.order")}</dt>
              <dd className="font-semibold" data-status={order.orderStatus}>
                {t(ORDER_STATUS_LABELS[order.orderStatus])}
              </dd>
            </dl>
            {order.paymentCheck === "matched" && (
              <p data-payment-received className="mt-3 rounded-lg bg-green-100 px-3 py-2 text-sm font-semibold text-green-900 ring-1 ring-green-300">
                {t("orders.paymentReceived")}
              </p>
            )}
            {mismatch && (
              <p data-mismatch={order.paymentMismatch} className="mt-3 rounded-lg bg-white/70 px-3 py-2 text-sm font-semibold text-stone-900 ring-1 ring-stone-300">
                {mismatch}
              </p>
            )}
            <OrderFulfilment order={order} className="mt-3" />
            {canPay && (
              <button type="button" onClick={() => onPay(order)} className="mt-4 rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white">
                <T id="orders.payNow" values={{ ref }} components={{ sr: srOnly }} />
              </button>
            )}
            {availableTransitions(order, "customer").some((transition) => transition.name === "cancel") && <CancelOrder order={order} />}
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
  const { t, rupees } = useT();
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
        <T id="orders.cancelOrder" values={{ ref }} components={{ sr: srOnly }} />
      </button>
      {open && (
        <form onSubmit={send} aria-label={t("orders.cancelFormLabel", { ref })} className="mt-3 space-y-3 rounded-lg bg-white p-4 ring-1 ring-red-200">
          <div>
            <label htmlFor={`cancel-reason-${order._id}`} className="block text-sm font-semibold text-stone-800">
              {t("orders.cancelWhy")}
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
            <p className="text-sm text-stone-700">{t("orders.cancelRefund", { amount: rupees(order.amountPaid) })}</p>
          ) : null}
          <ErrorAlert message={error} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
              <T id="orders.confirmCancel" values={{ ref }} components={{ sr: srOnly }} />
            </button>
            <button type="button" onClick={close} className="rounded-lg px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300">
              {t("orders.keepOrder")}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
