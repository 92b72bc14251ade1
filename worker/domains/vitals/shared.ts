/**
 * Core Web Vitals from real visitors: which metrics and pages are reported, the "good" thresholds, and the
 * log-scale buckets the daily histograms store (worker/domains/vitals/vitals.ts). Shared by the browser's reporter,
 * the API's validation and the admin overview, so every side speaks the same names and limits.
 */

export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The metrics the admin overview shows (FCP is stored when sent, but has no column of its own). */
export const OVERVIEW_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const satisfies readonly VitalMetric[];

/**
 * Storefront pages that report, by React Router route id (the module path app/routes.ts gives each page) to its
 * path pattern. The pattern, never the URL, is what a beacon names: no slug, query or referrer leaves the browser.
 * Admin pages and the not-found page do not report.
 */
export const VITALS_PAGE_BY_ROUTE_ID: Readonly<Record<string, string>> = {
  "routes/home": "/",
  "routes/shop": "/shop",
  "routes/product": "/products/:slug",
  "routes/blobs": "/blobs",
  "routes/blob": "/blobs/:slug",
  "routes/promotions": "/promotions",
  "routes/commonqueries": "/commonqueries",
  "routes/protocols": "/protocols",
  "routes/protocol-condition": "/protocols/:conditionId",
  "routes/aichat": "/aichat",
  "routes/profile": "/profile",
  "routes/checkout": "/checkout",
  "routes/login": "/login",
  "routes/forgot-password": "/forgot-password",
};

export const VITALS_PAGES: readonly string[] = Object.values(VITALS_PAGE_BY_ROUTE_ID);

export function isVitalsPage(page: string): boolean {
  return VITALS_PAGES.includes(page);
}

/**
 * The largest value a metric may report. A timing past these is a measuring fault (a tab left in the background
 * for minutes), not something to average into a shop's speed.
 */
export const MAX_VITAL_VALUE: Readonly<Record<VitalMetric, number>> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 10,
};

/** Upper bounds of "good" and of "needs improvement" (web.dev's thresholds); above the second is "poor". */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, readonly [good: number, needsImprovement: number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  FCP: [1800, 3000],
};

export type VitalRating = "good" | "needs improvement" | "poor";

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, needsImprovement] = VITAL_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= needsImprovement ? "needs improvement" : "poor";
}

/** Milliseconds for the timings; CLS is a unitless score. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/**
 * Histogram buckets. A value is first made an integer-friendly number (CLS × 1000, timings in ms as they are);
 * bucket 0 holds everything below 1 (a 0 ms INP, a CLS under 0.001), bucket b ≥ 1 holds [GROWTH^(b-1), GROWTH^b).
 * Each bucket is 7% wide, so the middle of a bucket is within 3.5% of any value in it, and the largest allowed
 * value (120 s) lands in bucket 174: a page's metric has at most ~175 rows a day however many visitors it has.
 */
export const BUCKET_GROWTH = 1.07;
const LOG_GROWTH = Math.log(BUCKET_GROWTH);
const CLS_SCALE = 1000;

function scaled(metric: VitalMetric, value: number): number {
  return metric === "CLS" ? value * CLS_SCALE : value;
}

export function bucketOf(metric: VitalMetric, value: number): number {
  const x = scaled(metric, value);
  if (x < 1) return 0;
  // The epsilon keeps an exact power of GROWTH in its own bucket despite floating-point rounding in the log.
  return 1 + Math.floor(Math.log(x) / LOG_GROWTH + 1e-9);
}

/** The value a bucket stands for: 0 for bucket 0, else the geometric middle of its range, in the metric's unit. */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  const middle = BUCKET_GROWTH ** (bucket - 0.5);
  return metric === "CLS" ? middle / CLS_SCALE : middle;
}

