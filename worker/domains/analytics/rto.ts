/**
 * Issue 32 (item 5): returns (RTO, a cash-on-delivery parcel refused at the door) analytics, computed by D1 with SQL
 * aggregates over the orders placed in a period: never an order list shipped to the Worker or the browser.
 *
 * - The period is the orders placed from `now - days` to `now` (both ends in); weeks are IST weeks, Monday first.
 * - A COD outcome is a COD order refused at the door (returned) or delivered with its cash collected: the sale rule's
 *   conditions (./sale-rule.ts), so the dashboard's COD return rate and these rates count the same orders. The RTO
 *   rate is returned / outcomes, by pincode, district (the pincode's first three digits: its postal sorting
 *   district), state, product (the COD orders with a line of it) and week.
 * - COD vs prepaid: every order placed in the period by how it was to be paid (payment_method), counts and bills.
 * - Money lost: the courier costs recorded on returned orders (out and back), the returns with neither recorded, the
 *   COD fee those orders did not earn, and the value of the goods that came back.
 * - What the rules held back: the COD rule decided at checkout (orders.cod_rule), the advances asked of COD orders
 *   and those paid (amount paid >= the advance), and the COD confirmations (by the customer, by an admin, expired,
 *   awaiting; none asked on orders placed before the step).
 *
 * Four statements in one D1 batch (one round trip); each reads the period's orders through orders_analytics_idx
 * (created_at first). Answers counts and paise; ./views.ts makes rates and rupees of them.
 */
import { sql } from "drizzle-orm";
import { rawBatch } from "../../../db/client";
import { IST_OFFSET_MS, istDay } from "../../shared/ist";
import { codCollectedSql, codOrderSql, codReturnedSql } from "./sale-rule";
import { DEFAULT_RTO_PERIOD, RTO_PERIODS, RTO_TOP, type RtoPeriod } from "./shared";
import type { ServiceContext } from "../../http/context";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MINUTES = IST_OFFSET_MS / 60_000;
/** States are listed whole (India has 36 states and union territories); the cap only bounds bad data. */
const STATE_CAP = 40;

/** COD orders of a place, product or week and their outcomes. */
export type OutcomeCounts = { codOrders: number; delivered: number; returned: number };
export type OutcomeRow = OutcomeCounts & { key: string; name: string | null };
export type WeekRow = OutcomeCounts & { week: string; orders: number; valuePaise: number; codValuePaise: number };

export type RtoFigures = {
  period: RtoPeriod;
  days: number;
  from: string;
  to: string;
  totals: OutcomeCounts;
  byPincode: OutcomeRow[];
  byDistrict: OutcomeRow[];
  byState: OutcomeRow[];
  byProduct: OutcomeRow[];
  byWeek: WeekRow[];
  mix: { orders: number; valuePaise: number; codOrders: number; codValuePaise: number };
  losses: { returns: number; forwardCostPaise: number; returnCostPaise: number; returnsWithoutCost: number; codFeePaise: number; returnedValuePaise: number };
  rules: {
    offered: number;
    advance: number;
    refusedScore: number;
    refusedLimit: number;
    refusedBlocked: number;
    refusedValuePaise: number;
    advancesAsked: number;
    advancesAskedPaise: number;
    advancesPaid: number;
    advancesPaidPaise: number;
  };
  confirmations: { byCustomer: number; byAdmin: number; expired: number; awaiting: number; notAsked: number };
};

/** The Monday (YYYY-MM-DD) of the IST week an instant falls in. */
export function istWeek(instant: number | string): string {
  const day = istDay(instant);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every IST week (its Monday) from the one holding `since` to the one holding `now`, oldest first. */
export function periodWeeks(since: number, now: number): string[] {
  const weeks: string[] = [];
  for (let week = istWeek(since); week <= istWeek(now); week = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10)) {
    weeks.push(week);
  }
  return weeks;
}

const count = (value: unknown) => Number(value ?? 0);

/** Most returns first, then most outcomes, then most COD orders, then the key: a stable order SQL and tests share. */
const MOST_RETURNS = sql.raw("returned desc, delivered + returned desc, codOrders desc, key");

/**
 * The four statements over the orders placed from `from` to `to` (ISO instants, both in): the places' outcomes
 * (pincode, district, state), the products', the weeks' and the period's totals. Exported for the query-plan test.
 */
export function rtoStatements(from: string, to: string) {
  const inPeriod = sql`o.created_at >= ${from} and o.created_at <= ${to}`;
  const cod = sql.raw(codOrderSql("o"));
  const delivered = sql.raw(codCollectedSql("o"));
  const returned = sql.raw(codReturnedSql("o"));

  /** The COD outcomes grouped by one expression of the order: the top `limit` by returns, rows with an outcome only. */
  const place = (dimension: string, key: string, limit: number) => sql`
    select * from (
      select ${dimension} as dim, ${sql.raw(key)} as key, null as name, count(*) as codOrders, sum(${delivered}) as delivered, sum(${returned}) as returned
      from orders o where ${inPeriod} and ${cod}
      group by 2 having sum(${delivered}) + sum(${returned}) > 0
      order by ${MOST_RETURNS} limit ${limit})`;

  return [
    sql`${place("pincode", "o.pincode", RTO_TOP)} union all ${place("district", "substr(o.pincode, 1, 3)", RTO_TOP)}
      union all ${place("state", "o.state", STATE_CAP)}`,
    // A product's COD orders: those with a line of it (an order with two packs of one product counts once).
    sql`
      select i.product_id as key, coalesce(p.name, max(i.product_name)) as name, count(distinct o.id) as codOrders,
        count(distinct iif(${delivered}, o.id, null)) as delivered, count(distinct iif(${returned}, o.id, null)) as returned
      from orders o join order_items i on i.order_id = o.id left join products p on p.id = i.product_id
      where ${inPeriod} and ${cod}
      group by i.product_id having delivered + returned > 0
      order by ${MOST_RETURNS} limit ${RTO_TOP}`,
    sql`
      select date(o.created_at, '+${sql.raw(String(IST_OFFSET_MINUTES))} minutes', 'weekday 0', '-6 days') as week,
        count(*) as orders, sum(o.bill_paise) as valuePaise, sum(${cod}) as codOrders, sum(iif(${cod}, o.bill_paise, 0)) as codValuePaise,
        sum(${delivered}) as delivered, sum(${returned}) as returned
      from orders o where ${inPeriod} group by week`,
    sql`
      select count(*) as orders, sum(o.bill_paise) as valuePaise, sum(${cod}) as codOrders, sum(iif(${cod}, o.bill_paise, 0)) as codValuePaise,
        sum(${delivered}) as delivered, sum(${returned}) as returned,
        sum(iif(${returned}, coalesce(o.rto_forward_cost_paise, 0), 0)) as forwardCostPaise,
        sum(iif(${returned}, coalesce(o.rto_return_cost_paise, 0), 0)) as returnCostPaise,
        sum(${returned} and o.rto_forward_cost_paise is null and o.rto_return_cost_paise is null) as returnsWithoutCost,
        sum(iif(${returned}, o.cod_fee_paise, 0)) as codFeePaise, sum(iif(${returned}, o.bill_paise, 0)) as returnedValuePaise,
        sum(o.cod_rule = 'offered') as offered, sum(o.cod_rule = 'advance') as advance,
        sum(o.cod_rule = 'refused-score') as refusedScore, sum(o.cod_rule = 'refused-limit') as refusedLimit,
        sum(o.cod_rule = 'refused-blocked') as refusedBlocked,
        sum(iif(o.cod_rule in ('refused-score', 'refused-limit', 'refused-blocked'), o.bill_paise, 0)) as refusedValuePaise,
        sum(${cod} and o.advance_paise > 0) as advancesAsked, sum(iif(${cod} and o.advance_paise > 0, o.advance_paise, 0)) as advancesAskedPaise,
        sum(${cod} and o.advance_paise > 0 and o.amount_paid_paise >= o.advance_paise) as advancesPaid,
        sum(iif(${cod} and o.advance_paise > 0 and o.amount_paid_paise >= o.advance_paise, o.advance_paise, 0)) as advancesPaidPaise,
        sum(${cod} and o.cod_confirmation_status = 'confirmed' and coalesce(substr(o.cod_confirmed_by, 1, 6), '') != 'admin:') as byCustomer,
        sum(${cod} and o.cod_confirmation_status = 'confirmed' and substr(o.cod_confirmed_by, 1, 6) = 'admin:') as byAdmin,
        sum(${cod} and o.cod_confirmation_status = 'expired') as expired,
        sum(${cod} and o.cod_confirmation_status = 'awaiting') as awaiting,
        sum(${cod} and o.cod_confirmation_status is null) as notAsked
      from orders o where ${inPeriod}`,
  ];
}

export async function rtoAnalytics(ctx: Pick<ServiceContext, "db">, period: RtoPeriod = DEFAULT_RTO_PERIOD, now = Date.now()): Promise<RtoFigures> {
  const days = RTO_PERIODS[period];
  const since = now - days * DAY_MS;
  const from = new Date(since).toISOString();
  const to = new Date(now).toISOString();
  const [places, products, weeks, totals] = await rawBatch(ctx.db, rtoStatements(from, to));

  const outcomeRow = (row: Record<string, unknown>): OutcomeRow => ({
    key: String(row.key),
    name: row.name === null || row.name === undefined ? null : String(row.name),
    codOrders: count(row.codOrders),
    delivered: count(row.delivered),
    returned: count(row.returned),
  });
  const placeRows = (dimension: string) => places.results.filter((row) => row.dim === dimension).map(outcomeRow);
  const weekRows = new Map(weeks.results.map((row) => [String(row.week), row]));
  const t = totals.results[0] ?? {};

  return {
    period,
    days,
    from,
    to,
    totals: { codOrders: count(t.codOrders), delivered: count(t.delivered), returned: count(t.returned) },
    byPincode: placeRows("pincode"),
    byDistrict: placeRows("district"),
    byState: placeRows("state"),
    byProduct: products.results.map(outcomeRow),
    byWeek: periodWeeks(since, now).map((week) => {
      const row = weekRows.get(week) ?? {};
      return {
        week,
        orders: count(row.orders),
        valuePaise: count(row.valuePaise),
        codOrders: count(row.codOrders),
        codValuePaise: count(row.codValuePaise),
        delivered: count(row.delivered),
        returned: count(row.returned),
      };
    }),
    mix: { orders: count(t.orders), valuePaise: count(t.valuePaise), codOrders: count(t.codOrders), codValuePaise: count(t.codValuePaise) },
    losses: {
      returns: count(t.returned),
      forwardCostPaise: count(t.forwardCostPaise),
      returnCostPaise: count(t.returnCostPaise),
      returnsWithoutCost: count(t.returnsWithoutCost),
      codFeePaise: count(t.codFeePaise),
      returnedValuePaise: count(t.returnedValuePaise),
    },
    rules: {
      offered: count(t.offered),
      advance: count(t.advance),
      refusedScore: count(t.refusedScore),
      refusedLimit: count(t.refusedLimit),
      refusedBlocked: count(t.refusedBlocked),
      refusedValuePaise: count(t.refusedValuePaise),
      advancesAsked: count(t.advancesAsked),
      advancesAskedPaise: count(t.advancesAskedPaise),
      advancesPaid: count(t.advancesPaid),
      advancesPaidPaise: count(t.advancesPaidPaise),
    },
    confirmations: {
      byCustomer: count(t.byCustomer),
      byAdmin: count(t.byAdmin),
      expired: count(t.expired),
      awaiting: count(t.awaiting),
      notAsked: count(t.notAsked),
    },
  };
}
