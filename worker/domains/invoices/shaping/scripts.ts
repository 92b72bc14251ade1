/**
 * The Indian scripts an invoice PDF can print (Telugu, Devanagari, Tamil, Kannada), and the cutting of a line of
 * text into runs of one script each. Names, addresses and product names are typed by people, often in their own
 * script, sometimes mixed with English ("పల్లి నూనె (Groundnut oil) 1 L"): each run is shaped with its own font.
 *
 * Kept light (no fonts, no HarfBuzz): the PDF sheet imports it to decide whether a document needs shaping at all,
 * and only then loads the heavy part (./shaper.ts). The font script (db/scripts/make-invoice-font.ts) subsets each
 * script's font to the block given here, so the two cannot disagree.
 */

export type ShapedScript = {
  key: "telugu" | "devanagari" | "tamil" | "kannada";
  /** The Unicode block, whole: a customer may type any letter of it. */
  first: number;
  last: number;
  /** ISO 15924 tag, as HarfBuzz takes it. */
  tag: string;
  /** BCP 47 language HarfBuzz shapes with (it selects the font's language-specific forms, if any). */
  language: string;
  /** The npm package (@expo-google-fonts/…) and family the font comes from. */
  fontPackage: string;
  family: string;
};

export const SHAPED_SCRIPTS: readonly ShapedScript[] = [
  { key: "telugu", first: 0x0c00, last: 0x0c7f, tag: "Telu", language: "te", fontPackage: "noto-sans-telugu", family: "NotoSansTelugu" },
  { key: "devanagari", first: 0x0900, last: 0x097f, tag: "Deva", language: "hi", fontPackage: "noto-sans-devanagari", family: "NotoSansDevanagari" },
  { key: "tamil", first: 0x0b80, last: 0x0bff, tag: "Taml", language: "ta", fontPackage: "noto-sans-tamil", family: "NotoSansTamil" },
  { key: "kannada", first: 0x0c80, last: 0x0cff, tag: "Knda", language: "kn", fontPackage: "noto-sans-kannada", family: "NotoSansKannada" },
];

export type ScriptKey = ShapedScript["key"];

/**
 * Characters of no script of their own that each Indic font also carries, so that they stay inside a run of that
 * script rather than cutting it: the space and no-break space between two words, the zero-width (non-)joiners that
 * choose between a conjunct and a visible virama.
 */
const JOINING = /[ \u00a0\u200c\u200d]/u;
const JOINERS = /[\u200c\u200d]/u;

export function scriptOf(char: string): ShapedScript | undefined {
  const code = char.codePointAt(0)!;
  return SHAPED_SCRIPTS.find((script) => code >= script.first && code <= script.last);
}

const ANY_SHAPED = new RegExp(`[${SHAPED_SCRIPTS.map((s) => `\\u{${s.first.toString(16)}}-\\u{${s.last.toString(16)}}`).join("")}]`, "u");

/** Whether the text holds a letter of a shaped script (and so must be drawn by the shaper, not by jsPDF). */
export function needsShaping(text: string): boolean {
  return ANY_SHAPED.test(text);
}

/** Every shaped script the texts use, in SHAPED_SCRIPTS order: the fonts a document must load. */
export function scriptsIn(texts: Iterable<string>): ScriptKey[] {
  const found = new Set<ScriptKey>();
  for (const text of texts) {
    if (!needsShaping(text)) continue;
    for (const char of text) {
      const script = scriptOf(char);
      if (script) found.add(script.key);
    }
  }
  return SHAPED_SCRIPTS.filter((script) => found.has(script.key)).map((script) => script.key);
}

/** A stretch of a line in one script (undefined: Latin, drawn with the invoice's Noto Sans); start is a UTF-16 index. */
export type ScriptRun = { script: ShapedScript | undefined; text: string; start: number };

/**
 * Cuts a line into runs. A space or joiner belongs to the Indic run around it when the letters on both sides are of
 * that script (a two-word Telugu name is one run, shaped as one); otherwise to the Latin run. A joiner with no Indic
 * letter beside it is dropped: it only means something inside an Indic word.
 */
export function scriptRuns(line: string): ScriptRun[] {
  const chars = [...line];
  const scripts = chars.map((char) => scriptOf(char));
  // A joining character takes the script of the letters on both sides when they agree.
  for (let index = 0; index < chars.length; index++) {
    if (!JOINING.test(chars[index]) || scripts[index]) continue;
    let after = index;
    while (after < chars.length && JOINING.test(chars[after]) && !scripts[after]) after++;
    const before = index > 0 ? scripts[index - 1] : undefined;
    if (before && before === scripts[after]) for (let fill = index; fill < after; fill++) scripts[fill] = before;
    index = after - 1;
  }
  const runs: ScriptRun[] = [];
  let start = 0;
  chars.forEach((char, index) => {
    const script = scripts[index];
    const last = runs.at(-1);
    if (!script && JOINERS.test(char)) {
      start += char.length;
      return;
    }
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char, start });
    start += char.length;
  });
  return runs;
}
