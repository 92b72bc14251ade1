/**
 * The "no health claims" check for every text an admin writes (product names and descriptions, articles, banners,
 * promotions, policies).
 *
 * Indian law forbids food and wellness text from offering a product for a disease:
 * - the Drugs and Magic Remedies (Objectionable Advertisements) Act 1954, section 3: no advertisement may suggest a
 *   product for "the diagnosis, cure, mitigation, treatment or prevention" of a disease in its Schedule, nor for
 *   sexual capacity or menstrual disorders;
 * - the FSS (Advertising and Claims) Regulations 2018: no food may claim to prevent, alleviate, treat or cure a
 *   disease, and words such as "natural", "pure" and "fresh" may be used only under stated conditions.
 *
 * A claim is a claim verb ("cures", "remedy for", "anti-diabetic", ...) near a disease ("diabetes", "BP",
 * "joint pain", ...) in the same sentence, not negated ("does not cure"). The check reads words, not meaning:
 * it is tuned to block the phrasings the law is about while leaving ordinary food words alone ("a sweet treat",
 * "cold-pressed", "heart of the village"). Framework-free and dependency-free so the Worker, the pages and the
 * tests share it.
 */

export type ClaimFinding = {
  /** The claim's words as written in the text (markup removed, spaces collapsed), e.g. "cures diabetes". */
  phrase: string;
  /** The disease as the table below names it, e.g. "diabetes" for "blood sugar". */
  disease: string;
  /** The claim verb's base form, e.g. "cure" for "cured". */
  verb: string;
  /** Where the phrase starts in the text given (markup included). */
  index: number;
};

export type RegulatedWordFinding = {
  /** The regulated word (its base form: "natural" for "naturally"). */
  word: string;
  /** Why the word is regulated, in one sentence. */
  note: string;
};

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
const DISEASE_TABLE: { disease: string; terms: string[] }[] = [
  { disease: "cancer", terms: ["cancer", "cancers", "cancerous", "tumour", "tumours", "tumor", "tumors", "carcinoma", "leukaemia", "leukemia"] },
  { disease: "diabetes", terms: ["diabetes", "diabetic", "diabetics", "sugar disease", "blood sugar", "sugar level", "sugar levels", "madhumeha", "insulin resistance"] },
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
    terms: ["blood pressure", "high blood pressure", "low blood pressure", "hypertension", "hypotension", "hypertensive", "bp", "high bp", "low bp"],
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
const MEASURED_DISEASES = ["high cholesterol", "diabetes", "high or low blood pressure", "obesity"];

// ---------------------------------------------------------------------------------------------------------------
// Claim verbs
// ---------------------------------------------------------------------------------------------------------------

/**
 * How far a verb reaches for its disease:
 * - "near": within MAX_GAP words either side, any words between ("cures diabetes", "diabetes is cured by").
 *   For verbs that mean nothing but a claim when a disease is close.
 * - "object": the disease follows with only small words between ("treats the symptoms of asthma"), or comes first
 *   in the passive ("diabetes can be prevented"). For verbs with ordinary food meanings ("prevents moisture",
 *   "treated with heat", "reduces frying time"), so an unrelated disease later in the sentence is not their object.
 * - "adjacent": the disease follows at once ("anti-diabetic").
 */
type Reach = "near" | "object" | "adjacent";

type ClaimVerb = {
  verb: string;
  forms: string[];
  reach: Reach;
  /** Verbs that are claims only about measured markers (cholesterol, blood sugar, BP, weight). */
  onlyFor?: string[];
  /** Verbs that also describe a doctor's work ("the doctor's treatment for diabetes"), which is no claim. */
  medicalToo?: boolean;
};

const CLAIM_VERBS: ClaimVerb[] = [
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
    forms: ["reduce", "reduces", "reduced", "reducing", "lower", "lowers", "lowered", "lowering", "bring down", "brings down"],
    reach: "object",
    onlyFor: MEASURED_DISEASES,
  },
  { verb: "anti", forms: ["anti"], reach: "adjacent" },
];

/** How many words may stand between a verb and its disease. */
const MAX_GAP = 6;

/** How many words may stand between a negation and the verb it negates: "not intended to diagnose, mitigate, treat, cure or prevent". */
const NEGATION_REACH = 8;

/**
 * Words that may stand between an "object" verb and its disease without changing what the verb is about:
 * articles, possessives, "the symptoms of", "the risk of", "type 2", "naturally", "people with".
 */
const OBJECT_GAP_WORDS = new Set(
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
const PASSIVE_GAP_WORDS = new Set(
  "is are was were be been being can could may will would gets get got and or also even easily naturally completely fully permanently quickly effectively often".split(" "),
);

/** "treat" is a noun after these words: "a sweet treat", "guilt-free treats", "our festive treats". */
const TREAT_AS_NOUN_AFTER = new Set(
  (
    "a an the this that these those our your my their some any little sweet tasty perfect festive healthy delicious lovely " +
    "great real occasional free crunchy crispy wholesome evening holiday party special traditional homemade simple rare " +
    "favourite favorite tea time"
  ).split(" "),
);

// ---------------------------------------------------------------------------------------------------------------
// Negation and attribution
// ---------------------------------------------------------------------------------------------------------------

/** Words that negate a claim verb that follows them: "does not cure", "cannot prevent", "never claims to heal". */
const NEGATIONS = new Set(
  "not never cannot can't cant don't dont doesn't doesnt isn't isnt aren't won't wont didn't shouldn't nor neither nothing".split(" "),
);

/** "no" negates only before these words: "no claim to cure", "no food can cure", "no known cure" (not "no side effects, cures"). */
const NO_BEFORE = new Set(
  (
    "claim claims cure cures known remedy remedies treatment medicine food foods product products oil oils diet herb herbs " +
    "single one evidence proof promise guarantee intention substitute way"
  ).split(" "),
);

/** Words after a negation that turn it into emphasis: "not only", "not just", "never again", "nothing but". */
const NOT_NEGATING_AFTER = new Set(["only", "just", "merely", "simply", "again", "but", "more", "longer"]);

/** Words that start a new clause on their own: the claim after them stands apart from what came before. */
const CLAUSE_BREAKS = new Set(["but", "however", "although", "though", "whereas", "because", "therefore", "hence", "instead"]);

/** Words that start a new clause after a comma or dash: "We do not add sugar, so it cures diabetes". */
const CLAUSE_BREAKS_AFTER_PAUSE = new Set(["and", "so", "it", "this", "which", "they", "we", "you", "while", "yet"]);

/** Words that make a "treatment" the doctor's, not the food's: "consult your doctor for the treatment of fever". */
const MEDICAL_WORDS = new Set(["doctor", "doctors", "physician", "physicians", "medical", "hospital", "prescribed", "specialist", "dentist"]);

/** Words that bring the product back as the subject: "doctors use it to treat diabetes" is the product's claim. */
const PRODUCT_WORDS = new Set(["it", "this", "our", "these", "product", "oil", "food"]);

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
const REGULATED_WORDS: { word: string; forms: string[]; note: string }[] = [
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

// ---------------------------------------------------------------------------------------------------------------
// Markup: text may be Markdown or HTML-ish; matching runs on the words a reader sees
// ---------------------------------------------------------------------------------------------------------------

/** Plain text with, for every character, where it came from in the original (so findings point into the original). */
type PlainText = { text: string; origin: number[] };

/** Tags that only style words inside a sentence: removed without a trace, so "<b>cures</b> diabetes" still reads. */
const INLINE_TAGS = new Set(["a", "b", "strong", "i", "em", "u", "span", "mark", "small", "sup", "sub", "abbr", "code", "s"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", rsquo: "'", lsquo: "'", ndash: "–", mdash: "—", hellip: "…" };

/** A paragraph break: ends a sentence even when no full stop was written. */
const PARAGRAPH = "\n\n";

/** Each kind of markup is a named group, so replacementFor knows what it matched. */
const MARKUP = new RegExp(
  [
    /(?<hidden><(script|style)\b[^>]*>[\s\S]*?<\/\2\s*>)/.source, // script and style: no reader sees them
    /(?<comment><!--[\s\S]*?-->)/.source,
    /<\/?(?<tag>[a-zA-Z][\w-]*)\b[^>]*>/.source,
    /&(?<entity>#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);/.source,
    /(?<linkTarget>\]\([^)]*\))/.source, // the "](address)" of a Markdown link: its words stay, the address goes
    /(?<lineStart>^[ \t]*(?:#{1,6}|>|[-*+•]|\d+[.)])[ \t]+)/.source, // heading, quote and list markers (the line break stays)
    /(?<cell>\|)/.source, // Markdown table cells
    /(?<emphasis>[*_~`[\]]+)/.source, // emphasis, code and link brackets
  ].join("|"),
  "gm",
);

function decodeEntity(entity: string): string {
  if (entity.startsWith("#x") || entity.startsWith("#X")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
  if (entity.startsWith("#")) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
  return ENTITIES[entity.toLowerCase()] ?? " ";
}

/** What a piece of markup stands for in the plain text: nothing, a space, a character or a paragraph break. */
function replacementFor(groups: Record<string, string | undefined>): string {
  if (groups.entity !== undefined) return decodeEntity(groups.entity);
  if (groups.tag !== undefined) {
    const name = groups.tag.toLowerCase();
    if (INLINE_TAGS.has(name)) return "";
    return name === "br" ? "\n" : PARAGRAPH;
  }
  if (groups.comment !== undefined) return " ";
  if (groups.hidden !== undefined) return PARAGRAPH;
  // A table cell reads like a comma ("| Diabetes | cured |" is still a claim).
  if (groups.cell !== undefined) return ", ";
  return ""; // list markers (their line break stays), link targets and emphasis
}

function stripMarkup(source: string): PlainText {
  let text = "";
  const origin: number[] = [];
  const append = (piece: string, from: number, oneToOne: boolean) => {
    for (let i = 0; i < piece.length; i++) origin.push(oneToOne ? from + i : from);
    text += piece;
  };
  let copied = 0;
  for (const match of source.matchAll(MARKUP)) {
    const start = match.index;
    append(source.slice(copied, start), copied, true);
    append(replacementFor(match.groups ?? {}), start, false);
    copied = start + match[0].length;
  }
  append(source.slice(copied), copied, true);
  return { text, origin };
}

// ---------------------------------------------------------------------------------------------------------------
// Words and sentences
// ---------------------------------------------------------------------------------------------------------------

type Token = {
  /** Lower case, curly apostrophes straightened, possessive "'s" dropped: "Alzheimer's" reads "alzheimer". */
  word: string;
  raw: string;
  /** Offsets in the plain text. */
  start: number;
  end: number;
  sentence: number;
  /** A comma, colon or dash stands between this word and the one before. */
  afterPause: boolean;
};

/** Letters and digits, with inner apostrophes ("doesn't"); hyphens split words, so "anti-diabetic" is two. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
/**
 * A full stop, question or exclamation mark or semicolon before a space, or a line break: admins type one thought
 * per line (a heading, a list item), so a line ends a sentence, unless it ends with a colon and introduces what
 * follows ("Cures:" then "- diabetes"). An ellipsis is a pause for effect, not an end: "Diabetes... cured!".
 */
const SENTENCE_END = /(?:[!?;]|(?<!\.)\.(?!\.))["'”’)\]]*\s|(?<!:[ \t\r]*)\n/;
const PAUSE = /[,:—–]|\s-\s/;

function normaliseWord(raw: string): string {
  return raw.toLowerCase().replaceAll("’", "'").replace(/'s$/, "");
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const between = text.slice(previousEnd, match.index);
    // Tested with the next word's first letter, so a decimal point ("2.5 kg") does not end a sentence.
    if (tokens.length > 0 && SENTENCE_END.test(between + text.charAt(match.index))) sentence++;
    const raw = match[0];
    tokens.push({ word: normaliseWord(raw), raw, start: match.index, end: match.index + raw.length, sentence, afterPause: PAUSE.test(between) });
    previousEnd = match.index + raw.length;
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------------
// Phrases: disease terms, verb forms and regulated forms matched against words
// ---------------------------------------------------------------------------------------------------------------

type Phrase = { words: string[]; exactCase: boolean };

/** A term written all in capitals matches only in capitals ("AIDS", "TB"); everything else ignores case. */
function toPhrase(text: string): Phrase {
  const raws = text.match(WORD) ?? [];
  const exactCase = raws.every((raw) => raw === raw.toUpperCase());
  return { words: exactCase ? raws : raws.map(normaliseWord), exactCase };
}

/** Whether the phrase's words stand at tokens[at...] within one sentence. */
function phraseAt(tokens: Token[], at: number, phrase: Phrase): boolean {
  return phrase.words.every((word, offset) => {
    const token = tokens[at + offset];
    if (!token || token.sentence !== tokens[at].sentence) return false;
    return phrase.exactCase ? token.raw === word : token.word === word;
  });
}

/** A run of tokens (first and last inclusive) that matched an entry of a table. */
type Mention<T> = { first: number; last: number; entry: T };

type PhraseTable<T> = Map<string, { phrase: Phrase; entry: T }[]>;

/** The entries by their phrase's first word, longest phrase first, so a text is read in one pass. */
function phraseTable<T>(entries: { phrase: Phrase; entry: T }[]): PhraseTable<T> {
  const table: PhraseTable<T> = new Map();
  for (const item of [...entries].sort((a, b) => b.phrase.words.length - a.phrase.words.length)) {
    const key = item.phrase.words[0];
    table.set(key, [...(table.get(key) ?? []), item]);
  }
  return table;
}

/** Every non-overlapping mention of the table's phrases, the longest phrase winning at each word. */
function findMentions<T>(tokens: Token[], table: PhraseTable<T>): Mention<T>[] {
  const mentions: Mention<T>[] = [];
  for (let at = 0; at < tokens.length; ) {
    const candidates = [...(table.get(tokens[at].word) ?? []), ...(table.get(tokens[at].raw) ?? [])];
    const best = candidates
      .filter(({ phrase }) => phraseAt(tokens, at, phrase))
      .sort((a, b) => b.phrase.words.length - a.phrase.words.length)[0];
    if (!best) {
      at++;
      continue;
    }
    mentions.push({ first: at, last: at + best.phrase.words.length - 1, entry: best.entry });
    at += best.phrase.words.length;
  }
  return mentions;
}

const DISEASE_PHRASES = DISEASE_TABLE.flatMap(({ disease, terms }) => terms.map((term) => ({ phrase: toPhrase(term), entry: disease })));
const DISEASES = phraseTable(DISEASE_PHRASES);
const VERBS = phraseTable(CLAIM_VERBS.flatMap((verb) => verb.forms.map((form) => ({ phrase: toPhrase(form), entry: verb }))));
const REGULATED = phraseTable(REGULATED_WORDS.flatMap((regulated) => regulated.forms.map((form) => ({ phrase: toPhrase(form), entry: regulated }))));

/** One-word disease terms, for claims written as one word: "antidiabetic", "anticancer". */
const ONE_WORD_DISEASES = new Map(
  DISEASE_PHRASES.filter(({ phrase }) => phrase.words.length === 1 && !phrase.exactCase).map(({ phrase, entry }) => [phrase.words[0], entry]),
);

// ---------------------------------------------------------------------------------------------------------------
// Claims
// ---------------------------------------------------------------------------------------------------------------

type VerbMention = Mention<ClaimVerb>;
type DiseaseMention = Mention<string>;

/** Whether a new clause starts at tokens[index]: "but ...", ", so it ...". */
function startsClause(tokens: Token[], index: number): boolean {
  const token = tokens[index];
  return CLAUSE_BREAKS.has(token.word) || (token.afterPause && CLAUSE_BREAKS_AFTER_PAUSE.has(token.word));
}

/** Whether a new clause starts anywhere after `from` up to and including `to`. */
function clauseBreakBetween(tokens: Token[], from: number, to: number): boolean {
  for (let i = from + 1; i <= to; i++) if (startsClause(tokens, i)) return true;
  return false;
}

function isNegation(tokens: Token[], index: number): boolean {
  const word = tokens[index].word;
  const next = tokens[index + 1]?.word ?? "";
  if (NOT_NEGATING_AFTER.has(next)) return false;
  return NEGATIONS.has(word) || (word === "no" && NO_BEFORE.has(next));
}

/** "does not cure", "is not intended to diagnose, treat, cure or prevent": a negation shortly before, same clause. */
function isNegated(tokens: Token[], verb: VerbMention): boolean {
  const sentence = tokens[verb.first].sentence;
  for (let i = verb.first - 1; i >= 0 && i >= verb.first - 1 - NEGATION_REACH; i--) {
    if (tokens[i].sentence !== sentence || clauseBreakBetween(tokens, i, verb.first)) return false;
    if (isNegation(tokens, i)) return true;
  }
  return false;
}

/** "Consult your doctor for the treatment of fever": the treatment is the doctor's, unless the product comes back. */
function isDoctorsWork(tokens: Token[], verb: VerbMention, disease: DiseaseMention): boolean {
  if (!verb.entry.medicalToo) return false;
  const sentence = tokens[verb.first].sentence;
  const inSentence = (i: number) => tokens[i] !== undefined && tokens[i].sentence === sentence;
  for (let i = verb.first - 1; i >= verb.first - 4 && inSentence(i); i--) {
    if (PRODUCT_WORDS.has(tokens[i].word)) break;
    if (MEDICAL_WORDS.has(tokens[i].word)) return true;
  }
  const after = Math.max(verb.last, disease.last);
  for (let i = after + 1; i <= after + 4 && inSentence(i); i++) if (MEDICAL_WORDS.has(tokens[i].word)) return true;
  return false;
}

/** "a sweet treat", "guilt-free treats": the noun, not the verb. "treats for diabetics" is a noun too ("treated for" is not). */
function isTreatNoun(tokens: Token[], verb: VerbMention): boolean {
  const word = tokens[verb.first].word;
  if (verb.first !== verb.last || (word !== "treat" && word !== "treats")) return false;
  const before = tokens[verb.first - 1];
  const after = tokens[verb.first + 1];
  return (before !== undefined && TREAT_AS_NOUN_AFTER.has(before.word)) || after?.word === "for";
}

/** Whether every word strictly between `from` and `to` is allowed (a gap word, or part of another disease). */
function gapAllowed(tokens: Token[], from: number, to: number, allowed: Set<string>, diseaseWords: Set<number>): boolean {
  if (to - from - 1 > MAX_GAP) return false;
  for (let i = from + 1; i < to; i++) if (!allowed.has(tokens[i].word) && !diseaseWords.has(i)) return false;
  return true;
}

/** Nouns that make a claim straight after their disease: "a diabetes remedy", "natural arthritis treatment". */
const CLAIM_NOUNS = new Set(["remedy", "remedies", "treatment", "treatments", "medicine", "medicines"]);

/**
 * Whether a verb reaches back to a disease before it: a passive ("diabetes can be reversed", "BP under control")
 * over small words, or a claim noun right after its disease ("a diabetes remedy").
 */
function reachesBack(tokens: Token[], verb: VerbMention, disease: DiseaseMention, diseaseWords: Set<number>): boolean {
  if (CLAIM_NOUNS.has(tokens[verb.first].word)) return disease.last + 1 === verb.first;
  const passive = tokens[verb.last].word.endsWith("ed") || tokens[verb.first].word === "under";
  return passive && gapAllowed(tokens, disease.last, verb.first, PASSIVE_GAP_WORDS, diseaseWords);
}

function reaches(tokens: Token[], verb: VerbMention, disease: DiseaseMention, diseaseWords: Set<number>): boolean {
  const { reach, onlyFor } = verb.entry;
  if (onlyFor && !onlyFor.includes(disease.entry)) return false;
  const verbFirst = verb.last < disease.first;
  if (reach === "adjacent") return disease.first === verb.last + 1;
  if (reach === "near") {
    const [from, to] = verbFirst ? [verb.last, disease.first] : [disease.last, verb.first];
    return to - from - 1 <= MAX_GAP && !clauseBreakBetween(tokens, from, to);
  }
  if (verbFirst) return gapAllowed(tokens, verb.last, disease.first, OBJECT_GAP_WORDS, diseaseWords);
  return reachesBack(tokens, verb, disease, diseaseWords);
}

function distance(verb: VerbMention, disease: DiseaseMention): number {
  return verb.last < disease.first ? disease.first - verb.last : verb.first - disease.last;
}

/** The words from the first to the last token, as the reader sees them. */
function phraseOf(plain: PlainText, tokens: Token[], first: number, last: number): ClaimFinding["phrase"] {
  return plain.text
    .slice(tokens[first].start, tokens[last].end)
    .replace(/\s+/g, " ")
    .replace(/ ([,;:])/g, "$1");
}

/** "antidiabetic", "anticancer": claims written as one word. */
function joinedAntiClaims(plain: PlainText, tokens: Token[]): ClaimFinding[] {
  return tokens.flatMap((token) => {
    const disease = token.word.startsWith("anti") ? ONE_WORD_DISEASES.get(token.word.slice(4)) : undefined;
    return disease ? [{ phrase: token.raw, disease, verb: "anti", index: plain.origin[token.start] }] : [];
  });
}

/**
 * The disease claims in a text: every mention of a disease whose nearest claim verb reaches it, is not negated and
 * is not a doctor's. Each disease mention gives at most one finding, so "treat, cure or prevent diabetes" is one.
 */
export function findHealthClaims(text: string): ClaimFinding[] {
  const plain = stripMarkup(text);
  const tokens = tokenize(plain.text);
  const diseases = findMentions(tokens, DISEASES);
  const verbs = findMentions(tokens, VERBS).filter((verb) => !isTreatNoun(tokens, verb));
  const diseaseWords = new Set(diseases.flatMap(({ first, last }) => Array.from({ length: last - first + 1 }, (_, i) => first + i)));
  const findings: ClaimFinding[] = [];
  for (const disease of diseases) {
    const verb = verbs
      .filter((v) => tokens[v.first].sentence === tokens[disease.first].sentence && reaches(tokens, v, disease, diseaseWords))
      .sort((a, b) => distance(a, disease) - distance(b, disease))[0];
    // The nearest verb speaks for the disease: "cures cracked heels and does not cure diabetes" claims nothing about diabetes.
    if (!verb || isNegated(tokens, verb) || isDoctorsWork(tokens, verb, disease)) continue;
    const first = Math.min(verb.first, disease.first);
    const last = Math.max(verb.last, disease.last);
    findings.push({ phrase: phraseOf(plain, tokens, first, last), disease: disease.entry, verb: verb.entry.verb, index: plain.origin[tokens[first].start] });
  }
  return [...findings, ...joinedAntiClaims(plain, tokens)].sort((a, b) => a.index - b.index);
}

// ---------------------------------------------------------------------------------------------------------------
// Regulated words
// ---------------------------------------------------------------------------------------------------------------

/** The regulated words a text uses, once each, in the order they first appear. */
export function findRegulatedWords(text: string): RegulatedWordFinding[] {
  const tokens = tokenize(stripMarkup(text).text);
  const found = new Map<string, RegulatedWordFinding>();
  for (const { entry } of findMentions(tokens, REGULATED)) {
    if (!found.has(entry.word)) found.set(entry.word, { word: entry.word, note: entry.note });
  }
  return [...found.values()];
}

// ---------------------------------------------------------------------------------------------------------------
// Messages and the check over a form's fields
// ---------------------------------------------------------------------------------------------------------------

const quoted = (words: string[]) => [...new Set(words)].map((word) => `"${word}"`).join(", ");

/** The 400 message for a save refused because of health claims ("" when there are none). */
export function healthClaimMessage(findings: Pick<ClaimFinding, "phrase">[]): string {
  if (findings.length === 0) return "";
  return `Health claims are not allowed on food: ${quoted(findings.map((f) => f.phrase))} (a food may not claim to cure, treat or prevent a disease)`;
}

/** The warning an admin confirms before saving text with regulated words ("" when there are none). */
export function regulatedWordsWarning(findings: RegulatedWordFinding[]): string {
  if (findings.length === 0) return "";
  const unique = [...new Map(findings.map((f) => [f.word, f])).values()];
  const notes = unique.map((f) => f.note).join(" ");
  return `Please confirm that these regulated words are true of this item: ${quoted(unique.map((f) => f.word))}. ${notes}`;
}

export type TextCheck = {
  claims: (ClaimFinding & { field: string })[];
  warnings: (RegulatedWordFinding & { field: string })[];
};

/** Both checks over a form's named text fields; empty and missing fields are skipped. */
export function checkTexts(fields: Record<string, string | null | undefined>): TextCheck {
  const result: TextCheck = { claims: [], warnings: [] };
  for (const [field, text] of Object.entries(fields)) {
    if (!text) continue;
    result.claims.push(...findHealthClaims(text).map((finding) => ({ ...finding, field })));
    result.warnings.push(...findRegulatedWords(text).map((finding) => ({ ...finding, field })));
  }
  return result;
}
