/**
 * What the admin area's new-order notice reads (issue 31: nothing told the owner a new order came in): the newest
 * order and the counts of orders waiting for the owner, as GET /api/admin/attention answers them. Shared by the
 * service (../attention.ts) and the admin layout's poller (app/components/admin/new-order-notice.tsx).
 */
import type { OrderStatus, PaymentStatus } from "./statuses";

/** How often an open admin page asks (only while its tab is visible). */
export const ATTENTION_POLL_MS = 30_000;

export type AttentionView = {
  success: true;
  /** The newest order, or null while the shop has none. */
  newestOrder: { _id: string; ref: string; name: string; bill: number; createdAt: string } | null;
  /** Orders placed after `since` (the time the asker last saw), 0 without `since`. */
  newSince: number;
  /** Orders waiting for the owner: a reported payment to check, packed and sent, a refund to pay. */
  counts: { paymentToCheck: number; toShip: number; refundPending: number };
};

/** A reported UPI payment the owner has not checked yet. */
export const PAYMENT_TO_CHECK: readonly PaymentStatus[] = ["done", "payment to check"];
/** Paid (or cash on delivery) and not sent yet. */
export const READY_TO_SHIP: readonly PaymentStatus[] = ["verified", "cod"];
export const NOT_SENT: OrderStatus = "not yet delivered";
