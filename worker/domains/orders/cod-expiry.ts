/**
 * Issue 32 (item 1): a cash-on-delivery order its customer does not confirm in time is cancelled. The deadline is
 * fixed when the order is placed (`codConfirmDeadlineSql`, read from the owner's cod_rules in the insert itself, so
 * placing costs no extra round trip); the sweep (`expireUnconfirmedCodOrders`) runs from the Cron Trigger
 * (worker/http/scheduled.ts) and, cheaply, where the admin's order list loads and where a confirmation link is
 * opened, so a local `npm start` without cron expires too.
 *
 * Each order is settled in the database: one conditional UPDATE (still COD, not yet delivered, awaiting, past its
 * deadline) cancels it and marks the confirmation expired; the event and the restock are written only when that
 * UPDATE applied (changes() and the event's existence), and the ledger's unique index restores each pack at most
 * once. A customer's confirmation racing the sweep is the same kind of conditional UPDATE on "awaiting": exactly one
 * of the two applies. Orders expired by this call are told (the cancelled notification) after the batch.
 */
import { and, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import { newId } from "../../lib/ids";
import { orderEvents, orders } from "./tables";
import { restockStatement } from "./transitions";
import { getOrderViews } from "./queries";
import { notifyOrdersChanged } from "./notify";

/** The confirmation window when the owner never set one (no cod_rules row); the column's default says the same. */
export const DEFAULT_CONFIRM_HOURS = 24;
/** Who cancels an unconfirmed order in its history: the shop's own rule, not a person (recorded with the admin role). */
export const EXPIRY_ACTOR_ID = "system";
/** Orders settled per batch: three statements each, each with a handful of bound parameters (well under 100). */
export const EXPIRY_BATCH_SIZE = 25;

/**
 * The deadline of a COD order placed at `placedAt` (ISO), as an SQL expression for the placement's insert:
 * placedAt + cod_rules.confirm_hours (24 with no row), in the same ISO form (milliseconds, "Z") as every timestamp.
 */
export function codConfirmDeadlineSql(placedAt: string): SQL {
  return sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${placedAt}, '+' || coalesce((select confirm_hours from cod_rules where id = 1), ${DEFAULT_CONFIRM_HOURS}) || ' hours')`;
}

/**
 * The row conditions of an order the sweep may cancel at `now`. An order whose customer has reported or paid an
 * advance (issue 32: a UTR or money on it) is left to the owner: money changed hands, so a clock never cancels it.
 */
function dueCondition(now: string) {
  return and(
    eq(orders.paymentMethod, "cod"),
    eq(orders.paymentStatus, "cod"),
    isNull(orders.transactionId),
    eq(orders.amountPaidPaise, 0),
    eq(orders.orderStatus, "not yet delivered"),
    eq(orders.codConfirmationStatus, "awaiting"),
    lte(orders.codConfirmDeadline, now),
  );
}

/** Up to `limit` orders past their deadline at `now` (oldest deadline first); `orderId` narrows it to one order. */
async function dueOrderIds(ctx: Pick<ServiceContext, "db">, now: string, limit: number, orderId?: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(dueCondition(now), orderId === undefined ? undefined : eq(orders.id, orderId)))
    .orderBy(orders.codConfirmDeadline)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The statements that cancel one due order: the conditional UPDATE (its reason in words: "Not confirmed within 24
 * hours", the hours being the order's own window), the "cancel" event by the system only when it applied, and the
 * restock only when the event was recorded.
 */
function expiryStatements(ctx: Pick<ServiceContext, "db">, orderId: string, now: string) {
  const { db } = ctx;
  const eventId = newId();
  const reason = sql`'Not confirmed within ' || cast(round((julianday(${orders.codConfirmDeadline}) - julianday(${orders.createdAt})) * 24) as integer) || ' hours'`;
  return [
    db
      .update(orders)
      .set({ orderStatus: "cancelled", codConfirmationStatus: "expired", cancelReason: reason, updatedAt: now })
      .where(and(eq(orders.id, orderId), dueCondition(now)))
      .returning({ id: orders.id }),
    db.insert(orderEvents).select(
      sql`select ${eventId}, o.id, ${EXPIRY_ACTOR_ID}, 'admin', 'cancel', 'cod', 'not yet delivered', 'cod', 'cancelled', ${now}, null, null, o.cancel_reason
        from orders o where o.id = ${orderId} and changes() = 1`,
    ),
    restockStatement(db, orderId, eventId, { id: EXPIRY_ACTOR_ID }),
  ] as const;
}

/** Cancels these orders where they are still due at `now`, in one batch; answers the ids this call cancelled. */
async function expireOrders(ctx: Pick<ServiceContext, "db">, orderIds: string[], now: string): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const statements = orderIds.flatMap((id) => expiryStatements(ctx, id, now));
  const results = await ctx.db.batch(statements as unknown as Parameters<typeof ctx.db.batch>[0]);
  // Every third result is an UPDATE's returned rows: the order it cancelled, or nothing when it no longer applied.
  return results.filter((_, index) => index % 3 === 0).flatMap((rows) => (rows as { id: string }[]).map((row) => row.id));
}

/**
 * Cancels every COD order still awaiting its customer's confirmation past its deadline at `now` (ISO), at most
 * `rounds` batches of EXPIRY_BATCH_SIZE orders per call (the cron runs a few, a page load one), and tells each
 * customer. Answers how many this call cancelled. `orderId`: only that order (a confirmation link opened late).
 */
export async function expireUnconfirmedCodOrders(ctx: ServiceContext, now: string, options: { rounds?: number; orderId?: string } = {}): Promise<number> {
  const expired: string[] = [];
  for (let round = 0; round < (options.rounds ?? 1); round++) {
    const due = await dueOrderIds(ctx, now, EXPIRY_BATCH_SIZE, options.orderId);
    if (due.length === 0) break;
    const cancelled = await expireOrders(ctx, due, now);
    expired.push(...cancelled);
    // Nothing cancelled of a full batch means others settled them meanwhile; the next run picks up the rest.
    if (cancelled.length === 0 || due.length < EXPIRY_BATCH_SIZE) break;
  }
  if (expired.length > 0) await notifyOrdersChanged(ctx, "cancel", await getOrderViews(ctx, expired));
  return expired.length;
}
