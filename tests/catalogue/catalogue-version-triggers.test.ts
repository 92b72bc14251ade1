/**
 * The catalogue version's triggers (migrations 0013, 0015) against their TypeScript definition
 * (worker/domains/catalogue/catalogue-version.ts): the edge cache serves a stale public page the day a table those
 * pages show is written without bumping the version, so the database must hold exactly the triggers the definition
 * renders, and every table must be placed on one side: bumps the version, or no public page shows it.
 */
import { getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "../helpers/api";
import { databaseTriggers, normaliseSql, sqlClauses } from "../helpers/triggers";
import * as schema from "../../db/schema";
import {
  CATALOGUE_DOMAINS,
  CATALOGUE_TABLES_ELSEWHERE,
  CATALOGUE_VERSION_EVENTS,
  CATALOGUE_VERSION_TABLE,
  CATALOGUE_VERSION_TABLES,
  catalogueVersionTriggerName,
  catalogueVersionTriggers,
  tablesOf,
} from "../../worker/domains/catalogue/catalogue-version";

/**
 * Tables whose writes leave every public page and public list as it was, reviewed one by one. A new table makes the
 * last test fail until it is placed: here, or (when a public page shows it) in a catalogue domain or
 * CATALOGUE_TABLES_ELSEWHERE, with its triggers in a migration.
 */
const NO_PUBLIC_PAGE_SHOWS = [
  // A customer's own account, cart, addresses, orders, complaints and consents: only they (and the admins) see them.
  "users", "password_reset_otps", "phone_login_otps", "account_erasure_codes", "account_erasures", "carts", "cart_items", "user_addresses", "orders", "order_items",
  "order_events", "grievances", "grievance_counters", "grievance_events", "consents",
  // Issue 31: a customer's message channels and WhatsApp opt-in.
  "message_preferences",
  // Issue 32: the owner's COD rules and block list, and failed delivery attempts: admin pages and an order's own page only.
  "cod_rules", "cod_blocks", "order_delivery_attempts",
  // The ledger: a movement changes product_variants.stock, whose own trigger bumps the version.
  "stock_movements",
  // Issue 33: batches and the shelf-life rule are the admin's; what a shopper sees of them (in stock or sold out)
  // changes only through movements, which move product_variants.stock.
  "stock_batches", "shelf_life_rules",
  // The admin's books: payments, GST documents and rates, sales and vitals figures.
  "bank_statements", "bank_credits", "bank_reversals", "statement_mappings", "gst_rates", "document_counters", "invoices",
  "sales_days", "sales_customer_days", "sales_product_days", "sales_variant_days", "web_vitals_daily",
  // The platform's own.
  "mail_outbox", "rate_limit_counters", "audit_log",
];

/** Tables of the migrations that are not the shop's data: SQLite's, D1's and wrangler's own, and the version's row. */
const isBookkeeping = (table: string) => /^(sqlite_|_cf_)/.test(table) || table === "d1_migrations" || table === CATALOGUE_VERSION_TABLE;

async function databaseTables(): Promise<string[]> {
  const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table' order by name").all<{ name: string }>();
  return results.map((row) => row.name).filter((table) => !isBookkeeping(table));
}

describe("catalogue version triggers", () => {
  it("are exactly the ones catalogue-version.ts renders: after insert, update and delete on every listed table", async () => {
    const triggers = await databaseTriggers();
    const rendered = catalogueVersionTriggers();
    for (const table of CATALOGUE_VERSION_TABLES) {
      for (const event of CATALOGUE_VERSION_EVENTS) {
        const name = catalogueVersionTriggerName(table, event);
        const trigger = triggers.find((candidate) => candidate.name === name);
        expect(trigger, `${table} has no ${event} trigger: npm run db:triggers -- catalogue-version ${table}`).toBeDefined();
        expect(trigger?.table, name).toBe(table);
        expect(sqlClauses(trigger?.sql ?? ""), name).toEqual(sqlClauses(rendered.find((candidate) => candidate.name === name)?.sql ?? ""));
      }
    }
    // Nothing bumps the version that the definition does not account for (a trigger left on a table taken off the list).
    const bumping = triggers.filter((trigger) => trigger.name.startsWith("catalogue_version_") || normaliseSql(trigger.sql).includes(`update \`${CATALOGUE_VERSION_TABLE}\``));
    expect(bumping.map((trigger) => trigger.name).sort()).toEqual(rendered.map((trigger) => trigger.name).sort());
  });

  it("list every table of the catalogue, content, delivery and settings domains, and the policy texts", () => {
    const expected = [...Object.values(CATALOGUE_DOMAINS).flatMap(tablesOf), ...CATALOGUE_TABLES_ELSEWHERE].map((table) => getTableName(table));
    expect([...CATALOGUE_VERSION_TABLES].sort()).toEqual([...new Set(expected)].sort());
    // The four domains' tables as of this writing: a table added to them is listed (and then needs its triggers).
    for (const table of ["categories", "products", "product_variants", "product_slugs", "blobs", "banners", "promotions", "delivery_zones", "shop_settings", "policies"]) {
      expect(CATALOGUE_VERSION_TABLES, table).toContain(table);
    }
  });

  it("leave out only tables that no public page shows, and the domains' tables.ts files define every table", async () => {
    const tables = await databaseTables();
    expect(tables.filter((table) => CATALOGUE_VERSION_TABLES.includes(table) && NO_PUBLIC_PAGE_SHOWS.includes(table)), "placed on both sides").toEqual([]);
    const unplaced = tables.filter((table) => !CATALOGUE_VERSION_TABLES.includes(table) && !NO_PUBLIC_PAGE_SHOWS.includes(table));
    expect(unplaced, "tables neither bumping the catalogue version nor reviewed as shown on no public page").toEqual([]);
    expect(NO_PUBLIC_PAGE_SHOWS.filter((table) => !tables.includes(table)), "reviewed tables the database does not have").toEqual([]);
    // The list is derived from tables.ts exports: a table created by hand in a migration would escape it.
    const defined = tablesOf(schema).map((table) => getTableName(table));
    expect(tables.filter((table) => !defined.includes(table)), "tables no tables.ts defines").toEqual([]);
  });
});
