/**
 * Unit sale prices as the Legal Metrology (Packaged Commodities) Rules 2011, rule 6(11) (G.S.R. 226(E), 2022) ask
 * listings to declare them: from the MRP, in rupees to two decimals, per gram below 1 kg and per kilogram above,
 * per millilitre below 1 L and per litre above, per unit for goods sold by number, and none where the MRP equals
 * the unit sale price. The rule itself has no illustrations: these are its arithmetic, worked by hand.
 */
import { describe, expect, it } from "vitest";
import { formatNetQuantity, formatUnitPrice, pricePerUnit, unitBasisOf, unitSalePrice } from "../../worker/domains/catalogue/shared/unit-price";

describe("unitSalePrice (rule 6(11), from the MRP in paise)", () => {
  it.each([
    ["100 g at ₹45", 4_500, 100, "g", { amount: 0.45, per: "g" }],
    ["500 g at ₹240", 24_000, 500, "g", { amount: 0.48, per: "g" }],
    ["200 g at ₹95 (0.475, rounded off to 0.48)", 9_500, 200, "g", { amount: 0.48, per: "g" }],
    ["500 ml at ₹225", 22_500, 500, "ml", { amount: 0.45, per: "ml" }],
    ["200 ml at ₹150", 15_000, 200, "ml", { amount: 0.75, per: "ml" }],
    ["0.5 kg at ₹120", 12_000, 0.5, "kg", { amount: 0.24, per: "g" }],
    ["2.5 kg at ₹1,050", 105_000, 2.5, "kg", { amount: 420, per: "kg" }],
    ["5 L at ₹1,450", 145_000, 5, "l", { amount: 290, per: "litre" }],
    ["1,500 ml at ₹1,000 (666.666…)", 100_000, 1500, "ml", { amount: 666.67, per: "litre" }],
    ["12 pieces at ₹180", 18_000, 12, "pcs", { amount: 15, per: "unit" }],
    ["30 ml at ₹100 (3.333…)", 10_000, 30, "ml", { amount: 3.33, per: "ml" }],
  ] as const)("%s", (_name, mrpPaise, netQuantity, unit, expected) => {
    expect(unitSalePrice(mrpPaise, netQuantity, unit)).toEqual(expected);
  });

  it.each([
    ["1 kg", 1, "kg"],
    ["1,000 g", 1000, "g"],
    ["1 L", 1, "l"],
    ["1,000 ml", 1000, "ml"],
    ["one piece", 1, "pcs"],
  ] as const)("is not declared for %s: the MRP is the unit sale price", (_name, netQuantity, unit) => {
    expect(unitSalePrice(42_000, netQuantity, unit)).toBeNull();
  });

  it("declares in the rule's units: g and ml below 1 kg / 1 L, kg and litre above, unit by number", () => {
    expect(unitBasisOf(999, "g")).toEqual({ per: "g", quantity: 999 });
    expect(unitBasisOf(1001, "g")).toEqual({ per: "kg", quantity: 1.001 });
    expect(unitBasisOf(0.75, "l")).toEqual({ per: "ml", quantity: 750 });
    expect(unitBasisOf(6, "pcs")).toEqual({ per: "unit", quantity: 6 });
  });
});

describe("pricePerUnit: the selling price in the same unit", () => {
  it("follows the same bands, and is given for 1 kg / 1 L too", () => {
    expect(pricePerUnit(22_500, 500, "ml")).toEqual({ amount: 0.45, per: "ml" });
    expect(pricePerUnit(42_000, 1, "l")).toEqual({ amount: 420, per: "litre" });
    expect(pricePerUnit(19_950, 1, "pcs")).toEqual({ amount: 199.5, per: "unit" });
  });
});

describe("formatting", () => {
  it("prints unit prices to two decimals with their unit", () => {
    expect(formatUnitPrice({ amount: 0.48, per: "g" })).toBe("₹0.48/g");
    expect(formatUnitPrice({ amount: 290, per: "litre" })).toBe("₹290.00/litre");
    expect(formatUnitPrice({ amount: 1234.5, per: "kg" })).toBe("₹1,234.50/kg");
  });

  it("writes litres with a capital L and other units as given", () => {
    expect(formatNetQuantity(5, "l")).toBe("5 L");
    expect(formatNetQuantity(500, "ml")).toBe("500 ml");
    expect(formatNetQuantity(1, "kg")).toBe("1 kg");
  });
});
