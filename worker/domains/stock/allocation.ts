/**
 * Which batches an order takes (issue 33): first-expiry-first-out among the batches ELIGIBLE for the order (those
 * that still meet the shelf-life rule on the day the order would arrive: ./shelf-life.ts), earliest best-before
 * first, dateless opening stock last. Written for orders/place.ts, as statements that run inside its placement batch,
 * so the batches are chosen from the stock as it is when the batch runs (D1 runs a batch as one transaction): parallel
 * orders never take a later batch while an earlier eligible one has units, never an ineligible one, never oversell.
 */
import { and, eq, gt, inArray, isNotNull, min, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client";
import { deliveryZones } from "../delivery/tables";
import { batchColumnsOf, eligibleSql, fefoOrderSql, type ShelfLifeRule } from "./shelf-life";
import { productPacks } from "../catalogue/tables";
import { stockBatches, stockMovements } from "./tables";

/** When an order would arrive: the zone's longest estimate, else the rule's assumed days. */
export type DeliveryWindow = { day: string; deliveryDays: number; rule: ShelfLifeRule };

/** The window of an order placed on `day` to a zone whose estimate ends at `etaMaxDays` (null: no estimate). */
export function deliveryWindow(day: string, etaMaxDays: number | null | undefined, rule: ShelfLifeRule): DeliveryWindow {
  return { day, deliveryDays: etaMaxDays ?? rule.assumedDeliveryDays, rule };
}

const batch = batchColumnsOf("b");

/** The units of each pack an order in this window may take (the sum of its eligible batches' on-hand). */
export async function eligibleUnits(db: Db, packIds: string[], window: DeliveryWindow): Promise<Map<string, number>> {
  if (packIds.length === 0) return new Map();
  const b = alias(stockBatches, "b");
  const rows = await db
    .select({ variantId: b.variantId, units: sql<number>`coalesce(sum(${b.onHand}), 0)` })
    .from(b)
    .where(and(inArray(b.variantId, packIds), gt(b.onHand, 0), eligibleSql(batch, window.rule, window.day, window.deliveryDays)))
    .groupBy(b.variantId);
  return new Map(rows.map((row) => [row.variantId, Number(row.units)]));
}

/**
 * The sale of one order line, one `sold` movement per batch it takes (id `<order>-<batch>`), in ONE statement: each
 * eligible batch in FEFO order gives min(its on-hand, what the batches before it have not covered). A pack the shop
 * does not count has no batches with units, so nothing is taken (as before batches). When the eligible batches hold
 * too few, they give what they have and the guard below fails the batch.
 */
export function saleFromBatchesStatement(
  db: Db,
  sale: { orderId: string; customerId: string; packId: string; quantity: number; now: string },
  window: DeliveryWindow,
) {
  return db.insert(stockMovements).select(
    sql`select ${sale.orderId} || '-' || e.id, e.variant_id, 'sold', -min(e.on_hand, ${sale.quantity} - e.before), ${sale.orderId}, ${sale.customerId}, null, ${sale.now}, e.id, null
      from (select b.id, b.variant_id, b.on_hand,
              coalesce(sum(b.on_hand) over (order by ${fefoOrderSql("b")} rows between unbounded preceding and 1 preceding), 0) as before
            from stock_batches b join product_variants v on v.id = b.variant_id
            where b.variant_id = ${sale.packId} and v.stock is not null and b.on_hand > 0
              and ${eligibleSql(batch, window.rule, window.day, window.deliveryDays)}) e
      where e.before < ${sale.quantity}`,
  );
}

/**
 * The guard after a line's sale: a statement that can only fail. When the order's `sold` movements of a counted pack
 * add up to fewer units than the line asks (its eligible batches ran short), it sets that pack's stock to -1, which
 * the CHECK on stock refuses: the whole placement batch fails as a stock shortage (isStockShortage recognises the
 * CHECK's name) and nothing of the order is written. It never writes when the line was covered.
 */
export function shortageGuardStatement(db: Db, orderId: string, packId: string, quantity: number) {
  return db
    .update(productPacks)
    .set({ stock: -1 })
    .where(
      and(
        eq(productPacks.id, packId),
        isNotNull(productPacks.stock),
        sql`(select coalesce(-sum(m.delta), 0) from stock_movements m where m.order_id = ${orderId} and m.variant_id = ${packId} and m.kind = 'sold') < ${quantity}`,
      ),
    );
}

/** The shortest delivery estimate among the zones (null when the shop has none): who could receive a batch soonest. */
export async function shortestDeliveryDays(db: Db): Promise<number | null> {
  const [row] = await db.select({ days: min(deliveryZones.etaMaxDays) }).from(deliveryZones);
  return row?.days ?? null;
}

