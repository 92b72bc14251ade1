/**
 * Issue 32 (item 5): returns (RTO) analytics. The service's answer (rtoAnalytics + toRtoView, as GET
 * /api/admin/analysis/rto answers it) checked figure by figure against an independent model (tests/helpers/rto.ts:
 * plain TypeScript over the generated rows) for 30, 90 and 365 days over seeded datasets spanning a year of IST
 * weeks, pincodes of 26 districts in 6 states, products and every COD rule and confirmation; the query plans (the
 * period is read through an index); the HTTP route (admins only, an unknown period is a 400); the page's loader.
 *
 * Storage is shared by this file's tests: each describe block starts by deleting all orders; datasets side by side
 * use `now` values years apart (a period reaches at most 365 days back).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { rtoAnalytics, rtoStatement } from "../../worker/domains/analytics/rto";
import { toRtoView } from "../../worker/domains/analytics/views";
import { call, env, testDb } from "../helpers/api";
import { DAY, HOUR, resetOrders } from "../helpers/analytics";
import { RTO_PERIOD_NAMES, generateRtoDataset, insertRtoDataset, modelRto, placedIn, type RtoDataset } from "../helpers/rto";
import { createAdmin, createCustomer } from "../helpers/factories";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

/** The answer without the fields the model does not make (the clock's instants and the definition's words). */
const figures = ({ success: _success, from: _from, to: _to, definition: _definition, ...rest }: Record<string, unknown>) => rest;

describe("rtoAnalytics against an independent model", () => {
  const datasets: { label: string; dataset: RtoDataset }[] = [
    // 01:30 IST on a Thursday.
    { label: "now = 2021-03-11T20:00Z", dataset: generateRtoDataset("rto-a", Date.UTC(2021, 2, 11, 20, 0, 0), 4242) },
    // 23:59:59.999 IST on a Sunday: the last instant of an IST week.
    { label: "now = 2019-06-16T18:29:59.999Z", dataset: generateRtoDataset("rto-b", Date.UTC(2019, 5, 16, 18, 29, 59, 999), 77) },
  ];

  beforeAll(async () => {
    await resetOrders();
    for (const { dataset } of datasets) await insertRtoDataset(dataset);
  }, 120_000);

  it("the generated data holds every case (so the comparisons are not vacuous)", () => {
    for (const { dataset } of datasets) {
      const year = modelRto(dataset, "365d");
      const quarter = modelRto(dataset, "90d");
      // More places and products with outcomes than are listed; hot pincodes lead; some rows have few outcomes.
      expect(year.byPincode).toHaveLength(20);
      expect(year.byDistrict).toHaveLength(20);
      expect(year.byState.length).toBeGreaterThanOrEqual(5);
      expect(year.byProduct.length).toBe(7);
      expect(["522201", "522202", "507101", "533001"]).toContain(year.byPincode[0].pincode);
      expect(year.byPincode[0].rate!).toBeGreaterThan(0.5);
      expect(quarter.byPincode.some((row) => row.fewOrders)).toBe(true);
      expect(quarter.byPincode.some((row) => !row.fewOrders)).toBe(true);
      // Ties in returns exist, so the order of ties (outcomes, COD orders, key) is exercised.
      const returns = year.byPincode.map((row) => row.returned);
      expect(new Set(returns).size).toBeLessThan(returns.length);
      // Every rule, advance and confirmation bucket, costs recorded, partly recorded and not at all.
      for (const model of [year, quarter]) {
        const r = model.rules;
        expect(Math.min(r.offered, r.advance, r.refused.byScore, r.refused.byLimit, r.refused.blocked)).toBeGreaterThan(0);
        expect(r.advances.asked).toBeGreaterThan(r.advances.paid);
        expect(r.advances.paid).toBeGreaterThan(0);
        const c = r.confirmations;
        expect(Math.min(c.byCustomer, c.byAdmin, c.expired, c.awaiting, c.notAsked)).toBeGreaterThan(0);
        expect(model.losses.returnsWithoutCost).toBeGreaterThan(0);
        expect(model.losses.returnsWithoutCost).toBeLessThan(model.losses.returns);
        expect(model.losses.forwardCost).toBeGreaterThan(model.losses.returnCost);
        expect(model.totals.codOrders).toBeGreaterThan(model.totals.outcomes);
        expect(model.paymentMix.prepaidOrders).toBeGreaterThan(0);
      }
      // Orders with two packs of one product (a product's COD orders count such an order once).
      expect(dataset.orders.some((o) => o.paymentMethod === "cod" && new Set(o.lines.map((l) => l.productId)).size < o.lines.length)).toBe(true);
      // Boundaries: exactly d days old is in, 1 ms older out; 1 ms after now out.
      for (const days of [30, 90, 365]) {
        expect(placedIn(dataset.orders.find((o) => o.kind === `exactly ${days}d old`)!, dataset.now, days)).toBe(true);
        expect(placedIn(dataset.orders.find((o) => o.kind === `${days}d + 1ms old`)!, dataset.now, days)).toBe(false);
      }
      expect(dataset.orders.filter((o) => o.kind.startsWith("Monday 00:00 IST"))).toHaveLength(3);
      // Weeks: 53 or 54 IST weeks in a year, 5 or 6 in 30 days.
      expect(year.byWeek.length).toBeGreaterThanOrEqual(53);
      expect(modelRto(dataset, "30d").byWeek.length).toBeGreaterThanOrEqual(5);
    }
  });

  for (const { label, dataset } of datasets) {
    for (const period of RTO_PERIOD_NAMES) {
      it(`${label}, ${period}: every figure equals the model`, async () => {
        const actual = toRtoView(await rtoAnalytics({ db: testDb() }, period, dataset.now));
        expect(figures(actual)).toEqual(modelRto(dataset, period));
        expect({ from: actual.from, to: actual.to }).toEqual({
          from: new Date(dataset.now - actual.days * DAY).toISOString(),
          to: new Date(dataset.now).toISOString(),
        });
      });
    }
  }

  it("the weeks add up to the period's totals, and every order placed in the period is in one listed week", async () => {
    for (const { dataset } of datasets) {
      for (const period of RTO_PERIOD_NAMES) {
        const actual = toRtoView(await rtoAnalytics({ db: testDb() }, period, dataset.now));
        const sum = (field: "orders" | "codOrders" | "delivered" | "returned") => actual.byWeek.reduce((total, week) => total + week[field], 0);
        expect({ orders: sum("orders"), codOrders: sum("codOrders"), delivered: sum("delivered"), returned: sum("returned") }).toEqual({
          orders: actual.paymentMix.orders,
          codOrders: actual.totals.codOrders,
          delivered: actual.totals.delivered,
          returned: actual.totals.returned,
        });
        expect(actual.byWeek.every((week) => new Date(`${week.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
      }
    }
  });

  it("the statement reads the period's orders once, through the created_at index, never a scan of every order", async () => {
    const dialect = new SQLiteAsyncDialect();
    const { now } = datasets[0].dataset;
    for (const statement of [rtoStatement(new Date(now - 90 * DAY).toISOString(), new Date(now).toISOString())]) {
      const query = dialect.sqlToQuery(statement);
      const plan = await env.DB.prepare(`explain query plan ${query.sql}`).bind(...query.params).all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail);
      const ordersAccess = details.filter((detail) => / o\b/.test(detail) && /^(SCAN|SEARCH)/.test(detail));
      expect(ordersAccess.length, details.join("\n")).toBe(1);
      for (const detail of ordersAccess) expect(detail, details.join("\n")).toMatch(/^SEARCH o USING (COVERING )?INDEX orders_analytics_idx \(created_at>\? AND created_at<\?\)/);
      // The product lines are found by order (an index), not scanned.
      for (const detail of details.filter((d) => / i\b/.test(d) && /^(SCAN|SEARCH)/.test(d))) expect(detail).toMatch(/^SEARCH i USING (COVERING )?INDEX/);
    }
  });
});

describe("rtoAnalytics on an empty period", () => {
  beforeAll(async () => {
    await resetOrders();
  });

  it("answers zeros, no rates (null, not 0 %), empty lists and every week listed", async () => {
    const now = Date.UTC(2016, 0, 6, 6, 0, 0);
    const actual = toRtoView(await rtoAnalytics({ db: testDb() }, "30d", now));
    expect(actual.totals).toEqual({ codOrders: 0, outcomes: 0, delivered: 0, returned: 0, rate: null });
    expect([actual.byPincode, actual.byDistrict, actual.byState, actual.byProduct]).toEqual([[], [], [], []]);
    expect(actual.paymentMix).toEqual({ orders: 0, codOrders: 0, prepaidOrders: 0, codOrderShare: null, value: 0, codValue: 0, prepaidValue: 0, codValueShare: null });
    expect(actual.losses).toEqual({ returns: 0, forwardCost: 0, returnCost: 0, courierCost: 0, returnsWithoutCost: 0, codFeeNotEarned: 0, returnedValue: 0 });
    expect(actual.byWeek.map((week) => week.week)).toEqual(["2015-12-07", "2015-12-14", "2015-12-21", "2015-12-28", "2016-01-04"]);
    expect(actual.byWeek.every((week) => week.orders === 0 && week.rate === null)).toBe(true);
  });
});

describe("GET /api/admin/analysis/rto (HTTP) and the analysis page", () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let live: RtoDataset;

  beforeAll(async () => {
    await resetOrders();
    [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
    // Relative to the real clock, every order minutes away from a period boundary (the test takes seconds).
    live = generateRtoDataset("rto-live", Date.now(), 9, 300);
    live.orders = live.orders.filter((order) => order.kind === "random" || order.kind.includes("IST"));
    const nearBoundary = (at: number) => [30, 90, 365].some((days) => Math.abs(live.now - days * DAY - at) < HOUR);
    live.orders = live.orders.filter((order) => !nearBoundary(Date.parse(order.createdAt)));
    await insertRtoDataset(live);
  }, 120_000);

  const at = (body: Record<string, unknown>) => modelRto({ ...live, now: Date.parse(String(body.to)) }, body.period as "30d");

  it("anonymous callers get 401, customers 403, admins 200", async () => {
    const path = "/api/admin/analysis/rto?period=90d";
    expect((await call(path)).status).toBe(401);
    expect((await call(path, { token: "not-a-token" })).status).toBe(401);
    expect((await call(path, { token: customer.token })).status).toBe(403);
    expect((await call(path, { token: admin.token })).status).toBe(200);
  });

  for (const [query, period] of [["?period=30d", "30d"], ["?period=90d", "90d"], ["?period=365d", "365d"], ["", "90d"], ["?period=", "90d"]] as const) {
    it(`rto${query || " (no period)"} answers the ${period} figures at the server's clock`, async () => {
      const before = Date.now();
      const response = await call(`/api/admin/analysis/rto${query}`, { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
      const body = response.body;
      expect(body.success).toBe(true);
      expect(body.period).toBe(period);
      expect(Date.parse(body.to)).toBeGreaterThanOrEqual(before);
      expect(body.definition).toMatch(/returned.*÷.*delivered with the cash collected/);
      const model = at(body);
      expect(model.totals.outcomes).toBeGreaterThan(0);
      expect(figures(body)).toEqual(model);
    });
  }

  it("an unknown period is a 400 naming the periods, never the default nor a 500", async () => {
    for (const value of ["weekly", "monthly", "30", "7d", "90D", "constructor", "__proto__", "toString"]) {
      const response = await call(`/api/admin/analysis/rto?period=${value}`, { token: admin.token });
      expect({ value, status: response.status, body: response.body }).toEqual({
        value,
        status: 400,
        body: { success: false, message: "period must be one of 30d, 90d, 365d" },
      });
    }
  });

  it("the analysis page's loader carries the returns section of ?rto= (the default for anything else), beside the sales figures", async () => {
    for (const [query, period] of [["?rto=30d", "30d"], ["?period=monthly&rto=365d", "365d"], ["", "90d"], ["?rto=bogus", "90d"]] as const) {
      const response = await callPage(`/admin/analysis${query}`, { cookie: `${SESSION_COOKIE}=${admin.token}` });
      expect(response.status).toBe(200);
      const data = response.body?.loaderData?.["routes/admin/analysis"];
      expect(data?.dashboard?.period).toBeTruthy();
      expect(data?.rto?.period, query).toBe(period);
      expect(figures(data.rto)).toEqual(at(data.rto));
    }
  });
});
