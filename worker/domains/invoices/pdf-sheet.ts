/**
 * The sheet an invoice PDF is drawn on (see pdf.ts): A4 geometry, the embedded font and the colours, the number and
 * date formats and the document's wording, and the text primitives every part of the drawing uses (wrapping to a
 * width, lines from their top edge, rules, page breaks before the footer). Kept apart from the document's sections
 * and its lines table so each of those reads as layout only.
 */
import { formatTableAmount } from "../../shared/money";
import type { jsPDF } from "jspdf";
import type { InvoiceDocument } from "./shared/document";
import { INVOICE_FONT_CHARACTERS, notoSansBold, notoSansRegular } from "./font/noto-sans";

// Geometry in millimetres (jsPDF unit "mm"); font sizes in points.
export const PAGE_WIDTH = 210;
export const PAGE_HEIGHT = 297;
export const MARGIN = 14;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const POINT_IN_MM = 25.4 / 72;
const LINE_SPACING = 1.3;
export const FOOTER_FONT_SIZE = 7.5;
/** Page content stops here: below are the footer's rule and at most two lines of notes. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 2 * lineHeight(FOOTER_FONT_SIZE) - 4;
export const BODY_FONT_SIZE = 8.5;

const FONT = "NotoSans";
export type Weight = "normal" | "bold";
export type Rgb = [number, number, number];
export const INK: Rgb = [33, 33, 33];
export const MUTED: Rgb = [105, 105, 105];
export const RULE: Rgb = [205, 205, 205];

/** The invoice being drawn and where the next thing goes. */
export type Sheet = { pdf: jsPDF; document: InvoiceDocument; y: number };

export function registerFonts(pdf: jsPDF) {
  pdf.addFileToVFS("NotoSans-Regular.ttf", notoSansRegular);
  pdf.addFont("NotoSans-Regular.ttf", FONT, "normal");
  pdf.addFileToVFS("NotoSans-Bold.ttf", notoSansBold);
  pdf.addFont("NotoSans-Bold.ttf", FONT, "bold");
}

// ---------------------------------------------------------------------------------------------------------------
// Wording and number formats

export function documentTitle(document: InvoiceDocument): string {
  if (document.kind === "credit-note") return "Credit note";
  return document.documentClass === "tax-invoice" ? "Tax invoice" : "Bill of supply";
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

/**
 * Text typed by people may hold characters the embedded subset lacks; they would print as empty boxes. An accented
 * letter falls back to its base letter (ă → a), anything else to "?", so what is missing is at least visible.
 */
export function printable(text: string): string {
  let result = "";
  for (const char of text.normalize("NFC")) {
    if (fontCharacters.has(char)) result += char;
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
}

export function lineHeight(fontSize: number): number {
  return fontSize * POINT_IN_MM * LINE_SPACING;
}

/** Wraps text to a width in the current font; never returns an empty list, so a blank field keeps its row. */
export function wrap(pdf: jsPDF, text: string, width: number): string[] {
  const lines: string[] = pdf.splitTextToSize(printable(text), width);
  return lines.length > 0 ? lines : [""];
}

export function wrapAll(pdf: jsPDF, texts: string[], width: number): string[] {
  return texts.flatMap((text) => wrap(pdf, text, width));
}

/** Draws lines of text from their top edge at y; returns the height used. */
export function drawLines(pdf: jsPDF, lines: string[], x: number, y: number, align: "left" | "right" = "left"): number {
  const step = lineHeight(pdf.getFontSize());
  lines.forEach((line, index) => pdf.text(line, x, y + index * step, { baseline: "top", align }));
  return lines.length * step;
}

export function horizontalRule(pdf: jsPDF, y: number, colour: Rgb = RULE, thickness = 0.2) {
  pdf.setDrawColor(...colour);
  pdf.setLineWidth(thickness);
  pdf.line(MARGIN, y, PAGE_WIDTH - MARGIN, y);
}

/** Starts a new page when the next block would run into the footer; true when it did. */
export function ensureSpace(sheet: Sheet, height: number): boolean {
  if (sheet.y + height <= CONTENT_BOTTOM) return false;
  sheet.pdf.addPage();
  sheet.y = MARGIN;
  setFont(sheet.pdf, BODY_FONT_SIZE, "bold", MUTED);
  const { document } = sheet;
  sheet.y += drawLines(sheet.pdf, [printable(`${documentTitle(document)} ${document.number} (continued)`)], MARGIN, sheet.y);
  sheet.y += 2;
  return true;
}

