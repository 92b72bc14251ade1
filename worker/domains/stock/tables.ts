/**
 * The stock domain's ledger: every change of a pack's stock is one stock_movements row, applied to
 * product_variants.stock (worker/domains/catalogue/tables.ts) by the trigger ./ledger-trigger.ts renders.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { productPacks } from "../catalogue/tables.ts";
import { orders } from "../orders/tables.ts";

export const STOCK_MOVEMENT_KINDS = ["sold", "restored", "received", "adjusted"] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * Why units were written off a batch (issue 33). A write-off is an `adjusted` movement carrying one of these (the
 * kinds' CHECK is left alone: changing it would rebuild the ledger's table): `expired` (past best-before),
 * `damaged`, `near-expiry` (the shelf-life rule took it out of sale: too close to best-before to reach a customer
 * with the remainder the rule asks), `other` (the note says).
 */
export const WRITE_OFF_REASONS = ["expired", "damaged", "near-expiry", "other"] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

/**
 * A batch (lot) of one pack, as received (issue 33): its lot number, when it was packed, its best-before, and the
 * units of it still on hand. `on_hand` is written only by the ledger's trigger (the sum of the batch's movements) and
 * its CHECK keeps it from going below zero, so no sale or write-off can take more of a batch than it holds. A pack's
 * stock is the sum of its batches' on-hand (every movement of a counted pack names its batch); the stock that packs
 * had before batches became one `opening` batch each (migration 0033), with no dates.
 */
export const stockBatches = sqliteTable(
  "stock_batches",
  {
    id: text("id").primaryKey(),
    variantId: text("variant_id")
      .notNull()
      .references(() => productPacks.id),
    /** The lot / batch number printed on the pack; unique within the pack. */
    lotNumber: text("lot_number").notNull(),
    /** Date of packing or manufacture (YYYY-MM-DD), null for the opening batch. */
    packedOn: text("packed_on"),
    /** Best-before date (YYYY-MM-DD): given, or packedOn + shelf life in days; null only for the opening batch. */
    bestBefore: text("best_before"),
    /** The whole shelf life in days (best-before − packed-on), what the shelf-life rule takes its share of. */
    shelfLifeDays: integer("shelf_life_days"),
    supplier: text("supplier"),
    /** Units received in this batch. */
    receivedQuantity: integer("received_quantity").notNull(),
    /** Units of this batch on hand: written only by the ledger's trigger. */
    onHand: integer("on_hand").notNull().default(0),
    /** The batch that holds a pack's stock from before batches (migration 0033), or an old-style receipt. */
    opening: integer("opening", { mode: "boolean" }).notNull().default(false),
    actorId: text("actor_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("stock_batches_lot_unique").on(t.variantId, t.lotNumber),
    // First-expiry-first-out: a pack's batches in best-before order (nulls, the dateless opening stock, last).
    index("stock_batches_fefo_idx").on(t.variantId, t.bestBefore),
    index("stock_batches_best_before_idx").on(t.bestBefore),
    check("stock_batches_on_hand_check", sql`${t.onHand} >= 0`),
    check("stock_batches_received_check", sql`${t.receivedQuantity} >= 0`),
  ],
);

/**
 * The shelf-life rule at delivery (issue 33; FSSAI's direction to e-commerce food businesses, ../../../../shared/INDIA.md):
 * what must remain of a batch's shelf life on the day it reaches the customer, dated so that a change applies from
 * its day and the past keeps the rule it had. The rule in force on a day is the row with the latest
 * `effective_from` on or before it. Migration 0033 writes the default (30 %, 45 days, 7 days' delivery assumed).
 */
export const shelfLifeRules = sqliteTable(
  "shelf_life_rules",
  {
    id: text("id").primaryKey(),
    /** YYYY-MM-DD (IST day) from which this rule applies. */
    effectiveFrom: text("effective_from").notNull(),
    /** The share of the whole shelf life that must remain at delivery, in per cent. */
    minPercent: integer("min_percent").notNull(),
    /** The days that must remain at delivery (see ./shelf-life.ts for how the two combine). */
    minDays: integer("min_days").notNull(),
    /** The delivery time assumed when an order's pincode has no delivery estimate. */
    assumedDeliveryDays: integer("assumed_delivery_days").notNull().default(7),
    actorId: text("actor_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("shelf_life_rules_effective_unique").on(t.effectiveFrom),
    check("shelf_life_rules_values_check", sql`${t.minPercent} between 0 and 100 and ${t.minDays} >= 0 and ${t.assumedDeliveryDays} >= 0`),
  ],
);

/**
 * Append-only ledger of stock: every change of a pack's stock is one row (an AFTER INSERT trigger adds `delta` to
 * product_variants.stock). Sales and restorations name their order; receipts and adjustments their admin.
 */
export const stockMovements = sqliteTable(
  "stock_movements",
  {
    id: text("id").primaryKey(),
    variantId: text("variant_id")
      .notNull()
      .references(() => productPacks.id),
    kind: text("kind", { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** Signed change in units: negative for a sale, positive for a receipt or a restoration. */
    delta: integer("delta").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    actorId: text("actor_id"),
    reason: text("reason"),
    createdAt: text("created_at").notNull(),
    /** Issue 33: the batch the units came from or went to; null only for a pack the shop does not count. */
    batchId: text("batch_id").references(() => stockBatches.id),
    /** Issue 33: set on a write-off (an `adjusted` movement off one batch): why. */
    writeOff: text("write_off", { enum: WRITE_OFF_REASONS }),
  },
  (t) => [
    index("stock_movements_variant_idx").on(t.variantId, t.createdAt),
    index("stock_movements_batch_idx").on(t.batchId, t.createdAt),
    index("stock_movements_write_off_idx").on(t.createdAt).where(sql`${t.writeOff} is not null`),
    // An order takes each batch once and puts it back at most once, whatever retries or races happen; movements
    // without a batch (before migration 0033 and on packs no longer counted) keep the old rule, per pack.
    uniqueIndex("stock_movements_order_batch_unique").on(t.orderId, t.batchId, t.kind).where(sql`${t.orderId} is not null and ${t.batchId} is not null`),
    uniqueIndex("stock_movements_order_unique").on(t.orderId, t.variantId, t.kind).where(sql`${t.orderId} is not null and ${t.batchId} is null`),
    check("stock_movements_kind_check", sql`${t.kind} in ('sold', 'restored', 'received', 'adjusted')`),
    check("stock_movements_delta_check", sql`${t.delta} != 0`),
  ],
);

export type StockMovement = typeof stockMovements.$inferSelect;
