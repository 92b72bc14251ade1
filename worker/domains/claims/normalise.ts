/**
 * How the health-claims check (shared.ts) sees past disguises before it matches (issue 29: "сurеs diаbеtеs" in
 * Cyrillic, "cu\u00ADres", "ｃｕｒｅｓ", "d i a b e t e s" and "dia-\nbetes" all got through):
 * - each character is read as its Unicode NFKC form (fullwidth, mathematical and ligature letters become plain);
 * - accents on Latin, Greek, Cyrillic and Armenian letters are dropped ("cürés" reads "cures"), while the vowel
 *   signs of Telugu and Devanagari, which are combining marks too, stay: they are part of the word;
 * - look-alike letters become the ASCII letter they imitate (the Unicode TR39 confusables skeleton, limited to
 *   ASCII targets: data/confusables.ts);
 * - characters no reader sees (soft hyphens, zero-width spaces and joiners) are removed;
 * - words broken by spaces, hyphens or line breaks are joined again (joinBrokenWords).
 * Every character keeps where it came from, so findings still point into the text as written. The word tables are
 * folded by the same function (foldString), so a table and a text always meet in the same form.
 */
import { CONFUSABLE_TO_ASCII, INVISIBLE } from "./data/confusables";
import type { PlainText, Token } from "./text";

const CONFUSABLES: ReadonlyMap<string, string> = new Map(CONFUSABLE_TO_ASCII);
/** Scripts whose accents are dropped: every letter of them the check knows is an ASCII letter with an accent or a look-alike. */
const ACCENTED_SCRIPTS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}]/u;
const MARK = /\p{M}/u;
const MARKS = /\p{M}/gu;

const ASCII_LETTER = /^[A-Za-z]$/;
const ALL_ASCII = /^[\p{ASCII}]*$/u;
const NON_ASCII = /[^\p{ASCII}]/gu;

/** One character as the check reads it ("" when invisible), and whether a combining mark after it is an accent. */
function foldChar(char: string, afterAccentable: boolean): { folded: string; accentable: boolean } {
  if (INVISIBLE.has(char)) return { folded: "", accentable: afterAccentable };
  if (MARK.test(char)) return afterAccentable ? { folded: "", accentable: true } : { folded: char, accentable: false };
  const lookAlike = CONFUSABLES.get(char);
  if (lookAlike) return { folded: lookAlike, accentable: true };
  let folded = char.normalize("NFKC");
  const decomposed = folded.normalize("NFD");
  const accentable = ACCENTED_SCRIPTS.test(decomposed.charAt(0));
  if (accentable) folded = decomposed.replace(MARKS, "");
  folded = Array.from(folded, (c) => CONFUSABLES.get(c) ?? c).join("");
  return { folded, accentable };
}

/** The text with every character folded, each output character traced back to the original; runs of ASCII are copied as they are. */
export function foldText(plain: PlainText): PlainText {
  if (ALL_ASCII.test(plain.text)) return plain;
  let text = "";
  const origin: number[] = [];
  const copy = (from: number, to: number) => {
    text += plain.text.slice(from, to);
    for (let i = from; i < to; i++) origin.push(plain.origin[i]);
  };
  let copied = 0;
  let accentable = false;
  for (const match of plain.text.matchAll(NON_ASCII)) {
    if (match.index > copied) {
      copy(copied, match.index);
      accentable = ASCII_LETTER.test(plain.text.charAt(match.index - 1));
    }
    const result = foldChar(match[0], accentable);
    accentable = result.accentable;
    for (let k = 0; k < result.folded.length; k++) origin.push(plain.origin[match.index]);
    text += result.folded;
    copied = match.index + match[0].length;
  }
  copy(copied, plain.text.length);
  return { text, origin };
}

/** A word table's term folded the way texts are, so both meet in the same form. */
export function foldString(text: string): string {
  return foldText({ text, origin: Array.from({ length: text.length }, (_, i) => i) }).text;
}

// ---------------------------------------------------------------------------------------------------------------
// Words broken apart
// ---------------------------------------------------------------------------------------------------------------

/** What may stand between the letters of a spaced-out word: "d i a b e t e s", "c.u.r.e.s", "c-u-r-e-s". */
const LETTER_GAP = /^[ \t.\-·]{1,3}$/;
/** A word hyphenated at the end of a line: "dia-\nbetes". */
const LINE_HYPHEN = /^-[ \t]*\r?\n[ \t]*$/;
/** What may stand inside a word broken in two: one space or one hyphen ("diab etes", "dia-betes"). */
const INNER_BREAK = /^(?: |-)$/;

/** Small words that are never a piece of a broken word: "in digestion" is not "indigestion". */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  "a an the in on at to of for and or is it as be by no so up we us my our your can do if its not this that with from".split(" "),
);

function merged(tokens: Token[], from: number, to: number, text: string): Token {
  const first = tokens[from];
  const last = tokens[to];
  const raw = text.slice(first.start, last.end);
  const word = tokens
    .slice(from, to + 1)
    .map((token) => token.word)
    .join("");
  return { ...first, raw, word, end: last.end };
}

const isLetter = (token: Token) => /^\p{L}$/u.test(token.raw);

/** A spaced-out run as one word or, when it is two words the check knows written without a wider gap ("c u r e s d i a b e t e s"), as those two. */
function spacedWord(tokens: Token[], from: number, to: number, text: string, joinable: ReadonlySet<string>, known: ReadonlySet<string>): Token[] {
  const knows = (word: string) => joinable.has(word) || known.has(word);
  const whole = merged(tokens, from, to, text);
  if (knows(whole.word)) return [whole];
  for (let split = from + 1; split <= to; split++) {
    const left = merged(tokens, from, split - 1, text);
    const right = merged(tokens, split, to, text);
    if (knows(left.word) && knows(right.word)) return [left, right];
  }
  return [whole];
}

/**
 * A function that joins broken words again: runs of three or more single letters ("d i a b e t e s"; a wider gap
 * separates words: "c u r e s   d i a b e t e s"), words hyphenated at a line end, and two or three pieces whose
 * joining is one of the `joinable` words (the check's own disease and claim words) when no piece is a small word
 * or a word the check knows on its own. Made once per word table: it precomputes the beginnings of the joinable
 * words, so most words are passed over with one lookup.
 */
export function brokenWordJoiner(joinable: ReadonlySet<string>, known: ReadonlySet<string>): (tokens: Token[], text: string) => Token[] {
  const beginnings = new Set([...joinable].flatMap((word) => Array.from({ length: word.length - 1 }, (_, k) => word.slice(0, k + 1))));
  return (tokens, text) => joinBrokenWords(tokens, text, { joinable, known, beginnings });
}

type Words = { joinable: ReadonlySet<string>; known: ReadonlySet<string>; beginnings: ReadonlySet<string> };

function joinBrokenWords(tokens: Token[], text: string, { joinable, known, beginnings }: Words): Token[] {
  const gap = (i: number) => text.slice(tokens[i - 1].end, tokens[i].start);
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; ) {
    // A spaced-out word: single letters with the narrowest gap of the run between them.
    if (tokens[i].raw.length <= 2 && isLetter(tokens[i])) {
      let j = i;
      while (j + 1 < tokens.length && isLetter(tokens[j + 1]) && LETTER_GAP.test(gap(j + 1))) j++;
      if (j - i >= 2) {
        const narrowest = Math.min(...Array.from({ length: j - i }, (_, k) => gap(i + k + 1).length));
        let start = i;
        for (let k = i + 1; k <= j + 1; k++) {
          if (k <= j && gap(k).length === narrowest) continue;
          out.push(...spacedWord(tokens, start, k - 1, text, joinable, known));
          start = k;
        }
        i = j + 1;
        continue;
      }
    }
    const next = tokens[i + 1];
    const gapLength = next ? next.start - tokens[i].end : 0;
    if (next && gapLength >= 2 && text.charAt(tokens[i].end) === "-" && LINE_HYPHEN.test(gap(i + 1)) && /^\p{Ll}/u.test(next.raw)) {
      out.push(merged(tokens, i, i + 1, text));
      i += 2;
      continue;
    }
    const mayBegin = gapLength === 1 && beginnings.has(tokens[i].word) && !FUNCTION_WORDS.has(tokens[i].word) && !known.has(tokens[i].word);
    const pieces = [2, 3].find((n) => {
      if (!mayBegin || i + n > tokens.length) return false;
      const run = tokens.slice(i, i + n);
      if (run.some((token) => FUNCTION_WORDS.has(token.word) || known.has(token.word))) return false;
      for (let k = 1; k < n; k++) if (!INNER_BREAK.test(gap(i + k))) return false;
      return joinable.has(run.map((token) => token.word).join(""));
    });
    if (pieces) {
      out.push(merged(tokens, i, i + pieces - 1, text));
      i += pieces;
      continue;
    }
    out.push(tokens[i]);
    i++;
  }
  return out;
}
