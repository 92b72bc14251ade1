/**
 * The cod domain's tables (issue 32: cash on delivery that comes home paid): the owner's rules for offering cash on
 * delivery (one row: the confirmation window, the risk thresholds above which COD is refused or needs an advance,
 * the per-customer limits, the prepaid discount) and the block list of phones and addresses with the owner's reasons.
 * Each order's own risk score, reasons and what the rules decided for it are columns of `orders` (../orders/tables.ts),
 * written in the placement's batch; delivery attempts are ../orders' too.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The owner's cash-on-delivery rules: one row (id 1); no row reads as the defaults the columns declare (the
 * service answers them), so a shop that never opened the page gets a 24-hour confirmation and no other rule.
 */
export const codRules = sqliteTable(
  "cod_rules",
  {
    id: integer("id").primaryKey(),
    /** Hours a COD order waits for its customer's confirmation before it is cancelled and its stock restored. */
    confirmHours: integer("confirm_hours").notNull().default(24),
    /** At or above this risk score (0-100) cash on delivery is not offered (prepaid only); null: never refused by score. */
    refuseScore: integer("refuse_score"),
    /** At or above this score (below refuseScore) COD needs an advance paid by UPI first; null: never. */
    advanceScore: integer("advance_score"),
    /** The advance: the order's delivery fee (with the COD fee), or a fixed amount (advanceFixedPaise). */
    advanceKind: text("advance_kind", { enum: ["delivery-fee", "fixed"] })
      .notNull()
      .default("delivery-fee"),
    advanceFixedPaise: integer("advance_fixed_paise").notNull().default(10000),
    /** Per customer (account, and the same phone), COD orders and their value allowed per IST day and per 7 days; null: no limit. */
    dayMaxOrders: integer("day_max_orders"),
    weekMaxOrders: integer("week_max_orders"),
    dayMaxPaise: integer("day_max_paise"),
    weekMaxPaise: integer("week_max_paise"),
    /** Discount for paying by UPI at checkout, in hundredths of a percent of the items at sale price (250 = 2.5 %); 0: none. */
    prepaidDiscountBasisPoints: integer("prepaid_discount_basis_points").notNull().default(0),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [check("cod_rules_single_row", sql`${t.id} = 1`)],
);

/**
 * Phones and addresses the owner refuses cash on delivery to, with the reason (a known serial refuser, a fake
 * address). `value` is the normalised key the orders carry (`orders.phone_key`: +91XXXXXXXXXX; `orders.address_key`:
 * ../cod's normalisation of door, street and pincode), so a block matches however the customer types it.
 */
export const codBlocks = sqliteTable(
  "cod_blocks",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["phone", "address"] }).notNull(),
    value: text("value").notNull(),
    /** What the owner sees in the list (the address as typed, the number as shown). */
    label: text("label").notNull(),
    reason: text("reason").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("cod_blocks_kind_value_unique").on(t.kind, t.value)],
);

export type CodRulesRow = typeof codRules.$inferSelect;
export type CodBlock = typeof codBlocks.$inferSelect;
