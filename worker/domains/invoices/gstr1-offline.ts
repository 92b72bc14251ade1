/**
 * GSTR-1 as the GST offline tool imports it (issue 28): the rows of each section's CSV, summed in SQL (in paise) from
 * the month's issued documents, as gst-returns.ts sums the one-file summary. Which table a document belongs to is
 * gst-returns.ts's rule (GSTR1_TABLE); what this file adds is the tool's own cut of the same lines:
 * - nil-rated lines (rate 0) go to the nil/exempt table (exemp), by registered or not and intra- or inter-state,
 *   and never to B2B, B2CL, B2CS or the note tables;
 * - B2CS is net of the credit notes against B2CS invoices (the tool has no note table for them: its CDNUR takes
 *   only B2CL and export notes, and B2CS taxable values may be negative);
 * - the HSN summary is split into B2B and B2C (the tool's Table 12 split from May 2025), by HSN, rate and unit;
 * - no row whose amounts are all zero, and no line without an HSN code (the tool cannot import one: the month is
 *   refused, naming the documents, rather than a row going missing). A line issued for a product with no HSN prints
 *   "N/A" and is flagged `hsnFlag: "missing"` (issue 28, invoices.ts): it counts as without one.
 * gstr1-views.ts lays the rows out as the tool's CSV templates and zips them.
 */
import { sql } from "drizzle-orm";
import { rawBatch, type Db } from "../../../db/client";
import type { ServiceContext } from "../../http/context";
import { unprocessable } from "../../lib/errors";
import { GSTR1_TABLE, inMonth, lineSum, monthRange } from "./gst-returns";

export type Gstr1Row = Record<string, unknown>;

/**
 * Paise as SQL sums them. `documents`: B2B, B2CL, CDNR, CDNUR rows, each document per taxed rate (`tbl`, `kind`,
 * `number`, `day`, `value`, `buyer_gstin`, `recipient`, `pos`, `rate`, `taxable`, unsigned). `b2cs`: `pos`, `rate`,
 * `taxable` (signed). `exempt`: `registered`, `intra`, `taxable` (signed). `hsn`: `supply` (B2B or B2C), `hsn`,
 * `rate`, `unit`, `quantity`, `total`, `taxable`, `igst`, `cgst`, `sgst` (signed). `series`: `kind`, `first_number`,
 * `last_number`, `n` for each series (prefix and financial year) of each kind.
 */
export type Gstr1OfflineRows = { documents: Gstr1Row[]; b2cs: Gstr1Row[]; exempt: Gstr1Row[]; hsn: Gstr1Row[]; series: Gstr1Row[] };

const DOCUMENT_LINES = sql`invoices i join invoices inv on inv.id = coalesce(i.refers_to_id, i.id), json_each(i.document, '$.lines') l`;
const RATE = sql.raw(`json_extract(l.value, '$.ratePercent')`);
const HSN = sql.raw(`trim(coalesce(json_extract(l.value, '$.hsn'), ''))`);
const field = (name: string, signed: boolean) => sql.raw(lineSum(name, name === "taxableValuePaise" ? "taxable" : name.replace(/Paise$/, ""), signed));

function statements(from: string, to: string) {
  const month = inMonth(from, to);
  return [
    sql`select ${GSTR1_TABLE} tbl, i.kind, i.number, i.day, i.total_paise value, i.buyer_gstin, i.place_of_supply_code pos,
        json_extract(i.document, '$.recipient.name') recipient, ${RATE} rate, ${field("taxableValuePaise", false)}
      from ${DOCUMENT_LINES} where ${month} and ${GSTR1_TABLE} != 'b2cs' and ${RATE} != 0
      group by i.id, rate having taxable != 0 order by tbl, i.kind, i.day, i.serial, rate`,
    sql`select i.place_of_supply_code pos, ${RATE} rate, ${field("taxableValuePaise", true)}
      from ${DOCUMENT_LINES} where ${month} and ${GSTR1_TABLE} = 'b2cs' and ${RATE} != 0
      group by pos, rate having taxable != 0 order by pos, rate`,
    sql`select i.buyer_gstin is not null registered, i.intra_state intra, ${field("taxableValuePaise", true)}
      from ${DOCUMENT_LINES} where ${month} and ${RATE} = 0
      group by registered, intra having taxable != 0`,
    sql`select case when i.buyer_gstin is null then 'B2C' else 'B2B' end supply, ${HSN} hsn, ${RATE} rate,
        json_extract(l.value, '$.unit') unit, ${field("quantity", true)}, ${field("totalPaise", true)}, ${field("taxableValuePaise", true)},
        ${field("igstPaise", true)}, ${field("cgstPaise", true)}, ${field("sgstPaise", true)}
      from ${DOCUMENT_LINES} where ${month}
      group by supply, hsn, rate, unit
      having quantity != 0 or total != 0 or taxable != 0 or igst != 0 or cgst != 0 or sgst != 0
      order by supply, hsn, rate, unit`,
    sql`select i.kind, min(i.number) first_number, max(i.number) last_number, count(*) n
      from invoices i where ${month}
      group by i.kind, i.financial_year, substr(i.number, 1, instr(i.number, '/') - 1)
      order by i.kind desc, first_number`,
    sql`select distinct i.number from ${DOCUMENT_LINES}
      where ${month} and (${HSN} = '' or json_extract(l.value, '$.hsnFlag') = 'missing') order by i.number`,
  ];
}

export async function gstr1OfflineRows(ctx: Pick<ServiceContext, "db">, month: string): Promise<Gstr1OfflineRows> {
  const [from, to] = monthRange(month);
  const [documents, b2cs, exempt, hsn, series, blankHsn] = await rawBatch(ctx.db as Db, statements(from, to));
  if (blankHsn.results.length > 0) {
    const numbers = blankHsn.results.map((row) => String(row.number)).join(", ");
    throw unprocessable(`GSTR-1 for ${month} cannot be made for the offline tool: these documents have a line without an HSN code: ${numbers}`);
  }
  return { documents: documents.results, b2cs: b2cs.results, exempt: exempt.results, hsn: hsn.results, series: series.results };
}
