/**
 * "server" messages, part 6 (merged in ./server.ts): message channels (issue 31): the customer's preferences and
 * the owner's order alert, and the providers' webhooks. English exactly as the services and schemas write it.
 */
import type { MessageTexts } from "../define";

export default {
  "server.messages.noEmail": {
    en: "Your account has no e-mail address: add one to your profile to get updates by e-mail",
    te: "మీ అకౌంట్‌లో ఈమెయిల్ అడ్రస్ లేదు: ఈమెయిల్‌లో అప్‌డేట్లు కావాలంటే ప్రొఫైల్‌లో ఒకటి చేర్చండి",
  },
  "server.messages.noMobile": {
    en: "Your profile has no Indian mobile number: add one to get updates by SMS or WhatsApp",
    te: "మీ ప్రొఫైల్‌లో మన దేశపు మొబైల్ నంబర్ లేదు: SMS లేదా WhatsApp లో అప్‌డేట్లు కావాలంటే ఒకటి చేర్చండి",
  },
  "server.messages.optInRequired": {
    en: "To get updates on WhatsApp, tick the box that agrees to them",
    te: "WhatsApp లో అప్‌డేట్లు కావాలంటే, ఒప్పుకుంటున్నట్టు బాక్స్ టిక్ చేయండి",
  },
  "server.messages.saved": { en: "Your message preferences are saved", te: "మీ మెసేజ్ ఎంపికలు సేవ్ అయ్యాయి" },
  "server.label.messageEmail": { en: "E-mail (email)", te: "ఈమెయిల్ (email)" },
  "server.label.messageSms": { en: "SMS (sms)", te: "SMS మెసేజ్ (sms)" },
  "server.label.messageWhatsapp": { en: "WhatsApp (whatsapp)", te: "WhatsApp మెసేజ్ (whatsapp)" },
  "server.label.whatsappOptIn": { en: "WhatsApp consent (whatsappOptIn)", te: "WhatsApp అంగీకారం (whatsappOptIn)" },
  "server.label.orderAlertPhone": { en: "Order alert phone (orderAlertPhone)", te: "ఆర్డర్ అలర్ట్ ఫోన్ (orderAlertPhone)" },
  "server.messages.orderAlertPhone": {
    en: "Order alert phone (orderAlertPhone) must be an Indian mobile number, e.g. +91 98765 43210",
    te: "ఆర్డర్ అలర్ట్ ఫోన్ (orderAlertPhone) మన దేశపు మొబైల్ నంబర్ అయి ఉండాలి, ఉదా. +91 98765 43210",
  },
  "server.messages.orderAlertChannel": {
    en: "Order alert channel (orderAlertChannel) must be sms or whatsapp",
    te: "ఆర్డర్ అలర్ట్ ఛానల్ (orderAlertChannel) sms లేదా whatsapp అయి ఉండాలి",
  },
  "server.messages.orderAlertSaved": { en: "Order alert saved", te: "ఆర్డర్ అలర్ట్ సేవ్ అయింది" },
  "server.webhook.signature": { en: "The webhook signature is missing or wrong", te: "వెబ్‌హుక్ సంతకం లేదు, లేదా తప్పు" },
  "server.webhook.notConfigured": { en: "This webhook is not configured", te: "ఈ వెబ్‌హుక్ ఇంకా సెట్ చేయలేదు" },
  "server.webhook.verifyToken": { en: "The webhook verify token is wrong", te: "వెబ్‌హుక్ వెరిఫై టోకెన్ తప్పు" },
  "server.webhook.token": { en: "The webhook token is wrong", te: "వెబ్‌హుక్ టోకెన్ తప్పు" },
  "server.webhook.body": { en: "The notification is not in the provider's format", te: "ఈ నోటిఫికేషన్ ప్రొవైడర్ పంపే రూపంలో లేదు" },
} satisfies Record<`server.${string}`, MessageTexts>;
