/**
 * One shaped font in one PDF: a Type0 font (CIDFontType2, Identity-H) whose codes are handed out as glyphs are
 * drawn, with the PDF objects that make the text both visible and extractable.
 *
 * Why codes are not simply glyph ids: a PDF reader that extracts text maps each code to Unicode through the font's
 * ToUnicode CMap, one fixed entry per code. A shaped glyph has no fixed meaning (the same vowel-sign glyph belongs
 * to "కి" here and "గి" there), and its code's width decides where the next glyph stands. So a code is handed out
 * per (glyph, width, text) and CIDToGIDMap maps it back to the glyph: the drawing (./shaper.ts) chooses, for each
 * glyph, the text it stands for and the width that keeps the pen where HarfBuzz put it.
 *
 * jsPDF writes the document; this font joins its font list through jsPDF's own hooks. `addFont` needs a file in its
 * virtual file system, so the font is registered under the name of the Latin file jsPDF already holds (never
 * written: the "putFont" hook writes this font's own objects and marks it done, as jsPDF's TTF plugins do).
 */
import type { jsPDF } from "jspdf";
import { subsetKeepingGlyphIds } from "./font-subset";
import type { LoadedFont } from "./fonts";

/** What jsPDF's "putFont" event hands its subscribers. */
type PutFontEvent = {
  font: { id: string; objectNumber?: number; isAlreadyPutted?: boolean };
  out: (line: string) => void;
  newObject: () => number;
  putStream: (options: { data: string; objectId: number; addLength1?: boolean }) => void;
};

type JsPdfEvents = { subscribe(topic: string, callback: (event: PutFontEvent) => void): void };

export class PdfShapedFont {
  /** jsPDF's resource name for the font (F16, …): the content stream selects it with `/F16 size Tf`. */
  readonly resourceName: string;
  readonly source: LoadedFont;
  private readonly codes = new Map<string, number>();
  /** Per code (code 0 is .notdef, never drawn): glyph id, width in thousandths of an em, text. */
  private readonly glyphs: number[] = [0];
  private readonly widths: number[] = [0];
  private readonly texts: string[] = [""];

  constructor(pdf: jsPDF, source: LoadedFont, latinFileName: string) {
    this.source = source;
    const family = `Shaped${source.name.replace(/[^A-Za-z0-9]/g, "")}`;
    this.resourceName = pdf.addFont(latinFileName, family, "normal", "StandardEncoding");
    (pdf.internal.events as JsPdfEvents).subscribe("putFont", (event) => {
      if (event.font.id !== this.resourceName) return;
      event.font.objectNumber = this.write(event);
      event.font.isAlreadyPutted = true;
    });
  }

  /** The code that draws this glyph, advancing the pen by `width` (thousandths of an em), extracted as `text`. */
  code(glyphId: number, width: number, text: string): number {
    const key = `${glyphId} ${width} ${text}`;
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.glyphs.length;
      if (code > 0xffff) throw new Error("Too many distinct glyphs for one PDF font");
      this.codes.set(key, code);
      this.glyphs.push(glyphId);
      this.widths.push(width);
      this.texts.push(text);
    }
    return code;
  }

  /** Font units to thousandths of an em (PDF glyph space). */
  toThousandths(fontUnits: number): number {
    return (fontUnits * 1000) / this.source.metrics.unitsPerEm;
  }

  private write({ out, newObject, putStream }: PutFontEvent): number {
    const { metrics } = this.source;
    const baseFont = `${this.subsetTag()}+${this.source.name}`;
    const em = (value: number) => Math.round(this.toThousandths(value));

    const fontFile = newObject();
    putStream({ data: binaryString(subsetKeepingGlyphIds(this.source.bytes, this.glyphs)), objectId: fontFile, addLength1: true });
    out("endobj");

    const descriptor = newObject();
    out(
      `<< /Type /FontDescriptor /FontName /${baseFont} /Flags 4 /FontBBox [${metrics.bbox.map(em).join(" ")}]` +
        ` /ItalicAngle 0 /Ascent ${em(metrics.ascent)} /Descent ${em(metrics.descent)} /CapHeight ${em(metrics.capHeight)}` +
        ` /StemV 80 /FontFile2 ${fontFile} 0 R >>`,
    );
    out("endobj");

    const cidToGid = newObject();
    const map = new Uint8Array(this.glyphs.length * 2);
    this.glyphs.forEach((glyph, code) => new DataView(map.buffer).setUint16(code * 2, glyph));
    putStream({ data: binaryString(map), objectId: cidToGid });
    out("endobj");

    const toUnicode = newObject();
    putStream({ data: this.toUnicodeCMap(), objectId: toUnicode });
    out("endobj");

    const cidFont = newObject();
    out(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseFont}` +
        ` /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>` +
        ` /FontDescriptor ${descriptor} 0 R /DW 0 /W [1 [${this.widths.slice(1).map(formatNumber).join(" ")}]]` +
        ` /CIDToGIDMap ${cidToGid} 0 R >>`,
    );
    out("endobj");

    const type0 = newObject();
    out(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${baseFont} /Encoding /Identity-H` +
        ` /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
    out("endobj");
    return type0;
  }

  /** bfchar entries, at most 100 per block as the CMap format requires: code → UTF-16BE text. */
  private toUnicodeCMap(): string {
    const entries = this.texts.slice(1).map((text, index) => `<${hex4(index + 1)}> <${utf16Hex(text)}>`);
    const blocks: string[] = [];
    for (let start = 0; start < entries.length; start += 100) {
      const block = entries.slice(start, start + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
    }
    return [
      "/CIDInit /ProcSet findresource begin",
      "12 dict begin",
      "begincmap",
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
      "/CMapName /Adobe-Identity-UCS def",
      "/CMapType 2 def",
      "1 begincodespacerange",
      "<0000> <FFFF>",
      "endcodespacerange",
      ...blocks,
      "endcmap",
      "CMapName currentdict /CMap defineresource pop",
      "end",
      "end",
    ].join("\n");
  }

  /** Six capital letters naming this subset (PDF 32000 9.6.4), from the glyphs it holds. */
  private subsetTag(): string {
    let hash = 2166136261;
    for (const glyph of this.glyphs) hash = Math.imul(hash ^ glyph, 16777619) >>> 0;
    let tag = "";
    for (let index = 0; index < 6; index++) {
      tag += String.fromCharCode(65 + (hash % 26));
      hash = Math.floor(hash / 26);
    }
    return tag;
  }
}

export function hex4(value: number): string {
  return value.toString(16).toUpperCase().padStart(4, "0");
}

export function utf16Hex(text: string): string {
  let hex = "";
  for (let index = 0; index < text.length; index++) hex += hex4(text.charCodeAt(index));
  return hex;
}

/** A PDF number: at most two decimals, no exponent, no "-0". */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function binaryString(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return text;
}
