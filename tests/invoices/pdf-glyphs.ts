/**
 * Reads back which glyphs a PDF draws in a given font, from the file itself: the page's content stream (its `Tf`
 * font selections and hex strings) and the font's CIDToGIDMap. The invoice tests use it to prove that the glyph ids
 * on the page are the ones HarfBuzz chose (conjuncts), which no text extractor shows. Written for the PDFs jsPDF and
 * the shaper write (uncompressed object dictionaries, FlateDecode streams, one content stream per page).
 */
import { unzlibSync } from "fflate";

type PdfObject = { dictionary: string; stream?: Uint8Array };

function objects(pdf: Uint8Array): Map<number, PdfObject> {
  const text = new TextDecoder("latin1").decode(pdf); // one character per byte: indexes are byte offsets
  const found = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = header.lastIndex;
    const end = text.indexOf("endobj", start);
    const streamAt = text.indexOf("stream", start);
    if (streamAt < 0 || streamAt > end || !text.startsWith("<<", start)) {
      found.set(Number(match[1]), { dictionary: text.slice(start, end) });
      header.lastIndex = end;
      continue;
    }
    // Streams are skipped by their length, so that no byte inside one is taken for a keyword.
    const dictionary = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const dataStart = streamAt + "stream\n".length;
    const raw = pdf.slice(dataStart, dataStart + length);
    found.set(Number(match[1]), { dictionary, stream: dictionary.includes("/FlateDecode") ? unzlibSync(raw) : raw });
    header.lastIndex = text.indexOf("endobj", dataStart + length);
  }
  return found;
}

const reference = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);

/** The glyph ids page 1 draws with the font whose name ends with `fontName` (e.g. "NotoSansTelugu-Regular"). */
export function glyphsDrawn(pdf: Uint8Array, fontName: string): number[] {
  const all = objects(pdf);
  const [type0Id] = [...all].find(([, object]) => object.dictionary.includes("/Subtype /Type0") && object.dictionary.includes(`+${fontName} `)) ?? [];
  if (type0Id === undefined) return [];
  const cidFont = all.get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(all.get(type0Id)!.dictionary)![1]))!;
  const map = all.get(reference(cidFont.dictionary, "CIDToGIDMap"))!.stream!;
  const glyphOf = (code: number) => (map[code * 2] << 8) | map[code * 2 + 1];

  const resources = [...all.values()].find((object) => object.dictionary.includes("/Font <<"))!.dictionary;
  const resourceName = new RegExp(`/(F\\d+) ${type0Id} 0 R`).exec(resources)![1];
  const page = [...all.values()].find((object) => /\/Type \/Page\b/.test(object.dictionary))!;
  const content = new TextDecoder("latin1").decode(all.get(reference(page.dictionary, "Contents"))!.stream);

  const glyphs: number[] = [];
  let current = "";
  for (const token of content.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9A-F]+)> Tj/g)) {
    if (token[1]) current = token[1];
    else if (current === resourceName) for (let at = 0; at < token[2].length; at += 4) glyphs.push(glyphOf(parseInt(token[2].slice(at, at + 4), 16)));
  }
  return glyphs;
}

/** The names of the fonts page resources list (BaseFont, subset tag removed). */
export function fontNames(pdf: Uint8Array): string[] {
  return [...objects(pdf).values()]
    .filter(({ dictionary }) => /\/Type \/Font\b/.test(dictionary) && !dictionary.includes("/CIDFontType2"))
    .map(({ dictionary }) => /\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/.exec(dictionary)?.[1] ?? "?");
}
