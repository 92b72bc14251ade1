/**
 * renderInvoicePdf (worker/domains/invoices/pdf.ts) inside workerd: each kind of document is drawn, then read back with
 * a PDF text extractor (unpdf, pdf.js), which proves the embedded font maps its glyphs back to the characters,
 * ₹ and Indian digit grouping included (jsPDF leaves out any character its font has no glyph for, so a ₹ read back
 * means the embedded subset carries it). The documents are written out by hand with figures worked out on paper
 * (5% GST on ₹840 incl. tax is ₹800 + ₹40, and so on), not produced by the app's invoice code.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from "../../worker/domains/invoices/shared/document";
import { renderInvoicePdf } from "../../worker/domains/invoices/pdf";

const SHOP: InvoiceParty & { fssaiNumber: string } = {
  name: "Ghani Naturals Private Limited",
  address: ["12-3-45, Gandhi Road", "Guntur 522002"],
  state: "Andhra Pradesh",
  stateCode: "37",
  gstin: "37AABCG1234F1Z5",
  fssaiNumber: "10019043000123",
};

const HOME_BUYER: InvoiceParty = {
  name: "Lakshmi Prasanna",
  address: ["Flat 4B, Sai Residency", "Vijayawada 520010"],
  state: "Andhra Pradesh",
  stateCode: "37",
  gstin: null,
};

function line(fields: Partial<InvoiceLine> & Pick<InvoiceLine, "description" | "totalPaise">): InvoiceLine {
  return {
    hsn: "1508",
    quantity: 1,
    unit: "NOS",
    unitPricePaise: fields.totalPaise,
    discountPaise: 0,
    taxableValuePaise: fields.totalPaise,
    ratePercent: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    ...fields,
  };
}

/** Within Andhra Pradesh: 5% oil and millet, 18% delivery, each split half CGST, half SGST. */
const INTRA_STATE_INVOICE: InvoiceDocument = {
  kind: "invoice",
  documentClass: "tax-invoice",
  number: "GH/26-27/00042",
  date: "2026-04-05",
  orderId: "ord_7f3k2m",
  refersTo: null,
  reason: null,
  supplier: SHOP,
  recipient: HOME_BUYER,
  placeOfSupply: { state: "Andhra Pradesh", stateCode: "37" },
  intraState: true,
  lines: [
    // 2 × ₹450 MRP − ₹60 (₹30 off each) = ₹840 incl. 5%: taxable ₹800, tax ₹40 = ₹20 + ₹20.
    line({
      description: "Wood-pressed groundnut oil 1 L",
      quantity: 2,
      unitPricePaise: 45_000,
      discountPaise: 6_000,
      taxableValuePaise: 80_000,
      ratePercent: 5,
      cgstPaise: 2_000,
      sgstPaise: 2_000,
      totalPaise: 84_000,
    }),
    // 3 × ₹105 = ₹315 incl. 5%: taxable ₹300, tax ₹15 = ₹7.50 + ₹7.50.
    line({
      description: "Foxtail millet 1 kg",
      hsn: "1008",
      quantity: 3,
      unitPricePaise: 10_500,
      taxableValuePaise: 30_000,
      ratePercent: 5,
      cgstPaise: 750,
      sgstPaise: 750,
      totalPaise: 31_500,
    }),
    // ₹59 incl. 18%: taxable ₹50, tax ₹9 = ₹4.50 + ₹4.50.
    line({
      description: "Delivery charge",
      hsn: "9965",
      taxableValuePaise: 5_000,
      ratePercent: 18,
      cgstPaise: 450,
      sgstPaise: 450,
      totalPaise: 5_900,
    }),
  ],
  // 800 + 300 + 50 = 1,150; CGST 20 + 7.50 + 4.50 = 32; SGST the same; 1,150 + 64 = 1,214.
  totals: { taxableValuePaise: 115_000, cgstPaise: 3_200, sgstPaise: 3_200, igstPaise: 0, totalPaise: 121_400 },
  totalInWords: "Rupees One Thousand Two Hundred Fourteen Only",
};

/** A business in Tamil Nadu with a GSTIN: IGST; the total is ₹1,23,456.50, which needs lakh grouping. */
const INTER_STATE_INVOICE: InvoiceDocument = {
  ...INTRA_STATE_INVOICE,
  number: "GH/26-27/00108",
  date: "2026-11-30",
  orderId: "ord_9q1x4z",
  recipient: {
    name: "Chennai Organic Stores LLP",
    address: ["45 Usman Road, T. Nagar", "Chennai 600017"],
    state: "Tamil Nadu",
    stateCode: "33",
    gstin: "33AAKFC5678M1ZQ",
  },
  placeOfSupply: { state: "Tamil Nadu", stateCode: "33" },
  intraState: false,
  lines: [
    // 50 × ₹2,600 MRP − ₹7,133.50 (₹142.67 off each) = 50 × ₹2,457.33 = ₹1,22,866.50 incl. 5%: taxable ₹1,17,015.71,
    // IGST ₹5,850.79 (5% rounded to the paisa).
    line({
      description: "Wood-pressed groundnut oil 15 L tin",
      quantity: 50,
      unitPricePaise: 260_000,
      discountPaise: 713_350,
      taxableValuePaise: 11_701_571,
      ratePercent: 5,
      igstPaise: 585_079,
      totalPaise: 12_286_650,
    }),
    // ₹590 incl. 18%: taxable ₹500, IGST ₹90.
    line({
      description: "Delivery charge",
      hsn: "9965",
      taxableValuePaise: 50_000,
      ratePercent: 18,
      igstPaise: 9_000,
      totalPaise: 59_000,
    }),
  ],
  // 1,17,015.71 + 500 = 1,17,515.71; IGST 5,850.79 + 90 = 5,940.79; together 1,23,456.50.
  totals: { taxableValuePaise: 11_751_571, cgstPaise: 0, sgstPaise: 0, igstPaise: 594_079, totalPaise: 12_345_650 },
  totalInWords: "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Paise Fifty Only",
};

/** An unregistered shop: no GSTIN, no tax, a bill of supply. */
const BILL_OF_SUPPLY: InvoiceDocument = {
  kind: "invoice",
  documentClass: "bill-of-supply",
  number: "GB/26-27/00007",
  date: "2026-06-01",
  orderId: "ord_2b8n5c",
  refersTo: null,
  reason: null,
  supplier: { ...SHOP, name: "Ghani Home Foods", gstin: null },
  recipient: HOME_BUYER,
  placeOfSupply: { state: "Andhra Pradesh", stateCode: "37" },
  intraState: true,
  lines: [
    // 4 × ₹65 = ₹260, then ₹40 delivery: ₹300.
    line({ description: "Little millet 500 g", hsn: "1008", quantity: 4, unitPricePaise: 6_500, totalPaise: 26_000 }),
    line({ description: "Delivery charge", hsn: "9965", totalPaise: 4_000 }),
  ],
  totals: { taxableValuePaise: 30_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 30_000 },
  totalInWords: "Rupees Three Hundred Only",
};

/** One damaged bottle of the intra-state invoice returned: ₹420 = ₹400 + ₹10 CGST + ₹10 SGST. */
const CREDIT_NOTE: InvoiceDocument = {
  ...INTRA_STATE_INVOICE,
  kind: "credit-note",
  number: "GHCN/26-27/00001",
  date: "2026-04-09",
  refersTo: { number: "GH/26-27/00042", date: "2026-04-05" },
  reason: "Bottle damaged in transit",
  lines: [
    line({
      description: "Wood-pressed groundnut oil 1 L",
      // 1 × ₹450 MRP − ₹30 = ₹420.
      unitPricePaise: 45_000,
      discountPaise: 3_000,
      taxableValuePaise: 40_000,
      ratePercent: 5,
      cgstPaise: 1_000,
      sgstPaise: 1_000,
      totalPaise: 42_000,
    }),
  ],
  totals: { taxableValuePaise: 40_000, cgstPaise: 1_000, sgstPaise: 1_000, igstPaise: 0, totalPaise: 42_000 },
  totalInWords: "Rupees Four Hundred Twenty Only",
};

/** 60 packs at ₹105 incl. 5% (₹100 + ₹2.50 + ₹2.50 each): ₹6,000 + ₹150 + ₹150 = ₹6,300. */
const SIXTY_LINE_INVOICE: InvoiceDocument = {
  ...INTRA_STATE_INVOICE,
  number: "GH/26-27/00200",
  lines: Array.from({ length: 60 }, (_, index) =>
    line({
      description: `Sampler pack number ${index + 1}`,
      unitPricePaise: 10_500,
      taxableValuePaise: 10_000,
      ratePercent: 5,
      cgstPaise: 250,
      sgstPaise: 250,
      totalPaise: 10_500,
    }),
  ),
  totals: { taxableValuePaise: 600_000, cgstPaise: 15_000, sgstPaise: 15_000, igstPaise: 0, totalPaise: 630_000 },
  totalInWords: "Rupees Six Thousand Three Hundred Only",
};

/** The text of each page, as a PDF reader extracts it. */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const proxy = await getDocumentProxy(pdf.slice());
  const { text } = await extractText(proxy, { mergePages: false });
  return text;
}

async function textOf(document: InvoiceDocument): Promise<string> {
  return (await pagesOf(await renderInvoicePdf(document))).join("\n");
}

/** The table's column headings, as extracted: two-word headings wrap onto two lines. */
function hasHeading(text: string, heading: string): boolean {
  return new RegExp(`(^|\\s)${heading}(\\s|$)`).test(text);
}

describe("renderInvoicePdf", () => {
  it("draws an intra-state tax invoice with CGST and SGST", async () => {
    const pdf = await renderInvoicePdf(INTRA_STATE_INVOICE);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    // workerd has no DOM: jsPDF drew the page above without one.
    expect("window" in globalThis || "document" in globalThis).toBe(false);

    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0];
    expect(text).toContain("Tax invoice");
    expect(text).toContain("Invoice no. GH/26-27/00042");
    expect(text).toContain("Date: 05-04-2026");
    expect(text).toContain("Ghani Naturals Private Limited");
    expect(text).toContain("GSTIN: 37AABCG1234F1Z5");
    expect(text).toContain("FSSAI licence no.: 10019043000123");
    expect(text).toContain("Lakshmi Prasanna");
    expect(text).toContain("State: Andhra Pradesh, state code 37");
    expect(text).toContain("Place of supply: Andhra Pradesh (37)");
    expect(text).toContain("Tax payable on reverse charge: No");
    for (const heading of ["HSN/SAC", "Qty", "Discount", "Rate", "CGST", "SGST"]) {
      expect(hasHeading(text, heading), heading).toBe(true);
    }
    expect(text).not.toContain("IGST");
    // The oil line: 2 NOS at 420.00, ₹60 off, taxable 800.00 at 5%, 20.00 + 20.00 (2.5% each), 840.00.
    expect(text).toMatch(/1 Wood-pressed groundnut oil 1 L 1508 2 NOS 450\.00 60\.00 800\.00 5% 20\.00\s+@ 2\.5%\s+20\.00/);
    expect(text).toContain("@ 9%");
    expect(text).toContain("Total 1,150.00 32.00 32.00 1,214.00");
    expect(text).toContain("Taxable value \u20b91,150.00");
    expect(text).toContain("CGST \u20b932.00");
    expect(text).toContain("SGST \u20b932.00");
    expect(text).toContain("Total \u20b91,214.00");
    expect(text).toContain("Total in words: Rupees One Thousand Two Hundred Fourteen Only");
    expect(text).toContain("This is a computer-generated invoice.");
    expect(text).toContain("page 1 of 1");
  });

  it("draws an inter-state tax invoice with the buyer's GSTIN, IGST and lakh grouping", async () => {
    const text = await textOf(INTER_STATE_INVOICE);
    expect(text).toContain("Invoice no. GH/26-27/00108");
    expect(text).toContain("Date: 30-11-2026");
    expect(text).toContain("GSTIN: 37AABCG1234F1Z5");
    expect(text).toContain("Chennai Organic Stores LLP");
    expect(text).toContain("GSTIN: 33AAKFC5678M1ZQ");
    expect(text).toContain("Place of supply: Tamil Nadu (33)");
    expect(hasHeading(text, "IGST")).toBe(true);
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("SGST");
    expect(text).toMatch(/50 NOS 2,600\.00 7,133\.50 1,17,015\.71 5% 5,850\.79 1,22,866\.50/);
    expect(text).toContain("Total 1,17,515.71 5,940.79 1,23,456.50");
    expect(text).toContain("Taxable value \u20b91,17,515.71");
    expect(text).toContain("IGST \u20b95,940.79");
    expect(text).toContain("Total \u20b91,23,456.50");
    expect(text).toContain("Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Paise Fifty Only");
  });

  it("draws a bill of supply without GSTIN or tax columns", async () => {
    const text = await textOf(BILL_OF_SUPPLY);
    expect(text).toContain("Bill of supply");
    expect(text).toContain("Bill no. GB/26-27/00007");
    expect(text).toContain("Date: 01-06-2026");
    expect(text).toContain("Ghani Home Foods");
    expect(text).toContain("Not registered for GST");
    expect(text).not.toContain("GSTIN");
    for (const taxWord of ["CGST", "SGST", "IGST", "Taxable", "Rate", "reverse charge"]) {
      expect(text, taxWord).not.toContain(taxWord);
    }
    expect(hasHeading(text, "Amount")).toBe(true);
    expect(text).toContain("1 Little millet 500 g 1008 4 NOS 65.00 0.00 260.00");
    expect(text).toContain("Total \u20b9300.00");
    expect(text).toContain("Total in words: Rupees Three Hundred Only");
    expect(text).toContain("Bill of supply: the supplier is not registered for GST; no tax is charged.");
  });

  it("draws a credit note with the invoice it reduces and the reason", async () => {
    const text = await textOf(CREDIT_NOTE);
    expect(text).toContain("Credit note");
    expect(text).not.toContain("Tax invoice");
    expect(text).toContain("Credit note no. GHCN/26-27/00001");
    expect(text).toContain("Date: 09-04-2026");
    expect(text).toContain("Against invoice GH/26-27/00042 dated 05-04-2026");
    expect(text).toContain("Reason: Bottle damaged in transit");
    expect(text).toContain("Total 400.00 10.00 10.00 420.00");
    expect(text).toContain("Total credit \u20b9420.00");
    expect(text).toContain("Rupees Four Hundred Twenty Only");
    expect(text).toContain("This is a computer-generated credit note.");
  });

  it("continues a 60-line invoice over three pages, repeating the table header", async () => {
    const pages = await pagesOf(await renderInvoicePdf(SIXTY_LINE_INVOICE));
    // Each row is two text lines high (the tax amount and its half rate under it): about 20 rows fit under the
    // heading of page 1 and 26 on a continuation page, so 60 rows need three pages.
    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      expect(hasHeading(page, "HSN/SAC"), `header on page ${index + 1}`).toBe(true);
      expect(page).toContain(`GH/26-27/00200 \u2022 page ${index + 1} of 3`);
    });
    expect(pages[1]).toContain("Tax invoice GH/26-27/00200 (continued)");
    expect(pages[2]).toContain("Tax invoice GH/26-27/00200 (continued)");

    const everything = pages.join("\n");
    for (let number = 1; number <= 60; number++) {
      const row = new RegExp(`(^|\\n)${number} Sampler pack number ${number} 1508 1 NOS 105\\.00`, "g");
      expect(everything.match(row), `row ${number}`).toHaveLength(1);
    }
    expect(pages[0]).toContain("Sampler pack number 1 ");
    expect(pages[2]).toContain("Sampler pack number 60 ");
    expect(pages[2]).toContain("Total 6,000.00 150.00 150.00 6,300.00");
    expect(pages[2]).toContain("Total \u20b96,300.00");
  });

  it("wraps a long description inside its column", async () => {
    const description =
      "Wood-pressed groundnut oil from the village ghani, slow-pressed with bullocks turning the pestle, " +
      "filtered through cloth and sun-settled for a week, 1 L glass bottle";
    const document: InvoiceDocument = {
      ...INTRA_STATE_INVOICE,
      lines: [{ ...INTRA_STATE_INVOICE.lines[0], description }],
    };
    const text = await textOf(document);
    const row = text.slice(text.indexOf("1 Wood-pressed"), text.indexOf("Total 1,150.00"));
    // Every word is there, the description spans several lines, and the figures follow it on the row.
    expect(row.replace(/\s+/g, " ")).toContain(description);
    expect(row.split("\n").length).toBeGreaterThan(3);
    expect(row).toContain("1508 2 NOS 450.00 60.00 800.00 5%");
  });

  it("prints accented Latin letters and marks characters no embedded font has", async () => {
    const document: InvoiceDocument = {
      ...INTRA_STATE_INVOICE,
      // ř is outside Latin-1 and falls back to r; Bengali is not among the shaped scripts (indic-pdf.test.ts).
      recipient: { ...HOME_BUYER, name: "Zoë Ångström Dvořák", address: ["Flat 4B, রাম Residency"] },
    };
    const text = await textOf(document);
    expect(text).toContain("Zoë Ångström Dvorák");
    // One "?" per code point: র, the vowel sign া, ম.
    expect(text).toContain("Flat 4B, ??? Residency");
  });
});
