/**
 * The delivery domain's table: the zones that price delivery by address and weight. The shop-wide delivery and COD
 * switches (unserved pincodes, COD rules) are columns of shop_settings (worker/domains/settings/tables.ts): one
 * settings row, edited on one page.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Delivery zones (issue 17): an address is in the zone whose pincode prefixes match it best, else in the zone that
 * lists its state, else in the zone with neither (the rest of India). Fees in paise; weights from the packs.
 */
export const deliveryZones = sqliteTable("delivery_zones", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** States and union territories (names as in worker/domains/delivery/shared/india.ts). */
  states: text("states", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  pincodePrefixes: text("pincode_prefixes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  baseFeePaise: integer("base_fee_paise").notNull(),
  /** Added for every 500 g (or part) of shipping weight beyond the first 500 g. */
  perExtra500gPaise: integer("per_extra_500g_paise").notNull().default(0),
  /** Items at sale price from which delivery is free; null: never free. */
  freeAbovePaise: integer("free_above_paise"),
  etaMinDays: integer("eta_min_days").notNull(),
  etaMaxDays: integer("eta_max_days").notNull(),
  position: integer("position").notNull().default(0),
  updatedAt: text("updated_at").notNull(),
});

export type DeliveryZone = typeof deliveryZones.$inferSelect;
