/**
 * How an order's statuses read on the pages: the card's colour and title, its short reference, the admin list's badge
 * tones. No rule lives here (the status table is ./status.ts, which re-exports this file); it reads only the status
 * names, so the table and this file do not import each other.
 */
// With their extension: Node scripts (the load test) load this module through ./status.ts, without a bundler.
import { CLOSED_ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "./statuses.ts";

/** What these read of an order (an OrderState or an OrderView has it). */
type Statuses = { paymentStatus: PaymentStatus; orderStatus: OrderStatus };

/** Card colours on the customer's order list: wrong order red, pending payment light red, delivered green,
 * anything else orange. */
export function orderCardTone(state: Statuses): "wrong" | "closed" | "unpaid" | "delivered" | "in-progress" {
  if (state.orderStatus === "wrong order") return "wrong";
  if (CLOSED_ORDER_STATUSES.includes(state.orderStatus)) return "closed";
  if (state.paymentStatus === "pending") return "unpaid";
  if (state.orderStatus === "delivered") return "delivered";
  return "in-progress";
}

/** The short reference customers and admins see: the id's last 6 characters. */
export function shortOrderRef(id: string): string {
  return id.slice(-6);
}

/** A wrong order is shown to its customer as "Deprecated" instead of its reference. */
export function orderCardTitle(order: Statuses & { _id: string }): string {
  return order.orderStatus === "wrong order" ? "Deprecated" : `Order #${shortOrderRef(order._id)}`;
}

export type StatusBadgeTone = "alert" | "waiting" | "good" | "void" | "open" | "bad";

/** The admin list's badge tone of every status: what needs attention stands out, settled states are green. */
export const STATUS_BADGE_TONES: Record<PaymentStatus | OrderStatus, StatusBadgeTone> = {
  pending: "alert",
  done: "waiting",
  verified: "good",
  nopayment: "void",
  cod: "open",
  "refund pending": "alert",
  refunded: "void",
  "payment to check": "alert",
  "not yet delivered": "open",
  shipped: "waiting",
  delivered: "good",
  "wrong order": "bad",
  cancelled: "void",
  returned: "bad",
};
