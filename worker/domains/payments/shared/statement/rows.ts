/**
 * A statement file as rows of cells, through papaparse: quoted fields, CRLF, a byte order mark, and comma- or
 * tab-separated exports (HDFC's and ICICI's "Excel" downloads are often tab-separated text).
 */
import Papa from "papaparse";
import { StatementFormatError } from "./errors";

export const HEADER_SCAN_ROWS = 50;
const DELIMITERS = [",", "\t", ";"] as const;

export function readRows(text: string): string[][] {
  refuseUnreadable(text);
  const content = text.replace(/^\uFEFF/, "");
  const delimiter = likeliestDelimiter(content);
  return Papa.parse<string[]>(content, { delimiter, header: false, skipEmptyLines: false }).data;
}

function refuseUnreadable(text: string): void {
  if (text.trim() === "") throw new StatementFormatError("The file is empty; export the statement again and upload it");
  const start = text.slice(0, 4096);
  const binary = start.includes("\u0000") || start.startsWith("PK\u0003\u0004") || start.startsWith("%PDF") || (start.match(/\uFFFD/g) ?? []).length > 8;
  if (binary) {
    throw new StatementFormatError(
      "The file is not CSV text (it looks like a PDF, an Excel workbook or another binary file); download the statement as CSV, or choose the .xlsx file so it is converted",
    );
  }
}

// The delimiter that splits the file's first rows into the most columns: a preamble ("Account No :,5010...")
// has few cells in any case, while the header and transactions split into seven or more only on the right one.
function likeliestDelimiter(content: string): string {
  let best: { delimiter: string; width: number } = { delimiter: ",", width: 0 };
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(content, { delimiter, header: false, preview: HEADER_SCAN_ROWS }).data;
    const width = Math.max(0, ...rows.map((row) => row.filter((cell) => cell.trim() !== "").length));
    if (width > best.width) best = { delimiter, width };
  }
  return best.delimiter;
}

export function cellText(row: readonly string[], index: number): string {
  return index < 0 ? "" : (row[index] ?? "").trim();
}

export function nonEmptyCellCount(row: readonly string[]): number {
  return row.filter((cell) => cell.trim() !== "").length;
}

/** Blank rows and rules drawn with asterisks, dashes or equals signs (HDFC frames its table with "*******"). */
export function isBlankOrRule(row: readonly string[]): boolean {
  return row.every((cell) => /^[\s*=_-]*$/.test(cell));
}
