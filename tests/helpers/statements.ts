/**
 * Bank statements for the suites that call the payments routes and page (issue 16): an HDFC net-banking CSV export
 * (the preset the parser detects from its header row) built from lines with dates relative to today in IST, and the
 * id of a stored credit by its UPI reference. Written from HDFC's export layout, not from the app's parser.
 */
import { env } from "./api";

/** The IST calendar day `offset` days from today, as YYYY-MM-DD. */
export function istDay(offset = 0): string {
  return new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** HDFC's dd/mm/yy. */
export function hdfcDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year.slice(2)}`;
}

export type StatementLine = { day?: string; narration: string; ref?: string; debit?: number; credit?: number };

/** An HDFC export with its preamble and footer around the given lines. */
export function hdfcStatement(lines: StatementLine[]): string {
  const rows = lines.map((line) =>
    [
      hdfcDate(line.day ?? istDay()),
      `"${line.narration.replaceAll('"', '""')}"`,
      line.ref ?? "0000000000000000",
      hdfcDate(line.day ?? istDay()),
      line.debit ? line.debit.toFixed(2) : "",
      line.credit ? line.credit.toFixed(2) : "",
      "100000.00",
    ].join(","),
  );
  return [
    "HDFC BANK Ltd.,,,,,,",
    "Account No :50100012345678,,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    ...rows,
    "",
    "STATEMENT SUMMARY,,,,,,",
  ].join("\n");
}

/** A UPI credit line whose narration carries the 12-digit reference `utr`, as HDFC prints it. */
export const upiCredit = (utr: string, amount: number, name = "RAVI KUMAR", day?: string): StatementLine => ({
  day,
  narration: `UPI-${name}-ravi@okaxis-UTIB0000123-${utr}-Payment`,
  ref: `0000${utr}`,
  credit: amount,
});

/** A multipart form with the statement in `file` (and any other fields). */
export function statementForm(text: string, fields: Record<string, string> = {}, fileName = "statement.csv"): FormData {
  const form = new FormData();
  form.set("file", new File([text], fileName, { type: "text/csv" }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export async function creditIdOf(utr: string): Promise<string> {
  const row = await env.DB.prepare("select id from bank_credits where utr = ?").bind(utr).first<{ id: string }>();
  if (!row) throw new Error(`no credit ${utr}`);
  return row.id;
}
