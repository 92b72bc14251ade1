/**
 * The GST rules of worker/domains/invoices/shared/gst.ts and the invoice builder, checked against figures worked out by hand from the rules
 * (../shared/INDIA.md, Tax), not against the code's own formulas.
 */
import { describe, expect, it } from "vitest";
import {
  documentNumber,
  financialYear,
  gstinProblem,
  istDay,
  rateOn,
  rupeesInWords,
  splitInclusive,
  type GstRateRow,
} from "../../worker/domains/invoices/shared/gst";
import { buildCreditNote, buildInvoiceDocument, type GstSettings, type OrderLineForInvoice } from "../../worker/domains/invoices/invoices";

const RATES: GstRateRow[] = [
  { hsnPrefix: "", ratePercent: 18, effectiveFrom: "2017-07-01" },
  { hsnPrefix: "1508", ratePercent: 5, effectiveFrom: "2017-07-01" },
  { hsnPrefix: "2106", ratePercent: 12, effectiveFrom: "2017-07-01" },
  { hsnPrefix: "2106", ratePercent: 5, effectiveFrom: "2025-09-22" },
  { hsnPrefix: "210690", ratePercent: 18, effectiveFrom: "2017-07-01" },
];

describe("splitting a tax-inclusive amount", () => {
  it("takes 5 % out of ₹105 as ₹100 taxable, ₹2.50 CGST and ₹2.50 SGST within the state", () => {
    expect(splitInclusive(10_500, 5, true)).toEqual({ taxableValuePaise: 10_000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 });
  });

  it("puts all the tax in IGST to another state", () => {
    expect(splitInclusive(10_500, 5, false)).toEqual({ taxableValuePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 500 });
  });

  it("never gives one half the odd paisa: ₹1 at 18 % is 84 p taxable, 8 p + 8 p", () => {
    // 100 / 1.18 = 84.745... paise. 85 would leave 15 p of tax, which cannot halve; of the taxable values that leave an
    // even tax (84: 16 p, 86: 14 p), 84 is the nearer to 84.745, so CGST = SGST = 8 p.
    expect(splitInclusive(100, 18, true)).toEqual({ taxableValuePaise: 84, cgstPaise: 8, sgstPaise: 8, igstPaise: 0 });
    // To another state nothing is halved: the nearest paisa stays, 15 p IGST.
    expect(splitInclusive(100, 18, false)).toEqual({ taxableValuePaise: 85, cgstPaise: 0, sgstPaise: 0, igstPaise: 15 });
  });

  it("moves the taxable value towards the exact value, down or up, to leave an even tax", () => {
    // 22 / 1.05 = 20.952... paise: 21 leaves 1 p (odd) and lies above the exact value, so 20, tax 2 p = 1 p + 1 p.
    expect(splitInclusive(22, 5, true)).toEqual({ taxableValuePaise: 20, cgstPaise: 1, sgstPaise: 1, igstPaise: 0 });
    // 85 / 1.18 = 72.033... paise: 72 leaves 13 p (odd) and lies below the exact value, so 73, tax 12 p = 6 p + 6 p.
    expect(splitInclusive(85, 18, true)).toEqual({ taxableValuePaise: 73, cgstPaise: 6, sgstPaise: 6, igstPaise: 0 });
  });

  it("handles the 0.25 % rate in whole hundredths (₹1,002.50 is ₹1,000 + ₹2.50)", () => {
    expect(splitInclusive(100_250, 0.25, false)).toEqual({ taxableValuePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 250 });
  });

  it("2,000 random amounts and rates: CGST = SGST, taxable + tax = amount, taxable within a paisa of amount / (1 + rate)", () => {
    let seed = 7;
    // A linear congruential generator's low bits repeat in short cycles: draw from its high bits.
    const below = (n: number) => Math.floor(((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648) * n);
    let oddTaxes = 0;
    for (let index = 0; index < 2_000; index += 1) {
      const amount = below(5_000_000);
      const rate = [0, 0.25, 3, 5, 12, 18, 28, 40][below(8)];
      const intra = below(2) === 0;
      const split = splitInclusive(amount, rate, intra);
      const exact = amount / (1 + rate / 100);
      expect(split.cgstPaise).toBe(split.sgstPaise);
      expect(split.taxableValuePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(amount);
      expect(Math.abs(split.taxableValuePaise - exact)).toBeLessThanOrEqual(1 + 1e-9);
      if (!intra) expect(Math.abs(split.taxableValuePaise - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      if (intra) expect(split.igstPaise).toBe(0);
      else expect(split.cgstPaise + split.sgstPaise).toBe(0);
      if (intra && (amount - Math.round(exact)) % 2 !== 0) oddTaxes += 1;
    }
    // The odd case is common, so the property is exercised (about half of the intra-state cases).
    expect(oddTaxes).toBeGreaterThan(200);
  });
});

describe("dated rates", () => {
  it("applies the rate in force on the invoice day: namkeen (2106) was 12 % until 21 September 2025 and 5 % from the 22nd", () => {
    expect(rateOn(RATES, "21061000", "2025-09-21")).toBe(12);
    expect(rateOn(RATES, "21061000", "2025-09-22")).toBe(5);
  });

  it("prefers the longest matching HSN prefix whatever its date, and falls back to the catch-all", () => {
    expect(rateOn(RATES, "210690", "2026-01-01")).toBe(18);
    expect(rateOn(RATES, "150890", "2026-01-01")).toBe(5);
    expect(rateOn(RATES, "0909", "2026-01-01")).toBe(18);
    expect(rateOn(RATES, "", "2026-01-01")).toBe(18);
  });

  it("has no rate before any row is in force", () => {
    expect(rateOn(RATES, "1508", "2017-06-30")).toBeNull();
  });
});

describe("financial years and numbers", () => {
  it.each([
    ["2026-03-31", "2025-26"],
    ["2026-04-01", "2026-27"],
    ["2027-01-15", "2026-27"],
    ["2099-12-31", "2099-00"],
  ])("%s is in financial year %s", (day, year) => {
    expect(financialYear(day)).toBe(year);
  });

  it("dates by the day in India: 23:59 IST on 31 March is still the old year, 00:00 IST on 1 April the new one", () => {
    expect(istDay("2026-03-31T18:29:59Z")).toBe("2026-03-31");
    expect(istDay("2026-03-31T18:30:00Z")).toBe("2026-04-01");
  });

  it("numbers PREFIX/YY-YY/NNNNN within 16 characters for a 4-character prefix", () => {
    expect(documentNumber("GN", "2026-27", 1)).toBe("GN/26-27/00001");
    expect(documentNumber("GNCN", "2026-27", 12_345)).toBe("GNCN/26-27/12345");
    expect(documentNumber("GNCN", "2026-27", 99_999).length).toBeLessThanOrEqual(16);
  });
});

describe("GSTIN", () => {
  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "37AAAAA0000A1Z1", "36AAAAA0000A1Z3"])("accepts %s", (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it.each([
    ["27AAPFU0939F1Z", "GSTIN must be 15 characters"],
    ["27AAPFU0939F1XV", "GSTIN is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)"],
    ["00AAAAA0000A1Z5", "GSTIN starts with 00, which is no state's GST code"],
    ["27AAPFU0939F1ZW", "GSTIN check character does not match: check the number"],
  ])("refuses %s: %s", (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it("takes the states' codes from the one table of states, and GSTIN-only codes such as 97 (other territory) besides", () => {
    // Whatever the check character says, these start with a code a GSTIN may carry: 38 Ladakh, 07 Delhi, 97, 25.
    for (const code of ["38", "07", "97", "25"]) expect(gstinProblem(`${code}AAAAA0000A1ZZ`) ?? "").not.toMatch(/no state's GST code/);
    for (const code of ["00", "39", "96"]) expect(gstinProblem(`${code}AAAAA0000A1ZZ`)).toMatch(/no state's GST code/);
  });
});

describe("amounts in words", () => {
  it.each([
    [125_050, "Rupees One Thousand Two Hundred Fifty and Paise Fifty Only"],
    [100, "Rupees One Only"],
    [1_00_000_00, "Rupees One Lakh Only"],
    [12_34_56_789_00, "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only"],
    [5, "Rupees Zero and Paise Five Only"],
  ])("%d paise is %s", (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });
});

describe("building an invoice", () => {
  const settings: GstSettings = {
    gst: { registered: true, invoicePrefix: "GN", creditNotePrefix: "CN" },
    gstin: "37AAAAA0000A1Z1",
    legalName: "Ghani Test Shop",
    address: "1 Mill Road, Guntur",
    fssaiNumber: "10000000000000",
    state: "Andhra Pradesh",
  };
  const PINCODES: Record<string, string> = { "Andhra Pradesh": "522002", Karnataka: "560001" };
  const order = (state: string, fees: { deliveryFeePaise?: number; codFeePaise?: number } = {}, pincode = PINCODES[state]) => ({
    id: "order-1",
    name: "Asha Rani",
    doorNo: "4-12",
    street: "Temple Street",
    city: "Somewhere",
    pincode,
    state,
    deliveryFeePaise: fees.deliveryFeePaise ?? 0,
    codFeePaise: fees.codFeePaise ?? 0,
    buyerGstin: null,
    buyerBusinessName: null,
  });
  const lines: OrderLineForInvoice[] = [
    { productName: "Groundnut oil", variantLabel: "1 L", quantity: 2, unitPricePaise: 42_000, unitMrpPaise: 45_000, productBillPaise: 84_000, hsnCode: "150890", hsnUncertain: false },
    { productName: "Face pack", variantLabel: "100 g", quantity: 1, unitPricePaise: 11_800, unitMrpPaise: 11_800, productBillPaise: 11_800, hsnCode: "330499", hsnUncertain: false },
  ];

  it("within the shop's state: CGST + SGST per line at each HSN's rate, delivery at the principal supply's rate, totals equal to the bill", () => {
    const document = buildInvoiceDocument({ order: order("Andhra Pradesh", { deliveryFeePaise: 4_200 }), lines, settings, rates: RATES, day: "2026-11-26" });
    expect(document.intraState).toBe(true);
    expect(document.placeOfSupply).toEqual({ state: "Andhra Pradesh", stateCode: "37" });
    // ₹840 at 5 %: 800 + 20 + 20. ₹118 at 18 % (catch-all for 3304): 100 + 9 + 9. ₹42 delivery at 5 % (the oil is the principal supply): 40 + 1 + 1.
    expect(document.lines.map((line) => [line.taxableValuePaise, line.cgstPaise, line.sgstPaise, line.igstPaise, line.ratePercent])).toEqual([
      [80_000, 2_000, 2_000, 0, 5],
      [10_000, 900, 900, 0, 18],
      [4_000, 100, 100, 0, 5],
    ]);
    // 2 × ₹450 MRP − ₹60 discount = ₹840, the line's total.
    expect(document.lines[0]).toMatchObject({ quantity: 2, unitPricePaise: 45_000, discountPaise: 6_000, totalPaise: 84_000 });
    expect(document.lines[2]).toMatchObject({ description: "Delivery charge", hsn: "150890" });
    expect(document.totals).toEqual({ taxableValuePaise: 94_000, cgstPaise: 3_000, sgstPaise: 3_000, igstPaise: 0, totalPaise: 100_000 });
    expect(document.totalInWords).toBe("Rupees One Thousand Only");
  });

  it("to another state: IGST only", () => {
    const document = buildInvoiceDocument({ order: order("Karnataka"), lines, settings, rates: RATES, day: "2026-11-26" });
    expect(document.intraState).toBe(false);
    expect(document.placeOfSupply.stateCode).toBe("29");
    expect(document.totals).toEqual({ taxableValuePaise: 90_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 5_800, totalPaise: 95_800 });
  });

  it("an unregistered shop issues a bill of supply with no tax and no supplier GSTIN", () => {
    const document = buildInvoiceDocument({ order: order("Karnataka"), lines, settings: { ...settings, gst: { ...settings.gst, registered: false } }, rates: RATES, day: "2026-11-26" });
    expect(document.documentClass).toBe("bill-of-supply");
    expect(document.supplier.gstin).toBeNull();
    expect(document.totals).toEqual({ taxableValuePaise: 95_800, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 95_800 });
  });

  it("takes the place of supply from the pincode: \"AP\" with a Guntur pincode is Andhra Pradesh, a Delhi pincode is Delhi", () => {
    const guntur = buildInvoiceDocument({ order: order("AP", {}, "522201"), lines, settings, rates: RATES, day: "2026-11-26" });
    expect(guntur.placeOfSupply).toEqual({ state: "Andhra Pradesh", stateCode: "37" });
    expect(guntur.intraState).toBe(true);
    expect(guntur.recipient).toMatchObject({ state: "Andhra Pradesh", stateCode: "37" });
    const delhi = buildInvoiceDocument({ order: order("Andhra Pradesh", {}, "110001"), lines, settings, rates: RATES, day: "2026-11-26" });
    expect(delhi.placeOfSupply).toEqual({ state: "Delhi", stateCode: "07" });
    expect(delhi.intraState).toBe(false);
    expect(delhi.totals.cgstPaise + delhi.totals.sgstPaise).toBe(0);
  });

  it("every line of 300 random orders reads unit price × quantity − discount = total = taxable value + tax", () => {
    let seed = 11;
    const below = (n: number) => Math.floor(((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648) * n);
    const hsns = ["150890", "330499", "21069099", "0405"];
    for (let index = 0; index < 300; index += 1) {
      const randomLines: OrderLineForInvoice[] = Array.from({ length: 1 + below(5) }, (_, n) => {
        const sale = 100 + below(500_000);
        const quantity = 1 + below(12);
        // Some packs sell at MRP, some below it, and some lines are from before MRPs were kept (null).
        const mrp = [null, sale, sale + below(100_000)][below(3)];
        return { productName: `Item ${n}`, variantLabel: "1 pack", quantity, unitPricePaise: sale, unitMrpPaise: mrp, productBillPaise: sale * quantity, hsnCode: hsns[below(4)], hsnUncertain: false };
      });
      const state = below(2) === 0 ? "Andhra Pradesh" : "Karnataka";
      const document = buildInvoiceDocument({ order: order(state, { deliveryFeePaise: below(2) * 4_000 }), lines: randomLines, settings, rates: RATES, day: "2026-11-26" });
      document.lines.forEach((line, n) => {
        expect(line.unitPricePaise * line.quantity - line.discountPaise).toBe(line.totalPaise);
        expect(line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
        expect(line.cgstPaise).toBe(line.sgstPaise);
        const source = randomLines[n];
        if (!source) return;
        // Worked from the order line: the MRP (or the sale price without one) and what the buyer saved on it.
        const unit = source.unitMrpPaise ?? source.unitPricePaise;
        expect([line.unitPricePaise, line.discountPaise]).toEqual([unit, (unit - source.unitPricePaise) * source.quantity]);
      });
    }
  });

  it("a credit note repeats the invoice's lines and points at it", () => {
    const invoice = { ...buildInvoiceDocument({ order: order("Karnataka"), lines, settings, rates: RATES, day: "2026-11-26" }), number: "GN/26-27/00007" };
    const note = buildCreditNote(invoice, "2026-12-01", "Order cancelled");
    expect(note).toMatchObject({ kind: "credit-note", date: "2026-12-01", refersTo: { number: "GN/26-27/00007", date: "2026-11-26" }, reason: "Order cancelled" });
    expect(note.totals).toEqual(invoice.totals);
  });
});
