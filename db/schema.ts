/**
 * The index of every table: each domain keeps its Drizzle tables in worker/domains/<domain>/tables.ts (the
 * platform's in worker/lib/tables.ts), and this file gathers them for the two readers that need the whole data
 * model at once: drizzle-kit (drizzle.config.ts; `npm run lint` checks that generate finds no changes) and
 * db/client.ts (Drizzle's relational queries resolve `db.query.<table>` and relations through one schema object).
 * Application code imports tables from their domain's tables.ts, not from here. Imports carry their .ts extension:
 * drizzle-kit and Node 24 scripts load this file without a bundler. Nothing here comes from app/.
 *
 * Conventions of every tables file (SPEC.md section 3):
 * - ids are opaque, time-ordered strings (worker/lib/ids.ts), so ORDER BY id is insertion order;
 * - money is integer paise (`*_paise`); the API converts to rupees at the edge;
 * - timestamps are ISO-8601 UTC strings;
 * - list-valued data that is always read whole (image URLs, blob sections) is a JSON text column, which keeps
 *   every list request to one statement.
 * Triggers (sales roll-ups, catalogue version, stock ledger) are rendered from TypeScript definitions and checked
 * against the migrated database: see the analytics, catalogue and stock domains' READMEs.
 */
export * from "../worker/domains/accounts/tables.ts";
export * from "../worker/domains/catalogue/tables.ts";
export * from "../worker/domains/content/tables.ts";
export * from "../worker/domains/stock/tables.ts";
export * from "../worker/domains/checkout/tables.ts";
export * from "../worker/domains/orders/tables.ts";
export * from "../worker/domains/delivery/tables.ts";
export * from "../worker/domains/payments/tables.ts";
export * from "../worker/domains/invoices/tables.ts";
export * from "../worker/domains/grievances/tables.ts";
export * from "../worker/domains/policies/tables.ts";
export * from "../worker/domains/settings/tables.ts";
export * from "../worker/domains/analytics/tables.ts";
export * from "../worker/domains/vitals/tables.ts";
export * from "../worker/domains/messages/tables.ts";
export * from "../worker/domains/cod/tables.ts";
export * from "../worker/lib/tables.ts";
