/**
 * The text shaper an invoice PDF uses when the document holds Telugu, Devanagari, Tamil or Kannada text: the
 * sheet (../pdf-sheet.ts) hands it every line that needs shaping, and it measures, wraps and draws them (the
 * Latin parts of such a line too, so the line stays one piece of text for a reader that extracts it).
 *
 * Loaded with `await import("./shaping/shaper")` by ../pdf.ts only for such documents: HarfBuzz and the Indic fonts
 * are then instantiated once per isolate (./fonts.ts), and a Latin-only invoice pays for none of it.
 */
import type { jsPDF } from "jspdf";
import type { Rgb, TextShaper, TextStyle } from "../pdf-sheet";
import { loadHarfBuzz, loadLatinFont, loadScriptFont, type LoadedFont } from "./fonts";
import { lineOperators, type DocumentFont } from "./line-drawing";
import { LineLayouts, type ShapedPiece } from "./line-layout";
import { PdfShapedFont } from "./pdf-font";
import type { ScriptKey } from "./scripts";

const MM_PER_POINT = 25.4 / 72;

/** jsPDF's plugin call that appends operators to the current page (its type definitions leave it out). */
function writeToPage(pdf: jsPDF, operators: string) {
  (pdf.internal as unknown as { write(...operators: string[]): void }).write(operators);
}

/**
 * Loads what a document's scripts need and returns the shaper for this jsPDF document. `latinFileName` is the
 * Latin regular font's name in jsPDF's virtual file system (see ./pdf-font.ts).
 */
export async function createShaper(pdf: jsPDF, scripts: ScriptKey[], latinFileName: string): Promise<TextShaper> {
  const [harfbuzz, regular, bold, ...scriptFonts] = await Promise.all([
    loadHarfBuzz(),
    loadLatinFont("normal"),
    loadLatinFont("bold"),
    ...scripts.map((script) => loadScriptFont(script)),
  ]);
  const layouts = new LineLayouts(harfbuzz, {
    latin: { normal: regular, bold },
    scripts: new Map(scripts.map((script, index) => [script, scriptFonts[index]])),
  });

  // A font joins the PDF the first time a line draws with it.
  const documentFonts = new Map<LoadedFont, DocumentFont>();
  const fontFor = ({ font }: ShapedPiece): DocumentFont => {
    let documentFont = documentFonts.get(font);
    if (!documentFont) {
      documentFont = { pdfFont: new PdfShapedFont(pdf, font, latinFileName), carrierGlyph: harfbuzz.nominalGlyph(font.harfbuzz, 0x20) };
      documentFonts.set(font, documentFont);
    }
    return documentFont;
  };
  const emsToMm = (ems: number, size: number) => ems * size * MM_PER_POINT;

  return {
    width: (text, size, weight) => emsToMm(layouts.layout(text, weight).width, size),
    wrap: (text, width, size, weight) => layouts.wrap(text, width / emsToMm(1, size), weight),
    draw(text: string, x: number, yTop: number, align: "left" | "right", style: TextStyle) {
      const layout = layouts.layout(text, style.weight);
      const left = align === "right" ? x - emsToMm(layout.width, style.size) : x;
      // jsPDF's `baseline: "top"` puts the baseline this far below y; shaped lines sit on the same baseline.
      const baseline = yTop + style.size * MM_PER_POINT * (2 - pdf.getLineHeightFactor());
      const scale = pdf.internal.scaleFactor;
      const origin = { x: left * scale, y: (pdf.internal.pageSize.getHeight() - baseline) * scale };
      writeToPage(pdf, lineOperators(layout, origin, { size: style.size, colour: style.colour as Rgb }, fontFor));
    },
  };
}
