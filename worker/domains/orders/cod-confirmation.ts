/**
 * Issue 32 (item 1): confirming a cash-on-delivery order. Its customer confirms it from the order page (or any API
 * client), or an admin after a phone call; until then the order cannot ship (the hold in ./shared/status.ts). The
 * UPDATE applies only while the order still awaits, so a second or concurrent confirm changes nothing and answers the
 * order as it is; an admin's confirmation is written to the audit log in the same batch, only when it applied.
 * Not here yet: the signed single-use link sent on the customer's channels, and expiry by the clock.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import type { ServiceContext } from "../../http/context";
import { auditStatementWhen } from "../../lib/audit";
import { conflict, notFound } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import { orders } from "./tables";
import { getOrderView, ORDER_NOT_FOUND_MESSAGE } from "./queries";
import type { OrderView } from "./shared/views";
import type { OrderStatus } from "./shared/status";

export const NOT_COD_MESSAGE = "Only a cash-on-delivery order needs confirming; this order is paid by UPI";
export const COD_EXPIRED_MESSAGE = "This order's confirmation has expired; it can no longer be confirmed";
/** Waiting to be shipped, or (issue 32, item 4) shipped and awaiting again after a failed delivery attempt. */
const CONFIRMABLE_STATUSES: OrderStatus[] = ["not yet delivered", "shipped"];

export const COD_CLOSED_MESSAGE = "This order is no longer waiting to be shipped, so there is nothing to confirm";

/**
 * Confirms a COD order for its own customer or an admin (another customer's order is 404, as everywhere). Answers the
 * order; an order already confirmed (or placed before the step, which reads as confirmed) is answered unchanged.
 */
export async function confirmCodOrder(ctx: ServiceContext, actor: Principal, orderId: string): Promise<OrderView> {
  const { db } = ctx;
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  const isOwner = order?.userId === actor.id;
  if (!order || (!isOwner && actor.role !== "admin")) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  if (order.paymentMethod !== "cod") throw conflict(NOT_COD_MESSAGE);
  if (order.codConfirmationStatus === "expired") throw conflict(COD_EXPIRED_MESSAGE);
  if (order.codConfirmationStatus === "awaiting") {
    // Issue 32 (item 4): a shipped order awaits again after a failed delivery attempt; its customer re-confirms it.
    if (!CONFIRMABLE_STATUSES.includes(order.orderStatus)) throw conflict(COD_CLOSED_MESSAGE);
    // The customer's own tap says "customer", even when the customer is also an admin; an admin's says who.
    const by = isOwner ? "customer" : `admin:${actor.id}`;
    const at = nowIso();
    await db.batch([
      db
        .update(orders)
        .set({ codConfirmationStatus: "confirmed", codConfirmedBy: by, codConfirmedAt: at, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.codConfirmationStatus, "awaiting"), inArray(orders.orderStatus, CONFIRMABLE_STATUSES))),
      ...(isOwner
        ? []
        : [auditStatementWhen(ctx, actor, { action: "confirm", entity: "order", entityId: orderId, details: { codConfirmation: "confirmed", by, at } }, sql`changes() = 1`)]),
    ]);
  }
  return getOrderView(ctx, orderId);
}
