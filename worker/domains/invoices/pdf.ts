/**
 * Draws an issued GST document (tax invoice, bill of supply or credit note) as an A4 PDF, with the particulars
 * CGST rule 46 asks for: supplier and recipient with GSTINs, number and date, place of supply, one row per line
 * with HSN/SAC, quantity, value, rate and tax, the totals in figures and in words.
 *
 * jsPDF draws it (its ES build needs no DOM for text and lines). The text is set in Noto Sans, embedded as a
 * small subset (./font/noto-sans.ts), because the PDF standard fonts have no ₹ sign. This module is heavy (jsPDF and
 * the fonts): callers import it lazily, `await import("./pdf")`, so that no other request pays for it.
 *
 * Names, addresses and product names in Telugu, Devanagari, Tamil or Kannada are shaped by HarfBuzz and drawn in
 * Noto Sans of their script (./shaping/): only a document that holds such text loads that part, a second lazy import.
 *
 * The labels are in the order's language (./pdf-words.ts: a Telugu order's document prints them in both languages).
 *
 * This file draws the document's sections in order (heading, parties, totals, footers); the lines table is
 * pdf-table.ts, and the sheet they share (geometry, font, formats, text primitives) pdf-sheet.ts.
 */
import { jsPDF } from "jspdf";
import type { Lang } from "../../shared/i18n/languages";
import { wordsFor, type Words } from "./pdf-words";
import type { InvoiceDocument, InvoiceParty } from "./shared/document";
import {
  BODY_FONT_SIZE,
  CONTENT_WIDTH,
  displayDate,
  documentTitleId,
  drawLines,
  ensureSpace,
  FOOTER_FONT_SIZE,
  horizontalRule,
  isTaxInvoice,
  lineHeight,
  linesHeight,
  MARGIN,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  printable,
  REGULAR_FONT_FILE,
  registerFonts,
  rupees,
  setFont,
  stateWithCode,
  useShaper,
  wrap,
  wrapAll,
  type Sheet,
} from "./pdf-sheet";
import { drawLinesTable } from "./pdf-table";
import { scriptsIn } from "./shaping/scripts";

export async function renderInvoicePdf(document: InvoiceDocument, lang: Lang = "en"): Promise<Uint8Array> {
  const words = wordsFor(lang);
  // Every text the document holds (its JSON keeps non-Latin letters as they are) and its labels: the scripts to shape.
  const scripts = scriptsIn([JSON.stringify(document), words.say("invoice.taxInvoice")]);
  // jsPDF lists a font in the page resources only once its own text() has drawn with it; the shaper draws by other
  // means, so a document with shaped text lists every font it registered (the standard 14 included, unused).
  const pdf = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true, putOnlyUsedFonts: scripts.length === 0 });
  registerFonts(pdf);
  if (scripts.length > 0) {
    const { createShaper } = await import("./shaping/shaper");
    useShaper(pdf, await createShaper(pdf, scripts, REGULAR_FONT_FILE));
  }
  pdf.setProperties({ title: `${words.lines(documentTitleId(document))[0]} ${document.number}`, author: document.supplier.name });
  const sheet: Sheet = { pdf, document, words, y: MARGIN };
  drawHeading(sheet);
  drawParties(sheet);
  drawLinesTable(sheet);
  drawSummary(sheet);
  drawFooters(sheet);
  return new Uint8Array(pdf.output("arraybuffer"));
}

// ---------------------------------------------------------------------------------------------------------------
// Heading: supplier on the left, title, number and date on the right

function drawHeading(sheet: Sheet) {
  const { pdf, document, words } = sheet;
  const top = sheet.y;
  const leftWidth = CONTENT_WIDTH * 0.58;

  setFont(pdf, 13, "bold");
  let leftY = top + drawLines(pdf, wrap(pdf, document.supplier.name, leftWidth), MARGIN, top);
  setFont(pdf, BODY_FONT_SIZE);
  leftY += 0.8;
  leftY += drawLines(pdf, wrapAll(pdf, supplierLines(document, words), leftWidth), MARGIN, leftY);

  const right = PAGE_WIDTH - MARGIN;
  setFont(pdf, 15, "bold");
  let rightY = top + drawLines(pdf, words.lines(documentTitleId(document)), right, top, "right");
  setFont(pdf, BODY_FONT_SIZE);
  rightY += 0.8;
  rightY += drawLines(pdf, wrapAll(pdf, numberAndDateLines(document, words), CONTENT_WIDTH - leftWidth - 4), right, rightY, "right");

  sheet.y = Math.max(leftY, rightY) + 2.5;
  horizontalRule(pdf, sheet.y, MUTED, 0.3);
  sheet.y += 3;
}

function supplierLines(document: InvoiceDocument, words: Words): string[] {
  const { supplier } = document;
  const lines = [...supplier.address, `${words.say("invoice.state")} ${stateWithCode(supplier.state, supplier.stateCode)}`];
  lines.push(supplier.gstin ? `GSTIN: ${supplier.gstin}` : words.say("invoice.notRegistered"));
  if (supplier.fssaiNumber) lines.push(`${words.say("invoice.fssai")} ${supplier.fssaiNumber}`);
  return lines;
}

function numberLabel(document: InvoiceDocument, words: Words): string {
  if (document.kind === "credit-note") return words.say("invoice.creditNoteNo");
  return words.say(isTaxInvoice(document) ? "invoice.invoiceNo" : "invoice.billNo");
}

function numberAndDateLines(document: InvoiceDocument, words: Words): string[] {
  const lines = [`${numberLabel(document, words)} ${document.number}`, `${words.say("invoice.date")} ${displayDate(document.date)}`];
  if (document.refersTo) {
    lines.push(...words.lines("invoice.against", { number: document.refersTo.number, date: displayDate(document.refersTo.date) }));
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Recipient on the left; place of supply and references on the right

function drawParties(sheet: Sheet) {
  const { pdf, document, words } = sheet;
  const top = sheet.y;
  const columnWidth = CONTENT_WIDTH / 2 - 4;
  const rightX = MARGIN + CONTENT_WIDTH / 2 + 4;

  const recipient = { label: words.say("invoice.billTo"), name: document.recipient.name, lines: recipientLines(document.recipient, words) };
  const leftHeight = drawLabelledBlock(pdf, recipient, MARGIN, top, columnWidth);
  const supply = { label: words.say("invoice.supplyDetails"), lines: supplyLines(document, words) };
  const rightHeight = drawLabelledBlock(pdf, supply, rightX, top, columnWidth);
  sheet.y = top + Math.max(leftHeight, rightHeight) + 2;

  if (document.reason) {
    setFont(pdf, BODY_FONT_SIZE);
    sheet.y += drawLines(pdf, wrap(pdf, `${words.say("invoice.reason")} ${document.reason}`, CONTENT_WIDTH), MARGIN, sheet.y) + 2;
  }
}

type LabelledBlock = { label: string; name?: string; lines: string[] };

/** A small grey label, a name in bold if any, then the lines; returns the height used. */
function drawLabelledBlock(pdf: jsPDF, block: LabelledBlock, x: number, top: number, width: number): number {
  let y = top;
  setFont(pdf, 7, "bold", MUTED);
  y += drawLines(pdf, [block.label.toUpperCase()], x, y) + 0.5;
  if (block.name) {
    setFont(pdf, BODY_FONT_SIZE, "bold");
    y += drawLines(pdf, wrap(pdf, block.name, width), x, y);
  }
  setFont(pdf, BODY_FONT_SIZE);
  y += drawLines(pdf, wrapAll(pdf, block.lines, width), x, y);
  return y - top;
}

function recipientLines(recipient: InvoiceParty, words: Words): string[] {
  const lines = [...recipient.address];
  const code = recipient.stateCode ? `, ${words.say("invoice.stateCode", { code: recipient.stateCode })}` : "";
  lines.push(`${words.say("invoice.state")} ${recipient.state}${code}`);
  if (recipient.gstin) lines.push(`GSTIN: ${recipient.gstin}`);
  return lines;
}

function supplyLines(document: InvoiceDocument, words: Words): string[] {
  const { placeOfSupply } = document;
  const lines = [`${words.say("invoice.placeOfSupply")} ${stateWithCode(placeOfSupply.state, placeOfSupply.stateCode)}`];
  // Rule 46(p): a tax invoice says whether tax is payable on reverse charge; a shop's sales never are.
  if (isTaxInvoice(document)) lines.push(words.say("invoice.reverseCharge"));
  lines.push(`${words.say("invoice.order")} ${document.orderId}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Totals in figures and in words

function summaryRows(document: InvoiceDocument, words: Words): [string, string][] {
  const { totals } = document;
  // Issue 32: a discount given at the time of supply is recorded on the invoice (CGST Act s.15(3)(a)).
  const discount: [string, string][] = document.prepaidDiscountPaise ? [[words.say("invoice.prepaidDiscount"), `- ${rupees(document.prepaidDiscountPaise)}`]] : [];
  if (!isTaxInvoice(document)) return discount;
  const rows: [string, string][] = [...discount, [words.say("invoice.taxableValue"), rupees(totals.taxableValuePaise)]];
  if (document.intraState) {
    rows.push(["CGST", rupees(totals.cgstPaise)], ["SGST", rupees(totals.sgstPaise)]);
  } else {
    rows.push(["IGST", rupees(totals.igstPaise)]);
  }
  return rows;
}

function drawSummary(sheet: Sheet) {
  const { pdf, document, words } = sheet;
  const rows = summaryRows(document, words);
  setFont(pdf, BODY_FONT_SIZE);
  const inWords = wrap(pdf, `${words.say("invoice.totalInWords")} ${document.totalInWords}`, CONTENT_WIDTH);
  const labelLines = [...rows.map(([label]) => label), words.say("invoice.total")];
  const height = linesHeight(labelLines, BODY_FONT_SIZE) + lineHeight(11, labelLines[0]) + linesHeight(inWords, BODY_FONT_SIZE) + 6;
  ensureSpace(sheet, height);

  const valueX = PAGE_WIDTH - MARGIN;
  // The labels stand right-aligned a little left of the widest figure: the total, in the largest type.
  setFont(pdf, 11, "bold");
  const labelX = valueX - pdf.getTextWidth(rupees(document.totals.totalPaise)) - 12;
  setFont(pdf, BODY_FONT_SIZE);
  for (const [label, value] of rows) {
    drawLines(pdf, [label], labelX, sheet.y, "right");
    sheet.y += drawLines(pdf, [value], valueX, sheet.y, "right");
  }
  sheet.y += 1;
  const totalLabel = words.say(document.kind === "credit-note" ? "invoice.totalCredit" : "invoice.total");
  setFont(pdf, 11, "bold");
  drawLines(pdf, [totalLabel], labelX, sheet.y, "right");
  sheet.y += drawLines(pdf, [rupees(document.totals.totalPaise)], valueX, sheet.y, "right") + 3;

  setFont(pdf, BODY_FONT_SIZE);
  sheet.y += drawLines(pdf, inWords, MARGIN, sheet.y);
}

// ---------------------------------------------------------------------------------------------------------------
// Footer on every page, drawn last, when the page count is known

/** At most two notes (pdf-sheet.ts keeps room for them), each a line per language. */
function footerNotes(document: InvoiceDocument, words: Words): string[] {
  const notes = words.lines(document.kind === "credit-note" ? "invoice.computerGeneratedCreditNote" : "invoice.computerGeneratedInvoice");
  if (!isTaxInvoice(document)) notes.push(...words.lines("invoice.billOfSupplyNote"));
  return notes;
}

function drawFooters(sheet: Sheet) {
  const { pdf, document, words } = sheet;
  const pageCount = pdf.getNumberOfPages();
  const notes = footerNotes(document, words);
  for (let page = 1; page <= pageCount; page++) {
    pdf.setPage(page);
    const top = PAGE_HEIGHT - MARGIN - linesHeight(notes, FOOTER_FONT_SIZE);
    horizontalRule(pdf, top - 2);
    setFont(pdf, FOOTER_FONT_SIZE, "normal", MUTED);
    drawLines(pdf, notes, MARGIN, top);
    const pageLine = `${document.number} \u2022 ${words.say("invoice.page", { page, count: pageCount })}`;
    drawLines(pdf, [printable(pageLine)], PAGE_WIDTH - MARGIN, top, "right");
  }
}
