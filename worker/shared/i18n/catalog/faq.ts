/**
 * The "faq" messages (see ../define.ts for the conventions): the eleven common questions about our wood-pressed
 * oils and their answers (SPEC.md, Common queries). A namespace of their own because only /commonqueries shows
 * them, and its loader hands them over already translated (its FAQ structured data needs them too): no other page
 * carries their weight. worker/domains/content/shared/common-queries.ts lists them in order.
 */
import { defineMessages } from "../define";

export default defineMessages("faq", {
  "faq.q1": { en: "What are Ghani wood-pressed oils?", te: "గానుగ నూనెలు అంటే ఏమిటి?" },
  "faq.a1": {
    en: "They are oils pressed from whole seeds in a traditional wooden ghani (mortar and pestle) turned slowly by a bull. Nothing is heated, refined, bleached or deodorised: the oil is left to settle, filtered through cloth and bottled.",
    te: "ఎద్దు నెమ్మదిగా తిప్పే సంప్రదాయ చెక్క గానుగలో (రోలు, రోకలి లాంటిది) పూర్తి గింజలను ఆడించి తీసిన నూనెలు ఇవి. వేడి చేయం, రిఫైన్ చేయం, బ్లీచ్ చేయం, వాసన తీసేయం: నూనెను తేరనిచ్చి, గుడ్డతో వడకట్టి, సీసాల్లో నింపుతాం.",
  },
  "faq.q2": { en: "How are they different from regular refined oils?", te: "మామూలు రిఫైన్డ్ నూనెలకూ వీటికీ తేడా ఏమిటి?" },
  "faq.a2": {
    en: "Refined oils are extracted at high temperature, often with chemical solvents, then bleached and deodorised. A wooden ghani turns slowly, so the oil stays cool and keeps the natural colour, aroma and taste of the seed.",
    te: "రిఫైన్డ్ నూనెలను ఎక్కువ వేడి దగ్గర, చాలాసార్లు రసాయన ద్రావకాలతో తీసి, తర్వాత బ్లీచ్ చేసి వాసన తీసేస్తారు. చెక్క గానుగ నెమ్మదిగా తిరుగుతుంది, అందుకే నూనె వేడెక్కదు, గింజ సహజ రంగు, సువాసన, రుచి అలాగే ఉంటాయి.",
  },
  "faq.q3": { en: "Are wood-pressed oils healthy?", te: "గానుగ నూనెలు ఆరోగ్యానికి మంచివేనా?" },
  "faq.a3": {
    en: "They are unrefined, so the seed's natural components such as vitamin E stay in the oil, and there are no solvent residues. Like any oil they are best used in moderation as part of a balanced diet; for medical dietary advice please speak to your doctor.",
    te: "ఇవి రిఫైన్ చేయనివి, కాబట్టి విటమిన్ E లాంటి గింజలోని సహజ పోషకాలు నూనెలోనే ఉంటాయి, రసాయన ద్రావకాల అవశేషాలు ఉండవు. ఏ నూనె అయినా సమతుల ఆహారంలో భాగంగా మితంగా వాడటమే మంచిది; వైద్యపరమైన ఆహార సలహా కోసం దయచేసి మీ డాక్టర్‌ను అడగండి.",
  },
  "faq.q4": { en: "Are your oils organic?", te: "మీ నూనెలు ఆర్గానిక్ నూనెలేనా?" },
  "faq.a4": {
    en: "We buy seeds directly from farmers we know who grow without synthetic pesticides, and we add nothing to the oil. Not every farmer holds an organic certificate, so we do not label the oils as certified organic.",
    te: "రసాయన పురుగుమందులు లేకుండా పండించే, మాకు తెలిసిన రైతుల దగ్గర నుండి నేరుగా గింజలు కొంటాం, నూనెలో ఏమీ కలపం. అయితే ప్రతి రైతు దగ్గర ఆర్గానిక్ సర్టిఫికెట్ లేదు, అందుకే మా నూనెలను సర్టిఫైడ్ ఆర్గానిక్ అని చెప్పం.",
  },
  "faq.q5": { en: "Are the oils suitable for vegans?", te: "వీగన్లు ఈ నూనెలు వాడవచ్చా?" },
  "faq.a5": {
    en: "Yes. Every oil is pressed only from seeds (or copra for coconut oil). No animal products are added at any stage; the bulls turn the press, but nothing from them goes into the oil.",
    te: "వాడవచ్చు. ప్రతి నూనెను గింజల నుండి మాత్రమే (కొబ్బరి నూనెను ఎండు కొబ్బరి నుండి) ఆడిస్తాం. ఏ దశలోనూ జంతువుల నుండి వచ్చినవేవీ కలపం; గానుగను ఎద్దులు తిప్పుతాయి, కానీ వాటి నుండి ఏదీ నూనెలో కలవదు.",
  },
  "faq.q6": { en: "Which oils do you offer?", te: "మీ దగ్గర ఏ ఏ నూనెలు ఉన్నాయి?" },
  "faq.a6": {
    en: "Groundnut, sesame (gingelly), coconut, safflower, mustard, niger seed and castor oil. Groundnut and sesame suit everyday cooking, coconut oil suits South Indian dishes and hair care, and castor oil is for external use.",
    te: "వేరుశనగ, నువ్వులు, కొబ్బరి, కుసుమ, ఆవాలు, వెర్రి నువ్వులు, ఆముదం నూనెలు. రోజువారీ వంటకు వేరుశనగ, నువ్వుల నూనె బాగుంటాయి; దక్షిణాది వంటలకు, జుట్టుకు కొబ్బరి నూనె; ఆముదం పైపూతకు మాత్రమే.",
  },
  "faq.q7": { en: "Where can I buy them?", te: "ఇవి ఎక్కడ కొనవచ్చు?" },
  "faq.a7": {
    en: "Right here in our online shop: add the oils to your cart, place the order and pay by UPI. You can also reach us by phone or e-mail (see the footer) for bulk orders.",
    te: "ఇక్కడే, మా ఆన్‌లైన్ షాప్‌లో: నూనెలను కార్ట్‌లో వేసి, ఆర్డర్ చేసి, UPI తో చెల్లించండి. బల్క్ ఆర్డర్ల కోసం ఫోన్ లేదా ఇ-మెయిల్‌లో కూడా మమ్మల్ని సంప్రదించవచ్చు (పేజీ కింద చూడండి).",
  },
  "faq.q8": { en: "Is wood pressing sustainable?", te: "గానుగ పద్ధతి పర్యావరణానికి మంచిదేనా?" },
  "faq.a8": {
    en: "The press runs on bull power instead of electricity, the leftover oil cake goes back to farms as cattle feed and manure, and we buy seeds locally. Small batches mean very little waste.",
    te: "గానుగ కరెంటుతో కాదు, ఎద్దు బలంతో తిరుగుతుంది; మిగిలిన తెలక పిండి పశువుల మేతగా, ఎరువుగా మళ్ళీ పొలాలకే వెళ్తుంది; గింజలు స్థానికంగానే కొంటాం. చిన్న చిన్న బ్యాచ్‌లు కాబట్టి వృథా చాలా తక్కువ.",
  },
  "faq.q9": { en: "How long do the oils keep?", te: "నూనెలు ఎంత కాలం నిల్వ ఉంటాయి?" },
  "faq.a9": {
    en: "Unopened, about 6 to 9 months from pressing. Keep the bottle closed, away from sunlight and heat, and use a dry spoon. Because nothing is added to preserve them, fresher is always better.",
    te: "సీసా తెరవకపోతే, ఆడించిన రోజు నుండి సుమారు 6 నుండి 9 నెలలు. సీసాకు మూత పెట్టి, ఎండకు, వేడికి దూరంగా ఉంచండి, పొడి చెంచానే వాడండి. నిల్వ కోసం ఏమీ కలపం కాబట్టి, ఎంత తాజాగా వాడితే అంత మంచిది.",
  },
  "faq.q10": { en: "Can all age groups use them?", te: "అన్ని వయసుల వాళ్ళూ వాడవచ్చా?" },
  "faq.a10": {
    en: "Yes, families have cooked with these oils for generations, from children to grandparents. If anyone in the family follows a special diet for a health condition, please check with their doctor.",
    te: "వాడవచ్చు. పిల్లల నుండి తాతయ్య, నానమ్మల వరకు, తరతరాలుగా కుటుంబాలు ఈ నూనెలతోనే వంట చేశాయి. ఇంట్లో ఎవరైనా ఆరోగ్య సమస్య కోసం ప్రత్యేక ఆహారం పాటిస్తుంటే, దయచేసి వారి డాక్టర్‌ను అడగండి.",
  },
  "faq.q11": { en: "How do the oils taste?", te: "ఈ నూనెల రుచి ఎలా ఉంటుంది?" },
  "faq.a11": {
    en: "Stronger and nuttier than refined oil: groundnut oil smells of roasted peanuts, sesame oil is rich and slightly sweet, and mustard oil is pungent. A little goes a long way in flavour.",
    te: "రిఫైన్డ్ నూనె కంటే ఘాటుగా, గింజల రుచితో ఉంటాయి: వేరుశనగ నూనెకు వేయించిన పల్లీల వాసన, నువ్వుల నూనె కమ్మగా కొంచెం తియ్యగా, ఆవ నూనె ఘాటుగా ఉంటుంది. కొంచెం వేసినా మంచి రుచి వస్తుంది.",
  },
});
