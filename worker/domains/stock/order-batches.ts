/**
 * Which batches an order's lines hold (issue 33): per order and pack, the lots its sales took less what was put back,
 * earliest best-before first. Read by the order views (lines name their batches once shipped) and the packing slip
 * (the batches allocated, before shipping), one statement per chunk of orders.
 */
import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { stockBatches, stockMovements } from "./tables";

import type { LineBatch } from "./shared/batches";

export type { LineBatch };

/** By order, then by pack: the batches. Orders without batches (uncounted packs, orders before batches) are absent. */
export type OrderBatches = Map<string, Map<string, LineBatch[]>>;

/** The batches of these orders' lines (at most 90 ids: the parameter limit is the caller's chunk). */
export async function batchesOfOrders(db: Db, orderIds: string[]): Promise<OrderBatches> {
  const result: OrderBatches = new Map();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({
      orderId: stockMovements.orderId,
      variantId: stockMovements.variantId,
      lotNumber: stockBatches.lotNumber,
      bestBefore: stockBatches.bestBefore,
      quantity: sql<number>`-sum(${stockMovements.delta})`,
    })
    .from(stockMovements)
    .innerJoin(stockBatches, sql`${stockBatches.id} = ${stockMovements.batchId}`)
    .where(and(inArray(stockMovements.orderId, orderIds), inArray(stockMovements.kind, ["sold", "restored"])))
    .groupBy(stockMovements.orderId, stockMovements.variantId, stockBatches.id)
    .having(sql`-sum(${stockMovements.delta}) > 0`)
    .orderBy(sql`${stockBatches.bestBefore} is null`, stockBatches.bestBefore, stockBatches.lotNumber);
  for (const row of rows) {
    if (!row.orderId) continue;
    const byPack = result.get(row.orderId) ?? new Map<string, LineBatch[]>();
    byPack.set(row.variantId, [...(byPack.get(row.variantId) ?? []), { lotNumber: row.lotNumber, bestBefore: row.bestBefore, quantity: Number(row.quantity) }]);
    result.set(row.orderId, byPack);
  }
  return result;
}
