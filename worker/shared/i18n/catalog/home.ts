/**
 * The "home" messages (see ../define.ts for the conventions): the home page's hero, values, collections and the
 * "Shop & Save" row (its cards' prices and badges come from the "shop" namespace).
 */
import { defineMessages } from "../define";

export default defineMessages("home", {
  "home.metaTitle": { en: "Ghani | Wood-pressed oils, millets and natural food", te: "Ghani | గానుగ నూనెలు, చిరుధాన్యాలు, సహజ ఆహారం" },
  "home.metaDescription": {
    en: "Bull-driven wood-pressed oils, millets, pulses, spices, sweets and healthy snacks from Andhra Pradesh. Natural, chemical-free food delivered across India.",
    te: "ఆంధ్రప్రదేశ్ నుండి ఎద్దు గానుగ నూనెలు, చిరుధాన్యాలు, పప్పులు, మసాలాలు, స్వీట్లు, ఆరోగ్యకరమైన స్నాక్స్. రసాయనాలు లేని సహజ ఆహారం, భారతదేశమంతటా డెలివరీ.",
  },
  "home.heading": { en: "Natural food, pressed and grown the old way", te: "పాత పద్ధతిలో పండించి, గానుగలో ఆడించిన సహజ ఆహారం" },
  "home.mottoMeaning": { en: "(Health is the greatest wealth)", te: "(ఆరోగ్యమే అసలైన సంపద)" },
  "home.shopNow": { en: "Shop Now", te: "ఇప్పుడే కొనండి" },
  "home.learnMore": { en: "Learn More", te: "మరింత తెలుసుకోండి" },
  "home.learnMoreHidden": { en: "about our food and how it is made", te: "మా ఆహారం, దాని తయారీ గురించి" },
  "home.valuesHeading": { en: "Our Story & Values", te: "మా కథ, మా విలువలు" },
  "home.valueNaturalTitle": { en: "Natural & Pure", te: "సహజం, స్వచ్ఛం" },
  "home.valueNaturalText": {
    en: "Oils pressed slowly in wooden ghanis, never refined, bleached or blended.",
    te: "చెక్క గానుగలో నెమ్మదిగా ఆడించిన నూనెలు: రిఫైన్ చేయం, బ్లీచ్ చేయం, వేరే నూనె కలపం.",
  },
  "home.valueSourcedTitle": { en: "Sustainably Sourced", te: "రైతుల దగ్గర నుండే" },
  "home.valueSourcedText": {
    en: "Seeds and millets bought straight from farmers who grow without chemicals.",
    te: "రసాయనాలు లేకుండా పండించే రైతుల దగ్గర నుండి నేరుగా కొన్న గింజలు, చిరుధాన్యాలు.",
  },
  "home.valueChemicalFreeTitle": { en: "Chemical-Free", te: "రసాయనాలు లేవు" },
  "home.valueChemicalFreeText": {
    en: "No preservatives, colours or additives: just the food, the way it used to be.",
    te: "ప్రిజర్వేటివ్స్, రంగులు, ఇంకేమీ కలపం: ఒకప్పటిలాగే అసలైన ఆహారం.",
  },
  "home.collectionsHeading": { en: "Explore Our Collections", te: "మా ప్రొడక్ట్స్ చూడండి" },
  "home.oilsTitle": { en: "Bull Driven Oils", te: "ఎద్దు గానుగ నూనెలు" },
  "home.oilsText": { en: "Groundnut, sesame, coconut and more, pressed cold in a wooden ghani.", te: "వేరుశనగ, నువ్వులు, కొబ్బరి ఇంకా మరెన్నో: చెక్క గానుగలో వేడి లేకుండా ఆడించినవి." },
  "home.shopOils": { en: "Shop oils", te: "నూనెలు కొనండి" },
  "home.milletsTitle": { en: "Millets", te: "చిరుధాన్యాలు" },
  "home.milletsText": {
    en: "Foxtail, kodo, little, barnyard and browntop: the five positive millets.",
    te: "కొర్రలు, అరికలు, సామలు, ఊదలు, అండు కొర్రలు: ఐదు సిరిధాన్యాలు.",
  },
  "home.shopMillets": { en: "Shop millets", te: "చిరుధాన్యాలు కొనండి" },
  "home.snacksTitle": { en: "Healthy Snacks", te: "ఆరోగ్యకరమైన స్నాక్స్" },
  "home.snacksText": { en: "Murukulu, mixtures and makhana made with millets and good oil.", te: "చిరుధాన్యాలు, మంచి నూనెతో చేసిన మురుకులు, మిక్చర్లు, మఖానా." },
  "home.shopSnacks": { en: "Shop healthy snacks", te: "స్నాక్స్ కొనండి" },
  "home.saveHeading": { en: "Shop & Save", te: "కొనండి, ఆదా చేయండి" },
  "home.noProducts": { en: "No products yet.", te: "ఇంకా ప్రొడక్ట్స్ లేవు." },
  "home.viewAll": { en: "View All Products", te: "అన్ని ప్రొడక్ట్స్ చూడండి" },
});
