/**
 * The shop's search synonyms (issue 30 part 6): groups of words customers type for the same thing, in English,
 * transliterated Telugu and Telugu script. A query word that is (or, by a letter or two, nearly is) any member of a
 * group also searches for every other member, so "bellam", "బెల్లం" and "jaggery" find the same products. Covers
 * every product of the demo catalogue (db/seed-data.ts). The shop extends it by editing this file (a data file this
 * round; an admin page may come later); the search text needs no rebuild, since synonyms are applied to the query only.
 * Written in any case and form: ./search.ts normalises each member as it normalises queries.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // Oils
  ["oil", "oils", "nune", "noone", "nuune", "నూనె", "తైలం"],
  ["groundnut", "ground nut", "peanut", "palli", "pallilu", "verusenaga", "verusenagalu", "వేరుశెనగ", "వేరుశనగ", "పల్లి", "పల్లీలు"],
  ["sesame", "gingelly", "til", "nuvvulu", "nuvvula", "nuvvu", "నువ్వులు", "నువ్వుల"],
  ["coconut", "kobbari", "copra", "కొబ్బరి"],
  ["safflower", "kusuma", "kusumalu", "కుసుమ"],
  ["mustard", "aavalu", "avalu", "aavala", "sarson", "ఆవాలు", "ఆవాల"],
  ["castor", "amudam", "aamudam", "ఆముదం"],
  ["niger seed", "niger", "verri nuvvulu", "verri nuvvula", "ramtil", "వెర్రి నువ్వులు"],
  ["wood pressed", "wood-pressed", "cold pressed", "cold-pressed", "ghani", "ganuga", "kachi ghani", "గానుగ"],
  // Millets
  ["millet", "millets", "siridhanyalu", "siri dhanyalu", "chirudhanyalu", "సిరిధాన్యాలు", "చిరుధాన్యాలు"],
  ["foxtail millet", "foxtail", "korra", "korralu", "kangni", "కొర్రలు", "కొర్ర"],
  ["kodo millet", "kodo", "arikalu", "arika", "అరికలు"],
  ["little millet", "samalu", "sama", "kutki", "సామలు"],
  ["barnyard millet", "barnyard", "udalu", "oodalu", "sanwa", "ఊదలు"],
  ["browntop millet", "browntop", "andu korralu", "andukorralu", "అండు కొర్రలు"],
  ["ragi", "finger millet", "ragulu", "nachni", "mandua", "రాగులు", "రాగి"],
  ["jowar", "sorghum", "jonnalu", "jonna", "జొన్నలు"],
  ["bajra", "pearl millet", "sajjalu", "సజ్జలు"],
  // Pulses
  ["dal", "dhal", "pappu", "పప్పు", "lentil", "lentils", "pulses"],
  ["toor", "tur", "arhar", "pigeon pea", "kandi", "kandi pappu", "కంది", "కందిపప్పు"],
  ["moong", "mung", "green gram", "pesara", "pesalu", "pesara pappu", "పెసర", "పెసలు", "పెసరపప్పు"],
  ["urad", "black gram", "minumulu", "minapa", "minapappu", "మినుములు", "మినపప్పు"],
  ["bengal gram", "chana", "chickpea", "senagalu", "senaga", "శనగలు", "సెనగలు"],
  // Spices
  ["turmeric", "haldi", "pasupu", "పసుపు"],
  ["chilli", "chili", "chilly", "mirchi", "mirapa", "mirapakaya", "karam", "kaaram", "మిరప", "కారం"],
  ["coriander", "dhania", "dhaniya", "dhaniyalu", "daniyalu", "ధనియాలు"],
  ["pepper", "black pepper", "kali mirch", "miriyalu", "మిరియాలు"],
  ["cumin", "jeera", "jeelakarra", "jilakara", "జీలకర్ర"],
  ["salt", "uppu", "ఉప్పు", "rock salt", "saindhava"],
  ["tamarind", "imli", "chintapandu", "చింతపండు"],
  // Sweets and snacks
  ["jaggery", "bellam", "gud", "gur", "బెల్లం"],
  ["palm jaggery", "tati bellam", "thati bellam", "karupatti", "తాటి బెల్లం"],
  ["laddu", "ladoo", "laddoo", "ladu", "undalu", "undalu", "sweets", "sweet", "లడ్డు", "ఉండలు"],
  ["chikki", "patti", "palli patti", "pallipatti", "చిక్కీ"],
  ["murukku", "murukulu", "chakli", "jantikalu", "మురుకులు", "జంతికలు"],
  ["mixture", "namkeen", "mixchar", "మిక్చర్"],
  ["makhana", "fox nut", "phool makhana", "lotus seed", "మఖానా"],
  ["dry fruit", "dry fruits", "dryfruit", "nuts"],
  // Decoctions, skincare, supplements
  ["decoction", "kashayam", "kashaya", "kadha", "కషాయం"],
  ["tulasi", "tulsi", "holy basil", "తులసి"],
  ["garika", "bermuda grass", "durva", "doob", "గరిక"],
  ["bath powder", "sunnipindi", "nalugu", "సున్నిపిండి", "నలుగు"],
  ["kumkumadi", "kumkumadi tailam", "కుంకుమాది"],
  ["moringa", "drumstick", "munaga", "munagaku", "munaga aku", "మునగ", "మునగాకు"],
  ["amla", "gooseberry", "indian gooseberry", "usirikaya", "usiri", "ఉసిరికాయ", "ఉసిరి"],
  ["powder", "podi", "పొడి"],
  // Other staples customers ask for
  ["ghee", "neyyi", "nei", "నెయ్యి"],
  ["honey", "tene", "thene", "shahad", "తేనె"],
  ["rice", "biyyam", "chawal", "బియ్యం"],
];
