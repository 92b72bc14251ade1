/**
 * The rules about an order's amounts, beside the status table (./status.ts) that uses them: the ceiling of a reported
 * amount, how a payment compares with the bill (underpaid, overpaid), and the explicit confirmations an admin gives
 * before the shop accepts money that is not the bill: verifying an underpaid UPI payment, or recording cash on
 * delivery that is not the bill (issue 28: ₹0.01 collected on a ₹2,740 bill was accepted silently).
 */
// With its extension: Node scripts (the load test) load this module directly, without a bundler.
import { formatRupees, paiseToRupees, rupeesToPaise } from "../../../shared/money.ts";
import type { PaymentStatus } from "./statuses.ts";

/** What the amount rules read: the statuses, the bill and the reported amount, in paise. */
export type PaymentFacts = { paymentStatus: PaymentStatus; billPaise: number; amountPaidPaise: number };
export type PaymentMismatch = "underpaid" | "overpaid" | null;

/** A reported amount above this many times the bill is refused: it is a typo (or a lie), not a payment. */
export const MAX_PAID_TIMES_BILL = 10;

/** The largest amount a customer may report for a bill, in paise. */
export function maxReportablePaise(billPaise: number): number {
  return billPaise * MAX_PAID_TIMES_BILL;
}

/**
 * How the reported amount compares with the bill: null while no payment has been reported (payment pending)
 * or when it equals the bill to the paisa.
 */
export function paymentMismatch(facts: PaymentFacts): PaymentMismatch {
  // Cash on delivery before the courier collects is no payment reported either: nothing to compare yet.
  if (facts.paymentStatus === "pending" || facts.paymentStatus === "cod" || facts.amountPaidPaise === facts.billPaise) return null;
  return facts.amountPaidPaise < facts.billPaise ? "underpaid" : "overpaid";
}

/** The same facts from an order as the API and the pages carry it (rupees). */
export function paymentFactsOf(order: { paymentStatus: PaymentStatus; bill: number; amountPaid: number }): PaymentFacts {
  return { paymentStatus: order.paymentStatus, billPaise: rupeesToPaise(order.bill), amountPaidPaise: rupeesToPaise(order.amountPaid) };
}

/** "underpaid by ₹220 (₹200 paid of a bill of ₹420)", or null when the amount matches or nothing was reported. */
export function describeMismatch(facts: PaymentFacts): string | null {
  const mismatch = paymentMismatch(facts);
  if (!mismatch) return null;
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  const difference = rupees(Math.abs(facts.billPaise - facts.amountPaidPaise));
  const amounts = `${rupees(facts.amountPaidPaise)} paid of a bill of ${rupees(facts.billPaise)}`;
  return `${mismatch} by ${difference} (${amounts})`;
}

/** The mismatch as a sentence that starts a line: "Underpaid by ₹220 (₹200 paid of a bill of ₹420)". */
export function mismatchNotice(facts: PaymentFacts): string | null {
  const text = describeMismatch(facts);
  return text && text[0].toUpperCase() + text.slice(1);
}

/**
 * A transition that, for some orders, goes ahead only when the admin confirms it explicitly by sending `flag`
 * set to true (an accepted confirmation is recorded in the order's history).
 */
export type Confirmation = {
  flag: "confirmUnderpaid" | "confirmCashDifference";
  /** Why this order needs the confirmation, or null when it does not. */
  reason: (facts: PaymentFacts) => string | null;
  /** What the confirming button says. */
  confirmLabel: string;
  /** How an API client confirms, for the refusal's message. */
  howToConfirm: string;
};

export const UNDERPAID_CONFIRMATION: Confirmation = {
  flag: "confirmUnderpaid",
  // The customer may have paid part of the bill on purpose or by mistake; verifying it anyway is the admin's call.
  reason: (facts) => (paymentMismatch(facts) === "underpaid" ? `This order is ${describeMismatch(facts)}` : null),
  confirmLabel: "Verify anyway",
  howToConfirm: 'To verify it anyway, send {"paymentStatus": "verified", "confirmUnderpaid": true}.',
};

/**
 * Cash on delivery: the courier hands over what the customer paid. An amount other than the bill (a typo, short
 * change, or a courier's error) is recorded only when the admin confirms it; the facts' amount is the cash typed.
 */
export const CASH_DIFFERENCE_CONFIRMATION: Confirmation = {
  flag: "confirmCashDifference",
  reason: (facts) => {
    const mismatch = paymentMismatch(facts);
    return mismatch ? `The cash collected is not the bill: ${describeMismatch(facts)}` : null;
  },
  confirmLabel: "Record this amount anyway",
  howToConfirm: 'To record it anyway, send the same body with "confirmCashDifference": true.',
};

/**
 * Issue 32: verifying a COD order's advance with less than the advance (the facts' bill is the advance, their amount
 * what the bank received) needs the same explicit confirmation as an underpaid payment.
 */
export const ADVANCE_SHORT_CONFIRMATION: Confirmation = {
  flag: "confirmUnderpaid",
  reason: (facts) => {
    if (paymentMismatch(facts) !== "underpaid") return null;
    const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
    return `The advance is short by ${rupees(facts.billPaise - facts.amountPaidPaise)} (${rupees(facts.amountPaidPaise)} received of an advance of ${rupees(facts.billPaise)})`;
  },
  confirmLabel: "Verify anyway",
  howToConfirm: 'To verify it anyway, send the same request with "confirmUnderpaid": true.',
};
