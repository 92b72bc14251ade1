/**
 * The embedded protocol composer: answers wellness questions from our own protocol data, offline and
 * deterministically. It finds the conditions (names, Telugu names, synonyms, common misspellings) or goals a
 * question mentions and writes the protocol out in the assistant's rendering format: a line ending with ":"
 * is a heading, "* " starts a list item, **text** is bold.
 */
import type { ProtocolDisease } from "./shared";
import { allConditions, protocolContent } from "./protocols";

const MAX_MATCHES = 2;

/** Goals people ask about that map to a protocol of the data. */
const GOALS: { words: string[]; diseaseId: string }[] = [
  { words: ["immunity", "immune", "healthy", "wellness", "fitness", "energy", "stamina", "general health", "prevention", "detox"], diseaseId: "healthy-people" },
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Levenshtein distance with an early exit: only small distances matter here. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

function namesOf(disease: ProtocolDisease): string[] {
  return [disease.name, disease.teluguName ?? "", disease.id.replaceAll("-", " "), ...disease.aliases]
    .map(normalise)
    .filter((name) => name.length >= 2);
}

/**
 * How well a question names a condition: 3 for an exact phrase, 2 for a close misspelling of a long word,
 * 0 for nothing. Short names must match whole words, so "ms" does not match inside "symptoms".
 */
function matchScore(question: string, words: string[], name: string): number {
  if (` ${question} `.includes(` ${name} `)) return 3 + name.length / 100;
  if (name.length >= 5 && !name.includes(" ")) {
    const limit = name.length >= 8 ? 2 : 1;
    if (words.some((word) => word.length >= 4 && editDistance(word, name, limit) <= limit)) return 2;
  }
  return 0;
}

export function findConditions(question: string): ProtocolDisease[] {
  const text = normalise(question);
  const words = text.split(" ");
  const scored = allConditions()
    .map((disease) => ({ disease, score: Math.max(0, ...namesOf(disease).map((name) => matchScore(text, words, name))) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.disease.name.localeCompare(b.disease.name));
  const found = scored.slice(0, MAX_MATCHES).map((entry) => entry.disease);
  if (found.length === 0) {
    const goal = GOALS.find((g) => g.words.some((word) => ` ${text} `.includes(` ${word} `)));
    const disease = goal && allConditions().find((d) => d.id === goal.diseaseId);
    if (disease) found.push(disease);
  }
  return found;
}

function protocolText(disease: ProtocolDisease): string[] {
  const title = disease.teluguName ? `${disease.name} (${disease.teluguName})` : disease.name;
  const lines = [`**${title}** - traditional dietary protocol:`];
  for (const category of disease.categories) {
    lines.push(`${category.category}:`);
    for (const item of category.items) {
      lines.push("note" in item ? `* ${item.note}` : `* **${item.name}** - ${item.duration}`);
    }
    if (category.best_practices) lines.push(`* Best practice: ${category.best_practices}`);
  }
  if (disease.notes) lines.push("Important Notes:", `* ${disease.notes}`);
  return lines;
}

const SAFETY_LINES = [
  "Please note:",
  "* This is general wellness information from traditional dietary practice, not a diagnosis or a treatment, and it never replaces medicines your doctor prescribed.",
  "* For urgent or serious symptoms, see a doctor or a hospital straight away.",
];

export function helpText(): string {
  const examples = allConditions()
    .slice(0, 8)
    .map((disease) => disease.name)
    .join(", ");
  return [
    "I could not find a protocol for that question.",
    "I can help with:",
    `* Traditional millet, decoction, oil and juice routines for conditions such as ${examples} and more (see the Protocols page for the full list).`,
    "* General wellness and immunity routines for healthy people.",
    "* How to prepare millet porridge (Ambali) and leaf decoctions.",
    "Try asking, for example: **What is the protocol for thyroid?** or **How can I improve my immunity?**",
    ...SAFETY_LINES,
  ].join("\n");
}

/** Words that ask for a recipe of the data, by the recipe's id. */
const RECIPE_WORDS: { words: string[]; recipeId: string }[] = [
  { words: ["ambali", "ambili", "porridge", "java", "jaava", "ganji"], recipeId: "ambali" },
  { words: ["decoction", "decoctions", "kashayam", "kashaayam", "kadha", "kashyam"], recipeId: "decoction" },
];

function recipeText(question: string): string[] {
  const text = ` ${normalise(question)} `;
  const wanted = RECIPE_WORDS.filter((r) => r.words.some((word) => text.includes(` ${word} `))).map((r) => r.recipeId);
  return protocolContent()
    .recipes.filter((recipe) => wanted.includes(recipe.id))
    .flatMap(({ title, heading, steps }) => [`**${title}**`, heading.endsWith(":") ? heading : `${heading}:`, ...steps.map((step) => `* ${step}`), ""]);
}

/**
 * What our data says about a question: the protocols of the conditions it names, else the preparations (Ambali,
 * decoctions) it asks about; empty lines when it matches nothing. `withConditions` says which of the two it is.
 */
function matchedLines(question: string): { lines: string[]; withConditions: boolean } {
  const conditions = findConditions(question);
  if (conditions.length > 0) return { lines: conditions.flatMap((disease) => [...protocolText(disease), ""]), withConditions: true };
  return { lines: recipeText(question), withConditions: false };
}

/**
 * The protocols of our data matched to a question, written out in the assistant's format, or "" when none match:
 * the body of the composer's answer, and the only source material a language model is given (chat.ts). It is our
 * protocol text alone, so it names foods and practices, never a product of the shop, a price or a link.
 */
export function protocolSource(question: string): string {
  return matchedLines(question).lines.join("\n").trim();
}

/** A full answer for a question, from the protocol data alone. */
export function composeAnswer(question: string): string {
  const { lines, withConditions } = matchedLines(question);
  const source = lines.join("\n").trim();
  if (!source) return helpText();
  const closing = withConditions ? [...SAFETY_LINES, "", protocolContent().disclaimer] : SAFETY_LINES;
  return [source, "", ...closing].join("\n").trim();
}
