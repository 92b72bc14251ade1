/**
 * GST rules the invoices follow (../shared/INDIA.md, Tax; CGST rule 46): GSTINs (the states' codes are in
 * delivery/shared/india.ts), the financial year and document numbers, dated rates, and the split of a tax-inclusive price into taxable value and tax.
 * Framework-free: the server issues invoices with it and the pages validate a buyer's GSTIN with it.
 */
import { gstStateCode, STATES_AND_UNION_TERRITORIES } from "../../delivery/shared/india.ts";
// Invoices are dated by the day in India (worker/shared/ist.ts); re-exported for the pages that pick a month by it.
export { istDay } from "../../../shared/ist.ts";

/**
 * Codes a GSTIN may start with: every state's and union territory's (delivery/shared/india.ts, the one table of states
 * and their GST codes, which invoices' places of supply also use), and besides them 25 (Daman and Diu before the 2020
 * merger) and 28 (Andhra Pradesh before 2014), which still appear on older registrations, 97 "other territory" and 99
 * the centre's jurisdiction.
 */
const OTHER_GSTIN_STATE_CODES = ["25", "28", "97", "99"];
const KNOWN_STATE_CODES = new Set([...STATES_AND_UNION_TERRITORIES.map(gstStateCode), ...OTHER_GSTIN_STATE_CODES]);

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** State code, PAN (5 letters, 4 digits, 1 letter), registration number in that state, "Z", check character. */
export const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character, from its first 14 (the GSTN's mod-36 scheme, Luhn's method over base 36): every
 * second character's value is doubled, each product adds its base-36 digits, and the check character brings the
 * sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

/** Spaces and hyphens people type between groups are dropped, letters upper-cased. */
export function normaliseGstin(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/** Why a GSTIN (normalised) is not valid, naming the problem, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return "GSTIN must be 15 characters";
  if (!GSTIN_FORMAT.test(gstin)) return "GSTIN is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)";
  if (!KNOWN_STATE_CODES.has(gstin.slice(0, 2))) return `GSTIN starts with ${gstin.slice(0, 2)}, which is no state's GST code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "GSTIN check character does not match: check the number";
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

// ---------------------------------------------------------------------------------------------------------------
// Days, financial years and document numbers

/** The financial year (April to March) a day belongs to, as "2026-27". */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** A series prefix: 1 to 4 capital letters or digits, so that PREFIX/YY-YY/NNNNN stays within 16 characters. */
export const DOCUMENT_PREFIX_FORMAT = /^[A-Z0-9]{1,4}$/;
export const INVOICE_SERIAL_DIGITS = 5;

/** "GN/26-27/00001": prefix, the financial year's two-digit years, the serial within the year. */
export function documentNumber(prefix: string, fiscalYear: string, serial: number): string {
  return `${prefix}/${fiscalYear.slice(2)}/${String(serial).padStart(INVOICE_SERIAL_DIGITS, "0")}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Rates

/** One row of the dated rate table: from `effectiveFrom` on, goods whose HSN starts with `hsnPrefix` pay `ratePercent`. */
export type GstRateRow = { hsnPrefix: string; ratePercent: number; effectiveFrom: string };

/**
 * The rate for an HSN code on a day: among the rows in force that day (effective on or before it), the one with the
 * longest matching prefix, and of those the latest. An empty prefix is the catch-all. Null when no row applies.
 */
export function rateOn(rows: readonly GstRateRow[], hsn: string, day: string): number | null {
  let best: GstRateRow | null = null;
  for (const row of rows) {
    if (row.effectiveFrom > day || !hsn.startsWith(row.hsnPrefix)) continue;
    const longer = !best || row.hsnPrefix.length > best.hsnPrefix.length;
    const later = best && row.hsnPrefix.length === best.hsnPrefix.length && row.effectiveFrom > best.effectiveFrom;
    if (longer || later) best = row;
  }
  return best ? best.ratePercent : null;
}

export const HSN_FORMAT = /^\d{4}(\d{2}){0,2}$/;

/**
 * Where a product's HSN code stands against the rate table on a day (issue 28): "missing" (none given), "uncertain"
 * (the admin chose the catch-all rate, not sure of the code), "unknown" (no row but the catch-all covers it, or not
 * 4/6/8 digits) or "known". Only a known code takes its own rate; the others are taxed at the catch-all and flagged.
 */
export type HsnStatus = "known" | "uncertain" | "missing" | "unknown";

/** The admin form's checkbox, named by the message that refuses an HSN code the table does not know. */
export const HSN_UNCERTAIN_LABEL = "HSN uncertain — use the catch-all rate";

export function hsnStatus(hsn: string | null, uncertain: boolean, rows: readonly GstRateRow[], day: string): HsnStatus {
  if (!hsn) return "missing";
  if (uncertain) return "uncertain";
  const known = HSN_FORMAT.test(hsn) && rateOn(rows.filter((row) => row.hsnPrefix !== ""), hsn, day) !== null;
  return known ? "known" : "unknown";
}

/** The rate of a product's goods on a day: its HSN's own when known, else the catch-all row's (null when none). */
export function productRateOn(rows: readonly GstRateRow[], hsn: string | null, status: HsnStatus, day: string): number | null {
  return rateOn(rows, status === "known" && hsn ? hsn : "", day);
}
export const GST_RATES_ALLOWED = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

// ---------------------------------------------------------------------------------------------------------------
// Tax-inclusive prices

/** A line's amount split into what it is taxed on and the tax, in paise. */
export type TaxSplit = { taxableValuePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * Splits a tax-inclusive amount (prices are MRP "incl. of all taxes") at a rate: the taxable value is the amount
 * divided by (1 + rate), rounded to the paisa, and the tax is the rest, so taxable value + tax is exactly the amount
 * and the lines of an invoice add up to the bill to the paisa. To another state the tax is all IGST. Within the
 * shop's state it is halved into CGST and SGST, which are always equal (the two governments' shares of one rate):
 * when the tax would be an odd number of paise, the taxable value absorbs the odd paisa, moving by one paisa towards
 * the exact amount / (1 + rate), so it stays within one paisa of it and the line still adds up.
 */
export function splitInclusive(amountPaise: number, ratePercent: number, intraState: boolean): TaxSplit {
  // Rates are at most two decimals (0.25 %): work in hundredths of a percent to stay in integers.
  const divisor = 10_000 + Math.round(ratePercent * 100);
  const rounded = Math.round((amountPaise * 10_000) / divisor);
  if (!intraState) return { taxableValuePaise: rounded, cgstPaise: 0, sgstPaise: 0, igstPaise: amountPaise - rounded };
  // rounded * divisor above amount * 10 000 means the rounded value lies above the exact one: step down, else up.
  const taxableValuePaise = (amountPaise - rounded) % 2 === 0 ? rounded : rounded * divisor > amountPaise * 10_000 ? rounded - 1 : rounded + 1;
  const half = (amountPaise - taxableValuePaise) / 2;
  return { taxableValuePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Amounts in words, Indian style (lakh and crore)

const ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(" ");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", belowHundred(n % 100)].filter(Boolean).join(" ");
}

/** A whole number in words with crore, lakh and thousand: 1,23,45,678 is "One Crore Twenty Three Lakh ...". */
export function numberInWords(n: number): string {
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const parts = [
    crore ? `${numberInWords(crore)} Crore` : "",
    Math.floor((n % 10_000_000) / 100_000) ? `${belowHundred(Math.floor((n % 10_000_000) / 100_000))} Lakh` : "",
    Math.floor((n % 100_000) / 1000) ? `${belowHundred(Math.floor((n % 100_000) / 1000))} Thousand` : "",
    belowThousand(n % 1000),
  ];
  return parts.filter(Boolean).join(" ");
}

/** "Rupees One Thousand Two Hundred Fifty and Paise Fifty Only" (an amount in paise, 0 or more). */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and Paise ${belowHundred(rest)}` : ""} Only`;
}
