/**
 * The words the health-claims check (../shared.ts) reads a text with: the diseases a food may not be offered for,
 * the claim verbs and how far each reaches, the small words that may stand between a verb and its disease, the
 * words of negation, clause breaks and medical context, and the regulated words with why each is regulated.
 * Data only, typed, so the law's word lists can be reviewed and extended without reading the matcher; what the
 * matcher does with each table is said beside it.
 */

/** A disease under one name, with the terms that mention it in a text. */
export type DiseaseEntry = { disease: string; terms: string[] };

/** A word the FSS regulations restrict, the forms that make the same claim, and why it is regulated. */
export type RegulatedWord = { word: string; forms: string[]; note: string };

// ---------------------------------------------------------------------------------------------------------------
// Diseases
// ---------------------------------------------------------------------------------------------------------------

/**
 * Diseases a food may not claim to cure, treat or prevent: the Schedule of the Drugs and Magic Remedies
 * (Objectionable Advertisements) Act 1954 (54 diseases and conditions, from appendicitis to venereal diseases),
 * section 3's sexual and menstrual disorders, and the everyday names Indian shoppers use for them ("sugar
 * disease", "BP", "joint pain"). Lifestyle diseases outside the Schedule are here too (PCOS, thyroid, fatty liver,
 * COVID), because the FSS regulations forbid disease claims for any disease.
 *
 * A term in capitals matches only in capitals ("AIDS", not the verb "aids"). Words that are also ordinary food
 * words are here only in a form that cannot be food: "blood sugar", never "sugar"; "heart disease", never
 * "heart"; "blood pressure", never "pressure"; "epileptic fits", never "fits".
 */
export const DISEASE_TABLE: readonly DiseaseEntry[] = [
  { disease: "cancer", terms: ["cancer", "cancers", "cancerous", "tumour", "tumours", "tumor", "tumors", "carcinoma", "leukaemia", "leukemia"] },
  { disease: "diabetes", terms: ["diabetes", "diabetic", "diabetics", "sugar disease", "blood sugar", "sugar level", "sugar levels", "madhumeha", "insulin resistance", "diabetic patients", "diabetes patients", "sugar down"] },
  {
    disease: "heart disease",
    terms: [
      "heart disease", "heart diseases", "heart attack", "heart attacks", "heart problem", "heart problems", "heart ailments",
      "heart blockage", "heart blockages", "cardiac", "cardiovascular", "coronary", "angina", "arteriosclerosis",
      "atherosclerosis", "blocked arteries", "clogged arteries", "myocardial infarction",
    ],
  },
  {
    disease: "high or low blood pressure",
    terms: ["blood pressure", "high blood pressure", "low blood pressure", "hypertension", "hypotension", "hypertensive", "bp", "high bp", "low bp", "bp down", "pressure down"],
  },
  { disease: "obesity", terms: ["obesity", "obese", "overweight", "weight loss", "belly fat"] },
  { disease: "arthritis", terms: ["arthritis", "arthritic", "osteoarthritis", "rheumatoid", "rheumatism", "joint pain", "joint pains", "gout", "spondylitis"] },
  { disease: "asthma", terms: ["asthma", "asthmatic", "bronchial asthma", "bronchitis"] },
  { disease: "epilepsy", terms: ["epilepsy", "epileptic", "epileptic fits", "seizure", "seizures"] },
  { disease: "tuberculosis", terms: ["tuberculosis", "TB"] },
  { disease: "kidney or gall stones", terms: ["kidney stone", "kidney stones", "gallstone", "gallstones", "gall stones", "bladder stones", "renal stones"] },
  { disease: "eye disease", terms: ["cataract", "cataracts", "glaucoma", "trachoma", "blindness"] },
  { disease: "paralysis", terms: ["paralysis", "paralytic", "infantile paralysis", "polio", "locomotor ataxia"] },
  { disease: "stroke", terms: ["stroke", "strokes", "brain stroke"] },
  { disease: "leprosy", terms: ["leprosy"] },
  { disease: "leucoderma", terms: ["leucoderma", "leukoderma", "vitiligo", "white patches"] },
  { disease: "HIV/AIDS", terms: ["hiv", "AIDS"] },
  {
    disease: "fever",
    terms: ["fever", "fevers", "typhoid", "malaria", "dengue", "chikungunya", "influenza", "flu", "swine flu", "bird flu", "plague", "smallpox", "small pox", "pneumonia", "pleurisy"],
  },
  { disease: "cough and cold", terms: ["cough", "coughs", "common cold"] },
  { disease: "liver disease", terms: ["jaundice", "hepatitis", "liver disease", "liver diseases", "liver disorder", "liver disorders", "fatty liver", "cirrhosis", "liver damage"] },
  { disease: "piles", terms: ["piles", "haemorrhoids", "hemorrhoids", "fistula", "fissures"] },
  { disease: "ulcers", terms: ["ulcer", "ulcers", "stomach ulcer", "stomach ulcers", "peptic ulcer", "mouth ulcers"] },
  {
    disease: "impotence and sexual disorders",
    terms: ["impotence", "erectile dysfunction", "sexual weakness", "sexual disorder", "sexual disorders", "premature ejaculation"],
  },
  { disease: "infertility", terms: ["infertility", "infertile", "sterility"] },
  { disease: "menstrual disorders", terms: ["menstrual disorder", "menstrual disorders", "menstrual problems", "irregular periods"] },
  { disease: "thyroid disorders", terms: ["thyroid", "hypothyroidism", "hyperthyroidism", "goitre", "goiter"] },
  { disease: "high cholesterol", terms: ["cholesterol", "high cholesterol", "ldl", "triglycerides"] },
  { disease: "PCOS", terms: ["pcos", "pcod", "polycystic", "polycystic ovaries"] },
  { disease: "insomnia", terms: ["insomnia", "sleeplessness", "sleep disorder", "sleep disorders"] },
  { disease: "migraine", terms: ["migraine", "migraines"] },
  { disease: "dementia", terms: ["dementia", "alzheimer", "alzheimers", "alzheimer disease", "memory loss"] },
  { disease: "Parkinson's disease", terms: ["parkinson", "parkinsons", "parkinson disease", "parkinsonism"] },
  { disease: "brain and nervous disorders", terms: ["brain disorder", "brain disorders", "nervous disorder", "nervous disorders", "nervous debility", "hysteria", "insanity"] },
  { disease: "skin disease", terms: ["eczema", "psoriasis", "skin disease", "skin diseases", "dermatitis", "ringworm", "scabies"] },
  {
    disease: "gastric disorders",
    terms: ["acidity", "gastric", "gastritis", "acid reflux", "gerd", "ibs", "irritable bowel", "colitis", "constipation", "indigestion"],
  },
  { disease: "COVID", terms: ["covid", "coronavirus"] },
  { disease: "anaemia", terms: ["anaemia", "anemia"] },
  { disease: "osteoporosis", terms: ["osteoporosis"] },
  { disease: "baldness", terms: ["baldness", "hair loss", "hair fall"] },
  { disease: "venereal disease", terms: ["venereal disease", "venereal diseases", "syphilis", "gonorrhoea", "gonorrhea"] },
  // The Schedule's remaining entries, each under its own name.
  ...["appendicitis", "gangrene", "hydrocele", "hernia", "dropsy", "lockjaw", "tetanus", "deafness", "blood poisoning", "lupus"].map(
    (name) => ({ disease: name, terms: [name] }),
  ),
  { disease: "Bright's disease", terms: ["Bright's disease"] },
  // "Cures all diseases" is the oldest magic-remedy claim of all.
  { disease: "any disease", terms: ["disease", "diseases", "illness", "illnesses", "ailment", "ailments", "disorder", "disorders", "infection", "infections"] },
];

/** The diseases whose measured markers "reduce", "lower" and "control" claims are about. */
export const MEASURED_DISEASES: readonly string[] = ["high cholesterol", "diabetes", "high or low blood pressure", "obesity"];

// ---------------------------------------------------------------------------------------------------------------
// Claim verbs
// ---------------------------------------------------------------------------------------------------------------

/**
 * How far a verb reaches for its disease:
 * - "near": within MAX_GAP words (../shared.ts) either side, any words between ("cures diabetes", "diabetes is
 *   cured by"). For verbs that mean nothing but a claim when a disease is close.
 * - "object": the disease follows with only small words between ("treats the symptoms of asthma"), or comes first
 *   in the passive ("diabetes can be prevented"). For verbs with ordinary food meanings ("prevents moisture",
 *   "treated with heat", "reduces frying time"), so an unrelated disease later in the sentence is not their object.
 * - "adjacent": the disease follows at once ("anti-diabetic").
 */
export type Reach = "near" | "object" | "adjacent";

export type ClaimVerb = {
  verb: string;
  forms: string[];
  reach: Reach;
  /** Verbs that are claims only about measured markers (cholesterol, blood sugar, BP, weight). */
  onlyFor?: readonly string[];
  /** Verbs that also describe a doctor's work ("the doctor's treatment for diabetes"), which is no claim. */
  medicalToo?: boolean;
  /** Verbs that are claims only before the disease's patients: "for BP patients", "for diabetics" (PATIENT_WORDS). */
  onlyPatients?: boolean;
};

export const CLAIM_VERBS: readonly ClaimVerb[] = [
  { verb: "cure", forms: ["cure", "cures", "cured", "curing", "curative", "cure for", "cures for", "cure of"], reach: "near" },
  {
    verb: "treat",
    forms: ["treat", "treats", "treated", "treating", "treatment", "treatments", "treatment of", "treatment for", "treatments for"],
    reach: "object",
    medicalToo: true,
  },
  { verb: "heal", forms: ["heal", "heals", "healed", "healing"], reach: "near" },
  { verb: "reverse", forms: ["reverse", "reverses", "reversed", "reversing", "reversal of"], reach: "near" },
  { verb: "prevent", forms: ["prevent", "prevents", "prevented", "preventing", "prevention of", "preventive", "preventative"], reach: "object" },
  { verb: "stop", forms: ["stop", "stops", "stopped", "stopping"], reach: "object" },
  {
    // Offering a food for a disease is the claim even without a medical verb: "good for diabetes".
    verb: "good for",
    forms: ["good for", "beneficial for", "beneficial in", "effective for", "effective against", "effective in", "works against", "useful in", "useful for", "best for"],
    reach: "object",
  },
  { verb: "get rid of", forms: ["get rid of", "gets rid of", "getting rid of", "say goodbye to", "says goodbye to"], reach: "near" },
  { verb: "remedy", forms: ["remedy", "remedies", "remedy for", "remedies for"], reach: "object" },
  { verb: "medicine", forms: ["medicine", "medicines", "medicine for", "medicines for", "drug for", "drugs for"], reach: "object", medicalToo: true },
  { verb: "fight", forms: ["fight", "fights", "fighting", "combat", "combats", "combating"], reach: "near" },
  { verb: "eliminate", forms: ["eliminate", "eliminates", "eliminated", "eliminating", "dissolve", "dissolves", "kills", "destroys"], reach: "near" },
  {
    verb: "protect against",
    forms: ["protect against", "protects against", "protection against", "protective against", "protect from", "protects from"],
    reach: "near",
  },
  { verb: "relieve", forms: ["relieve", "relieves", "relieved", "relieving", "relief from", "relief for", "relief of"], reach: "object" },
  {
    verb: "reduce the risk of",
    forms: ["reduce the risk of", "reduces the risk of", "reduced risk of", "reduces risk of", "lower the risk of", "lowers the risk of", "lower risk of", "cuts the risk of"],
    reach: "object",
  },
  { verb: "control", forms: ["control", "controls", "controlled", "controlling", "under control"], reach: "object", medicalToo: true },
  { verb: "manage", forms: ["help manage", "helps manage", "helps to manage", "helps in managing"], reach: "object" },
  {
    verb: "reduce",
    forms: ["reduce", "reduces", "reduced", "reducing", "lower", "lowers", "lowered", "lowering", "bring down", "brings down", "bring", "brings", "bringing"],
    reach: "object",
    onlyFor: MEASURED_DISEASES,
  },
  { verb: "anti", forms: ["anti"], reach: "adjacent" },
  // Promises (issue 29): "Diabetes? Gone in 30 days", "no more joint pain", "weight loss guaranteed".
  {
    verb: "gone",
    forms: ["gone", "vanish", "vanishes", "vanished", "disappear", "disappears", "disappeared", "goodbye", "bye bye", "farewell to", "kiss goodbye to"],
    reach: "near",
  },
  { verb: "no more", forms: ["no more"], reach: "adjacent" },
  { verb: "free from", forms: ["free from", "freedom from", "free of"], reach: "object" },
  { verb: "guarantee", forms: ["guarantee", "guarantees", "guaranteed", "100% results", "assured results"], reach: "near" },
  // Offering a food to the disease's patients: "Best oil for BP patients", "for diabetics".
  { verb: "for patients", forms: ["for"], reach: "adjacent", onlyPatients: true },
];

/** The last word of a disease mention that names its patients: "for BP patients", "for diabetics". */
export const PATIENT_WORDS: ReadonlySet<string> = new Set(["patients", "patient", "sufferers", "diabetics", "asthmatics"]);

/** Units of a promised time: "in 30 days", "within 2 weeks" is a promise of results when a disease is near. */
export const PROMISE_TIME_UNITS: ReadonlySet<string> = new Set(["hour", "hours", "day", "days", "week", "weeks", "month", "months"]);

/**
 * Words that may stand between an "object" verb and its disease without changing what the verb is about:
 * articles, possessives, "the symptoms of", "the risk of", "type 2", "naturally", "people with".
 */
export const OBJECT_GAP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the your you our their his her its my this that these those of for from against in with to and or all any every many " +
    "most some such as is are be been being can could may might will would get gets it them naturally effectively completely " +
    "fully permanently quickly safely gently easily really also even further help helps helping risk risks chance chances " +
    "symptom symptoms sign signs effect effects cause causes root onset level levels high low bad excess excessive type 1 2 " +
    "chronic acute severe mild early common body problem problems related associated by using regular daily people patients " +
    "who have has suffering digestive respiratory hormonal lifestyle skin stomach liver kidney lung joint bone brain nerve " +
    "nervous blood heart eye urinary women men children"
  ).split(" "),
);

/** Words that may stand between a disease and a passive verb: "diabetes can be easily controlled". */
export const PASSIVE_GAP_WORDS: ReadonlySet<string> = new Set(
  "is are was were be been being can could may will would gets get got and or also even easily naturally completely fully permanently quickly effectively often".split(" "),
);

/** "treat" is a noun after these words: "a sweet treat", "guilt-free treats", "our festive treats". */
export const TREAT_AS_NOUN_AFTER: ReadonlySet<string> = new Set(
  (
    "a an the this that these those our your my their some any little sweet tasty perfect festive healthy delicious lovely " +
    "great real occasional free crunchy crispy wholesome evening holiday party special traditional homemade simple rare " +
    "favourite favorite tea time"
  ).split(" "),
);

/** Nouns that make a claim straight after their disease: "a diabetes remedy", "natural arthritis treatment". */
export const CLAIM_NOUNS: ReadonlySet<string> = new Set(["remedy", "remedies", "treatment", "treatments", "medicine", "medicines"]);

// ---------------------------------------------------------------------------------------------------------------
// Negation and attribution
// ---------------------------------------------------------------------------------------------------------------

/** Words that negate a claim verb that follows them: "does not cure", "cannot prevent", "never claims to heal". */
export const NEGATIONS: ReadonlySet<string> = new Set(
  "not never cannot can't cant don't dont doesn't doesnt isn't isnt aren't won't wont didn't shouldn't nor neither nothing".split(" "),
);

/** "no" negates only before these words: "no claim to cure", "no food can cure", "no known cure" (not "no side effects, cures"). */
export const NO_BEFORE: ReadonlySet<string> = new Set(
  (
    "claim claims cure cures known remedy remedies treatment medicine food foods product products oil oils diet herb herbs " +
    "single one evidence proof promise guarantee intention substitute way"
  ).split(" "),
);

/** Words after a negation that turn it into emphasis: "not only", "not just", "never again", "nothing but". */
export const NOT_NEGATING_AFTER: ReadonlySet<string> = new Set(["only", "just", "merely", "simply", "again", "but", "more", "longer"]);

/** Words that start a new clause on their own: the claim after them stands apart from what came before. */
export const CLAUSE_BREAKS: ReadonlySet<string> = new Set(["but", "however", "although", "though", "whereas", "because", "therefore", "hence", "instead"]);

/** Words that start a new clause after a comma or dash: "We do not add sugar, so it cures diabetes". */
export const CLAUSE_BREAKS_AFTER_PAUSE: ReadonlySet<string> = new Set(["and", "so", "it", "this", "which", "they", "we", "you", "while", "yet"]);

/** Words that make a "treatment" the doctor's, not the food's: "consult your doctor for the treatment of fever". */
export const MEDICAL_WORDS: ReadonlySet<string> = new Set(["doctor", "doctors", "physician", "physicians", "medical", "hospital", "prescribed", "specialist", "dentist"]);

/** Words that bring the product back as the subject: "doctors use it to treat diabetes" is the product's claim. */
export const PRODUCT_WORDS: ReadonlySet<string> = new Set(["it", "this", "our", "these", "product", "oil", "food"]);

// ---------------------------------------------------------------------------------------------------------------
// Regulated words
// ---------------------------------------------------------------------------------------------------------------

/**
 * Words whose use on food the FSS regulations restrict: an admin may use them, but only after confirming the
 * product meets the condition. These are the words the shop's policy names (organic, natural, pure,
 * chemical-free) with the forms that make the same claim; "purely" (meaning "only") and "impure" are not purity
 * claims and are left out. "Fresh" and "traditional" are conditioned by the regulations too, but nearly every text
 * of a shop of cold-pressed oils and old recipes uses them truthfully ("freshly pressed", "a traditional laddu"):
 * a warning on almost every save would teach the admin to click through all of them, the four above included.
 */
export const REGULATED_WORDS: readonly RegulatedWord[] = [
  {
    word: "organic",
    forms: ["organic", "organically"],
    note: "Only food certified under NPOP or PGS-India and carrying the Jaivik Bharat logo may be called organic (FSS (Organic Foods) Regulations 2017).",
  },
  {
    word: "natural",
    forms: ["natural", "naturally", "100% natural"],
    note: "Only a single food with nothing added and no processing beyond what makes it fit to eat may be called natural; a mix may say \"made from natural ingredients\" (FSS Advertising and Claims Regulations 2018).",
  },
  {
    word: "pure",
    forms: ["pure", "purity", "100% pure"],
    note: "Only a single-ingredient food with nothing added and free from avoidable contamination may be called pure (FSS Advertising and Claims Regulations 2018).",
  },
  {
    word: "chemical-free",
    forms: ["chemical free", "chemicals free", "free from chemicals", "free of chemicals", "no chemicals", "without chemicals", "zero chemicals"],
    note: "Every food is made of chemicals, so \"chemical-free\" misleads; say exactly what is absent, such as \"no solvents\" or \"no synthetic pesticides\" (FSS Advertising and Claims Regulations 2018).",
  },
];
