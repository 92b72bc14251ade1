/**
 * An issued GST document (a tax invoice, a bill of supply, or a credit note against one), exactly as it was issued:
 * stored whole in invoices.document and never changed afterwards, so the PDF, the JSON answer and the monthly
 * return all read the same figures. Amounts are integer paise; `date` is the issue day in India (YYYY-MM-DD).
 * What it carries follows CGST rule 46 (../shared/INDIA.md, Tax).
 */

export type InvoiceKind = "invoice" | "credit-note";

/** A registered shop issues tax invoices; an unregistered one a bill of supply, with no tax on it. */
export type DocumentClass = "tax-invoice" | "bill-of-supply";

export type InvoiceParty = {
  name: string;
  /** One line per part of the address (door and street, city and pincode, ...). */
  address: string[];
  state: string;
  /** GST state code, two digits ("37" for Andhra Pradesh); "" when the state has none on record. */
  stateCode: string;
  gstin: string | null;
};

export type InvoiceLine = {
  /** Product and pack ("Groundnut oil 1 L"), or "Delivery charge" / "Cash on delivery fee". */
  description: string;
  /**
   * HSN code of goods (a charge line repeats its principal supply's); never blank: "N/A" when the product has none
   * (invoices.ts, MISSING_HSN_MARK), flagged by `hsnFlag`.
   */
  hsn: string;
  /**
   * Present when the line is not taxed at its own HSN's rate but at the catch-all (issue 28): the product's HSN was
   * missing, not in the rate table ("unknown") or saved as "uncertain". The GST page lists such documents.
   */
  hsnFlag?: "missing" | "unknown" | "uncertain";
  quantity: number;
  /** Unit quantity code of the GST returns: NOS for packs and services. */
  unit: string;
  /**
   * The price of one unit before the discount, tax included: the pack's MRP (the sale price where no MRP was kept);
   * a charge line's amount. Documents issued before issue 28 hold the sale price here.
   */
  unitPricePaise: number;
  /**
   * What the line was reduced by from MRP ((MRP − sale price) × quantity, plus its share of a prepaid discount):
   * unit price × quantity − discount = total.
   */
  discountPaise: number;
  /** Issue 32: the part of `discountPaise` that is this line's share of the discount for paying by UPI; absent when none. */
  prepaidDiscountPaise?: number;
  taxableValuePaise: number;
  /** GST rate in percent (5, 18, ...); 0 on a bill of supply. */
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable value + taxes: what the line adds to the bill. */
  totalPaise: number;
};

export type InvoiceTotals = {
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type InvoiceDocument = {
  kind: InvoiceKind;
  documentClass: DocumentClass;
  /** PREFIX/YY-YY/NNNNN, at most 16 characters; credit notes have their own series. */
  number: string;
  date: string;
  orderId: string;
  /** The invoice a credit note reduces, and why it was issued; null on an invoice. */
  refersTo: { number: string; date: string } | null;
  reason: string | null;
  supplier: InvoiceParty & { fssaiNumber: string };
  /** The buyer: the business name when a GSTIN was given at checkout, else the customer's name. */
  recipient: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  /** Place of supply in the shop's own state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /**
   * Issue 32: the discount for paying by UPI, given at the time of supply and shown on the invoice (the PDF prints a
   * line saying so); already inside the goods lines' discounts, spread in proportion. Absent when none.
   */
  prepaidDiscountPaise?: number;
  /** The total in words, Indian style: "Rupees One Thousand Two Hundred Fifty and Paise Fifty Only". */
  totalInWords: string;
};
