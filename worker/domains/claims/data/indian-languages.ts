/**
 * The health-claims check's words in the shop's other languages (issue 29: "Diabetes ko control karta hai" and
 * "షుగర్ వ్యాధి తగ్గిస్తుంది" were saved): Hindi in Devanagari and in Latin letters ("Hinglish"), and Telugu in its
 * script and in the common Latin spellings. Data only; shared.ts merges these with the English tables of
 * lexicon.ts, under the same disease names, and folds every term as it folds texts (../normalise.ts), so nukta and
 * zero-width-joiner spellings meet.
 *
 * Telugu and Hindi put the verb after its object and join endings to words: the verbs here reach "near" (either
 * side, a few words), and the common inflected forms of each disease word are listed ("వ్యాధిని", "నొప్పులను").
 */
import type { ClaimVerb, DiseaseEntry } from "./lexicon";

export const INDIAN_LANGUAGE_DISEASES: readonly DiseaseEntry[] = [
  {
    disease: "diabetes",
    terms: [
      // Hindi
      "मधुमेह", "डायबिटीज", "डायबिटीज़", "शुगर", "शुगर की बीमारी", "मधुमेह रोग", "madhumeh", "sugar ki bimari", "sugar ki bimaari", "sugar rog",
      "sugar ko", "sugar patients", "sugar patient", "diabetes ko", "sugar level ko",
      // Telugu
      "షుగర్", "షుగర్ను", "షుగర్‌ను", "షుగర్ వ్యాధి", "షుగర్ వ్యాధిని", "మధుమేహం", "మధుమేహాన్ని", "చక్కెర వ్యాధి", "చక్కెర వ్యాధిని", "డయాబెటిస్",
      "డయాబెటిస్ను", "madhumeham", "sugar vyadhi", "sugar vyaadhi", "chakkera vyadhi",
    ],
  },
  {
    disease: "high or low blood pressure",
    terms: [
      "ब्लड प्रेशर", "बीपी", "रक्तचाप", "उच्च रक्तचाप", "हाई बीपी", "bp ko", "bp ki bimari", "bp patients", "high bp patients", "blood pressure patients",
      "hypertension patients", "బీపీ", "బీపీని", "రక్తపోటు", "రక్తపోటును", "అధిక రక్తపోటు", "raktapotu", "rakthapotu",
    ],
  },
  { disease: "cancer", terms: ["कैंसर", "kensar", "cancer patients", "క్యాన్సర్", "క్యాన్సర్ను"] },
  {
    disease: "arthritis",
    terms: [
      "गठिया", "जोड़ों का दर्द", "जोड़ों के दर्द", "घुटनों का दर्द", "gathiya", "jodon ka dard", "jodo ka dard", "ghutno ka dard", "arthritis patients",
      "joint pain patients", "కీళ్ల నొప్పులు", "కీళ్ళ నొప్పులు", "కీళ్ల నొప్పులను", "మోకాళ్ల నొప్పులు", "keella noppulu", "keela noppulu", "kilu noppulu",
      "mokalla noppulu",
    ],
  },
  { disease: "obesity", terms: ["मोटापा", "motapa", "ఊబకాయం", "ఊబకాయాన్ని", "oobakayam"] },
  { disease: "piles", terms: ["बवासीर", "bawasir", "bavasir", "bawaseer", "మొలలు", "పైల్స్", "molalu"] },
  { disease: "kidney or gall stones", terms: ["पथरी", "pathri", "కిడ్నీ రాళ్ళు", "కిడ్నీ రాళ్లు", "kidney patients"] },
  { disease: "asthma", terms: ["दमा", "अस्थमा", "dama", "ఆస్తమా", "ఉబ్బసం", "ubbasam", "asthma patients", "asthmatics"] },
  { disease: "fever", terms: ["बुखार", "bukhar", "bukhaar", "జ్వరం", "జ్వరాన్ని", "jwaram"] },
  { disease: "liver disease", terms: ["पीलिया", "piliya", "peeliya", "కామెర్లు", "kamerlu", "liver patients"] },
  { disease: "thyroid disorders", terms: ["थायराइड", "థైరాయిడ్", "thyroid patients"] },
  { disease: "high cholesterol", terms: ["कोलेस्ट्रॉल", "కొలెస్ట్రాల్"] },
  { disease: "heart disease", terms: ["हृदय रोग", "दिल की बीमारी", "dil ki bimari", "heart patients", "గుండె జబ్బు", "గుండె జబ్బులు", "gunde jabbu"] },
  { disease: "cough and cold", terms: ["खांसी", "khansi", "దగ్గు", "daggu"] },
  { disease: "gastric disorders", terms: ["कब्ज", "kabz", "kabj", "మలబద్ధకం", "gas ki problem"] },
  { disease: "PCOS", terms: ["pcos patients", "pcod patients"] },
  { disease: "any disease", terms: ["बीमारी", "बीमारियों", "रोग", "रोगों", "bimari", "bimaari", "bimariyon", "వ్యాధి", "వ్యాధిని", "వ్యాధులు", "వ్యాధులను", "రోగం", "రోగాలు", "jabbu", "vyadhi", "vyadhulu"] },
];

/** The claim verbs of Hindi and Telugu; "near" reach, because the verb follows its object ("Diabetes ko control karta hai"). */
export const INDIAN_LANGUAGE_VERBS: readonly ClaimVerb[] = [
  {
    verb: "cure",
    forms: [
      "ठीक करता है", "ठीक करती है", "ठीक करे", "ठीक करते हैं", "ठीक हो जाता है", "इलाज", "उपचार", "theek karta hai", "theek karti hai", "theek kare",
      "thik karta hai", "thik kare", "theek ho jata hai", "ilaaj", "ilaj", "upchar",
      "నయం", "నయం చేస్తుంది", "నయం చేస్తాయి", "నయమవుతుంది", "చికిత్స", "మందు", "nayam", "nayam chestundi", "chikitsa", "mandu",
    ],
    reach: "near",
  },
  {
    verb: "get rid of",
    forms: [
      "खत्म", "ख़त्म", "खत्म करता है", "ख़त्म करता है", "समाप्त", "मिटाए", "मिटाता है", "मिटाती है", "दूर करता है", "दूर करती है", "दूर करे",
      "छुटकारा", "जड़ से", "भगाए", "गायब", "khatam", "khatm", "khatam karta hai", "mitaye", "mitaaye", "mitata hai", "door kare", "dur kare",
      "door karta hai", "chhutkara", "chutkara", "jad se", "bhagaye", "gayab",
      "పోగొడుతుంది", "తొలగిస్తుంది", "మాయం", "మటుమాయం", "pogodutundi", "tholagistundi", "mayam",
    ],
    reach: "near",
  },
  {
    verb: "control",
    forms: [
      "नियंत्रित", "नियंत्रित करता है", "कंट्रोल", "कंट्रोल करता है", "कंट्रोल में", "ko control karta hai", "control karta hai", "control karti hai",
      "control kare", "control me", "control mein", "kam karta hai", "kam karti hai", "kam kare", "कम करता है", "कम करती है", "कम करे", "घटाए",
      "తగ్గిస్తుంది", "తగ్గిస్తాయి", "తగ్గుతుంది", "తగ్గించును", "అదుపులో", "అదుపు చేస్తుంది", "నియంత్రిస్తుంది", "నియంత్రణలో",
      "taggistundi", "thaggistundi", "tagginchu", "adupulo", "niyantristundi",
    ],
    reach: "near",
  },
  { verb: "prevent", forms: ["रोकता है", "रोकथाम", "बचाता है", "rokta hai", "rokthaam", "bachata hai", "నివారిస్తుంది", "నివారణ", "nivaristundi"], reach: "near" },
];

/** Words that negate the verb before them, as Hindi and Telugu place them: "theek nahi karta", "నయం కాదు". */
export const NEGATIONS_AFTER: ReadonlySet<string> = new Set(["नहीं", "नही", "न", "nahi", "nahin", "na", "కాదు", "లేదు", "చేయదు", "చేయవు", "kadu", "ledu", "cheyadu"]);
