/**
 * Issue 32 (item 4): a delivery the courier tried and could not make, and the returned parcel's courier costs. The
 * reasons' ids (what the API takes and stores) and their admin labels, the order object's `deliveryAttempts` and
 * `rtoCost` shapes, and the field names the return's form and the cost correction send, in one zod-free module the
 * admin card, the customer's page and the server all read. What a shopper reads of a reason is the "orders"
 * catalogue's (`orders.attemptReason.<id>`, English and Telugu), keyed by these ids.
 */
export const DELIVERY_FAILURE_REASONS = ["not-available", "refused", "address-not-found", "phone-unreachable", "another-day", "other"] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/** The admin's words for each reason (the admin area is English; the customer's are the catalogue's). */
export const DELIVERY_FAILURE_LABELS: Readonly<Record<DeliveryFailureReason, string>> = {
  "not-available": "Customer not available",
  refused: "Refused at the door",
  "address-not-found": "Address not found / incomplete",
  "phone-unreachable": "Phone not reachable",
  "another-day": "Customer asked for another day",
  other: "Other",
};

/** A stored reason no longer on the list (the list shrank) reads as this one. */
export const UNLISTED_REASON_READS_AS: DeliveryFailureReason = "other";

export function isDeliveryFailureReason(value: unknown): value is DeliveryFailureReason {
  return typeof value === "string" && (DELIVERY_FAILURE_REASONS as readonly string[]).includes(value);
}

/** One failed attempt as the order object says it (API additions, issue 32): `nextAttemptOn` an IST date or null, `at` ISO. */
export type DeliveryAttemptView = { reason: DeliveryFailureReason; note: string | null; nextAttemptOn: string | null; at: string };

/** A returned parcel's courier cost out and back in rupees (either null until recorded); null when neither is recorded. */
export type RtoCostView = { forward: number | null; return: number | null } | null;

/** The rupee fields of the return ("Refused at the door") and of PUT /api/order/:orderId/rto-costs. */
export const RTO_COST_FIELDS = ["rtoForwardCost", "rtoReturnCost"] as const;

/** The largest courier cost one way that is taken as typed (a mistyped extra zero is refused, not stored). */
export const MAX_RTO_COST_RUPEES = 5000;

/** An IST day (YYYY-MM-DD) as a shopper reads it, "9 December 2026" / its Telugu: for the mails and messages. */
export function attemptDayText(day: string, lang: "en" | "te"): string {
  const format = new Intl.DateTimeFormat(lang === "te" ? "te-IN" : "en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return format.format(new Date(`${day}T00:00:00Z`));
}
