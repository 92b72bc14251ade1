/**
 * Browser journey (issue 18): a visitor's page view reports its Core Web Vitals (sampling is 1 on the journeys'
 * server, see run.ts): after the page has loaded, web-vitals is fetched; when the visitor leaves, one beacon
 * names the page's route pattern and the metrics, and nothing else; the admin analysis page then shows that page's
 * p75 with its rating in words, also on a 390 px wide screen.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { formatVital, type VitalMetric } from "../../worker/domains/vitals/shared.ts";
import { DEMO, launchBrowser, newPageFrom, querySql, signIn } from "./helpers.ts";

const PAGE_PATTERN = "/commonqueries";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** Resolves with the first truthy result of `check`, asked again until it gives one (the journey's timeout bounds it). */
/** Polls until `check` answers, for at most a minute: a loop without an end outlived its test and hung the run. */
async function waitFor<T>(check: () => T | Promise<T>, what = "the condition"): Promise<NonNullable<T>> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const result = await check();
    if (result) return result;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gave up waiting for ${what} after 60 s`);
}

function reportsOf(page: string): number {
  return querySql<{ n: number }>(`select coalesce(sum(count), 0) as n from web_vitals_daily where page = '${page}' and metric = 'TTFB'`)[0].n;
}

describe("real-user speed data", () => {
  test("a visitor's beacon lands and the admin sees the page's p75", { timeout: 180_000 }, async () => {
    const before = reportsOf(PAGE_PATTERN);

    const visitor = await newPageFrom(browser, "198.51.100.91");
    // The journeys' server samples almost no page view (tests/e2e/run.ts), so other journeys' beacons never use up
    // the per-address limit; this visitor's page view is always sampled.
    await visitor.context.addInitScript(() => {
      Math.random = () => 0;
    });
    await visitor.context.addInitScript(() => {
      // Which entry types the page observes: web-vitals watches "event" entries for INP once it has started.
      const observe = PerformanceObserver.prototype.observe;
      // The journey's own watch for timed interactions (through the original observe, so it does not count as
      // web-vitals' own): the browser queues an interaction's timing after the next paint, and leaving the page
      // before that made INP missing from the beacon now and then.
      const timedInteractions: number[] = [];
      (window as unknown as { timedInteractions: number[] }).timedInteractions = timedInteractions;
      observe.call(
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEventTiming[]) if (entry.interactionId) timedInteractions.push(entry.duration);
        }),
        { type: "event", durationThreshold: 16 } as PerformanceObserverInit,
      );
      const observed: string[] = [];
      (window as unknown as { observedEntryTypes: string[] }).observedEntryTypes = observed;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
        if (options?.type) observed.push(options.type);
        return observe.call(this, options);
      };
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        const sent = JSON.parse(localStorage.getItem("sentBeacons") ?? "[]") as unknown[];
        localStorage.setItem("sentBeacons", JSON.stringify([...sent, { url: String(url), body: String(data) }]));
        return original(url, data);
      };
    });
    const libraryLoaded = visitor.page.waitForResponse((response) => /\/web-vitals-[\w-]+\.js$/.test(response.url()));
    await visitor.page.goto(`${PAGE_PATTERN}?utm_source=journey#faq`);
    await libraryLoaded;
    // web-vitals registers its observers once the module has run; an interaction after that gives INP something to
    // measure (an interaction before it is not seen, which made this journey flaky on a busy machine).
    await visitor.page.waitForFunction(() => (window as unknown as { observedEntryTypes: string[] }).observedEntryTypes.includes("event"));
    // An interaction is only timed (and INP reported) when it lasts 40 ms or more: this one's handler makes sure.
    await visitor.page.evaluate(() => {
      document.querySelector("h1")!.addEventListener("click", () => {
        const until = performance.now() + 80;
        while (performance.now() < until) {
          // a slow handler, as on a cheap phone
        }
      });
    });
    await visitor.page.getByRole("heading", { level: 1 }).click();
    await visitor.page.waitForFunction(() => (window as unknown as { timedInteractions: number[] }).timedInteractions.some((duration) => duration >= 40));

    // Leaving for another page of the shop hides this one: the beacon goes out then. The page that sent it is gone
    // by the time it lands, so the journey reads what was sent from the copy kept by the wrapper below.
    await visitor.page.goto("/robots.txt");
    const sent = await waitFor(() => visitor.page.evaluate(() => localStorage.getItem("sentBeacons")));
    const beacons = JSON.parse(sent) as { url: string; body: string }[];
    assert.equal(beacons.length, 1, `one beacon per page view: ${sent}`);
    const [beacon] = beacons;
    assert.equal(new URL(beacon.url, "http://x").pathname, "/api/vitals");
    const body = JSON.parse(beacon.body) as { page: string; metrics: { name: string; value: number }[] };
    assert.equal(body.page, PAGE_PATTERN);
    assert.deepEqual(Object.keys(body).sort(), ["metrics", "page"]);
    const names = body.metrics.map((metric) => metric.name);
    for (const name of ["LCP", "INP", "CLS", "TTFB"]) assert.ok(names.includes(name), `the beacon reports ${name}: ${beacon.body}`);
    assert.ok(!/utm_source|faq|http/.test(beacon.body), "the beacon names the pattern, not the URL");
    // At least this visit's report (a beacon of another journey's visit to the page may land meanwhile).
    await waitFor(() => reportsOf(PAGE_PATTERN) >= before + 1);
    await visitor.context.close();

    const admin = await newPageFrom(browser, "198.51.100.92");
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await signIn(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.waitForURL((url) => url.pathname.startsWith("/admin"));
    await admin.page.goto("/admin/analysis");
    const section = admin.page.getByRole("region", { name: "Speed for real visitors (last 30 days)" });
    const row = section.getByRole("table", { name: /p75 per page/ }).getByRole("row").filter({ has: admin.page.getByRole("rowheader", { name: PAGE_PATTERN, exact: true }) });
    await row.waitFor();

    const overview = (await (await admin.page.request.get("/api/admin/vitals?days=30")).json()) as {
      pages: { page: string; metrics: Partial<Record<VitalMetric, { p75: number; rating: string }>> }[];
    };
    const figures = overview.pages.find((entry) => entry.page === PAGE_PATTERN)!.metrics;
    const cells = await row.getByRole("cell").allInnerTexts();
    for (const metric of ["LCP", "CLS", "TTFB"] as const) {
      const figure = figures[metric]!;
      const label = { good: "Good", "needs improvement": "Needs improvement", poor: "Poor" }[figure.rating];
      assert.ok(cells.some((cell) => cell.includes(formatVital(metric, figure.p75)) && cell.includes(label!)), `${metric} ${formatVital(metric, figure.p75)} ${label} in ${JSON.stringify(cells)}`);
    }
    // The daily table for the chosen page shows today's figures.
    await section.getByLabel("Daily figures for page").selectOption(PAGE_PATTERN);
    await section.getByRole("table", { name: `p75 per day for ${PAGE_PATTERN}` }).getByRole("row").nth(1).waitFor();
    // At 390 px the section fits the screen; its tables scroll inside it.
    const box = await section.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the section fits 390 px: ${JSON.stringify(box)}`);
    await admin.context.close();
  });
});
