/**
 * Issue 32 (item 4): what happens when the courier cannot deliver. An admin records a failed attempt on a shipped
 * order (the reason, a note, the next attempt's day); on a cash-on-delivery order it puts the confirmation back to
 * "awaiting" (no deadline: a shipped order is never cancelled by the clock) and the customer is told on their
 * channels, asked to confirm again (./cod-confirmation.ts takes a shipped order's confirmation). A parcel that comes
 * back (the "return" transition, ./transitions.ts) carries its courier costs, which an admin may record or correct
 * here later. Each write is one conditional batch with its audit row: a change the order's status no longer allows
 * writes nothing and answers 409.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import type { ServiceContext } from "../../http/context";
import { auditStatementWhen } from "../../lib/audit";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { orderDeliveryAttempts, orders, type Order } from "./tables";
import { getOrderView, ORDER_NOT_FOUND_MESSAGE } from "./queries";
import { notifyDeliveryFailed } from "./notify";
import type { DeliveryAttemptInput, RtoCostsUpdate } from "./shared/delivery-attempt-schemas";
import type { OrderView } from "./shared/views";

export const ATTEMPT_NOT_SHIPPED_MESSAGE = "A failed delivery attempt can be recorded only for a shipped order";
export const RTO_NOT_RETURNED_MESSAGE = "Courier costs of a return can be recorded only for a returned order";
export const ORDER_CHANGED_MESSAGE = "The order was changed by someone else just now. Please reload and try again.";

async function orderForAdmin(ctx: Pick<ServiceContext, "db">, actor: Principal, orderId: string): Promise<Order> {
  if (actor.role !== "admin") throw forbidden();
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/**
 * Records a failed delivery attempt on a shipped order (409 otherwise) and answers the order. A COD order awaits its
 * customer's confirmation again; the customer hears of it in the order's language.
 */
export async function recordDeliveryAttempt(ctx: ServiceContext, actor: Principal, orderId: string, input: DeliveryAttemptInput): Promise<OrderView> {
  const { db } = ctx;
  const order = await orderForAdmin(ctx, actor, orderId);
  if (order.orderStatus !== "shipped") throw conflict(ATTEMPT_NOT_SHIPPED_MESSAGE);
  const id = newId();
  const at = nowIso();
  const stillShipped = and(eq(orders.id, orderId), eq(orders.orderStatus, "shipped"));
  const recorded = sql`exists (select 1 from ${orderDeliveryAttempts} where ${orderDeliveryAttempts.id} = ${id})`;
  const [inserted] = await db.batch([
    // The selected values follow the table's column order; nothing is inserted once the order is no longer shipped.
    db
      .insert(orderDeliveryAttempts)
      .select(
        sql`select ${id}, ${orderId}, ${input.reason}, ${input.note}, ${input.nextAttemptOn}, ${actor.id}, ${at}
          where exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.orderStatus} = 'shipped')`,
      )
      .returning({ id: orderDeliveryAttempts.id }),
    db
      .update(orders)
      .set(
        order.paymentMethod === "cod"
          ? { codConfirmationStatus: "awaiting", codConfirmedBy: null, codConfirmedAt: null, codConfirmDeadline: null, updatedAt: at }
          : { updatedAt: at },
      )
      .where(and(stillShipped, recorded)),
    auditStatementWhen(
      ctx,
      actor,
      { action: "create", entity: "order", entityId: orderId, details: { deliveryAttempt: { reason: input.reason, nextAttemptOn: input.nextAttemptOn } } },
      recorded,
    ),
  ]);
  if (inserted.length !== 1) throw conflict(ORDER_CHANGED_MESSAGE);
  const view = await getOrderView(ctx, orderId);
  await notifyDeliveryFailed(ctx, view);
  return view;
}

/**
 * Records or corrects a returned parcel's courier costs (409 unless the order is returned): a field given is set,
 * null clears it, one left out keeps its value. Audited with the costs before and after.
 */
export async function setRtoCosts(ctx: ServiceContext, actor: Principal, orderId: string, update: RtoCostsUpdate): Promise<OrderView> {
  const { db } = ctx;
  const order = await orderForAdmin(ctx, actor, orderId);
  if (order.orderStatus !== "returned") throw conflict(RTO_NOT_RETURNED_MESSAGE);
  const before = { forwardPaise: order.rtoForwardCostPaise, returnPaise: order.rtoReturnCostPaise };
  const after = {
    forwardPaise: update.rtoForwardCost === undefined ? before.forwardPaise : update.rtoForwardCost,
    returnPaise: update.rtoReturnCost === undefined ? before.returnPaise : update.rtoReturnCost,
  };
  const changes: Partial<Order> = { rtoForwardCostPaise: after.forwardPaise, rtoReturnCostPaise: after.returnPaise, updatedAt: nowIso() };
  const [updated] = await db.batch([
    db
      .update(orders)
      .set(changes)
      .where(and(eq(orders.id, orderId), eq(orders.orderStatus, "returned")))
      .returning({ id: orders.id }),
    auditStatementWhen(ctx, actor, { action: "update", entity: "order", entityId: orderId, details: { rtoCost: { before, after } } }, sql`changes() = 1`),
  ]);
  if (updated.length !== 1) throw conflict(ORDER_CHANGED_MESSAGE);
  return getOrderView(ctx, orderId);
}
