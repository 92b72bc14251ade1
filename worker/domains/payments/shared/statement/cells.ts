/**
 * Reading one cell of a bank statement: dates (Indian statements are day-first) and amounts (Indian digit grouping,
 * currency signs, Cr/Dr marks). Both return null for text they refuse, so the caller can name the row and column.
 */

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

// Exports with a time of day ("01/04/2024 10:15:32", "2024-04-01T10:15:00") keep the day only.
const TIME_OF_DAY = /(?:\s+|T)\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?$/i;
const DAY_FIRST_NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;
const DAY_FIRST_NAMED_MONTH = /^(\d{1,2})(?:\s+|\s*-\s*)([a-z]{3,9})\.?,?(?:\s+|\s*-\s*)(\d{2}|\d{4})$/i;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO day (YYYY-MM-DD) of a statement date cell, or null when it is not one of the accepted layouts. */
export function parseStatementDate(text: string): string | null {
  const value = text.trim().replace(TIME_OF_DAY, "");
  const numeric = DAY_FIRST_NUMERIC.exec(value);
  if (numeric) return isoDay(fullYear(numeric[4]), Number(numeric[3]), Number(numeric[1]));
  const named = DAY_FIRST_NAMED_MONTH.exec(value);
  if (named) return isoDay(fullYear(named[3]), monthNumber(named[2]), Number(named[1]));
  const iso = ISO_DAY.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** Whether a cell that is not a valid date was meant as one ("31/02/24"), so it is an error rather than a note. */
export function looksLikeDate(text: string): boolean {
  return /^\d{1,4}[/.\- ]\d{1,2}[/.\- ]\d{1,4}\b/.test(text.trim()) || /^\d{1,2}[\s-]+[a-z]{3,9}[\s-]+\d{2,4}\b/i.test(text.trim());
}

// Two-digit years on statements are this century's; nobody reconciles a 1990s statement here.
function fullYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((month) => month.startsWith(lower));
  return index + 1;
}

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export type CellAmount = {
  paise: number;
  /** "Cr"/"Dr" written after the amount ("420.00 Cr"), null when unmarked. */
  mark: "cr" | "dr" | null;
  /** Written with a minus sign or in parentheses. */
  negative: boolean;
};

const NO_AMOUNT: CellAmount = { paise: 0, mark: null, negative: false };
const CURRENCY_PREFIX = /^(?:₹|rs\.?|inr)\s*/i;
const MINUS_SIGNS = /^[-\u2212\u2013]\s*/;

/**
 * The amount of a cell in integer paise: "1,23,456.78", "₹ 420.00", "Rs. 420", "420 Cr", "(420.00)", "-420".
 * An empty cell or a dash is no amount (0). Null for anything else, including fractions of a paisa.
 */
export function parseAmount(text: string): CellAmount | null {
  let value = text.trim();
  if (value === "" || /^[-\u2212\u2013\u2014]+$/.test(value)) return NO_AMOUNT;
  let mark: CellAmount["mark"] = null;
  const marked = /\s*(cr|dr)\.?$/i.exec(value);
  if (marked) {
    mark = marked[1].toLowerCase() as "cr" | "dr";
    value = value.slice(0, marked.index);
  }
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1).trim();
  }
  // The sign may stand before or after the currency: "-₹ 420" and "₹ -420" both occur.
  for (let pass = 0; pass < 2; pass += 1) {
    if (MINUS_SIGNS.test(value)) {
      negative = true;
      value = value.replace(MINUS_SIGNS, "");
    }
    value = value.replace(CURRENCY_PREFIX, "");
  }
  const paise = decimalToPaise(value.replace(/[,\s]/g, ""));
  return paise === null ? null : { paise, mark, negative };
}

function decimalToPaise(value: string): number | null {
  const match = /^(\d*)(?:\.(\d+))?$/.exec(value);
  if (!match || (match[1] === "" && match[2] === undefined)) return null;
  const fraction = match[2] ?? "";
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const paise = Number(match[1] || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}
