/**
 * What a statement line says about a UPI payment: its 12-digit reference (RRN/UTR, the number the payer sees in
 * their app) and the payer's name. Narrations per bank (INDIA.md "UPI"):
 *   HDFC   UPI-RAVI KUMAR-ravi@okaxis-UTIB0000123-412345678901-note      (Chq./Ref.No. 0000412345678901)
 *   ICICI  UPI/412345678901/note/ravi@okaxis/Axis Bank/...               (no payer name)
 *   SBI    BY TRANSFER-UPI/CR/412345678901/RAVI KUMAR/UTIB/ravi@okaxis/Payment--
 *   Axis   UPI/P2A/345707660676/SAGAR MAL/State Ban/note                 (also P2M)
 *   Kotak  UPI/RAVI KUMAR/412345678901/note
 *
 * IMPS credits carry a 12-digit RRN as well, from the same number space. They give no reference here: the shop asks
 * its customers to pay by UPI and quote the UPI reference, and an IMPS RRN that happened to equal a UPI reference
 * typed into an order would match a payment that was never made for it. NEFT, RTGS, cash, cheque and card (POS)
 * lines give none either, even when their reference cell holds 12 digits; the admin matches those by hand.
 */

const UPI_WORD = /(?:^|[^a-z0-9])UPI(?:[^a-z0-9]|$)/i;
const OTHER_RAIL = /(?:^|[^a-z0-9])(?:IMPS|NEFT|RTGS|NACH|ECS|ACH|ATM|ATW|NFS|POS|CASH|CHQ|CHEQUE|CLG|CLEARING|INTEREST)(?:[^a-z0-9]|$)/i;
// A whole narration token of exactly 12 digits: the separators of the five banks' formats on both sides, so
// digits inside a longer run (an account number), a VPA ("919876543210@ybl") or after "+" (a phone) never count.
const WHOLE_TOKEN_REFERENCE = /(?<=^|[/\-\s:|,;])(\d{12})(?=$|[/\-\s:|,;])/g;
// The reference column: the 12 digits, zero-padded to 16 (HDFC's "0000412345678901") or after Kotak's "UPI-".
const REFERENCE_CELL = /^'?(?:UPI[-/ ]?)?0{0,4}(\d{12})$/i;
// An Indian mobile number (10 digits from 6 to 9, here with the 91 country code making 12): never a UPI reference.
const MOBILE_WITH_COUNTRY_CODE = /^91[6-9]\d{9}$/;
// A debit that takes a credit back: "REV-UPI-...", "UPI/REV/...", "REVERSAL ...", "UPI RET ...".
const REVERSAL = /(?:^|[^a-z0-9])(?:REV|REVERSAL|REVERSED|RET|RETURN)(?:[^a-z0-9]|$)/i;

export function mentionsUpi(narration: string): boolean {
  return UPI_WORD.test(narration);
}

/**
 * The UPI reference of a line (issue 29, finding 4): the reference cell when it holds 12 digits (possibly
 * zero-padded) and the narration does not name another payment rail (IMPS, NEFT, cash...), since the bank fills that
 * column from the transaction itself; else the first 12-digit token of a UPI narration that is not a mobile number
 * with its country code (the reference precedes the note in every bank's format, but a payer's name or VPA can
 * carry a phone number before it).
 */
export function extractUpiReference(narration: string, reference: string): string | null {
  const upi = mentionsUpi(narration);
  if (!upi && OTHER_RAIL.test(narration)) return null;
  const fromCell = referenceFromCell(reference);
  if (fromCell) return fromCell;
  return upi ? firstReferenceToken(narration) : null;
}

/** A debit whose narration says it takes back a UPI credit ("REV-UPI-…"): it cancels the credit of its reference. */
export function isReversal(narration: string): boolean {
  return mentionsUpi(narration) && REVERSAL.test(narration);
}

function firstReferenceToken(narration: string): string | null {
  for (const match of narration.matchAll(WHOLE_TOKEN_REFERENCE)) {
    if (!MOBILE_WITH_COUNTRY_CODE.test(match[1])) return match[1];
  }
  return null;
}

function referenceFromCell(reference: string): string | null {
  const match = REFERENCE_CELL.exec(reference.trim());
  if (!match || /^0+$/.test(match[1])) return null;
  return match[1];
}

const TRANSFER_KINDS = new Set(["P2A", "P2M", "P2P", "CR", "DR"]);
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/i;
// IFSC bank codes and short bank names that stand where a name could in a truncated or unusual narration.
const BANK_WORDS = /^(?:UTIB|SBIN|HDFC|ICIC|KKBK|PUNB|BARB|CNRB|UBIN|IDIB|IOBA|YESB|PYTM|IBKL|INDB|FDRL|AIRP|SBI|AXIS|ICICI|KOTAK|PAYTM|PNB|BOB|NA|NULL|UPI)$|\bBANK\b|^STATE BAN/i;
const NAME_CHARACTERS = /^[A-Za-z][A-Za-z .&']*$/;
const IS_REFERENCE = /^\d{12}$/;

/**
 * The payer's name when the narration carries it (HDFC, SBI, Axis and Kotak formats), else null. Read by position
 * in the bank's format, then refused if it is a VPA, an IFSC, a bank, a transfer kind or anything but a name.
 */
export function extractPayerName(narration: string): string | null {
  const text = narration.trim();
  const hdfc = /^UPI-([^-]+)-/i.exec(text);
  if (hdfc) return asName(hdfc[1]);
  const slashFormat = /(?:^|[^a-z0-9])UPI\/(.*)$/i.exec(text);
  if (!slashFormat) return null;
  const [first = "", second = "", third = ""] = slashFormat[1].split("/").map((part) => part.trim());
  if (IS_REFERENCE.test(first)) return null; // ICICI: the note follows the reference, not a name.
  if (TRANSFER_KINDS.has(first.toUpperCase()) && IS_REFERENCE.test(second)) return asName(third); // Axis, SBI
  if (IS_REFERENCE.test(second)) return asName(first); // Kotak
  return null;
}

function asName(token: string): string | null {
  const name = token.replace(/\s+/g, " ").trim();
  if (!NAME_CHARACTERS.test(name) || IFSC.test(name) || TRANSFER_KINDS.has(name.toUpperCase()) || BANK_WORDS.test(name)) {
    return null;
  }
  return name;
}
