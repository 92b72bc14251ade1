/**
 * The stock ledger's two SQL guards, as TypeScript: the trigger that applies every stock_movements row to its pack's
 * stock, and the CHECK that keeps stock from going below zero.
 *
 * Stock must always equal the sum of its movements, whatever writes a movement (an order in its batch, an admin's
 * receipt, a script), and an order that would oversell must fail as a whole. SQLite does both, in the same statement
 * as the write: the AFTER INSERT trigger of migration 0007 adds the movement's delta to product_variants.stock, and
 * the CHECK on that column (declared with the packs' table in worker/domains/catalogue/tables.ts, which drizzle-kit
 * turns into the migration) fails the statement, so the whole batch. The trigger is rendered here from the two
 * tables' Drizzle definitions; tests/stock/ledger-trigger.test.ts fails when the migrated database's trigger or CHECK
 * differs from what this renders, and a migration that changes either pastes `npm run db:triggers -- stock-ledger`.
 *
 * Imports carry their .ts extension: Node scripts (db/scripts/print-triggers.ts) load this file without a bundler.
 */
import { getTableName } from "drizzle-orm";
import { getTableConfig, SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { productPacks } from "../catalogue/tables.ts";
import { stockBatches, stockMovements } from "./tables.ts";

export const LEDGER_TRIGGER = "stock_movements_apply";
/** The CHECK's name in product_variants (worker/domains/catalogue/tables.ts). */
export const STOCK_CHECK = "product_variants_stock_check";

/**
 * The trigger (without the final semicolon). A pack the shop did not count (stock null) starts counting from its
 * first movement. Issue 33 (migration 0033): a movement that names a batch moves that batch's on-hand too (whose
 * CHECK refuses going below zero, as the pack's does), and a batch of another pack is refused outright, so a pack's
 * stock stays the sum of its batches'.
 */
export function ledgerTriggerSql(): string {
  const stock = productPacks.stock.name;
  const batches = getTableName(stockBatches);
  const batchId = `NEW.${stockMovements.batchId.name}`;
  return `CREATE TRIGGER ${LEDGER_TRIGGER} AFTER INSERT ON ${getTableName(stockMovements)} BEGIN
  SELECT RAISE(ABORT, 'stock movement names a batch of another pack') WHERE ${batchId} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${batches} WHERE ${stockBatches.id.name} = ${batchId} AND ${stockBatches.variantId.name} = NEW.${stockMovements.variantId.name});
  UPDATE ${getTableName(productPacks)} SET ${stock} = coalesce(${stock}, 0) + NEW.${stockMovements.delta.name} WHERE ${productPacks.id.name} = NEW.${stockMovements.variantId.name};
  UPDATE ${batches} SET ${stockBatches.onHand.name} = ${stockBatches.onHand.name} + NEW.${stockMovements.delta.name} WHERE ${stockBatches.id.name} = ${batchId};
END`;
}

/** The CHECK on stock as it appears in product_variants' CREATE TABLE statement (drizzle-kit's rendering). */
export function stockCheckSql(): string {
  const check = getTableConfig(productPacks).checks.find((candidate) => candidate.name === STOCK_CHECK);
  if (!check) throw new Error(`${STOCK_CHECK} is not declared on ${getTableName(productPacks)}`);
  return `CONSTRAINT "${check.name}" CHECK(${new SQLiteSyncDialect().sqlToQuery(check.value).sql})`;
}
