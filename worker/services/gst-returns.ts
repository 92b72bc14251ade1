/**
 * The month's GST figures (issue 19): the invoices and credit notes issued in a calendar month (India time), their
 * totals by rate and by state, and the tables of the monthly return GSTR-1 as CSV. Everything is summed in SQL
 * from the issued documents (invoices.document's lines through json_each), never from orders: a return must match
 * the documents the buyers hold. Credit notes count against the month they are issued in.
 */
import { sql } from "drizzle-orm";
import { paiseToRupees } from "../../app/lib/money";
import { rawBatch, type Db } from "../../db/client";
import { csvDocument } from "../lib/csv";
import type { ServiceContext } from "./context";

/** GSTR-1's B2CL table: an inter-state invoice to an unregistered buyer above this value is listed one by one. */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

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

/** The first day of the month and of the next (issue days are YYYY-MM-DD, so a range on them is the month). */
function monthRange(month: string): [string, string] {
  const [year, monthNumber] = month.split("-").map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  return [`${month}-01`, `${next}-01`];
}

/** +1 for an invoice, -1 for a credit note: a credit note reduces the month's figures. */
const SIGN = `(case i.kind when 'credit-note' then -1 else 1 end)`;

/** `sum(<a line's field>) alias` over the documents' lines `l` of `i`, credit notes negative unless `signed` is false. */
const lineSum = (field: string, alias: string, signed = true) => `sum(${signed ? `${SIGN} * ` : ""}json_extract(l.value, '$.${field}')) ${alias}`;

/** The taxable value and the three taxes of the lines, as the columns taxable, igst, cgst, sgst. */
const taxSums = (signed = true) =>
  sql.raw(
    [lineSum("taxableValuePaise", "taxable", signed), lineSum("igstPaise", "igst", signed), lineSum("cgstPaise", "cgst", signed), lineSum("sgstPaise", "sgst", signed)].join(", "),
  );

const figures = (row: Record<string, unknown>): GstFigures => ({
  taxableValue: paiseToRupees(Number(row.taxable ?? 0)),
  cgst: paiseToRupees(Number(row.cgst ?? 0)),
  sgst: paiseToRupees(Number(row.sgst ?? 0)),
  igst: paiseToRupees(Number(row.igst ?? 0)),
  total: paiseToRupees(Number(row.total ?? 0)),
});

const inMonth = (from: string, to: string) => sql`i.day >= ${from} and i.day < ${to}`;

/** Line sums over the month's documents (signed), grouped by the given expressions of a line `l` and document `i`. */
function lineSums(from: string, to: string, groupBy: ReturnType<typeof sql.raw>, columns: ReturnType<typeof sql.raw>) {
  return sql`select ${columns}, ${taxSums()}, ${sql.raw(lineSum("totalPaise", "total"))}
    from invoices i, json_each(i.document, '$.lines') l
    where ${inMonth(from, to)} group by ${groupBy} order by ${groupBy}`;
}

export async function gstMonthSummary(ctx: Pick<ServiceContext, "db">, month: string): Promise<GstMonthSummary> {
  const [from, to] = monthRange(month);
  const [documents, kinds, byRate, byState] = await rawBatch(ctx.db, [
    sql`select i.id, i.kind, i.number, i.day, i.order_id, i.buyer_gstin, i.place_of_supply_code, i.document_class,
        json_extract(i.document, '$.recipient.name') recipient, json_extract(i.document, '$.placeOfSupply.state') state,
        json_extract(i.document, '$.refersTo.number') refers_to,
        i.taxable_paise taxable, i.cgst_paise cgst, i.sgst_paise sgst, i.igst_paise igst, i.total_paise total
      from invoices i where ${inMonth(from, to)} order by i.day, i.created_at, i.id`,
    sql`select i.kind, count(*) n, sum(i.taxable_paise) taxable, sum(i.cgst_paise) cgst, sum(i.sgst_paise) sgst,
        sum(i.igst_paise) igst, sum(i.total_paise) total
      from invoices i where ${inMonth(from, to)} group by i.kind`,
    lineSums(from, to, sql.raw(`json_extract(l.value, '$.ratePercent')`), sql.raw(`json_extract(l.value, '$.ratePercent') rate`)),
    lineSums(from, to, sql.raw(`i.place_of_supply_code`), sql.raw(`i.place_of_supply_code code, max(json_extract(i.document, '$.placeOfSupply.state')) state`)),
  ]);
  const ofKind = (kind: string) => {
    const row = kinds.results.find((candidate) => candidate.kind === kind) ?? {};
    return { count: Number(row.n ?? 0), ...figures(row) };
  };
  const invoices = ofKind("invoice");
  const creditNotes = ofKind("credit-note");
  const less = (key: keyof GstFigures) => Math.round((invoices[key] - creditNotes[key]) * 100) / 100;
  return {
    month,
    documents: documents.results.map((row) => ({
      id: String(row.id),
      kind: row.kind as GstDocumentRow["kind"],
      number: String(row.number),
      date: String(row.day),
      orderId: String(row.order_id),
      recipient: String(row.recipient ?? ""),
      buyerGstin: (row.buyer_gstin as string | null) ?? null,
      placeOfSupply: String(row.state ?? ""),
      stateCode: String(row.place_of_supply_code),
      documentClass: String(row.document_class),
      refersTo: (row.refers_to as string | null) ?? null,
      ...figures(row),
    })),
    invoices,
    creditNotes,
    net: { taxableValue: less("taxableValue"), cgst: less("cgst"), sgst: less("sgst"), igst: less("igst"), total: less("total") },
    byRate: byRate.results.map((row) => ({ rate: Number(row.rate), ...figures(row) })),
    byState: byState.results.map((row) => ({ stateCode: String(row.code), state: String(row.state ?? ""), ...figures(row) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GSTR-1

const rupees = (value: unknown) => paiseToRupees(Number(value ?? 0));

/**
 * Which GSTR-1 table a document belongs to: B2B (the buyer gave a GSTIN), B2CL (inter-state, unregistered buyer,
 * invoice value above ₹1 lakh; a credit note follows its invoice into CDNUR), else B2CS. As SQL over `i`, with
 * `inv` the invoice a credit note refers to (or the invoice itself).
 */
const TABLE = sql.raw(`case
    when i.buyer_gstin is not null then 'b2b'
    when i.intra_state = 0 and inv.total_paise > ${B2CL_THRESHOLD_PAISE} then 'b2cl'
    else 'b2cs' end`);

function gstr1Statements(from: string, to: string) {
  const documents = sql`invoices i join invoices inv on inv.id = coalesce(i.refers_to_id, i.id), json_each(i.document, '$.lines') l`;
  return [
    // B2B, B2CL, CDNR, CDNUR: each document, per rate.
    sql`select ${TABLE} tbl, i.kind, i.number, i.day, i.total_paise value, i.buyer_gstin, i.place_of_supply_code pos,
        json_extract(i.document, '$.placeOfSupply.state') state, json_extract(i.document, '$.recipient.name') recipient,
        inv.number invoice_number, inv.day invoice_day, json_extract(l.value, '$.ratePercent') rate, ${taxSums(false)}
      from ${documents} where ${inMonth(from, to)} and ${TABLE} != 'b2cs'
      group by i.id, rate order by tbl, i.kind, i.day, i.serial, rate`,
    // B2CS: the rest, net of their credit notes, by place of supply and rate.
    sql`select i.place_of_supply_code pos, max(json_extract(i.document, '$.placeOfSupply.state')) state, json_extract(l.value, '$.ratePercent') rate,
        ${taxSums()}
      from ${documents} where ${inMonth(from, to)} and ${TABLE} = 'b2cs'
      group by pos, rate order by pos, rate`,
    // HSN summary (table 12), B2B and B2C apart, net of credit notes.
    sql`select case when i.buyer_gstin is null then 'B2C' else 'B2B' end supply, json_extract(l.value, '$.hsn') hsn,
        json_extract(l.value, '$.ratePercent') rate, max(json_extract(l.value, '$.unit')) unit,
        ${sql.raw(lineSum("quantity", "quantity"))}, ${sql.raw(lineSum("totalPaise", "total"))}, ${taxSums()}
      from ${documents} where ${inMonth(from, to)}
      group by supply, hsn, rate order by supply, hsn, rate`,
    // Documents issued (table 13): each series' first and last number and count.
    sql`select i.kind, min(i.number) first_number, max(i.number) last_number, count(*) n
      from invoices i where ${inMonth(from, to)} group by i.kind order by i.kind desc`,
  ];
}

/** The month's GSTR-1 tables as one CSV: each table titled, with its own header row, a blank line between. */
export async function gstr1Csv(ctx: Pick<ServiceContext, "db">, month: string): Promise<string> {
  const [from, to] = monthRange(month);
  const [documents, b2cs, hsn, docs] = await rawBatch(ctx.db as Db, gstr1Statements(from, to));
  const place = (row: Record<string, unknown>) => `${row.pos}-${row.state ?? ""}`;
  const taxColumns = (row: Record<string, unknown>) => [rupees(row.taxable), rupees(row.igst), rupees(row.cgst), rupees(row.sgst)];
  const ofTable = (table: string, kind: string) => documents.results.filter((row) => row.tbl === table && row.kind === kind);
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
    ...b2cs.results.map((row) => ["OE", place(row), row.rate, ...taxColumns(row)]),
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
    ...hsn.results.map((row) => [row.supply, row.hsn, row.unit, row.quantity, rupees(row.total), row.rate, ...taxColumns(row)]),
    [],
    ["Documents issued (13)"],
    ["Nature of document", "Sr. no. from", "Sr. no. to", "Total number", "Cancelled", "Net issued"],
    ...docs.results.map((row) => [
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
