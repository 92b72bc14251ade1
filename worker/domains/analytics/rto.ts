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
 * One statement (one round trip) that reads the period's orders once, through orders_analytics_idx (created_at
 * first). Answers counts and paise; ./views.ts makes rates and rupees of them.
 */
import { sql, type SQL } from "drizzle-orm";
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

/**
 * Most returns first, then most outcomes, then most COD orders, then the key: a stable order SQL and tests share.
 * Written with the aggregates, not their aliases: inside an expression SQLite reads `returned` as the row's column.
 */
const MOST_RETURNS = sql.raw("sum(returned) desc, sum(delivered) + sum(returned) desc, count(*) desc, key");

/** A list of outcome rows as a JSON array (one column of the answer's single row). */
const outcomeList = (rows: SQL) =>
  sql`(select json_group_array(json_object('key', key, 'name', name, 'codOrders', codOrders, 'delivered', delivered, 'returned', returned)) from (${rows}))`;

/**
 * The one statement over the orders placed from `from` to `to` (ISO instants, both in). The period's orders are read
 * once, through orders_analytics_idx (created_at first), into a materialized table of the facts the figures need;
 * every figure aggregates that table, and the answer is one row of JSON columns. One pass matters: a year of a
 * shop's orders is most of its table, and each pass costs a table look-up per order. Exported for the plan test.
 */
export function rtoStatement(from: string, to: string): SQL {
  const cod = sql.raw(codOrderSql("o"));
  const delivered = sql.raw(codCollectedSql("o"));
  const returned = sql.raw(codReturnedSql("o"));
  /** The COD outcomes grouped by one expression of the period's COD orders: the top `limit` by returns, with an outcome. */
  const place = (key: string, limit: number) =>
    outcomeList(sql`select ${sql.raw(key)} as key, null as name, count(*) as codOrders, sum(delivered) as delivered, sum(returned) as returned
      from c group by 1 having sum(delivered) + sum(returned) > 0 order by ${MOST_RETURNS} limit ${limit}`);

  return sql`
    with p as materialized (
      select o.id, o.pincode, o.state, o.bill_paise as bill, ${cod} as cod, ${delivered} as delivered, ${returned} as returned,
        date(o.created_at, '+${sql.raw(String(IST_OFFSET_MINUTES))} minutes') as day,
        o.rto_forward_cost_paise as forward, o.rto_return_cost_paise as back, o.cod_fee_paise as codFee, o.cod_rule as rule,
        o.advance_paise as advance, o.amount_paid_paise as paid, o.cod_confirmation_status as confirmation,
        coalesce(substr(o.cod_confirmed_by, 1, 6) = 'admin:', 0) as byAdmin
      from orders o where o.created_at >= ${from} and o.created_at <= ${to}
    ), c as materialized (select * from p where cod)
    select
      ${place("pincode", RTO_TOP)} as byPincode,
      ${place("substr(pincode, 1, 3)", RTO_TOP)} as byDistrict,
      ${place("state", STATE_CAP)} as byState,
      ${outcomeList(sql`
        select t.key, coalesce(pr.name, (select x.product_name from order_items x where x.product_id = t.key order by x.id desc limit 1)) as name,
          t.codOrders, t.delivered, t.returned
        from (
          -- The COD orders of a product: those with a line of it (an order with two packs of one product counts once).
          select product_id as key, count(*) as codOrders, sum(delivered) as delivered, sum(returned) as returned
          from (select i.product_id, max(c.delivered) as delivered, max(c.returned) as returned from c join order_items i on i.order_id = c.id
            group by c.id, i.product_id)
          group by product_id having sum(delivered) + sum(returned) > 0 order by ${MOST_RETURNS} limit ${RTO_TOP}
        ) t left join products pr on pr.id = t.key`)} as byProduct,
      -- Per IST day (at most 366 rows); the days are folded into their weeks in JavaScript (istWeek), cheaper per order.
      (select json_group_array(json_object('day', day, 'orders', orders, 'valuePaise', valuePaise, 'codOrders', codOrders,
          'codValuePaise', codValuePaise, 'delivered', delivered, 'returned', returned))
        from (select day, count(*) as orders, sum(bill) as valuePaise, sum(cod) as codOrders, sum(iif(cod, bill, 0)) as codValuePaise,
          sum(delivered) as delivered, sum(returned) as returned from p group by day)) as byDay,
      (select json_object('orders', count(*), 'valuePaise', sum(bill), 'codOrders', sum(cod), 'codValuePaise', sum(iif(cod, bill, 0)),
          'delivered', sum(delivered), 'returned', sum(returned),
          'forwardCostPaise', sum(iif(returned, coalesce(forward, 0), 0)), 'returnCostPaise', sum(iif(returned, coalesce(back, 0), 0)),
          'returnsWithoutCost', sum(returned and forward is null and back is null),
          'codFeePaise', sum(iif(returned, codFee, 0)), 'returnedValuePaise', sum(iif(returned, bill, 0)),
          'offered', sum(rule = 'offered'), 'advance', sum(rule = 'advance'), 'refusedScore', sum(rule = 'refused-score'),
          'refusedLimit', sum(rule = 'refused-limit'), 'refusedBlocked', sum(rule = 'refused-blocked'),
          'refusedValuePaise', sum(iif(rule in ('refused-score', 'refused-limit', 'refused-blocked'), bill, 0)),
          'advancesAsked', sum(cod and advance > 0), 'advancesAskedPaise', sum(iif(cod and advance > 0, advance, 0)),
          'advancesPaid', sum(cod and advance > 0 and paid >= advance), 'advancesPaidPaise', sum(iif(cod and advance > 0 and paid >= advance, advance, 0)),
          'byCustomer', sum(cod and confirmation = 'confirmed' and not byAdmin), 'byAdmin', sum(cod and confirmation = 'confirmed' and byAdmin),
          'expired', sum(cod and confirmation = 'expired'), 'awaiting', sum(cod and confirmation = 'awaiting'),
          'notAsked', sum(cod and confirmation is null))
        from p) as totals`;
}

export async function rtoAnalytics(ctx: Pick<ServiceContext, "db">, period: RtoPeriod = DEFAULT_RTO_PERIOD, now = Date.now()): Promise<RtoFigures> {
  const days = RTO_PERIODS[period];
  const since = now - days * DAY_MS;
  const from = new Date(since).toISOString();
  const to = new Date(now).toISOString();
  const [answer] = await ctx.db.all<Record<"byPincode" | "byDistrict" | "byState" | "byProduct" | "byDay" | "totals", string>>(rtoStatement(from, to));
  const outcomeRow = (row: Record<string, unknown>): OutcomeRow => ({
    key: String(row.key),
    name: row.name === null || row.name === undefined ? null : String(row.name),
    codOrders: count(row.codOrders),
    delivered: count(row.delivered),
    returned: count(row.returned),
  });
  const list = (json: string) => JSON.parse(json) as Record<string, unknown>[];
  // SQL's order picked the top rows (MOST_RETURNS); JSON aggregation promises no order, so it is restated here.
  const ranked = (json: string) =>
    list(json)
      .map(outcomeRow)
      .sort((a, b) => b.returned - a.returned || b.delivered + b.returned - (a.delivered + a.returned) || b.codOrders - a.codOrders || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const weekRows = new Map<string, Record<string, number>>();
  for (const day of list(answer.byDay)) {
    const week = istWeek(`${String(day.day)}T00:00:00+05:30`);
    const row = weekRows.get(week) ?? {};
    for (const field of ["orders", "valuePaise", "codOrders", "codValuePaise", "delivered", "returned"]) row[field] = (row[field] ?? 0) + count(day[field]);
    weekRows.set(week, row);
  }
  const t = JSON.parse(answer.totals) as Record<string, unknown>;

  return {
    period,
    days,
    from,
    to,
    totals: { codOrders: count(t.codOrders), delivered: count(t.delivered), returned: count(t.returned) },
    byPincode: ranked(answer.byPincode),
    byDistrict: ranked(answer.byDistrict),
    byState: ranked(answer.byState),
    byProduct: ranked(answer.byProduct),
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
