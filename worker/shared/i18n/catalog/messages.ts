/**
 * The "messages" messages (see ../define.ts for the conventions): the /profile/messages page, where a customer
 * chooses the channels of their order updates and gives (or withdraws) the WhatsApp opt-in (issue 31). The consent
 * text is kept word for word with the opt-in (worker/domains/messages/preferences.ts).
 */
import { defineMessages } from "../define";

export default defineMessages("messages", {
  "messages.metaTitle": { en: "Order updates", te: "ఆర్డర్ అప్‌డేట్లు" },
  "messages.title": { en: "How we tell you about your orders", te: "మీ ఆర్డర్ల గురించి మీకు ఎలా చెప్పాలి" },
  "messages.intro": {
    en: "Choose where we send a word when your order is placed, paid, shipped (with the tracking link), delivered, cancelled or refunded.",
    te: "మీ ఆర్డర్ ప్లేస్ అయినప్పుడు, డబ్బు అందినప్పుడు, పంపినప్పుడు (ట్రాకింగ్ లింక్‌తో), డెలివరీ అయినప్పుడు, క్యాన్సిల్ లేదా రీఫండ్ అయినప్పుడు మీకు ఎక్కడ చెప్పాలో ఎంచుకోండి.",
  },
  "messages.channels": { en: "Send my order updates by", te: "నా ఆర్డర్ అప్‌డేట్లు ఇలా పంపండి" },
  "messages.email": { en: "E-mail to {address}", te: "{address} కి ఈమెయిల్" },
  "messages.emailNone": { en: "E-mail (your account has no e-mail address yet)", te: "ఈమెయిల్ (మీ అకౌంట్‌లో ఇంకా ఈమెయిల్ అడ్రస్ లేదు)" },
  "messages.sms": { en: "SMS to {number}", te: "{number} కి SMS" },
  "messages.whatsapp": { en: "WhatsApp to {number}", te: "{number} కి WhatsApp" },
  "messages.phoneNone": {
    en: "SMS and WhatsApp need an Indian mobile number in your profile.",
    te: "SMS, WhatsApp కోసం మీ ప్రొఫైల్‌లో మన దేశపు మొబైల్ నంబర్ ఉండాలి.",
  },
  "messages.whatsappConsent": {
    en: "I agree to get my order updates from {shop} on WhatsApp at {number}. I can stop them any time here or by replying STOP.",
    te: "{shop} నుంచి నా ఆర్డర్ అప్‌డేట్లు {number} కి WhatsApp లో పంపడానికి నేను ఒప్పుకుంటున్నాను. ఇక్కడ గానీ, STOP అని రిప్లై ఇచ్చి గానీ ఎప్పుడైనా ఆపేయొచ్చు.",
  },
  "messages.whatsappConsentNeeded": { en: "Tick this box to get WhatsApp updates.", te: "WhatsApp అప్‌డేట్లు కావాలంటే ఈ బాక్స్ టిక్ చేయండి." },
  "messages.optedInOn": { en: "You agreed on {date}.", te: "మీరు {date} న ఒప్పుకున్నారు." },
  "messages.optedOutOn": { en: "WhatsApp updates were stopped on {date}.", te: "WhatsApp అప్‌డేట్లు {date} న ఆపేశారు." },
  "messages.defaults": { en: "These are our usual choices until you save your own.", te: "మీరు మీ ఎంపిక సేవ్ చేసే వరకు ఇవే మామూలుగా ఉంటాయి." },
  "messages.save": { en: "Save", te: "సేవ్ చేయండి" },
  "messages.saving": { en: "Saving…", te: "సేవ్ అవుతోంది…" },
  "messages.saved": { en: "Saved", te: "సేవ్ అయింది" },
  "messages.failed": { en: "Something went wrong. Please try again.", te: "ఏదో తప్పు జరిగింది. దయచేసి మళ్ళీ ప్రయత్నించండి." },
  "messages.profileLink": { en: "Order updates: e-mail, SMS, WhatsApp", te: "ఆర్డర్ అప్‌డేట్లు: ఈమెయిల్, SMS, WhatsApp" },
  "messages.back": { en: "Back to profile", te: "ప్రొఫైల్‌కి తిరిగి" },
});
