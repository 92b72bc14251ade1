/**
 * The label a shopper reads for each payment and order status (issue 30): the pages keep the contract's status
 * names as values and show these catalogue entries ("status" namespace). A Record, so a status added to
 * worker/domains/orders/shared/statuses.ts without its label is a type error.
 */
import type { MessageId } from "../../worker/shared/i18n/catalogs";
import type { OrderStatus, PaymentStatus } from "../../worker/domains/orders/shared/statuses";

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, MessageId>> = {
  pending: "status.pending",
  done: "status.done",
  verified: "status.verified",
  nopayment: "status.nopayment",
  cod: "status.cod",
  "refund pending": "status.refundPending",
  refunded: "status.refunded",
  "payment to check": "status.paymentToCheck",
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, MessageId>> = {
  "not yet delivered": "status.notYetDelivered",
  delivered: "status.delivered",
  "wrong order": "status.wrongOrder",
  shipped: "status.shipped",
  cancelled: "status.cancelled",
  returned: "status.returned",
};
