/**
 * Issue 32 (item 4): each failed-delivery reason as a shopper reads it, a message of the "orders" catalogue (English
 * and Telugu). A Record, so a reason added to ./delivery-attempts.ts without its words is a type error. The order
 * page, its timeline, the mails and the SMS/WhatsApp texts all read it.
 */
import type { MessageId } from "../../../shared/i18n/catalogs";
import type { DeliveryFailureReason } from "./delivery-attempts";

export const DELIVERY_FAILURE_TEXT: Readonly<Record<DeliveryFailureReason, MessageId>> = {
  "not-available": "orders.attemptReason.notAvailable",
  refused: "orders.attemptReason.refused",
  "address-not-found": "orders.attemptReason.addressNotFound",
  "phone-unreachable": "orders.attemptReason.phoneUnreachable",
  "another-day": "orders.attemptReason.anotherDay",
  other: "orders.attemptReason.other",
};
