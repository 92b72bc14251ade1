/**
 * Column layouts of the statement exports of the banks a small Indian business most often uses, as their net
 * banking downloads (CSV, or XLS/XLSX saved as CSV) name them. A preset is recognised from its header row; each
 * layout lists the columns the parser reads, all of which must be present.
 */

export type BankPresetId = "hdfc" | "icici" | "sbi" | "axis" | "kotak";

/** Where a row's money is: a credit and a debit column, or one amount column with a "Dr"/"Cr" column beside it. */
export type AmountColumns =
  | { kind: "credit-debit"; credit: string; debit: string | null }
  | { kind: "amount-indicator"; amount: string; indicator: string };

export type StatementLayout = {
  date: string;
  narration: string;
  reference: string | null;
  amounts: AmountColumns;
};

export type BankPreset = {
  id: BankPresetId;
  /** Display name. */
  bank: string;
  layouts: readonly StatementLayout[];
};

export const BANK_PRESETS: readonly BankPreset[] = [
  {
    id: "hdfc",
    bank: "HDFC Bank",
    layouts: [
      // Net banking's XLS/CSV download (dates dd/mm/yy).
      {
        date: "Date",
        narration: "Narration",
        reference: "Chq./Ref.No.",
        amounts: { kind: "credit-debit", credit: "Deposit Amt.", debit: "Withdrawal Amt." },
      },
      // Net banking's "Delimited" text download, whose columns are padded with spaces.
      {
        date: "Date",
        narration: "Narration",
        reference: "Chq/Ref Number",
        amounts: { kind: "credit-debit", credit: "Credit Amount", debit: "Debit Amount" },
      },
    ],
  },
  {
    id: "icici",
    bank: "ICICI Bank",
    layouts: [
      {
        date: "Transaction Date",
        narration: "Transaction Remarks",
        reference: "Cheque Number",
        amounts: { kind: "credit-debit", credit: "Deposit Amount (INR )", debit: "Withdrawal Amount (INR )" },
      },
    ],
  },
  {
    id: "sbi",
    bank: "State Bank of India",
    layouts: [
      {
        date: "Txn Date",
        narration: "Description",
        reference: "Ref No./Cheque No.",
        amounts: { kind: "credit-debit", credit: "Credit", debit: "Debit" },
      },
    ],
  },
  {
    id: "axis",
    bank: "Axis Bank",
    layouts: [
      {
        date: "Tran Date",
        narration: "PARTICULARS",
        reference: "CHQNO",
        amounts: { kind: "credit-debit", credit: "CR", debit: "DR" },
      },
    ],
  },
  {
    id: "kotak",
    bank: "Kotak Mahindra Bank",
    layouts: [
      {
        date: "Transaction Date",
        narration: "Description",
        reference: "Chq / Ref No.",
        amounts: { kind: "credit-debit", credit: "Credit", debit: "Debit" },
      },
      // The older layout: one amount column followed by its own "Dr / Cr" column (a second one follows Balance).
      {
        date: "Date",
        narration: "Description",
        reference: "Chq / Ref number",
        amounts: { kind: "amount-indicator", amount: "Amount", indicator: "Dr / Cr" },
      },
    ],
  },
];

/**
 * A header name as compared: case, surrounding and repeated spaces, spaces beside punctuation ("Chq / Ref No." is
 * "Chq/Ref No.", "(INR )" is "(INR)") and trailing dots or colons do not count.
 */
export function normaliseHeaderName(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\s*([^a-z0-9 ])\s*/g, "$1")
    .replace(/[.:]+$/, "")
    .trim();
}

/** Index of the first header cell with this name, or -1. The first one, because Kotak repeats "Dr / Cr". */
export function headerIndex(header: readonly string[], name: string): number {
  const wanted = normaliseHeaderName(name);
  return header.findIndex((cell) => normaliseHeaderName(cell) === wanted);
}
