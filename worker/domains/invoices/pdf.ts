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
 * This file draws the document's sections in order (heading, parties, totals, footers); the lines table is
 * pdf-table.ts, and the sheet they share (geometry, font, formats, text primitives) pdf-sheet.ts.
 */
import { jsPDF } from "jspdf";
import type { InvoiceDocument, InvoiceParty } from "./shared/document";
import {
  BODY_FONT_SIZE,
  CONTENT_WIDTH,
  displayDate,
  documentTitle,
  drawLines,
  ensureSpace,
  FOOTER_FONT_SIZE,
  horizontalRule,
  isTaxInvoice,
  lineHeight,
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

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  // Every text the document holds (its JSON keeps non-Latin letters as they are): which scripts need shaping.
  const scripts = scriptsIn([JSON.stringify(document)]);
  // jsPDF lists a font in the page resources only once its own text() has drawn with it; the shaper draws by other
  // means, so a document with shaped text lists every font it registered (the standard 14 included, unused).
  const pdf = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true, putOnlyUsedFonts: scripts.length === 0 });
  registerFonts(pdf);
  if (scripts.length > 0) {
    const { createShaper } = await import("./shaping/shaper");
    useShaper(pdf, await createShaper(pdf, scripts, REGULAR_FONT_FILE));
  }
  pdf.setProperties({ title: `${documentTitle(document)} ${document.number}`, author: document.supplier.name });
  const sheet: Sheet = { pdf, document, y: MARGIN };
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
  const { pdf, document } = sheet;
  const top = sheet.y;
  const leftWidth = CONTENT_WIDTH * 0.58;

  setFont(pdf, 13, "bold");
  let leftY = top + drawLines(pdf, wrap(pdf, document.supplier.name, leftWidth), MARGIN, top);
  setFont(pdf, BODY_FONT_SIZE);
  leftY += 0.8;
  leftY += drawLines(pdf, wrapAll(pdf, supplierLines(document), leftWidth), MARGIN, leftY);

  const right = PAGE_WIDTH - MARGIN;
  setFont(pdf, 15, "bold");
  let rightY = top + drawLines(pdf, [documentTitle(document)], right, top, "right");
  setFont(pdf, BODY_FONT_SIZE);
  rightY += 0.8;
  rightY += drawLines(pdf, wrapAll(pdf, numberAndDateLines(document), CONTENT_WIDTH - leftWidth - 4), right, rightY, "right");

  sheet.y = Math.max(leftY, rightY) + 2.5;
  horizontalRule(pdf, sheet.y, MUTED, 0.3);
  sheet.y += 3;
}

function supplierLines(document: InvoiceDocument): string[] {
  const { supplier } = document;
  const lines = [...supplier.address, `State: ${stateWithCode(supplier.state, supplier.stateCode)}`];
  lines.push(supplier.gstin ? `GSTIN: ${supplier.gstin}` : "Not registered for GST");
  if (supplier.fssaiNumber) lines.push(`FSSAI licence no.: ${supplier.fssaiNumber}`);
  return lines;
}

function numberLabel(document: InvoiceDocument): string {
  if (document.kind === "credit-note") return "Credit note no.";
  return isTaxInvoice(document) ? "Invoice no." : "Bill no.";
}

function numberAndDateLines(document: InvoiceDocument): string[] {
  const lines = [`${numberLabel(document)} ${document.number}`, `Date: ${displayDate(document.date)}`];
  if (document.refersTo) {
    lines.push(`Against invoice ${document.refersTo.number} dated ${displayDate(document.refersTo.date)}`);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Recipient on the left; place of supply and references on the right

function drawParties(sheet: Sheet) {
  const { pdf, document } = sheet;
  const top = sheet.y;
  const columnWidth = CONTENT_WIDTH / 2 - 4;
  const rightX = MARGIN + CONTENT_WIDTH / 2 + 4;

  const recipient = { label: "Bill to", name: document.recipient.name, lines: recipientLines(document.recipient) };
  const leftHeight = drawLabelledBlock(pdf, recipient, MARGIN, top, columnWidth);
  const rightHeight = drawLabelledBlock(pdf, { label: "Supply details", lines: supplyLines(document) }, rightX, top, columnWidth);
  sheet.y = top + Math.max(leftHeight, rightHeight) + 2;

  if (document.reason) {
    setFont(pdf, BODY_FONT_SIZE);
    sheet.y += drawLines(pdf, wrap(pdf, `Reason: ${document.reason}`, CONTENT_WIDTH), MARGIN, sheet.y) + 2;
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

function recipientLines(recipient: InvoiceParty): string[] {
  const lines = [...recipient.address];
  lines.push(`State: ${recipient.state}${recipient.stateCode ? `, state code ${recipient.stateCode}` : ""}`);
  if (recipient.gstin) lines.push(`GSTIN: ${recipient.gstin}`);
  return lines;
}

function supplyLines(document: InvoiceDocument): string[] {
  const { placeOfSupply } = document;
  const lines = [`Place of supply: ${stateWithCode(placeOfSupply.state, placeOfSupply.stateCode)}`];
  // Rule 46(p): a tax invoice says whether tax is payable on reverse charge; a shop's sales never are.
  if (isTaxInvoice(document)) lines.push("Tax payable on reverse charge: No");
  lines.push(`Order: ${document.orderId}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// Totals in figures and in words

function summaryRows(document: InvoiceDocument): [string, string][] {
  const { totals } = document;
  if (!isTaxInvoice(document)) return [];
  const rows: [string, string][] = [["Taxable value", rupees(totals.taxableValuePaise)]];
  if (document.intraState) {
    rows.push(["CGST", rupees(totals.cgstPaise)], ["SGST", rupees(totals.sgstPaise)]);
  } else {
    rows.push(["IGST", rupees(totals.igstPaise)]);
  }
  return rows;
}

function drawSummary(sheet: Sheet) {
  const { pdf, document } = sheet;
  const rows = summaryRows(document);
  setFont(pdf, BODY_FONT_SIZE);
  const words = wrap(pdf, `Total in words: ${document.totalInWords}`, CONTENT_WIDTH);
  const height = (rows.length + 1) * lineHeight(BODY_FONT_SIZE) + lineHeight(11) + words.length * lineHeight(BODY_FONT_SIZE) + 6;
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
  const totalLabel = document.kind === "credit-note" ? "Total credit" : "Total";
  setFont(pdf, 11, "bold");
  drawLines(pdf, [totalLabel], labelX, sheet.y, "right");
  sheet.y += drawLines(pdf, [rupees(document.totals.totalPaise)], valueX, sheet.y, "right") + 3;

  setFont(pdf, BODY_FONT_SIZE);
  sheet.y += drawLines(pdf, words, MARGIN, sheet.y);
}

// ---------------------------------------------------------------------------------------------------------------
// Footer on every page, drawn last, when the page count is known

function footerNotes(document: InvoiceDocument): string[] {
  const noun = document.kind === "credit-note" ? "credit note" : "invoice";
  const notes = [`This is a computer-generated ${noun}.`];
  if (!isTaxInvoice(document)) notes.push("Bill of supply: the supplier is not registered for GST; no tax is charged.");
  return notes;
}

function drawFooters(sheet: Sheet) {
  const { pdf, document } = sheet;
  const pageCount = pdf.getNumberOfPages();
  const notes = footerNotes(document);
  for (let page = 1; page <= pageCount; page++) {
    pdf.setPage(page);
    const top = PAGE_HEIGHT - MARGIN - notes.length * lineHeight(FOOTER_FONT_SIZE);
    horizontalRule(pdf, top - 2);
    setFont(pdf, FOOTER_FONT_SIZE, "normal", MUTED);
    drawLines(pdf, notes, MARGIN, top);
    drawLines(pdf, [printable(`${document.number} \u2022 page ${page} of ${pageCount}`)], PAGE_WIDTH - MARGIN, top, "right");
  }
}
