/**
 * What makes two statement lines the same bank line (bank_credits.dedupe_key, bank_reversals.dedupe_key), whatever
 * file format brought them (issue 29, finding 3): the same statement as the bank's CSV, as its .xlsx, or re-saved by
 * Excel must store each line once.
 *
 * The key is built only from what survives every format:
 *  - the day as the parser reads it (ISO, whatever the cell's layout) and the amount in integer paise;
 *  - for a UPI line, its 12-digit reference (read from the reference cell or the narration, both text Excel keeps:
 *    when Excel turns the cell into "4.12346E+11" the parser falls back to the same number in the narration);
 *  - for any other line, its narration reduced to lower-case letters and digits (Excel and the banks' CSV and XLSX
 *    exports differ in spaces, case and padding, never in the words).
 * The reference column of a non-UPI line is left out: it is the cell Excel damages (a long number becomes
 * "1.23457E+11", leading zeros go), and NEFT/IMPS/cheque narrations repeat it anyway.
 * Two identical lines of one file (two equal cash deposits on a day) differ by their occurrence number, and so do
 * they in every overlapping file that holds both.
 */
import type { StatementLine } from "./shared/statement";

/** Longest narration kept in the key: real ones are under 200 characters. */
const KEY_NARRATION = 500;

/** A narration as the key compares it: letters and digits only, lower-case. */
function narrationKey(narration: string): string {
  return narration
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "")
    .slice(0, KEY_NARRATION);
}

function withOccurrences(identities: string[]): string[] {
  const seen = new Map<string, number>();
  return identities.map((identity) => {
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return `${identity}#${occurrence}`;
  });
}

/** The key of each line (credits, or reversals, of one file: keep the two kinds apart), format-independent. */
export function lineKeys(lines: StatementLine[], paiseOf: (line: StatementLine) => number): string[] {
  return withOccurrences(
    lines.map((line) => (line.utr ? `v2|${line.date}|${paiseOf(line)}|upi:${line.utr}` : `v2|${line.date}|${paiseOf(line)}|${narrationKey(line.narration)}`)),
  );
}

/**
 * The keys credits were stored under before issue 29 (narration with its spaces collapsed, and the reference
 * cell): an import also skips a line stored under its old key, so statements imported before stay deduplicated.
 */
export function legacyCreditKeys(credits: StatementLine[], maxNarration: number, maxReference: number): string[] {
  return withOccurrences(
    credits.map((line) =>
      line.utr
        ? `${line.date}|${line.creditPaise}|upi:${line.utr}`
        : `${line.date}|${line.creditPaise}|${line.narration.slice(0, maxNarration).replace(/\s+/g, " ").toLowerCase()}|${line.reference.slice(0, maxReference)}`,
    ),
  );
}
