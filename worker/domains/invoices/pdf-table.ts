/**
 * The lines table of an invoice PDF (see pdf.ts): one row per invoice line with HSN/SAC, quantity, value, rate and
 * tax (CGST and SGST within the state, else IGST; a bill of supply has no tax columns), a totals row, and the header
 * repeated on every page the table runs onto. Fixed columns are sized to their widest cell; the description wraps.
 */
import type { jsPDF } from "jspdf";
import type { InvoiceDocument, InvoiceLine, InvoiceTotals } from "./shared/document";
import { lineDescription, type Words } from "./pdf-words";
import {
  amount,
  CONTENT_WIDTH,
  drawLines,
  ensureSpace,
  horizontalRule,
  INK,
  isTaxInvoice,
  lineHeight,
  linesHeight,
  MARGIN,
  MUTED,
  PAGE_WIDTH,
  printable,
  RULE,
  setFont,
  textWidth,
  wrapAll,
  type Rgb,
  type Sheet,
  type Weight,
} from "./pdf-sheet";

const CELL_PADDING_X = 1.6;
const CELL_PADDING_Y = 1.2;
const TABLE_FONT_SIZE = 7.5;
const HEADER_FILL: Rgb = [242, 243, 245];

const quantityFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });

function percent(rate: number): string {
  return `${rate}%`;
}

type Align = "left" | "right";

type Column = {
  /** The header's lines: one per language on a Telugu document (./pdf-words.ts), each wrapping between words. */
  header: string[];
  align: Align;
  /** The cell's lines of text for one invoice line. */
  cell: (line: InvoiceLine, index: number) => string[];
  /** The cell of the totals row; absent where a sum means nothing (price, rate). */
  total?: (totals: InvoiceTotals) => string;
  /** The description column takes whatever width the others leave. */
  flexible?: boolean;
};

type SizedColumn = Column & { x: number; width: number };

function tableColumns(document: InvoiceDocument, words: Words): Column[] {
  const columns: Column[] = [
    { header: ["#"], align: "right", cell: (_line, index) => [String(index + 1)] },
    { header: words.lines("invoice.description"), align: "left", cell: (line) => [lineDescription(words, line.description)], flexible: true },
    { header: ["HSN/SAC"], align: "left", cell: (line) => [line.hsn] },
    { header: words.lines("invoice.quantity"), align: "right", cell: (line) => [`${quantityFormat.format(line.quantity)} ${line.unit}`] },
    { header: words.lines("invoice.unitPrice"), align: "right", cell: (line) => [amount(line.unitPricePaise)] },
    { header: words.lines("invoice.discount"), align: "right", cell: (line) => [amount(line.discountPaise)] },
  ];
  if (!isTaxInvoice(document)) {
    // A bill of supply carries no tax, so the taxable value is simply the amount charged.
    columns.push({ header: words.lines("invoice.amount"), align: "right", cell: (line) => [amount(line.totalPaise)], total: (t) => amount(t.totalPaise) });
    return columns;
  }
  columns.push(
    { header: words.lines("invoice.taxableValue"), align: "right", cell: (line) => [amount(line.taxableValuePaise)], total: (t) => amount(t.taxableValuePaise) },
    { header: words.lines("invoice.rate"), align: "right", cell: (line) => [percent(line.ratePercent)] },
    ...taxColumns(document.intraState),
    { header: words.lines("invoice.total"), align: "right", cell: (line) => [amount(line.totalPaise)], total: (t) => amount(t.totalPaise) },
  );
  return columns;
}

/** Intra-state supply splits the rate in half between the Centre (CGST) and the State (SGST); otherwise IGST. */
function taxColumns(intraState: boolean): Column[] {
  if (!intraState) {
    return [{ header: ["IGST"], align: "right", cell: (line) => [amount(line.igstPaise)], total: (t) => amount(t.igstPaise) }];
  }
  const halfRate = (line: InvoiceLine) => `@ ${percent(line.ratePercent / 2)}`;
  return [
    { header: ["CGST"], align: "right", cell: (line) => [amount(line.cgstPaise), halfRate(line)], total: (t) => amount(t.cgstPaise) },
    { header: ["SGST"], align: "right", cell: (line) => [amount(line.sgstPaise), halfRate(line)], total: (t) => amount(t.sgstPaise) },
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
  const boldTexts = column.header.flatMap((line) => line.split(" "));
  if (column.total) boldTexts.push(column.total(document.totals));
  const regularTexts = document.lines.flatMap((line, index) => column.cell(line, index));
  let widest = Math.max(...boldTexts.map((text) => textWidth(pdf, text)));
  setFont(pdf, TABLE_FONT_SIZE);
  for (const text of regularTexts) widest = Math.max(widest, textWidth(pdf, text));
  return widest + MEASURING_SLACK + 2 * CELL_PADDING_X;
}

export function drawLinesTable(sheet: Sheet) {
  const { pdf, document, words } = sheet;
  const columns = sizeColumns(pdf, document, tableColumns(document, words));

  setFont(pdf, 7, "normal", MUTED);
  const amountsIn = words.say("invoice.amountsIn");
  sheet.y += drawLines(pdf, [amountsIn], PAGE_WIDTH - MARGIN, sheet.y, "right") + 0.5;
  drawTableHeader(sheet, columns);

  document.lines.forEach((line, index) => {
    const cells = columns.map((column) => cellLines(pdf, column, column.cell(line, index)));
    if (ensureSpace(sheet, rowHeight(cells))) drawTableHeader(sheet, columns);
    drawRow(sheet, columns, cells, "normal");
    horizontalRule(pdf, sheet.y, RULE, 0.1);
  });

  const totalCells = columns.map((column) => [column.flexible ? words.say("invoice.total") : (column.total?.(document.totals) ?? "")]);
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
  return Math.max(...cells.map((lines) => linesHeight(lines, TABLE_FONT_SIZE))) + 2 * CELL_PADDING_Y;
}

function drawTableHeader(sheet: Sheet, columns: SizedColumn[]) {
  const { pdf } = sheet;
  setFont(pdf, TABLE_FONT_SIZE, "bold");
  const cells = columns.map((column) => wrapAll(pdf, column.header, column.width - 2 * CELL_PADDING_X + MEASURING_SLACK));
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
    drawLines(pdf, rest, x, top + lineHeight(TABLE_FONT_SIZE, first), column.align);
  });
  sheet.y += rowHeight(cells);
}
