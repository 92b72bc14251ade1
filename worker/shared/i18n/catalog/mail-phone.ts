/**
 * "mail" messages, part 3 (merged in ./mail.ts): the order updates by SMS and WhatsApp (issue 31,
 * worker/domains/orders/phone-messages.ts), in the order's language. Short: an SMS is one part where it can be
 * (Telugu is UCS-2, 70 characters a part, so Telugu ones run to two or three). Each text is also the template the shop
 * registers: on the DLT portal (with MSG91's ##name## for each {name}) and as the WhatsApp utility template's body
 * ({{1}}, {{2}}… in the order worker/domains/orders/phone-messages.ts lists the names).
 */
import type { MessageTexts } from "../define";

export default {
  "mail.phone.placed": {
    en: "{shop}: order {ref} placed, total {amount}. Follow it at {url}",
    te: "{shop}: మీ ఆర్డర్ {ref} ప్లేస్ అయింది, మొత్తం {amount}. ఇక్కడ చూడండి: {url}",
  },
  "mail.phone.paid": {
    en: "{shop}: we received {amount} for order {ref}. We will send it soon.",
    te: "{shop}: ఆర్డర్ {ref} కి {amount} అందింది. త్వరలో పంపుతాం.",
  },
  "mail.phone.shipped": {
    en: "{shop}: order {ref} is on its way with {courier}. Track it: {url}",
    te: "{shop}: మీ ఆర్డర్ {ref} {courier} ద్వారా బయలుదేరింది. ట్రాక్ చేయండి: {url}",
  },
  "mail.phone.delivered": { en: "{shop}: order {ref} is delivered. Thank you!", te: "{shop}: మీ ఆర్డర్ {ref} డెలివరీ అయింది. ధన్యవాదాలు!" },
  "mail.phone.cancelled": {
    en: "{shop}: order {ref} is cancelled. Details: {url}",
    te: "{shop}: మీ ఆర్డర్ {ref} క్యాన్సిల్ అయింది. వివరాలు: {url}",
  },
  "mail.phone.refunded": {
    en: "{shop}: {amount} refunded for order {ref}. It reaches your account in a few days.",
    te: "{shop}: ఆర్డర్ {ref} కి {amount} రీఫండ్ చేశాం. కొన్ని రోజుల్లో మీ ఖాతాలో పడుతుంది.",
  },
  // Issue 32: a cash-on-delivery order asks its customer to confirm it by the signed link before the deadline.
  "mail.phone.codConfirm": {
    en: "{shop}: order {ref}, {amount} cash on delivery. Please confirm by {deadline} or it is cancelled: {url}",
    te: "{shop}: ఆర్డర్ {ref}, {amount} క్యాష్ ఆన్ డెలివరీ. {deadline} లోపు ధృవీకరించండి, లేకపోతే రద్దవుతుంది: {url}",
  },
  // Issue 32 (item 4): a failed delivery attempt; on a cash-on-delivery order, asking to confirm again
  "mail.phone.deliveryFailed": {
    en: "{shop}: courier could not deliver order {ref}: {reason}. Next try: {next}. Details: {url}",
    te: "{shop}: మీ ఆర్డర్ {ref} డెలివరీ కాలేదు: {reason}. మళ్ళీ: {next}. వివరాలు: {url}",
  },
  "mail.phone.deliveryReconfirm": {
    en: "{shop}: courier could not deliver order {ref}: {reason}. Next try: {next}. Please confirm you still want it: {url}",
    te: "{shop}: మీ ఆర్డర్ {ref} డెలివరీ కాలేదు: {reason}. మళ్ళీ: {next}. ఇంకా కావాలంటే ధృవీకరించండి: {url}",
  },
} satisfies Record<`mail.${string}`, MessageTexts>;
