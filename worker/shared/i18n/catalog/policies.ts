/**
 * The "policies" messages (see ../define.ts for the conventions): what the shop writes into its policies'
 * placeholders from Settings and the delivery rules (worker/domains/policies/placeholders.ts): the table of
 * delivery charges, the cash-on-delivery sentence and the grievance officer's line, in the policy's language.
 */
import { defineMessages } from "../define";

export default defineMessages("policies", {
  "policies.freeEverywhere": { en: "Delivery is free wherever we deliver.", te: "మేము డెలివరీ చేసే ప్రతి చోటా డెలివరీ ఉచితం." },
  "policies.unserved": { en: "We do not deliver yet to pincodes starting with {prefixes}.", te: "{prefixes} తో మొదలయ్యే పిన్‌కోడ్‌లకు ఇంకా డెలివరీ చేయడం లేదు." },
  "policies.zonesHeader": { en: "| Where | Delivery charge | Free delivery | Delivery time |", te: "| ఎక్కడికి | డెలివరీ ఛార్జీ | ఉచిత డెలివరీ | డెలివరీ సమయం |" },
  "policies.everywhereElse": { en: "{zone} (everywhere else)", te: "{zone} (మిగతా అన్ని చోట్లా)" },
  "policies.zoneCharge": {
    en: "{base} for the first 500 g, {extra} for each further 500 g",
    te: "మొదటి 500 గ్రాములకు {base}, ఆ తర్వాత ప్రతి 500 గ్రాములకు {extra}",
  },
  "policies.freeAbove": { en: "on orders of {amount} or more", te: "{amount} లేదా అంతకు మించిన ఆర్డర్లకు" },
  "policies.days": { en: "{count} days", te: "{count} రోజులు" },
  "policies.dayRange": { en: "{min}–{max} days", te: "{min}–{max} రోజులు" },
  "policies.codOff": { en: "Cash on delivery is not offered at present: please pay by UPI.", te: "ప్రస్తుతం క్యాష్ ఆన్ డెలివరీ లేదు: దయచేసి UPI ద్వారా చెల్లించండి." },
  "policies.codOn": {
    en: "Cash on delivery is available{limit}{fee}.{excluded} The checkout shows whether you can pay in cash for your address and order.",
    te: "{limit}క్యాష్ ఆన్ డెలివరీ అందుబాటులో ఉంది{fee}.{excluded} మీ చిరునామాకూ ఆర్డర్‌కూ నగదుగా చెల్లించవచ్చో లేదో చెక్అవుట్‌లో కనిపిస్తుంది.",
  },
  "policies.codLimit": { en: " for orders up to {amount}", te: "{amount} వరకు ఉన్న ఆర్డర్లకు " },
  "policies.codFee": { en: ", with a cash-handling fee of {amount}", te: "; నగదు నిర్వహణ ఛార్జీ {amount}" },
  "policies.codExcluded": { en: " It is not available for some pincodes.", te: " కొన్ని పిన్‌కోడ్‌లకు ఇది అందుబాటులో లేదు." },
  "policies.officerViaCare": {
    en: "the Grievance Officer, reachable through customer care ({contact})",
    te: "గ్రీవెన్స్ ఆఫీసర్ (కస్టమర్ కేర్ ద్వారా సంప్రదించండి: {contact})",
  },
  "policies.contactEmail": { en: "e-mail {email}", te: "ఈ-మెయిల్ {email}" },
  "policies.contactPhone": { en: "phone {phone}", te: "ఫోన్ {phone}" },
});
