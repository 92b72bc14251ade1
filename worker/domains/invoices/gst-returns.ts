/**
 * The month's GST figures (issue 19): the invoices and credit notes issued in a calendar month (India time), their
 * totals by rate and by state, and the rows of the monthly return GSTR-1's tables. Everything is summed in SQL
 * from the issued documents (invoices.document's lines through json_each), never from orders: a return must match
 * the documents the buyers hold. Credit notes count against the month they are issued in. Amounts stay paise here;
 * views.ts shows them in rupees (the summary's JSON, the GSTR-1 CSV).
 */
import { sql } from "drizzle-orm";
import { rawBatch, type Db } from "../../../db/client";
import type { ServiceContext } from "../../http/context";

/**
 * GSTR-1's B2CL table: an inter-state invoice to an unregistered buyer above this value is listed one by one. The
 * value is ₹1 lakh for invoices from 1 August 2024 (notification 12/2024-Central Tax); it was ₹2.5 lakh before.
 */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;
const B2CL_THRESHOLD_BEFORE_AUGUST_2024_PAISE = 2_50_000_00;

/** Paise: a document's or a group's taxable value, taxes and total (views.ts shows them in rupees). */
export type GstAmounts = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };

export type GstDocumentRecord = GstAmounts & {
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
  /** Lines taxed at the catch-all because the product's HSN was missing, unknown or uncertain (issue 28). */
  hsnFlaggedLines: number;
};

export type GstMonthRecord = {
  month: string;
  documents: GstDocumentRecord[];
  invoices: GstAmounts & { count: number };
  creditNotes: GstAmounts & { count: number };
  /** Invoices less credit notes: what the month's return reports. */
  net: GstAmounts;
  byRate: (GstAmounts & { rate: number })[];
  byState: (GstAmounts & { stateCode: string; state: string })[];
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

/** The sums of a row (columns taxable, cgst, sgst, igst, total; null over no rows). */
const amounts = (row: Record<string, unknown>): GstAmounts => ({
  taxablePaise: Number(row.taxable ?? 0),
  cgstPaise: Number(row.cgst ?? 0),
  sgstPaise: Number(row.sgst ?? 0),
  igstPaise: Number(row.igst ?? 0),
  totalPaise: Number(row.total ?? 0),
});

const inMonth = (from: string, to: string) => sql`i.day >= ${from} and i.day < ${to}`;

/** Line sums over the month's documents (signed), grouped by the given expressions of a line `l` and document `i`. */
function lineSums(from: string, to: string, groupBy: ReturnType<typeof sql.raw>, columns: ReturnType<typeof sql.raw>) {
  return sql`select ${columns}, ${taxSums()}, ${sql.raw(lineSum("totalPaise", "total"))}
    from invoices i, json_each(i.document, '$.lines') l
    where ${inMonth(from, to)} group by ${groupBy} order by ${groupBy}`;
}

export async function gstMonthFigures(ctx: Pick<ServiceContext, "db">, month: string): Promise<GstMonthRecord> {
  const [from, to] = monthRange(month);
  const [documents, kinds, byRate, byState] = await rawBatch(ctx.db, [
    sql`select i.id, i.kind, i.number, i.day, i.order_id, i.buyer_gstin, i.place_of_supply_code, i.document_class,
        json_extract(i.document, '$.recipient.name') recipient, json_extract(i.document, '$.placeOfSupply.state') state,
        json_extract(i.document, '$.refersTo.number') refers_to,
        (select count(*) from json_each(i.document, '$.lines') f where json_extract(f.value, '$.hsnFlag') is not null) hsn_flagged,
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
    return { count: Number(row.n ?? 0), ...amounts(row) };
  };
  const invoices = ofKind("invoice");
  const creditNotes = ofKind("credit-note");
  const less = (key: keyof GstAmounts) => invoices[key] - creditNotes[key];
  return {
    month,
    documents: documents.results.map((row) => ({
      id: String(row.id),
      kind: row.kind as GstDocumentRecord["kind"],
      number: String(row.number),
      date: String(row.day),
      orderId: String(row.order_id),
      recipient: String(row.recipient ?? ""),
      buyerGstin: (row.buyer_gstin as string | null) ?? null,
      placeOfSupply: String(row.state ?? ""),
      stateCode: String(row.place_of_supply_code),
      documentClass: String(row.document_class),
      refersTo: (row.refers_to as string | null) ?? null,
      hsnFlaggedLines: Number(row.hsn_flagged ?? 0),
      ...amounts(row),
    })),
    invoices,
    creditNotes,
    net: { taxablePaise: less("taxablePaise"), cgstPaise: less("cgstPaise"), sgstPaise: less("sgstPaise"), igstPaise: less("igstPaise"), totalPaise: less("totalPaise") },
    byRate: byRate.results.map((row) => ({ rate: Number(row.rate), ...amounts(row) })),
    byState: byState.results.map((row) => ({ stateCode: String(row.code), state: String(row.state ?? ""), ...amounts(row) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GSTR-1

/**
 * Which GSTR-1 table a document belongs to: B2B (the buyer gave a GSTIN), B2CL (inter-state, unregistered buyer,
 * invoice value above the B2CL threshold of its day; a credit note follows its invoice into CDNUR), else B2CS. As
 * SQL over `i`, with `inv` the invoice a credit note refers to (or the invoice itself).
 */
const TABLE = sql.raw(`case
    when i.buyer_gstin is not null then 'b2b'
    when i.intra_state = 0 and inv.total_paise >
      (case when inv.day < '2024-08-01' then ${B2CL_THRESHOLD_BEFORE_AUGUST_2024_PAISE} else ${B2CL_THRESHOLD_PAISE} end) then 'b2cl'
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

/**
 * The rows of the month's GSTR-1 tables, amounts in paise as SQL sums them (columns taxable, igst, cgst, sgst, value,
 * total): views.ts lays them out as the CSV the admin downloads.
 */
export type Gstr1Rows = {
  /** B2B, B2CL, CDNR and CDNUR: each document per rate, `tbl` naming its table and `kind` invoice or credit note. */
  documents: Record<string, unknown>[];
  b2cs: Record<string, unknown>[];
  hsn: Record<string, unknown>[];
  /** Documents issued: each series' first and last number and count. */
  series: Record<string, unknown>[];
};

export async function gstr1Rows(ctx: Pick<ServiceContext, "db">, month: string): Promise<Gstr1Rows> {
  const [from, to] = monthRange(month);
  const [documents, b2cs, hsn, series] = await rawBatch(ctx.db as Db, gstr1Statements(from, to));
  return { documents: documents.results, b2cs: b2cs.results, hsn: hsn.results, series: series.results };
}

/** The month and table rules, shared with the offline tool's GSTR-1 (gstr1-offline.ts). */
export { TABLE as GSTR1_TABLE, inMonth, lineSum, monthRange };
