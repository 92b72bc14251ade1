/**
 * The owner's new-order notice (issue 31): the newest order, how many came after the time the admin page last saw,
 * and the orders waiting for the owner. One small read (a covering index serves the counts) that an open admin page
 * makes every ATTENTION_POLL_MS while its tab is visible; admins only (the API's guard and this service's check).
 */
import { and, count, desc, gt, inArray, notInArray, sql } from "drizzle-orm";
import { orders } from "./tables";
import { CLOSED_ORDER_STATUSES } from "./shared/status";
import { NOT_SENT, PAYMENT_TO_CHECK, READY_TO_SHIP, type AttentionView } from "./shared/attention";
import type { AttentionQuery } from "./shared/schemas";
import { forbidden } from "../../lib/errors";
import type { Principal } from "../accounts/shared/user";
import type { ServiceContext } from "../../http/context";
import { toAttentionOrderView } from "./views";

export async function orderAttention(ctx: Pick<ServiceContext, "db">, actor: Principal, query: AttentionQuery): Promise<AttentionView> {
  if (actor.role !== "admin") throw forbidden("Only admins can do that.");
  const { db } = ctx;
  const since = query.since ? new Date(query.since).toISOString() : null;
  const open = notInArray(orders.orderStatus, [...CLOSED_ORDER_STATUSES]);
  const [[newest], [counts], [after]] = await Promise.all([
    db
      .select({ id: orders.id, name: orders.name, billPaise: orders.billPaise, createdAt: orders.createdAt })
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1),
    db
      .select({
        paymentToCheck: sql<number>`coalesce(sum(case when ${and(inArray(orders.paymentStatus, [...PAYMENT_TO_CHECK]), open)} then 1 else 0 end), 0)`,
        toShip: sql<number>`coalesce(sum(case when ${and(inArray(orders.paymentStatus, [...READY_TO_SHIP]), sql`${orders.orderStatus} = ${NOT_SENT}`)} then 1 else 0 end), 0)`,
        refundPending: sql<number>`coalesce(sum(case when ${orders.paymentStatus} = 'refund pending' then 1 else 0 end), 0)`,
      })
      .from(orders)
      .where(inArray(orders.paymentStatus, [...PAYMENT_TO_CHECK, ...READY_TO_SHIP, "refund pending"])),
    since ? db.select({ n: count() }).from(orders).where(gt(orders.createdAt, since)) : Promise.resolve([{ n: 0 }]),
  ]);
  return {
    success: true,
    newestOrder: newest ? toAttentionOrderView(newest) : null,
    newSince: after.n,
    counts: { paymentToCheck: Number(counts.paymentToCheck), toShip: Number(counts.toShip), refundPending: Number(counts.refundPending) },
  };
}
