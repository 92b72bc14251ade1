/**
 * The vitals domain's table: Core Web Vitals from real visitors as a daily histogram.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Core Web Vitals from real visitors (issue 18, migration 0012): per IST day, page pattern and metric, how many
 * page views fell into each log-scale bucket (worker/domains/vitals/shared.ts). A histogram, not the raw values, so the table
 * stays small (at most ~175 rows per page, metric and day, whatever the traffic) and the p75 is a window query over
 * it. Nothing about the visitor is kept: no address, agent, cookie or URL.
 */
export const webVitalsDaily = sqliteTable(
  "web_vitals_daily",
  {
    day: text("day").notNull(),
    page: text("page").notNull(),
    metric: text("metric").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.metric, t.bucket] })],
);
