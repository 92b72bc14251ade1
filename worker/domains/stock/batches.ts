/**
 * Batches (lots) of a pack (issue 33): receiving a lot with its dates, the statements that put units into a batch
 * (used by every receipt: the lot form, the old dateless receipt, a new product's opening stock), a pack's batches
 * first-expiry-first-out, and writing units off one batch. A batch's on-hand is moved only by ledger movements that
 * name it (the ledger's trigger); its CHECK refuses going below zero, which settles every write-off race.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../../db/client";
import { auditStatement } from "../../lib/audit";
import { conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { istDay } from "../../shared/ist";
import { packName } from "../catalogue/shared/views";
import { productPacks, products } from "../catalogue/tables";
import { livePack, VARIANT_NOT_FOUND_MESSAGE, type StockLevel } from "./levels";
import type { BatchReceipt, WriteOffInput } from "./shared/schemas";
import { addDays, daysBetween, isEligible, lastDeliveryDay, type ShelfLifeRule } from "./shelf-life";
import { shelfLifeRuleOn } from "./shelf-life-rules";
import { stockBatches, stockMovements } from "./tables";

export const BATCH_NOT_FOUND_MESSAGE = "Batch not found";

/** One batch as the admin API shows it. */
export type BatchView = {
  _id: string;
  variantId: string;
  productName: string;
  label: string;
  lotNumber: string;
  packedOn: string | null;
  bestBefore: string | null;
  shelfLifeDays: number | null;
  supplier: string | null;
  receivedQuantity: number;
  onHand: number;
  opening: boolean;
  /** The last day it may reach a customer under today's rule; null for dateless (opening) stock. */
  lastDeliveryDay: string | null;
  /** Whether an order placed today, delivered within the rule's assumed days, may take it. */
  sellable: boolean;
  createdAt: string;
};

/** What a new batch holds before its first movement: its dates and where it came from. */
export type NewBatch = {
  id: string;
  variantId: string;
  lotNumber: string;
  packedOn: string | null;
  bestBefore: string | null;
  shelfLifeDays: number | null;
  supplier: string | null;
  quantity: number;
  opening: boolean;
  actorId: string | null;
  reason: string | null;
  createdAt: string;
};

/**
 * A batch and the `received` movement that puts its units on hand (the trigger moves the batch and the pack): to run
 * inside the caller's db.batch. A pack not counted until now starts counting from them (the trigger's coalesce).
 */
export function receiptStatements(db: Db, batch: NewBatch) {
  return [
    db.insert(stockBatches).values(batchRow(batch)),
    db.insert(stockMovements).values({
      id: newId(),
      variantId: batch.variantId,
      kind: "received",
      delta: batch.quantity,
      actorId: batch.actorId,
      reason: batch.reason,
      createdAt: batch.createdAt,
      batchId: batch.id,
    }),
  ] as const;
}

/** The stock_batches row of a new batch (on hand 0: its first movement fills it). */
export function batchRow(batch: NewBatch): typeof stockBatches.$inferInsert {
  return {
    id: batch.id,
    variantId: batch.variantId,
    lotNumber: batch.lotNumber,
    packedOn: batch.packedOn,
    bestBefore: batch.bestBefore,
    shelfLifeDays: batch.shelfLifeDays,
    supplier: batch.supplier,
    receivedQuantity: batch.quantity,
    opening: batch.opening,
    actorId: batch.actorId,
    createdAt: batch.createdAt,
  };
}

/** The lot number of a receipt that named none (the old receive, a new product's opening stock): R-20261207-7QX2. */
export function datelessLotNumber(id: string, now = new Date()): string {
  return `R-${istDay(now).replaceAll("-", "")}-${id.slice(-4)}`;
}

/** A batch without dates (an old-style receipt, a new product's opening stock, a count above every dated batch). */
export function datelessBatch(id: string, variantId: string, quantity: number, actorId: string | null, reason: string | null): NewBatch {
  const now = new Date();
  return {
    id,
    variantId,
    lotNumber: datelessLotNumber(id, now),
    packedOn: null,
    bestBefore: null,
    shelfLifeDays: null,
    supplier: null,
    quantity,
    opening: true,
    actorId,
    reason,
    createdAt: now.toISOString(),
  };
}

/** The 409 for a lot number the pack already has. */
export function lotTakenError(lotNumber: string, name: string) {
  return conflict(`Lot number ${lotNumber} is already used for ${name}`);
}

/** POST /api/admin/stock/batches: a lot received with its packing date and best-before (given, or from its shelf life). */
export async function receiveBatch(ctx: ServiceContext, actor: Principal, receipt: BatchReceipt): Promise<{ batch: BatchView; stock: StockLevel }> {
  const pack = await livePack(ctx, receipt.variantId);
  const name = packName(pack.productName, pack.label);
  const taken = await ctx.db.query.stockBatches.findFirst({
    columns: { id: true },
    where: and(eq(stockBatches.variantId, pack.variantId), eq(stockBatches.lotNumber, receipt.lotNumber)),
  });
  if (taken) throw lotTakenError(receipt.lotNumber, name);
  const bestBefore = receipt.bestBefore ?? addDays(receipt.packedOn, receipt.shelfLifeDays!);
  const shelfLifeDays = receipt.shelfLifeDays ?? daysBetween(receipt.packedOn, bestBefore);
  const id = newId();
  try {
    await ctx.db.batch([
      ...receiptStatements(ctx.db, {
        id,
        variantId: pack.variantId,
        lotNumber: receipt.lotNumber,
        packedOn: receipt.packedOn,
        bestBefore,
        shelfLifeDays,
        supplier: receipt.supplier,
        quantity: receipt.quantity,
        opening: false,
        actorId: actor.id,
        reason: receipt.lotNumber,
        createdAt: nowIso(),
      }),
      auditStatement(ctx, actor, {
        action: "receive-stock",
        entity: "batch",
        entityId: id,
        details: { product: name, lotNumber: receipt.lotNumber, packedOn: receipt.packedOn, bestBefore, quantity: receipt.quantity, supplier: receipt.supplier },
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "lot_number")) throw lotTakenError(receipt.lotNumber, name);
    throw error;
  }
  return { batch: await batchView(ctx, id), stock: await livePack(ctx, pack.variantId) };
}

const batchColumns = {
  batch: stockBatches,
  productName: products.name,
  label: productPacks.label,
};

type BatchRow = { batch: typeof stockBatches.$inferSelect; productName: string; label: string };

function toView(row: BatchRow, rule: ShelfLifeRule, today: string): BatchView {
  const { batch } = row;
  return {
    _id: batch.id,
    variantId: batch.variantId,
    productName: row.productName,
    label: row.label,
    lotNumber: batch.lotNumber,
    packedOn: batch.packedOn,
    bestBefore: batch.bestBefore,
    shelfLifeDays: batch.shelfLifeDays,
    supplier: batch.supplier,
    receivedQuantity: batch.receivedQuantity,
    onHand: batch.onHand,
    opening: batch.opening,
    lastDeliveryDay: lastDeliveryDay(batch, rule),
    sellable: batch.onHand > 0 && isEligible(batch, rule, today, rule.assumedDeliveryDays),
    createdAt: batch.createdAt,
  };
}

async function batchView(ctx: Pick<ServiceContext, "db">, id: string): Promise<BatchView> {
  const [row] = await ctx.db
    .select(batchColumns)
    .from(stockBatches)
    .innerJoin(productPacks, eq(productPacks.id, stockBatches.variantId))
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(eq(stockBatches.id, id))
    .limit(1);
  if (!row) throw notFound(BATCH_NOT_FOUND_MESSAGE);
  const today = istDay();
  return toView(row, await shelfLifeRuleOn(ctx, today), today);
}

/** GET /api/admin/stock/batches?variantId=: the pack's batches first-expiry-first-out (dateless stock last). */
export async function listBatches(ctx: Pick<ServiceContext, "db">, variantId: string): Promise<BatchView[]> {
  const pack = await ctx.db.query.productPacks.findFirst({ columns: { id: true }, where: and(eq(productPacks.id, variantId), isNull(productPacks.deletedAt)) });
  if (!pack) throw notFound(VARIANT_NOT_FOUND_MESSAGE);
  const today = istDay();
  const [rows, rule] = await Promise.all([
    ctx.db
      .select(batchColumns)
      .from(stockBatches)
      .innerJoin(productPacks, eq(productPacks.id, stockBatches.variantId))
      .innerJoin(products, eq(products.id, productPacks.productId))
      .where(eq(stockBatches.variantId, variantId))
      .orderBy(sql`${stockBatches.bestBefore} is null, ${stockBatches.bestBefore}, ${stockBatches.createdAt}, ${stockBatches.id}`),
    shelfLifeRuleOn(ctx, today),
  ]);
  return rows.map((row) => toView(row, rule, today));
}

/** The 409 for writing off more than a batch holds: what is left of it. */
export function batchShortageError(lotNumber: string, name: string, left: number) {
  return conflict(left <= 0 ? `Lot ${lotNumber} of ${name} has none left` : `Only ${left} left in lot ${lotNumber} of ${name}`);
}

/** Whether D1 refused a write because a batch (or its pack) would have gone below zero. */
export function isBatchShortage(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes("CHECK constraint failed") && (text.includes("stock_batches_on_hand_check") || text.includes("product_variants_stock_check"));
}

/**
 * POST /api/admin/stock/batches/:id/write-off: units taken off one batch (expired, damaged, other), as an `adjusted`
 * movement carrying the reason. Of parallel write-offs of the last units, the batch's CHECK lets through exactly
 * what it holds; the rest answer 409 with what is left.
 */
export async function writeOffBatch(ctx: ServiceContext, actor: Principal, batchId: string, input: WriteOffInput): Promise<{ batch: BatchView; stock: StockLevel }> {
  const before = await batchView(ctx, batchId);
  const name = packName(before.productName, before.label);
  if (input.quantity > before.onHand) throw batchShortageError(before.lotNumber, name, before.onHand);
  try {
    await ctx.db.batch([
      ctx.db.insert(stockMovements).values({
        id: newId(),
        variantId: before.variantId,
        kind: "adjusted",
        delta: -input.quantity,
        actorId: actor.id,
        reason: input.note,
        createdAt: nowIso(),
        batchId,
        writeOff: input.reason,
      }),
      auditStatement(ctx, actor, {
        action: "write-off",
        entity: "batch",
        entityId: batchId,
        details: { product: name, lotNumber: before.lotNumber, quantity: input.quantity, reason: input.reason, note: input.note },
      }),
    ]);
  } catch (error) {
    if (!isBatchShortage(error)) throw error;
    throw batchShortageError(before.lotNumber, name, (await batchView(ctx, batchId)).onHand);
  }
  return { batch: await batchView(ctx, batchId), stock: await livePack(ctx, before.variantId) };
}
