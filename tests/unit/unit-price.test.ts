/** Unit sale prices as Legal Metrology asks listings to show them (INDIA.md): worked examples from the rule. */
import { describe, expect, it } from "vitest";
import { formatNetQuantity, unitSalePrice } from "../../app/lib/unit-price";

describe("unitSalePrice", () => {
  it("prices packs below 1 kg / 1 L per 100 g / 100 ml", () => {
    expect(unitSalePrice(225, 500, "ml")).toEqual({ amount: 45, per: "100 ml" });
    expect(unitSalePrice(99, 200, "g")).toEqual({ amount: 49.5, per: "100 g" });
    expect(unitSalePrice(120, 0.5, "kg")).toEqual({ amount: 24, per: "100 g" });
    expect(unitSalePrice(80, 0.25, "l")).toEqual({ amount: 32, per: "100 ml" });
    // Rounded to paise: ₹100 for 30 ml is ₹333.333... per 100 ml.
    expect(unitSalePrice(100, 30, "ml")).toEqual({ amount: 333.33, per: "100 ml" });
  });

  it("prices packs of 1 kg / 1 L and above per kg / litre", () => {
    expect(unitSalePrice(420, 1, "l")).toEqual({ amount: 420, per: "litre" });
    expect(unitSalePrice(1930, 5, "l")).toEqual({ amount: 386, per: "litre" });
    expect(unitSalePrice(150, 1000, "g")).toEqual({ amount: 150, per: "kg" });
    expect(unitSalePrice(1000, 1500, "ml")).toEqual({ amount: 666.67, per: "litre" });
    expect(unitSalePrice(280, 2, "kg")).toEqual({ amount: 140, per: "kg" });
  });

  it("prices numbered goods per piece", () => {
    expect(unitSalePrice(120, 6, "pcs")).toEqual({ amount: 20, per: "piece" });
    expect(unitSalePrice(199.5, 1, "pcs")).toEqual({ amount: 199.5, per: "piece" });
  });
});

describe("formatNetQuantity", () => {
  it("writes litres with a capital L and other units as given", () => {
    expect(formatNetQuantity(5, "l")).toBe("5 L");
    expect(formatNetQuantity(500, "ml")).toBe("500 ml");
    expect(formatNetQuantity(1, "kg")).toBe("1 kg");
  });
});
