/**
 * How the health-claims check (shared.ts) reads a text: markup removed (Markdown or HTML-ish, as admins write it)
 * with every character traced back to where it stood, then words and sentences. Matching runs on the words a
 * reader sees, and findings still point into the text as written.
 */

// ---------------------------------------------------------------------------------------------------------------
// Markup: text may be Markdown or HTML-ish; matching runs on the words a reader sees
// ---------------------------------------------------------------------------------------------------------------

/** Plain text with, for every character, where it came from in the original (so findings point into the original). */
export type PlainText = { text: string; origin: number[] };

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

export function stripMarkup(source: string): PlainText {
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

export type Token = {
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

/**
 * Letters and digits with the combining marks that follow them (the vowel signs of Telugu and Devanagari), with
 * inner apostrophes ("doesn't"); hyphens split words, so "anti-diabetic" is two.
 */
export const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’][\p{L}\p{M}]+)*/gu;
/**
 * A full stop, question or exclamation mark or semicolon before a space, or a line break: admins type one thought
 * per line (a heading, a list item), so a line ends a sentence, unless it ends with a colon and introduces what
 * follows ("Cures:" then "- diabetes"). An ellipsis is a pause for effect, not an end: "Diabetes... cured!".
 */
const SENTENCE_END = /(?:[!?;।॥]|(?<!\.)\.(?!\.))["'”’)\]]*\s|(?<!:[ \t\r]*)\n/;
/** A line break with nothing else between two words: the sentence may go on ("This oil cures\ndiabetes"). */
const BARE_LINE_BREAK = /^[ \t\r]*-?[ \t\r]*\n[ \t\r]*$/;
/** A question before its answer: "Diabetes? Gone in 30 days." */
const QUESTION = /^\?["'”’)\]]*\s+$/;
/** How many words a question may have and still be read with its answer, as one claim. */
const SHORT_QUESTION = 5;
const PAUSE = /[,:—–]|\s-\s/;

export function normaliseWord(raw: string): string {
  return raw.toLowerCase().replaceAll("’", "'").replace(/'s$/, "");
}

/**
 * Whether the sentence goes on over what stands between two words: a bare line break before a lower-case word or
 * after a word of `continuesAfter` (a heading, "# Diabetes" then "Cured in the sun...", still ends), or a question
 * of a few words before its answer.
 */
function goesOn(between: string, next: string, previous: Token, wordsInSentence: number, continuesAfter: ReadonlySet<string>): boolean {
  if (BARE_LINE_BREAK.test(between)) return /^\p{Ll}/u.test(next) || continuesAfter.has(previous.word);
  return QUESTION.test(between) && wordsInSentence <= SHORT_QUESTION;
}

/** The words of a text with their sentences; `continuesAfter` names the words a line does not end on (a claim verb). */
export function tokenize(text: string, continuesAfter: ReadonlySet<string> = new Set()): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let sentenceStart = 0;
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const between = text.slice(previousEnd, match.index);
    const previous = tokens.at(-1);
    // Tested with the next word's first letter, so a decimal point ("2.5 kg") does not end a sentence.
    if (previous && SENTENCE_END.test(between + text.charAt(match.index)) && !goesOn(between, match[0], previous, tokens.length - sentenceStart, continuesAfter)) {
      sentence++;
      sentenceStart = tokens.length;
    }
    const raw = match[0];
    tokens.push({ word: normaliseWord(raw), raw, start: match.index, end: match.index + raw.length, sentence, afterPause: PAUSE.test(between) });
    previousEnd = match.index + raw.length;
  }
  return tokens;
}
