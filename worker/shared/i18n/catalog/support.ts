/**
 * The "support" messages: the complaints page (/support), the receipt of a complaint, the profile's "My complaints"
 * with the complaint categories and statuses as the customer reads them, and the policy pages' own words (the policy
 * texts themselves are content). Tags such as <link>…</link> mark the parts a page draws as elements
 * (app/lib/trans.tsx). (See ../define.ts for the conventions.)
 */
import { defineMessages } from "../define";

export default defineMessages("support", {
  "support.metaTitle": { en: "Complaints and support | Ghani", te: "ఫిర్యాదులు, సహాయం | Ghani" },
  "support.metaDescription": {
    en: "Tell us what went wrong with an order, a delivery, a refund or a product. You get a ticket number at once; we acknowledge within 48 hours and resolve within a month.",
    te: "ఆర్డర్, డెలివరీ, రీఫండ్ లేదా ప్రొడక్ట్‌లో ఏం తప్పు జరిగిందో చెప్పండి. వెంటనే టికెట్ నంబర్ వస్తుంది; 48 గంటల్లో అందినట్టు తెలియజేసి, నెలలోపు పరిష్కరిస్తాం.",
  },
  "support.title": { en: "Complaints and support", te: "ఫిర్యాదులు, సహాయం" },
  "support.intro": {
    en: "Tell us what went wrong with an order, a delivery, a refund or a product. You get a ticket number at once. Our grievance officer acknowledges every complaint within 48 hours and resolves it within one month, and writes to you by e-mail at each step.",
    te: "ఆర్డర్, డెలివరీ, రీఫండ్ లేదా ప్రొడక్ట్‌లో ఏం తప్పు జరిగిందో చెప్పండి. వెంటనే టికెట్ నంబర్ వస్తుంది. మా ఫిర్యాదుల అధికారి ప్రతి ఫిర్యాదు అందినట్టు 48 గంటల్లో తెలియజేస్తారు, నెలలోపు పరిష్కరిస్తారు, ప్రతి దశలో మీకు ఈమెయిల్ రాస్తారు.",
  },
  "support.careBoth": {
    en: "You can also reach consumer care at <email>{email}</email> or on <phone>{phone}</phone>.",
    te: "కస్టమర్ కేర్‌ను <email>{email}</email> లో లేదా <phone>{phone}</phone> లో కూడా సంప్రదించవచ్చు.",
  },
  "support.careEmail": {
    en: "You can also reach consumer care at <email>{email}</email>.",
    te: "కస్టమర్ కేర్‌ను <email>{email}</email> లో కూడా సంప్రదించవచ్చు.",
  },
  "support.carePhone": {
    en: "You can also reach consumer care or on <phone>{phone}</phone>.",
    te: "కస్టమర్ కేర్‌ను <phone>{phone}</phone> లో కూడా సంప్రదించవచ్చు.",
  },
  "support.sendFailed": { en: "Your complaint could not be sent. Please try again.", te: "మీ ఫిర్యాదు పంపలేకపోయాం. దయచేసి మళ్ళీ ప్రయత్నించండి." },

  // The form
  "support.formLabel": { en: "File a complaint", te: "ఫిర్యాదు చేయండి" },
  "support.filingAs": {
    en: "Filing as <b>{name}</b> ({email}). Replies go to this address and to your profile.",
    te: "<b>{name}</b> ({email}) పేరు మీద ఫిర్యాదు. జవాబులు ఈ ఈమెయిల్‌కి, మీ ప్రొఫైల్‌కి వస్తాయి.",
  },
  "support.haveAccount": {
    en: "Have an account? <link>Sign in</link> to name an order and follow your complaints on your profile.",
    te: "అకౌంట్ ఉందా? ఆర్డర్ ఎంచుకోవడానికి, మీ ఫిర్యాదులను ప్రొఫైల్‌లో చూసుకోవడానికి <link>లాగిన్ అవ్వండి</link>.",
  },
  "support.yourName": { en: "Your name", te: "మీ పేరు" },
  "support.email": { en: "Email address", te: "ఈమెయిల్ అడ్రస్" },
  "support.about": { en: "What is it about?", te: "దేని గురించి?" },
  "support.chooseOne": { en: "Choose one", te: "ఒకటి ఎంచుకోండి" },
  "support.whichOrder": { en: "Which order? (optional)", te: "ఏ ఆర్డర్? (ఐచ్ఛికం)" },
  "support.noOrder": { en: "No particular order", te: "ఏ ఆర్డర్ కాదు" },
  "support.orderOption": { en: "Order #{ref} · {date} · {amount}", te: "ఆర్డర్ #{ref} · {date} · {amount}" },
  "support.whatHappened": { en: "What happened?", te: "ఏం జరిగింది?" },
  "support.describeHint": {
    en: "What you expected, what happened instead, and what you would like us to do.",
    te: "మీరు ఏం ఆశించారు, బదులుగా ఏం జరిగింది, మేము ఏం చేయాలని కోరుకుంటున్నారు.",
  },
  "support.file": { en: "File complaint", te: "ఫిర్యాదు పంపండి" },
  "support.sending": { en: "Sending...", te: "పంపుతున్నాం..." },

  // The receipt
  "support.filedHeading": { en: "Complaint filed: ticket {ticket}", te: "ఫిర్యాదు నమోదైంది: టికెట్ {ticket}" },
  "support.ticketNumber": { en: "Ticket number", te: "టికెట్ నంబర్" },
  "support.ackBy": { en: "Acknowledgement by", te: "అందినట్టు తెలిపే గడువు" },
  "support.resolveBy": { en: "Resolution by", te: "పరిష్కార గడువు" },
  "support.copyMailed": {
    en: "We have e-mailed you a copy. Please quote the ticket number when you write to us.",
    te: "దీని కాపీ మీకు ఈమెయిల్ చేశాం. మాకు రాసేటప్పుడు దయచేసి టికెట్ నంబర్ చెప్పండి.",
  },
  "support.seeOnProfile": { en: "See it on your profile", te: "మీ ప్రొఫైల్‌లో చూడండి" },
  "support.fileAnother": { en: "File another complaint", te: "ఇంకో ఫిర్యాదు చేయండి" },
  "support.dueTime": { en: "{time} IST", te: "{time} IST" },

  // My complaints (the profile)
  "support.myComplaints": { en: "My complaints", te: "నా ఫిర్యాదులు" },
  "support.noComplaints": { en: "You have not filed any complaints.", te: "మీరు ఇంకా ఏ ఫిర్యాదూ చేయలేదు." },
  "support.filed": { en: "Filed", te: "నమోదు" },
  "support.acknowledgedAt": { en: "Acknowledged", te: "అందినట్టు తెలిపాం" },
  "support.resolvedAt": { en: "Resolved", te: "పరిష్కరించాం" },
  "support.order": { en: "Order", te: "ఆర్డర్" },
  "support.repliesTo": { en: "Replies to {ticket}", te: "{ticket} కి జవాబులు" },
  "support.statusIs": { en: "Status: {status}", te: "స్థితి: {status}" },
  "support.statusOpen": { en: "Open", te: "తెరిచి ఉంది" },
  "support.statusAcknowledged": { en: "Acknowledged", te: "అందినట్టు తెలిపాం" },
  "support.statusResolved": { en: "Resolved", te: "పరిష్కరించాం" },

  // What a complaint is about (worker/domains/grievances/shared/status.ts)
  "support.categoryOrderNotReceived": { en: "Order not received", te: "ఆర్డర్ అందలేదు" },
  "support.categoryDamagedOrWrongItem": { en: "Damaged or wrong item", te: "పాడైన లేదా వేరే వస్తువు వచ్చింది" },
  "support.categoryRefund": { en: "Refund", te: "రీఫండ్" },
  "support.categoryPayment": { en: "Payment", te: "చెల్లింపు" },
  "support.categoryProductQuality": { en: "Product quality", te: "ప్రొడక్ట్ నాణ్యత" },
  "support.categoryDelivery": { en: "Delivery", te: "డెలివరీ" },
  "support.categoryAccountAndPrivacy": { en: "Account and privacy", te: "అకౌంట్, ప్రైవసీ" },
  "support.categoryOther": { en: "Other", te: "ఇతరం" },

  // A policy page's own words: its title and description (worker/domains/policies/shared/policies.ts) and its dates
  "support.policyReturnsTitle": { en: "Returns, refunds and cancellation", te: "రిటర్న్స్, రీఫండ్స్, ఆర్డర్ రద్దు" },
  "support.policyReturnsDescription": {
    en: "When you can cancel an order, how refunds reach you and what to do if an item arrives damaged, wrong or missing.",
    te: "ఆర్డర్ ఎప్పుడు రద్దు చేయవచ్చు, రీఫండ్ మీకు ఎలా అందుతుంది, వస్తువు పాడై, వేరేది లేదా తక్కువగా వస్తే ఏం చేయాలి.",
  },
  "support.policyShippingTitle": { en: "Shipping and delivery", te: "షిప్పింగ్, డెలివరీ" },
  "support.policyShippingDescription": {
    en: "Where we deliver, what delivery costs, how long it takes and when cash on delivery is available.",
    te: "మేము ఎక్కడికి డెలివరీ చేస్తాం, డెలివరీ ఛార్జీ ఎంత, ఎన్ని రోజులు పడుతుంది, క్యాష్ ఆన్ డెలివరీ ఎప్పుడు ఉంటుంది.",
  },
  "support.policyPrivacyTitle": { en: "Privacy notice", te: "ప్రైవసీ నోటీసు" },
  "support.policyPrivacyDescription": {
    en: "What personal data we collect, why, how long we keep it, and your rights under the DPDP Act 2023.",
    te: "మేము ఏ వ్యక్తిగత డేటా సేకరిస్తాం, ఎందుకు, ఎంత కాలం ఉంచుతాం, DPDP చట్టం 2023 ప్రకారం మీ హక్కులు ఏమిటి.",
  },
  "support.policyTermsTitle": { en: "Terms of use", te: "వాడుక నిబంధనలు" },
  "support.policyTermsDescription": {
    en: "The terms that apply when you use this website and buy from us.",
    te: "ఈ వెబ్‌సైట్ వాడేటప్పుడు, మా దగ్గర కొనేటప్పుడు వర్తించే నిబంధనలు.",
  },
  "support.policyUpdated": { en: "Last updated {date} (version {version})", te: "చివరిగా మార్చింది {date} (వెర్షన్ {version})" },
  "support.ourPolicies": { en: "Our policies", te: "మా పాలసీలు" },
});
