/**
 * What the shop finds when it compares the bank statement with the orders (issue 16): the match statuses, what each
 * means, and which of them an admin may act on. The matcher (worker/domains/payments/matching.ts) computes them in
 * SQL; the payments page, the admin order list and the customer's order card draw from these definitions.
 */
import type { AdvanceView, OrderStatus, PaymentStatus } from "../../orders/shared/status";

export const MATCH_STATUSES = ["matched", "short", "over", "suggested", "not_in_statement", "unmatched_credit", "reversed", "duplicate"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export function isMatchStatus(value: unknown): value is MatchStatus {
  return MATCH_STATUSES.includes(value as MatchStatus);
}

export const MATCH_STATUS_INFO: Record<MatchStatus, { label: string; meaning: string }> = {
  matched: { label: "Matched", meaning: "A credit carries the order's UPI reference and exactly its bill." },
  short: { label: "Short", meaning: "A credit carries the order's UPI reference but less than its bill." },
  over: { label: "Over", meaning: "A credit carries the order's UPI reference but more than its bill." },
  suggested: {
    label: "Suggested",
    meaning: "A credit that no order reported, of exactly the bill of an unpaid or reported order placed within 2 days of it.",
  },
  not_in_statement: {
    label: "Not in statement",
    meaning: "A payment reported on a day the imported statements cover whose reference is in none of them: likely fake.",
  },
  unmatched_credit: { label: "Unmatched credit", meaning: "Money received that belongs to no order." },
  reversed: {
    label: "Taken back by the bank",
    meaning: "The bank reversed this payment later in the statement: the money is not in the account. An order already verified on it needs checking.",
  },
  duplicate: {
    label: "Same reference twice",
    meaning: "A second credit carries a UPI reference another credit already pays: check it with the bank, then decide which order it pays or whether it is owed back.",
  },
};

/** A credit found by reference but of another amount is verified only when the admin confirms the difference. */
export function matchNeedsConfirmation(status: MatchStatus): boolean {
  return status === "short" || status === "over";
}

/**
 * How a reported payment stands against the imported statements, on the admin's order list and the order card:
 * "unchecked" while no imported statement covers the order's day; null when no payment has been reported.
 */
export type PaymentCheck = "matched" | "short" | "over" | "not_in_statement" | "unchecked" | "reversed" | "duplicate";

export const PAYMENT_CHECK_LABELS: Record<PaymentCheck, string> = {
  matched: "Matched in bank statement",
  short: "Short in bank statement",
  over: "Over in bank statement",
  not_in_statement: "Not in bank statement",
  unchecked: "Not yet checked",
  reversed: "Payment taken back by the bank",
  duplicate: "Reference twice in bank statement",
};

/** One bank credit as the payments page and API show it (rupees, day as YYYY-MM-DD). */
export type BankCreditView = {
  _id: string;
  date: string;
  amount: number;
  narration: string;
  reference: string;
  upiReference: string | null;
  payerName: string | null;
  statementId: string;
};

/** The order side of a match: enough to recognise it and act on it. */
export type MatchOrderView = {
  _id: string;
  name: string;
  bill: number;
  amountPaid: number;
  transactionId: string | null;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  createdAt: string;
  /** Received beyond the bill and owed back to the customer, in rupees (0 when nothing is owed; issue 29). */
  refundDue: number;
  /**
   * Issue 32: a COD order's advance by UPI, as the order object has it (null: none). A credit pays such an order's
   * advance: it is compared with the advance, not the bill, and settled by the "verify-advance" transition.
   */
  advance: AdvanceView;
};

export type PaymentMatchView = {
  status: MatchStatus;
  /** The order (matched, short, over, duplicate, not in statement; a reversed credit's order; a suggestion with one candidate), else null. */
  order: MatchOrderView | null;
  /** The credit (every status but not in statement), else null. */
  credit: BankCreditView | null;
  /** Credit minus bill in rupees (negative: short), for reference matches; null otherwise. */
  difference: number | null;
  /** A suggestion's candidate orders (one or several); empty for other statuses. */
  candidates: MatchOrderView[];
};

export type PaymentSummary = {
  counts: Record<MatchStatus, number>;
  /** Exact matches whose orders still wait for verification: what "Verify all matched" would verify. */
  verifiable: number;
  statements: number;
  credits: number;
  /** The first and last day any imported statement covers, or null before the first import. */
  coveredFrom: string | null;
  coveredTo: string | null;
  autoVerify: boolean;
  /** Days either side of an order's day in which a credit pays it by reference (issue 29). */
  matchWindowDays: number;
};

export type StatementImportView = {
  _id: string;
  fileName: string;
  format: string;
  lines: number;
  credits: number;
  duplicates: number;
  from: string;
  to: string;
  createdAt: string;
};
