/**
 * "mail" messages, part 1 (merged in ./mail.ts): what a customer is mailed about an order, from "placed" to
 * "refunded", in the language the order was placed in (worker/domains/orders/mail.ts). The English is today's
 * mails word for word; the mails to the shop itself stay English (the admin area's language).
 */
import type { MessageTexts } from "../define";

export default {
  "mail.hello": { en: "Hello {name},", te: "నమస్కారం {name} గారూ," },
  "mail.helloAnonymous": { en: "Hello,", te: "నమస్కారం," },
  "mail.careBoth": { en: "Questions? Please call {phone} or write to {email}.", te: "ఏమైనా సందేహాలుంటే {phone} కి ఫోన్ చేయండి, లేదా {email} కి రాయండి." },
  "mail.carePhone": { en: "Questions? Please call {phone}.", te: "ఏమైనా సందేహాలుంటే {phone} కి ఫోన్ చేయండి." },
  "mail.careEmail": { en: "Questions? Please write to {email}.", te: "ఏమైనా సందేహాలుంటే {email} కి రాయండి." },

  // ---- Placed ----
  "mail.order.placedSubject": { en: "order {ref} placed", te: "ఆర్డర్ {ref} ప్లేస్ అయింది" },
  "mail.order.thanks": { en: "Thank you for your order {ref}.", te: "మీ ఆర్డర్ {ref} కి ధన్యవాదాలు." },
  "mail.order.itemsMrp": { en: "Items at MRP: {amount}", te: "MRP ప్రకారం వస్తువుల ధర: {amount}" },
  "mail.order.discount": { en: "Discount: −{amount}", te: "తగ్గింపు: −{amount}" },
  "mail.order.delivery": { en: "Delivery: {amount}", te: "డెలివరీ ఛార్జీ: {amount}" },
  "mail.order.deliveryFree": { en: "Delivery: Free", te: "డెలివరీ ఛార్జీ: ఉచితం" },
  "mail.order.codFee": { en: "Cash on delivery fee: {amount}", te: "క్యాష్ ఆన్ డెలివరీ ఛార్జీ: {amount}" },
  "mail.order.prepaidDiscount": { en: "UPI payment discount: -{amount}", te: "UPI చెల్లింపు తగ్గింపు: -{amount}" },
  "mail.order.total": { en: "Total (incl. of all taxes): {amount}", te: "మొత్తం (అన్ని పన్నులతో కలిపి): {amount}" },
  "mail.order.deliverTo": {
    en: "Deliver to: {name}, {doorNo}, {street}, {city} {pincode}, {state}. Phone {phone}.",
    te: "డెలివరీ అడ్రస్: {name}, {doorNo}, {street}, {city} {pincode}, {state}. ఫోన్ {phone}.",
  },
  "mail.order.payCod": { en: "Cash on delivery: please pay {amount} in cash when it arrives.", te: "క్యాష్ ఆన్ డెలివరీ: ఆర్డర్ వచ్చినప్పుడు దయచేసి {amount} నగదుగా చెల్లించండి." },
  "mail.order.payUpi": {
    en: "Please pay {amount} by UPI from Your Orders (Pay Now) on {url} and enter the 12-digit UPI reference; we send the order once the payment is verified.",
    te: "దయచేసి {url} లో \"మీ ఆర్డర్లు\" దగ్గర \"ఇప్పుడే చెల్లించండి\" నొక్కి UPI ద్వారా {amount} చెల్లించి, 12 అంకెల UPI రిఫరెన్స్ ఇవ్వండి; చెల్లింపు వెరిఫై అయిన వెంటనే ఆర్డర్ పంపుతాం.",
  },

  // ---- Paid, shipped, delivered ----
  "mail.order.paidSubject": { en: "payment received for order {ref}", te: "ఆర్డర్ {ref} కి చెల్లింపు అందింది" },
  "mail.order.paid": {
    en: "We have received your payment of {amount} for order {ref}. We will send it out soon.",
    te: "ఆర్డర్ {ref} కి మీరు చెల్లించిన {amount} మాకు అందింది. త్వరలోనే పంపుతాం.",
  },
  "mail.order.invoice": { en: "Your invoice {number}: {url}", te: "మీ ఇన్వాయిస్ {number}: {url}" },
  "mail.order.shippedSubject": { en: "order {ref} shipped", te: "ఆర్డర్ {ref} పంపాం" },
  "mail.order.onItsWay": { en: "Your order {ref} is on its way.", te: "మీ ఆర్డర్ {ref} దారిలో ఉంది." },
  "mail.order.shipment": { en: "Courier: {courier}, tracking number {number}.", te: "కొరియర్: {courier}, ట్రాకింగ్ నంబర్ {number}." },
  "mail.order.shipmentTracked": {
    en: "Courier: {courier}, tracking number {number}. Track it at {url}.",
    te: "కొరియర్: {courier}, ట్రాకింగ్ నంబర్ {number}. {url} లో ట్రాక్ చేయవచ్చు.",
  },
  "mail.order.keepCash": { en: "Please keep {amount} ready to pay the courier in cash.", te: "కొరియర్‌కు నగదుగా ఇవ్వడానికి దయచేసి {amount} సిద్ధంగా ఉంచుకోండి." },
  "mail.order.deliveredSubject": { en: "order {ref} delivered", te: "ఆర్డర్ {ref} డెలివరీ అయింది" },
  "mail.order.delivered": {
    en: "Your order {ref} has been delivered. Thank you for shopping with {shop}.",
    te: "మీ ఆర్డర్ {ref} డెలివరీ అయింది. {shop} లో కొన్నందుకు ధన్యవాదాలు.",
  },
  "mail.order.collectedSubject": { en: "order {ref} delivered, cash received", te: "ఆర్డర్ {ref} డెలివరీ అయింది, నగదు అందింది" },
  "mail.order.collected": {
    en: "Your order {ref} has been delivered and we have received your cash payment of {amount}. Thank you for shopping with {shop}.",
    te: "మీ ఆర్డర్ {ref} డెలివరీ అయింది, మీరు నగదుగా చెల్లించిన {amount} మాకు అందింది. {shop} లో కొన్నందుకు ధన్యవాదాలు.",
  },

  // ---- Cancelled, refunded, returned ----
  "mail.order.cancelledSubject": { en: "order {ref} cancelled", te: "ఆర్డర్ {ref} రద్దయింది" },
  "mail.order.cancelledRefundSubject": { en: "order {ref} cancelled, refund pending", te: "ఆర్డర్ {ref} రద్దయింది, రీఫండ్ రావాల్సి ఉంది" },
  "mail.order.cancelledNotConfirmed": {
    en: "Your cash-on-delivery order {ref} has been cancelled because it was not confirmed by {deadline}. You pay nothing. You are welcome to order again.",
    te: "మీ క్యాష్ ఆన్ డెలివరీ ఆర్డర్ {ref} ని {deadline} లోపు ధృవీకరించలేదు, అందుకే రద్దు చేశాం. మీరు ఏమీ కట్టక్కర్లేదు. మళ్ళీ ఎప్పుడైనా ఆర్డర్ చేయొచ్చు.",
  },
  "mail.order.confirmCod": {
    en: "Please confirm your order with one tap by {deadline}: {url} We pack and send it only after you confirm; an order not confirmed by then is cancelled.",
    te: "దయచేసి {deadline} లోపు ఒక్క ట్యాప్‌తో మీ ఆర్డర్‌ని ధృవీకరించండి: {url} మీరు ధృవీకరించాకే ప్యాక్ చేసి పంపుతాం; అప్పటిలోగా ధృవీకరించకపోతే ఆర్డర్ రద్దవుతుంది.",
  },
  "mail.order.cancelled": { en: "Your order {ref} has been cancelled. Reason: {reason}.", te: "మీ ఆర్డర్ {ref} రద్దయింది. కారణం: {reason}." },
  "mail.order.willRefund": {
    en: "We will refund the {amount} you paid and write to you again with the refund reference.",
    te: "మీరు చెల్లించిన {amount} తిరిగి ఇస్తాం, రీఫండ్ రిఫరెన్స్‌తో మళ్ళీ మీకు రాస్తాం.",
  },
  "mail.order.reportedPayment": {
    en: "You reported a payment of {amount} (UPI reference {utr}). We will look for it in our bank statement; if it reached us, we will refund it and write to you with the refund reference.",
    te: "మీరు {amount} చెల్లించినట్టు తెలిపారు (UPI రిఫరెన్స్ {utr}). మా బ్యాంక్ స్టేట్‌మెంట్‌లో చూస్తాం; డబ్బు మాకు అంది ఉంటే తిరిగి ఇచ్చి, రీఫండ్ రిఫరెన్స్‌తో మీకు రాస్తాం.",
  },
  "mail.order.nothingCharged": { en: "Nothing was charged for it.", te: "దీనికి మీ నుండి ఏమీ తీసుకోలేదు." },
  "mail.order.creditNote": { en: "Credit note {number} against your invoice: {url}", te: "మీ ఇన్వాయిస్‌పై క్రెడిట్ నోట్ {number}: {url}" },
  "mail.order.paymentFoundSubject": { en: "order {ref}: payment found, refund pending", te: "ఆర్డర్ {ref}: చెల్లింపు కనబడింది, రీఫండ్ రావాల్సి ఉంది" },
  "mail.order.paymentFound": {
    en: "We found the {amount} you paid for the cancelled order {ref}. We will refund it and write to you again with the refund reference.",
    te: "రద్దయిన ఆర్డర్ {ref} కి మీరు చెల్లించిన {amount} మాకు కనబడింది. దాన్ని తిరిగి ఇచ్చి, రీఫండ్ రిఫరెన్స్‌తో మళ్ళీ మీకు రాస్తాం.",
  },
  "mail.order.refundSubject": { en: "refund for order {ref}", te: "ఆర్డర్ {ref} కి రీఫండ్" },
  "mail.order.refunded": {
    en: "We have refunded {amount} for your cancelled order {ref}. Refund reference: {reference}.",
    te: "రద్దయిన మీ ఆర్డర్ {ref} కి {amount} తిరిగి ఇచ్చాం. రీఫండ్ రిఫరెన్స్: {reference}.",
  },
  "mail.order.refundDays": { en: "It can take a few working days to show in your account.", te: "మీ బ్యాంక్ అకౌంట్‌లో కనబడటానికి కొన్ని పని దినాలు పట్టవచ్చు." },
  "mail.order.returnedSubject": { en: "order {ref} returned", te: "ఆర్డర్ {ref} తిరిగి వచ్చింది" },
  "mail.order.returned": {
    en: "Your cash-on-delivery order {ref} was not accepted at delivery and has come back to us, so it is closed. Nothing is owed for it.",
    te: "మీ క్యాష్ ఆన్ డెలివరీ ఆర్డర్ {ref} ను డెలివరీ సమయంలో తీసుకోలేదు, అది మాకు తిరిగి వచ్చింది, కాబట్టి దాన్ని మూసివేశాం. దీనికి మీరు ఏమీ చెల్లించాల్సిన అవసరం లేదు.",
  },
  // ---- Issue 32 (item 4): the courier could not deliver ----
  "mail.order.deliveryFailedSubject": { en: "order {ref}: the courier could not deliver it", te: "ఆర్డర్ {ref}: కొరియర్ డెలివరీ చేయలేకపోయారు" },
  "mail.order.deliveryFailed": {
    en: "The courier came to deliver your order {ref} but could not: {reason}.",
    te: "మీ ఆర్డర్ {ref} ని డెలివరీ చేయడానికి కొరియర్ వచ్చారు, కానీ కుదరలేదు: {reason}.",
  },
  "mail.order.nextAttempt": { en: "Next delivery attempt: {next}.", te: "మళ్ళీ డెలివరీకి వచ్చే రోజు: {next}." },
  "mail.order.pleaseReconfirm": {
    en: "You chose cash on delivery: please confirm here that you still want this order, and the courier will bring it again: {url}",
    te: "మీరు క్యాష్ ఆన్ డెలివరీ ఎంచుకున్నారు: ఈ ఆర్డర్ ఇంకా కావాలంటే ఇక్కడ ధృవీకరించండి, కొరియర్ మళ్ళీ తెస్తారు: {url}",
  },
  "mail.order.orderPage": { en: "Your order's page: {url}", te: "మీ ఆర్డర్ పేజీ: {url}" },
} satisfies Record<`mail.${string}`, MessageTexts>;
