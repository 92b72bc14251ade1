/**
 * Core Web Vitals from real visitors (issue 18): the browser's beacon lands here as daily histograms in D1 (one
 * upsert per metric, one batch per beacon), and the admin overview reads the p75 per page and per day from them
 * with window functions, so no request ever reads the raw values.
 *
 * Where an Analytics Engine dataset is bound as VITALS, every raw value is also written there. The overview still
 * reads D1: querying Analytics Engine takes its SQL API and an account API token, which this Worker does not hold.
 */
import { lt, sql } from "drizzle-orm";
import { rawBatch } from "../../../db/client";
import { webVitalsDaily } from "./tables";
import type { VitalsBeacon } from "./schemas";
import {
  bucketOf,
  bucketValue,
  rateVital,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  type VitalMetric,
  type VitalRating,
} from "./shared";
import { enforceIpLimit } from "../../lib/rate-limit";
import { istDay } from "../../shared/ist";
import type { ServiceContext } from "../../http/context";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days of histograms kept: the overview's longest window (35 days) and no more. */
export const VITALS_RETENTION_DAYS = 35;

/** Counts the beacon against its sender's per-IP limit, before its body is even read (junk counts too). */
export async function admitVitalsBeacon(ctx: ServiceContext): Promise<void> {
  await enforceIpLimit(ctx.env.VITALS_RATE_LIMITER, "vitals", ctx.ip, "Too many speed reports. Please wait a minute.");
}

/**
 * Adds one page view's metrics to today's histograms. The same batch deletes days past the retention: the
 * primary key starts with the day, so when there is nothing to prune that costs one index seek, and the table
 * never needs a scheduled clean-up.
 */
export async function recordVitals(ctx: ServiceContext, beacon: VitalsBeacon, now = Date.now()): Promise<void> {
  const { db } = ctx;
  const day = istDay(now);
  const upserts = beacon.metrics.map((metric) =>
    db
      .insert(webVitalsDaily)
      .values({ day, page: beacon.page, metric: metric.name, bucket: bucketOf(metric.name, metric.value), count: 1 })
      .onConflictDoUpdate({
        target: [webVitalsDaily.day, webVitalsDaily.page, webVitalsDaily.metric, webVitalsDaily.bucket],
        set: { count: sql`${webVitalsDaily.count} + 1` },
      }),
  );
  const prune = db.delete(webVitalsDaily).where(lt(webVitalsDaily.day, istDay(now - VITALS_RETENTION_DAYS * DAY_MS)));
  await db.batch([prune, ...upserts]);
  writeToAnalyticsEngine(ctx, beacon);
}

function writeToAnalyticsEngine(ctx: ServiceContext, beacon: VitalsBeacon) {
  const dataset = ctx.env.VITALS;
  if (!dataset) return;
  for (const metric of beacon.metrics) {
    dataset.writeDataPoint({ blobs: [beacon.page, metric.name], doubles: [metric.value], indexes: [beacon.page] });
  }
}

export type VitalFigure = { p75: number; samples: number; rating: VitalRating };
export type VitalFigures = Partial<Record<VitalMetric, VitalFigure>>;
export type VitalsOverview = {
  days: number;
  /** First and last IST day of the window (today included). */
  from: string;
  to: string;
  /** Upper bounds of "good" and "needs improvement" per metric (LCP, INP, TTFB in ms; CLS unitless). */
  thresholds: Record<VitalMetric, { good: number; needsImprovement: number }>;
  /** The whole window per page, busiest page first. */
  pages: { page: string; metrics: VitalFigures }[];
  /** Per IST day and page, oldest day first. */
  daily: { day: string; page: string; metrics: VitalFigures }[];
};

type P75Row = { day?: string; page: string; metric: string; bucket: number; samples: number };

/**
 * The p75 bucket of every histogram in `groupBy` (nearest rank: the first bucket whose running count reaches 3/4
 * of the total). Buckets preserve the order of values, so this is the bucket the exact 75th-percentile value is in.
 */
function p75Query(groupBy: "page, metric" | "day, page, metric", from: string) {
  const keys = sql.raw(groupBy);
  return sql`
    with counted as (
      select ${keys}, bucket, sum(count) as n from web_vitals_daily where day >= ${from} group by ${keys}, bucket
    ), running as (
      select ${keys}, bucket,
        sum(n) over (partition by ${keys} order by bucket rows between unbounded preceding and current row) as upto,
        sum(n) over (partition by ${keys}) as total
      from counted
    )
    select ${keys}, min(bucket) as bucket, max(total) as samples from running where upto * 4 >= total * 3 group by ${keys}`;
}

function isMetric(name: string): name is VitalMetric {
  return (VITAL_METRICS as readonly string[]).includes(name);
}

function figureOf(row: P75Row): [VitalMetric, VitalFigure] | null {
  if (!isMetric(row.metric)) return null;
  const value = bucketValue(row.metric, row.bucket);
  const p75 = row.metric === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
  return [row.metric, { p75, samples: row.samples, rating: rateVital(row.metric, p75) }];
}

/** Rows grouped by `keyOf`, each group's metrics as one object, in first-seen order. */
function groupFigures<T extends object>(rows: P75Row[], keyOf: (row: P75Row) => string, head: (row: P75Row) => T) {
  const groups = new Map<string, T & { metrics: VitalFigures }>();
  for (const row of rows) {
    const figure = figureOf(row);
    if (!figure) continue;
    const key = keyOf(row);
    const group = groups.get(key) ?? { ...head(row), metrics: {} };
    group.metrics[figure[0]] = figure[1];
    groups.set(key, group);
  }
  return [...groups.values()];
}

const pageViews = (metrics: VitalFigures) => Math.max(0, ...Object.values(metrics).map((figure) => figure.samples));

/** The p75 of each metric per page over the last `days` IST days (today included), and per day. */
export async function vitalsOverview(ctx: ServiceContext, days: number, now = Date.now()): Promise<VitalsOverview> {
  const from = istDay(now - (days - 1) * DAY_MS);
  const [whole, perDay] = await rawBatch(ctx.db, [p75Query("page, metric", from), p75Query("day, page, metric", from)]);
  const pages = groupFigures(whole.results as P75Row[], (row) => row.page, (row) => ({ page: row.page }));
  pages.sort((a, b) => pageViews(b.metrics) - pageViews(a.metrics) || a.page.localeCompare(b.page));
  const dailyRows = (perDay.results as P75Row[]).sort((a, b) => a.day!.localeCompare(b.day!) || a.page.localeCompare(b.page));
  const daily = groupFigures(dailyRows, (row) => `${row.day} ${row.page}`, (row) => ({ day: row.day!, page: row.page }));
  const thresholds = Object.fromEntries(
    VITAL_METRICS.map((metric) => [metric, { good: VITAL_THRESHOLDS[metric][0], needsImprovement: VITAL_THRESHOLDS[metric][1] }]),
  ) as VitalsOverview["thresholds"];
  return { days, from, to: istDay(now), thresholds, pages, daily };
}
