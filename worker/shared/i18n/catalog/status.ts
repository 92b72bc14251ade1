/**
 * The "status" messages: an order's payment and order statuses as the shopper reads them, one entry per status name
 * (worker/domains/orders/shared/statuses.ts). English shows the contract's own names, as the pages always have; the
 * pages keep the names as values and show these labels (app/lib/order-status.ts maps each name to its entry).
 * (See ../define.ts for the conventions.)
 */
import { defineMessages } from "../define";

export default defineMessages("status", {
  // Payment statuses
  "status.pending": { en: "pending", te: "చెల్లించాలి" },
  "status.done": { en: "done", te: "చెల్లించారు, చెక్ చేస్తున్నాం" },
  "status.verified": { en: "verified", te: "చెల్లింపు అందింది" },
  "status.nopayment": { en: "nopayment", te: "చెల్లింపు అందలేదు" },
  "status.cod": { en: "cod", te: "క్యాష్ ఆన్ డెలివరీ" },
  "status.refundPending": { en: "refund pending", te: "రీఫండ్ ఇవ్వాల్సి ఉంది" },
  "status.refunded": { en: "refunded", te: "రీఫండ్ చేశాం" },
  "status.paymentToCheck": { en: "payment to check", te: "చెల్లింపు చెక్ చేస్తున్నాం" },
  // Order statuses
  "status.notYetDelivered": { en: "not yet delivered", te: "ఇంకా డెలివరీ కాలేదు" },
  "status.delivered": { en: "delivered", te: "డెలివరీ అయింది" },
  "status.wrongOrder": { en: "wrong order", te: "తప్పు ఆర్డర్" },
  "status.shipped": { en: "shipped", te: "పంపించాం" },
  "status.cancelled": { en: "cancelled", te: "రద్దు అయింది" },
  "status.returned": { en: "returned", te: "తిరిగి వచ్చింది" },
});
