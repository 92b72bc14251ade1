/**
 * Bank statement parser for UPI reconciliation: a statement export (CSV, or XLSX converted to CSV in the admin's
 * browser by bank-statement-xlsx.ts) becomes its transaction lines, each with its date, amounts in paise, narration,
 * reference, the 12-digit UPI reference and the payer's name. Pure TypeScript, run by the Worker and the browser;
 * storing and matching the credits to orders is the import service's business.
 */
import { looksLikeDate, parseAmount, parseStatementDate, type CellAmount } from "./statement/cells";
import { StatementFormatError } from "./statement/errors";
import { BANK_PRESETS, headerIndex, normaliseHeaderName, type BankPreset, type StatementLayout } from "./statement/presets";
import { cellText, HEADER_SCAN_ROWS, isBlankOrRule, nonEmptyCellCount, readRows } from "./statement/rows";
import { extractPayerName, extractUpiReference, isReversal } from "./statement/upi";

export { StatementFormatError } from "./statement/errors";
export { BANK_PRESETS, normaliseHeaderName } from "./statement/presets";
export type { AmountColumns, BankPreset, BankPresetId, StatementLayout } from "./statement/presets";
export { extractPayerName, extractUpiReference, isReversal } from "./statement/upi";
export { parseAmount, parseStatementDate } from "./statement/cells";

/** The admin's columns for a bank without a preset: header names as they appear in the file's header row. */
export type ColumnMapping = {
  /** The mapping's saved name, quoted in error messages. */
  name?: string | null;
  date: string;
  narration: string;
  reference?: string | null;
  /**
   * The credit column; when `debit` names the same column, its negative or "Dr" amounts are debits. With
   * `indicator`, the one amount column of every line, credit or debit.
   */
  credit: string;
  debit?: string | null;
  /** The column saying which lines are credits: "Dr/Cr", "Type", "CR/DR" (issue 29). */
  indicator?: string | null;
};

export type StatementLine = {
  /** ISO day, YYYY-MM-DD. */
  date: string;
  narration: string;
  reference: string;
  creditPaise: number;
  debitPaise: number;
  /** The 12-digit UPI reference (extractUpiReference). */
  utr: string | null;
  /** A debit taking back the UPI credit of its reference ("REV-UPI-…"). */
  reversal: boolean;
  payerName: string | null;
  /** 1-based row number in the file, for error messages. */
  row: number;
};

export type ParsedStatement = {
  format: { kind: "preset"; preset: BankPreset["id"]; bank: string } | { kind: "mapping" };
  header: string[];
  /** Every transaction row, credits and debits, in file order. */
  lines: StatementLine[];
  from: string | null;
  to: string | null;
};

type Column = { name: string; index: number };
type ResolvedColumns = {
  date: Column;
  narration: Column;
  reference: Column | null;
  amounts: { kind: "credit-debit"; credit: Column; debit: Column | null } | { kind: "amount-indicator"; amount: Column; indicator: Column };
};
type HeaderMatch = { headerIndex: number; columns: ResolvedColumns; format: ParsedStatement["format"] };

const KNOWN_BANKS = "HDFC, ICICI, SBI, Axis, Kotak";

/**
 * Finds the header row in the first 50 rows (statements start with account details), detects the bank's preset
 * from it unless `mapping` is given, and reads every transaction row after it. Blank rows, rules, rows without a
 * date or an amount (opening balance, wrapped text) are skipped, and the table ends at its summary or footer.
 */
export function parseStatement(text: string, mapping?: ColumnMapping): ParsedStatement {
  const rows = readRows(text);
  const match = mapping ? findMappedHeader(rows, mapping) : findPresetHeader(rows);
  if (!match) {
    throw new StatementFormatError(
      `No header row with the columns of a known bank (${KNOWN_BANKS}) was found in the first ${HEADER_SCAN_ROWS} rows. For another bank, choose "Another bank: map its columns" and map them once.`,
    );
  }
  const lines = readLines(rows, match);
  if (mapping) refuseUnsidedAmounts(rows[match.headerIndex], lines, match.columns, mapping);
  const dates = lines.map((line) => line.date).sort();
  return {
    format: match.format,
    header: headerCells(rows[match.headerIndex]),
    lines,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
  };
}

/**
 * The header row of a file, for the admin's "map the columns" form: a known bank's header row, else the first row
 * with at least three non-empty cells that is followed by a dated row.
 */
export function readHeaderRow(text: string): string[] {
  const rows = readRows(text);
  const preset = findPresetHeader(rows);
  if (preset) return headerCells(rows[preset.headerIndex]);
  const scanned = rows.slice(0, HEADER_SCAN_ROWS);
  for (const [index, row] of scanned.entries()) {
    if (nonEmptyCellCount(row) >= 3 && nextRowIsDated(rows, index)) return headerCells(row);
  }
  throw new StatementFormatError(
    `No header row (a row of column names followed by dated transaction rows) was found in the first ${HEADER_SCAN_ROWS} rows`,
  );
}

function headerCells(row: readonly string[]): string[] {
  const cells = row.map((cell) => cell.trim());
  while (cells.length > 0 && cells.at(-1) === "") cells.pop();
  return cells;
}

function nextRowIsDated(rows: readonly string[][], headerIndex: number): boolean {
  const next = rows.slice(headerIndex + 1).find((row) => !isBlankOrRule(row));
  return next !== undefined && nonEmptyCellCount(next) >= 3 && next.some((cell) => parseStatementDate(cell) !== null);
}

function findPresetHeader(rows: readonly string[][]): HeaderMatch | null {
  for (const [index, row] of rows.slice(0, HEADER_SCAN_ROWS).entries()) {
    for (const preset of BANK_PRESETS) {
      for (const layout of preset.layouts) {
        const { columns } = resolveColumns(row, layout);
        if (columns) return { headerIndex: index, columns, format: { kind: "preset", preset: preset.id, bank: preset.bank } };
      }
    }
  }
  return null;
}

function findMappedHeader(rows: readonly string[][], mapping: ColumnMapping): HeaderMatch {
  const layout = layoutOfMapping(mapping);
  let closest: { found: number; missing: MissingColumn } | null = null;
  for (const [index, row] of rows.slice(0, HEADER_SCAN_ROWS).entries()) {
    const { columns, missing, found } = resolveColumns(row, layout);
    if (columns) return { headerIndex: index, columns, format: { kind: "mapping" } };
    if (!closest || found > closest.found) closest = { found, missing: missing[0] };
  }
  const missing = closest?.missing ?? { role: "date", name: mapping.date };
  const mappingName = mapping.name ? `mapping '${mapping.name}'` : "the column mapping";
  throw new StatementFormatError(
    `Column '${missing.name}' named by ${mappingName} (${missing.role}) is not in the header row of this file`,
  );
}

function layoutOfMapping(mapping: ColumnMapping): StatementLayout {
  const indicator = mapping.indicator?.trim();
  return {
    date: mapping.date,
    narration: mapping.narration,
    reference: mapping.reference?.trim() || null,
    amounts: indicator
      ? { kind: "amount-indicator", amount: mapping.credit, indicator }
      : { kind: "credit-debit", credit: mapping.credit, debit: mapping.debit?.trim() || null },
  };
}

// Header names of a column that says whether a line is money in or out.
const SIDE_COLUMN = /^(?:dr\/cr|cr\/dr|debit\/credit|credit\/debit|type|txn type|transaction type|cr or dr|dr or cr)$/;

// A column whose name says it holds money received ("Cr Amt", "Deposit Amt.", "Credit"), unlike "Amount".
const CREDIT_COLUMN_NAME = /(?:^|[^a-z])(?:cr|credits?|deposits?|receipts?|paid in|money in)(?:[^a-z]|$)/;

/**
 * A mapping with one amount column and neither a debit nor a Dr/Cr column reads every line as money received
 * (issue 29, finding 2): the file is refused when it has a Dr/Cr column the mapping leaves out, or when the column's
 * name does not say credit and every line has an amount, none signed or marked Dr: its payments out would be stored
 * as credits.
 */
function refuseUnsidedAmounts(header: readonly string[], lines: StatementLine[], columns: ResolvedColumns, mapping: ColumnMapping): void {
  if (columns.amounts.kind !== "credit-debit" || columns.amounts.debit || lines.length === 0) return;
  const mappingName = mapping.name ? `Mapping '${mapping.name}'` : "The column mapping";
  const sideColumn = header.find((cell) => SIDE_COLUMN.test(normaliseHeaderName(cell)));
  if (sideColumn) {
    throw new StatementFormatError(
      `${mappingName} reads every amount in column '${mapping.credit}' as money received, but this file has a '${sideColumn.trim()}' column saying which lines are debits: map it as the Dr/Cr column`,
    );
  }
  if (!CREDIT_COLUMN_NAME.test(normaliseHeaderName(mapping.credit)) && lines.every((line) => line.creditPaise > 0)) {
    throw new StatementFormatError(
      `${mappingName} cannot tell credits from debits: every line has an amount in column '${mapping.credit}' and none is marked Dr or negative. Map the file's debit column or its Dr/Cr column`,
    );
  }
}

type MissingColumn = { role: string; name: string };

function resolveColumns(
  header: readonly string[],
  layout: StatementLayout,
): { columns: ResolvedColumns | null; missing: MissingColumn[]; found: number } {
  const missing: MissingColumn[] = [];
  let found = 0;
  const locate = (role: string, name: string): Column => {
    const index = headerIndex(header, name);
    if (index < 0) missing.push({ role, name });
    else found += 1;
    return { name, index };
  };
  const date = locate("date", layout.date);
  const narration = locate("narration", layout.narration);
  const reference = layout.reference ? locate("reference", layout.reference) : null;
  const amounts: ResolvedColumns["amounts"] =
    layout.amounts.kind === "credit-debit"
      ? {
          kind: "credit-debit",
          credit: locate("credit", layout.amounts.credit),
          debit: layout.amounts.debit ? locate("debit", layout.amounts.debit) : null,
        }
      : {
          kind: "amount-indicator",
          amount: locate("amount", layout.amounts.amount),
          indicator: locate("Dr/Cr", layout.amounts.indicator),
        };
  const columns = missing.length === 0 ? { date, narration, reference, amounts } : null;
  return { columns, missing, found };
}

// A cell that opens the block below the table: the summary, totals, legends, the bank's closing notes.
const TRAILER_CELL = /^[\s*#-]*(?:statement summary|summary|(?:grand |transaction )?totals?\b|end of (?:the )?statement|generated (?:on|by)|this is a (?:computer|system) generated|computer generated|system generated|(?:dr|cr) count|legends?\b)/i;
// Balance rows inside the table that carry no transaction.
const CARRIED_BALANCE = /opening balance|closing balance|\bb\/f\b|\bc\/f\b|brought forward|carried forward|balance forward/i;

function readLines(rows: readonly string[][], match: HeaderMatch): StatementLine[] {
  const lines: StatementLine[] = [];
  const header = rows[match.headerIndex].map(normaliseHeaderName).join("|");
  for (let index = match.headerIndex + 1; index < rows.length; index += 1) {
    const row = rows[index];
    if (isBlankOrRule(row) || row.map(normaliseHeaderName).join("|") === header) continue;
    const rowNumber = index + 1;
    const date = parseStatementDate(cellText(row, match.columns.date.index));
    if (date) lines.push(readLine(row, rowNumber, date, match.columns));
    else if (row.some((cell) => TRAILER_CELL.test(cell))) {
      refuseDatedRowsAfter(rows, index, match.columns);
      break;
    } else refuseUnlessNote(row, rowNumber, match.columns);
  }
  return lines;
}

/** Rows without a valid date are notes (opening balance, wrapped text, "Page 2 of 3") unless they carry money. */
function refuseUnlessNote(row: readonly string[], rowNumber: number, columns: ResolvedColumns): void {
  const dateText = cellText(row, columns.date.index);
  if (looksLikeDate(dateText)) throw new StatementFormatError(`Row ${rowNumber}: the date '${dateText}' is not a date`);
  if (amountCellsEmpty(row, columns) || CARRIED_BALANCE.test(row.join(" "))) return;
  throw new StatementFormatError(
    dateText === ""
      ? `Row ${rowNumber}: the date is missing (column '${columns.date.name}')`
      : `Row ${rowNumber}: the date '${dateText}' is not a date`,
  );
}

// The summary ends the table; a transaction after it would otherwise be dropped without a word.
function refuseDatedRowsAfter(rows: readonly string[][], trailerIndex: number, columns: ResolvedColumns): void {
  for (let index = trailerIndex + 1; index < rows.length; index += 1) {
    const row = rows[index];
    if (parseStatementDate(cellText(row, columns.date.index)) && !amountCellsEmpty(row, columns)) {
      throw new StatementFormatError(
        `Row ${index + 1}: a transaction after the statement's summary or footer (row ${trailerIndex + 1}); export the statement again or remove the rows in between`,
      );
    }
  }
}

function readLine(row: readonly string[], rowNumber: number, date: string, columns: ResolvedColumns): StatementLine {
  const narration = cellText(row, columns.narration.index);
  const reference = columns.reference ? cellText(row, columns.reference.index) : "";
  const line = readLineFields(row, rowNumber, date, narration, reference, columns);
  return { ...line, reversal: line.debitPaise > 0 && line.creditPaise === 0 && line.utr !== null && isReversal(narration) };
}

function readLineFields(row: readonly string[], rowNumber: number, date: string, narration: string, reference: string, columns: ResolvedColumns): StatementLine {
  return {
    date,
    narration,
    reference,
    ...readAmounts(row, rowNumber, columns.amounts),
    utr: extractUpiReference(narration, reference),
    reversal: false,
    payerName: extractPayerName(narration),
    row: rowNumber,
  };
}

function amountCellsEmpty(row: readonly string[], columns: ResolvedColumns): boolean {
  const amounts = columns.amounts;
  const amountColumns = amounts.kind === "credit-debit" ? [amounts.credit, amounts.debit] : [amounts.amount];
  return amountColumns.every((column) => !column || /^[\s\-\u2212\u2013\u2014]*$/.test(cellText(row, column.index)));
}

function readAmounts(
  row: readonly string[],
  rowNumber: number,
  amounts: ResolvedColumns["amounts"],
): { creditPaise: number; debitPaise: number } {
  if (amounts.kind === "amount-indicator") {
    const amount = readAmountCell(row, rowNumber, amounts.amount);
    if (amount.paise === 0) return { creditPaise: 0, debitPaise: 0 };
    const indicator = cellText(row, amounts.indicator.index);
    const side = sideOfIndicator(indicator) ?? amount.mark;
    if (!side) {
      throw new StatementFormatError(`Row ${rowNumber}: column '${amounts.indicator.name}' says '${indicator}'; expected Dr or Cr`);
    }
    return side === "cr" ? { creditPaise: amount.paise, debitPaise: 0 } : { creditPaise: 0, debitPaise: amount.paise };
  }
  let creditPaise = 0;
  let debitPaise = 0;
  const credit = readAmountCell(row, rowNumber, amounts.credit);
  if (credit.mark === "dr" || credit.negative) debitPaise += credit.paise;
  else creditPaise += credit.paise;
  // Banks print withdrawals with or without a minus sign: in the debit column only an explicit "Cr" is a credit.
  if (amounts.debit && amounts.debit.index !== amounts.credit.index) {
    const debit = readAmountCell(row, rowNumber, amounts.debit);
    if (debit.mark === "cr") creditPaise += debit.paise;
    else debitPaise += debit.paise;
  }
  return { creditPaise, debitPaise };
}

function readAmountCell(row: readonly string[], rowNumber: number, column: Column): CellAmount {
  const text = cellText(row, column.index);
  const amount = parseAmount(text);
  if (!amount) throw new StatementFormatError(`Row ${rowNumber}: the amount '${text}' in column '${column.name}' is not an amount`);
  return amount;
}

function sideOfIndicator(text: string): "cr" | "dr" | null {
  if (/^c(?:r|redit)?\.?$/i.test(text)) return "cr";
  if (/^d(?:r|ebit)?\.?$/i.test(text)) return "dr";
  return null;
}
