/**
 * The "protocols" messages (see ../define.ts for the conventions): the fixed texts of the wellness protocol data
 * (worker/domains/wellness/data/protocols.json) that the /protocols page shows around the conditions: the quote,
 * the disclaimer, the three tabs and the two "How to Make" recipes. The page's loader translates its summary with
 * them on the server (worker/domains/wellness/protocols.ts), so the page carries them once, already in its language.
 * The English here is the data's own, word for word (tests/wellness/protocol-texts.test.ts holds them together);
 * the page shows the data's English, so an edit there shows at once and the test asks for its Telugu.
 */
import { defineMessages } from "../define";

export default defineMessages("protocols", {
  "protocols.quote": { en: "As is the food, so is the mind.", te: "తినే ఆహారం ఎలాగో, మనసూ అలాగే." },
  "protocols.quoteAuthor": { en: "Traditional Indian saying", te: "భారతీయ సంప్రదాయ సామెత" },
  "protocols.disclaimer": {
    en: "This information is based on a millet expert's protocol of traditional dietary practice and is for general information only. It is not medical advice and does not diagnose, treat or cure any disease. Please consult a qualified healthcare practitioner, and do not stop any prescribed treatment.",
    te: "ఈ సమాచారం ఒక చిరుధాన్యాల నిపుణుడు సూచించిన సంప్రదాయ ఆహార పద్ధతుల మీద ఆధారపడింది, సాధారణ సమాచారం కోసం మాత్రమే. ఇది వైద్య సలహా కాదు; ఏ వ్యాధినీ నిర్ధారించదు, చికిత్స చేయదు, నయం చేయదు. దయచేసి అర్హత ఉన్న వైద్యుడిని సంప్రదించండి, డాక్టర్ సూచించిన చికిత్సను ఆపకండి.",
  },
  "protocols.group.autoimmune": { en: "Special Diseases", te: "ప్రత్యేక వ్యాధులు" },
  "protocols.group.cancer": { en: "Cancer Protocols", te: "క్యాన్సర్ పద్ధతులు" },
  "protocols.group.preventive": { en: "Preventive Measures", te: "ముందు జాగ్రత్తలు" },

  "protocols.ambali.title": { en: "Millet Porridge (Ambali)", te: "చిరుధాన్యాల అంబలి" },
  "protocols.ambali.intro": {
    en: "Ambali is a thin, fermented porridge made from one millet at a time. It is traditionally taken in the morning in place of breakfast and is the base of every protocol on this page. Use one of the five positive millets: foxtail (korralu), kodo (arikalu), little (samalu), barnyard (udalu) or browntop (andu korralu).",
    te: "అంబలి అంటే ఒకసారికి ఒకే రకం చిరుధాన్యంతో చేసే పలుచని, పులియబెట్టిన జావ. సంప్రదాయంగా ఉదయం టిఫిన్‌కు బదులుగా తాగుతారు; ఈ పేజీలోని ప్రతి పద్ధతికీ ఇదే ఆధారం. ఐదు సిరిధాన్యాల్లో ఒకటి వాడండి: కొర్రలు, అరికలు, సామలు, ఊదలు లేదా అండు కొర్రలు.",
  },
  "protocols.ambali.heading": {
    en: "Strict rules to follow to prepare Ambali for best health benefits:",
    te: "అంబలితో పూర్తి ప్రయోజనం పొందడానికి తప్పకుండా పాటించాల్సిన నియమాలు:",
  },
  "protocols.ambali.step1": {
    en: "Use only one type of millet in a batch; never mix two millets together.",
    te: "ఒకసారికి ఒకే రకం చిరుధాన్యం వాడండి; రెండు రకాలు ఎప్పుడూ కలపకండి.",
  },
  "protocols.ambali.step2": {
    en: "Rinse the millet gently and soak it in clean water for 6 to 8 hours (overnight soaking is fine).",
    te: "చిరుధాన్యాన్ని మెల్లగా కడిగి, శుభ్రమైన నీళ్ళలో 6 నుండి 8 గంటలు నానబెట్టండి (రాత్రంతా నానబెట్టినా పర్వాలేదు).",
  },
  "protocols.ambali.step3": {
    en: "For every glass of millets, use 6 to 10 glasses of water, including the soaking water.",
    te: "ఒక గ్లాసు చిరుధాన్యాలకు, నానబెట్టిన నీళ్ళతో కలిపి 6 నుండి 10 గ్లాసుల నీళ్ళు వాడండి.",
  },
  "protocols.ambali.step4": {
    en: "Cook in an earthen or steel pot only; avoid aluminium, non-stick pans and pressure cookers.",
    te: "మట్టి కుండలో లేదా స్టీల్ గిన్నెలో మాత్రమే వండండి; అల్యూమినియం, నాన్-స్టిక్ పాత్రలు, ప్రెషర్ కుక్కర్ వాడకండి.",
  },
  "protocols.ambali.step5": {
    en: "Cook on a low flame, stirring now and then, until the grains are soft and the porridge is smooth.",
    te: "సన్నని మంట మీద, మధ్య మధ్యలో కలుపుతూ, గింజలు మెత్తబడి జావ నున్నగా అయ్యేదాకా ఉడికించండి.",
  },
  "protocols.ambali.step6": { en: "Do not add salt, sugar or ghee while cooking.", te: "వండేటప్పుడు ఉప్పు, చక్కెర, నెయ్యి వేయకండి." },
  "protocols.ambali.step7": {
    en: "Let it cool, cover the pot with a cotton cloth and leave it to ferment overnight at room temperature.",
    te: "చల్లారనిచ్చి, కుండ మీద నూలు గుడ్డ కప్పి, రాత్రంతా గదిలోనే పులవనివ్వండి.",
  },
  "protocols.ambali.step8": {
    en: "Next morning, drink it plain or mixed with buttermilk; chopped shallots or a few curry leaves may be added.",
    te: "మర్నాడు ఉదయం అలాగే గానీ, మజ్జిగ కలిపి గానీ తాగండి; సన్నగా తరిగిన చిన్న ఉల్లిపాయలు లేదా కొన్ని కరివేపాకులు వేసుకోవచ్చు.",
  },
  "protocols.ambali.step9": {
    en: "Make it fresh every day and finish it the same day; do not refrigerate and reheat.",
    te: "రోజూ తాజాగా చేసుకుని అదే రోజు పూర్తి చేయండి; ఫ్రిజ్‌లో పెట్టి మళ్ళీ వేడి చేయకండి.",
  },

  "protocols.decoction.title": { en: "Immunity Boosting Decoctions", te: "రోగనిరోధక శక్తికి ఆకు కషాయాలు" },
  "protocols.decoction.intro": {
    en: "Leaf decoctions (kashayam) are a traditional Indian drink made from a single kind of fresh leaf boiled briefly in water. They are taken in cycles, changing the leaf every few days as each protocol shows.",
    te: "ఆకు కషాయం అంటే ఒకే రకం తాజా ఆకులను నీళ్ళలో కొద్దిసేపు మరిగించి చేసే సంప్రదాయ పానీయం. ప్రతి పద్ధతిలో చూపినట్టు, కొన్ని రోజులకు ఒకసారి ఆకు మారుస్తూ వరుసగా తాగుతారు.",
  },
  "protocols.decoction.heading": { en: "Preparation:", te: "తయారీ విధానం:" },
  "protocols.decoction.step1": {
    en: "Use one type of leaf at a time; never mix different leaves in the same decoction.",
    te: "ఒకసారికి ఒకే రకం ఆకు వాడండి; ఒకే కషాయంలో వేర్వేరు ఆకులు ఎప్పుడూ కలపకండి.",
  },
  "protocols.decoction.step2": {
    en: "Wash a small handful of fresh leaves (5 to 7 leaves, or a small bunch of garika) in clean water.",
    te: "కొన్ని తాజా ఆకులను (5 నుండి 7 ఆకులు, లేదా చిన్న గరిక కట్ట) శుభ్రమైన నీళ్ళలో కడగండి.",
  },
  "protocols.decoction.step3": { en: "Bring 150-200 ml of water to a boil in a steel or earthen vessel.", te: "స్టీల్ లేదా మట్టి పాత్రలో 150-200 ml నీళ్ళు మరిగించండి." },
  "protocols.decoction.step4": {
    en: "Add the leaves and boil for 2-3 minutes only, then switch off the flame and keep it covered for a minute.",
    te: "ఆకులు వేసి 2-3 నిమిషాలు మాత్రమే మరిగించి, స్టవ్ ఆపేసి ఒక నిమిషం మూత పెట్టి ఉంచండి.",
  },
  "protocols.decoction.step5": { en: "Strain and drink it warm on an empty stomach, sipping slowly.", te: "వడకట్టి, పరగడుపున గోరువెచ్చగా, నెమ్మదిగా చప్పరిస్తూ తాగండి." },
  "protocols.decoction.step6": { en: "Palm jaggery may be added for taste (optional); do not add sugar.", te: "రుచి కోసం కావాలంటే తాటి బెల్లం వేసుకోవచ్చు; చక్కెర వేయకండి." },
  "protocols.decoction.step7": { en: "Keep a gap of about 30 minutes before taking oils or food.", te: "నూనెలు లేదా ఆహారం తీసుకునే ముందు సుమారు 30 నిమిషాల ఎడం ఉంచండి." },
  "protocols.decoction.step8": { en: "For children (from 9 months of age), a few spoons are enough.", te: "పిల్లలకు (9 నెలల వయసు నుండి) కొన్ని చెంచాలు చాలు." },
});
