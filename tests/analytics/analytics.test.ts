/**
 * Sales analytics (issue "admin analysis dashboard", API.md 3.7.5): the service salesDashboard({ db }, period, now)
 * checked figure by figure (top products broken down by pack included) against an independent model (tests/helpers/analytics.ts: plain JS over the generated
 * rows, exact paise, rounded once on output) for daily, weekly and monthly over seeded datasets with partial,
 * zero and over-payments, fake orders, period boundaries and IST midnights; hand-computed edge cases; the HTTP
 * endpoints (shape, auth, period parsing) with orders relative to the real clock; and the CSV export.
 *
 * Storage is shared by the tests of this file: every describe block starts by deleting all orders and seeds its
 * own rows, and datasets that live side by side use fixed `now` values years apart (a period reaches at most
 * 30 days either side of its `now`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { parsePeriod } from "../../worker/domains/analytics/shared";
import { ordersCsv, salesDashboard } from "../../worker/domains/analytics/sales";
import { call, testDb } from "../helpers/api";
import {
  DAY,
  HOUR,
  MINUTE,
  PERIOD_DAYS,
  PERIOD_NAMES,
  baseDataset,
  expectedDashboard,
  generateDataset,
  inPeriod,
  insertDataset,
  kolkataDate,
  kolkataDatesBetween,
  makeOrder,
  modelDashboard,
  parseCsv,
  resetOrders,
  type Dataset,
  type OrderSpec,
  type PeriodName,
} from "../helpers/analytics";
import { createAdmin, createCustomer } from "../helpers/factories";
import { seededRandom } from "../helpers/orders";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

const ENDPOINTS = ["dashboard", "orderAnalytics", "revenueAnalytics", "topProducts"] as const;

/** Every date the dashboard lists for a period ending at `now`, all zero: what an empty shop shows. */
function zeroTrends(period: PeriodName, now: number) {
  const dates = kolkataDatesBetween(now - PERIOD_DAYS[period] * DAY, now);
  return { sales: dates.map((date) => ({ date, total: 0 })), fake: dates.map((date) => ({ date, count: 0 })) };
}

// ---------------------------------------------------------------------------------------------------------
// The service against the model, over generated data
// ---------------------------------------------------------------------------------------------------------

describe("salesDashboard({ db }, period, now) against an independent model", () => {
  const datasets: { label: string; dataset: Dataset }[] = [
    // 01:30 IST: the period's first IST day is short.
    { label: "now = 2023-03-15T20:00Z (01:30 IST)", dataset: generateDataset("an-a", Date.UTC(2023, 2, 15, 20, 0, 0), 1234) },
    // 10:42 IST, odd milliseconds.
    { label: "now = 2022-08-10T05:12:34.567Z (10:42 IST)", dataset: generateDataset("an-b", Date.UTC(2022, 7, 10, 5, 12, 34, 567), 987) },
    // The last millisecond of the IST year.
    { label: "now = 2021-12-31T18:29:59.999Z (23:59:59.999 IST)", dataset: generateDataset("an-c", Date.UTC(2021, 11, 31, 18, 29, 59, 999), 55) },
  ];

  beforeAll(async () => {
    await resetOrders();
    for (const { dataset } of datasets) await insertDataset(dataset);
  });

  it("the generated data holds every case the issue lists (so the comparisons below are not vacuous)", async () => {
    for (const { dataset } of datasets) {
      const { now, orders } = dataset;
      const monthly = modelDashboard(orders, dataset.products, "monthly", now);
      expect(monthly.genuine.length).toBeGreaterThan(150);
      expect(monthly.fake.length).toBeGreaterThan(15);
      expect(orders.filter((order) => !inPeriod(order.createdAt, now, 30)).length).toBeGreaterThan(50);
      expect(monthly.genuine.some((order) => order.amountPaidPaise > 0 && order.amountPaidPaise < order.billPaise)).toBe(true);
      expect(monthly.genuine.some((order) => order.amountPaidPaise > order.billPaise)).toBe(true);
      expect(monthly.genuine.some((order) => order.billPaise === 0 && order.amountPaidPaise === 0)).toBe(true);
      expect(monthly.genuine.some((order) => order.billPaise > 0 && order.amountPaidPaise === 0)).toBe(true);
      expect(new Set(monthly.genuine.map((order) => order.paymentStatus))).toEqual(new Set(["pending", "done", "verified"]));
      // Cash on delivery in every state (to collect, shipped, collected in full or short, refused, cancelled) and
      // cancellations unpaid, refund pending and refunded; none of them but the collected COD orders is a sale.
      const codStates = new Set(monthly.cod.map((order) => `${order.paymentStatus}/${order.orderStatus}`));
      expect(codStates).toEqual(new Set(["cod/not yet delivered", "cod/shipped", "verified/delivered", "cod/returned", "cod/cancelled"]));
      expect(monthly.cod.some((order) => order.paymentStatus === "verified" && order.amountPaidPaise < order.billPaise)).toBe(true);
      expect(new Set(monthly.cancelled.map((order) => order.paymentStatus))).toEqual(new Set(["cod", "pending", "refund pending", "refunded"]));
      expect(monthly.genuine.some((order) => order.paymentMethod === "cod")).toBe(true);
      expect(monthly.genuine.some((order) => order.orderStatus === "shipped")).toBe(true);
      expect(monthly.genuine.every((order) => order.paymentStatus !== "cod" && !["cancelled", "returned"].includes(order.orderStatus))).toBe(true);
      for (const period of PERIOD_NAMES) {
        const model = modelDashboard(orders, dataset.products, period, now);
        expect(model.fixed.cod.collected).toBeGreaterThan(0);
        expect(model.fixed.cod.returned).toBeGreaterThan(0);
        expect(model.fixed.cancelled.orders).toBeGreaterThan(0);
      }
      // More products and customers than the top 5, a customer under two e-mails, lines sold at an older price/name.
      expect(monthly.products.length).toBeGreaterThan(5);
      expect(monthly.customers.length).toBeGreaterThan(5);
      expect(monthly.customers.some((row) => row.id.startsWith("old."))).toBe(true);
      expect(monthly.genuine.some((order) => order.items.some((item) => item.productName.startsWith("Old name")))).toBe(true);
      // Packs: every top product sold in several packs; a deleted pack among them, sold under several labels (its
      // latest line names it); live packs sold under older labels (the live label wins).
      const deletedPacks = new Set(dataset.products.flatMap((product) => product.packs.filter((pack) => pack.deleted).map((pack) => pack.id)));
      const top = monthly.products.slice(0, 5).map((row) => row.item);
      expect(top.every((product) => product.packs.length > 1)).toBe(true);
      expect(top.some((product) => product.packs.some((pack) => deletedPacks.has(pack.id)))).toBe(true);
      const deletedLabels = new Set(orders.flatMap((order) => order.items).filter((item) => deletedPacks.has(item.variantId)).map((item) => item.variantLabel));
      expect(deletedLabels.size).toBeGreaterThan(1);
      expect(monthly.genuine.some((order) => order.items.some((item) => !deletedPacks.has(item.variantId) && item.variantLabel.startsWith("Old label")))).toBe(true);
      expect(monthly.genuine.some((order) => new Set(order.items.map((item) => item.productId)).size < order.items.length)).toBe(true);
      // Boundaries: exactly d days old is in, 1 ms older is out.
      for (const days of [1, 7, 30]) {
        const exact = orders.filter((order) => order.kind === `genuine exactly ${days}d old`);
        const older = orders.filter((order) => order.kind === `genuine ${days}d + 1ms old`);
        expect(exact.length).toBe(1);
        expect(older.length).toBe(1);
        expect(inPeriod(exact[0].createdAt, now, days)).toBe(true);
        expect(inPeriod(older[0].createdAt, now, days)).toBe(false);
      }
      // 18:29:59.999Z and 18:30:00.000Z of one UTC date fall on two IST dates.
      const midnight = orders.filter((order) => order.kind.startsWith("IST midnight"));
      expect(midnight.length).toBeGreaterThanOrEqual(16);
      expect(kolkataDate(Date.parse("2023-03-10T18:29:59.999Z"))).toBe("2023-03-10");
      expect(kolkataDate(Date.parse("2023-03-10T18:30:00.000Z"))).toBe("2023-03-11");
    }
  });

  for (const { label, dataset } of datasets) {
    for (const period of PERIOD_NAMES) {
      it(`${label}, ${period}: every figure equals the model`, async () => {
        const actual = await salesDashboard({ db: testDb() }, period, dataset.now);
        const model = modelDashboard(dataset.orders, dataset.products, period, dataset.now);
        // Sanity: a period always has genuine orders in this data, so averages and lists are exercised.
        expect(model.genuine.length).toBeGreaterThan(0);
        expect(actual).toEqual(expectedDashboard(model, actual));
      });
    }
  }

  it("each top product's packs add up to the product's units sold and total bill", async () => {
    for (const { dataset } of datasets) {
      for (const period of PERIOD_NAMES) {
        const actual = await salesDashboard({ db: testDb() }, period, dataset.now);
        for (const product of actual.topProducts) {
          expect(product.variants.length).toBeGreaterThan(0);
          expect(product.variants.reduce((sum, pack) => sum + pack.quantity, 0)).toBe(product.totalQuantity);
          expect(product.variants.reduce((sum, pack) => sum + Math.round(pack.revenue * 100), 0)).toBe(Math.round(product.totalRevenue * 100));
        }
      }
    }
  });

  it("sales trend and fake trend add up to the totals (no in-period order falls outside the listed days)", async () => {
    for (const { dataset } of datasets) {
      for (const period of PERIOD_NAMES) {
        const actual = await salesDashboard({ db: testDb() }, period, dataset.now);
        const trendPaise = actual.salesTrends.reduce((sum, day) => sum + Math.round(day.total * 100), 0);
        expect(trendPaise).toBe(Math.round(actual.totalSales * 100));
        const fakeCount = actual.fakeOrdersAnalysis.fakeOrdersTrend.reduce((sum, day) => sum + day.count, 0);
        expect(fakeCount).toBe(actual.fakeOrdersAnalysis.totalFakeOrders);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Hand-computed edge cases
// ---------------------------------------------------------------------------------------------------------

describe("salesDashboard edge cases (hand-computed)", () => {
  // Each case has its own `now`, years away from the others.
  const boundaries = baseDataset("an-edge", Date.UTC(2020, 5, 1, 12, 0, 0));
  const future = baseDataset("an-future", Date.UTC(2019, 0, 10, 6, 0, 0));
  const midnight = baseDataset("an-midnight", Date.UTC(2020, 0, 5, 12, 0, 0));
  const averages = baseDataset("an-avg", Date.UTC(2018, 5, 1, 6, 0, 0));
  const packs = baseDataset("an-packs", Date.UTC(2015, 5, 10, 6, 0, 0));
  const codAndCancelled = baseDataset("an-cod", Date.UTC(2014, 5, 10, 6, 0, 0));
  const EMPTY_NOW = Date.UTC(2017, 5, 1, 3, 0, 0);

  {
    const now = boundaries.now;
    // Bills are powers of two rupees, so a total names exactly the orders it contains.
    const at = (createdAt: number, rupees: number, kind: string, orderStatus: "delivered" | "wrong order" = "delivered") =>
      makeOrder(boundaries, { createdAt, lines: [{ product: 0, quantity: 1, unitPricePaise: rupees * 100 }], orderStatus, kind });
    at(now, 1, "now");
    at(now - DAY, 2, "exactly 1 day old");
    at(now - DAY - 1, 4, "1 day and 1 ms old");
    at(now - 7 * DAY, 8, "exactly 7 days old");
    at(now - 7 * DAY - 1, 16, "7 days and 1 ms old");
    at(now - 30 * DAY, 32, "exactly 30 days old");
    at(now - 30 * DAY - 1, 64, "30 days and 1 ms old");
    at(now - DAY, 128, "fake, exactly 1 day old", "wrong order");
    at(now - DAY - 1, 256, "fake, 1 day and 1 ms old", "wrong order");
  }
  {
    const now = future.now;
    const at = (createdAt: number, rupees: number) => makeOrder(future, { createdAt, lines: [{ product: 0, quantity: 1, unitPricePaise: rupees * 100 }] });
    at(now + DAY, 1);
    at(now + DAY + 1, 2);
    at(now + 30 * DAY, 4);
    at(now + 30 * DAY + 1, 8);
  }
  {
    const at = (createdAt: string, rupees: number, orderStatus: "delivered" | "wrong order") =>
      makeOrder(midnight, { createdAt, lines: [{ product: 1, quantity: 1, unitPricePaise: rupees * 100 }], orderStatus });
    at("2020-01-03T18:29:59.999Z", 10, "delivered"); // 23:59:59.999 IST on 3 Jan
    at("2020-01-03T18:30:00.000Z", 20, "delivered"); // 00:00 IST on 4 Jan
    at("2020-01-04T18:29:59.999Z", 40, "wrong order"); // 4 Jan IST
    at("2020-01-04T18:30:00.000Z", 80, "wrong order"); // 5 Jan IST
  }
  {
    // 64.11 + 64.12 = 128.23 over 2 orders: 64.115 rupees = 6411.5 paise, which rounds to 64.12.
    makeOrder(averages, { createdAt: averages.now - HOUR, user: 0, lines: [{ product: 0, quantity: 1, unitPricePaise: 6411 }] });
    makeOrder(averages, { createdAt: averages.now - 2 * HOUR, user: 1, lines: [{ product: 1, quantity: 1, unitPricePaise: 6412 }] });
  }

  {
    // now = 11:30 IST on 10 June 2015. Packs of product 0 on whole days (roll-up) and on both partial edge days
    // (orders), plus a fake order of its third pack; product 1's pack 2 is deleted and was sold under three labels.
    const now = packs.now;
    const line = (product: number, pack: number, quantity: number, unitPricePaise: number, variantLabel?: string) => ({ product, pack, quantity, unitPricePaise, variantLabel });
    makeOrder(packs, { createdAt: now - 3 * DAY, user: 0, lines: [line(0, 0, 2, 1000), line(0, 1, 1, 3000)], amountPaidPaise: 2500 });
    makeOrder(packs, { createdAt: now - 10 * MINUTE, user: 1, lines: [line(0, 1, 3, 3000)] });
    makeOrder(packs, { createdAt: now - 7 * DAY + HOUR, user: 2, lines: [line(0, 0, 1, 1000)], paymentStatus: "pending", amountPaidPaise: 0 });
    makeOrder(packs, { createdAt: now - 2 * DAY, user: 3, lines: [line(0, 2, 5, 5000)], orderStatus: "wrong order", paymentStatus: "nopayment", amountPaidPaise: 0 });
    makeOrder(packs, { createdAt: now - 40 * DAY, user: 4, lines: [line(1, 2, 1, 100, "5 kg sack")] });
    makeOrder(packs, { createdAt: now - 4 * DAY, user: 4, lines: [line(1, 2, 2, 200, "5 kg jar")] });
    // Placed later (greater id) but dated earlier than the "5 kg jar" order: the latest line is the jar's.
    makeOrder(packs, { createdAt: now - 5 * DAY, user: 5, lines: [line(1, 2, 1, 200, "5 kg tin")] });
  }

  {
    // now = 11:30 IST on 10 June 2014; bills are powers of two rupees. Orders on whole days (roll-ups) and on the
    // partial edge days (orders): -10 minutes is today, -7 days + 1 hour the week's first day.
    const now = codAndCancelled.now;
    const at = (createdAt: number, rupees: number, spec: Omit<OrderSpec, "createdAt" | "lines">) =>
      makeOrder(codAndCancelled, { createdAt, lines: [{ product: 0, quantity: 1, unitPricePaise: rupees * 100 }], ...spec });
    at(now - 3 * DAY, 1, { kind: "upi delivered" });
    at(now - 3 * DAY, 2, { kind: "cod collected", paymentMethod: "cod", paymentStatus: "verified", orderStatus: "delivered" });
    at(now - 10 * MINUTE, 4, { kind: "cod collected today", paymentMethod: "cod", paymentStatus: "verified", orderStatus: "delivered" });
    at(now - 7 * DAY + HOUR, 8, { kind: "cod to collect", paymentMethod: "cod", paymentStatus: "cod", orderStatus: "not yet delivered", amountPaidPaise: 0 });
    at(now - 2 * DAY, 16, { kind: "cod shipped", paymentMethod: "cod", paymentStatus: "cod", orderStatus: "shipped", amountPaidPaise: 0 });
    at(now - 4 * DAY, 32, { kind: "cod returned", paymentMethod: "cod", paymentStatus: "cod", orderStatus: "returned", amountPaidPaise: 0 });
    at(now - 5 * DAY, 64, { kind: "cod cancelled", paymentMethod: "cod", paymentStatus: "cod", orderStatus: "cancelled", amountPaidPaise: 0 });
    at(now - 10 * MINUTE, 128, { kind: "upi cancelled, refund pending", paymentStatus: "refund pending", orderStatus: "cancelled" });
    at(now - 2 * DAY, 256, { kind: "upi cancelled unpaid", paymentStatus: "pending", orderStatus: "cancelled", amountPaidPaise: 0 });
  }

  beforeAll(async () => {
    await resetOrders();
    for (const dataset of [boundaries, future, midnight, averages, packs, codAndCancelled]) await insertDataset(dataset);
  });

  it("cash on delivery counts as a sale once collected; cancelled and returned orders are no sales; COD share, return rate and cancellations", async () => {
    const db = testDb();
    const weekly = await salesDashboard({ db }, "weekly", codAndCancelled.now);
    // Sales: the UPI order (1) and the two collected COD orders (2 + 4).
    expect([weekly.totalSales, weekly.totalAmountPaid, weekly.totalOrders]).toEqual([7, 7, 3]);
    expect(weekly.salesTrends.filter((day) => day.total > 0)).toEqual([
      { date: "2014-06-07", total: 3 },
      { date: "2014-06-10", total: 4 },
    ]);
    expect(weekly.topCustomers.map((customer) => customer.orderCount)).toEqual([3]);
    expect(weekly.fakeOrdersAnalysis.totalFakeOrders).toBe(0);
    // 6 COD orders; 2 collected (6 of the 7 rupees of sales: 0.857142... rounded to 0.8571); 1 returned of 3 settled.
    expect(weekly.cod).toEqual({ orders: 6, collected: 2, collectedAmount: 6, share: 0.8571, returned: 1, returnRate: 0.3333 });
    expect(weekly.cancelled).toEqual({ orders: 3, amount: 448 });
    // Today only: the COD order collected and the cancelled prepaid one.
    const daily = await salesDashboard({ db }, "daily", codAndCancelled.now);
    expect([daily.totalSales, daily.totalOrders]).toEqual([4, 1]);
    expect(daily.cod).toEqual({ orders: 1, collected: 1, collectedAmount: 4, share: 1, returned: 0, returnRate: 0 });
    expect(daily.cancelled).toEqual({ orders: 1, amount: 128 });
    expect(weekly).toEqual(expectedDashboard(modelDashboard(codAndCancelled.orders, codAndCancelled.products, "weekly", codAndCancelled.now), weekly));
  });

  it("top products are broken down by pack: whole days and edge days summed per pack, fake orders left out, a deleted pack named by its latest line", async () => {
    const db = testDb();
    const [p0, p1] = packs.products;
    const weekly = await salesDashboard({ db }, "weekly", packs.now);
    expect(weekly.topProducts.map(({ image: _image, ...product }) => product)).toEqual([
      {
        productId: p0.id,
        name: p0.name,
        totalQuantity: 7,
        totalRevenue: 150,
        totalAmountPaid: 115,
        variants: [
          { variantId: p0.packs[1].id, label: "1 kg", quantity: 4, revenue: 120, paid: 105 },
          { variantId: p0.packs[0].id, label: "500 g", quantity: 3, revenue: 30, paid: 10 },
        ],
      },
      {
        productId: p1.id,
        name: p1.name,
        totalQuantity: 3,
        totalRevenue: 6,
        totalAmountPaid: 6,
        variants: [{ variantId: p1.packs[2].id, label: "5 kg jar", quantity: 3, revenue: 6, paid: 6 }],
      },
    ]);
    const daily = await salesDashboard({ db }, "daily", packs.now);
    expect(daily.topProducts.map((product) => product.variants)).toEqual([[{ variantId: p0.packs[1].id, label: "1 kg", quantity: 3, revenue: 90, paid: 90 }]]);
  });

  it("an order exactly d days old is in the period and one 1 ms older is not (daily 1, weekly 7, monthly 30)", async () => {
    const db = testDb();
    const now = boundaries.now;
    const daily = await salesDashboard({ db }, "daily", now);
    expect({ orders: daily.totalOrders, sales: daily.totalSales }).toEqual({ orders: 2, sales: 3 });
    expect({ fake: daily.fakeOrdersAnalysis.totalFakeOrders, amount: daily.fakeOrdersAnalysis.totalFakeAmount }).toEqual({ fake: 1, amount: 128 });
    const weekly = await salesDashboard({ db }, "weekly", now);
    expect({ orders: weekly.totalOrders, sales: weekly.totalSales }).toEqual({ orders: 4, sales: 15 });
    expect({ fake: weekly.fakeOrdersAnalysis.totalFakeOrders, amount: weekly.fakeOrdersAnalysis.totalFakeAmount }).toEqual({ fake: 2, amount: 384 });
    const monthly = await salesDashboard({ db }, "monthly", now);
    expect({ orders: monthly.totalOrders, sales: monthly.totalSales }).toEqual({ orders: 6, sales: 63 });
  });

  it("an order dated after now counts by |now - createdAt| like one before it", async () => {
    const db = testDb();
    const now = future.now;
    const daily = await salesDashboard({ db }, "daily", now);
    expect({ orders: daily.totalOrders, sales: daily.totalSales }).toEqual({ orders: 1, sales: 1 });
    const weekly = await salesDashboard({ db }, "weekly", now);
    expect({ orders: weekly.totalOrders, sales: weekly.totalSales }).toEqual({ orders: 2, sales: 3 });
    const monthly = await salesDashboard({ db }, "monthly", now);
    expect({ orders: monthly.totalOrders, sales: monthly.totalSales }).toEqual({ orders: 3, sales: 7 });
  });

  it("days are IST calendar days: 18:29:59.999Z and 18:30:00.000Z of one UTC date are on two days", async () => {
    const db = testDb();
    // now = 2020-01-05T12:00Z = 17:30 IST on 5 Jan; a week back is 17:30 IST on 29 Dec: 8 calendar days.
    const weekly = await salesDashboard({ db }, "weekly", midnight.now);
    const dates = ["2019-12-29", "2019-12-30", "2019-12-31", "2020-01-01", "2020-01-02", "2020-01-03", "2020-01-04", "2020-01-05"];
    const sales: Record<string, number> = { "2020-01-03": 10, "2020-01-04": 20 };
    const fake: Record<string, number> = { "2020-01-04": 1, "2020-01-05": 1 };
    expect(weekly.salesTrends).toEqual(dates.map((date) => ({ date, total: sales[date] ?? 0 })));
    expect(weekly.fakeOrdersAnalysis.fakeOrdersTrend).toEqual(dates.map((date) => ({ date, count: fake[date] ?? 0 })));
    // Daily: from 17:30 IST on 4 Jan; only the two fake orders are that recent.
    const daily = await salesDashboard({ db }, "daily", midnight.now);
    expect(daily.salesTrends).toEqual([
      { date: "2020-01-04", total: 0 },
      { date: "2020-01-05", total: 0 },
    ]);
    expect(daily.fakeOrdersAnalysis.fakeOrdersTrend).toEqual([
      { date: "2020-01-04", count: 1 },
      { date: "2020-01-05", count: 1 },
    ]);
  });

  it("averages are computed in paise and rounded once: 128.23 over 2 orders is 64.12 (64.115 rounded half up)", async () => {
    const dashboard = await salesDashboard({ db: testDb() }, "daily", averages.now);
    expect(dashboard.totalOrders).toBe(2);
    expect(dashboard.totalSales).toBe(128.23);
    expect(dashboard.totalAmountPaid).toBe(128.23);
    expect({ averageOrderValue: dashboard.averageOrderValue, averagePaidValue: dashboard.averagePaidValue }).toEqual({
      averageOrderValue: 64.12,
      averagePaidValue: 64.12,
    });
  });

  it("no orders at all: zeros, every day listed with 0, averages 0, empty lists", async () => {
    for (const period of PERIOD_NAMES) {
      const dashboard = await salesDashboard({ db: testDb() }, period, EMPTY_NOW);
      const zeros = zeroTrends(period, EMPTY_NOW);
      expect(zeros.sales.length).toBe(PERIOD_DAYS[period] + 1);
      expect(dashboard).toEqual({
        period,
        days: PERIOD_DAYS[period],
        from: new Date(EMPTY_NOW - PERIOD_DAYS[period] * DAY).toISOString(),
        to: new Date(EMPTY_NOW).toISOString(),
        totalSales: 0,
        totalAmountPaid: 0,
        totalOrders: 0,
        averageOrderValue: 0,
        averagePaidValue: 0,
        activeCustomers: 0,
        salesTrends: zeros.sales,
        topProducts: [],
        topCustomers: [],
        fakeOrdersAnalysis: { totalFakeOrders: 0, totalFakeAmount: 0, fakeOrdersByCustomer: [], fakeOrdersTrend: zeros.fake },
        cod: { orders: 0, collected: 0, collectedAmount: 0, share: 0, returned: 0, returnRate: 0 },
        cancelled: { orders: 0, amount: 0 },
      });
    }
  });

  it("the trends list exactly the IST dates the period touches, whatever the time of day (incl. IST midnight)", async () => {
    const random = seededRandom(4242);
    const nows = [
      Date.UTC(2012, 1, 28, 18, 30, 0, 0), // 00:00:00.000 IST on 29 Feb
      Date.UTC(2012, 1, 28, 18, 29, 59, 999), // 23:59:59.999 IST on 28 Feb
      Date.UTC(2014, 11, 31, 18, 30, 0, 0), // IST new year
      ...Array.from({ length: 12 }, () => Date.UTC(2010, 0, 1) + Math.floor(random() * 6 * 365 * DAY)),
    ];
    for (const now of nows) {
      for (const period of PERIOD_NAMES) {
        const dashboard = await salesDashboard({ db: testDb() }, period, now);
        const expected = kolkataDatesBetween(now - PERIOD_DAYS[period] * DAY, now);
        expect(dashboard.salesTrends.map((day) => day.date), `${period} at ${new Date(now).toISOString()}`).toEqual(expected);
        expect(dashboard.fakeOrdersAnalysis.fakeOrdersTrend.map((day) => day.date)).toEqual(expected);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Period parsing
// ---------------------------------------------------------------------------------------------------------

describe("parsePeriod", () => {
  it("accepts daily, weekly and monthly, and falls back to weekly for anything else", () => {
    expect(parsePeriod("daily")).toBe("daily");
    expect(parsePeriod("weekly")).toBe("weekly");
    expect(parsePeriod("monthly")).toBe("monthly");
    for (const value of [undefined, null, "", "yearly", "Daily", " daily", "WEEKLY", "1", "30"]) {
      expect(parsePeriod(value), String(value)).toBe("weekly");
    }
  });

  it("falls back to weekly for names of Object.prototype members (toString, constructor, __proto__...)", () => {
    for (const value of ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"]) {
      expect(parsePeriod(value), value).toBe("weekly");
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// HTTP endpoints, relative to the real clock
// ---------------------------------------------------------------------------------------------------------

describe("GET /api/admin/analysis/* (HTTP)", () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  const live = baseDataset("an-live", Date.now());

  beforeAll(async () => {
    await resetOrders();
    [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
    const now = Date.now();
    // Offsets stay minutes away from every period boundary, so the few seconds the test takes change nothing.
    const offsets: [number, Omit<OrderSpec, "createdAt">][] = [
      [10 * MINUTE, { user: 0, lines: [{ product: 0, quantity: 3 }], amountPaidPaise: 5000 }],
      [3 * HOUR, { user: 1, lines: [{ product: 1, quantity: 1 }, { product: 2, quantity: 7 }], paymentStatus: "pending", amountPaidPaise: 0 }],
      [20 * HOUR, { user: 2, lines: [{ product: 3, quantity: 2 }], orderStatus: "wrong order", paymentStatus: "nopayment", amountPaidPaise: 0 }],
      [2 * DAY, { user: 2, lines: [{ product: 4, quantity: 1 }], amountPaidPaise: 130000 }],
      [5 * DAY, { user: 3, lines: [{ product: 5, quantity: 4, unitPricePaise: 0 }], amountPaidPaise: 0 }],
      [6 * DAY, { user: 4, lines: [{ product: 6, quantity: 2 }, { product: 0, quantity: 1 }] }],
      [8 * DAY, { user: 6, lines: [{ product: 0, pack: 1, quantity: 2 }, { product: 0, pack: 2, quantity: 1 }] }],
      [12 * DAY, { user: 5, lines: [{ product: 1, quantity: 2 }], amountPaidPaise: 20000 }],
      [25 * DAY, { user: 6, lines: [{ product: 2, quantity: 9 }], orderStatus: "wrong order", paymentStatus: "pending", amountPaidPaise: 0 }],
      [29 * DAY, { user: 7, lines: [{ product: 3, quantity: 5 }], amountPaidPaise: 1 }],
      [35 * DAY, { user: 0, lines: [{ product: 4, quantity: 2 }] }],
      [60 * DAY, { user: 1, lines: [{ product: 0, quantity: 1 }] }],
      // Issue 17: a COD order to collect, two collected, one refused at the door, two cancelled.
      [HOUR, { user: 3, lines: [{ product: 1, quantity: 1 }], paymentMethod: "cod", paymentStatus: "cod", orderStatus: "shipped", amountPaidPaise: 0 }],
      [4 * HOUR, { user: 4, lines: [{ product: 2, quantity: 3 }], paymentMethod: "cod", paymentStatus: "verified", orderStatus: "delivered" }],
      [4 * DAY, { user: 5, lines: [{ product: 6, quantity: 1 }], paymentMethod: "cod", paymentStatus: "verified", orderStatus: "delivered" }],
      [3 * DAY, { user: 6, lines: [{ product: 0, quantity: 2 }], paymentMethod: "cod", paymentStatus: "cod", orderStatus: "returned", amountPaidPaise: 0 }],
      [2 * HOUR, { user: 7, lines: [{ product: 3, quantity: 1 }], paymentStatus: "refund pending", orderStatus: "cancelled" }],
      [10 * DAY, { user: 0, lines: [{ product: 5, quantity: 1 }], paymentMethod: "cod", paymentStatus: "cod", orderStatus: "cancelled", amountPaidPaise: 0 }],
    ];
    for (const [offset, spec] of offsets) makeOrder(live, { ...spec, createdAt: now - offset });
    await insertDataset(live);
  });

  const expectedAt = (period: PeriodName, now: number) => {
    const model = modelDashboard(live.orders, live.products, period, now);
    // Few enough products/customers here that no ranking has ties that matter except the ones aligned below.
    return { model, full: (actual: unknown) => expectedDashboard(model, actual) };
  };

  it("the admin analysis page's loader carries the COD and cancellation figures the cards show", async () => {
    const response = await callPage("/admin/analysis?period=monthly", { cookie: `${SESSION_COOKIE}=${admin.token}` });
    expect(response.status).toBe(200);
    const { cod, cancelled } = expectedAt("monthly", Date.now()).model.fixed;
    expect(cod.collected).toBeGreaterThan(0);
    expect(cod.returned).toBeGreaterThan(0);
    expect(cancelled.orders).toBeGreaterThan(0);
    const dashboard = response.body?.loaderData?.["routes/admin/analysis"]?.dashboard;
    expect({ cod: dashboard?.cod, cancelled: dashboard?.cancelled }).toEqual({ cod, cancelled });
  });

  it("anonymous callers get 401 and customers 403 on every analysis endpoint; admins 200", async () => {
    for (const endpoint of ENDPOINTS) {
      const path = `/api/admin/analysis/${endpoint}?period=weekly`;
      expect((await call(path)).status, `${endpoint} anonymous`).toBe(401);
      expect((await call(path, { token: "not-a-token" })).status, `${endpoint} bad token`).toBe(401);
      expect((await call(path, { token: customer.token })).status, `${endpoint} customer`).toBe(403);
      expect((await call(path, { token: admin.token })).status, `${endpoint} admin`).toBe(200);
    }
  });

  for (const [query, period] of [
    ["?period=daily", "daily"],
    ["?period=weekly", "weekly"],
    ["?period=monthly", "monthly"],
    ["", "weekly"],
    ["?period=yearly", "weekly"],
  ] as const) {
    it(`dashboard${query || " (no period)"} answers the ${period} figures at the server's clock`, async () => {
      const before = Date.now();
      const response = await call(`/api/admin/analysis/dashboard${query}`, { token: admin.token });
      const after = Date.now();
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
      const serverNow = Date.parse(response.body.to);
      expect(serverNow).toBeGreaterThanOrEqual(before);
      expect(serverNow).toBeLessThanOrEqual(after);
      const { model, full } = expectedAt(period, serverNow);
      expect(model.genuine.length).toBeGreaterThan(0);
      expect(response.body).toEqual(full(response.body));
    });
  }

  for (const period of PERIOD_NAMES) {
    it(`orderAnalytics, revenueAnalytics and topProducts answer the ${period} dashboard's figures`, async () => {
      const before = Date.now();
      const responses = await Promise.all(
        ENDPOINTS.slice(1).map((endpoint) => call(`/api/admin/analysis/${endpoint}?period=${period}`, { token: admin.token })),
      );
      const after = Date.now();
      for (const response of responses) expect(response.status).toBe(200);
      const [orderAnalytics, revenueAnalytics, topProducts] = responses.map((response) => response.body);
      // The server's clock is between before and after; nothing here sits near a boundary, so both give one answer
      // unless IST midnight passed in between, which is why either is accepted.
      const candidates = [before, after].map((now) => {
        const { full } = expectedAt(period, now);
        const merged = full({ ...orderAnalytics, ...revenueAnalytics, ...topProducts });
        return {
          orderAnalytics: {
            success: true,
            period,
            totalOrders: merged.totalOrders,
            activeCustomers: merged.activeCustomers,
            salesTrends: merged.salesTrends,
            fakeOrdersAnalysis: merged.fakeOrdersAnalysis,
          },
          revenueAnalytics: {
            success: true,
            period,
            totalSales: merged.totalSales,
            totalAmountPaid: merged.totalAmountPaid,
            averageOrderValue: merged.averageOrderValue,
            averagePaidValue: merged.averagePaidValue,
            topCustomers: merged.topCustomers,
          },
          topProducts: { success: true, period, topProducts: merged.topProducts },
        };
      });
      expect(candidates).toContainEqual({ orderAnalytics, revenueAnalytics, topProducts });
    });
  }

  it("a period named like an Object.prototype member (?period=constructor) is treated as weekly, not a 500", async () => {
    for (const value of ["constructor", "toString", "__proto__"]) {
      const response = await call(`/api/admin/analysis/dashboard?period=${value}`, { token: admin.token });
      expect({ value, status: response.status, period: response.body?.period }).toEqual({ value, status: 200, period: "weekly" });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// CSV export
// ---------------------------------------------------------------------------------------------------------

describe("ordersCsv({ db }, period, now)", () => {
  const HEADER = "order_id,created_at,name,email,phone,city,state,bill_inr,amount_paid_inr,transaction_id,payment_status,order_status,items";
  const csv = baseDataset("an-csv", Date.UTC(2016, 2, 10, 9, 0, 0));
  const now = csv.now;
  makeOrder(csv, { createdAt: now - HOUR, user: 0, name: '=HYPERLINK("http://evil.test","x")', lines: [{ product: 0, quantity: 2 }] });
  makeOrder(csv, { createdAt: now - 4 * HOUR, user: 1, lines: [{ product: 5, quantity: 1, unitPricePaise: 0 }], amountPaidPaise: 0 });
  makeOrder(csv, {
    createdAt: now - 2 * DAY,
    user: 2,
    name: 'Rao, Anand "Andy"',
    phone: "+919876543210",
    lines: [{ product: 1, quantity: 1 }],
    amountPaidPaise: 12345,
    paymentStatus: "done",
    orderStatus: "not yet delivered",
  });
  makeOrder(csv, { createdAt: now - 3 * DAY, user: 3, name: "-2+3", city: "@home", lines: [{ product: 2, quantity: 3 }], paymentStatus: "pending", amountPaidPaise: 0, orderStatus: "not yet delivered" });
  makeOrder(csv, { createdAt: now - 5 * DAY, user: 4, name: "Line\nbreak", lines: [{ product: 3, quantity: 1 }], orderStatus: "wrong order", paymentStatus: "nopayment", amountPaidPaise: 0 });
  makeOrder(csv, { createdAt: now - 7 * DAY, user: 5, lines: [{ product: 4, quantity: 1 }] });
  makeOrder(csv, { createdAt: now - 7 * DAY - 1, user: 6, lines: [{ product: 6, quantity: 2 }] });
  makeOrder(csv, { createdAt: now - 10 * DAY, user: 7, lines: [{ product: 0, quantity: 1, productName: "Ghee, 500 ml" }, { product: 1, quantity: 4 }], amountPaidPaise: 100 });
  makeOrder(csv, { createdAt: now - 30 * DAY, user: 0, lines: [{ product: 2, quantity: 1 }] });
  makeOrder(csv, { createdAt: now - 30 * DAY - 1, user: 1, lines: [{ product: 3, quantity: 1 }] });
  makeOrder(csv, { createdAt: now - 45 * DAY, user: 2, lines: [{ product: 4, quantity: 1 }] });

  beforeAll(async () => {
    await resetOrders();
    await insertDataset(csv);
  });

  /** A cell as a spreadsheet-safe export must hold it: text starting with = + - @ gets a leading apostrophe. */
  const safe = (value: string | null) => (value === null ? "" : /^[=+\-@]/.test(value) ? `'${value}` : value);

  it("starts with the header line (quoted like every cell) and ends with a newline", async () => {
    const text = await ordersCsv({ db: testDb() }, "weekly", now);
    expect(text.split("\n")[0]).toBe(HEADER.split(",").map((name) => `"${name}"`).join(","));
    expect(text.endsWith("\n")).toBe(true);
  });

  it("quotes every cell of every record, plain ones included, so no value can shift a column", async () => {
    const text = await ordersCsv({ db: testDb() }, "monthly", now);
    // Records of quoted cells only: a quote inside a cell is doubled, anything else (commas, newlines) stays inside.
    const QUOTED_CELL = '"(?:[^"]|"")*"';
    expect(text).toMatch(new RegExp(`^(?:${QUOTED_CELL}(?:,${QUOTED_CELL})*\\n)+$`));
    const records = parseCsv(text);
    expect(records.length).toBeGreaterThan(5);
    for (const record of records) expect(record).toHaveLength(13);
    // Plain values are quoted too: an id, a date, an amount, a status.
    const [first] = records.slice(1);
    expect(text).toContain(`"${first[0]}","${first[1]}",`);
    expect(text).toMatch(/,"(?:pending|done|verified|nopayment)","(?:not yet delivered|delivered|wrong order)",/);
    expect(text).toMatch(/,"\d+(?:\.\d{1,2})?",/);
  });

  for (const period of PERIOD_NAMES) {
    it(`${period}: one record per order of the period (fake ones too), newest first, every cell right`, async () => {
      const records = parseCsv(await ordersCsv({ db: testDb() }, period, now));
      expect(records[0].join(",")).toBe(HEADER);
      const expected = csv.orders
        .filter((order) => inPeriod(order.createdAt, now, PERIOD_DAYS[period]))
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      expect(expected.length).toBeGreaterThan(0);
      expect(records.slice(1).map((record) => record[0])).toEqual(expected.map((order) => order.id));
      records.slice(1).forEach((record, index) => {
        const order = expected[index];
        expect(record.length).toBe(13);
        const [, createdAt, name, email, phone, city, state, bill, paid, transactionId, paymentStatus, orderStatus, items] = record;
        expect({ createdAt, name, email, phone, city, state, transactionId, paymentStatus, orderStatus }).toEqual({
          createdAt: order.createdAt,
          name: safe(order.name),
          email: order.email,
          phone: safe(order.phone),
          city: safe(order.city),
          state: order.state,
          transactionId: order.transactionId ?? "",
          paymentStatus: order.paymentStatus,
          orderStatus: order.orderStatus,
        });
        expect({ bill: Number(bill), paid: Number(paid) }).toEqual({ bill: order.billPaise / 100, paid: order.amountPaidPaise / 100 });
        expect(items.split("; ").sort()).toEqual(order.items.map((item) => `${item.productName} (${item.variantLabel}) x ${item.quantity}`).sort());
      });
    });
  }

  it("escapes formulas (leading = + - @) inside the quotes and doubles quotes in cells holding quotes, commas or newlines", async () => {
    const text = await ordersCsv({ db: testDb() }, "monthly", now);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.test"",""x"")",`);
    expect(text).toContain(`,"Rao, Anand ""Andy""",`);
    expect(text).toContain(`,"'+919876543210",`);
    expect(text).toContain(`,"'-2+3",`);
    expect(text).toContain(`,"'@home",`);
    expect(text).toContain(`,"Line\nbreak",`);
    expect(text).toMatch(/,"[^"\n]*Ghee, 500 ml \([^)]*\) x 1[^"\n]*"\n/);
    // No cell of any record starts with a formula character.
    for (const record of parseCsv(text).slice(1)) {
      for (const cell of record) expect(cell, record[0]).not.toMatch(/^[=+\-@]/);
    }
  });

  it("leaves out an order dated more than the period after now, like the dashboard (|now - createdAt| rule)", async () => {
    const beyond = makeOrder(csv, { createdAt: now + 31 * DAY, user: 3, lines: [{ product: 0, quantity: 1 }] });
    await insertDataset(csv, [beyond]);
    const dashboard = await salesDashboard({ db: testDb() }, "monthly", now);
    const records = parseCsv(await ordersCsv({ db: testDb() }, "monthly", now));
    const dashboardOrders = dashboard.totalOrders + dashboard.fakeOrdersAnalysis.totalFakeOrders;
    expect({ inCsv: records.slice(1).some((record) => record[0] === beyond.id), rows: records.length - 1 }).toEqual({
      inCsv: false,
      rows: dashboardOrders,
    });
  });
});
