/**
 * Issue 32 (item 3): the advance on a risky cash-on-delivery order. The owner's rules (../../cod) decide at checkout
 * that a COD order needs part of its bill paid by UPI first (orders.advance_paise > 0); the customer pays it from the
 * order's payment step and reports its UTR, an admin verifies it from the bank statement like any UPI payment, the
 * order ships only once it is verified, and the courier collects the rest in cash.
 *
 * No column of its own: the advance's state is read from the order's payment columns, which keep their meaning
 * (the order stays "cod" until the cash is collected, so the sales rule and every COD rule hold unchanged):
 *   - transaction_id: the advance's UTR once the customer reported it (or the bank line's, when verified from it);
 *   - amount_paid_paise: 0 until the advance is verified, then what the bank received for it, and advance + cash
 *     once the courier collects the rest.
 * Zod-free and browser-safe: the status table (./status.ts), the pages and the server read the same words.
 */
// With its extension: tables.ts (loaded by drizzle-kit and Node scripts) imports the status table, which imports this.
import { paiseToRupees, rupeesToPaise } from "../../../shared/money.ts";

export const ADVANCE_STATUSES = ["due", "reported", "verified"] as const;
export type AdvanceStatus = (typeof ADVANCE_STATUSES)[number];

/** The order object's `advance` (API.md 3.7, additive): null when the order needs none. `amount` in rupees. */
export type AdvanceView = { amount: number; status: AdvanceStatus } | null;

/** What the advance's state is read from: the order's columns (paise). */
export type AdvanceColumns = { paymentMethod: "upi" | "cod"; advancePaise: number; transactionId: string | null; amountPaidPaise: number };

/** The advance's state from the order's columns, or null when the order has none (not COD, or no advance asked). */
export function advanceStatusOf(row: AdvanceColumns): AdvanceStatus | null {
  if (row.paymentMethod !== "cod" || row.advancePaise <= 0) return null;
  if (row.amountPaidPaise > 0) return "verified";
  return row.transactionId ? "reported" : "due";
}

/** The 409 messages of shipping a COD order whose advance is not verified yet (the ship transition's hold). */
export const ADVANCE_DUE_SHIP_MESSAGE = "This cash-on-delivery order needs its advance paid by UPI first and cannot be shipped until the advance is verified";
export const ADVANCE_REPORTED_SHIP_MESSAGE =
  "This cash-on-delivery order's advance has been reported but not verified yet: verify it from the bank statement before shipping";

/** The hold on shipping an order with an advance: null once it is verified (or when there is none). */
export function advanceShipHold(status: AdvanceStatus | null | undefined): string | null {
  return status === "due" ? ADVANCE_DUE_SHIP_MESSAGE : status === "reported" ? ADVANCE_REPORTED_SHIP_MESSAGE : null;
}

/** The hold on verifying an advance nobody reported: only a bank statement line (the Payments page) can stand for the report. */
export const ADVANCE_NOT_REPORTED_MESSAGE =
  "No advance has been reported for this order yet: verify it from its bank statement line on the Payments page, or wait for the customer's UTR";

/**
 * The cash the courier collects for a COD order as the pages and mails read it (rupees): the bill less what is
 * already paid (a verified advance; nothing on any other COD order). The "collect" transition compares the cash typed
 * with this (../transitions.ts).
 */
export function cashToCollect(order: { bill: number; amountPaid: number }): number {
  return paiseToRupees(rupeesToPaise(order.bill) - rupeesToPaise(order.amountPaid));
}
