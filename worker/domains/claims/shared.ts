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
 *
 * This module is the matching logic and the public face of the claims domain; the word tables it reads are
 * data/lexicon.ts (English) and data/indian-languages.ts (Hindi and Telugu), the reading of markup into words and
 * sentences is text.ts, and normalise.ts sees past disguises (look-alike letters, invisible characters, spaced-out
 * and broken words) before anything is matched. Every text is read once, by `read`, for both checks.
 */

import {
  CLAIM_NOUNS,
  CLAIM_VERBS,
  CLAUSE_BREAKS,
  CLAUSE_BREAKS_AFTER_PAUSE,
  DISEASE_TABLE,
  MEDICAL_WORDS,
  NEGATIONS,
  NO_BEFORE,
  NOT_NEGATING_AFTER,
  OBJECT_GAP_WORDS,
  PASSIVE_GAP_WORDS,
  PATIENT_WORDS,
  PRODUCT_WORDS,
  PROMISE_TIME_UNITS,
  REGULATED_WORDS,
  TREAT_AS_NOUN_AFTER,
  type ClaimVerb,
} from "./data/lexicon";
import { INDIAN_LANGUAGE_DISEASES, INDIAN_LANGUAGE_VERBS, NEGATIONS_AFTER } from "./data/indian-languages";
import { brokenWordJoiner, foldString, foldText } from "./normalise";
import { normaliseWord, stripMarkup, tokenize, WORD, type PlainText, type Token } from "./text";

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

/** How many words may stand between a verb and its disease. */
const MAX_GAP = 6;

/** How many words may stand between a negation and the verb it negates: "not intended to diagnose, mitigate, treat, cure or prevent". */
const NEGATION_REACH = 8;

// ---------------------------------------------------------------------------------------------------------------
// Phrases: disease terms, verb forms and regulated forms matched against words
// ---------------------------------------------------------------------------------------------------------------

type Phrase = { words: string[]; exactCase: boolean };

/**
 * A term written all in capitals matches only in capitals ("AIDS", "TB"); everything else ignores case. Terms are
 * folded as texts are (normalise.ts), so a Devanagari nukta or a Telugu zero-width joiner meets its text.
 */
function toPhrase(text: string): Phrase {
  const raws = foldString(text).match(WORD) ?? [];
  const exactCase = raws.every((raw) => raw === raw.toUpperCase() && raw !== raw.toLowerCase());
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

// Compiled once, when the module loads: every text is then read in one pass per table.
const DISEASE_PHRASES = [...DISEASE_TABLE, ...INDIAN_LANGUAGE_DISEASES].flatMap(({ disease, terms }) =>
  terms.map((term) => ({ phrase: toPhrase(term), entry: disease })),
);
const DISEASES = phraseTable(DISEASE_PHRASES);
const VERB_PHRASES = [...CLAIM_VERBS, ...INDIAN_LANGUAGE_VERBS].flatMap((verb) => verb.forms.map((form) => ({ phrase: toPhrase(form), entry: verb })));
const VERBS = phraseTable(VERB_PHRASES);
const REGULATED = phraseTable(REGULATED_WORDS.flatMap((regulated) => regulated.forms.map((form) => ({ phrase: toPhrase(form), entry: regulated }))));

/** One-word disease terms, for claims written as one word: "antidiabetic", "anticancer". */
const ONE_WORD_DISEASES = new Map(
  DISEASE_PHRASES.filter(({ phrase }) => phrase.words.length === 1 && !phrase.exactCase).map(({ phrase, entry }) => [phrase.words[0], entry]),
);

/** Every word of the check's disease terms and claim verbs: a piece of a broken word is never one of these. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([...DISEASE_PHRASES, ...VERB_PHRASES].flatMap(({ phrase }) => phrase.words.map(normaliseWord)));
/** The words a broken word may be joined back into: "diab etes", "dia-betes" (short words join too easily by chance). */
const JOINABLE_WORDS: ReadonlySet<string> = new Set([...KNOWN_WORDS].filter((word) => word.length >= 5));
const joinBrokenWords = brokenWordJoiner(JOINABLE_WORDS, KNOWN_WORDS);
/** A line does not end on a claim verb: "Cures\nDiabetes" is one sentence. */
const CONTINUES_AFTER: ReadonlySet<string> = new Set(VERB_PHRASES.map(({ phrase }) => normaliseWord(phrase.words[phrase.words.length - 1])));

/** A text as the check reads it: markup removed, disguises folded, words and sentences, broken words joined. */
function read(text: string): { plain: PlainText; tokens: Token[] } {
  const plain = foldText(stripMarkup(text));
  return { plain, tokens: joinBrokenWords(tokenize(plain.text, CONTINUES_AFTER), plain.text) };
}

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

/** "in 30 days", "within 2 weeks": a promise of results, a claim when a disease is near. */
const TIME_PROMISE: ClaimVerb = { verb: "promise results in", forms: [], reach: "near" };

function timePromises(tokens: Token[]): VerbMention[] {
  const promises: VerbMention[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [token, count, unit] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if ((token.word !== "in" && token.word !== "within") || unit.sentence !== token.sentence) continue;
    if (/^\d+$/.test(count.word) && PROMISE_TIME_UNITS.has(unit.word)) promises.push({ first: i, last: i + 2, entry: TIME_PROMISE });
  }
  return promises;
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
  // Hindi and Telugu negate after the verb: "khatam nahi karta", "నయం కాదు".
  for (let i = verb.last + 1; i <= verb.last + 2 && tokens[i]?.sentence === sentence; i++) if (NEGATIONS_AFTER.has(tokens[i].word)) return true;
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
function gapAllowed(tokens: Token[], from: number, to: number, allowed: ReadonlySet<string>, diseaseWords: Set<number>): boolean {
  if (to - from - 1 > MAX_GAP) return false;
  for (let i = from + 1; i < to; i++) if (!allowed.has(tokens[i].word) && !diseaseWords.has(i)) return false;
  return true;
}

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
  const { reach, onlyFor, onlyPatients } = verb.entry;
  if (onlyFor && !onlyFor.includes(disease.entry)) return false;
  if (onlyPatients && !PATIENT_WORDS.has(tokens[disease.last].word)) return false;
  const verbFirst = verb.last < disease.first;
  if (reach === "adjacent") return disease.first === verb.last + 1;
  if (reach === "near") {
    const [from, to] = verbFirst ? [verb.last, disease.first] : [disease.last, verb.first];
    return to - from - 1 <= MAX_GAP && !clauseBreakBetween(tokens, from, to);
  }
  if (verbFirst) return gapAllowed(tokens, verb.last, disease.first, OBJECT_GAP_WORDS, diseaseWords);
  return reachesBack(tokens, verb, disease, diseaseWords);
}

/** How far a verb stands from its disease; a time promise ("in 90 days") yields to any verb that reaches. */
function distance(verb: VerbMention, disease: DiseaseMention): number {
  const words = verb.last < disease.first ? disease.first - verb.last : verb.first - disease.last;
  return verb.entry === TIME_PROMISE ? words + MAX_GAP + 1 : words;
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
  const { plain, tokens } = read(text);
  const diseases = findMentions(tokens, DISEASES);
  const verbs = [...findMentions(tokens, VERBS).filter((verb) => !isTreatNoun(tokens, verb)), ...timePromises(tokens)];
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
  const { tokens } = read(text);
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
