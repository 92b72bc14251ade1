/**
 * Core Web Vitals (issue 18): POST /api/vitals takes a visitor's beacon into the daily histograms, refuses junk
 * (400 naming the problem) and oversize bodies (413), limits each IP (429) and keeps nothing about the visitor;
 * GET /api/admin/vitals gives admins the p75 per page and per day, equal to the bucket of the exact percentile.
 */
import { describe, expect, it } from "vitest";
import { VITALS_BODY_LIMIT_BYTES } from "../../worker/domains/vitals/schemas";
import { bucketOf, bucketValue, type VitalMetric } from "../../worker/domains/vitals/shared";
import { recordVitals, vitalsOverview } from "../../worker/domains/vitals/vitals";
import { call, env } from "../helpers/api";
import { createAdmin, createCustomer } from "../helpers/factories";
import { serviceContext } from "../helpers/services";
import { istDay } from "../helpers/statements";

const sendBeacon = (body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  call("/api/vitals", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), ...options });

const rowCount = async () => (await env.DB.prepare("select count(*) as n, coalesce(sum(count), 0) as views from web_vitals_daily").first<{ n: number; views: number }>())!;

let ipCounter = 0;
/** An address no other test uses, so the per-IP limit of one test never touches another's. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The exact 75th percentile by nearest rank: the smallest value with at least 3/4 of the values at or below it. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/** The overview answers whole milliseconds, and CLS to 3 decimals. */
const asAnswered = (metric: VitalMetric, value: number) => (metric === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value));

describe("POST /api/vitals", () => {
  it("takes a beacon and the admin overview shows its page's p75 for the window and for today", async () => {
    const admin = await createAdmin();
    const beacon = { page: "/shop", metrics: [{ name: "LCP", value: 1830.4 }, { name: "INP", value: 640 }, { name: "CLS", value: 0.18 }, { name: "TTFB", value: 420 }] };
    const response = await sendBeacon(beacon, { ip: freshIp() });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ success: true });

    const read = await call("/api/admin/vitals?days=30", { token: admin.token });
    expect(read.status, read.text).toBe(200);
    const shop = read.body.pages.find((entry: { page: string }) => entry.page === "/shop");
    expect(shop.metrics.LCP).toEqual({ p75: Math.round(bucketValue("LCP", bucketOf("LCP", 1830.4))), samples: 1, rating: "good" });
    expect(shop.metrics.INP).toMatchObject({ samples: 1, rating: "poor" });
    expect(shop.metrics.CLS).toMatchObject({ samples: 1, rating: "needs improvement" });
    expect(Math.abs(shop.metrics.CLS.p75 - 0.18)).toBeLessThanOrEqual(0.18 * 0.035);
    expect(shop.metrics.TTFB).toMatchObject({ samples: 1, rating: "good" });
    expect(read.body).toMatchObject({ success: true, days: 30, to: istDay(), from: istDay(-29) });
    expect(read.body.thresholds.LCP).toEqual({ good: 2500, needsImprovement: 4000 });
    const today = read.body.daily.find((entry: { day: string; page: string }) => entry.day === istDay() && entry.page === "/shop");
    expect(today.metrics.LCP).toEqual(shop.metrics.LCP);
  });

  it("stores only the day, page pattern, metric and bucket: no address, agent, cookie or URL", async () => {
    const marker = `marker${Date.now()}`;
    const response = await sendBeacon(
      { page: "/blobs", metrics: [{ name: "LCP", value: 999 }], url: `https://shop.test/blobs?${marker}`, userId: marker },
      {
        ip: "203.0.113.77",
        headers: { "User-Agent": `Agent-${marker}`, Referer: `https://shop.test/blobs?ref=${marker}`, Cookie: `tracking=${marker}` },
      },
    );
    expect(response.status, response.text).toBe(200);
    const columns = (await env.DB.prepare("select name from pragma_table_info('web_vitals_daily') order by cid").all<{ name: string }>()).results;
    expect(columns.map((column) => column.name)).toEqual(["day", "page", "metric", "bucket", "count"]);
    const rows = (await env.DB.prepare("select * from web_vitals_daily").all()).results;
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${marker}|203\\.0\\.113\\.77|https?:`));
    expect(rows).toContainEqual({ day: istDay(), page: "/blobs", metric: "LCP", bucket: bucketOf("LCP", 999), count: 1 });
  });

  it("counts page views into the same bucket rather than adding rows", async () => {
    const before = await rowCount();
    for (let i = 0; i < 3; i++) expect((await sendBeacon({ page: "/promotions", metrics: [{ name: "FCP", value: 1200 }] }, { ip: freshIp() })).status).toBe(200);
    const after = await rowCount();
    expect(after.n - before.n).toBe(1);
    expect(after.views - before.views).toBe(3);
  });

  const JUNK: [string, string | unknown, RegExp][] = [
    ["a body that is not JSON", "LCP=1200&page=/shop", /valid JSON/],
    ["a JSON list", [{ name: "LCP", value: 1 }], /JSON object/],
    ["no page", { metrics: [{ name: "LCP", value: 1200 }] }, /Page is required/],
    ["a URL for the page", { page: "https://shop.test/products/groundnut-oil?utm=x", metrics: [{ name: "LCP", value: 1200 }] }, /Page must be one of/],
    ["a concrete path for the page", { page: "/products/groundnut-oil", metrics: [{ name: "LCP", value: 1200 }] }, /Page must be one of/],
    ["an admin page", { page: "/admin/orders", metrics: [{ name: "LCP", value: 1200 }] }, /Page must be one of/],
    ["an unknown metric name", { page: "/shop", metrics: [{ name: "FID", value: 12 }] }, /Metric name must be one of/],
    ["a value that is text", { page: "/shop", metrics: [{ name: "LCP", value: "1200" }] }, /Metric value must be a finite number/],
    ["a negative value", { page: "/shop", metrics: [{ name: "INP", value: -5 }] }, /Metric value of INP cannot be negative/],
    ["an absurd value", { page: "/shop", metrics: [{ name: "LCP", value: 9_000_000 }] }, /Metric value of LCP must be at most 120000/],
    ["an absurd CLS", { page: "/shop", metrics: [{ name: "CLS", value: 50 }] }, /Metric value of CLS must be at most 10/],
    ["a value JSON parses as Infinity", '{"page":"/shop","metrics":[{"name":"LCP","value":1e999}]}', /Metric value must be a finite number/],
    ["no metrics", { page: "/shop", metrics: [] }, /at least one metric/],
    ["metrics that are not a list", { page: "/shop", metrics: { LCP: 1200 } }, /Metrics must be a list/],
    ["a metric that is not an object", { page: "/shop", metrics: [1200] }, /Each metric must be an object/],
    ["the same metric twice", { page: "/shop", metrics: [{ name: "LCP", value: 1 }, { name: "LCP", value: 2 }] }, /each metric once/],
    ["more than 10 metrics", { page: "/shop", metrics: Array.from({ length: 11 }, (_, i) => ({ name: "LCP", value: i })) }, /at most 10 metrics/],
  ];

  it.each(JUNK)("refuses %s with a 400 naming the problem, storing nothing", async (_label, body, message) => {
    const before = await rowCount();
    const response = await sendBeacon(body, { ip: freshIp() });
    expect(response.status, response.text).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(message);
    expect(await rowCount()).toEqual(before);
  });

  it("refuses a body over 2 KB with a 413, with or without a Content-Length", async () => {
    const padded = JSON.stringify({ page: "/shop", metrics: [{ name: "LCP", value: 1200 }], pad: "x".repeat(VITALS_BODY_LIMIT_BYTES) });
    const before = await rowCount();
    const sized = await sendBeacon(padded, { ip: freshIp() });
    expect(sized.status, sized.text).toBe(413);
    expect(sized.body).toMatchObject({ success: false, message: expect.stringMatching(/too large \(limit 2 KB\)/) });
    const stream = new Blob([padded]).stream();
    const streamed = await call("/api/vitals", { method: "POST", body: stream, ip: freshIp() });
    expect(streamed.status, streamed.text).toBe(413);
    expect(await rowCount()).toEqual(before);
    // Just under the limit is fine: the limit is on bytes, not on what a beacon usually weighs.
    const fits = JSON.stringify({ page: "/shop", metrics: [{ name: "LCP", value: 1200 }], pad: "" });
    const largest = fits.replace('"pad":""', `"pad":"${"x".repeat(VITALS_BODY_LIMIT_BYTES - fits.length)}"`);
    expect(largest.length).toBe(VITALS_BODY_LIMIT_BYTES);
    expect((await sendBeacon(largest, { ip: freshIp() })).status).toBe(200);
  });

  it("answers 429 once an address has sent 30 beacons in a minute, junk included; other addresses go on", async () => {
    const ip = freshIp();
    const beacon = { page: "/", metrics: [{ name: "TTFB", value: 300 }] };
    for (let i = 0; i < 25; i++) expect((await sendBeacon(beacon, { ip })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await sendBeacon("junk", { ip })).status).toBe(400);
    const before = await rowCount();
    const limited = await sendBeacon(beacon, { ip });
    expect(limited.status, limited.text).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/Too many speed reports/) });
    expect(await rowCount()).toEqual(before);
    expect((await sendBeacon(beacon, { ip: freshIp() })).status).toBe(200);
  });

  it("drops days older than 35 as it writes, and keeps the rest", async () => {
    const insert = (day: string) =>
      env.DB.prepare("insert into web_vitals_daily (day, page, metric, bucket, count) values (?, '/aichat', 'LCP', 100, 1)").bind(day).run();
    await insert(istDay(-40));
    await insert(istDay(-30));
    expect((await sendBeacon({ page: "/aichat", metrics: [{ name: "LCP", value: 900 }] }, { ip: freshIp() })).status).toBe(200);
    const days = (await env.DB.prepare("select day from web_vitals_daily where page = '/aichat' order by day").all<{ day: string }>()).results.map((row) => row.day);
    expect(days).toEqual([istDay(-30), istDay()]);
  });

  it("also writes each raw value to Analytics Engine where a VITALS dataset is bound", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void points.push(point!) };
    const response = await call("/api/vitals", {
      method: "POST",
      body: JSON.stringify({ page: "/commonqueries", metrics: [{ name: "LCP", value: 2200.5 }, { name: "CLS", value: 0.02 }] }),
      ip: freshIp(),
      env: { VITALS: dataset } as Partial<typeof env>,
    });
    expect(response.status, response.text).toBe(200);
    expect(points).toEqual([
      { blobs: ["/commonqueries", "LCP"], doubles: [2200.5], indexes: ["/commonqueries"] },
      { blobs: ["/commonqueries", "CLS"], doubles: [0.02], indexes: ["/commonqueries"] },
    ]);
  });
});

describe("GET /api/admin/vitals", () => {
  it("is for admins only", async () => {
    const customer = await createCustomer();
    expect((await call("/api/admin/vitals")).status).toBe(401);
    const asCustomer = await call("/api/admin/vitals", { token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.success).toBe(false);
  });

  it.each([["0"], ["36"], ["abc"], ["2.5"]])("refuses days=%s with a 400", async (days) => {
    const admin = await createAdmin();
    const response = await call(`/api/admin/vitals?days=${days}`, { token: admin.token });
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toMatch(/days/);
  });

  it("gives the p75 of the bucket that holds the exact 75th percentile, per page and per day", async () => {
    const ctx = serviceContext();
    // Log-normal-ish values from a fixed seed, spread over today and yesterday.
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const now = Date.now();
    const values: Record<"today" | "yesterday", Record<VitalMetric, number[]>> = {
      today: { LCP: [], INP: [], CLS: [], TTFB: [], FCP: [] },
      yesterday: { LCP: [], INP: [], CLS: [], TTFB: [], FCP: [] },
    };
    for (let i = 0; i < 120; i++) {
      const when = i % 3 === 0 ? "yesterday" : "today";
      const lcp = Math.exp(6.5 + random() * 2.5);
      const inp = Math.round(Math.exp(3 + random() * 3.5));
      const cls = random() < 0.3 ? 0 : Math.round(random() * 400) / 1000;
      values[when].LCP.push(lcp);
      values[when].INP.push(inp);
      values[when].CLS.push(cls);
      const page = { page: "/protocols", metrics: [{ name: "LCP" as const, value: lcp }, { name: "INP" as const, value: inp }, { name: "CLS" as const, value: cls }] };
      await recordVitals(ctx, page, when === "today" ? now : now - 24 * 60 * 60 * 1000);
    }
    const overview = await vitalsOverview(ctx, 30, now);
    const protocols = overview.pages.find((entry) => entry.page === "/protocols")!;
    for (const metric of ["LCP", "INP", "CLS"] as const) {
      const all = [...values.today[metric], ...values.yesterday[metric]];
      const exact = exactP75(all);
      const figure = protocols.metrics[metric]!;
      expect(figure.samples).toBe(120);
      expect(figure.p75).toBe(asAnswered(metric, bucketValue(metric, bucketOf(metric, exact))));
      if (exact > 0) expect(Math.abs(figure.p75 - exact) / exact).toBeLessThanOrEqual(0.036);
      for (const when of ["today", "yesterday"] as const) {
        const day = when === "today" ? istDay() : istDay(-1);
        const daily = overview.daily.find((entry) => entry.day === day && entry.page === "/protocols")!;
        const dayExact = exactP75(values[when][metric]);
        expect(daily.metrics[metric]!.samples).toBe(values[when][metric].length);
        expect(daily.metrics[metric]!.p75).toBe(asAnswered(metric, bucketValue(metric, bucketOf(metric, dayExact))));
      }
    }
    // A one-day window leaves yesterday out.
    const todayOnly = await vitalsOverview(ctx, 1, now);
    expect(todayOnly.pages.find((entry) => entry.page === "/protocols")!.metrics.LCP!.samples).toBe(values.today.LCP.length);
    expect(todayOnly.daily.every((entry) => entry.day === istDay())).toBe(true);
  });
});
