/**
 * "mail" messages, part 2 (merged in ./mail.ts): the account's mails (confirm an e-mail address, a changed
 * address or password, a password reset code), in the language of the request that caused them, and the
 * complaint mails (receipt, the grievance officer's replies), in the language the complaint was filed in. The
 * English is today's mails word for word.
 */
import type { MessageTexts } from "../define";

export default {
  // ---- Confirm the e-mail address ----
  "mail.verify.subject": { en: "please confirm your e-mail address", te: "దయచేసి మీ ఈమెయిల్ అడ్రస్‌ను నిర్ధారించండి" },
  "mail.verify.created": {
    en: "A {shop} account was created with this e-mail address, or its address was changed to this one.",
    te: "ఈ ఈమెయిల్ అడ్రస్‌తో {shop} అకౌంట్ తెరిచారు, లేదా ఒక అకౌంట్ అడ్రస్‌ను దీనికి మార్చారు.",
  },
  "mail.verify.confirm": {
    en: "If it was you, confirm the address here within 7 days: {link}",
    te: "అది మీరే అయితే, 7 రోజుల్లోగా ఇక్కడ అడ్రస్‌ను నిర్ధారించండి: {link}",
  },
  "mail.verify.notYou": {
    en: "If it was not you, ignore this e-mail: nothing else will be sent to you about it unless you confirm.",
    te: "అది మీరు కాకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీరు నిర్ధారించకపోతే దీని గురించి మీకు ఇంకేమీ పంపం.",
  },

  // ---- The address or password changed ----
  "mail.changed.subject": {
    en: "your {change, select, both {email address and password were} email {email address was} other {password was}} changed",
    te: "మీ {change, select, both {ఈమెయిల్ అడ్రస్, పాస్‌వర్డ్ మారాయి} email {ఈమెయిల్ అడ్రస్ మారింది} other {పాస్‌వర్డ్ మారింది}}",
  },
  "mail.changed.what": {
    en: "The {change, select, both {email address and password} email {email address} other {password}} of your {shop} account {change, select, both {were} other {was}} changed on {when}, and every other device signed in to the account was signed out.",
    te: "మీ {shop} అకౌంట్ {change, select, both {ఈమెయిల్ అడ్రస్, పాస్‌వర్డ్} email {ఈమెయిల్ అడ్రస్} other {పాస్‌వర్డ్}} {when} న మారింది; ఆ అకౌంట్‌లో లాగిన్ అయి ఉన్న మిగతా అన్ని పరికరాల నుండి లాగ్అవుట్ చేశాం.",
  },
  "mail.changed.ifNotYou": {
    en: "If this was you, there is nothing to do. If it was not you, {remedy}.",
    te: "ఇది మీరే చేసి ఉంటే, మీరు ఏమీ చేయనక్కర్లేదు. మీరు చేయకపోతే, {remedy}.",
  },
  "mail.changed.secure": {
    en: "contact us right away at {contact} so we can secure your account",
    te: "మీ అకౌంట్‌ను భద్రపరచడానికి వెంటనే {contact} లో మమ్మల్ని సంప్రదించండి",
  },
  "mail.changed.reset": {
    en: "reset your password at {url} right away and contact us at {contact}",
    te: "వెంటనే {url} లో మీ పాస్‌వర్డ్ రీసెట్ చేసి, {contact} లో మమ్మల్ని సంప్రదించండి",
  },
  "mail.or": { en: "{first} or {second}", te: "{first} లేదా {second}" },

  // ---- Password reset code ----
  "mail.otp.subject": { en: "your password reset code", te: "మీ పాస్‌వర్డ్ రీసెట్ కోడ్" },
  "mail.otp.code": { en: "Your {shop} password reset code is {code}.", te: "మీ {shop} పాస్‌వర్డ్ రీసెట్ కోడ్ {code}." },
  "mail.otp.validity": {
    en: "It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.",
    te: "ఇది 10 నిమిషాలు మాత్రమే పనిచేస్తుంది, ఒక్కసారే వాడగలరు. మీరు అడగకపోతే ఈ ఈమెయిల్‌ను పట్టించుకోకండి.",
  },

  // ---- Phone sign-in code by SMS (issue 31): one SMS part (English 160 GSM-7 characters, Telugu 70 UCS-2) ----
  "mail.sms.erasureCode": {
    en: "{code} is your code to delete your {shop} account. It expires in 10 minutes. Do not share it.",
    te: "{shop} అకౌంట్ తొలగింపు కోడ్ {code}. 10 నిమిషాలే. ఎవరికీ చెప్పొద్దు.",
  },
  "mail.sms.signInCode": {
    en: "{code} is your {shop} sign-in code. It expires in 10 minutes. Do not share it.",
    te: "{shop} లాగిన్ OTP {code}. 10 నిమిషాలే. ఎవరికీ చెప్పొద్దు.",
  },

  // ---- Complaints ----
  "mail.complaint.receivedSubject": { en: "complaint {ticket} received", te: "ఫిర్యాదు {ticket} అందింది" },
  "mail.complaint.received": {
    en: "We have received your complaint {ticket} ({category}); please quote its number when you write to us.",
    te: "మీ ఫిర్యాదు {ticket} ({category}) మాకు అందింది; మాకు రాసేటప్పుడు దయచేసి ఈ నంబర్ పేర్కొనండి.",
  },
  "mail.complaint.due": {
    en: "Our grievance officer will acknowledge it by {ackBy} and resolve it by {resolveBy}.",
    te: "మా ఫిర్యాదుల అధికారి {ackBy} లోగా దీన్ని స్వీకరించి, {resolveBy} లోగా పరిష్కరిస్తారు.",
  },
  "mail.complaint.youToldUs": { en: "What you told us:\n{description}", te: "మీరు మాకు చెప్పినది:\n{description}" },
  "mail.complaint.follow": {
    en: "You can follow it under \"My complaints\" at {url}, or reply to this e-mail.",
    te: "{url} లో \"My complaints\" కింద దీన్ని చూడవచ్చు, లేదా ఈ ఈమెయిల్‌కు జవాబు ఇవ్వవచ్చు.",
  },
  "mail.complaint.writeBack": {
    en: "We will write to you at this address; you can also reply to this e-mail.",
    te: "ఈ అడ్రస్‌కే మీకు రాస్తాం; మీరు కూడా ఈ ఈమెయిల్‌కు జవాబు ఇవ్వవచ్చు.",
  },
  "mail.complaint.resolvedSubject": { en: "complaint {ticket} resolved", te: "ఫిర్యాదు {ticket} పరిష్కారమైంది" },
  "mail.complaint.acknowledgedSubject": { en: "complaint {ticket} acknowledged", te: "ఫిర్యాదు {ticket} స్వీకరించాం" },
  "mail.complaint.resolved": { en: "Your complaint {ticket} has been resolved.", te: "మీ ఫిర్యాదు {ticket} పరిష్కారమైంది." },
  "mail.complaint.lookedAt": {
    en: "Our grievance officer has looked at your complaint {ticket}. We will resolve it by {resolveBy}.",
    te: "మా ఫిర్యాదుల అధికారి మీ ఫిర్యాదు {ticket} ను చూశారు. {resolveBy} లోగా పరిష్కరిస్తాం.",
  },
  "mail.complaint.notSatisfied": {
    en: "If you are not satisfied, reply to this e-mail or file a new complaint and we will look at it again.",
    te: "మీకు తృప్తి లేకపోతే, ఈ ఈమెయిల్‌కు జవాబు ఇవ్వండి, లేదా కొత్త ఫిర్యాదు చేయండి; మళ్ళీ పరిశీలిస్తాం.",
  },
  "mail.complaint.willWrite": { en: "We will write to you again when it is resolved.", te: "పరిష్కారమైనప్పుడు మళ్ళీ మీకు రాస్తాం." },
  "mail.complaint.officer": { en: "Grievance officer", te: "ఫిర్యాదుల అధికారి" },
  "mail.complaint.shopOfficer": { en: "{shop} grievance officer", te: "{shop} ఫిర్యాదుల అధికారి" },
  "mail.complaint.category.orderNotReceived": { en: "Order not received", te: "ఆర్డర్ అందలేదు" },
  "mail.complaint.category.damagedOrWrongItem": { en: "Damaged or wrong item", te: "పాడైన లేదా వేరే వస్తువు వచ్చింది" },
  "mail.complaint.category.refund": { en: "Refund", te: "రీఫండ్" },
  "mail.complaint.category.payment": { en: "Payment", te: "చెల్లింపు" },
  "mail.complaint.category.productQuality": { en: "Product quality", te: "ప్రొడక్ట్ నాణ్యత" },
  "mail.complaint.category.delivery": { en: "Delivery", te: "డెలివరీ" },
  "mail.complaint.category.accountAndPrivacy": { en: "Account and privacy", te: "అకౌంట్, ప్రైవసీ" },
  "mail.complaint.category.other": { en: "Other", te: "ఇతర" },
} satisfies Record<`mail.${string}`, MessageTexts>;
