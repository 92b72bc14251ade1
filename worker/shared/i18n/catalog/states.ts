/**
 * The "states" messages (see ../define.ts for the conventions): the 28 states and 8 union territories as the address
 * forms show them, keyed by GST state code (worker/domains/delivery/shared/india.ts). Only what is shown changes: the
 * form still sends, and the shop stores, the English name (the pincode check, delivery zones and invoices use it).
 * A namespace of its own: only the pages with an address form carry it.
 */
import { defineMessages } from "../define";

export default defineMessages("states", {
  "states.37": { en: "Andhra Pradesh", te: "ఆంధ్రప్రదేశ్" },
  "states.12": { en: "Arunachal Pradesh", te: "అరుణాచల్ ప్రదేశ్" },
  "states.18": { en: "Assam", te: "అస్సాం" },
  "states.10": { en: "Bihar", te: "బీహార్" },
  "states.22": { en: "Chhattisgarh", te: "ఛత్తీస్‌గఢ్" },
  "states.30": { en: "Goa", te: "గోవా" },
  "states.24": { en: "Gujarat", te: "గుజరాత్" },
  "states.06": { en: "Haryana", te: "హర్యానా" },
  "states.02": { en: "Himachal Pradesh", te: "హిమాచల్ ప్రదేశ్" },
  "states.20": { en: "Jharkhand", te: "జార్ఖండ్" },
  "states.29": { en: "Karnataka", te: "కర్ణాటక" },
  "states.32": { en: "Kerala", te: "కేరళ" },
  "states.23": { en: "Madhya Pradesh", te: "మధ్యప్రదేశ్" },
  "states.27": { en: "Maharashtra", te: "మహారాష్ట్ర" },
  "states.14": { en: "Manipur", te: "మణిపూర్" },
  "states.17": { en: "Meghalaya", te: "మేఘాలయ" },
  "states.15": { en: "Mizoram", te: "మిజోరం" },
  "states.13": { en: "Nagaland", te: "నాగాలాండ్" },
  "states.21": { en: "Odisha", te: "ఒడిశా" },
  "states.03": { en: "Punjab", te: "పంజాబ్" },
  "states.08": { en: "Rajasthan", te: "రాజస్థాన్" },
  "states.11": { en: "Sikkim", te: "సిక్కిం" },
  "states.33": { en: "Tamil Nadu", te: "తమిళనాడు" },
  "states.36": { en: "Telangana", te: "తెలంగాణ" },
  "states.16": { en: "Tripura", te: "త్రిపుర" },
  "states.09": { en: "Uttar Pradesh", te: "ఉత్తరప్రదేశ్" },
  "states.05": { en: "Uttarakhand", te: "ఉత్తరాఖండ్" },
  "states.19": { en: "West Bengal", te: "పశ్చిమ బెంగాల్" },
  "states.35": { en: "Andaman and Nicobar Islands", te: "అండమాన్ నికోబార్ దీవులు" },
  "states.04": { en: "Chandigarh", te: "చండీగఢ్" },
  "states.26": { en: "Dadra and Nagar Haveli and Daman and Diu", te: "దాద్రా నగర్ హవేలీ, డామన్ డయ్యూ" },
  "states.07": { en: "Delhi", te: "ఢిల్లీ" },
  "states.01": { en: "Jammu and Kashmir", te: "జమ్మూ కాశ్మీర్" },
  "states.38": { en: "Ladakh", te: "లడఖ్" },
  "states.31": { en: "Lakshadweep", te: "లక్షద్వీప్" },
  "states.34": { en: "Puducherry", te: "పుదుచ్చేరి" },
});
