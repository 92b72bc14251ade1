/**
 * Issue 32: the one place the owner's rules decide whether an order may be paid in cash on delivery: blocked phone
 * or address, then the per-customer limits, then the risk score against the refuse and advance thresholds. The
 * checkout's quote and the placement both call it (through ../assess.ts) with the figures of one SQL statement.
 * Pure and browser-safe.
 */
import type { CodRules } from "./rules";

export type CodRule = "offered" | "advance" | "refused-score" | "refused-limit" | "refused-blocked";

/** The customer's COD orders still standing (not cancelled, not expired) in this IST day and the last 7 days. */
export type CodUsage = { dayOrders: number; weekOrders: number; dayPaise: number; weekPaise: number };

/** The COD bill of the order being decided: its total, delivery and COD fees (paise). */
export type CodBill = { totalPaise: number; deliveryFeePaise: number; codFeePaise: number };

export type CodDecision = { codRule: CodRule; advancePaise: number };

/** What the shopper is told when the rules refuse COD: never the score, the limit or the block list. */
export const COD_REFUSED_MESSAGE = "Cash on delivery is not available for this order; please pay by UPI";

export function isRefused(rule: CodRule): boolean {
  return rule.startsWith("refused-");
}

function overLimit(rules: CodRules, usage: CodUsage, bill: CodBill): boolean {
  if (rules.dayMaxOrders !== null && usage.dayOrders + 1 > rules.dayMaxOrders) return true;
  if (rules.weekMaxOrders !== null && usage.weekOrders + 1 > rules.weekMaxOrders) return true;
  if (rules.dayMaxPaise !== null && usage.dayPaise + bill.totalPaise > rules.dayMaxPaise) return true;
  return rules.weekMaxPaise !== null && usage.weekPaise + bill.totalPaise > rules.weekMaxPaise;
}

/**
 * The advance: the order's delivery and COD fees (or, when delivery is free and there is no fee, the fixed amount),
 * or the fixed amount; never more than the bill.
 */
export function advanceFor(rules: CodRules, bill: CodBill): number {
  const fees = bill.deliveryFeePaise + bill.codFeePaise;
  const amount = rules.advanceKind === "fixed" || fees === 0 ? rules.advanceFixedPaise : fees;
  return Math.min(amount, bill.totalPaise);
}

export function decideCod(input: { rules: CodRules; blocked: boolean; usage: CodUsage; score: number; bill: CodBill }): CodDecision {
  const { rules, blocked, usage, score, bill } = input;
  if (blocked) return { codRule: "refused-blocked", advancePaise: 0 };
  if (overLimit(rules, usage, bill)) return { codRule: "refused-limit", advancePaise: 0 };
  if (rules.refuseScore !== null && score >= rules.refuseScore) return { codRule: "refused-score", advancePaise: 0 };
  if (rules.advanceScore !== null && score >= rules.advanceScore) return { codRule: "advance", advancePaise: advanceFor(rules, bill) };
  return { codRule: "offered", advancePaise: 0 };
}
