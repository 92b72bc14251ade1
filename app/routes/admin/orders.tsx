import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { keepPageOnFailure } from "~/lib/client-action";
import { formatRupees } from "../../../worker/shared/money";
import {
  mismatchNotice,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  paymentFactsOf,
  shortOrderRef,
  STATUS_BADGE_TONES,
  transitionNamed,
  transitionRefusal,
  type OrderState,
  type OrderStatus,
  type PaymentStatus,
  type StatusBadgeTone,
} from "../../../worker/domains/orders/shared/status";
import { orderListQuerySchema } from "../../../worker/domains/orders/shared/schemas";
import { parseInput, readSubmission, unknownAction } from "../../../worker/http/input.server";
import {
  adminTransitionFrom,
  applyTransition,
  confirmCodOrder,
  deliveryAttemptSchema,
  listOrders,
  orderHistory,
  recordDeliveryAttempt,
  rtoCostsUpdateSchema,
  setRtoCosts,
} from "../../../worker/domains/orders/page.server";
import { DeliveryAttempts, RtoCosts } from "~/components/admin/delivery-attempts";
import { CodConfirmationNotice } from "~/components/admin/cod-confirmation-notice";
import { CodRiskPanel } from "~/components/admin/cod-risk-panel";
import { blockFromOrderCard } from "../../../worker/domains/cod/page.server";
import { AdvanceNotice } from "~/components/admin/advance-notice";
import { grievanceCounts } from "../../../worker/domains/grievances/page.server";
import { ComplaintsNotice } from "~/components/admin/complaints-notice";
import { actionFailure, requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/orders";
import { OrderLines } from "~/components/orders/order-lines";
import { OrderBreakup } from "~/components/orders/order-breakup";
import { PaymentCheckBadge } from "~/components/admin/payments/payment-check-badge";
import { OrderActions, type OpenStep } from "~/components/admin/order-actions";
import { OrderFulfilment } from "~/components/orders/order-fulfilment";

const PAGE_SIZE = 10;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Orders | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  const query = orderListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const page = query.page ?? 1;
  const [{ orders, total }, complaints] = await Promise.all([listOrders(ctx, { ...query, page, pageSize: PAGE_SIZE }), grievanceCounts(ctx)]);
  const history = await orderHistory(ctx, orders.map((order) => order._id));
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { orders, total, page, pageCount, history: Object.fromEntries(history), complaints, oneOrder: query.orderId ?? null };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const admin = requireAdminUser(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const submission = await readSubmission(request);
    // Issue 32: the admin confirms a COD order after a phone call (recorded in the audit log by the service).
    if (submission.intent === "confirm-cod" && typeof submission.id === "string") {
      await confirmCodOrder(ctx, admin, submission.id);
      return { ok: true as const, message: "Order confirmed" };
    }
    // Issue 32 (item 4): a failed delivery attempt, a returned parcel's courier costs (the API's bodies and checks).
    if (submission.intent === "delivery-attempt" || submission.intent === "rto-costs") {
      const { intent, id, ...fields } = submission;
      if (typeof id !== "string") throw unknownAction();
      if (intent === "delivery-attempt") await recordDeliveryAttempt(ctx, admin, id, parseInput(deliveryAttemptSchema, fields));
      else await setRtoCosts(ctx, admin, id, parseInput(rtoCostsUpdateSchema, fields));
      return { ok: true as const, message: intent === "delivery-attempt" ? "Failed attempt recorded" : "Courier costs saved" };
    }
    // Issue 32: "Block this phone / address for COD" from the order's card.
    if (submission.intent === "cod-block-order") {
      await blockFromOrderCard(ctx, admin, submission);
      return { ok: true as const, message: "Blocked for cash on delivery" };
    }
    const { orderId, name, ...details } = adminTransitionFrom(submission);
    await applyTransition(ctx, admin, orderId, name, details);
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

function Badge({ label, value }: { label: string; value: PaymentStatus | OrderStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE_CLASSES[STATUS_BADGE_TONES[value]]}`}>
      {label}: {value}
    </span>
  );
}

/** An order with a parcel to pack: one that may ship now, or has shipped (a slip to print again). */
const readyToPack = (order: OrderState) =>
  order.orderStatus === "shipped" || transitionRefusal(transitionNamed("ship"), order) === null;

export default function OrdersAdmin({ loaderData }: Route.ComponentProps) {
  const { orders, total, page, pageCount, history, complaints, oneOrder } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // The order and transition whose form or confirm step is open.
  const [openStep, setOpenStep] = useState<OpenStep>(null);
  const { submit, busy } = useAdminFetcher({
    onDone: () => {
      setError(null);
      setOpenStep(null);
    },
    onError: (message) => setError(message || "Failed to update order"),
  });

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
      <ComplaintsNotice counts={complaints} />
      {oneOrder && (
        <p className="mt-4 text-sm text-stone-800">
          Showing one order (from a complaint).{" "}
          <Link to="/admin/orders" className="font-semibold text-leaf-800 underline">
            Show all orders
          </Link>
        </p>
      )}
      <div className="mt-4">
        <ErrorAlert message={error} />
      </div>
      {orders.length === 0 ? (
        <p className="mt-6 text-stone-700">No orders match these filters.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {orders.map((order) => {
            const mismatch = mismatchNotice(paymentFactsOf(order));
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
                    {order.refundDue > 0 && (
                      <span data-refund-due className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-950">
                        Refund due {formatRupees(order.refundDue)}
                      </span>
                    )}
                  </div>
                </div>
                <div className="mt-3 grid gap-4 md:grid-cols-2">
                  <div className="text-sm">
                    <p className="font-semibold">{order.name}</p>
                    <p>
                      {order.phoneNumber} · {order.emailAddress}
                    </p>
                    {/* Issue 31: a receiver other than the customer is named with the address. */}
                    {(order.address.name !== order.name || order.address.phoneNumber !== order.phoneNumber) && (
                      <p data-recipient>
                        Deliver to {order.address.name} · {order.address.phoneNumber}
                      </p>
                    )}
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
                <CodConfirmationNotice order={order} busy={busy} submit={submit} />
                <CodRiskPanel order={order} busy={busy} submit={submit} />
                <AdvanceNotice order={order} />
                <OrderFulfilment order={order} className="mt-3" />
                <DeliveryAttempts order={order} busy={busy} submit={submit} />
                <RtoCosts order={order} busy={busy} submit={submit} />
                {readyToPack(order) && (
                  <Link to={`/admin/orders/${order._id}/packing-slip`} className="mt-2 inline-block text-sm font-semibold text-leaf-800 underline">
                    Packing slip and invoice<span className="sr-only"> for order {shortOrderRef(order._id)}</span>
                  </Link>
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
                          {event.note && <span>: {event.note}</span>}
                          {event.confirmedShortfall !== null && (
                            <strong className="font-semibold">
                              {" "}
                              confirmed as {event.confirmedShortfall >= 0 ? "underpaid" : "overpaid"} by {formatRupees(Math.abs(event.confirmedShortfall))}
                            </strong>
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
                <OrderActions order={order} open={openStep} setOpen={setOpenStep} busy={busy} submit={submit} />
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
