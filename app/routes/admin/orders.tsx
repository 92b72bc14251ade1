import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ErrorAlert } from "~/components/form-field";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { keepPageOnFailure } from "~/lib/client-action";
import { formatRupees } from "~/lib/money";
import {
  availableTransitions,
  confirmationNeeded,
  mismatchNotice,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  paymentFactsOf,
  shortOrderRef,
  STATUS_BADGE_TONES,
  type OrderStatus,
  type PaymentStatus,
  type StatusBadgeTone,
  type Transition,
  type TransitionName,
} from "~/lib/order-status";
import { orderListQuerySchema } from "~/lib/schemas/orders";
import { readSubmission } from "~/server/input.server";
import { adminTransitionFrom, applyTransition, listOrders, orderHistory } from "~/server/orders.server";
import { actionFailure, requireAdminUser, serviceContextFrom } from "~/server/session.server";
import type { Route } from "./+types/orders";
import { OrderLines } from "~/components/order-lines";
import { OrderBreakup } from "~/components/order-breakup";
import { PaymentCheckBadge } from "~/components/admin/payments/payment-check-badge";

const PAGE_SIZE = 10;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Orders | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  const query = orderListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const page = query.page ?? 1;
  const { orders, total } = await listOrders(ctx, { ...query, page, pageSize: PAGE_SIZE });
  const history = await orderHistory(ctx, orders.map((order) => order._id));
  return { orders, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), history: Object.fromEntries(history) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const { orderId, name, confirmUnderpaid, input } = adminTransitionFrom(await readSubmission(request));
    await applyTransition(ctx, admin, orderId, name, { confirmUnderpaid, input });
    return { ok: true as const };
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

const BADGE_CLASSES: Record<StatusBadgeTone, string> = {
  alert: "bg-red-100 text-red-900",
  waiting: "bg-amber-100 text-amber-900",
  good: "bg-green-100 text-green-900",
  void: "bg-stone-200 text-stone-900",
  open: "bg-orange-100 text-orange-900",
  bad: "bg-red-200 text-red-900",
};

type OrderRow = Route.ComponentProps["loaderData"]["orders"][number];

/**
 * The confirm step of a transition that needs one (verifying an underpaid payment): an inline alert dialog that
 * takes focus when it opens, says why, and sends the confirmation only from its own button; Escape or Cancel
 * closes it.
 */
function ConfirmStep({
  order,
  transition,
  reason,
  busy,
  onConfirm,
  onCancel,
}: {
  order: OrderRow;
  transition: Transition;
  reason: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const ref = shortOrderRef(order._id);
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-labelledby={`confirm-title-${order._id}`}
      aria-describedby={`confirm-reason-${order._id}`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
      className="mt-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-2 ring-amber-400 focus:outline-none focus-visible:ring-4"
    >
      <p id={`confirm-title-${order._id}`} className="font-bold">
        Verify an underpaid payment for order #{ref}?
      </p>
      <p id={`confirm-reason-${order._id}`} className="mt-1">
        {reason}. Verifying it anyway records in the order&apos;s history that you accepted the shortfall.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={onConfirm} className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60">
          {transition.confirmation?.confirmLabel}
          <span className="sr-only"> for order {ref}</span>
        </button>
        <button type="button" onClick={onCancel} className="rounded-lg px-4 py-2 font-semibold text-stone-800 ring-1 ring-stone-300">
          Cancel
        </button>
      </div>
    </div>
  );
}

function Badge({ label, value }: { label: string; value: PaymentStatus | OrderStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE_CLASSES[STATUS_BADGE_TONES[value]]}`}>
      {label}: {value}
    </span>
  );
}

export default function OrdersAdmin({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, pageCount, history } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // The order and transition whose confirm step is open.
  const [confirming, setConfirming] = useState<{ orderId: string; transition: TransitionName } | null>(null);
  const { submit, busy } = useAdminFetcher({
    onDone: () => {
      setError(null);
      setConfirming(null);
    },
    onError: (message) => setError(message || "Failed to update order"),
  });
  function cancelConfirm(orderId: string, transition: TransitionName) {
    setConfirming(null);
    // Back to the button that opened the step, so keyboard users keep their place.
    document.getElementById(`action-${transition}-${orderId}`)?.focus();
  }

  function setFilter(key: "paymentStatus" | "orderStatus", value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete("page");
    setSearchParams(next);
  }
  const pageLink = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(target));
    return `?${next}`;
  };

  return (
    <section aria-labelledby="orders-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="orders-heading" className="text-2xl font-bold text-stone-900">
          Orders <span className="text-base font-normal text-stone-700">({total})</span>
        </h2>
        <div className="flex flex-wrap gap-3">
          <label className="text-sm font-semibold text-stone-800">
            Payment status
            <select value={searchParams.get("paymentStatus") ?? ""} onChange={(e) => setFilter("paymentStatus", e.target.value)} className="mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2">
              <option value="">All</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-stone-800">
            Order status
            <select value={searchParams.get("orderStatus") ?? ""} onChange={(e) => setFilter("orderStatus", e.target.value)} className="mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2">
              <option value="">All</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <div className="mt-4">
        <ErrorAlert message={error} />
      </div>
      {orders.length === 0 ? (
        <p className="mt-6 text-stone-700">No orders match these filters.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {orders.map((order) => {
            const actions = availableTransitions(order, "admin");
            const facts = paymentFactsOf(order);
            const mismatch = mismatchNotice(facts);
            const confirmTransition = confirming?.orderId === order._id ? actions.find((t) => t.name === confirming.transition) : undefined;
            const confirmNeeded = confirmTransition && confirmationNeeded(confirmTransition, facts);
            return (
              <li key={order._id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 className="text-lg font-bold text-stone-900">Order #{shortOrderRef(order._id)}</h3>
                    <p className="text-sm text-stone-700">
                      {new Date(order.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Badge label="Payment" value={order.paymentStatus} />
                    <Badge label="Order" value={order.orderStatus} />
                    {order.paymentCheck && <PaymentCheckBadge check={order.paymentCheck} />}
                  </div>
                </div>
                <div className="mt-3 grid gap-4 md:grid-cols-2">
                  <div className="text-sm">
                    <p className="font-semibold">{order.name}</p>
                    <p>
                      {order.phoneNumber} · {order.emailAddress}
                    </p>
                    <p>
                      {order.address.doorNo}, {order.address.street}, {order.address.city}, {order.address.state} {order.address.pincode}
                    </p>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    <dt className="text-stone-700">Bill</dt>
                    <dd className="font-semibold">{formatRupees(order.bill)}</dd>
                    <dt className="text-stone-700">Amount paid</dt>
                    <dd className="font-semibold">{formatRupees(order.amountPaid)}</dd>
                    {order.transactionId && (
                      <>
                        <dt className="text-stone-700">Transaction ID</dt>
                        <dd className="font-mono">{order.transactionId}</dd>
                      </>
                    )}
                  </dl>
                </div>
                {mismatch && (
                  <p
                    data-mismatch={order.paymentMismatch}
                    className={`mt-3 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${
                      order.paymentMismatch === "underpaid" ? "bg-red-50 text-red-900 ring-red-300" : "bg-amber-50 text-amber-900 ring-amber-300"
                    }`}
                  >
                    {mismatch}.
                  </p>
                )}
                <OrderLines order={order} className="mt-3 divide-y divide-stone-100" />
                <OrderBreakup order={order} />
                {(history[order._id] ?? []).length > 0 && (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer font-semibold text-stone-800">Status history</summary>
                    <ol className="mt-2 space-y-1">
                      {(history[order._id] ?? []).map((event) => (
                        <li key={event.createdAt + event.transition}>
                          {new Date(event.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}: {event.actorRole === "admin" ? "admin" : "customer"}{" "}
                          {event.transition} ({event.from.paymentStatus} / {event.from.orderStatus} → {event.to.paymentStatus} / {event.to.orderStatus})
                          {event.confirmedShortfall !== null && (
                            <strong className="font-semibold"> confirmed as underpaid by {formatRupees(event.confirmedShortfall)}</strong>
                          )}
                          {event.evidence && (
                            <span>
                              {" "}
                              on the bank statement line of {event.evidence.date}: {formatRupees(event.evidence.amount)}
                              {event.evidence.upiReference ? `, UPI reference ${event.evidence.upiReference}` : ""} ({event.evidence.narration})
                            </span>
                          )}
                        </li>
                      ))}
                    </ol>
                  </details>
                )}
                {actions.length > 0 && (
                  <div className="mt-4 flex flex-wrap gap-2">
                    {actions.map((transition) => (
                      <button
                        key={transition.name}
                        id={`action-${transition.name}-${order._id}`}
                        type="button"
                        disabled={busy}
                        aria-expanded={confirmationNeeded(transition, facts) ? confirmTransition === transition : undefined}
                        onClick={() =>
                          confirmationNeeded(transition, facts)
                            ? setConfirming({ orderId: order._id, transition: transition.name })
                            : submit({ intent: "transition", transition: transition.name, id: order._id })
                        }
                        className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
                          transition.destructive ? "bg-red-700 hover:bg-red-800" : "bg-leaf-700 hover:bg-leaf-800"
                        }`}
                      >
                        {transition.label}
                        <span className="sr-only"> for order {shortOrderRef(order._id)}</span>
                      </button>
                    ))}
                  </div>
                )}
                {confirmTransition && confirmNeeded && (
                  <ConfirmStep
                    order={order}
                    transition={confirmTransition}
                    reason={confirmNeeded.reason}
                    busy={busy}
                    onConfirm={() => submit({ intent: "transition", transition: confirmTransition.name, id: order._id, confirmUnderpaid: true })}
                    onCancel={() => cancelConfirm(order._id, confirmTransition.name)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="rounded-lg px-4 py-2 font-semibold ring-1 ring-stone-300">
              Previous
            </Link>
          ) : null}
          <span className="text-sm">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} className="rounded-lg px-4 py-2 font-semibold ring-1 ring-stone-300">
              Next
            </Link>
          ) : null}
        </nav>
      )}
    </section>
  );
}
