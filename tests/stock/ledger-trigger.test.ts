/**
 * The stock ledger's SQL guards against their TypeScript definition (worker/domains/stock/ledger-trigger.ts): the
 * trigger that applies each stock_movements row to its pack, and the CHECK that keeps stock from going below zero.
 * tests/stock/stock.test.ts follows the ledger through the API; this file holds the database's own text to the
 * definition and shows the two guards at work on bare SQL, as any write path (a script, a console) would meet them.
 */
import { describe, expect, it } from "vitest";
import { env } from "../helpers/api";
import { databaseTriggers, normaliseSql, sqlClauses, tableSql } from "../helpers/triggers";
import { LEDGER_TRIGGER, ledgerTriggerSql, STOCK_CHECK, stockCheckSql } from "../../worker/domains/stock/ledger-trigger";

/** A pack of a new product (every row written directly), with the given stock. */
async function packWithStock(stock: number | null): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare("insert into categories (id, name, name_key, created_at) values (?1, ?1, ?1, ?2)").bind(`c-${id}`, now),
    env.DB.prepare("insert into products (id, name, description, category_id, mrp_paise, sale_price_paise, slug, created_at, updated_at) values (?1, ?1, 'd', ?2, 100, 100, ?1, ?3, ?3)").bind(`p-${id}`, `c-${id}`, now),
    env.DB.prepare(
      "insert into product_variants (id, product_id, label, net_quantity, unit, mrp_paise, sale_price_paise, sku, stock, weight_grams, position, created_at, updated_at) values (?1, ?2, '1 kg', 1, 'kg', 100, 100, ?1, ?3, 1000, 0, ?4, ?4)",
    ).bind(`v-${id}`, `p-${id}`, stock, now),
  ]);
  return `v-${id}`;
}

const move = (variantId: string, delta: number) =>
  env.DB.prepare("insert into stock_movements (id, variant_id, kind, delta, created_at) values (?, ?, 'adjusted', ?, ?)").bind(crypto.randomUUID(), variantId, delta, new Date().toISOString());

const stockOf = async (variantId: string) => (await env.DB.prepare("select stock from product_variants where id = ?").bind(variantId).first<{ stock: number | null }>())?.stock;

describe("the stock ledger's trigger and CHECK", () => {
  it("the database's ledger trigger is exactly what ledger-trigger.ts renders, and the only trigger on the movements", async () => {
    const triggers = await databaseTriggers();
    const ledger = triggers.find((trigger) => trigger.name === LEDGER_TRIGGER);
    expect(ledger?.table).toBe("stock_movements");
    expect(sqlClauses(ledger?.sql ?? "")).toEqual(sqlClauses(ledgerTriggerSql()));
    expect(triggers.filter((trigger) => trigger.table === "stock_movements").map((trigger) => trigger.name)).toEqual([LEDGER_TRIGGER]);
  });

  it("the CHECK on stock in product_variants is the one the packs' table declares", async () => {
    const created = normaliseSql(await tableSql("product_variants"));
    expect(created).toContain(normaliseSql(stockCheckSql()));
    expect(created.split(`constraint "${STOCK_CHECK}"`).length, "declared once").toBe(2);
  });

  it("applies every movement to its pack and refuses, whole, a batch that would take stock below zero", async () => {
    const counted = await packWithStock(null);
    await env.DB.batch([move(counted, 5), move(counted, -2)]);
    expect(await stockOf(counted)).toBe(3);

    // The oversell fails on the CHECK, and with it the movement before it in the same batch.
    await expect(env.DB.batch([move(counted, 1), move(counted, -10)])).rejects.toThrow(/CHECK constraint failed/);
    expect(await stockOf(counted)).toBe(3);
    const { total } = (await env.DB.prepare("select sum(delta) as total from stock_movements where variant_id = ?").bind(counted).first<{ total: number }>())!;
    expect(total).toBe(3);
  });
});
