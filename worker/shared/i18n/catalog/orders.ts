/**
 * The "orders" messages: an order as its customer follows it (the order cards of the checkout's "Your Orders", the
 * price breakup, what happened after it was placed, cancelling it). The admin's order list shows the same breakup
 * and fulfilment lines, in English. The statuses themselves are the "status" namespace. Tags such as <link>…</link>
 * mark the parts a page draws as elements (app/lib/trans.tsx). (See ../define.ts for the conventions.)
 */
import { defineMessages } from "../define";
import follow from "./orders-follow";

export default defineMessages("orders", {
  // "My orders" (issue 31): ./orders-follow.ts
  ...follow,
  // The price breakup
  "orders.priceDetails": { en: "Price details", te: "ధర వివరాలు" },
  "orders.itemsAtMrp": { en: "Items at MRP", te: "MRP ప్రకారం ధర" },
  "orders.discount": { en: "Discount", te: "డిస్కౌంట్" },
  "orders.delivery": { en: "Delivery", te: "డెలివరీ" },
  "orders.free": { en: "Free", te: "ఉచితం" },
  "orders.codFee": { en: "Cash on delivery fee", te: "క్యాష్ ఆన్ డెలివరీ ఫీజు" },
  "orders.prepaidDiscount": { en: "UPI payment discount", te: "UPI చెల్లింపు తగ్గింపు" },
  "orders.total": { en: "Total", te: "మొత్తం" },
  "orders.inclTaxes": { en: "(incl. of all taxes)", te: "(అన్ని పన్నులతో కలిపి)" },
  "orders.payingBy": { en: "Paying by", te: "చెల్లించే విధానం" },
  "orders.cod": { en: "Cash on delivery", te: "క్యాష్ ఆన్ డెలివరీ" },
  "orders.upi": { en: "UPI", te: "UPI" },

  // The order cards
  "orders.none": { en: "You have not placed any orders yet.", te: "మీరు ఇంకా ఏ ఆర్డర్ చేయలేదు." },
  "orders.cardTitle": { en: "Order #{ref}", te: "ఆర్డర్ #{ref}" },
  "orders.deprecated": { en: "Deprecated", te: "చెల్లని ఆర్డర్" },
  "orders.bill": { en: "Bill", te: "బిల్లు" },
  "orders.paid": { en: "Paid", te: "కట్టినది" },
  "orders.payment": { en: "Payment", te: "చెల్లింపు" },
  "orders.order": { en: "Order", te: "ఆర్డర్" },
  "orders.paymentReceived": { en: "Payment received: we found it in our bank statement.", te: "చెల్లింపు అందింది: మా బ్యాంక్ స్టేట్‌మెంట్‌లో కనిపించింది." },
  "orders.underpaid": {
    en: "Underpaid by {difference} ({paid} paid of a bill of {bill}).",
    te: "{difference} తక్కువ కట్టారు ({bill} బిల్లుకు {paid} కట్టారు).",
  },
  "orders.overpaid": {
    en: "Overpaid by {difference} ({paid} paid of a bill of {bill}).",
    te: "{difference} ఎక్కువ కట్టారు ({bill} బిల్లుకు {paid} కట్టారు).",
  },
  "orders.payNow": { en: "Pay Now<sr> for order {ref}</sr>", te: "<sr>ఆర్డర్ {ref} కి </sr>ఇప్పుడే చెల్లించండి" },

  // Cancelling
  "orders.cancelOrder": { en: "Cancel order<sr> {ref}</sr>", te: "ఆర్డర్<sr> {ref}</sr> రద్దు చేయండి" },
  "orders.cancelFormLabel": { en: "Cancel order {ref}", te: "ఆర్డర్ {ref} రద్దు చేయండి" },
  "orders.cancelWhy": { en: "Why are you cancelling?", te: "ఎందుకు రద్దు చేస్తున్నారు?" },
  "orders.cancelRefund": {
    en: "We will refund the {amount} you paid and e-mail you the refund reference.",
    te: "మీరు కట్టిన {amount} తిరిగి ఇస్తాం, రీఫండ్ రిఫరెన్స్ ఈమెయిల్ చేస్తాం.",
  },
  "orders.confirmCancel": { en: "Confirm cancellation<sr> of order {ref}</sr>", te: "<sr>ఆర్డర్ {ref} </sr>రద్దు ఖాయం చేయండి" },
  "orders.keepOrder": { en: "Keep the order", te: "ఆర్డర్ ఉంచండి" },

  // What happened after it was placed
  "orders.codToPay": { en: "Cash on delivery: {amount} to be paid to the courier.", te: "క్యాష్ ఆన్ డెలివరీ: {amount} కొరియర్ వాళ్ళకి ఇవ్వాలి." },
  "orders.codDone": { en: "Cash on delivery.", te: "క్యాష్ ఆన్ డెలివరీ." },
  "orders.shipped": { en: "Shipped by {courier}, tracking number <mono>{number}</mono>", te: "{courier} ద్వారా పంపించాం, ట్రాకింగ్ నంబర్ <mono>{number}</mono>" },
  "orders.track": { en: "Track your parcel<sr> ({courier} {number})</sr>", te: "మీ పార్సెల్ ఎక్కడుందో చూడండి<sr> ({courier} {number})</sr>" },
  "orders.cancelledBecause": { en: "Cancelled: {reason}", te: "రద్దు అయింది: {reason}" },
  "orders.cancelled": { en: "Cancelled.", te: "రద్దు అయింది." },
  "orders.returned": { en: "Refused at delivery and returned.", te: "డెలివరీ సమయంలో తీసుకోలేదు, తిరిగి వచ్చింది." },
  "orders.refundPending": { en: "Refund pending: {amount} will be refunded.", te: "రీఫండ్ రావాల్సి ఉంది: {amount} తిరిగి ఇస్తాం." },
  "orders.paymentToCheck": {
    en: "Payment to check: we are looking for the {amount} you reported in our bank statement. If it reached us, we will refund it and write to you.",
    te: "చెల్లింపు చెక్ చేస్తున్నాం: మీరు చెప్పిన {amount} మా బ్యాంక్ స్టేట్‌మెంట్‌లో వెతుకుతున్నాం. మాకు అంది ఉంటే తిరిగి ఇచ్చి, మీకు తెలియజేస్తాం.",
  },
  "orders.refunded": { en: "Refunded {amount} (ref {reference}).", te: "{amount} రీఫండ్ చేశాం (రిఫరెన్స్ {reference})." },
  "orders.businessInvoice": { en: "Invoice to {name}, GSTIN <mono>{gstin}</mono>", te: "{name} పేరు మీద ఇన్వాయిస్, GSTIN <mono>{gstin}</mono>" },
  "orders.invoice": {
    en: "Invoice {number} · <link>Download invoice<sr> {number}</sr></link>",
    te: "ఇన్వాయిస్ {number} · <link>ఇన్వాయిస్ డౌన్‌లోడ్ చేయండి<sr> {number}</sr></link>",
  },
  "orders.creditNote": {
    en: "Credit note {number} · <link>Download credit note<sr> {number}</sr></link>",
    te: "క్రెడిట్ నోట్ {number} · <link>క్రెడిట్ నోట్ డౌన్‌లోడ్ చేయండి<sr> {number}</sr></link>",
  },
  // Issue 33: the batch a line shipped from (and the packing slip's allocated batches).
  "orders.lineBatch": { en: "Lot {lot} · best before {date} · {quantity} pcs", te: "లాట్ {lot} · {date} లోపు వాడాలి · {quantity} ప్యాక్‌లు" },
  "orders.lineBatchDateless": { en: "Lot {lot} · {quantity} pcs", te: "లాట్ {lot} · {quantity} ప్యాక్‌లు" },
});
