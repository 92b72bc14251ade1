/**
 * The PDF operators for one shaped line: every glyph where HarfBuzz placed it, and every character recoverable.
 *
 * Glyphs are shown in one text object, run after run (`Tf` switches fonts), the pen moved by `Td` (`Ts` for the
 * vertical offsets of marks). Each cluster (a syllable) is drawn as
 *   1. its first glyph, carrying the cluster's text up to its first combining mark, with the cluster's whole
 *      advance as its width;
 *   2. its other glyphs (below-base forms, split vowel parts, marks), zero-width, carrying U+2060 WORD JOINER;
 *   3. if the cluster has combining marks, an invisible zero-width glyph carrying the rest of the text.
 * Why this way: pdf.js (the extractor the tests use, unpdf) reads text glyph by glyph through ToUnicode; it skips a
 * glyph whose text is a format character (Cf) and gives no width to one whose text holds a combining mark (Mn),
 * so only a glyph with neither may carry width, and the text stays in typing order ("कि" is drawn ि then क but
 * reads क, ि). Readers that honour /ActualText (poppler's pdftotext, Acrobat) read the whole line from the marked
 * content around it instead.
 */
import { clusters, type LineLayout } from "./line-layout";
import { formatNumber, utf16Hex, type PdfShapedFont } from "./pdf-font";

/** What a shaped glyph stands for when another glyph of its cluster carries the text. */
const NO_TEXT = "\u2060";
/** Stroke width of faux bold, in ems: close to Noto Sans Bold's extra stem weight. */
const FAUX_BOLD_STROKE = 0.03;

export type LineStyle = { size: number; colour: [number, number, number] };

/** Where the line starts, in PDF points (origin bottom left): the pen's position on the baseline. */
export type LineOrigin = { x: number; y: number };

/** The pieces' fonts in this document, and the glyph each draws the invisible text carrier with (its space). */
export type DocumentFont = { pdfFont: PdfShapedFont; carrierGlyph: number };

/** Splits a cluster's text before its first combining mark (keeping joiners off the end of the first part). */
function splitClusterText(text: string): [string, string] {
  const chars = [...text];
  let cut = chars.findIndex((char) => /\p{Mn}/u.test(char));
  if (cut < 0) cut = chars.length;
  while (cut > 0 && /\p{Cf}/u.test(chars[cut - 1])) cut--;
  return [chars.slice(0, cut).join(""), chars.slice(cut).join("")];
}

/**
 * Builds a text object's show operators, tracking the pen in thousandths of an em. The pen is moved with `Td`, never
 * with TJ's numbers: pdf.js drops the number that follows a glyph it skips (a U+2060 one), which would leave its idea
 * of the pen behind the real one and lose the next space; `Td` sets both afresh.
 */
class TextShow {
  readonly operators: string[] = [];
  private codes = "";
  private pen = 0;
  /** Where the last `Td` put the start of the text line (Td moves are relative to it). */
  private lineStart = 0;
  private rise = 0;
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  moveTo(target: number) {
    const shift = Math.round((target - this.pen) * 100) / 100;
    if (shift === 0) return;
    this.flush();
    this.operators.push(`${formatNumber(((this.pen + shift - this.lineStart) * this.size) / 1000)} 0 Td`);
    this.pen += shift;
    this.lineStart = this.pen;
  }

  raise(thousandths: number) {
    const rise = Math.round(thousandths * this.size) / 1000;
    if (rise === this.rise) return;
    this.flush();
    this.operators.push(`${formatNumber(rise)} Ts`);
    this.rise = rise;
  }

  show(code: number, width: number) {
    this.codes += code.toString(16).toUpperCase().padStart(4, "0");
    this.pen += width;
  }

  flush() {
    if (this.codes) this.operators.push(`<${this.codes}> Tj`);
    this.codes = "";
  }

  get position(): number {
    return this.pen;
  }
}

/** The content-stream operators that draw the line (wrapped in q/Q and its ActualText span). */
export function lineOperators(layout: LineLayout, origin: LineOrigin, style: LineStyle, fontFor: (piece: LineLayout["pieces"][number]) => DocumentFont): string {
  const colour = style.colour.map((channel) => formatNumber(channel / 255)).join(" ");
  const show = new TextShow(style.size);
  const head = [
    `/Span << /ActualText <FEFF${utf16Hex(layout.text)}> >> BDC`,
    "q",
    "1 j",
    "BT",
    `${colour} rg ${colour} RG`,
    `${formatNumber(origin.x)} ${formatNumber(origin.y)} Td`,
  ];
  for (const piece of layout.pieces) {
    const { pdfFont, carrierGlyph } = fontFor(piece);
    show.flush();
    show.operators.push(`/${pdfFont.resourceName} ${formatNumber(style.size)} Tf`);
    show.operators.push(piece.fauxBold ? `2 Tr ${formatNumber(FAUX_BOLD_STROKE * style.size)} w` : "0 Tr");
    let pen = show.position;
    for (const cluster of clusters(piece)) {
      const [firstText, restText] = splitClusterText(cluster.text);
      const advances = cluster.glyphs.map((glyph) => pdfFont.toThousandths(glyph.xAdvance));
      const advance = advances.reduce((sum, value) => sum + value, 0);
      let glyphPen = pen;
      cluster.glyphs.forEach((glyph, index) => {
        const x = glyphPen + pdfFont.toThousandths(glyph.xOffset);
        show.moveTo(x);
        show.raise(pdfFont.toThousandths(glyph.yOffset));
        // The first glyph spans the cluster, so the next cluster starts where its own pen is.
        const width = index === 0 ? Math.max(0, Math.round((pen + advance - show.position) * 100) / 100) : 0;
        show.show(pdfFont.code(glyph.glyphId, width, index === 0 ? firstText || NO_TEXT : NO_TEXT), width);
        glyphPen += advances[index];
      });
      if (restText) {
        show.moveTo(pen + advance);
        show.raise(0);
        show.show(pdfFont.code(carrierGlyph, 0, restText), 0);
      }
      pen += advance;
    }
    show.moveTo(pen);
  }
  show.flush();
  show.raise(0);
  return [...head, ...show.operators, "ET", "Q", "EMC"].join("\n");
}
