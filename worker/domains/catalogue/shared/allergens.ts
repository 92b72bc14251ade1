/**
 * Allergens kept true (issue 33): the one table of the major allergens and the ingredient words that are or contain
 * them, and the check that a food's ingredients (and a description that says what it is made or cooked in) name
 * no allergen its allergen declaration leaves out. A listing that said "Fox nuts, groundnut oil" and "roasted in
 * ghee" while declaring only groundnut left milk undeclared; such a save is refused (../products.ts).
 *
 * The list: FSS (Labelling and Display) Regulations 2020 name cereals containing gluten, crustaceans, milk, eggs,
 * fish, peanuts, tree nuts, soybeans and sulphites (10 mg/kg or more); the shop also holds sesame and mustard to the
 * rule, as the EU and Codex lists do, because its sweets and oils use them.
 * Decisions, each for a reason:
 * - Oils count as their seed ("groundnut oil" is peanut, "sesame oil" sesame, "mustard oil" mustard). Some rules
 *   exempt fully refined oils, but this shop's oils are wood-pressed and unrefined, which keep the seed's proteins,
 *   and the FSSAI text names no such exemption; a refined oil is still declared (over-declaring harms no one).
 * - Coconut is not a tree nut: India's list does not name it, nor does the EU's (the US dropped it in 2025), and a
 *   shop full of coconut oil would otherwise have to call every one a nut. Fox nuts (makhana) are seeds of a water
 *   lily, nutmeg a spice: neither is listed, and "nut" alone is no word of the table.
 * - Words match whole (English, with a plural -s/-es) or at a word's start (Telugu, whose words take endings:
 *   నెయ్యి, నెయ్యిలో), so "buckwheat" is not wheat, "until" not til and వెర్రినువ్వులు (niger seed) not sesame.
 *   Phrases that hold a word but not its allergen ("coconut milk", "ragi rava", పాలకూర, spinach) are taken out first.
 * - A declaration "declares" an allergen when it names it, any word of it or one of its declaration names
 *   ("Contains tree nuts and milk (ghee)", "Contains groundnut oil"): the check cannot tell "contains" from "may
 *   contain", and does not try to catch a declaration that says "free from".
 * No imports: the seed script and the pages load it as it is.
 */

export type Allergen = {
  /** What a message calls it ("milk", "tree nuts"). */
  name: string;
  /** Words that declare it without being an ingredient ("dairy", "gluten"). */
  declaredAs: readonly string[];
  /** Ingredient words that are or contain it: English, transliterated Hindi/Telugu as shops write them, Telugu. */
  words: readonly string[];
  /** Phrases holding one of the words that are not this allergen. */
  except?: readonly string[];
};

export const ALLERGENS: readonly Allergen[] = [
  {
    name: "milk",
    declaredAs: ["milk", "dairy", "lactose", "milk products", "పాల"],
    words: ["milk", "ghee", "butter", "buttermilk", "curd", "yoghurt", "yogurt", "paneer", "khoa", "khova", "mawa", "cream", "whey", "casein", "lactose", "dahi", "makhan", "malai", "నెయ్యి", "నేతి", "పాలు", "పాల", "వెన్న", "పెరుగు", "మజ్జిగ", "పన్నీర్", "కోవా", "మీగడ"],
    except: ["coconut milk", "coconut cream", "almond milk", "soy milk", "soya milk", "oat milk", "cocoa butter", "shea butter", "peanut butter", "cream of tartar", "milk thistle", "కొబ్బరి పాలు", "పాలకూర", "పాలకాయ"],
  },
  {
    name: "eggs",
    declaredAs: ["egg"],
    words: ["egg", "albumen", "గుడ్డు", "గుడ్ల"],
    except: ["eggplant"],
  },
  {
    name: "fish",
    declaredAs: ["fish"],
    words: ["fish", "anchovy", "anchovies", "sardine", "tuna", "mackerel", "fish sauce", "చేప"],
  },
  {
    name: "crustaceans",
    declaredAs: ["crustacean", "shellfish"],
    words: ["prawn", "shrimp", "crab", "lobster", "royyalu", "రొయ్య", "పీత"],
  },
  {
    name: "peanuts",
    declaredAs: ["peanut", "groundnut"],
    words: ["peanut", "groundnut", "moongphali", "mungfali", "verusenaga", "palli", "వేరుశనగ", "వేరుశెనగ", "పల్లీ", "పల్లి"],
  },
  {
    name: "tree nuts",
    declaredAs: ["tree nut", "nuts"],
    words: ["cashew", "cashew nut", "almond", "pistachio", "walnut", "hazelnut", "pecan", "brazil nut", "macadamia", "kaju", "badam", "pista", "akhrot", "జీడిపప్పు", "జీడి", "బాదం", "పిస్తా", "అక్రోటు", "ఆక్రోట్"],
  },
  {
    name: "sesame",
    declaredAs: ["sesame"],
    words: ["sesame", "til", "gingelly", "nuvvulu", "నువ్వు", "నువ్వుల"],
  },
  {
    name: "gluten cereals",
    declaredAs: ["gluten", "cereals containing gluten"],
    words: ["wheat", "atta", "maida", "sooji", "suji", "semolina", "rava", "rawa", "barley", "rye", "oat", "oats", "spelt", "గోధుమ", "మైదా", "బొంబాయి రవ్వ", "గోధుమ రవ్వ", "బార్లీ", "ఓట్స్"],
    except: ["ragi rava", "rice rava", "idli rava", "millet rava", "corn rava", "jowar rava", "bajra rava", "oat-free"],
  },
  {
    name: "soy",
    declaredAs: ["soy", "soya", "soybean"],
    words: ["soy", "soya", "soybean", "soybeans", "soyabean", "tofu", "soy lecithin", "సోయా"],
  },
  {
    name: "mustard",
    declaredAs: ["mustard"],
    words: ["mustard", "sarson", "ఆవాలు", "ఆవ నూనె", "ఆవనూనె", "ఆవపిండి"],
  },
  {
    name: "sulphites",
    declaredAs: ["sulphite", "sulfite", "sulphur dioxide", "sulfur dioxide"],
    words: ["sulphite", "sulfite", "metabisulphite", "metabisulfite", "bisulphite", "bisulfite", "sulphur dioxide", "sulfur dioxide", "e220", "e221", "e222", "e223", "e224", "e225", "e226", "e227", "e228"],
  },
];

const LATIN = /^[\x20-\x7E]+$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A word's pattern: at a word's start (no letter, mark or digit before it); English words end there too (an -s or
 * -es plural allowed), Telugu words may go on with their endings. Spaces in phrases match any run of spaces.
 */
function wordPattern(word: string): string {
  const body = escape(word.toLowerCase()).replace(/\\? /g, "\\s+");
  return `(?<![\\p{L}\\p{M}\\p{N}])${body}${LATIN.test(word) ? "(?:e?s)?(?![\\p{L}\\p{M}\\p{N}])" : ""}`;
}

const anyOf = (words: readonly string[]) => new RegExp(words.map(wordPattern).join("|"), "giu");

const COMPILED = ALLERGENS.map((allergen) => ({
  allergen,
  words: anyOf(allergen.words),
  declared: anyOf([...allergen.declaredAs, ...allergen.words]),
  except: allergen.except?.length ? anyOf(allergen.except) : null,
}));

/** The first word of `text` that names the allergen (its exceptions taken out), as written; null when none. */
function firstWord(entry: (typeof COMPILED)[number], text: string): string | null {
  const cleaned = entry.except ? text.replace(entry.except, (phrase) => " ".repeat(phrase.length)) : text;
  entry.words.lastIndex = 0;
  const match = entry.words.exec(cleaned);
  return match ? match[0].replace(/\s+/g, " ") : null;
}

/**
 * A description states an ingredient when a sentence says what the food is made, cooked or mixed in or with
 * ("slow-roasted in a little ghee", "made with jaggery and cashews"); only the words after such a verb count, so
 * "pair it with buttermilk" or "mix with water or milk" (how to serve or use it) is no ingredient.
 */
const MAKING = /(?<![\p{L}])(roasted|fried|cooked|made|prepared|infused|tossed|blended|mixed|set|ground|baked|coated|glazed|kneaded|tempered|sweetened|enriched|topped|filled|churned|simmered)(?![\p{L}])/iu;

/** The parts of a description that state ingredients (see MAKING). */
export function statedIngredients(description: string): string {
  return description
    .split(/[.!?;\n]+/)
    .map((sentence) => {
      const verb = MAKING.exec(sentence);
      return verb ? sentence.slice(verb.index) : "";
    })
    .join(" . ");
}

/** A text of the listing that names ingredients, under the name a message gives it. */
export type IngredientSource = { source: "the ingredients" | "the Telugu ingredients" | "the description"; text: string | null | undefined };

export type AllergenContradiction = { allergen: string; word: string; source: IngredientSource["source"] };

/**
 * The allergens the sources name that the declaration does not, each with the first word and source that named
 * it, in the table's order; empty when the listing agrees with itself.
 */
export function undeclaredAllergens(sources: IngredientSource[], declaration: string | null | undefined): AllergenContradiction[] {
  const declared = declaration ?? "";
  return COMPILED.flatMap((entry) => {
    entry.declared.lastIndex = 0;
    if (declared && firstWord({ ...entry, words: entry.declared }, declared)) return [];
    for (const { source, text } of sources) {
      const word = text ? firstWord(entry, source === "the description" ? statedIngredients(text) : text) : null;
      if (word) return [{ allergen: entry.allergen.name, word, source }];
    }
    return [];
  });
}
