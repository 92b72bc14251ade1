/**
 * The shelf-life rule at delivery (issue 33), in one place: how much of a batch's shelf life must remain when it
 * reaches the customer, the last day it may be delivered, and whether it can still be sold for an order. FSSAI asks
 * e-commerce food businesses for "30 % of the shelf life or 45 days, whichever is more" at delivery; for a short-lived
 * food (its whole life no longer than the days asked) the regulator's own example takes the share alone (butter with
 * 10 days' life must have 3 left), else nothing short-lived could ever be sold.
 *
 * The same computation is written twice on purpose, once in TypeScript (views, tests) and once as SQL (the queries that
 * pick, hold and report batches, so a sale's eligibility is settled in the database, in the statement that takes
 * the units); tests/stock/shelf-life.test.ts holds the two to the same answers.
 */
import { sql, type SQL } from "drizzle-orm";

/** The rule's figures, as a shelf_life_rules row carries them. */
export type ShelfLifeRule = { effectiveFrom: string; minPercent: number; minDays: number; assumedDeliveryDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** ceil(days × percent / 100) in whole numbers (both are whole and not negative). */
const shareOf = (days: number, percent: number) => Math.floor((days * percent + 99) / 100);

/** The days of shelf life that must remain at delivery for a batch whose whole life is `shelfLifeDays`. */
export function requiredRemainingDays(shelfLifeDays: number, rule: Pick<ShelfLifeRule, "minPercent" | "minDays">): number {
  const share = shareOf(shelfLifeDays, rule.minPercent);
  return shelfLifeDays <= rule.minDays ? share : Math.max(share, rule.minDays);
}

/** A day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS);
}

/** The batch's dates as the rule reads them; a batch without a best-before (opening stock) has no last day. */
export type DatedBatch = { bestBefore: string | null; shelfLifeDays: number | null };

/** The last day the batch may reach a customer: best-before less the days that must remain; null for a dateless batch. */
export function lastDeliveryDay(batch: DatedBatch, rule: Pick<ShelfLifeRule, "minPercent" | "minDays">): string | null {
  if (!batch.bestBefore) return null;
  return addDays(batch.bestBefore, -requiredRemainingDays(batch.shelfLifeDays ?? 0, rule));
}

/** Whether an order placed on IST day `day`, delivered within `deliveryDays`, may take units of the batch. */
export function isEligible(batch: DatedBatch, rule: Pick<ShelfLifeRule, "minPercent" | "minDays">, day: string, deliveryDays: number): boolean {
  const last = lastDeliveryDay(batch, rule);
  return last === null || addDays(day, deliveryDays) <= last;
}

/** The rule in force on a day: the row with the latest effective_from on or before it, else the earliest row. */
export function ruleOn<R extends ShelfLifeRule>(rules: R[], day: string): R | null {
  const sorted = [...rules].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  return sorted.filter((rule) => rule.effectiveFrom <= day).pop() ?? sorted[0] ?? null;
}

/** Columns of a stock_batches row as SQL (an alias's `best_before` and `shelf_life_days`). */
export type BatchColumns = { bestBefore: SQL; shelfLifeDays: SQL };

/** The batch columns of the stock_batches table under an alias (`b` → b.best_before, b.shelf_life_days). */
export const batchColumnsOf = (alias: string): BatchColumns => ({
  bestBefore: sql.raw(`${alias}.best_before`),
  shelfLifeDays: sql.raw(`${alias}.shelf_life_days`),
});

/**
 * SQL: requiredRemainingDays. D1 binds a JavaScript number as a REAL, so every figure is cast to an integer first and
 * the share truncated after adding 99 (the ceiling, both factors being whole and not negative); a fractional day
 * would otherwise move date() by hours and the answer by a day.
 */
export function requiredRemainingDaysSql(columns: BatchColumns, rule: Pick<ShelfLifeRule, "minPercent" | "minDays">): SQL {
  const days = sql`cast(coalesce(${columns.shelfLifeDays}, 0) as integer)`;
  const minDays = sql`cast(${rule.minDays} as integer)`;
  const share = sql`cast((${days} * cast(${rule.minPercent} as integer) + 99) / 100 as integer)`;
  return sql`(case when ${days} <= ${minDays} then ${share} else max(${share}, ${minDays}) end)`;
}

/** SQL: lastDeliveryDay (null for a dateless batch). */
export function lastDeliveryDaySql(columns: BatchColumns, rule: Pick<ShelfLifeRule, "minPercent" | "minDays">): SQL {
  return sql`date(${columns.bestBefore}, '-' || ${requiredRemainingDaysSql(columns, rule)} || ' days')`;
}

/** SQL: isEligible, for an order placed on `day` delivered within `deliveryDays`. */
export function eligibleSql(columns: BatchColumns, rule: Pick<ShelfLifeRule, "minPercent" | "minDays">, day: string, deliveryDays: number): SQL {
  return sql`(${columns.bestBefore} is null or date(${day}, '+' || cast(${deliveryDays} as integer) || ' days') <= ${lastDeliveryDaySql(columns, rule)})`;
}

/** SQL ordering of a pack's batches first-expiry-first-out: earliest best-before first, dateless (opening) last. */
export function fefoOrderSql(alias: string): SQL {
  return sql.raw(`${alias}.best_before is null, ${alias}.best_before, ${alias}.created_at, ${alias}.id`);
}
