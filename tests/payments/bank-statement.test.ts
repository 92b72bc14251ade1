/**
 * The bank statement parser: each bank's sample export (tests/fixtures/statements) read line by line, preset
 * detection, a saved column mapping for another bank, the admin-facing errors, the cells (dates, amounts), the
 * UPI reference and payer name in realistic narrations, and the browser's XLSX → CSV conversion.
 */
import { describe, expect, it } from "vitest";
import {
  BANK_PRESETS,
  extractPayerName,
  extractUpiReference,
  parseAmount,
  parseStatement,
  parseStatementDate,
  readHeaderRow,
  StatementFormatError,
  type ColumnMapping,
  type StatementLine,
} from "../../worker/domains/payments/shared/statement";
import { spreadsheetToCsv } from "../../worker/domains/payments/statement-xlsx";
import axisCsv from "../fixtures/statements/axis.csv?raw";
import canaraCsv from "../fixtures/statements/canara.csv?raw";
import hdfcCsv from "../fixtures/statements/hdfc.csv?raw";
import iciciCsv from "../fixtures/statements/icici.csv?raw";
import kotakDrCrCsv from "../fixtures/statements/kotak-amount-dr-cr.csv?raw";
import kotakCsv from "../fixtures/statements/kotak.csv?raw";
import sbiCsv from "../fixtures/statements/sbi.csv?raw";
import hdfcXlsxDataUrl from "../fixtures/statements/hdfc.xlsx?inline";

type LineSummary = Pick<StatementLine, "row" | "date" | "creditPaise" | "debitPaise" | "utr" | "payerName">;

function summaries(lines: StatementLine[]): LineSummary[] {
  return lines.map(({ row, date, creditPaise, debitPaise, utr, payerName }) => ({ row, date, creditPaise, debitPaise, utr, payerName }));
}

function line(row: number, date: string, creditPaise: number, debitPaise: number, utr: string | null, payerName: string | null): LineSummary {
  return { row, date, creditPaise, debitPaise, utr, payerName };
}

function formatErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StatementFormatError);
    return (error as Error).message;
  }
  throw new Error("expected a StatementFormatError");
}

describe("bank presets parse their sample exports", () => {
  it("HDFC: BOM, CRLF, a preamble, asterisk rules, a summary block; dd/mm/yy dates; zero-padded references", () => {
    const statement = parseStatement(hdfcCsv);
    expect(statement.format).toEqual({ kind: "preset", preset: "hdfc", bank: "HDFC Bank" });
    expect(statement.header).toEqual(["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"]);
    expect(summaries(statement.lines)).toEqual([
      line(14, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR"),
      line(15, "2024-04-02", 125050, 0, "412398765432", "ANITA DESAI"),
      line(16, "2024-04-03", 1500000, 0, null, null), // NEFT
      line(17, "2024-04-04", 0, 234000, null, null), // card payment: a 12-digit reference cell is not a UPI reference
      line(18, "2024-04-05", 78000, 0, "412411223344", "SURESH PATEL"), // note missing
      line(19, "2024-04-06", 500000, 0, null, null), // cash
      line(20, "2024-04-07", 0, 183000, "412455667788", "BESCOM"),
    ]);
    expect(statement.lines[0]).toMatchObject({
      narration: "UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-412345678901-Order GH1042",
      reference: "0000412345678901",
    });
    expect({ from: statement.from, to: statement.to }).toEqual({ from: "2024-04-01", to: "2024-04-07" });
  });

  it("ICICI: a leading empty column, dd/mm/yyyy, no payer name in its narration, an IMPS RRN ignored", () => {
    const statement = parseStatement(iciciCsv);
    expect(statement.format).toEqual({ kind: "preset", preset: "icici", bank: "ICICI Bank" });
    expect(summaries(statement.lines)).toEqual([
      line(10, "2024-04-01", 42000, 0, "412345678901", null),
      line(11, "2024-04-02", 125050, 0, "412398765432", null), // a phone number with country code in the note
      line(12, "2024-04-03", 30000, 0, null, null), // IMPS
      line(13, "2024-04-03", 1500000, 0, null, null), // NEFT
      line(14, "2024-04-04", 0, 1200000, "412455667788", null),
      line(15, "2024-04-05", 78000, 0, "412411223344", null),
    ]);
  });

  it("SBI: a tab-separated 'Excel' download with '1 Apr 2024' dates and padded header and amount cells", () => {
    const statement = parseStatement(sbiCsv);
    expect(statement.format).toEqual({ kind: "preset", preset: "sbi", bank: "State Bank of India" });
    expect(statement.header).toEqual(["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"]);
    expect(summaries(statement.lines)).toEqual([
      line(19, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR"),
      line(20, "2024-04-02", 125050, 0, "412398765432", "ANITA DESAI"),
      line(21, "2024-04-03", 1500000, 0, null, null),
      line(22, "2024-04-04", 0, 183000, "412455667788", "BESCOM"),
      line(23, "2024-04-05", 30000, 0, null, null),
      line(24, "2024-04-06", 200000, 0, null, null),
    ]);
  });

  it("Axis: dd-mm-yyyy, P2A and P2M narrations, opening balance, totals and legends", () => {
    const statement = parseStatement(axisCsv);
    expect(statement.format).toEqual({ kind: "preset", preset: "axis", bank: "Axis Bank" });
    expect(summaries(statement.lines)).toEqual([
      line(16, "2024-04-01", 42000, 0, "345707660676", "SAGAR MAL"),
      line(17, "2024-04-02", 125050, 0, "412398765432", "ANITA DESAI"),
      line(18, "2024-04-03", 1500000, 0, null, null),
      line(19, "2024-04-04", 0, 183000, "412455667788", "BESCOM"),
      line(20, "2024-04-05", 30000, 0, null, null),
      line(21, "2024-04-06", 200000, 0, null, null),
    ]);
  });

  it("Kotak: debit and credit columns, dates with a time of day, a totals footer", () => {
    const statement = parseStatement(kotakCsv);
    expect(statement.format).toEqual({ kind: "preset", preset: "kotak", bank: "Kotak Mahindra Bank" });
    expect(summaries(statement.lines)).toEqual([
      line(10, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR"),
      line(11, "2024-04-02", 125050, 0, "412398765432", "ANITA DESAI"),
      line(12, "2024-04-03", 1500000, 0, null, null),
      line(13, "2024-04-04", 0, 183000, "412455667788", "BESCOM"),
      line(14, "2024-04-05", 30000, 0, null, null),
      line(15, "2024-04-06", 200000, 0, null, null),
    ]);
  });

  it("Kotak's older layout: one amount column with its own Dr / Cr column (a second one follows Balance)", () => {
    const statement = parseStatement(kotakDrCrCsv);
    expect(statement.format).toEqual({ kind: "preset", preset: "kotak", bank: "Kotak Mahindra Bank" });
    expect(summaries(statement.lines)).toEqual([
      line(6, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR"),
      line(7, "2024-04-04", 0, 183000, "412455667788", "BESCOM"),
      line(8, "2024-04-06", 200000, 0, null, null),
    ]);
  });

  it("keeps a preset for each of the five banks", () => {
    expect(BANK_PRESETS.map((preset) => preset.id)).toEqual(["hdfc", "icici", "sbi", "axis", "kotak"]);
  });
});

describe("preset detection", () => {
  it("detects each bank from its header row", () => {
    const detected = [hdfcCsv, iciciCsv, sbiCsv, axisCsv, kotakCsv, kotakDrCrCsv].map((text) => {
      const { format } = parseStatement(text);
      return format.kind === "preset" ? format.preset : format.kind;
    });
    expect(detected).toEqual(["hdfc", "icici", "sbi", "axis", "kotak", "kotak"]);
  });

  it("ignores case, repeated spaces, spaces beside punctuation and trailing dots or colons in header names", () => {
    const text = [
      "  DATE  ,narration:,Chq. / Ref. No,VALUE DT,withdrawal   amt,Deposit Amt.:,closing balance",
      "01/04/24,UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-412345678901-Order,0000412345678901,01/04/24,,420.00,420.00",
    ].join("\n");
    const statement = parseStatement(text);
    expect(statement.format).toMatchObject({ kind: "preset", preset: "hdfc" });
    expect(summaries(statement.lines)).toEqual([line(2, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR")]);
  });

  it("reads HDFC's space-padded 'Delimited' download", () => {
    const text = [
      "  Date     ,Narration                                                       ,Value Dat,Debit Amount       ,Credit Amount      ,Chq/Ref Number   ,Closing Balance",
      "  01/04/24 ,UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-412345678901-Order GH1042  ,01/04/24 ,0.00               ,420.00             ,0000412345678901 ,10420.00",
    ].join("\r\n");
    const statement = parseStatement(text);
    expect(statement.format).toMatchObject({ kind: "preset", preset: "hdfc" });
    expect(summaries(statement.lines)).toEqual([line(2, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR")]);
  });

  it("refuses another bank's export, asking the admin to map its columns", () => {
    expect(formatErrorOf(() => parseStatement(canaraCsv))).toBe(
      'No header row with the columns of a known bank (HDFC, ICICI, SBI, Axis, Kotak) was found in the first 50 rows. For another bank, choose "Another bank: map its columns" and map them once.',
    );
  });

  it("looks for the header row in the first 50 rows only", () => {
    const preamble = Array.from({ length: 50 }, (_, index) => `Preamble line ${index + 1},`);
    const text = [...preamble, "Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL", "01-04-2024,,UPI/P2A/345707660676/SAGAR MAL/State Ban/x,,420.00,420.00,1"].join("\n");
    expect(formatErrorOf(() => parseStatement(text))).toMatch(/^No header row with the columns of a known bank/);
    expect(parseStatement(text.split("\n").slice(1).join("\n")).lines).toHaveLength(1);
  });
});

describe("a saved column mapping for another bank", () => {
  const canaraMapping: ColumnMapping = {
    name: "Canara",
    date: "Txn Date",
    narration: "Particulars",
    reference: "Cheque/Ref No",
    credit: "Deposits",
    debit: "Withdrawals",
  };

  it("offers the header row to map, then parses the file with the mapping", () => {
    expect(readHeaderRow(canaraCsv)).toEqual(["Txn Date", "Particulars", "Cheque/Ref No", "Deposits", "Withdrawals", "Balance"]);
    const statement = parseStatement(canaraCsv, canaraMapping);
    expect(statement.format).toEqual({ kind: "mapping" });
    expect(summaries(statement.lines)).toEqual([
      line(6, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR"),
      line(7, "2024-04-02", 1500000, 0, null, null),
      line(8, "2024-04-03", 0, 183000, "412455667788", "BESCOM"),
    ]);
    expect({ from: statement.from, to: statement.to }).toEqual({ from: "2024-04-01", to: "2024-04-03" });
  });

  it("reads a known bank's file with a mapping too, and needs no reference or debit column", () => {
    const statement = parseStatement(hdfcCsv, { date: "Date", narration: "Narration", credit: "Deposit Amt." });
    expect(statement.format).toEqual({ kind: "mapping" });
    expect(statement.lines.map((statementLine) => statementLine.creditPaise)).toEqual([42000, 125050, 1500000, 0, 78000, 500000, 0]);
    expect(statement.lines.every((statementLine) => statementLine.reference === "" && statementLine.debitPaise === 0)).toBe(true);
  });

  it("reads one signed amount column named as both credit and debit", () => {
    const text = ["Posted On,Remarks,Amount", "01/04/2024,UPI/CR/412345678901/RAVI KUMAR/UTIB/x,420.00", "02/04/2024,UPI/DR/412455667788/BESCOM/HDFC/x,-1830.00"].join("\n");
    const statement = parseStatement(text, { date: "Posted On", narration: "Remarks", credit: "Amount", debit: "Amount" });
    expect(summaries(statement.lines)).toEqual([
      line(2, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR"),
      line(3, "2024-04-02", 0, 183000, "412455667788", "BESCOM"),
    ]);
  });

  it("names a mapped column that the file does not have", () => {
    expect(formatErrorOf(() => parseStatement(canaraCsv, { ...canaraMapping, credit: "Deposit Amt." }))).toBe(
      "Column 'Deposit Amt.' named by mapping 'Canara' (credit) is not in the header row of this file",
    );
    expect(formatErrorOf(() => parseStatement(canaraCsv, { ...canaraMapping, name: undefined, date: "Value Date" }))).toBe(
      "Column 'Value Date' named by the column mapping (date) is not in the header row of this file",
    );
  });

  it("offers a known bank's header row, and refuses a file without one", () => {
    expect(readHeaderRow(axisCsv)).toEqual(["Tran Date", "CHQNO", "PARTICULARS", "DR", "CR", "BAL", "SOL"]);
    // The address row has three cells but is followed by more account details, not by transactions.
    const text = ["Name,GHANI,Foods", "Date :,30 Apr 2024", "Just,some,words,here"].join("\n");
    expect(formatErrorOf(() => readHeaderRow(text))).toMatch(/^No header row \(a row of column names followed by dated transaction rows\)/);
  });
});

describe("rows that are not transactions, and files that cannot be read", () => {
  const header = "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance";

  it("skips blank rows, rules, wrapped text, balance rows, a repeated header and page numbers", () => {
    const text = [
      header,
      ",Opening Balance,,,,,10000.00",
      "01/04/24,UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-412345678901-x,,01/04/24,,420.00,10420.00",
      ",continued narration text,,,,,",
      ",,,,,,",
      "--------,--------,--------,--------,--------,--------,--------",
      "Page 1 of 2,,,,,,",
      header,
      "02/04/24,UPI-ANITA DESAI-anita@ybl-YESB0YBLUPI-412398765432-y,,02/04/24,,100.00,10520.00",
      ",Closing Balance,,,,100.00,10520.00",
    ].join("\n");
    expect(summaries(parseStatement(text).lines)).toEqual([
      line(3, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR"),
      line(9, "2024-04-02", 10000, 0, "412398765432", "ANITA DESAI"),
    ]);
  });

  it("stops at the summary or totals, whatever follows them", () => {
    const text = [header, "01/04/24,CASH DEPOSIT,,01/04/24,,420.00,420.00", "Total,,,,0.00,420.00,", "Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal", "0.00,0,1,0.00,420.00,420.00"].join("\n");
    expect(parseStatement(text).lines).toHaveLength(1);
  });

  it("refuses a transaction after the summary rather than dropping it", () => {
    const text = [header, "01/04/24,CASH DEPOSIT,,01/04/24,,420.00,420.00", "STATEMENT SUMMARY :-,,,,,,", "02/04/24,CASH DEPOSIT,,02/04/24,,100.00,520.00"].join("\n");
    expect(formatErrorOf(() => parseStatement(text))).toBe(
      "Row 4: a transaction after the statement's summary or footer (row 3); export the statement again or remove the rows in between",
    );
  });

  it("names the row of a date that is not a date, even without an amount", () => {
    const rows = [header, ...Array.from({ length: 12 }, (_, index) => `${String(index + 1).padStart(2, "0")}/02/24,CASH,,,,1.00,`)];
    expect(formatErrorOf(() => parseStatement([...rows, "31/02/24,CASH,,,,1.00,"].join("\n")))).toBe("Row 14: the date '31/02/24' is not a date");
    expect(formatErrorOf(() => parseStatement([...rows, "31/02/24,CASH,,,,,"].join("\n")))).toBe("Row 14: the date '31/02/24' is not a date");
    expect(formatErrorOf(() => parseStatement([header, "2024/04/01,CASH,,,,1.00,"].join("\n")))).toBe("Row 2: the date '2024/04/01' is not a date");
    expect(formatErrorOf(() => parseStatement([header, "Yesterday,CASH,,,,1.00,"].join("\n")))).toBe("Row 2: the date 'Yesterday' is not a date");
  });

  it("names a row with money but no date", () => {
    expect(formatErrorOf(() => parseStatement([header, ",CASH DEPOSIT,,,,420.00,"].join("\n")))).toBe("Row 2: the date is missing (column 'Date')");
  });

  it("names the row and column of an amount that is not an amount", () => {
    expect(formatErrorOf(() => parseStatement([header, "01/04/24,CASH,,,,4two0,"].join("\n")))).toBe(
      "Row 2: the amount '4two0' in column 'Deposit Amt.' is not an amount",
    );
    expect(formatErrorOf(() => parseStatement([header, "01/04/24,CASH,,,1.005,,"].join("\n")))).toBe(
      "Row 2: the amount '1.005' in column 'Withdrawal Amt.' is not an amount",
    );
  });

  it("names a Dr / Cr cell that says neither", () => {
    const text = ["Sl. No.,Date,Description,Chq / Ref number,Amount,Dr / Cr,Balance,Dr / Cr", "1,01/04/2024,CASH DEPOSIT,,420.00,XX,420.00,CR"].join("\n");
    expect(formatErrorOf(() => parseStatement(text))).toBe("Row 2: column 'Dr / Cr' says 'XX'; expected Dr or Cr");
  });

  it("refuses an empty file and a file that is not text", () => {
    expect(formatErrorOf(() => parseStatement(""))).toBe("The file is empty; export the statement again and upload it");
    expect(formatErrorOf(() => parseStatement(" \r\n\r\n"))).toBe("The file is empty; export the statement again and upload it");
    const notText = /^The file is not CSV text/;
    expect(formatErrorOf(() => parseStatement("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toMatch(notText);
    expect(formatErrorOf(() => parseStatement("PK\u0003\u0004\u0014\u0000\u0006\u0000"))).toMatch(notText);
    expect(formatErrorOf(() => parseStatement("Date,Narration\u0000\u0000\u0001"))).toMatch(notText);
  });

  it("gives no dates for a statement without transactions", () => {
    expect(parseStatement(header)).toMatchObject({ lines: [], from: null, to: null });
  });
});

describe("statement dates (day first)", () => {
  it("reads the layouts Indian banks export", () => {
    const cases: [string, string][] = [
      ["01/04/24", "2024-04-01"],
      ["1/4/24", "2024-04-01"],
      ["29/02/2024", "2024-02-29"],
      ["31-12-2023", "2023-12-31"],
      ["05.04.2024", "2024-04-05"],
      ["01-Apr-2024", "2024-04-01"],
      ["01-APR-24", "2024-04-01"],
      ["1 Apr 2024", "2024-04-01"],
      ["01 Sept 2024", "2024-09-01"],
      ["15 December 2024", "2024-12-15"],
      ["2024-04-01", "2024-04-01"],
      ["01/04/2024 10:15:32", "2024-04-01"],
      ["01/04/2024 10:15 AM", "2024-04-01"],
      ["  01/04/2024  ", "2024-04-01"],
    ];
    expect(cases.map(([text]) => parseStatementDate(text))).toEqual(cases.map(([, iso]) => iso));
  });

  it("refuses impossible days and other layouts", () => {
    for (const text of ["31/02/24", "29/02/2023", "00/04/2024", "13/13/2024", "04/31/2024", "2024/04/01", "April 1, 2024", "01 Foo 2024", "45123", "", "-"]) {
      expect(parseStatementDate(text), text).toBeNull();
    }
  });
});

describe("statement amounts", () => {
  it("reads Indian grouping, currency signs, Cr/Dr marks and signs into integer paise", () => {
    expect(parseAmount("1,23,456.78")).toEqual({ paise: 12345678, mark: null, negative: false });
    expect(parseAmount("₹ 420.00")).toEqual({ paise: 42000, mark: null, negative: false });
    expect(parseAmount("Rs. 420")).toEqual({ paise: 42000, mark: null, negative: false });
    expect(parseAmount("INR 0.5")).toEqual({ paise: 50, mark: null, negative: false });
    expect(parseAmount("420 Cr")).toEqual({ paise: 42000, mark: "cr", negative: false });
    expect(parseAmount("1,830.00DR")).toEqual({ paise: 183000, mark: "dr", negative: false });
    expect(parseAmount("-1,830.00")).toEqual({ paise: 183000, mark: null, negative: true });
    expect(parseAmount("-₹ 1,830")).toEqual({ paise: 183000, mark: null, negative: true });
    expect(parseAmount("(1,830.00)")).toEqual({ paise: 183000, mark: null, negative: true });
    expect(parseAmount(".75")).toEqual({ paise: 75, mark: null, negative: false });
    expect(parseAmount("420.500")).toEqual({ paise: 42050, mark: null, negative: false });
    // 0.1 + 0.2 in floating point would not be 30 paise; the digits are read as text.
    expect(parseAmount("1250.30")?.paise).toBe(125030);
  });

  it("reads an empty cell or a dash as no amount", () => {
    for (const text of ["", "  ", "-", "--", "—"]) expect(parseAmount(text), text).toEqual({ paise: 0, mark: null, negative: false });
  });

  it("refuses text, fractions of a paisa and numbers too large to count exactly", () => {
    for (const text of ["abc", "4two0", "1.005", "1.2.3", "₹", "Cr", "12e3", "99999999999999999999"]) expect(parseAmount(text), text).toBeNull();
  });

  it("books a Cr-marked withdrawal cell as a credit and a Dr-marked deposit cell as a debit", () => {
    const text = ["Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance", "1 Apr 2024,,REVERSAL,,420.00 Cr,,", "2 Apr 2024,,CHARGES,,,10.00 Dr,"].join("\n");
    expect(parseStatement(text).lines.map(({ creditPaise, debitPaise }) => [creditPaise, debitPaise])).toEqual([
      [42000, 0],
      [0, 1000],
    ]);
  });
});

describe("extractUpiReference", () => {
  it("finds the 12-digit reference in each bank's UPI narration", () => {
    const cases: [string, string, string][] = [
      ["UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-412345678901-Order GH1042", "0000412345678901", "412345678901"], // HDFC
      ["UPI/412345678901/Order GH1042/ravi@okaxis/Axis Bank/ICI4f2c1a9b8e7d", "-", "412345678901"], // ICICI
      ["BY TRANSFER-UPI/CR/412345678901/RAVI KUMAR/UTIB/ravi@okaxis/Payment--", "TRANSFER FROM 3199412345678", "412345678901"], // SBI
      ["UPI/P2A/345707660676/SAGAR MAL/State Ban/note", "", "345707660676"], // Axis
      ["UPI/P2M/412398765432/ANITA DESAI/HDFC BANK/UPI", "", "412398765432"], // Axis, merchant
      ["UPI/RAVI KUMAR/412345678901/note", "UPI-412345678901", "412345678901"], // Kotak
    ];
    expect(cases.map(([narration, reference]) => extractUpiReference(narration, reference))).toEqual(cases.map(([, , utr]) => utr));
  });

  it("is not fooled by phone numbers, VPAs, account numbers or a second number in the note", () => {
    // A phone number with country code (12 digits) in the note: the reference comes first in every format.
    expect(extractUpiReference("UPI/412398765432/Call me 919876543210/anita.d@ybl/YES BANK", "")).toBe("412398765432");
    // A 12-digit phone number as the VPA before the reference (HDFC), and a second number in the note.
    expect(extractUpiReference("UPI-ANITA-919876543210@ybl-YESB0YBLUPI-412398765432-order 412300000001", "")).toBe("412398765432");
    // A phone number written with "+" is no reference, nor a longer digit run (an account number).
    expect(extractUpiReference("UPI/ravi@okaxis/call +919876543210", "")).toBeNull();
    expect(extractUpiReference("UPI/CR/32123456789012/RAVI KUMAR", "")).toBeNull();
    expect(extractUpiReference("UPI/CR/412345678901RAVI/x", "")).toBeNull();
  });

  it("falls back to the reference cell when the narration is truncated or has no reference", () => {
    expect(extractUpiReference("UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-4123456", "0000412345678901")).toBe("412345678901");
    expect(extractUpiReference("UPI/P2A/3457076", "345707660676")).toBe("345707660676");
    expect(extractUpiReference("UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-4123456", "")).toBeNull();
    expect(extractUpiReference("", "412345678901")).toBe("412345678901");
    // Longer than 16 digits, padded with something other than zeros, or all zeros: not a UPI reference.
    expect(extractUpiReference("UPI/x", "00000412345678901")).toBeNull();
    expect(extractUpiReference("UPI/x", "1000412345678901")).toBeNull();
    expect(extractUpiReference("UPI/x", "0000000000000000")).toBeNull();
  });

  it("gives no reference for IMPS, NEFT, RTGS, cash, cheque or card lines, even with a 12-digit reference cell", () => {
    const lines: [string, string][] = [
      ["MMT/IMPS/409412312345/IMPS P2A/RAVI KUMAR/HDFC BANK", "-"],
      ["IMPS-409412312345-RAVI KUMAR-HDFC-XXXXXX5678-refund", "0000409412312345"],
      ["NEFT CR-SBIN0001234-MEERA STORES-GHANI NATURAL FOODS-SBIN424093456789", "SBIN424093456789"],
      ["RTGS CR-SBIN0001234-MEERA STORES-SBINR52024040312345678", "000000412345678901"],
      ["CASH DEPOSIT BY - SELF - KORAMANGALA", "0000000000000000"],
      ["CHQ DEP - 000123 - CLG KORAMANGALA", "000000000123"],
      ["POS 416021XXXXXX1234 BIG BAZAAR", "0000409512345678"],
    ];
    expect(lines.map(([narration, reference]) => extractUpiReference(narration, reference))).toEqual(lines.map(() => null));
  });
});

describe("extractPayerName", () => {
  it("reads the payer's name in the HDFC, SBI, Axis and Kotak formats", () => {
    expect(extractPayerName("UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-412345678901-Order")).toBe("RAVI KUMAR");
    expect(extractPayerName("BY TRANSFER-UPI/CR/412345678901/RAVI KUMAR/UTIB/ravi@okaxis/Payment--")).toBe("RAVI KUMAR");
    expect(extractPayerName("UPI/P2A/345707660676/SAGAR MAL/State Ban/note")).toBe("SAGAR MAL");
    expect(extractPayerName("UPI/P2M/412398765432/Anita  Desai/HDFC BANK/UPI")).toBe("Anita Desai");
    expect(extractPayerName("UPI/RAVI KUMAR/412345678901/note")).toBe("RAVI KUMAR");
    expect(extractPayerName("UPI/S. D'SOUZA & SONS/412345678901/note")).toBe("S. D'SOUZA & SONS");
    // Truncated after the name: the name is still there.
    expect(extractPayerName("UPI/P2A/345707660676/SAGAR M")).toBe("SAGAR M");
  });

  it("never gives a VPA, an IFSC, a bank, a transfer kind, or a name in a format without one", () => {
    expect(extractPayerName("UPI/412345678901/Order GH1042/ravi@okaxis/Axis Bank/ICI4f2c")).toBeNull(); // ICICI: a note
    expect(extractPayerName("UPI-ravi@okaxis-UTIB0000123-412345678901-note")).toBeNull();
    expect(extractPayerName("UPI-UTIB0000123-412345678901-note")).toBeNull();
    expect(extractPayerName("UPI/P2A/345707660676/State Ban/note")).toBeNull();
    expect(extractPayerName("UPI/P2A/345707660676/HDFC BANK/note")).toBeNull();
    expect(extractPayerName("UPI/CR/412345678901/UTIB/ravi@okaxis")).toBeNull();
    expect(extractPayerName("UPI/P2A/412345678901/P2A/note")).toBeNull();
    expect(extractPayerName("UPI/CR/412345678901/9876543210/UTIB")).toBeNull();
    expect(extractPayerName("UPI/P2A/3457076")).toBeNull(); // truncated before the name
    expect(extractPayerName("MMT/IMPS/409412312345/IMPS P2A/RAVI KUMAR/HDFC BANK")).toBeNull();
    expect(extractPayerName("NEFT CR-SBIN0001234-MEERA STORES-GHANI NATURAL FOODS-SBIN424093456789")).toBeNull();
    expect(extractPayerName("")).toBeNull();
  });
});

describe("spreadsheetToCsv (an .xlsx statement converted in the Worker)", () => {
  function fixtureBytes(dataUrl: string): ArrayBuffer {
    const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (character) => character.charCodeAt(0));
    return bytes.buffer;
  }

  it("writes the first sheet as quoted CSV with dd/mm/yyyy dates and plain decimals, which the parser reads", async () => {
    const csv = await spreadsheetToCsv(fixtureBytes(hdfcXlsxDataUrl));
    const csvLines = csv.split("\r\n");
    expect(csvLines[4]).toBe('"Date","Narration","Chq./Ref.No.","Value Dt","Withdrawal Amt.","Deposit Amt.","Closing Balance"');
    expect(csvLines[5]).toBe('"01/04/2024","UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-412345678901-Order GH1042","0000412345678901","01/04/2024","","420","10420"');
    // 0.1 + 0.2 + 1250.2 computed in the workbook is 1250.5 in the CSV; a reference typed as a number stays whole.
    expect(csvLines[6]).toBe('"02/04/2024","UPI-ANITA DESAI-9876543210@ybl-YESB0YBLUPI-412398765432-Payment","412398765432","02/04/2024","","1250.5","11670.5"');
    const statement = parseStatement(csv);
    expect(statement.format).toMatchObject({ kind: "preset", preset: "hdfc" });
    expect(summaries(statement.lines)).toEqual([
      line(6, "2024-04-01", 42000, 0, "412345678901", "RAVI KUMAR"),
      line(7, "2024-04-02", 125050, 0, "412398765432", "ANITA DESAI"),
      line(8, "2024-04-04", 0, 234000, null, null),
    ]);
  });

  it("refuses a file that is not an .xlsx workbook, and says what to do with an old .xls", async () => {
    await expect(spreadsheetToCsv(new TextEncoder().encode(hdfcCsv).buffer as ArrayBuffer)).rejects.toThrow(
      "The file is not an Excel workbook (.xlsx) that can be read; export the statement as CSV or XLSX",
    );
    const oldExcel = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).buffer;
    await expect(spreadsheetToCsv(oldExcel)).rejects.toThrow(StatementFormatError);
    await expect(spreadsheetToCsv(oldExcel)).rejects.toThrow(/old Excel file \(\.xls\)/);
  });
});
