/**
 * Which tables' writes bump the catalogue version, and the SQL of the triggers that bump it.
 *
 * The edge cache (worker/lib/edge-cache.ts) keys every public page and public list by one number in D1, the
 * catalogue version (table catalogue_version, migration 0013). A stale page is never served because SQLite bumps that
 * number in the same statement as any write to a table those pages show: an AFTER INSERT, UPDATE and DELETE trigger
 * on each such table, so no write path (API, page action, an order taking stock, a script) can forget to. That rule
 * lives in SQL; this file is its TypeScript definition: the list of tables (derived from the domains' tables.ts, so a
 * table added to one of those domains is listed at once) and the trigger each gets. tests/catalogue/
 * catalogue-version-triggers.test.ts fails when the migrated database's triggers differ from what this renders, and
 * a migration that adds a table pastes what `npm run db:triggers -- catalogue-version <table>` prints.
 *
 * Imports carry their .ts extension: Node scripts (db/scripts/print-triggers.ts) load this file without a bundler.
 */
import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as contentTables from "../content/tables.ts";
import * as deliveryTables from "../delivery/tables.ts";
import { policies } from "../policies/tables.ts";
import * as settingsTables from "../settings/tables.ts";
import * as catalogueTables from "./tables.ts";

/**
 * Domains every table of which a public page or list shows: the products, packs (their stock too: "out of stock"),
 * slugs and categories; articles, banners and promotions; the shop settings (the footer, /contact, /api/settings,
 * the policies' placeholders); the delivery zones (the shipping policy's table of charges and times).
 */
export const CATALOGUE_DOMAINS = { catalogue: catalogueTables, content: contentTables, delivery: deliveryTables, settings: settingsTables };

/**
 * Tables of other domains that a public page shows: the policy texts (/policies/{slug}, migration 0015). Not the
 * consents beside them: no page shows those to anyone but their customer.
 */
export const CATALOGUE_TABLES_ELSEWHERE: readonly SQLiteTable[] = [policies];

/** The row every trigger bumps (outside Drizzle: only raw SQL reads it). */
export const CATALOGUE_VERSION_TABLE = "catalogue_version";

export const CATALOGUE_VERSION_EVENTS = ["insert", "update", "delete"] as const;
export type CatalogueVersionEvent = (typeof CATALOGUE_VERSION_EVENTS)[number];

/** The Drizzle tables a tables.ts module exports (its relations and types aside). */
export function tablesOf(module: Record<string, unknown>): SQLiteTable[] {
  return Object.values(module).filter((value): value is SQLiteTable => is(value, SQLiteTable));
}

/** Every table whose writes bump the catalogue version, by SQL name, in a stable order. */
export const CATALOGUE_VERSION_TABLES: readonly string[] = [
  ...new Set([...Object.values(CATALOGUE_DOMAINS).flatMap(tablesOf), ...CATALOGUE_TABLES_ELSEWHERE].map((table) => getTableName(table))),
].sort();

export function catalogueVersionTriggerName(table: string, event: CatalogueVersionEvent): string {
  return `catalogue_version_${table}_${event}`;
}

/** The trigger that bumps the version after one kind of write to a table (without the final semicolon). */
export function catalogueVersionTriggerSql(table: string, event: CatalogueVersionEvent): string {
  return `CREATE TRIGGER \`${catalogueVersionTriggerName(table, event)}\` AFTER ${event.toUpperCase()} ON \`${table}\` BEGIN
  UPDATE \`${CATALOGUE_VERSION_TABLE}\` SET \`version\` = \`version\` + 1, \`changed_at\` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE \`id\` = 1;
END`;
}

/** The three triggers of each table (every listed table unless given). */
export function catalogueVersionTriggers(tables: readonly string[] = CATALOGUE_VERSION_TABLES): { name: string; table: string; sql: string }[] {
  return tables.flatMap((table) =>
    CATALOGUE_VERSION_EVENTS.map((event) => ({ name: catalogueVersionTriggerName(table, event), table, sql: catalogueVersionTriggerSql(table, event) })),
  );
}
