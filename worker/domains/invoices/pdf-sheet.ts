/**
 * The sheet an invoice PDF is drawn on (see pdf.ts): A4 geometry, the embedded font and the colours, the number and
 * date formats and the document's wording, and the text primitives every part of the drawing uses (wrapping to a
 * width, lines from their top edge, rules, page breaks before the footer). Kept apart from the document's sections
 * and its lines table so each of those reads as layout only.
 *
 * A line that holds Telugu, Devanagari, Tamil or Kannada goes to the document's text shaper (./shaping/shaper.ts,
 * registered with useShaper when the document has such text); every other line is drawn by jsPDF as before.
 */
import { formatTableAmount } from "../../shared/money";
import type { jsPDF } from "jspdf";
import type { InvoiceDocument } from "./shared/document";
import type { InvoiceMessageId, Words } from "./pdf-words";
import { INVOICE_FONT_CHARACTERS, notoSansBold, notoSansRegular } from "./font/noto-sans";
import { needsShaping, scriptOf } from "./shaping/scripts";

// Geometry in millimetres (jsPDF unit "mm"); font sizes in points.
export const PAGE_WIDTH = 210;
export const PAGE_HEIGHT = 297;
export const MARGIN = 14;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const POINT_IN_MM = 25.4 / 72;
const LINE_SPACING = 1.3;
const SHAPED_LINE_SPACING = 1.55;
export const FOOTER_FONT_SIZE = 7.5;
/** A document has at most two footer notes (pdf.ts, footerNotes). */
const MOST_FOOTER_NOTES = 2;
export const BODY_FONT_SIZE = 8.5;

const FONT = "NotoSans";
export type Weight = "normal" | "bold";
export type Rgb = [number, number, number];
export const INK: Rgb = [33, 33, 33];
export const MUTED: Rgb = [105, 105, 105];
export const RULE: Rgb = [205, 205, 205];

/** The invoice being drawn, the words it prints (./pdf-words.ts) and where the next thing goes. */
export type Sheet = { pdf: jsPDF; document: InvoiceDocument; words: Words; y: number };

/** The font size (points), weight and colour text is drawn in, as setFont last set them. */
export type TextStyle = { size: number; weight: Weight; colour: Rgb };

/** Measures (mm), wraps and draws lines holding Indic text: ./shaping/shaper.ts. */
export interface TextShaper {
  width(text: string, size: number, weight: Weight): number;
  wrap(text: string, width: number, size: number, weight: Weight): string[];
  draw(text: string, x: number, yTop: number, align: "left" | "right", style: TextStyle): void;
}

const shapers = new WeakMap<jsPDF, TextShaper>();
const styles = new WeakMap<jsPDF, TextStyle>();

/** From now on lines of this document that need shaping go to the shaper. */
export function useShaper(pdf: jsPDF, shaper: TextShaper) {
  shapers.set(pdf, shaper);
}

/** The name jsPDF's virtual file system holds the regular font under (the shaper's fonts borrow it, see there). */
export const REGULAR_FONT_FILE = "NotoSans-Regular.ttf";

export function registerFonts(pdf: jsPDF) {
  pdf.addFileToVFS(REGULAR_FONT_FILE, notoSansRegular);
  pdf.addFont(REGULAR_FONT_FILE, FONT, "normal");
  pdf.addFileToVFS("NotoSans-Bold.ttf", notoSansBold);
  pdf.addFont("NotoSans-Bold.ttf", FONT, "bold");
}

// ---------------------------------------------------------------------------------------------------------------
// Wording and number formats

export function documentTitleId(document: InvoiceDocument): InvoiceMessageId {
  if (document.kind === "credit-note") return "invoice.creditNote";
  return document.documentClass === "tax-invoice" ? "invoice.taxInvoice" : "invoice.billOfSupply";
}

export const isTaxInvoice = (document: InvoiceDocument) => document.documentClass === "tax-invoice";

/** "1,23,456.50": table cells, whose column is headed "Amounts in ₹". */
export function amount(paise: number): string {
  return formatTableAmount(paise / 100);
}

/** "₹1,23,456.50": amounts that stand alone. */
export function rupees(paise: number): string {
  return `\u20b9${amount(paise)}`;
}

/** The stored day is YYYY-MM-DD; Indian readers expect DD-MM-YYYY. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${month}-${year}`;
}

export function stateWithCode(state: string, stateCode: string): string {
  return stateCode ? `${state} (${stateCode})` : state;
}

const fontCharacters = new Set(INVOICE_FONT_CHARACTERS);

const JOINER = /^[\u200c\u200d]$/u;

/**
 * Text typed by people may hold characters the embedded fonts lack; they would print as empty boxes. Letters of the
 * shaped scripts are kept (the shaper draws them, joiners included); an accented Latin letter falls back to its base
 * letter (ă → a), anything else to "?", so what is missing is at least visible.
 */
export function printable(text: string): string {
  let result = "";
  const shaped = needsShaping(text);
  for (const char of text.normalize("NFC")) {
    if (fontCharacters.has(char) || scriptOf(char) || (shaped && JOINER.test(char))) result += char;
    else if (fontCharacters.has(char.normalize("NFD")[0])) result += char.normalize("NFD")[0];
    else if (char === "\n" || char === "\t") result += " ";
    else result += "?";
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing primitives

export function setFont(pdf: jsPDF, size: number, weight: Weight = "normal", colour: Rgb = INK) {
  pdf.setFont(FONT, weight);
  pdf.setFontSize(size);
  pdf.setTextColor(...colour);
  styles.set(pdf, { size, weight, colour });
}

function shaperFor(pdf: jsPDF, text: string): { shaper: TextShaper; style: TextStyle } | undefined {
  const shaper = shapers.get(pdf);
  const style = styles.get(pdf);
  return shaper && style && needsShaping(text) ? { shaper, style } : undefined;
}

/** The width (mm) of one line of text in the current font. */
export function textWidth(pdf: jsPDF, text: string): number {
  const line = printable(text);
  const shaping = shaperFor(pdf, line);
  return shaping ? shaping.shaper.width(line, shaping.style.size, shaping.style.weight) : pdf.getTextWidth(line);
}

/**
 * The height of a line of text (mm). Indic letters stack conjuncts and vowel signs above and below the line, so a
 * line holding them gets more room, all of it below: its baseline stays level with the rest of a table row.
 */
export function lineHeight(fontSize: number, line = ""): number {
  return fontSize * POINT_IN_MM * (needsShaping(line) ? SHAPED_LINE_SPACING : LINE_SPACING);
}

/**
 * The height of these lines (mm), each as tall as lineHeight says: counted, not summed, so that n plain lines are
 * exactly n × their height, to the last bit, as they always were.
 */
export function linesHeight(lines: string[], fontSize: number): number {
  const shaped = lines.filter(needsShaping).length;
  return (lines.length - shaped) * lineHeight(fontSize) + shaped * lineHeight(fontSize, SHAPED_SAMPLE);
}

/** Any text that needs shaping: it stands for such a line when only its height matters. */
const SHAPED_SAMPLE = "\u0c05";

/** Wraps text to a width in the current font; never returns an empty list, so a blank field keeps its row. */
export function wrap(pdf: jsPDF, text: string, width: number): string[] {
  const line = printable(text);
  const shaping = shaperFor(pdf, line);
  if (shaping) return shaping.shaper.wrap(line, width, shaping.style.size, shaping.style.weight);
  const lines: string[] = pdf.splitTextToSize(line, width);
  return lines.length > 0 ? lines : [""];
}

export function wrapAll(pdf: jsPDF, texts: string[], width: number): string[] {
  return texts.flatMap((text) => wrap(pdf, text, width));
}

/** Draws lines of text from their top edge at y; returns the height used. */
export function drawLines(pdf: jsPDF, lines: string[], x: number, y: number, align: "left" | "right" = "left"): number {
  const size = pdf.getFontSize();
  lines.forEach((line, index) => {
    const top = y + linesHeight(lines.slice(0, index), size);
    const shaping = shaperFor(pdf, line);
    if (shaping) shaping.shaper.draw(line, x, top, align, shaping.style);
    else pdf.text(line, x, top, { baseline: "top", align });
  });
  return linesHeight(lines, size);
}

export function horizontalRule(pdf: jsPDF, y: number, colour: Rgb = RULE, thickness = 0.2) {
  pdf.setDrawColor(...colour);
  pdf.setLineWidth(thickness);
  pdf.line(MARGIN, y, PAGE_WIDTH - MARGIN, y);
}

/** Page content stops here: below are the footer's rule and its notes, each on one line (two on a Telugu document). */
function contentBottom(sheet: Sheet): number {
  const { linesPerNote } = sheet.words;
  const noteHeight = lineHeight(FOOTER_FONT_SIZE) + (linesPerNote - 1) * lineHeight(FOOTER_FONT_SIZE, SHAPED_SAMPLE);
  return PAGE_HEIGHT - MARGIN - MOST_FOOTER_NOTES * noteHeight - 4;
}

/** Starts a new page when the next block would run into the footer; true when it did. */
export function ensureSpace(sheet: Sheet, height: number): boolean {
  if (sheet.y + height <= contentBottom(sheet)) return false;
  sheet.pdf.addPage();
  sheet.y = MARGIN;
  setFont(sheet.pdf, BODY_FONT_SIZE, "bold", MUTED);
  const { document, words } = sheet;
  const heading = `${words.say(documentTitleId(document))} ${document.number} ${words.say("invoice.continued")}`;
  sheet.y += drawLines(sheet.pdf, wrap(sheet.pdf, heading, CONTENT_WIDTH), MARGIN, sheet.y);
  sheet.y += 2;
  return true;
}

