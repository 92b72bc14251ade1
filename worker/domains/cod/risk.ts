/**
 * Issue 32: everything the COD decision needs about a prospective order, in ONE SQL statement (one D1 round trip):
 * the risk signals counted from the shop's own history (the customer's past COD refusals, the RTO rate of the pincode
 * and of its postal district, account age and paid orders, orders in the last 24 hours from the same phone, address,
 * IP or device, the same phone or address on other accounts), the customer's standing COD orders this IST day and
 * week (the limits), whether the phone or address is blocked, and the owner's rules row. Every look-up reads one
 * range of an index of migration 0032 (or orders_user_created_idx). ./assess.ts weighs the answer.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { IST_OFFSET_MS } from "../../shared/ist";
import type { RiskSignals } from "./shared/risk-rules";
import type { CodUsage } from "./shared/decision";
import { DEFAULT_COD_RULES, type CodRules } from "./shared/rules";
import { pincodeDistrict } from "./shared/keys";

/** Who orders, from where: the keys of the prospective order (null: not known, matches nothing). */
export type Prospect = {
  userId: string;
  pincode: string;
  phoneKey: string | null;
  addressKey: string | null;
  ipHash: string | null;
  deviceHash: string | null;
};

export type RiskFacts = { signals: RiskSignals; usage: CodUsage; blocked: boolean; rules: CodRules };

type Row = Record<string, number | string | null>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A pincode's and a district's rate is read from at most this many decided COD orders (in index order): a sample
 * large enough for a rate, and a bounded read however many orders one area has (the bench: < 20 ms at 100,000).
 */
export const AREA_SAMPLE = 1000;

/** The start of the IST day of `now`, as an ISO instant. */
function istDayStart(now: number): string {
  const istMidnight = Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(istMidnight - IST_OFFSET_MS).toISOString();
}

/** Orders the customer (account, or the same phone) placed by COD since `since` and still standing: not cancelled, closed or expired. */
const STANDING_COD = sql`payment_method = 'cod' and order_status not in ('cancelled', 'wrong order') and coalesce(cod_confirmation_status, '') != 'expired'`;

/** The statement (exported for the bench, which times it at 100,000 past orders). */
export function riskStatement(prospect: Prospect, now = Date.now()) {
  const { userId, pincode, phoneKey, addressKey, ipHash, deviceHash } = prospect;
  const nowIso = new Date(now).toISOString();
  const dayAgo = new Date(now - DAY_MS).toISOString();
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const today = istDayStart(now);
  const district = pincodeDistrict(pincode);
  return sql`with
    own as (select
        coalesce(sum(payment_method = 'cod' and (order_status in ('delivered', 'returned') or cod_confirmation_status = 'expired')), 0) as ownCodDecided,
        coalesce(sum(payment_method = 'cod' and (order_status = 'returned' or cod_confirmation_status = 'expired')), 0) as ownCodRefused,
        coalesce(sum(payment_status = 'verified' or order_status = 'delivered'), 0) as paidOrders,
        avg(case when payment_status = 'verified' or order_status = 'delivered' then bill_paise end) as paidAveragePaise
      from orders where user_id = ${userId}),
    pin as (select count(*) as pincodeDecided, coalesce(sum(order_status = 'returned'), 0) as pincodeReturned
      from (select order_status from orders where pincode = ${pincode} and payment_method = 'cod' and order_status in ('delivered', 'returned') limit ${AREA_SAMPLE})),
    dist as (select count(*) as districtDecided, coalesce(sum(order_status = 'returned'), 0) as districtReturned
      from (select order_status from orders where pincode >= ${`${district}000`} and pincode <= ${`${district}999`} and payment_method = 'cod'
        and order_status in ('delivered', 'returned') limit ${AREA_SAMPLE})),
    standing as (select coalesce(sum(created_at >= ${today}), 0) as dayOrders, count(*) as weekOrders,
        coalesce(sum(case when created_at >= ${today} then bill_paise end), 0) as dayPaise, coalesce(sum(bill_paise), 0) as weekPaise
      from (select id, created_at, bill_paise from orders where user_id = ${userId} and created_at >= ${weekAgo} and ${STANDING_COD}
        union select id, created_at, bill_paise from orders where phone_key = ${phoneKey} and created_at >= ${weekAgo} and ${STANDING_COD}))
    select own.*, pin.*, dist.*, standing.*,
      (select (julianday(${nowIso}) - julianday(created_at)) * 24 from users where id = ${userId}) as accountAgeHours,
      (select count(*) from orders where phone_key = ${phoneKey} and created_at >= ${dayAgo}) as phoneDay,
      (select count(*) from orders where address_key = ${addressKey} and created_at >= ${dayAgo}) as addressDay,
      (select count(*) from orders where client_ip_hash = ${ipHash} and created_at >= ${dayAgo}) as ipDay,
      (select count(*) from orders where device_hash = ${deviceHash} and created_at >= ${dayAgo}) as deviceDay,
      (select count(distinct user_id) from orders where phone_key = ${phoneKey} and user_id != ${userId}) as phoneOtherAccounts,
      (select count(distinct user_id) from orders where address_key = ${addressKey} and user_id != ${userId}) as addressOtherAccounts,
      exists(select 1 from cod_blocks where kind = 'phone' and value = ${phoneKey}) or exists(select 1 from cod_blocks where kind = 'address' and value = ${addressKey}) as blocked,
      r.confirm_hours as confirmHours, r.refuse_score as refuseScore, r.advance_score as advanceScore, r.advance_kind as advanceKind,
      r.advance_fixed_paise as advanceFixedPaise, r.day_max_orders as dayMaxOrders, r.week_max_orders as weekMaxOrders,
      r.day_max_paise as dayMaxPaise, r.week_max_paise as weekMaxPaise, r.prepaid_discount_basis_points as prepaidDiscountBasisPoints,
      r.id as rulesRow
    from own, pin, dist, standing left join cod_rules r on r.id = 1`;
}

const num = (value: unknown) => Number(value ?? 0);
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function rulesOf(row: Row): CodRules {
  if (row.rulesRow === null || row.rulesRow === undefined) return DEFAULT_COD_RULES;
  return {
    confirmHours: num(row.confirmHours),
    refuseScore: numOrNull(row.refuseScore),
    advanceScore: numOrNull(row.advanceScore),
    advanceKind: row.advanceKind === "fixed" ? "fixed" : "delivery-fee",
    advanceFixedPaise: num(row.advanceFixedPaise),
    dayMaxOrders: numOrNull(row.dayMaxOrders),
    weekMaxOrders: numOrNull(row.weekMaxOrders),
    dayMaxPaise: numOrNull(row.dayMaxPaise),
    weekMaxPaise: numOrNull(row.weekMaxPaise),
    prepaidDiscountBasisPoints: num(row.prepaidDiscountBasisPoints),
  };
}

/** The statement's one row read as signals, limits usage, the block and the rules. */
export function riskFactsOf(row: Row): RiskFacts {
  const signals: RiskSignals = {
    ownCodDecided: num(row.ownCodDecided),
    ownCodRefused: num(row.ownCodRefused),
    accountAgeHours: Math.max(0, num(row.accountAgeHours)),
    paidOrders: num(row.paidOrders),
    paidAveragePaise: numOrNull(row.paidAveragePaise),
    pincodeDecided: num(row.pincodeDecided),
    pincodeReturned: num(row.pincodeReturned),
    districtDecided: num(row.districtDecided),
    districtReturned: num(row.districtReturned),
    phoneDay: num(row.phoneDay),
    addressDay: num(row.addressDay),
    ipDay: num(row.ipDay),
    deviceDay: num(row.deviceDay),
    phoneOtherAccounts: num(row.phoneOtherAccounts),
    addressOtherAccounts: num(row.addressOtherAccounts),
  };
  const usage: CodUsage = { dayOrders: num(row.dayOrders), weekOrders: num(row.weekOrders), dayPaise: num(row.dayPaise), weekPaise: num(row.weekPaise) };
  return { signals, usage, blocked: num(row.blocked) === 1, rules: rulesOf(row) };
}

/** Runs the statement: one D1 round trip. */
export async function readRiskFacts(db: Db, prospect: Prospect, now = Date.now()): Promise<RiskFacts> {
  const [row] = await db.all<Row>(riskStatement(prospect, now));
  return riskFactsOf(row);
}
