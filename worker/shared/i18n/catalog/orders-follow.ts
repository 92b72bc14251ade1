/**
 * "orders" messages, part 2 (merged in ./orders.ts): "My orders" (issue 31): the list of the customer's orders, one
 * order's page with its timeline in plain words (one text per step of worker/domains/orders/shared/timeline.ts), what
 * is due in its state, its tracking, and "Buy again" saying what changed. (See ../define.ts for the conventions.)
 */
import type { MessageTexts } from "../define";

export default {
  // The pages
  "orders.myOrdersTitle": { en: "My orders", te: "నా ఆర్డర్లు" },
  "orders.myOrdersMetaTitle": { en: "My orders | Ghani", te: "నా ఆర్డర్లు | Ghani" },
  "orders.myOrdersMetaDescription": { en: "Your Ghani orders: where each one is, what is due and its invoice.", te: "మీ ఘాని ఆర్డర్లు: ఒక్కొక్కటి ఎక్కడ వరకు వచ్చిందో, ఎంత కట్టాలో, ఇన్వాయిస్." },
  "orders.orderMetaTitle": { en: "Order #{ref} | Ghani", te: "ఆర్డర్ #{ref} | Ghani" },
  "orders.orderMetaDescription": { en: "What happened to your order, what is due and where your parcel is.", te: "మీ ఆర్డర్‌కి ఏమైంది, ఎంత కట్టాలి, మీ పార్సెల్ ఎక్కడుంది." },
  "orders.placedOn": { en: "Placed on {date}", te: "{date} న ఆర్డర్ చేశారు" },
  "orders.itemCount": { en: "{count, plural, one {# item} other {# items}}", te: "{count, plural, one {# వస్తువు} other {# వస్తువులు}}" },
  "orders.openOrder": { en: "See order<sr> {ref}</sr>", te: "ఆర్డర్<sr> {ref}</sr> చూడండి" },
  "orders.allOrders": { en: "All my orders", te: "నా ఆర్డర్లు అన్నీ" },
  "orders.goShopping": { en: "Browse the shop", te: "షాప్‌లో చూడండి" },
  "orders.timelineTitle": { en: "What happened", te: "ఇప్పటివరకు ఏమైంది" },
  "orders.itemsTitle": { en: "What you ordered", te: "మీరు ఆర్డర్ చేసినవి" },
  "orders.deliverTo": { en: "Delivery address", te: "డెలివరీ అడ్రస్" },
  "orders.documentsTitle": { en: "Invoice", te: "ఇన్వాయిస్" },
  "orders.dueTitle": { en: "Payment", te: "చెల్లింపు" },

  // The timeline, one text per step
  "orders.step.placed": { en: "Order placed", te: "ఆర్డర్ ప్లేస్ అయింది" },
  "orders.step.paymentReported": { en: "You paid {amount}: we are checking your payment", te: "మీరు {amount} కట్టారు: మీ చెల్లింపు చెక్ చేస్తున్నాం" },
  "orders.step.paid": { en: "Paid: we received {amount}", te: "చెల్లింపు అందింది: {amount}" },
  "orders.step.paymentNotFound": { en: "We could not find your payment", te: "మీ చెల్లింపు మాకు అందలేదు" },
  "orders.step.shipped": { en: "Shipped with {courier}", te: "{courier} ద్వారా పంపించాం" },
  "orders.step.shippedUnknown": { en: "Shipped", te: "పంపించాం" },
  "orders.step.delivered": { en: "Delivered", te: "డెలివరీ అయింది" },
  "orders.step.deliveredCashPaid": { en: "Delivered: you paid {amount} in cash", te: "డెలివరీ అయింది: మీరు {amount} క్యాష్‌గా కట్టారు" },
  "orders.step.returned": { en: "Refused at the door and returned to us", te: "డెలివరీ సమయంలో తీసుకోలేదు, మాకు తిరిగి వచ్చింది" },
  "orders.step.cancelledNothingDue": { en: "Cancelled: no payment due", te: "రద్దు అయింది: ఏమీ కట్టక్కర్లేదు" },
  "orders.step.cancelledRefundDue": { en: "Cancelled: we will refund the {amount} you paid", te: "రద్దు అయింది: మీరు కట్టిన {amount} తిరిగి ఇస్తాం" },
  "orders.step.cancelledCheckingPayment": {
    en: "Cancelled: we are checking the {amount} you reported",
    te: "రద్దు అయింది: మీరు చెప్పిన {amount} చెల్లింపు చెక్ చేస్తున్నాం",
  },
  "orders.step.refundDue": { en: "We found your payment: a refund of {amount} is on its way", te: "మీ చెల్లింపు కనిపించింది: {amount} రీఫండ్ చేస్తాం" },
  "orders.step.refunded": { en: "Refund of {amount} sent", te: "{amount} రీఫండ్ పంపించాం" },
  "orders.step.wrongOrder": { en: "Marked as a wrong order", te: "తప్పు ఆర్డర్‌గా గుర్తించాం" },
  "orders.step.advanceReported": { en: "You reported paying the {amount} advance", te: "మీరు {amount} అడ్వాన్స్ కట్టినట్టు చెప్పారు" },
  "orders.step.advancePaid": { en: "Advance of {amount} received", te: "{amount} అడ్వాన్స్ మాకు అందింది" },
  "orders.step.reason": { en: "Reason: {reason}", te: "కారణం: {reason}" },
  "orders.step.reference": { en: "Reference {reference}", te: "రిఫరెన్స్ {reference}" },

  // Tracking
  "orders.trackingNumber": { en: "{courier} tracking number <mono>{number}</mono>", te: "{courier} ట్రాకింగ్ నంబర్ <mono>{number}</mono>" },
  "orders.trackByNumber": { en: "Give this number to {courier} to find your parcel.", te: "మీ పార్సెల్ ఎక్కడుందో తెలియడానికి ఈ నంబర్ {courier} వాళ్ళకి చెప్పండి." },

  // What is due now, one text per kind of worker/domains/orders/shared/timeline.ts amountDue
  "orders.due.payNow": { en: "{amount} to pay by UPI.", te: "UPI ద్వారా {amount} కట్టాలి." },
  "orders.due.payNowLink": { en: "Pay {amount} now<sr> for order {ref}</sr>", te: "<sr>ఆర్డర్ {ref} కి </sr>ఇప్పుడే {amount} కట్టండి" },
  "orders.due.payCourier": { en: "{amount} to pay the courier in cash when it arrives.", te: "పార్సెల్ వచ్చినప్పుడు {amount} కొరియర్ వాళ్ళకి క్యాష్‌గా ఇవ్వాలి." },
  "orders.due.checkingPayment": { en: "Nothing more to pay: we are checking the {amount} you paid.", te: "ఇంకేమీ కట్టక్కర్లేదు: మీరు కట్టిన {amount} చెక్ చేస్తున్నాం." },
  "orders.due.refundOwed": { en: "Nothing to pay. We owe you a refund of {amount}.", te: "మీరు ఏమీ కట్టక్కర్లేదు. మీకు {amount} రీఫండ్ ఇవ్వాలి." },
  "orders.due.checkingRefund": {
    en: "Nothing to pay. If the {amount} you reported reached us, we will refund it.",
    te: "మీరు ఏమీ కట్టక్కర్లేదు. మీరు చెప్పిన {amount} మాకు అంది ఉంటే తిరిగి ఇస్తాం.",
  },
  "orders.due.refunded": { en: "Nothing to pay. We refunded {amount}.", te: "మీరు ఏమీ కట్టక్కర్లేదు. {amount} రీఫండ్ చేశాం." },
  "orders.due.nothing": { en: "Nothing to pay.", te: "ఏమీ కట్టక్కర్లేదు." },
  // Issue 32: a COD order's advance by UPI
  "orders.due.payAdvance": {
    en: "{amount} advance to pay by UPI before we ship; the rest in cash on delivery.",
    te: "పంపించే ముందు {amount} అడ్వాన్స్ UPI ద్వారా కట్టాలి; మిగతాది డెలివరీ అప్పుడు క్యాష్‌గా ఇవ్వండి.",
  },
  "orders.due.payAdvanceLink": { en: "Pay the {amount} advance now<sr> for order {ref}</sr>", te: "<sr>ఆర్డర్ {ref} కి </sr>ఇప్పుడే {amount} అడ్వాన్స్ కట్టండి" },
  "orders.due.checkingAdvance": {
    en: "We are checking the {amount} advance you paid; the rest is paid in cash on delivery.",
    te: "మీరు కట్టిన {amount} అడ్వాన్స్ చెక్ చేస్తున్నాం; మిగతాది డెలివరీ అప్పుడు క్యాష్‌గా ఇవ్వండి.",
  },

  // Buy again
  "orders.buyAgain": { en: "Buy again", te: "మళ్ళీ కొనండి" },
  "orders.buyAgainHint": { en: "Puts the same packs in your cart at the prices of today.", te: "ఇవే ప్యాక్‌లు ఈ రోజు ధరలకి మీ కార్ట్‌లో వేస్తాం." },
  "orders.buyAgainBusy": { en: "Adding to your cart…", te: "కార్ట్‌లో వేస్తున్నాం…" },
  "orders.buyAgainDone": {
    en: "{count, plural, one {# pack is in your cart.} other {# packs are in your cart.}}",
    te: "{count, plural, one {# ప్యాక్ కార్ట్‌లో వేశాం.} other {# ప్యాక్‌లు కార్ట్‌లో వేశాం.}}",
  },
  "orders.buyAgainNone": { en: "Nothing could go into your cart.", te: "ఏదీ కార్ట్‌లో వేయలేకపోయాం." },
  "orders.again.added": { en: "{name} · {label}: {quantity} in your cart", te: "{name} · {label}: {quantity} కార్ట్‌లో వేశాం" },
  "orders.again.priceChanged": { en: "{name} · {label}: now {current} each (you paid {previous})", te: "{name} · {label}: ఇప్పుడు ఒక్కోటి {current} (అప్పుడు {previous})" },
  "orders.again.fewerLeft": { en: "{name} · {label}: only {quantity} left, all in your cart", te: "{name} · {label}: {quantity} మాత్రమే ఉన్నాయి, అన్నీ కార్ట్‌లో వేశాం" },
  "orders.again.outOfStock": { en: "{name} · {label}: out of stock", te: "{name} · {label}: స్టాక్ లేదు" },
  "orders.again.gone": { en: "{name} · {label}: no longer sold", te: "{name} · {label}: ఇప్పుడు అమ్మడం లేదు" },
  // Issue 32: a cash-on-delivery order waits for its customer's confirmation before it is sent
  "orders.codConfirmTitle": { en: "Please confirm your order", te: "దయచేసి మీ ఆర్డర్‌ని ధృవీకరించండి" },
  "orders.codConfirmHint": {
    en: "You chose cash on delivery. We pack and send your order once you confirm that you want it.",
    te: "మీరు క్యాష్ ఆన్ డెలివరీ ఎంచుకున్నారు. మీకు ఈ ఆర్డర్ కావాలని మీరు ధృవీకరించాకే ప్యాక్ చేసి పంపుతాం.",
  },
  "orders.codConfirm": { en: "Confirm my order", te: "నా ఆర్డర్‌ని ధృవీకరించు" },
  "orders.codConfirmBusy": { en: "Confirming…", te: "ధృవీకరిస్తున్నాం…" },
  "orders.codConfirmed": { en: "Thank you: your order is confirmed. We will send it soon.", te: "ధన్యవాదాలు: మీ ఆర్డర్ ధృవీకరించబడింది. త్వరలో పంపుతాం." },
  // Issue 32: the deadline, the signed confirmation link's page, an order cancelled for want of a confirmation
  "orders.codConfirmBy": {
    en: "Please confirm by {deadline}. An order not confirmed by then is cancelled.",
    te: "దయచేసి {deadline} లోపు ధృవీకరించండి. అప్పటిలోగా ధృవీకరించని ఆర్డర్ రద్దవుతుంది.",
  },
  "orders.step.cancelledNotConfirmed": {
    en: "Cancelled: you did not confirm it in time, so we did not send it. Nothing to pay.",
    te: "రద్దు అయింది: మీరు సమయానికి ధృవీకరించలేదు, అందుకే పంపలేదు. ఏమీ కట్టక్కర్లేదు.",
  },
  "orders.link.metaTitle": { en: "Confirm your order", te: "మీ ఆర్డర్‌ని ధృవీకరించండి" },
  "orders.link.title": { en: "Confirm your cash-on-delivery order {ref}", te: "మీ క్యాష్ ఆన్ డెలివరీ ఆర్డర్ {ref} ని ధృవీకరించండి" },
  "orders.link.intro": {
    en: "Please check your order below. We pack and send it once you confirm that you want it.",
    te: "కింద మీ ఆర్డర్ చూసుకోండి. మీకు కావాలని ధృవీకరించాకే ప్యాక్ చేసి పంపుతాం.",
  },
  "orders.link.itemsTitle": { en: "What you ordered", te: "మీరు ఆర్డర్ చేసినవి" },
  "orders.link.line": { en: "{quantity} × {name} · {label}: {amount}", te: "{name} · {label}, {quantity, plural, one {# ప్యాక్} other {# ప్యాక్‌లు}}: {amount}" },
  "orders.link.cash": { en: "To pay in cash on delivery: {amount}", te: "డెలివరీ అప్పుడు నగదుగా కట్టాల్సింది: {amount}" },
  "orders.link.done": {
    en: "Thank you: order {ref} is confirmed. We will pack and send it soon.",
    te: "ధన్యవాదాలు: ఆర్డర్ {ref} ధృవీకరించబడింది. త్వరలో ప్యాక్ చేసి పంపుతాం.",
  },
  "orders.link.usedTitle": { en: "Already confirmed", te: "ఇప్పటికే ధృవీకరించారు" },
  "orders.link.used": {
    en: "This order is already confirmed, so there is nothing more to do. This link has been used.",
    te: "ఈ ఆర్డర్ ఇప్పటికే ధృవీకరించబడింది, ఇంకేమీ చేయక్కర్లేదు. ఈ లింక్ ఇప్పటికే వాడారు.",
  },
  "orders.link.expiredTitle": { en: "This link has expired", te: "ఈ లింక్ గడువు ముగిసింది" },
  "orders.link.expired": {
    en: "The order was not confirmed in time, so it is cancelled and will not be sent. You pay nothing. You are welcome to order again.",
    te: "ఆర్డర్‌ని సమయానికి ధృవీకరించలేదు, అందుకే రద్దు చేశాం, పంపం. మీరు ఏమీ కట్టక్కర్లేదు. మళ్ళీ ఎప్పుడైనా ఆర్డర్ చేయొచ్చు.",
  },
  "orders.link.closedTitle": { en: "Nothing to confirm", te: "ధృవీకరించడానికి ఏమీ లేదు" },
  "orders.link.closed": {
    en: "This order no longer waits for a confirmation: it was cancelled or has moved on.",
    te: "ఈ ఆర్డర్ ఇక ధృవీకరణ కోసం ఎదురుచూడటం లేదు: రద్దయింది లేదా ముందుకు వెళ్ళింది.",
  },
  "orders.link.invalidTitle": { en: "This link is not valid", te: "ఈ లింక్ సరైనది కాదు" },
  "orders.link.invalid": {
    en: "Please open the link exactly as we sent it, or sign in and open the order from My orders.",
    te: "మేము పంపిన లింక్‌ని ఉన్నది ఉన్నట్టు తెరవండి, లేదా లాగిన్ అయ్యి నా ఆర్డర్లు లో ఆ ఆర్డర్ తెరవండి.",
  },
  "orders.link.myOrders": { en: "My orders", te: "నా ఆర్డర్లు" },
  "orders.link.shop": { en: "Continue shopping", te: "షాపింగ్ కొనసాగించండి" },
  "orders.goToCheckout": { en: "Go to checkout", te: "చెక్అవుట్‌కి వెళ్ళండి" },
  // Issue 32 (item 4): the courier could not deliver (worker/domains/orders/shared/delivery-attempt-texts.ts: one per reason)
  "orders.attemptReason.notAvailable": { en: "no one was there to receive it", te: "తీసుకోవడానికి ఇంట్లో ఎవరూ లేరు" },
  "orders.attemptReason.refused": { en: "the parcel was not accepted at the door", te: "గుమ్మం దగ్గర పార్సెల్ తీసుకోలేదు" },
  "orders.attemptReason.addressNotFound": { en: "the address could not be found or was incomplete", te: "అడ్రస్ దొరకలేదు, లేదా పూర్తిగా లేదు" },
  "orders.attemptReason.phoneUnreachable": { en: "your phone could not be reached", te: "మీ ఫోన్ కలవలేదు" },
  "orders.attemptReason.anotherDay": { en: "you asked for another day", te: "వేరే రోజు తెమ్మని మీరు చెప్పారు" },
  "orders.attemptReason.other": { en: "another reason", te: "వేరే కారణం వల్ల" },
  "orders.attemptNextUnknown": { en: "not fixed yet", te: "ఇంకా నిర్ణయించలేదు" },
  "orders.step.deliveryFailed": { en: "The courier could not deliver: {reason}.", te: "కొరియర్ డెలివరీ చేయలేకపోయారు: {reason}." },
  "orders.step.nextAttempt": { en: "Next attempt: {date}", te: "మళ్ళీ తెచ్చే రోజు: {date}" },
  "orders.step.courierNote": { en: "Note: {note}", te: "గమనిక: {note}" },
  "orders.codReconfirmTitle": { en: "Do you still want this order?", te: "ఈ ఆర్డర్ మీకు ఇంకా కావాలా?" },
  "orders.codReconfirmHint": {
    en: "The courier could not deliver it. Please confirm that you still want it, and the courier will bring it again.",
    te: "కొరియర్ డెలివరీ చేయలేకపోయారు. ఇంకా కావాలంటే ధృవీకరించండి, కొరియర్ మళ్ళీ తెస్తారు.",
  },
  "orders.codReconfirm": { en: "Yes, I still want it", te: "అవును, నాకు ఇంకా కావాలి" },
  "orders.codReconfirmed": { en: "Thank you: the courier will bring your order again.", te: "ధన్యవాదాలు: కొరియర్ మీ ఆర్డర్‌ని మళ్ళీ తెస్తారు." },
} satisfies Record<`orders.${string}`, MessageTexts>;
