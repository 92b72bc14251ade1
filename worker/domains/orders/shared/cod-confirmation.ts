/**
 * Issue 32 (item 1): a cash-on-delivery order waits for its customer's confirmation before it may ship. The statuses
 * and the order object's `codConfirmation` shape live here, zod-free, so the pages (the order page's button, the
 * admin card's "Awaiting confirmation") read the same words the server enforces in ./status.ts.
 */
// With their extension: tables.ts (loaded by drizzle-kit and Node scripts) imports this module directly.
export const COD_CONFIRMATION_STATUSES = ["awaiting", "confirmed", "expired"] as const;
export type CodConfirmationStatus = (typeof COD_CONFIRMATION_STATUSES)[number];

/**
 * The order object's `codConfirmation` (API.md 3.7, additive): null for an order that is not cash on delivery.
 * `by` is "customer" or "admin:<user id>"; `at` an ISO timestamp; both null while awaiting, and on COD orders
 * placed before issue 32 (which read as confirmed: they were never asked, and may already be on their way).
 * `deadline` (ISO): when an awaiting confirmation expires and the order is cancelled (placement + the owner's
 * confirmation hours, fixed when placed); null on orders placed before it was kept.
 */
export type CodConfirmationView = { status: CodConfirmationStatus; by: string | null; at: string | null; deadline: string | null } | null;

/**
 * The stored columns as the order object says them. A COD order whose status column is null was placed before the
 * confirmation step existed: it reads as confirmed. Null meaning confirmed (instead of a migration backfill) keeps
 * the migration a plain ADD COLUMN, and no old order that the owner was about to ship is suddenly held back.
 */
export function codConfirmationOf(row: {
  paymentMethod: "upi" | "cod";
  codConfirmationStatus: CodConfirmationStatus | null;
  codConfirmedBy: string | null;
  codConfirmedAt: string | null;
  codConfirmDeadline?: string | null;
}): CodConfirmationView {
  if (row.paymentMethod !== "cod") return null;
  return { status: row.codConfirmationStatus ?? "confirmed", by: row.codConfirmedBy, at: row.codConfirmedAt, deadline: row.codConfirmDeadline ?? null };
}

/** The 409 message of shipping a COD order that its customer has not confirmed (nor an admin after a call). */
export const COD_AWAITING_SHIP_MESSAGE =
  "This cash-on-delivery order is awaiting the customer's confirmation and cannot be shipped until the customer or an admin confirms it";
export const COD_EXPIRED_SHIP_MESSAGE = "This cash-on-delivery order was never confirmed by the customer (its confirmation expired) and cannot be shipped";

/**
 * What the signed confirmation link's page (/orders/:id/confirm?token=…) finds: the order still awaiting (its summary
 * and the one button), already confirmed (a second use), expired (not confirmed in time, cancelled), closed (cancelled
 * or moved on otherwise), or a link that is not this order's (tampered, another order's, malformed).
 */
export const COD_LINK_STATES = ["awaiting", "confirmed", "expired", "closed", "invalid"] as const;
export type CodLinkState = (typeof COD_LINK_STATES)[number];
