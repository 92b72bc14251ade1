/**
 * The invoices domain as the contract shows it, the one place its paise become rupees: an issued GST document as
 * GET /api/order/{id}/invoice?format=json answers it (every amount in rupees, as the rest of the API gives money;
 * the rate in percent), and the admin GST page's month (GET /api/admin/gst/summary, the GSTR-1 CSV). The services
 * (invoices.ts, gst-returns.ts) sum and store paise.
 */
import type { InvoiceDocument } from "./shared/document";
import type { GstAmounts, GstMonthRecord, Gstr1Rows } from "./gst-returns";
import type { HsnProblem } from "./hsn";
import { paiseToRupees } from "../../shared/money";
import { csvDocument } from "../../lib/csv";

export function invoiceJson(document: InvoiceDocument) {
  const { lines, totals, prepaidDiscountPaise, ...rest } = document;
  return {
    ...rest,
    // Issue 32: the discount for paying by UPI inside the lines' discounts (0: none); each line's share below.
    prepaidDiscount: paiseToRupees(prepaidDiscountPaise ?? 0),
    lines: lines.map((line) => ({
      description: line.description,
      hsn: line.hsn,
      // Issue 28: set when the line was taxed at the catch-all (HSN missing, unknown or uncertain); null otherwise.
      hsnFlag: line.hsnFlag ?? null,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: paiseToRupees(line.unitPricePaise),
      discount: paiseToRupees(line.discountPaise),
      prepaidDiscount: paiseToRupees(line.prepaidDiscountPaise ?? 0),
      taxableValue: paiseToRupees(line.taxableValuePaise),
      rate: line.ratePercent,
      cgst: paiseToRupees(line.cgstPaise),
      sgst: paiseToRupees(line.sgstPaise),
      igst: paiseToRupees(line.igstPaise),
      total: paiseToRupees(line.totalPaise),
    })),
    totals: {
      taxableValue: paiseToRupees(totals.taxableValuePaise),
      cgst: paiseToRupees(totals.cgstPaise),
      sgst: paiseToRupees(totals.sgstPaise),
      igst: paiseToRupees(totals.igstPaise),
      total: paiseToRupees(totals.totalPaise),
    },
  };
}

export type InvoiceJson = ReturnType<typeof invoiceJson>;

/** GET /api/admin/gst/hsn-check: the products whose HSN needs the admin (missing, unknown or uncertain). */
export function hsnCheckView(problems: HsnProblem[]) {
  return { count: problems.length, products: problems.map((problem) => ({ _id: problem.id, name: problem.name, hsnCode: problem.hsnCode, hsnStatus: problem.hsnStatus })) };
}

export type HsnCheckView = ReturnType<typeof hsnCheckView>;

// ---------------------------------------------------------------------------------------------------------------
// The month's GST figures

export type GstFigures = { taxableValue: number; cgst: number; sgst: number; igst: number; total: number };

export type GstDocumentRow = GstFigures & {
  id: string;
  kind: "invoice" | "credit-note";
  number: string;
  date: string;
  orderId: string;
  recipient: string;
  buyerGstin: string | null;
  placeOfSupply: string;
  stateCode: string;
  documentClass: string;
  refersTo: string | null;
  /** Lines taxed at the catch-all because their product's HSN was missing, unknown or uncertain. */
  hsnFlaggedLines: number;
};

export type GstMonthSummary = {
  month: string;
  documents: GstDocumentRow[];
  invoices: GstFigures & { count: number };
  creditNotes: GstFigures & { count: number };
  /** Invoices less credit notes: what the month's return reports. */
  net: GstFigures;
  byRate: (GstFigures & { rate: number })[];
  byState: (GstFigures & { stateCode: string; state: string })[];
};

export function gstFigures(amounts: GstAmounts): GstFigures {
  return {
    taxableValue: paiseToRupees(amounts.taxablePaise),
    cgst: paiseToRupees(amounts.cgstPaise),
    sgst: paiseToRupees(amounts.sgstPaise),
    igst: paiseToRupees(amounts.igstPaise),
    total: paiseToRupees(amounts.totalPaise),
  };
}

export function gstMonthSummaryView(month: GstMonthRecord): GstMonthSummary {
  return {
    month: month.month,
    documents: month.documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      number: document.number,
      date: document.date,
      orderId: document.orderId,
      recipient: document.recipient,
      buyerGstin: document.buyerGstin,
      placeOfSupply: document.placeOfSupply,
      stateCode: document.stateCode,
      documentClass: document.documentClass,
      refersTo: document.refersTo,
      hsnFlaggedLines: document.hsnFlaggedLines,
      ...gstFigures(document),
    })),
    invoices: { count: month.invoices.count, ...gstFigures(month.invoices) },
    creditNotes: { count: month.creditNotes.count, ...gstFigures(month.creditNotes) },
    net: gstFigures(month.net),
    byRate: month.byRate.map((group) => ({ rate: group.rate, ...gstFigures(group) })),
    byState: month.byState.map((group) => ({ stateCode: group.stateCode, state: group.state, ...gstFigures(group) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GSTR-1

/** A summed column in rupees (0 for a sum over no rows). */
const rupees = (paise: unknown) => paiseToRupees(Number(paise ?? 0));

/** The month's GSTR-1 tables as one CSV: each table titled, with its own header row, a blank line between. */
export function gstr1Csv(month: string, { documents, b2cs, hsn, series }: Gstr1Rows): string {
  const place = (row: Record<string, unknown>) => `${row.pos}-${row.state ?? ""}`;
  const taxColumns = (row: Record<string, unknown>) => [rupees(row.taxable), rupees(row.igst), rupees(row.cgst), rupees(row.sgst)];
  const ofTable = (table: string, kind: string) => documents.filter((row) => row.tbl === table && row.kind === kind);
  const rows: unknown[][] = [
    [`GSTR-1 figures for ${month}`],
    [],
    ["B2B invoices (4A)"],
    ["GSTIN of recipient", "Receiver name", "Invoice number", "Invoice date", "Invoice value", "Place of supply", "Rate", "Taxable value", "IGST", "CGST", "SGST"],
    ...ofTable("b2b", "invoice").map((row) => [row.buyer_gstin, row.recipient, row.number, row.day, rupees(row.value), place(row), row.rate, ...taxColumns(row)]),
    [],
    ["B2C large invoices (5): inter-state, unregistered buyer, value above 1,00,000"],
    ["Invoice number", "Invoice date", "Invoice value", "Place of supply", "Rate", "Taxable value", "IGST", "CGST", "SGST"],
    ...ofTable("b2cl", "invoice").map((row) => [row.number, row.day, rupees(row.value), place(row), row.rate, ...taxColumns(row)]),
    [],
    ["B2C small (7): by place of supply and rate, net of credit notes"],
    ["Type", "Place of supply", "Rate", "Taxable value", "IGST", "CGST", "SGST"],
    ...b2cs.map((row) => ["OE", place(row), row.rate, ...taxColumns(row)]),
    [],
    ["Credit notes to registered buyers (9B CDNR)"],
    ["GSTIN of recipient", "Receiver name", "Note number", "Note date", "Note type", "Against invoice", "Invoice date", "Note value", "Place of supply", "Rate", "Taxable value", "IGST", "CGST", "SGST"],
    ...ofTable("b2b", "credit-note").map((row) => [row.buyer_gstin, row.recipient, row.number, row.day, "C", row.invoice_number, row.invoice_day, rupees(row.value), place(row), row.rate, ...taxColumns(row)]),
    [],
    ["Credit notes to unregistered buyers against B2C large invoices (9B CDNUR)"],
    ["Note number", "Note date", "Note type", "Against invoice", "Invoice date", "Note value", "Place of supply", "Rate", "Taxable value", "IGST", "CGST", "SGST"],
    ...ofTable("b2cl", "credit-note").map((row) => [row.number, row.day, "C", row.invoice_number, row.invoice_day, rupees(row.value), place(row), row.rate, ...taxColumns(row)]),
    [],
    ["HSN summary (12), net of credit notes"],
    ["Supply", "HSN", "UQC", "Total quantity", "Total value", "Rate", "Taxable value", "IGST", "CGST", "SGST"],
    ...hsn.map((row) => [row.supply, row.hsn, row.unit, row.quantity, rupees(row.total), row.rate, ...taxColumns(row)]),
    [],
    ["Documents issued (13)"],
    ["Nature of document", "Sr. no. from", "Sr. no. to", "Total number", "Cancelled", "Net issued"],
    ...series.map((row) => [
      row.kind === "invoice" ? "Invoices for outward supply" : "Credit note",
      row.first_number,
      row.last_number,
      Number(row.n),
      0,
      Number(row.n),
    ]),
  ];
  return csvDocument(rows);
}
