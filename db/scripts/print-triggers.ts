/**
 * Prints the SQL that a trigger definition renders, ready to paste into a hand-written migration (start it with
 * `npx drizzle-kit generate --custom --name <name>` so drizzle-kit's history stays whole; see README.md). Four rules
 * live in SQL triggers as well as in TypeScript, and the TypeScript is the source: a migration copies its text, and
 * the tests (tests/analytics/rollups.test.ts, tests/catalogue/catalogue-version-triggers.test.ts, tests/catalogue/search.test.ts,
 * tests/stock/ledger-trigger.test.ts, tests/platform/triggers.test.ts) fail until the database holds exactly that.
 *
 *   npm run db:triggers -- sales [--replace]
 *       the six sales roll-up triggers (worker/domains/analytics/rollup-triggers.ts, from ./sale-rule.ts there); with
 *       --replace each is dropped first and the roll-ups are rebuilt from the orders after, as a changed rule needs
 *   npm run db:triggers -- catalogue-version [table ...] [--replace]
 *       the insert, update and delete triggers that bump the catalogue version for the given tables, every listed
 *       table by default (worker/domains/catalogue/catalogue-version.ts)
 *   npm run db:triggers -- stock-ledger [--replace]
 *       the stock ledger's trigger (worker/domains/stock/ledger-trigger.ts)
 *   npm run db:triggers -- search [--replace]
 *       the product search text's triggers (worker/domains/catalogue/search-index.ts; tests/catalogue/search.test.ts);
 *       with --replace its rows are rebuilt after, as a changed text rule needs
 *
 * --replace puts `DROP TRIGGER IF EXISTS` before each CREATE. Statements end with drizzle's breakpoint marker.
 */
import { parseArgs } from "node:util";
import { salesRollupRebuild, salesRollupTriggers } from "../../worker/domains/analytics/rollup-triggers.ts";
import { CATALOGUE_VERSION_TABLES, catalogueVersionTriggers } from "../../worker/domains/catalogue/catalogue-version.ts";
import { SEARCH_TABLE, searchRowsSql, searchTriggers } from "../../worker/domains/catalogue/search-index.ts";
import { LEDGER_TRIGGER, ledgerTriggerSql, stockCheckSql } from "../../worker/domains/stock/ledger-trigger.ts";

const BREAKPOINT = ";--> statement-breakpoint";
const USAGE = "usage: npm run db:triggers -- <sales | catalogue-version [table ...] | stock-ledger | search> [--replace]";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { replace: { type: "boolean", default: false } } });
const [rule, ...tables] = positionals;

type Trigger = { name: string; sql: string };

function statements(triggers: Trigger[]): string[] {
  return triggers.flatMap(({ name, sql }) => (values.replace ? [`DROP TRIGGER IF EXISTS ${name}`, sql] : [sql]));
}

function render(): string[] {
  switch (rule) {
    case "sales":
      return [...statements(salesRollupTriggers()), ...(values.replace ? salesRollupRebuild() : [])];
    case "catalogue-version": {
      const unknown = tables.filter((table) => !CATALOGUE_VERSION_TABLES.includes(table));
      if (unknown.length > 0) {
        throw new Error(`${unknown.join(", ")}: not in CATALOGUE_VERSION_TABLES (worker/domains/catalogue/catalogue-version.ts); list it there first`);
      }
      return statements(catalogueVersionTriggers(tables.length > 0 ? tables : CATALOGUE_VERSION_TABLES));
    }
    case "stock-ledger":
      // The CHECK belongs to product_variants' CREATE TABLE, which drizzle-kit writes from worker/domains/catalogue/tables.ts.
      return [`-- product_variants keeps: ${stockCheckSql()}\n${statements([{ name: LEDGER_TRIGGER, sql: ledgerTriggerSql() }]).join(`${BREAKPOINT}\n`)}`];
    case "search":
      return [...statements(searchTriggers()), ...(values.replace ? [`DELETE FROM \`${SEARCH_TABLE}\``, searchRowsSql("1 = 1")] : [])];
    default:
      throw new Error(USAGE);
  }
}

try {
  process.stdout.write(`${render().join(`${BREAKPOINT}\n`)};\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
