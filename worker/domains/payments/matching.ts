/**
 * The matcher (issue 16): what the stored bank credits say about the orders, computed in SQL over the tables on
 * every read, so it always reflects the latest import and the latest order changes and never loads the orders into
 * memory. The statuses and what they mean are in worker/domains/payments/shared/matching.ts.
 *
 * A credit belongs to an order by reference when it carries the UPI reference the customer reported, or when an admin
 * verified the order with it (orders.payment_credit_id); by the reported reference only within the shop's date window
 * (default 7 days either side of the order's day) and only the first such credit: a second one is a duplicate for a
 * person to decide, and a credit the bank reversed pays nothing (issue 29). A credit that belongs to no order by
 * reference is suggested for the unpaid or reported orders of exactly its amount placed within 2 days of it, or else
 * it is an unmatched credit. A reported (done) payment that no credit carries, reported before the last complete day
 * of a statement that covers its order's day, is not in the statement.
 */
import { sql, type SQL } from "drizzle-orm";
import { transitionStatePairs, type OrderState, type OrderStatus, type PaymentStatus } from "../orders/shared/status";
import { MATCH_STATUSES, type MatchStatus, type PaymentCheck, type PaymentSummary } from "./shared/matching";
import type { Db } from "../../../db/client";
import type { ServiceContext } from "../../http/context";

/** The order side of a match as the matcher reads it (paise); worker/domains/payments/views.ts makes the contract's. */
export type MatchOrder = {
  id: string;
  name: string;
  billPaise: number;
  amountPaidPaise: number;
  transactionId: string | null;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  createdAt: string;
  /** Accepted beyond the bill, owed back (issue 29). */
  refundDuePaise: number;
  /** Issue 32: a COD order's advance by UPI (0: none); a credit pays it instead of the bill. */
  paymentMethod: "upi" | "cod";
  advancePaise: number;
};

/** A stored bank credit (paise, its IST day). */
export type MatchCredit = {
  id: string;
  day: string;
  amountPaise: number;
  narration: string;
  reference: string;
  utr: string | null;
  payerName: string | null;
  statementId: string;
};

/** One finding of the matcher, in paise: what PaymentMatchView (shared/matching.ts) shows in rupees. */
export type PaymentMatch = {
  status: MatchStatus;
  order: MatchOrder | null;
  credit: MatchCredit | null;
  /** Credit minus bill, for reference matches; null otherwise. */
  differencePaise: number | null;
  candidates: MatchOrder[];
};

/** Orders placed this close to a credit's day (either side, in IST calendar days) may be what it pays. */
export const SUGGESTION_WINDOW_DAYS = 2;

/** The IST calendar day of an ISO timestamp column, as the statements date their lines. */
const istDay = (column: SQL) => sql`date(${column}, '+330 minutes')`;

/** `(o.payment_status, o.order_status)` is one of these states. */
function stateIn(states: OrderState[]): SQL {
  if (states.length === 0) return sql`0`;
  const rows = states.map((s) => sql`(${s.paymentStatus}, ${s.orderStatus})`);
  return sql`(o.payment_status, o.order_status) in (values ${sql.join(rows, sql`, `)})`;
}

/** States a statement credit can settle: those "verify" (a reported payment) or "receive" (an unreported one) start from. */
const settleableStates = () => [...transitionStatePairs("verify"), ...transitionStatePairs("receive")].map((pair) => pair.from);
/** States of a reported payment waiting for verification: those "verify" starts from. */
const reportedStates = () => transitionStatePairs("verify").map((pair) => pair.from);

/**
 * What a credit for this order should carry: the bill, or (issue 32) a COD order's advance by UPI, the only part of
 * such an order paid into the bank (the rest is cash to the courier).
 */
export const expectedPaise = (alias: string) => sql.raw(`iif(${alias}.payment_method = 'cod' and ${alias}.advance_paise > 0, ${alias}.advance_paise, ${alias}.bill_paise)`);

/**
 * Issue 32: a COD order whose advance is due or reported (not verified, not shipped): a credit may settle it
 * ("verify-advance"), and a reported one may be missing from the statement. Read from the payment columns as
 * ../orders/shared/advance.ts reads them.
 */
const advanceOpen = (alias: string) =>
  sql.raw(`(${alias}.payment_status = 'cod' and ${alias}.order_status = 'not yet delivered' and ${alias}.advance_paise > 0 and ${alias}.amount_paid_paise = 0)`);

/** matched / short / over from a credit's amount against the bill: the one place that compares them. */
export const referenceStatus = (creditPaise: SQL, billPaise: SQL) =>
  sql`case when ${creditPaise} = ${billPaise} then 'matched' when ${creditPaise} < ${billPaise} then 'short' else 'over' end`;

/** Days either side of an order's day in which a credit pays it by reference: the shop's setting (issue 29), default 7. */
const matchWindow = sql`(select coalesce((select statement_match_window_days from shop_settings where id = 1), 7))`;

/**
 * A reported payment may be called "not in statement" only when a statement covers the order's day and its last
 * complete day comes after the report (issue 29, finding 5): a statement's last day may have been cut off by the
 * export, so the days before it are its complete ones. The report's time is its "pay" event (else the order's).
 */
const reportedBeforeLastCompleteDay = (orderAlias: string) => {
  const o = sql.raw(orderAlias);
  const reportedAt = sql`coalesce((select max(ev.created_at) from order_events ev where ev.order_id = ${o}.id and ev.transition in ('pay', 'pay-advance')), ${o}.created_at)`;
  return sql`exists (select 1 from bank_statements s
    where ${istDay(sql`${o}.created_at`)} >= s.from_day and ${istDay(reportedAt)} < s.to_day)`;
};

/**
 * Every match as rows (status, sort_day, credit_id, order_id, difference_paise, candidate_ids JSON): one CTE the
 * list, the counts, the order checks and the bulk verification read alike.
 *  - reversed: the n-th reversal of a reference cancels its n-th credit; such a credit pays nothing and is shown
 *    with the order it was verified on, or that reported its reference;
 *  - a reference pair: the first live credit carrying an unverified order's reported reference within the date
 *    window, or the credit an admin verified it with;
 *  - duplicate: any other live credit with that reference in the window, for a person to decide;
 *  - the rest are free (suggested or unmatched), and unpaired reported orders may be not in the statement.
 */
export function matchEntries(): SQL {
  const windowStart = sql`strftime('%Y-%m-%dT%H:%M:%fZ', f.day, ${`-${SUGGESTION_WINDOW_DAYS} days`}, '-330 minutes')`;
  const windowEnd = sql`strftime('%Y-%m-%dT%H:%M:%fZ', f.day, ${`+${SUGGESTION_WINDOW_DAYS + 1} days`}, '-330 minutes')`;
  return sql`
    ranked as (
      select c.id, c.utr, c.day, row_number() over (partition by c.utr order by c.day, c.id) rn,
        (select count(*) from bank_reversals r where r.utr = c.utr) revs
      from bank_credits c where c.utr is not null
    ),
    reversed (credit_id) as (select id from ranked where rn <= revs),
    utr_pairs (credit_id, order_id, k) as (
      select l.id, o.id, row_number() over (partition by o.id order by l.day, l.id)
      from ranked l join orders o on o.transaction_id = l.utr
      where l.rn > l.revs and abs(julianday(l.day) - julianday(${istDay(sql`o.created_at`)})) <= ${matchWindow}
    ),
    ref (credit_id, order_id) as (
      select u.credit_id, u.order_id from utr_pairs u join orders o on o.id = u.order_id where u.k = 1 and o.payment_credit_id is null
      union
      select o.payment_credit_id, o.id from orders o
      where o.payment_credit_id is not null and o.payment_credit_id not in (select credit_id from reversed)
    ),
    dup (credit_id, order_id) as (
      select credit_id, order_id from utr_pairs where credit_id not in (select credit_id from ref)
    ),
    rev (credit_id, order_id) as (
      select r.credit_id, coalesce((select o.id from orders o where o.payment_credit_id = r.credit_id),
        (select o.id from orders o join bank_credits c on c.id = r.credit_id where o.transaction_id = c.utr))
      from reversed r
    ),
    paired (order_id) as (
      select order_id from ref union select order_id from dup union select order_id from rev where order_id is not null
    ),
    free as (
      select c.id, c.day, c.amount_paise from bank_credits c
      where c.id not in (select credit_id from ref) and c.id not in (select credit_id from dup) and c.id not in (select credit_id from reversed)
    ),
    cand (credit_id, order_id) as (
      select f.id, o.id from free f
      join orders o on o.bill_paise = f.amount_paise and o.created_at >= ${windowStart} and o.created_at < ${windowEnd}
      where ${stateIn(settleableStates())} and o.id not in (select order_id from paired)
      union
      select f.id, o.id from free f
      join orders o on o.payment_status = 'cod' and o.order_status = 'not yet delivered' and o.created_at >= ${windowStart} and o.created_at < ${windowEnd}
      where o.advance_paise = f.amount_paise and ${advanceOpen("o")} and o.id not in (select order_id from paired)
    ),
    entries (status, sort_day, credit_id, order_id, difference_paise, candidate_ids) as (
      select ${referenceStatus(sql`c.amount_paise`, expectedPaise("o"))}, c.day, c.id, o.id, c.amount_paise - ${expectedPaise("o")}, '[]'
        from ref join bank_credits c on c.id = ref.credit_id join orders o on o.id = ref.order_id
      union all
      select 'duplicate', c.day, c.id, o.id, c.amount_paise - ${expectedPaise("o")}, '[]'
        from dup join bank_credits c on c.id = dup.credit_id join orders o on o.id = dup.order_id
      union all
      select 'reversed', c.day, c.id, rev.order_id, null, '[]' from rev join bank_credits c on c.id = rev.credit_id
      union all
      select iif(n.total > 0, 'suggested', 'unmatched_credit'), f.day, f.id, iif(n.total = 1, n.first_id, null), null, n.ids
        from free f
        join (select f2.id credit_id, count(cand.order_id) total, min(cand.order_id) first_id,
                json_group_array(cand.order_id) filter (where cand.order_id is not null) ids
              from free f2 left join cand on cand.credit_id = f2.id group by f2.id) n on n.credit_id = f.id
      union all
      select 'not_in_statement', ${istDay(sql`o.created_at`)}, null, o.id, null, '[]'
        from orders o
        where (${stateIn(reportedStates())} or ${advanceOpen("o")}) and o.transaction_id is not null and o.id not in (select order_id from paired)
          and ${reportedBeforeLastCompleteDay("o")}
    )`;
}

const ORDER_JSON = (alias: string) =>
  sql.raw(`json_object('id', ${alias}.id, 'name', ${alias}.name, 'billPaise', ${alias}.bill_paise, 'amountPaidPaise', ${alias}.amount_paid_paise,
    'transactionId', ${alias}.transaction_id, 'paymentStatus', ${alias}.payment_status, 'orderStatus', ${alias}.order_status, 'createdAt', ${alias}.created_at,
    'refundDuePaise', ${alias}.refund_due_paise, 'paymentMethod', ${alias}.payment_method, 'advancePaise', ${alias}.advance_paise)`);

type MatchRow = {
  status: MatchStatus;
  differencePaise: number | null;
  orderJson: string | null;
  creditId: string | null;
  day: string | null;
  amountPaise: number | null;
  narration: string | null;
  reference: string | null;
  utr: string | null;
  payerName: string | null;
  statementId: string | null;
  candidatesJson: string;
};

function toMatch(row: MatchRow): PaymentMatch {
  const credit: MatchCredit | null = row.creditId
    ? {
        id: row.creditId,
        day: row.day!,
        amountPaise: row.amountPaise!,
        narration: row.narration!,
        reference: row.reference!,
        utr: row.utr,
        payerName: row.payerName,
        statementId: row.statementId!,
      }
    : null;
  return {
    status: row.status,
    order: row.orderJson ? (JSON.parse(row.orderJson) as MatchOrder) : null,
    credit,
    differencePaise: row.differencePaise,
    candidates: row.status === "suggested" ? (JSON.parse(row.candidatesJson) as MatchOrder[]) : [],
  };
}

/** One page of the matches, of one status or of all, newest statement day first. */
export async function listMatches(
  ctx: Pick<ServiceContext, "db">,
  query: { status?: MatchStatus; page: number; pageSize: number },
): Promise<{ matches: PaymentMatch[]; total: number }> {
  const status = query.status ?? null;
  const where = sql`(${status} is null or e.status = ${status})`;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.all<MatchRow>(sql`with ${matchEntries()}
      select e.status, e.difference_paise as differencePaise,
        iif(o.id is null, null, ${ORDER_JSON("o")}) as orderJson,
        c.id as creditId, c.day, c.amount_paise as amountPaise, c.narration, c.reference, c.utr, c.payer_name as payerName,
        c.statement_id as statementId,
        (select json_group_array(json(${ORDER_JSON("co")})) from json_each(e.candidate_ids) j join orders co on co.id = j.value) as candidatesJson
      from entries e left join bank_credits c on c.id = e.credit_id left join orders o on o.id = e.order_id
      where ${where}
      order by e.sort_day desc, coalesce(e.credit_id, e.order_id) desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    ctx.db.all<{ total: number }>(sql`with ${matchEntries()} select count(*) as total from entries e where ${where}`),
  ]);
  return { matches: rows.map(toMatch), total };
}

/** The counts per status and what the imported statements cover. */
export async function paymentSummary(ctx: Pick<ServiceContext, "db">): Promise<PaymentSummary> {
  const [counted, [facts]] = await Promise.all([
    ctx.db.all<{ status: MatchStatus; total: number; verifiable: number }>(sql`with ${matchEntries()}
      select e.status, count(*) as total,
        sum(e.status = 'matched' and ${stateIn(reportedStates())}) as verifiable
      from entries e left join orders o on o.id = e.order_id group by e.status`),
    ctx.db.all<{ statements: number; credits: number; coveredFrom: string | null; coveredTo: string | null; autoVerify: number | null; matchWindowDays: number }>(sql`
      select (select count(*) from bank_statements) as statements, (select count(*) from bank_credits) as credits,
        (select min(from_day) from bank_statements) as coveredFrom, (select max(to_day) from bank_statements) as coveredTo,
        (select auto_verify_statement_matches from shop_settings where id = 1) as autoVerify, ${matchWindow} as matchWindowDays`),
  ]);
  const counts = Object.fromEntries(MATCH_STATUSES.map((status) => [status, 0])) as Record<MatchStatus, number>;
  let verifiable = 0;
  for (const row of counted) {
    counts[row.status] = row.total;
    verifiable += row.verifiable ?? 0;
  }
  return {
    counts,
    verifiable,
    statements: facts.statements,
    credits: facts.credits,
    coveredFrom: facts.coveredFrom,
    coveredTo: facts.coveredTo,
    autoVerify: facts.autoVerify === 1,
    matchWindowDays: facts.matchWindowDays,
  };
}

/**
 * The statement check of many orders' reported payments, for the order lists and cards: one statement for up to
 * 90 orders (the callers chunk). Orders with no reported payment have no entry. A reversed credit outranks
 * everything (the order may already be verified on it), then the order's own match, then a second credit of its
 * reference, then "not in statement".
 */
export function paymentChecksStatement(db: Db, orderIds: string[]) {
  // The ids travel as one JSON parameter: the matcher's CTE binds its own (D1 allows 100 per statement).
  const ids = sql`select value from json_each(${JSON.stringify(orderIds)})`;
  // The entries are read once and ranked per order (a correlated subquery could evaluate the CTE per order).
  return db.all<{ id: string; check: PaymentCheck }>(sql`with ${matchEntries()},
    picked as (
      select e.order_id, e.status, row_number() over (partition by e.order_id
          order by case e.status when 'reversed' then 0 when 'duplicate' then 2 when 'not_in_statement' then 3 else 1 end) k
      from entries e
      where e.order_id in (${ids}) and e.status in ('reversed', 'matched', 'short', 'over', 'duplicate', 'not_in_statement')
    )
    select o.id, coalesce(p.status, 'unchecked') as "check"
    from orders o left join picked p on p.order_id = o.id and p.k = 1
    where o.id in (${ids}) and (o.transaction_id is not null or o.payment_credit_id is not null)`);
}
