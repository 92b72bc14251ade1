/**
 * Issue 32's proof, with real local D1: a generated month of orders (./month-generator.ts: genuine customers and the
 * four patterns the issue names) replayed in time order through the REAL decision: `assessCod` (the one scoring
 * statement, the weights table, `decideCod`) called at each order's own instant, so every score is computed from
 * the history before it. Each order is then written with the columns the placement writes (keys, score, reasons,
 * cod_rule, advance), and its outcome lands when the month would know it: a parcel delivered 2-5 days later, a
 * refused one back at the shop 5-8 days later, an unconfirmed order (or an advance never paid) expired after the
 * owner's confirmation window. What shoppers do when the rules answer:
 * - a genuine customer refused COD pays by UPI instead; asked for an advance, pays it and takes the parcel;
 * - a pattern's order refused COD is abandoned (no order: the placement answers 400); asked for an advance, never
 *   pays it (the order expires unconfirmed, which the statement then counts as a refusal).
 * "Held back" = refused COD (refused-score, -limit, -blocked) or asked for an advance.
 * The figures are printed (run with `--silent=false` to see them when the test passes).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { env, testDb } from "../helpers/api";
import { assessCod } from "../../worker/domains/cod/assess";
import { addressKey, phoneKey } from "../../worker/domains/cod/shared/keys";
import { isRefused, type CodRule } from "../../worker/domains/cod/shared/decision";
import { generateMonth, type GeneratedOrder, type Pattern } from "./month-generator";
import type { ServiceContext } from "../../worker/http/context";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DELIVERY_FEE_PAISE = 4000;
const COD_FEE_PAISE = 2000;

/**
 * The owner's rules, as a small shop would set them: COD refused from a score of 60 (a refusal on record with
 * another sign, several accounts on one phone, a burst), an advance of the delivery and COD fees from 35 (a new
 * account in a high-RTO pincode, one past refusal); at most 3 COD orders a day and 6 a week per customer (account
 * or phone); no value limit (a family's monthly groceries vary); confirmation within 24 hours.
 */
const RULES = { confirm_hours: 24, refuse_score: 60, advance_score: 35, advance_kind: "delivery-fee", day_max_orders: 3, week_max_orders: 6 };

type Event = { due: number; sql: string; binds: (string | number)[] };
type Outcome = { order: GeneratedOrder; codRule: CodRule; score: number; reasons: string[]; placedAs: "cod" | "upi" | "abandoned" };

const iso = (ms: number) => new Date(ms).toISOString();

async function insertAccounts(month: ReturnType<typeof generateMonth>) {
  const statements = month.accounts.map((a) =>
    env.DB.prepare(
      "insert into users (id, name, phone_number, email_address, password_hash, door_no, street, city, pincode, state, created_at, updated_at) values (?, ?, ?, ?, 'x', ?, ?, 'Guntur', ?, 'Andhra Pradesh', ?, ?)",
    ).bind(a.id, a.name, a.phone, `${a.id}@example.com`, a.address.doorNo, a.address.street, a.address.pincode, iso(a.createdAt), iso(a.createdAt)),
  );
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
}

/** The shop's past (before the month and before any rule): orders whose outcome is known, keyed as the placement keys them. */
async function insertPast(month: ReturnType<typeof generateMonth>) {
  const statements = month.past.map((o, n) =>
    env.DB.prepare(
      `insert into orders (id, user_id, name, email_address, phone_number, door_no, street, city, pincode, state, bill_paise, payment_method, payment_status,
        order_status, phone_key, address_key, created_at, updated_at)
       values (?, ?, 'Shopper', 'shopper@example.com', ?, ?, ?, 'Guntur', ?, 'Andhra Pradesh', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      `GP${String(n).padStart(6, "0")}`, o.accountId, o.phone, o.address.doorNo, o.address.street, o.address.pincode, o.billPaise, o.method,
      o.outcome === "returned" ? "nopayment" : "verified", o.outcome, phoneKey(o.phone), addressKey(o.address), iso(o.at), iso(o.at),
    ),
  );
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
}

/** The month replayed: every order decided by the real rules from the history before it. */
async function replay(month: ReturnType<typeof generateMonth>): Promise<Outcome[]> {
  const db = testDb();
  const events: Event[] = [];
  const outcomes: Outcome[] = [];
  const later = (due: number, sql: string, ...binds: (string | number)[]) => events.push({ due, sql, binds });
  const applyUpTo = async (now: number) => {
    events.sort((a, b) => a.due - b.due);
    while (events.length && events[0].due <= now) {
      const event = events.shift()!;
      await env.DB.prepare(event.sql).bind(...event.binds).run();
    }
  };
  let seq = 0;
  for (const order of month.orders) {
    await applyUpTo(order.at);
    const ctx = { db, env: env as unknown as ServiceContext["env"], ip: order.ip, device: order.device };
    const itemsPaise = order.itemsPaise;
    const bill = { totalPaise: itemsPaise + DELIVERY_FEE_PAISE + COD_FEE_PAISE, deliveryFeePaise: DELIVERY_FEE_PAISE, codFeePaise: COD_FEE_PAISE };
    const { keys, risk, decision } = await assessCod(ctx, { userId: order.accountId, phone: order.phone, address: order.address }, bill, order.at);
    const refused = isRefused(decision.codRule);
    const placedAs = order.madeToComeBack ? (refused ? "abandoned" : "cod") : order.wants === "upi" || refused ? "upi" : "cod";
    outcomes.push({ order, codRule: decision.codRule, score: risk.score, reasons: risk.reasons, placedAs });
    if (placedAs === "abandoned") continue;
    seq += 1;
    const id = `GM${String(seq).padStart(6, "0")}`;
    const cod = placedAs === "cod";
    const advance = cod && decision.codRule === "advance" ? decision.advancePaise : 0;
    await env.DB.prepare(
      `insert into orders (id, user_id, name, email_address, phone_number, door_no, street, city, pincode, state, bill_paise, payment_method, payment_status,
        order_status, cod_confirmation_status, cod_confirm_deadline, phone_key, address_key, client_ip_hash, device_hash, risk_score, risk_reasons, cod_rule,
        advance_paise, created_at, updated_at)
       values (?, ?, 'Shopper', 'shopper@example.com', ?, ?, ?, 'Guntur', ?, 'Andhra Pradesh', ?, ?, ?, 'not yet delivered', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(
        id, order.accountId, order.phone, order.address.doorNo, order.address.street, order.address.pincode, cod ? bill.totalPaise : itemsPaise + DELIVERY_FEE_PAISE,
        cod ? "cod" : "upi", cod ? "cod" : "pending", cod ? "awaiting" : null, cod ? iso(order.at + RULES.confirm_hours * HOUR) : null,
        keys.phoneKey, keys.addressKey, keys.clientIpHash, keys.deviceHash, risk.score, JSON.stringify(risk.reasons), decision.codRule, advance, iso(order.at), iso(order.at),
      )
      .run();
    scheduleOutcome(later, id, order, cod, advance);
  }
  return outcomes;
}

/** What the month does to a written order, and when: the generator's plan, bent by what the rules asked. */
function scheduleOutcome(later: (due: number, sql: string, ...binds: (string | number)[]) => void, id: string, order: GeneratedOrder, cod: boolean, advance: number) {
  const at = order.at;
  const days = (from: number, to: number) => (from + ((at / 60_000) % (to - from + 1))) * DAY;
  if (!cod) {
    later(at + days(2, 5), "update orders set payment_status = 'verified', order_status = 'delivered' where id = ?", id);
    return;
  }
  const paysAdvance = advance > 0 && !order.madeToComeBack;
  if (order.door === "never-confirms" || (advance > 0 && !paysAdvance)) {
    later(at + RULES.confirm_hours * HOUR, "update orders set cod_confirmation_status = 'expired', order_status = 'cancelled', payment_status = 'nopayment' where id = ?", id);
    return;
  }
  later(at + 2 * HOUR, "update orders set cod_confirmation_status = 'confirmed', cod_confirmed_by = 'customer', cod_confirmed_at = ? where id = ?", iso(at + 2 * HOUR), id);
  if (order.door === "refuses") later(at + days(5, 8), "update orders set order_status = 'returned', payment_status = 'nopayment' where id = ?", id);
  else later(at + days(2, 5), "update orders set payment_status = 'verified', order_status = 'delivered' where id = ?", id);
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
const heldBack = (rule: CodRule) => rule === "advance" || isRefused(rule);
const PATTERNS: Pattern[] = ["serial-refuser", "high-rto-pincode", "five-accounts", "night-burst"];

type Figures = { badHeldPct: number; genuineRefusedPct: number; genuineHeldPct: number; bad: number; genuineAccounts: number; heldByPattern: Record<string, number>; lines: string[] };

/** The issue's two figures (and the per-pattern ones, and what escaped or was refused, to read why). */
function figures(title: string, outcomes: Outcome[], start: number): Figures {
  const bad = outcomes.filter((o) => o.order.madeToComeBack);
  const badHeld = bad.filter((o) => heldBack(o.codRule));
  const lines = [`${title}: ${outcomes.length} orders, ${bad.length} made to come back (all COD)`];
  const rules = new Map<string, number>();
  for (const o of outcomes) rules.set(o.codRule, (rules.get(o.codRule) ?? 0) + 1);
  lines.push(`  decisions: ${[...rules].map(([rule, count]) => `${rule} ${count}`).join(", ")}`);
  lines.push(`  made to come back, held back (refused COD or asked for an advance): ${badHeld.length} of ${bad.length} = ${pct(badHeld.length, bad.length).toFixed(1)} %`);
  const heldByPattern: Record<string, number> = {};
  for (const pattern of PATTERNS) {
    const of = bad.filter((o) => o.order.pattern === pattern);
    const refused = of.filter((o) => isRefused(o.codRule)).length;
    const advance = of.filter((o) => o.codRule === "advance").length;
    heldByPattern[pattern] = refused + advance;
    lines.push(`    ${pattern}: ${refused + advance} of ${of.length} (${refused} refused, ${advance} advance) = ${pct(refused + advance, of.length).toFixed(1)} %`);
  }
  const genuine = outcomes.filter((o) => o.order.pattern === "genuine");
  const accounts = new Set(genuine.map((o) => o.order.accountId));
  const accountsWhere = (test: (o: Outcome) => boolean) => new Set(genuine.filter(test).map((o) => o.order.accountId)).size;
  const refusedAccounts = accountsWhere((o) => isRefused(o.codRule));
  const heldAccounts = accountsWhere((o) => heldBack(o.codRule));
  const genuineCod = genuine.filter((o) => o.order.wants === "cod");
  const genuineCodHeld = genuineCod.filter((o) => heldBack(o.codRule)).length;
  lines.push(`  genuine customers: ${accounts.size} accounts, ${genuine.length} orders (${genuineCod.length} wanting COD, ${genuineCod.filter((o) => o.order.door === "refuses").length} of them one-off refusals at the door)`);
  lines.push(`    ever refused COD (refused-*, on any order): ${refusedAccounts} = ${pct(refusedAccounts, accounts.size).toFixed(1)} % of accounts (${accountsWhere((o) => isRefused(o.codRule) && o.order.wants === "cod")} on an order they wanted to pay by COD)`);
  lines.push(`    ever refused COD or asked for an advance: ${heldAccounts} = ${pct(heldAccounts, accounts.size).toFixed(1)} % of accounts; genuine COD orders held back: ${genuineCodHeld} of ${genuineCod.length} = ${pct(genuineCodHeld, genuineCod.length).toFixed(1)} %`);
  const day = (o: Outcome) => Math.floor((o.order.at - start) / DAY);
  const escaped = bad.filter((o) => !heldBack(o.codRule)).map((o) => `${o.order.pattern}@day${day(o)}:${o.score}`);
  lines.push(`    made to come back but offered COD (pattern@day:score): ${escaped.join(", ") || "none"}`);
  const genuineHeld = genuine.filter((o) => heldBack(o.codRule)).map((o) => `${o.order.address.pincode}@day${day(o)}:${o.codRule}:${o.score} (${o.reasons.join("; ")})`);
  lines.push(`    genuine orders held back (pincode@day:rule:score (reasons)):\n      ${genuineHeld.join("\n      ") || "none"}`);
  return {
    badHeldPct: pct(badHeld.length, bad.length), genuineRefusedPct: pct(refusedAccounts, accounts.size), genuineHeldPct: pct(heldAccounts, accounts.size),
    bad: bad.length, genuineAccounts: accounts.size, heldByPattern, lines,
  };
}

/** One run of the month from a shop with no generated data: the rules, the accounts, the past (or none), the replay. */
async function runMonth(withPast: boolean) {
  await env.DB.batch([
    env.DB.prepare("delete from orders where id like 'GM%' or id like 'GP%'"), env.DB.prepare("delete from users where id like 'gen-%'"),
    env.DB.prepare("delete from cod_rules"), env.DB.prepare("delete from cod_blocks"),
  ]);
  await env.DB.prepare("insert into cod_rules (id, confirm_hours, refuse_score, advance_score, advance_kind, day_max_orders, week_max_orders, updated_at) values (1, ?, ?, ?, ?, ?, ?, ?)")
    .bind(RULES.confirm_hours, RULES.refuse_score, RULES.advance_score, RULES.advance_kind, RULES.day_max_orders, RULES.week_max_orders, new Date().toISOString())
    .run();
  const month = generateMonth();
  await insertAccounts(month);
  if (withPast) await insertPast(month);
  return { month, outcomes: await replay(month) };
}

describe("a generated month of orders (issue 32's proof)", () => {
  let trading: Figures;
  let opening: Figures;

  beforeAll(async () => {
    // The shop as it trades: the month follows its past (established customers' orders, the pincode's refusals).
    const withPast = await runMonth(true);
    trading = figures(`Generated month after the shop's past (${withPast.month.past.length} past orders)`, withPast.outcomes, withPast.month.start);
    // The same month on a shop's first day (no history at all): every pattern starts unknown.
    const fresh = await runMonth(false);
    opening = figures("The same month on an empty shop (no past)", fresh.outcomes, fresh.month.start);
    console.log([`Rules: ${JSON.stringify(RULES)}`, ...trading.lines, ...opening.lines].join("\n"));
  }, 900_000);

  it("holds back at least 80 % of the orders made to come back, and refuses COD to under 5 % of genuine customers", () => {
    expect(trading.bad).toBeGreaterThan(50);
    expect(trading.genuineAccounts).toBe(220);
    expect(trading.badHeldPct).toBeGreaterThanOrEqual(80);
    expect(trading.genuineRefusedPct).toBeLessThan(5);
    // Every pattern is caught at least in part (none is carried by the others' figures alone).
    for (const pattern of PATTERNS) expect(trading.heldByPattern[pattern], pattern).toBeGreaterThan(0);
  });

  it("on an empty shop too, refuses COD to under 5 % of genuine customers (the 80 % needs a history to learn from: printed)", () => {
    expect(opening.genuineRefusedPct).toBeLessThan(5);
    expect(opening.heldByPattern["night-burst"]).toBeGreaterThan(0);
  });
});
