/**
 * The month's GSTR-1 as the GST offline tool (GSTR-1 Offline Utility) imports it: one CSV per section in the tool's
 * own templates, zipped (GET /api/admin/gst/gstr1.zip). The invoices domain's second view, apart from views.ts for
 * size: here the rows of gstr1-offline.ts (paise) become the tool's rupees (two decimals), dates (05-Oct-2025) and
 * places of supply ("37-Andhra Pradesh").
 *
 * Headings: the tool's Section_wise_CSV_files/GSTR1 templates as recorded, column by column, in onyb/gst
 * spec/gstr1/*.json (offline tool V3.2.4, Excel template V2.2), checked against resilient-tech/india-compliance
 * gstr_1_export.py (GovExcel, "Returns Offline Tool V3.1.8"). b2cs.csv follows the CSV template, whose Rate comes
 * before "Applicable % of Tax Rate" (the Excel sheet has them the other way round; the tool matches headings by
 * name, so either reads). File names are the templates' own: the B2B table (4A, 4B, 6B, 6C) is "b2b,sez,de.csv".
 * Nature of document and the exempt descriptions are the tool's master lists.
 */
import { strToU8, zipSync } from "fflate";
import type { Gstr1OfflineRows } from "./gstr1-offline";
import { gstStateCode, STATES_AND_UNION_TERRITORIES } from "../delivery/shared/india";
import { paiseToRupees } from "../../shared/money";
import { csvImportRow } from "../../lib/csv";

/** The tool's files, in the order the zip holds them, and each one's header row. */
export const GSTR1_OFFLINE_HEADINGS = {
  "b2b,sez,de.csv": "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
  "b2cl.csv": "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
  "b2cs.csv": "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
  "cdnr.csv": "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
  "cdnur.csv": "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
  "exemp.csv": "Description,Nil Rated Supplies,Exempted(other than nil rated/non GST supply),Non-GST Supplies",
  "hsn(b2b).csv": "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
  "hsn(b2c).csv": "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
  "docs.csv": "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
} as const;

export type Gstr1OfflineFile = keyof typeof GSTR1_OFFLINE_HEADINGS;

/** The tool's unit quantity codes as its UQC column spells them; a unit it does not know is OTH-OTHERS. */
const UQC: Record<string, string> = {
  BAG: "BAG-BAGS", BOX: "BOX-BOX", BTL: "BTL-BOTTLES", CAN: "CAN-CANS", CTN: "CTN-CARTONS", DOZ: "DOZ-DOZENS",
  GMS: "GMS-GRAMMES", KGS: "KGS-KILOGRAMS", LTR: "LTR-LITRES", MLT: "MLT-MILILITRE", MTR: "MTR-METERS",
  NOS: "NOS-NUMBERS", PAC: "PAC-PACKS", PCS: "PCS-PIECES", QTL: "QTL-QUINTAL", SET: "SET-SETS", TON: "TON-TONNES",
  UNT: "UNT-UNITS",
};
const uqc = (unit: unknown) => UQC[String(unit ?? "").toUpperCase()] ?? "OTH-OTHERS";

/** State names by GST code, as the shop spells them (delivery/shared/india.ts; the tool reads only the code), and the tool's 97. */
const STATE_BY_CODE: Record<string, string> = {
  ...Object.fromEntries(STATES_AND_UNION_TERRITORIES.map((state) => [gstStateCode(state), state])),
  "97": "Other Territory",
};
const place = (code: unknown) => `${code}-${STATE_BY_CODE[String(code)] ?? "Other Territory"}`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2025-10-05" as the tool's 05-Oct-2025. */
const toolDate = (day: unknown) => {
  const [year, month, date] = String(day).split("-");
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
};

/** Paise as the tool's amount: rupees with two decimals. */
const amount = (paise: unknown) => paiseToRupees(Number(paise ?? 0)).toFixed(2);
const rate = (value: unknown) => String(Number(value));

const EXEMPT_DESCRIPTIONS: { registered: number; intra: number; description: string }[] = [
  { registered: 1, intra: 0, description: "Inter-State supplies to registered persons" },
  { registered: 1, intra: 1, description: "Intra-State supplies to registered persons" },
  { registered: 0, intra: 0, description: "Inter-State supplies to unregistered persons" },
  { registered: 0, intra: 1, description: "Intra-State supplies to unregistered persons" },
];

/** Each file's data rows (no header). */
export function gstr1OfflineTables({ documents, b2cs, exempt, hsn, series }: Gstr1OfflineRows): Record<Gstr1OfflineFile, unknown[][]> {
  const ofTable = (table: string, kind: string) => documents.filter((row) => row.tbl === table && row.kind === kind);
  const hsnRows = (supply: string) =>
    hsn
      .filter((row) => row.supply === supply)
      .map((row) => [row.hsn, "", uqc(row.unit), Number(row.quantity), amount(row.total), rate(row.rate), amount(row.taxable), amount(row.igst), amount(row.cgst), amount(row.sgst), ""]);
  const exemptOf = (registered: number, intra: number) => exempt.find((row) => Number(row.registered) === registered && Number(row.intra) === intra);
  return {
    "b2b,sez,de.csv": ofTable("b2b", "invoice").map((row) => [row.buyer_gstin, row.recipient, row.number, toolDate(row.day), amount(row.value), place(row.pos), "N", "", "Regular B2B", "", rate(row.rate), amount(row.taxable), ""]),
    "b2cl.csv": ofTable("b2cl", "invoice").map((row) => [row.number, toolDate(row.day), amount(row.value), place(row.pos), "", rate(row.rate), amount(row.taxable), "", ""]),
    "b2cs.csv": b2cs.map((row) => ["OE", place(row.pos), rate(row.rate), "", amount(row.taxable), "", ""]),
    "cdnr.csv": ofTable("b2b", "credit-note").map((row) => [row.buyer_gstin, row.recipient, row.number, toolDate(row.day), "C", place(row.pos), "N", "Regular B2B", amount(row.value), "", rate(row.rate), amount(row.taxable), ""]),
    "cdnur.csv": ofTable("b2cl", "credit-note").map((row) => ["B2CL", row.number, toolDate(row.day), "C", place(row.pos), amount(row.value), "", rate(row.rate), amount(row.taxable), ""]),
    "exemp.csv": EXEMPT_DESCRIPTIONS.flatMap(({ registered, intra, description }) => {
      const row = exemptOf(registered, intra);
      return row ? [[description, amount(row.taxable), amount(0), amount(0)]] : [];
    }),
    "hsn(b2b).csv": hsnRows("B2B"),
    "hsn(b2c).csv": hsnRows("B2C"),
    "docs.csv": series.map((row) => [row.kind === "invoice" ? "Invoices for outward supply" : "Credit Note", row.first_number, row.last_number, Number(row.n), 0]),
  };
}

/** The zip: each file its header row and rows, CRLF-separated, in the order of GSTR1_OFFLINE_HEADINGS. */
export function gstr1OfflineZip(rows: Gstr1OfflineRows): Uint8Array<ArrayBuffer> {
  const tables = gstr1OfflineTables(rows);
  const files: Record<string, Uint8Array> = {};
  for (const [file, heading] of Object.entries(GSTR1_OFFLINE_HEADINGS) as [Gstr1OfflineFile, string][]) {
    files[file] = strToU8([heading, ...tables[file].map(csvImportRow)].join("\r\n") + "\r\n");
  }
  return new Uint8Array(zipSync(files));
}

/** GSTR1_<GSTIN, or the shop's name>_<MMYYYY>.zip, as the tool names its own files. */
export function gstr1OfflineFilename(month: string, gstin: string, shopName: string): string {
  const who = gstin || shopName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "shop";
  return `GSTR1_${who}_${month.slice(5, 7)}${month.slice(0, 4)}.zip`;
}
