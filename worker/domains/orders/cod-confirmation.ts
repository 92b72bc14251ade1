/**
 * Issue 32 (item 1): confirming a cash-on-delivery order. Its customer confirms it from the order page, from the
 * signed link sent on their channels (signed out: the link is the proof), or any API client; an admin after a phone
 * call. Until then the order cannot ship (the hold in ./shared/status.ts), and past its deadline the sweep of
 * ./cod-expiry.ts cancels it.
 *
 * Every confirmation is one conditional UPDATE that applies only while the order still awaits (and, for the
 * customer, before the deadline), so a second or concurrent confirm, or one racing the expiry, leaves exactly one
 * outcome. An admin's confirmation is written to the audit log in the same batch, only when it applied.
 *
 * The link (./cod-link.ts) needs no table: it expires with the deadline, and is single-use because the order stops
 * awaiting once confirmed.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import type { ServiceContext } from "../../http/context";
import { auditStatementWhen } from "../../lib/audit";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import { orders, type Order } from "./tables";
import { getOrderView, ORDER_NOT_FOUND_MESSAGE } from "./queries";
import { expireUnconfirmedCodOrders } from "./cod-expiry";
import { orderOfLink } from "./cod-link";
import type { OrderView } from "./shared/views";
import type { CodLinkState } from "./shared/cod-confirmation";
import type { OrderStatus } from "./shared/status";

export const NOT_COD_MESSAGE = "Only a cash-on-delivery order needs confirming; this order is paid by UPI";
export const COD_EXPIRED_MESSAGE = "This order's confirmation has expired; it can no longer be confirmed";
/** Waiting to be shipped, or (issue 32, item 4) shipped and awaiting again after a failed delivery attempt. */
const CONFIRMABLE_STATUSES: OrderStatus[] = ["not yet delivered", "shipped"];

export const COD_CLOSED_MESSAGE = "This order is no longer waiting to be shipped, so there is nothing to confirm";
export const COD_LINK_INVALID_MESSAGE = "This confirmation link is not valid. Please open the link exactly as it was sent to you.";
export const COD_LINK_USED_MESSAGE = "This order is already confirmed: the confirmation link has been used";

/**
 * An awaiting order past its deadline (the sweep may not have run yet). One with an advance reported or paid is never
 * expired by the clock (./cod-expiry.ts), so it stays confirmable.
 */
const pastDeadline = (order: Order, now: string) =>
  order.codConfirmationStatus === "awaiting" &&
  !!order.codConfirmDeadline &&
  order.codConfirmDeadline <= now &&
  order.transactionId === null &&
  order.amountPaidPaise === 0;

/**
 * The conditional UPDATE of a confirmation, with the admin's audit row when it applied; answers whether it applied.
 * A customer's applies only before the deadline; an admin's (after a call) while the order still awaits.
 */
async function applyConfirmation(ctx: ServiceContext, actor: Principal | null, order: Order, now: string): Promise<boolean> {
  const { db } = ctx;
  const byAdmin = actor !== null && actor.id !== order.userId;
  const by = byAdmin ? `admin:${actor.id}` : "customer";
  const [applied] = await db.batch([
    db
      .update(orders)
      .set({ codConfirmationStatus: "confirmed", codConfirmedBy: by, codConfirmedAt: now, updatedAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.codConfirmationStatus, "awaiting"),
          inArray(orders.orderStatus, CONFIRMABLE_STATUSES),
          byAdmin || !order.codConfirmDeadline || order.transactionId !== null || order.amountPaidPaise > 0 ? undefined : gt(orders.codConfirmDeadline, now),
        ),
      )
      .returning({ id: orders.id }),
    ...(byAdmin
      ? [auditStatementWhen(ctx, actor, { action: "confirm", entity: "order", entityId: order.id, details: { codConfirmation: "confirmed", by, at: now } }, sql`changes() = 1`)]
      : []),
  ]);
  return applied.length === 1;
}

/**
 * Confirms a COD order for its own customer or an admin (another customer's order is 404, as everywhere). Answers the
 * order; an order already confirmed (or placed before the step, which reads as confirmed) is answered unchanged.
 * The customer's own tap says "customer", even when the customer is also an admin; an admin's says who.
 */
export async function confirmCodOrder(ctx: ServiceContext, actor: Principal, orderId: string): Promise<OrderView> {
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  const isOwner = order?.userId === actor.id;
  if (!order || (!isOwner && actor.role !== "admin")) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  if (order.paymentMethod !== "cod") throw conflict(NOT_COD_MESSAGE);
  if (order.codConfirmationStatus === "expired") throw conflict(COD_EXPIRED_MESSAGE);
  if (order.codConfirmationStatus === "awaiting") {
    // Issue 32 (item 4): a shipped order awaits again after a failed delivery attempt; its customer re-confirms it.
    if (!CONFIRMABLE_STATUSES.includes(order.orderStatus)) throw conflict(COD_CLOSED_MESSAGE);
    const now = nowIso();
    if (isOwner && pastDeadline(order, now)) throw await expiredNow(ctx, order.id, now);
    if (!(await applyConfirmation(ctx, isOwner ? null : actor, order, now))) await refusalAfterRace(ctx, order.id, isOwner);
  }
  return getOrderView(ctx, orderId);
}

/**
 * Confirms a COD order by its signed link, as its customer ("customer"), signed in or not. A link that is not this
 * order's is 403; an expired one 409 (the order is cancelled now if the sweep has not yet); a used one 409.
 */
export async function confirmCodOrderByToken(ctx: ServiceContext, orderId: string, token: string): Promise<OrderView> {
  const order = await orderOfLink(ctx, orderId, token);
  if (!order) throw forbidden(COD_LINK_INVALID_MESSAGE);
  const now = nowIso();
  if (pastDeadline(order, now)) throw await expiredNow(ctx, order.id, now);
  if (order.codConfirmationStatus === "expired") throw conflict(COD_EXPIRED_MESSAGE);
  if (order.codConfirmationStatus !== "awaiting") throw conflict(COD_LINK_USED_MESSAGE);
  if (order.orderStatus !== "not yet delivered") throw conflict(COD_CLOSED_MESSAGE);
  if (!(await applyConfirmation(ctx, null, order, now))) await refusalAfterRace(ctx, order.id, true);
  return getOrderView(ctx, orderId);
}

/** A late customer's confirmation: the order is cancelled now (if the sweep has not already), and the 409 saying so. */
async function expiredNow(ctx: ServiceContext, orderId: string, now: string) {
  await expireUnconfirmedCodOrders(ctx, now, { orderId });
  return conflict(COD_EXPIRED_MESSAGE);
}

/**
 * The confirmation did not apply: someone else settled the order between our read and our UPDATE. Confirmed by
 * another tap is fine for the signed-in customer or admin (answered unchanged, as before); anything else is refused.
 */
async function refusalAfterRace(ctx: ServiceContext, orderId: string, isCustomer: boolean): Promise<void> {
  const now = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (now?.codConfirmationStatus === "confirmed") return;
  if (now?.codConfirmationStatus === "expired") throw conflict(COD_EXPIRED_MESSAGE);
  if (isCustomer && now && pastDeadline(now, nowIso())) throw await expiredNow(ctx, orderId, nowIso());
  throw conflict(COD_CLOSED_MESSAGE);
}

/**
 * What the confirmation page shows for a link (read only: a GET never confirms, as SMS and WhatsApp previewers
 * open links): the order in short while it awaits, else the state in words. A link opened past the deadline
 * cancels the order now, if the sweep has not yet, so the page tells the truth.
 */
export async function codLinkPage(ctx: ServiceContext, orderId: string, token: string): Promise<{ state: CodLinkState; order: OrderView | null }> {
  const order = await orderOfLink(ctx, orderId, token);
  if (!order) return { state: "invalid", order: null };
  const now = nowIso();
  if (pastDeadline(order, now)) {
    await expireUnconfirmedCodOrders(ctx, now, { orderId });
    return { state: "expired", order: null };
  }
  if (order.codConfirmationStatus === "expired") return { state: "expired", order: null };
  if (order.codConfirmationStatus !== "awaiting") return { state: "confirmed", order: null };
  if (order.orderStatus !== "not yet delivered") return { state: "closed", order: null };
  return { state: "awaiting", order: await getOrderView(ctx, orderId) };
}
