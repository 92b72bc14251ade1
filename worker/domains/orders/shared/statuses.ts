/**
 * The names of an order's two statuses, on their own so that the status table (./status.ts) and the amount rules
 * (./amounts.ts) both read them without importing each other.
 */
// The spec's statuses first; issue 17 added cash on delivery ("cod": to be collected by the courier), refunds of
// cancelled paid orders, and the shipped, cancelled and returned (refused at the door) order states. Issue 29 added
// "payment to check": an order cancelled after a payment was reported but before anyone saw the money; no refund is
// owed until the money is found (a reported UTR may be made up).
export const PAYMENT_STATUSES = ["pending", "done", "verified", "nopayment", "cod", "refund pending", "refunded", "payment to check"] as const;
export const ORDER_STATUSES = ["not yet delivered", "delivered", "wrong order", "shipped", "cancelled", "returned"] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order states that are over without a sale: whatever the order took goes back on the shelf when it gets there. */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ["wrong order", "cancelled", "returned"];
