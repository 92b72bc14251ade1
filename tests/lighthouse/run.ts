/**
 * `npm run lighthouse`: Lighthouse (the npm package) with this machine's Chromium against the built app.
 *
 * A fresh seeded local shop is served by `wrangler dev`; each public page is audited with Lighthouse's default
 * mobile emulation (Moto G Power screen, simulated slow 4G and 4x CPU slowdown) three times, and the median run
 * (by performance score) is reported: the four category scores and LCP, TBT and CLS. Failing audits of a category
 * under budget are listed so the finding can be fixed. Exits 1 when a budget is broken.
 *
 * Budgets: performance >= 95, accessibility 100, best practices >= 95, SEO 100.
 * Options: LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES (comma-separated paths), CHROME_PATH.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import { existsSync } from "node:fs";
import { startLocalShop } from "../helpers/local-server.ts";

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/shop", "/blobs", "/promotions", "/protocols", "/commonqueries", "/login"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };

type Measured = { scores: Record<Category, number>; lcpMs: number; tbtMs: number; cls: number; failing: string[] };

function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) throw new Error("No Chromium found: install Debian's `chromium` package or set CHROME_PATH.");
  return found;
}

/** The audits that cost points in a category under budget, with their titles, for the report. */
function failingAudits(lhr: RunnerResult["lhr"], category: Category): string[] {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${category}: ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}${offenders(audit)}`);
}

/** The first few elements an audit points at (their snippets), so a finding can be located in the page. */
function offenders(audit: RunnerResult["lhr"]["audits"][string]): string {
  const details = audit.details as { items?: Array<Record<string, unknown>> } | undefined;
  const snippets = (details?.items ?? [])
    .map((item) => (item.node as { snippet?: string } | undefined)?.snippet ?? (item.href as string | undefined))
    .filter(Boolean)
    .slice(0, 5);
  return snippets.map((snippet) => `\n      ${String(snippet).slice(0, 200)}`).join("");
}

function summarise(result: RunnerResult): Measured {
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])) as Record<Category, number>;
  // Every audit that cost points is listed (not only where a budget broke), so a page near its budget can be fixed.
  const failing = CATEGORIES.filter((id) => scores[id] < 100).flatMap((id) => failingAudits(lhr, id));
  return {
    scores,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"].numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? Number.NaN,
    failing,
  };
}

/** One Lighthouse run. Trace recording in headless Chromium fails now and then (NO_NAVSTART): such a run is retried. */
async function audit(url: string, port: number, attemptsLeft = 3): Promise<Measured> {
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], formFactor: "mobile" };
  const result = await lighthouse(url, flags);
  const problem = !result ? "no result" : result.lhr.runtimeError?.message;
  if (!problem && result) return summarise(result);
  if (attemptsLeft > 1) {
    console.log(`    (run of ${url} failed: ${problem}; retrying)`);
    return audit(url, port, attemptsLeft - 1);
  }
  throw new Error(`Lighthouse could not audit ${url}: ${problem}`);
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);

async function main() {
  const shop = await startLocalShop({ name: "lighthouse" });
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  let broken = 0;
  try {
    console.log(`Lighthouse ${RUNS} runs per page, mobile emulation, median by performance score (local measurement)\n`);
    console.log(`${pad("page", 16)}${pad("perf", 6)}${pad("a11y", 6)}${pad("bp", 6)}${pad("seo", 6)}${pad("LCP", 10)}${pad("TBT", 9)}CLS`);
    for (const path of PAGES) {
      const runs: Measured[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${shop.baseUrl}${path}`, chrome.port));
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = runs[Math.floor(runs.length / 2)];
      const { scores } = median;
      console.log(
        `${pad(path, 16)}${pad(scores.performance, 6)}${pad(scores.accessibility, 6)}${pad(scores["best-practices"], 6)}${pad(scores.seo, 6)}` +
          `${pad(`${(median.lcpMs / 1000).toFixed(2)} s`, 10)}${pad(`${Math.round(median.tbtMs)} ms`, 9)}${median.cls.toFixed(3)}`,
      );
      for (const finding of median.failing) console.log(`    ${finding}`);
      broken += CATEGORIES.filter((id) => scores[id] < BUDGETS[id]).length;
    }
  } finally {
    chrome.kill();
    await shop.dispose();
  }
  const budgets = CATEGORIES.map((id) => `${id} >= ${BUDGETS[id]}`).join(", ");
  console.log(broken ? `\n${broken} budget(s) broken (${budgets}).` : `\nAll pages within budget (${budgets}).`);
  process.exitCode = broken ? 1 : 0;
}

await main();
