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
  },
  (t) => [
    index("stock_movements_variant_idx").on(t.variantId, t.createdAt),
    // An order takes a pack's stock once and puts it back at most once, whatever retries or races happen.
    uniqueIndex("stock_movements_order_unique").on(t.orderId, t.variantId, t.kind).where(sql`${t.orderId} is not null`),
    check("stock_movements_kind_check", sql`${t.kind} in ('sold', 'restored', 'received', 'adjusted')`),
    check("stock_movements_delta_check", sql`${t.delta} != 0`),
  ],
);

export type StockMovement = typeof stockMovements.$inferSelect;
