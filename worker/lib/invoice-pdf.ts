/**
 * Draws an issued GST document (tax invoice, bill of supply or credit note) as an A4 PDF, with the particulars
 * CGST rule 46 asks for: supplier and recipient with GSTINs, number and date, place of supply, one row per line
 * with HSN/SAC, quantity, value, rate and tax, the totals in figures and in words.
 *
 * jsPDF draws it (its ES build needs no DOM for text and lines). The text is set in Noto Sans, embedded as a
 * small subset (./invoice-font), because the PDF standard fonts have no ₹ sign. This module is heavy (jsPDF and
 * the fonts): callers import it lazily, `await import("../lib/invoice-pdf")`, so that no other request pays for it.
 */
import { jsPDF } from "jspdf";
import type { InvoiceDocument, InvoiceLine, InvoiceParty, InvoiceTotals } from "../../app/lib/invoice-document";
import { INVOICE_FONT_CHARACTERS, notoSansBold, notoSansRegular } from "./invoice-font/noto-sans";

// Geometry in millimetres (jsPDF unit "mm"); font sizes in points.
const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const MARGIN = 14;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const POINT_IN_MM = 25.4 / 72;
const LINE_SPACING = 1.3;
const FOOTER_FONT_SIZE = 7.5;
/** Page content stops here: below are the footer's rule and at most two lines of notes. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 2 * lineHeight(FOOTER_FONT_SIZE) - 4;
const CELL_PADDING_X = 1.6;
const CELL_PADDING_Y = 1.2;
const TABLE_FONT_SIZE = 7.5;
const BODY_FONT_SIZE = 8.5;

const FONT = "NotoSans";
type Weight = "normal" | "bold";
type Rgb = [number, number, number];
const INK: Rgb = [33, 33, 33];
const MUTED: Rgb = [105, 105, 105];
const RULE: Rgb = [205, 205, 205];
const HEADER_FILL: Rgb = [242, 243, 245];

/** The invoice being drawn and where the next thing goes. */
type Sheet = { pdf: jsPDF; document: InvoiceDocument; y: number };

export function renderInvoicePdf(document: InvoiceDocument): Uint8Array {
  const pdf = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true, putOnlyUsedFonts: true });
  registerFonts(pdf);
  pdf.setProperties({ title: `${documentTitle(document)} ${document.number}`, author: document.supplier.name });
  const sheet: Sheet = { pdf, document, y: MARGIN };
  drawHeading(sheet);
  drawParties(sheet);
  drawLinesTable(sheet);
  drawSummary(sheet);
  drawFooters(sheet);
  return new Uint8Array(pdf.output("arraybuffer"));
}

function registerFonts(pdf: jsPDF) {
  pdf.addFileToVFS("NotoSans-Regular.ttf", notoSansRegular);
  pdf.addFont("NotoSans-Regular.ttf", FONT, "normal");
  pdf.addFileToVFS("NotoSans-Bold.ttf", notoSansBold);
  pdf.addFont("NotoSans-Bold.ttf", FONT, "bold");
}

// ---------------------------------------------------------------------------------------------------------------
// Wording and number formats

function documentTitle(document: InvoiceDocument): string {
  if (document.kind === "credit-note") return "Credit note";
  return document.documentClass === "tax-invoice" ? "Tax invoice" : "Bill of supply";
}

const isTaxInvoice = (document: InvoiceDocument) => document.documentClass === "tax-invoice";

const moneyFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantityFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });

/** "1,23,456.50": table cells, whose column is headed "Amounts in ₹". */
function amount(paise: number): string {
  return moneyFormat.format(paise / 100);
}

/** "₹1,23,456.50": amounts that stand alone. */
function rupees(paise: number): string {
  return `\u20b9${amount(paise)}`;
}

/** The stored day is YYYY-MM-DD; Indian readers expect DD-MM-YYYY. */
function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${month}-${year}`;
}

function stateWithCode(state: string, stateCode: string): string {
  return stateCode ? `${state} (${stateCode})` : state;
}

function percent(rate: number): string {
  return `${rate}%`;
}

const fontCharacters = new Set(INVOICE_FONT_CHARACTERS);

/**
 * Text typed by people may hold characters the embedded subset lacks; they would print as empty boxes. An accented
 * letter falls back to its base letter (ă → a), anything else to "?", so what is missing is at least visible.
 */
function printable(text: string): string {
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

function setFont(pdf: jsPDF, size: number, weight: Weight = "normal", colour: Rgb = INK) {
  pdf.setFont(FONT, weight);
  pdf.setFontSize(size);
  pdf.setTextColor(...colour);
}

function lineHeight(fontSize: number): number {
  return fontSize * POINT_IN_MM * LINE_SPACING;
}

/** Wraps text to a width in the current font; never returns an empty list, so a blank field keeps its row. */
function wrap(pdf: jsPDF, text: string, width: number): string[] {
  const lines: string[] = pdf.splitTextToSize(printable(text), width);
  return lines.length > 0 ? lines : [""];
}

/** Draws lines of text from their top edge at y; returns the height used. */
function drawLines(pdf: jsPDF, lines: string[], x: number, y: number, align: "left" | "right" = "left"): number {
  const step = lineHeight(pdf.getFontSize());
  lines.forEach((line, index) => pdf.text(line, x, y + index * step, { baseline: "top", align }));
  return lines.length * step;
}

function horizontalRule(pdf: jsPDF, y: number, colour: Rgb = RULE, thickness = 0.2) {
  pdf.setDrawColor(...colour);
  pdf.setLineWidth(thickness);
  pdf.line(MARGIN, y, PAGE_WIDTH - MARGIN, y);
}

/** Starts a new page when the next block would run into the footer; true when it did. */
function ensureSpace(sheet: Sheet, height: number): boolean {
  if (sheet.y + height <= CONTENT_BOTTOM) return false;
  sheet.pdf.addPage();
  sheet.y = MARGIN;
  setFont(sheet.pdf, BODY_FONT_SIZE, "bold", MUTED);
  const { document } = sheet;
  sheet.y += drawLines(sheet.pdf, [printable(`${documentTitle(document)} ${document.number} (continued)`)], MARGIN, sheet.y);
  sheet.y += 2;
  return true;
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

function wrapAll(pdf: jsPDF, texts: string[], width: number): string[] {
  return texts.flatMap((text) => wrap(pdf, text, width));
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
// The lines table

type Align = "left" | "right";

type Column = {
  header: string;
  align: Align;
  /** The cell's lines of text for one invoice line. */
  cell: (line: InvoiceLine, index: number) => string[];
  /** The cell of the totals row; absent where a sum means nothing (price, rate). */
  total?: (totals: InvoiceTotals) => string;
  /** The description column takes whatever width the others leave. */
  flexible?: boolean;
};

type SizedColumn = Column & { x: number; width: number };

function tableColumns(document: InvoiceDocument): Column[] {
  const columns: Column[] = [
    { header: "#", align: "right", cell: (_line, index) => [String(index + 1)] },
    { header: "Description", align: "left", cell: (line) => [line.description], flexible: true },
    { header: "HSN/SAC", align: "left", cell: (line) => [line.hsn] },
    { header: "Qty", align: "right", cell: (line) => [`${quantityFormat.format(line.quantity)} ${line.unit}`] },
    { header: "Unit price", align: "right", cell: (line) => [amount(line.unitPricePaise)] },
    { header: "Discount", align: "right", cell: (line) => [amount(line.discountPaise)] },
  ];
  if (!isTaxInvoice(document)) {
    // A bill of supply carries no tax, so the taxable value is simply the amount charged.
    columns.push({ header: "Amount", align: "right", cell: (line) => [amount(line.totalPaise)], total: (t) => amount(t.totalPaise) });
    return columns;
  }
  columns.push(
    { header: "Taxable value", align: "right", cell: (line) => [amount(line.taxableValuePaise)], total: (t) => amount(t.taxableValuePaise) },
    { header: "Rate", align: "right", cell: (line) => [percent(line.ratePercent)] },
    ...taxColumns(document.intraState),
    { header: "Total", align: "right", cell: (line) => [amount(line.totalPaise)], total: (t) => amount(t.totalPaise) },
  );
  return columns;
}

/** Intra-state supply splits the rate in half between the Centre (CGST) and the State (SGST); otherwise IGST. */
function taxColumns(intraState: boolean): Column[] {
  if (!intraState) {
    return [{ header: "IGST", align: "right", cell: (line) => [amount(line.igstPaise)], total: (t) => amount(t.igstPaise) }];
  }
  const halfRate = (line: InvoiceLine) => `@ ${percent(line.ratePercent / 2)}`;
  return [
    { header: "CGST", align: "right", cell: (line) => [amount(line.cgstPaise), halfRate(line)], total: (t) => amount(t.cgstPaise) },
    { header: "SGST", align: "right", cell: (line) => [amount(line.sgstPaise), halfRate(line)], total: (t) => amount(t.sgstPaise) },
  ];
}

/**
 * Every fixed column is as wide as its widest cell (or header word: headers wrap between words), so figures never
 * wrap or spill; the description takes the rest and is the only cell that wraps.
 */
function sizeColumns(pdf: jsPDF, document: InvoiceDocument, columns: Column[]): SizedColumn[] {
  const widths = columns.map((column) => (column.flexible ? 0 : fixedColumnWidth(pdf, document, column)));
  const flexibleWidth = CONTENT_WIDTH - widths.reduce((sum, width) => sum + width, 0);
  let x = MARGIN;
  return columns.map((column, index) => {
    const width = column.flexible ? flexibleWidth : widths[index];
    const sized = { ...column, x, width };
    x += width;
    return sized;
  });
}

/** jsPDF's line breaking measures a hair differently from getTextWidth; this keeps a measured word on one line. */
const MEASURING_SLACK = 0.3;

function fixedColumnWidth(pdf: jsPDF, document: InvoiceDocument, column: Column): number {
  setFont(pdf, TABLE_FONT_SIZE, "bold");
  const boldTexts = column.header.split(" ");
  if (column.total) boldTexts.push(column.total(document.totals));
  const regularTexts = document.lines.flatMap((line, index) => column.cell(line, index));
  let widest = Math.max(...boldTexts.map((text) => pdf.getTextWidth(printable(text))));
  setFont(pdf, TABLE_FONT_SIZE);
  for (const text of regularTexts) widest = Math.max(widest, pdf.getTextWidth(printable(text)));
  return widest + MEASURING_SLACK + 2 * CELL_PADDING_X;
}

function drawLinesTable(sheet: Sheet) {
  const { pdf, document } = sheet;
  const columns = sizeColumns(pdf, document, tableColumns(document));

  setFont(pdf, 7, "normal", MUTED);
  drawLines(pdf, ["Amounts in \u20b9"], PAGE_WIDTH - MARGIN, sheet.y, "right");
  sheet.y += lineHeight(7) + 0.5;
  drawTableHeader(sheet, columns);

  document.lines.forEach((line, index) => {
    const cells = columns.map((column) => cellLines(pdf, column, column.cell(line, index)));
    if (ensureSpace(sheet, rowHeight(cells))) drawTableHeader(sheet, columns);
    drawRow(sheet, columns, cells, "normal");
    horizontalRule(pdf, sheet.y, RULE, 0.1);
  });

  const totalCells = columns.map((column) => [column.flexible ? "Total" : (column.total?.(document.totals) ?? "")]);
  if (ensureSpace(sheet, rowHeight(totalCells))) drawTableHeader(sheet, columns);
  horizontalRule(pdf, sheet.y, MUTED, 0.3);
  drawRow(sheet, columns, totalCells, "bold");
  horizontalRule(pdf, sheet.y, MUTED, 0.3);
  sheet.y += 4;
}

function cellLines(pdf: jsPDF, column: SizedColumn, texts: string[]): string[] {
  if (!column.flexible) return texts.map(printable);
  setFont(pdf, TABLE_FONT_SIZE);
  return wrapAll(pdf, texts, column.width - 2 * CELL_PADDING_X);
}

function rowHeight(cells: string[][]): number {
  const mostLines = Math.max(...cells.map((lines) => lines.length));
  return mostLines * lineHeight(TABLE_FONT_SIZE) + 2 * CELL_PADDING_Y;
}

function drawTableHeader(sheet: Sheet, columns: SizedColumn[]) {
  const { pdf } = sheet;
  setFont(pdf, TABLE_FONT_SIZE, "bold");
  const cells = columns.map((column) => wrap(pdf, column.header, column.width - 2 * CELL_PADDING_X + MEASURING_SLACK));
  pdf.setFillColor(...HEADER_FILL);
  pdf.rect(MARGIN, sheet.y, CONTENT_WIDTH, rowHeight(cells), "F");
  drawRow(sheet, columns, cells, "bold");
  horizontalRule(pdf, sheet.y, MUTED, 0.3);
}

/** Draws one row of cells (already wrapped) and moves below it. */
function drawRow(sheet: Sheet, columns: SizedColumn[], cells: string[][], weight: Weight) {
  const { pdf } = sheet;
  const top = sheet.y + CELL_PADDING_Y;
  columns.forEach((column, index) => {
    const x = column.align === "right" ? column.x + column.width - CELL_PADDING_X : column.x + CELL_PADDING_X;
    const [first, ...rest] = cells[index];
    setFont(pdf, TABLE_FONT_SIZE, weight);
    drawLines(pdf, [first], x, top, column.align);
    // Under a figure, a second line is a note (the half rate under a tax amount): greyed so the figure stands out.
    const isNote = !column.flexible && weight === "normal";
    setFont(pdf, TABLE_FONT_SIZE, weight, isNote ? MUTED : INK);
    drawLines(pdf, rest, x, top + lineHeight(TABLE_FONT_SIZE), column.align);
  });
  sheet.y += rowHeight(cells);
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
