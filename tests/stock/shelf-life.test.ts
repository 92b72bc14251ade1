/**
 * Issue 33: the shelf-life rule at delivery, one rule written twice (TypeScript for views, SQL for the queries that
 * sell and hold batches): a table of cases from the issue and the regulator's example, the SQL held to the same
 * answers, the dated rule in force on a day, and the 400s of the new routes' inputs.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, testDb } from "../helpers/api";
import { addCategory, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { istDay } from "../helpers/statements";
import { addDays, eligibleSql, isEligible, lastDeliveryDay, lastDeliveryDaySql, requiredRemainingDays, ruleOn, type ShelfLifeRule } from "../../worker/domains/stock/shelf-life";

const FSSAI: ShelfLifeRule = { effectiveFrom: "2024-11-13", minPercent: 30, minDays: 45, assumedDeliveryDays: 7 };

describe("the shelf-life rule", () => {
  it.each([
    // [whole shelf life, days that must remain, why]
    [45, 14, "the 45-day sesame laddu: 30 % of 45 = 13.5, rounded up (its life is not longer than 45 days)"],
    [10, 3, "butter with 10 days' life: the regulator's example"],
    [90, 45, "90 days: 30 % is 27, 45 days is more"],
    [365, 110, "a year: 30 % is 109.5 → 110, more than 45"],
    [150, 45, "150 days: 30 % is exactly 45"],
    [151, 46, "151 days: 30 % is 45.3 → 46"],
    [1, 1, "one day: the share rounds up to a whole day"],
  ])("a %i-day life needs %i days left (%s)", (days, required) => {
    expect(requiredRemainingDays(days, FSSAI)).toBe(required);
  });

  it("gives the last delivery day from best-before, none for dateless stock, and judges eligibility by the arrival day", () => {
    expect(lastDeliveryDay({ bestBefore: "2026-12-31", shelfLifeDays: 45 }, FSSAI)).toBe("2026-12-17");
    expect(lastDeliveryDay({ bestBefore: null, shelfLifeDays: null }, FSSAI)).toBeNull();
    expect(isEligible({ bestBefore: "2026-12-31", shelfLifeDays: 45 }, FSSAI, "2026-12-10", 7)).toBe(true);
    expect(isEligible({ bestBefore: "2026-12-31", shelfLifeDays: 45 }, FSSAI, "2026-12-11", 7)).toBe(false);
    expect(isEligible({ bestBefore: null, shelfLifeDays: null }, FSSAI, "2099-01-01", 60)).toBe(true);
  });

  it("is computed the same in SQL as in TypeScript, over a table of batches, rules and days", async () => {
    const rules = [FSSAI, { ...FSSAI, minPercent: 50, minDays: 20 }, { ...FSSAI, minPercent: 0, minDays: 0 }, { ...FSSAI, minPercent: 100, minDays: 400 }];
    const batches = [
      { bestBefore: "2026-12-31", shelfLifeDays: 45 },
      { bestBefore: "2027-03-01", shelfLifeDays: 10 },
      { bestBefore: "2027-02-28", shelfLifeDays: 90 },
      { bestBefore: "2027-12-07", shelfLifeDays: 365 },
      { bestBefore: "2028-02-29", shelfLifeDays: 151 },
      { bestBefore: "2026-12-08", shelfLifeDays: 1 },
      { bestBefore: null, shelfLifeDays: null },
    ];
    const days = ["2026-11-01", "2026-12-10", "2026-12-24", "2027-02-01"];
    let compared = 0;
    for (const rule of rules) {
      for (const batch of batches) {
        const columns = { bestBefore: sql`${batch.bestBefore}`, shelfLifeDays: sql`${batch.shelfLifeDays}` };
        const row = await testDb().get<{ last: string | null; d0: number; d1: number; d2: number; d3: number }>(
          sql`select ${lastDeliveryDaySql(columns, rule)} as last,
            ${eligibleSql(columns, rule, days[0], 7)} as d0, ${eligibleSql(columns, rule, days[1], 0)} as d1,
            ${eligibleSql(columns, rule, days[2], 3)} as d2, ${eligibleSql(columns, rule, days[3], 60)} as d3`,
        );
        expect(row.last, JSON.stringify({ rule, batch })).toBe(lastDeliveryDay(batch, rule));
        expect([row.d0, row.d1, row.d2, row.d3].map(Boolean)).toEqual([
          isEligible(batch, rule, days[0], 7),
          isEligible(batch, rule, days[1], 0),
          isEligible(batch, rule, days[2], 3),
          isEligible(batch, rule, days[3], 60),
        ]);
        compared++;
      }
    }
    expect(compared).toBe(rules.length * batches.length);
  });

  it("applies the dated rule in force on a day: the latest from on or before it, else the earliest", () => {
    const rules = [
      { ...FSSAI, effectiveFrom: "2027-01-01", minPercent: 40 },
      FSSAI,
      { ...FSSAI, effectiveFrom: "2026-06-01", minPercent: 35 },
    ];
    expect(ruleOn(rules, "2026-05-31")?.minPercent).toBe(30);
    expect(ruleOn(rules, "2026-06-01")?.minPercent).toBe(35);
    expect(ruleOn(rules, "2026-12-31")?.minPercent).toBe(35);
    expect(ruleOn(rules, "2027-01-01")?.minPercent).toBe(40);
    expect(ruleOn(rules, "2020-01-01")?.minPercent).toBe(30);
    expect(ruleOn([], "2026-01-01")).toBeNull();
  });
});

describe("the shelf-life rules and batch routes", () => {
  let admin: Account;
  let variantId: string;

  beforeAll(async () => {
    admin = await createAdmin();
    const category = (await addCategory(admin))._id;
    const { mrp: _m, salePrice: _s, ...body } = productBody(category);
    const sku = uniqueName("SKU").replace(/\W/g, "").toUpperCase();
    const response = await call("/api/admin/product/add", {
      token: admin.token,
      json: { ...body, variants: [{ label: "250 g", netQuantity: 250, unit: "g", mrp: 120, salePrice: 110, sku, stock: null }] },
    });
    variantId = response.body.product.variants[0]._id;
  }, 120_000);

  const post = (path: string, json: unknown) => call(path, { token: admin.token, json });

  it("lists the default rule as current, adds a future one (same day replaces it) and never changes a rule whose day has come", async () => {
    let response = await call("/api/admin/stock/shelf-life-rules", { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.current).toMatchObject({ effectiveFrom: "2024-11-13", minPercent: 30, minDays: 45, assumedDeliveryDays: 7 });
    const day = istDay(20);
    response = await post("/api/admin/stock/shelf-life-rules", { effectiveFrom: day, minPercent: 40, minDays: 50, assumedDeliveryDays: 5 });
    expect(response.status, response.text).toBe(200);
    response = await post("/api/admin/stock/shelf-life-rules", { effectiveFrom: day, minPercent: 35, minDays: 50, assumedDeliveryDays: 5 });
    expect(response.body.rules.filter((rule: { effectiveFrom: string }) => rule.effectiveFrom === day)).toMatchObject([{ minPercent: 35 }]);
    // Still today's rule: the new one applies from its day.
    expect(response.body.current.minPercent).toBe(30);
    // Today's own row may be added once; after that its day has come.
    response = await post("/api/admin/stock/shelf-life-rules", { effectiveFrom: istDay(), minPercent: 30, minDays: 45, assumedDeliveryDays: 7 });
    expect(response.status, response.text).toBe(200);
    response = await post("/api/admin/stock/shelf-life-rules", { effectiveFrom: istDay(), minPercent: 10, minDays: 45, assumedDeliveryDays: 7 });
    expect(response.status).toBe(409);
    const audit = (await call("/api/admin/audit", { token: admin.token })).body.entries as { entity: string }[];
    expect(audit.filter((entry) => entry.entity === "shelf-life-rule").length).toBe(3);
    const customer = await createCustomer();
    expect((await call("/api/admin/stock/shelf-life-rules", { token: customer.token })).status).toBe(403);
  });

  it.each([
    [{ effectiveFrom: "2020-01-01", minPercent: 30, minDays: 45, assumedDeliveryDays: 7 }, /Effective from \(effectiveFrom\) cannot be a day in the past/],
    [{ effectiveFrom: "2031-02-30", minPercent: 30, minDays: 45, assumedDeliveryDays: 7 }, /Effective from \(effectiveFrom\) must be a date/],
    [{ effectiveFrom: "2031-02-01", minPercent: 101, minDays: 45, assumedDeliveryDays: 7 }, /minPercent/],
    [{ effectiveFrom: "2031-02-01", minPercent: 30, minDays: -1, assumedDeliveryDays: 7 }, /minDays/],
    [{ effectiveFrom: "2031-02-01", minPercent: 30, minDays: 45, assumedDeliveryDays: 61 }, /assumedDeliveryDays/],
  ])("refuses a bad rule %j with a 400 naming the field", async (body, message) => {
    const response = await post("/api/admin/stock/shelf-life-rules", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  it.each([
    [{ lotNumber: "A1", packedOn: "2026-01-01", quantity: 5 }, /exactly one of Best before \(bestBefore\) or Shelf life in days \(shelfLifeDays\)/],
    [{ lotNumber: "A1", packedOn: "2026-01-01", bestBefore: "2026-06-01", shelfLifeDays: 90, quantity: 5 }, /exactly one of Best before/],
    [{ lotNumber: "A1", packedOn: "2026-01-01", bestBefore: "2026-01-01", quantity: 5 }, /Best before \(bestBefore\) must be after Packed on \(packedOn\)/],
    [{ lotNumber: "A1", packedOn: addDays(istDay(), 1), shelfLifeDays: 30, quantity: 5 }, /Packed on \(packedOn\) cannot be a day in the future/],
    [{ lotNumber: "A1", packedOn: "01-01-2026", shelfLifeDays: 30, quantity: 5 }, /Packed on \(packedOn\) must be a date/],
    [{ lotNumber: "", packedOn: "2026-01-01", shelfLifeDays: 30, quantity: 5 }, /Lot number \(lotNumber\) is required/],
    [{ lotNumber: "A1", packedOn: "2026-01-01", shelfLifeDays: 0, quantity: 5 }, /Shelf life in days \(shelfLifeDays\) must be at least 1/],
    [{ lotNumber: "A1", packedOn: "2026-01-01", shelfLifeDays: 30, quantity: 0 }, /Quantity \(quantity\) must be at least 1/],
  ])("refuses a bad batch receipt %j with a 400 naming the field", async (body, message) => {
    const response = await post("/api/admin/stock/batches", { variantId, ...body });
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  it("refuses a bad write-off, expiry window or batch list with a 400 naming the field", async () => {
    const received = await post("/api/admin/stock/batches", { variantId, lotNumber: uniqueName("L"), packedOn: istDay(-1), shelfLifeDays: 200, quantity: 3 });
    expect(received.status, received.text).toBe(201);
    const path = `/api/admin/stock/batches/${received.body.batch._id}/write-off`;
    let response = await post(path, { quantity: 1, reason: "lost" });
    expect([response.status, response.body.message]).toEqual([400, "Reason (reason) must be one of: expired, damaged, other"]);
    response = await post(path, { quantity: 1, reason: "other" });
    expect([response.status, response.body.message]).toEqual([400, "Note (note) is required when the reason is other"]);
    response = await post(path, { quantity: 1, reason: "near-expiry" });
    expect(response.status).toBe(400);
    response = await post(path, { quantity: 4, reason: "damaged" });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/^Only 3 left in lot /);
    expect((await post("/api/admin/stock/batches/nope/write-off", { quantity: 1, reason: "damaged" })).status).toBe(404);
    response = await call("/api/admin/stock/expiring?days=45", { token: admin.token });
    expect([response.status, response.body.message]).toEqual([400, "Days (days) must be 30, 60 or 90"]);
    response = await call("/api/admin/stock/batches", { token: admin.token });
    expect([response.status, response.body.message]).toEqual([400, "Pack (variantId) is required"]);
    expect((await call("/api/admin/stock/batches?variantId=nope", { token: admin.token })).status).toBe(404);
  });
});
