/**
 * The "wellness" messages (see ../define.ts for the conventions): the /protocols page's own words, a condition's
 * dialog (table headings, the fixed category names) and the assistant's page (/aichat) around the model's answer,
 * which is shown as it comes. The protocol data's fixed texts (quote, disclaimer, tabs, recipes) are the
 * "protocols" namespace, translated on the server.
 */
import { defineMessages } from "../define";

export default defineMessages("wellness", {
  "wellness.protocolsMetaTitle": { en: "Wellness protocols: millets, decoctions and oils | Ghani", te: "ఆరోగ్య పద్ధతులు: చిరుధాన్యాలు, కషాయాలు, నూనెలు | Ghani" },
  "wellness.protocolsMetaDescription": {
    en: "Traditional dietary protocols with millets, leaf decoctions, wood-pressed oils and juices, and how to make Ambali and decoctions. General information, not medical advice.",
    te: "చిరుధాన్యాలు, ఆకు కషాయాలు, గానుగ నూనెలు, జ్యూస్‌లతో సంప్రదాయ ఆహార పద్ధతులు, అంబలి, కషాయాలు ఎలా చేయాలి. సాధారణ సమాచారం మాత్రమే, వైద్య సలహా కాదు.",
  },
  "wellness.protocolsHeading": { en: "Wellness Protocols", te: "ఆరోగ్య పద్ధతులు" },
  "wellness.howToMake": { en: "How to Make", te: "ఎలా తయారు చేయాలి" },
  "wellness.byCondition": { en: "Protocols by condition", te: "సమస్యల వారీగా పద్ధతులు" },
  "wellness.groups": { en: "Protocol groups", te: "పద్ధతుల విభాగాలు" },
  "wellness.filterLabel": { en: "Filter conditions", te: "సమస్యలను వెతకండి" },
  "wellness.filterPlaceholder": { en: "Filter by condition name...", te: "సమస్య పేరుతో వెతకండి..." },
  "wellness.noMatch": { en: "No conditions match your filter.", te: "మీరు వెతికిన దానికి సరిపోయే సమస్యలు లేవు." },
  "wellness.viewDetails": { en: "Click to view protocol details", te: "పద్ధతి వివరాలు చూడటానికి నొక్కండి" },
  "wellness.note": { en: "Note", te: "గమనిక" },
  "wellness.name": { en: "Name", te: "పేరు" },
  "wellness.duration": { en: "Duration", te: "ఎంత కాలం" },
  "wellness.bestPractices": { en: "Best Practices:", te: "మంచి అలవాట్లు:" },
  "wellness.importantNotes": { en: "Important Notes", te: "ముఖ్యమైన గమనికలు" },
  "wellness.conditionFailed": {
    en: "This protocol could not be loaded. Please check your connection and try again.",
    te: "ఈ పద్ధతి లోడ్ కాలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్ళీ ప్రయత్నించండి.",
  },
  "wellness.conditionNotFound": { en: "No protocol has that name", te: "ఈ పేరుతో ఏ పద్ధతీ లేదు" },
  "wellness.categoryOils": { en: "Oils", te: "నూనెలు" },
  "wellness.categoryMillets": { en: "Millets", te: "చిరుధాన్యాలు" },
  "wellness.categoryDecoctions": { en: "Decoctions (Kashyam)", te: "కషాయాలు" },
  "wellness.categoryJuices": { en: "Juices", te: "జ్యూస్‌లు" },
  "wellness.categoryPlantMilk": { en: "Plant-based Milk", te: "గింజల పాలు" },
  "wellness.categoryLaddus": { en: "Laddus", te: "లడ్డూలు" },
  "wellness.categoryGreens": { en: "Green leaf vegetable", te: "ఆకుకూరలు" },
  "wellness.categoryNotes": { en: "Additional Notes", te: "అదనపు గమనికలు" },
  "wellness.categoryPractices": { en: "Additional Practices", te: "అదనపు అలవాట్లు" },

  "wellness.chatMetaTitle": { en: "Wellness assistant: natural protocols | Ghani", te: "ఆరోగ్య సహాయకుడు: సహజ పద్ధతులు | Ghani" },
  "wellness.chatMetaDescription": {
    en: "Ask about traditional millet, decoction and oil routines for your wellness goals. General information only, not medical advice.",
    te: "మీ ఆరోగ్య లక్ష్యాల కోసం చిరుధాన్యాలు, కషాయాలు, నూనెలతో సంప్రదాయ దినచర్యల గురించి అడగండి. సాధారణ సమాచారం మాత్రమే, వైద్య సలహా కాదు.",
  },
  "wellness.chatHeading": { en: "Natural Wellness Assistant", te: "సహజ ఆరోగ్య సహాయకుడు" },
  "wellness.chatIntro": {
    en: "Tell us your wellness goal or a condition, and get a traditional protocol of millets, decoctions and oils from our protocol notes.",
    te: "మీ ఆరోగ్య లక్ష్యం లేదా సమస్య చెప్పండి: మా పద్ధతుల నోట్స్ నుండి చిరుధాన్యాలు, కషాయాలు, నూనెలతో సంప్రదాయ పద్ధతి చూపిస్తాం.",
  },
  "wellness.chatQuestionLabel": { en: "Your question", te: "మీ ప్రశ్న" },
  "wellness.chatPlaceholder": {
    en: "Describe your wellness goals or ask about specific natural protocols...",
    te: "మీ ఆరోగ్య లక్ష్యాలు రాయండి, లేదా ఏదైనా సహజ పద్ధతి గురించి అడగండి...",
  },
  "wellness.chatGenerating": { en: "Generating Protocol...", te: "పద్ధతి తయారవుతోంది..." },
  "wellness.chatAsk": { en: "Get Protocol", te: "పద్ధతి చూపించండి" },
  "wellness.chatAnswerHeading": { en: "Recommended Protocol:", te: "సూచించిన పద్ధతి:" },
  "wellness.chatDisclaimerHeading": { en: "Wellness Disclaimer", te: "ముఖ్య గమనిక" },
  "wellness.chatDisclaimer": {
    en: "These protocols are for general wellness only and describe traditional dietary practice. They are not medical advice. Please consult a qualified healthcare practitioner before changing your diet, especially if you have a health condition, are pregnant or take medicines.",
    te: "ఈ పద్ధతులు సాధారణ ఆరోగ్యం కోసం మాత్రమే, సంప్రదాయ ఆహార అలవాట్లను వివరిస్తాయి. ఇవి వైద్య సలహా కాదు. మీ ఆహారం మార్చే ముందు, ముఖ్యంగా మీకు ఏదైనా ఆరోగ్య సమస్య ఉన్నా, గర్భవతి అయినా, మందులు వాడుతున్నా, అర్హత ఉన్న వైద్యుడిని సంప్రదించండి.",
  },
  "wellness.chatUnavailable": { en: "Unable to generate protocol at this time.", te: "ప్రస్తుతం పద్ధతి తయారు చేయలేకపోతున్నాం." },
  "wellness.chatNoProtocol": { en: "No protocol available for this query.", te: "ఈ ప్రశ్నకు ఏ పద్ధతీ దొరకలేదు." },
  "wellness.chatFailed": {
    en: "An error occurred while generating your protocol. Please try again.",
    te: "మీ పద్ధతి తయారు చేస్తుండగా ఏదో సమస్య వచ్చింది. దయచేసి మళ్ళీ ప్రయత్నించండి.",
  },
});
