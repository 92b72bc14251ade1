/**
 * An Excel statement (.xlsx) as the CSV text parseStatement reads, converted in the Worker when a workbook arrives
 * (worker/domains/payments/statements.ts imports this module, and it imports read-excel-file, only then). The library's
 * "universal" entry reads an ArrayBuffer without Web Workers or Node built-ins, so it runs in workerd.
 */
import Papa from "papaparse";
import { StatementFormatError } from "./shared/statement/errors";

type SheetCell = string | number | boolean | Date | null;

/** The first sheet of an .xlsx workbook as CSV: every cell quoted, dates as dd/mm/yyyy, numbers as plain decimals. */
export async function spreadsheetToCsv(data: ArrayBuffer): Promise<string> {
  refuseOldExcel(data);
  const { readSheet } = await import("read-excel-file/universal");
  let rows: SheetCell[][];
  try {
    rows = (await readSheet(data)) as SheetCell[][];
  } catch {
    throw new StatementFormatError("The file is not an Excel workbook (.xlsx) that can be read; export the statement as CSV or XLSX");
  }
  return Papa.unparse(
    rows.map((row) => row.map(cellToText)),
    { quotes: true, newline: "\r\n" },
  );
}

// Old binary .xls workbooks (an OLE2 file) are a different format the library does not read.
function refuseOldExcel(data: ArrayBuffer): void {
  const start = new Uint8Array(data.slice(0, 4));
  if (start[0] === 0xd0 && start[1] === 0xcf && start[2] === 0x11 && start[3] === 0xe0) {
    throw new StatementFormatError("This is an old Excel file (.xls); open it in Excel and save it as .xlsx or CSV, then upload that");
  }
}

function cellToText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return dayMonthYear(cell);
  if (typeof cell === "number") return plainDecimal(cell);
  return String(cell);
}

// The library gives a date cell as that day's midnight in UTC.
function dayMonthYear(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

// Spreadsheet arithmetic leaves binary noise (0.1 + 0.2 = 0.30000000000000004): 15 significant digits is what
// Excel itself shows. Exponent notation ("1e-7", "1.2e+21") is written out, since no statement cell uses it.
function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) return "";
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  if (!/e/i.test(text)) return text;
  return rounded.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
}
