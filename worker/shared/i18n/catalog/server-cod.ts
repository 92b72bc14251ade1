/**
 * "server" messages, issue 32 (merged in ./server.ts): the owner's cash-on-delivery rules and block list (admin
 * answers) and the refusal a shopper reads when the rules do not offer COD (which never names the score, a limit or
 * the block list). English exactly as worker/domains/cod writes it (see ./server-common.ts).
 */
import type { MessageTexts } from "../define";

export default {
  "server.cod.refused": {
    en: "Cash on delivery is not available for this order; please pay by UPI",
    te: "ఈ ఆర్డర్‌కు క్యాష్ ఆన్ డెలివరీ అందుబాటులో లేదు; దయచేసి UPI ద్వారా చెల్లించండి",
  },
  // ---- The block list ----
  "server.cod.blockGone": { en: "That block is no longer in the list", te: "ఆ బ్లాక్ ఇప్పుడు జాబితాలో లేదు" },
  "server.cod.phoneBlocked": { en: "This phone is already blocked for cash on delivery", te: "ఈ ఫోన్ నంబర్‌కు క్యాష్ ఆన్ డెలివరీ ఇప్పటికే ఆపేశారు" },
  "server.cod.addressBlocked": { en: "This address is already blocked for cash on delivery", te: "ఈ చిరునామాకు క్యాష్ ఆన్ డెలివరీ ఇప్పటికే ఆపేశారు" },
  "server.cod.orderNoPhone": { en: "This order has no phone number to block", te: "ఈ ఆర్డర్‌లో ఆపడానికి ఫోన్ నంబర్ లేదు" },
  "server.cod.orderNoAddress": { en: "This order has no address to block", te: "ఈ ఆర్డర్‌లో ఆపడానికి చిరునామా లేదు" },
  "server.cod.chooseBlock": { en: "Choose a block to remove", te: "తీసేయాల్సిన బ్లాక్‌ను ఎంచుకోండి" },
  "server.cod.chooseOrder": { en: "Choose an order", te: "ఒక ఆర్డర్‌ను ఎంచుకోండి" },
  "server.cod.chooseKind": { en: "Choose phone or address to block", te: "ఫోన్ లేదా చిరునామా - దేన్ని ఆపాలో ఎంచుకోండి" },
  "server.cod.blockPhoneInvalid": {
    en: "Give an Indian mobile number to block: 10 digits, or +91 and 10 digits",
    te: "ఆపాల్సిన భారతీయ మొబైల్ నంబర్ ఇవ్వండి: 10 అంకెలు, లేదా +91 తో 10 అంకెలు",
  },
  "server.cod.blockAddressInvalid": {
    en: "Give the address to block with its door number or street and a 6-digit pincode",
    te: "ఆపాల్సిన చిరునామాను ఇంటి నంబర్ లేదా వీధి, 6 అంకెల పిన్‌కోడ్‌తో ఇవ్వండి",
  },
  // ---- The rules ----
  "server.cod.scoreRange": { en: "{label} must be a whole number from 0 to 100", te: "{label} 0 నుండి 100 మధ్య పూర్ణ సంఖ్యగా ఉండాలి" },
  "server.cod.ordersRange": { en: "{label} must be a whole number of orders from 1 to {max}", te: "{label} 1 నుండి {max} మధ్య ఆర్డర్ల సంఖ్యగా ఉండాలి" },
  "server.cod.rupeesRange": {
    en: "{label} must be an amount in rupees above 0 and up to {max}, with at most 2 decimals",
    te: "{label} 0 కంటే ఎక్కువ, {max} వరకు రూపాయల మొత్తంగా ఉండాలి, దశాంశాలు గరిష్ఠంగా 2",
  },
  "server.cod.confirmHours": { en: "Confirmation hours must be a whole number from 1 to {max}", te: "నిర్ధారణ గంటలు 1 నుండి {max} మధ్య పూర్ణ సంఖ్యగా ఉండాలి" },
  "server.cod.discount": {
    en: "Prepaid discount must be a percentage from 0 to {max}, with at most 2 decimals",
    te: "ముందే చెల్లిస్తే ఇచ్చే తగ్గింపు 0 నుండి {max} శాతం మధ్య ఉండాలి, దశాంశాలు గరిష్ఠంగా 2",
  },
  "server.cod.advanceBelowRefuse": {
    en: "Advance score must be below the refuse score: at the refuse score COD is not offered at all",
    te: "అడ్వాన్స్ స్కోర్ నిరాకరణ స్కోర్ కంటే తక్కువగా ఉండాలి: నిరాకరణ స్కోర్ వద్ద క్యాష్ ఆన్ డెలివరీ అసలు ఇవ్వరు",
  },
  "server.cod.advanceKind": { en: "Advance kind must be delivery-fee or fixed", te: "అడ్వాన్స్ రకం delivery-fee లేదా fixed గా ఉండాలి" },
  "server.cod.weekOrders": { en: "COD orders per week cannot be fewer than per day", te: "వారానికి COD ఆర్డర్లు రోజుకు ఉన్నవాటి కంటే తక్కువ ఉండకూడదు" },
  "server.cod.weekValue": { en: "COD value per week cannot be less than per day", te: "వారానికి COD విలువ రోజుకు ఉన్నదాని కంటే తక్కువ ఉండకూడదు" },
  "server.label.refuseScore": { en: "Refuse score", te: "నిరాకరణ స్కోర్" },
  "server.label.advanceScore": { en: "Advance score", te: "అడ్వాన్స్ స్కోర్" },
  "server.label.fixedAdvance": { en: "Fixed advance", te: "స్థిర అడ్వాన్స్" },
  "server.label.codOrdersDay": { en: "COD orders per day", te: "రోజుకు COD ఆర్డర్లు" },
  "server.label.codOrdersWeek": { en: "COD orders per week", te: "వారానికి COD ఆర్డర్లు" },
  "server.label.codValueDay": { en: "COD value per day", te: "రోజుకు COD విలువ" },
  "server.label.codValueWeek": { en: "COD value per week", te: "వారానికి COD విలువ" },
} satisfies Record<string, MessageTexts>;
