/**
 * Stock: the ledger of every change to a pack's units on hand. Each change is one stock_movements row; the
 * ledger's trigger (./ledger-trigger.ts) applies it to product_variants.stock, so stock always equals the sum of its
 * movements, and the CHECK on stock (never below 0) refuses, in the database, any change that would oversell.
 */
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { packName } from "../catalogue/shared/views";
import type { StockAdjustment, StockReceipt } from "../catalogue/shared/schemas";
import type { Principal } from "../accounts/shared/user";
import { productPacks, products } from "../catalogue/tables";
import { stockBatches, stockMovements, type StockMovementKind } from "./tables";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { batchRow, datelessBatch, receiptStatements } from "./batches";
import { levelColumns, livePack, VARIANT_NOT_FOUND_MESSAGE, type StockLevel } from "./levels";
import { fefoOrderSql } from "./shelf-life";
import { newId, nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext } from "../../http/context";

export { VARIANT_NOT_FOUND_MESSAGE, type StockLevel } from "./levels";

export type StockMovementView = {
  _id: string;
  variantId: string;
  kind: StockMovementKind;
  delta: number;
  orderId: string | null;
  actorId: string | null;
  reason: string | null;
  createdAt: string;
};

/**
 * Units arrived without a lot (the old receipt, kept for old clients): added to the pack's stock as a new dateless
 * batch (lot `R-<day>-<id>`, no best-before, marked opening: always sellable, sold after dated batches). A pack not
 * counted until now starts counting from them.
 */
export async function receiveStock(ctx: ServiceContext, actor: Principal, receipt: StockReceipt): Promise<StockLevel> {
  const pack = await livePack(ctx, receipt.variantId);
  const id = newId();
  await ctx.db.batch([
    ...receiptStatements(ctx.db, datelessBatch(id, pack.variantId, receipt.quantity, actor.id, receipt.note)),
    auditStatement(ctx, actor, {
      action: "receive-stock",
      entity: "variant",
      entityId: pack.variantId,
      details: { product: packName(pack.productName, pack.label), quantity: receipt.quantity, note: receipt.note },
    }),
  ]);
  return livePack(ctx, pack.variantId);
}

/**
 * Sets the units on hand to a count (after a stocktake, breakage, a found carton) with a reason. The movements'
 * deltas are computed by the database from the stock at that moment, so a sale made while the admin typed is not
 * undone: the count is what is on the shelf now. Issue 33: a rise goes into the pack's newest dated batch (a new
 * dateless batch when it has none); a fall is taken first-expiry-first-out from the batches, one movement per batch
 * in one statement, never more than a batch holds. A null count stops counting the pack (every batch back to 0 in
 * the ledger first, so the ledger still sums to what it holds should counting start again); the schema gives null
 * only for the admin's explicit "stop counting" choice, never for an empty count.
 */
export async function adjustStock(ctx: ServiceContext, actor: Principal, adjustment: StockAdjustment): Promise<StockLevel> {
  const pack = await livePack(ctx, adjustment.variantId);
  const target = adjustment.count ?? 0;
  if (adjustment.count !== null && pack.stock === adjustment.count) throw badRequest(`Stock of ${packName(pack.productName, pack.label)} is already ${adjustment.count}`);
  if (adjustment.count === null && pack.stock === null) throw badRequest(`${packName(pack.productName, pack.label)} is already not counted`);
  const now = nowIso();
  const movementId = newId();
  const newest = await ctx.db.query.stockBatches.findFirst({
    columns: { id: true },
    where: and(eq(stockBatches.variantId, pack.variantId), isNotNull(stockBatches.bestBefore)),
    orderBy: [desc(stockBatches.createdAt), desc(stockBatches.id)],
  });
  // The batch a rise goes into: the newest dated one, else a new dateless one (created empty; its movement fills it).
  const riseBatch = newest ? null : datelessBatch(newId(), pack.variantId, 0, actor.id, adjustment.reason);
  const riseInto = newest?.id ?? riseBatch!.id;
  const rises = adjustment.count !== null && (pack.stock ?? 0) < target;
  const reason = adjustment.reason;
  await ctx.db.batch([
    auditStatement(ctx, actor, {
      action: "adjust-stock",
      entity: "variant",
      entityId: pack.variantId,
      details: { product: packName(pack.productName, pack.label), from: pack.stock, to: adjustment.count, reason },
    }),
    // A pack not counted until now starts from 0 (its ledger sums to 0), so a count of 0 starts counting too.
    ...(adjustment.count !== null ? [ctx.db.update(productPacks).set({ stock: 0 }).where(and(eq(productPacks.id, pack.variantId), isNull(productPacks.stock)))] : []),
    ...(rises && riseBatch ? [ctx.db.insert(stockBatches).values({ ...batchRow(riseBatch), receivedQuantity: 0 })] : []),
    // A rise: the difference, into one batch (nothing when a sale meanwhile already made the count right or a fall).
    ...(adjustment.count !== null
      ? [
          ctx.db.insert(stockMovements).select(
            sql`select ${movementId}, v.id, 'adjusted', ${target} - coalesce(v.stock, 0), null, ${actor.id}, ${reason}, ${now}, ${riseInto}, null
              from product_variants v where v.id = ${pack.variantId} and coalesce(v.stock, 0) < ${target}
                and exists (select 1 from stock_batches b where b.id = ${riseInto})`,
          ),
        ]
      : []),
    // A fall (or stopping): the batches first-expiry-first-out, each giving at most what it holds.
    ctx.db.insert(stockMovements).select(
      sql`select ${movementId} || '-' || b.id, b.variant_id, 'adjusted', -min(b.on_hand, b.need - b.before), null, ${actor.id}, ${reason}, ${now}, b.id, null
        from (select s.id, s.variant_id, s.on_hand, coalesce(v.stock, 0) - ${target} as need,
                coalesce(sum(s.on_hand) over (order by ${fefoOrderSql("s")} rows between unbounded preceding and 1 preceding), 0) as before
              from stock_batches s join product_variants v on v.id = s.variant_id
              where s.variant_id = ${pack.variantId} and s.on_hand > 0) b
        where b.before < b.need`,
    ),
    // Stock no batch holds (movements written outside the batches): brought to the count too.
    ctx.db.insert(stockMovements).select(
      sql`select ${movementId} || '-rest', v.id, 'adjusted', ${target} - coalesce(v.stock, 0), null, ${actor.id}, ${reason}, ${now}, null, null
        from product_variants v where v.id = ${pack.variantId} and coalesce(v.stock, 0) > ${target}`,
    ),
    ...(adjustment.count === null ? [ctx.db.update(productPacks).set({ stock: null, updatedAt: now }).where(eq(productPacks.id, pack.variantId))] : []),
  ]);
  return livePack(ctx, pack.variantId);
}

/** Counted packs of live products at or below their low-stock threshold, emptiest first. */
export async function lowStock(ctx: Pick<ServiceContext, "db">, limit = 50): Promise<StockLevel[]> {
  return ctx.db
    .select(levelColumns)
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(
      and(
        isNull(productPacks.deletedAt),
        isNull(products.deletedAt),
        isNotNull(productPacks.stock),
        lte(productPacks.stock, productPacks.lowStockThreshold),
      ),
    )
    .orderBy(asc(productPacks.stock), asc(products.name), asc(productPacks.position))
    .limit(limit);
}

/** A pack's ledger, newest first. */
export async function stockMovementsOf(ctx: Pick<ServiceContext, "db">, variantId: string, limit = 100): Promise<StockMovementView[]> {
  const exists = await ctx.db.query.productPacks.findFirst({ columns: { id: true }, where: eq(productPacks.id, variantId) });
  if (!exists) throw notFound(VARIANT_NOT_FOUND_MESSAGE);
  const rows = await ctx.db.select().from(stockMovements).where(eq(stockMovements.variantId, variantId)).orderBy(desc(stockMovements.id)).limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    variantId: row.variantId,
    kind: row.kind,
    delta: row.delta,
    orderId: row.orderId,
    actorId: row.actorId,
    reason: row.reason,
    createdAt: row.createdAt,
  }));
}

/**
 * Whether D1 refused a write because a pack's stock would have gone below zero (the CHECK constraint that settles
 * every oversell race), so the caller can answer 409 with what is left instead of failing.
 */
export function isStockShortage(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes("CHECK constraint failed") && text.includes("product_variants_stock_check");
}

/** The 409 for asking more of a pack than is on hand: out of stock, or how many are left. */
export function shortageError(productName: string, label: string, left: number) {
  const name = packName(productName, label);
  return conflict(left <= 0 ? `${name} is out of stock (none left)` : `Only ${left} left of ${name}. Please lower the quantity.`);
}
