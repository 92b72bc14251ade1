/**
 * Every trigger in the migrated database comes from a TypeScript definition: the sales roll-ups' (sale rule), the
 * catalogue version's, the stock ledger's and the product search text's. A rule that lives in SQL and nowhere in TypeScript cannot be read,
 * changed or tested with the code, so a trigger no definition renders fails here; the domains' own tests
 * (tests/analytics/rollups.test.ts, tests/catalogue/catalogue-version-triggers.test.ts, tests/stock/
 * ledger-trigger.test.ts) compare each one's text.
 */
import { describe, expect, it } from "vitest";
import { databaseTriggers, normaliseSql, sqlClauses } from "../helpers/triggers";
import { salesRollupTriggers } from "../../worker/domains/analytics/rollup-triggers";
import { catalogueVersionTriggers } from "../../worker/domains/catalogue/catalogue-version";
import { LEDGER_TRIGGER, ledgerTriggerSql } from "../../worker/domains/stock/ledger-trigger";
import { searchTriggers } from "../../worker/domains/catalogue/search-index";

describe("database triggers", () => {
  it("are exactly the ones the sale rule, the catalogue version, the stock ledger and the search text render", async () => {
    const rendered = [
      ...salesRollupTriggers(),
      ...catalogueVersionTriggers(),
      { name: LEDGER_TRIGGER, sql: ledgerTriggerSql() },
      ...searchTriggers().map(({ name, sql }) => ({ name, sql })),
    ];
    const triggers = await databaseTriggers();
    expect(triggers.map((trigger) => trigger.name).filter((name) => !rendered.some((definition) => definition.name === name)), "triggers no definition renders").toEqual([]);
    expect(rendered.map((definition) => definition.name).filter((name) => !triggers.some((trigger) => trigger.name === name)), "rendered but missing").toEqual([]);
    for (const definition of rendered) {
      expect(sqlClauses(triggers.find((trigger) => trigger.name === definition.name)?.sql ?? ""), definition.name).toEqual(sqlClauses(definition.sql));
    }
  });

  it("compare forgiving layout and keyword case only", () => {
    expect(normaliseSql("CREATE TRIGGER t AFTER INSERT ON x BEGIN\n  UPDATE y SET a = ( a + 1 ) ;\nEND")).toBe(normaliseSql("create trigger t after insert on x begin update y set a = (a + 1); end"));
    expect(normaliseSql("select strftime('%Y', 'now')")).not.toBe(normaliseSql("select strftime('%y', 'now')"));
    expect(normaliseSql("update y set a = a + 1")).not.toBe(normaliseSql("update y set a = a - 1"));
  });
});
