/**
 * What expires and what was written off (issue 33): the daily hold that takes out of sale every batch nobody could
 * receive with the shelf life the rule asks, and the admin's report of what expires in the next 30/60/90 days and
 * what was written off, by value. Value is units × the pack's CURRENT sale price (what the shop would have sold them
 * for today), in paise here; ./views.ts turns it into the API's rupees.
 */
import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import { istDay } from "../../shared/ist";
import { productPacks, products } from "../catalogue/tables";
import { shortestDeliveryDays } from "./allocation";
import { batchColumnsOf, daysBetween, eligibleSql, lastDeliveryDay, addDays } from "./shelf-life";
import { shelfLifeRuleOn } from "./shelf-life-rules";
import { stockBatches, stockMovements, type WriteOffReason } from "./tables";

export const NEAR_EXPIRY_REASON = "Held: too close to best-before for any delivery to leave the shelf life the rule asks";

/**
 * Writes off, as `near-expiry`, every batch with units whose last delivery day comes before IST today + the shortest
 * delivery estimate among the zones (the rule's assumed days when there are none): nobody could receive it in time.
 * One conditional statement; each movement's id names the batch and the day, so running it again the same day (the
 * cron every 15 minutes, the report's lazy call) writes nothing new. Answers the number of batches held.
 */
export async function holdNearExpiry(ctx: Pick<ServiceContext, "db">, now: Date | string = new Date()): Promise<number> {
  const today = istDay(now);
  const [rule, shortest] = await Promise.all([shelfLifeRuleOn(ctx, today), shortestDeliveryDays(ctx.db)]);
  const days = shortest ?? rule.assumedDeliveryDays;
  const createdAt = new Date(now).toISOString();
  const held = await ctx.db
    .insert(stockMovements)
    .select(
      sql`select 'near-expiry-' || b.id || '-' || ${today}, b.variant_id, 'adjusted', -b.on_hand, null, null, ${NEAR_EXPIRY_REASON}, ${createdAt}, b.id, 'near-expiry'
        from stock_batches b where b.on_hand > 0 and b.best_before is not null and not ${eligibleSql(batchColumnsOf("b"), rule, today, days)}`,
    )
    .onConflictDoNothing()
    .returning({ id: stockMovements.id });
  return held.length;
}

export type ExpiringBatch = {
  batchId: string;
  variantId: string;
  productName: string;
  label: string;
  sku: string;
  lotNumber: string;
  bestBefore: string;
  lastDeliveryDay: string | null;
  onHand: number;
  valuePaise: number;
  daysLeft: number;
};

export type WrittenOff = {
  movementId: string;
  batchId: string | null;
  productName: string;
  label: string;
  lotNumber: string | null;
  bestBefore: string | null;
  reason: WriteOffReason;
  note: string | null;
  quantity: number;
  valuePaise: number;
  createdAt: string;
  actorId: string | null;
};

const REPORT_LIMIT = 500;

/** GET /api/admin/stock/expiring?days=: batches with units whose best-before is within `days` (or past), soonest first; write-offs of the last `days` days. */
export async function expiryReport(ctx: Pick<ServiceContext, "db">, days: number, now: Date = new Date()) {
  await holdNearExpiry(ctx, now);
  const today = istDay(now);
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const [rule, expiringRows, writtenRows] = await Promise.all([
    shelfLifeRuleOn(ctx, today),
    ctx.db
      .select({ batch: stockBatches, productName: products.name, label: productPacks.label, sku: productPacks.sku, pricePaise: productPacks.salePricePaise })
      .from(stockBatches)
      .innerJoin(productPacks, eq(productPacks.id, stockBatches.variantId))
      .innerJoin(products, eq(products.id, productPacks.productId))
      .where(and(gte(stockBatches.onHand, 1), isNotNull(stockBatches.bestBefore), sql`${stockBatches.bestBefore} <= ${addDays(today, days)}`))
      .orderBy(stockBatches.bestBefore, stockBatches.id)
      .limit(REPORT_LIMIT),
    ctx.db
      .select({ movement: stockMovements, lotNumber: stockBatches.lotNumber, bestBefore: stockBatches.bestBefore, productName: products.name, label: productPacks.label, pricePaise: productPacks.salePricePaise })
      .from(stockMovements)
      .innerJoin(productPacks, eq(productPacks.id, stockMovements.variantId))
      .innerJoin(products, eq(products.id, productPacks.productId))
      .leftJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
      .where(and(isNotNull(stockMovements.writeOff), gte(stockMovements.createdAt, since)))
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(REPORT_LIMIT),
  ]);
  const expiring: ExpiringBatch[] = expiringRows.map((row) => ({
    batchId: row.batch.id,
    variantId: row.batch.variantId,
    productName: row.productName,
    label: row.label,
    sku: row.sku,
    lotNumber: row.batch.lotNumber,
    bestBefore: row.batch.bestBefore!,
    lastDeliveryDay: lastDeliveryDay(row.batch, rule),
    onHand: row.batch.onHand,
    valuePaise: row.batch.onHand * row.pricePaise,
    daysLeft: daysBetween(today, row.batch.bestBefore!),
  }));
  const writtenOff: WrittenOff[] = writtenRows.map((row) => ({
    movementId: row.movement.id,
    batchId: row.movement.batchId,
    productName: row.productName,
    label: row.label,
    lotNumber: row.lotNumber,
    bestBefore: row.bestBefore,
    reason: row.movement.writeOff!,
    note: row.movement.reason,
    quantity: -row.movement.delta,
    valuePaise: -row.movement.delta * row.pricePaise,
    createdAt: row.movement.createdAt,
    actorId: row.movement.actorId,
  }));
  const writtenOffByReasonPaise: Record<WriteOffReason, number> = { expired: 0, damaged: 0, "near-expiry": 0, other: 0 };
  for (const row of writtenOff) writtenOffByReasonPaise[row.reason] += row.valuePaise;
  return {
    days,
    expiring,
    writtenOff,
    totals: {
      expiringValuePaise: expiring.reduce((sum, row) => sum + row.valuePaise, 0),
      writtenOffValuePaise: writtenOff.reduce((sum, row) => sum + row.valuePaise, 0),
      writtenOffByReasonPaise,
    },
  };
}

export type ExpiryReportRecord = Awaited<ReturnType<typeof expiryReport>>;
