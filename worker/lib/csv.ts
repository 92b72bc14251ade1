/**
 * CSV for spreadsheets. Every cell is quoted, so no value (a comma, a quote, a line break, a leading space or
 * a separator some locale's spreadsheet prefers) can shift columns or start a new row; and text a spreadsheet
 * would run as a formula gets a leading apostrophe first.
 */

/** = + - @ start a formula; a leading tab or carriage return can hide one from a first glance. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  // A number is never a formula: a negative amount (a credit note) stays a number the spreadsheet can add.
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const csvRow = (cells: readonly unknown[]): string => cells.map(csvCell).join(",");

/** Rows joined with newlines, ending with one. */
export const csvDocument = (rows: readonly (readonly unknown[])[]): string => rows.map(csvRow).join("\n") + "\n";

/** A cell of plain digits (a signed amount as text): never a formula, never quoted. */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A row for importers that read bare cells and match a bare header row (the GST offline tool's CSV templates): a
 * cell is quoted only when it holds a comma, a quote or a line break, or starts like a formula (then with its
 * apostrophe, as csvCell makes it); numbers and amounts as text are written as they are.
 */
export function csvImportRow(cells: readonly unknown[]): string {
  return cells
    .map((value) => {
      const text = value === null || value === undefined ? "" : String(value);
      if (typeof value === "number" || NUMBER_TEXT.test(text)) return text;
      return /[",\r\n]/.test(text) || FORMULA_START.test(text) ? csvCell(value) : text;
    })
    .join(",");
}
