/**
 * The product form's pack rows (app/components/admin/pack-rows.ts): the per-row checks made before saving, the
 * `variants` list sent (row order = position; existing packs keep their _id and send no stock), and row moves.
 */
import { describe, expect, it } from "vitest";
import { emptyPackRow, moveRow, packPayload, packRowProblems, packRowsFrom, type PackFormRow } from "../../app/components/admin/pack-rows";
import { productInputSchema } from "../../worker/domains/catalogue/shared/schemas";
import type { PackView } from "../../worker/domains/catalogue/shared/views";

const row = (overrides: Partial<PackFormRow>): PackFormRow => ({
  ...emptyPackRow(),
  label: "1 L",
  netQuantity: "1",
  unit: "l",
  mrp: "450",
  salePrice: "420",
  sku: "GNO-1L",
  ...overrides,
});

describe("packRowProblems", () => {
  it("finds nothing wrong with complete, consistent rows", () => {
    expect(packRowProblems([row({}), row({ label: "5 L", netQuantity: "5", sku: "GNO-5L" })], true)).toEqual([[], []]);
  });

  it("names a sale price above MRP, a SKU used twice (in any case) and a net quantity that is not positive, on their rows", () => {
    const problems = packRowProblems([row({ salePrice: "470" }), row({ sku: "gno-1l", netQuantity: "0" }), row({ sku: "OTHER" })], false);
    expect(problems[0]).toEqual(["Sale price cannot be more than MRP", "SKU GNO-1L is used by another pack in this form"]);
    expect(problems[1]).toEqual(["Net quantity must be a number more than 0", "SKU GNO-1L is used by another pack in this form"]);
    expect(problems[2]).toEqual([]);
  });

  it("asks for the required fields only once the admin tries to save", () => {
    const blank = emptyPackRow();
    expect(packRowProblems([blank], false)).toEqual([[]]);
    expect(packRowProblems([blank], true)[0]).toEqual(["Label is required", "Net quantity is required", "MRP is required", "Sale price is required", "SKU is required"]);
  });

  it("refuses an opening stock that is not a whole number, but only on new rows", () => {
    expect(packRowProblems([row({ openingStock: "2.5" })], true)[0]).toEqual(["Opening stock must be a whole number, or empty when not counted"]);
    expect(packRowProblems([row({ _id: "v1", openingStock: "2.5" })], true)[0]).toEqual([]);
  });
});

describe("packPayload", () => {
  const existing: PackView = {
    _id: "v1",
    label: "500 ml",
    netQuantity: 500,
    unit: "ml",
    mrp: 250,
    salePrice: 230,
    unitPrice: { amount: 0.46, per: "ml" },
    unitSalePrice: { amount: 0.5, per: "ml" },
    sku: "GNO-500",
    stock: 12,
    inStock: true,
    weightGrams: 520,
    lowStockThreshold: 4,
  };

  it("sends existing packs with their _id and no stock, new ones with their opening stock, in row order, as the server's schema reads it", () => {
    const rows = moveRow([...packRowsFrom([existing]), row({ openingStock: "7", weightGrams: "", lowStockThreshold: "" })], 1, -1);
    const payload = packPayload(rows);
    expect(payload.map((pack) => pack.sku)).toEqual(["GNO-1L", "GNO-500"]);
    expect(payload[1]).toMatchObject({ _id: "v1", weightGrams: "520", lowStockThreshold: "4" });
    expect(payload[1]).not.toHaveProperty("stock");
    expect(payload[0]).not.toHaveProperty("_id");

    const parsed = productInputSchema.parse({ name: "Groundnut Oil", description: "Wood pressed", category: "c1", variants: payload });
    expect(parsed.variants!.map((pack) => [pack._id, pack.sku, pack.stock, pack.weightGrams, pack.lowStockThreshold])).toEqual([
      [null, "GNO-1L", 7, 0, 5],
      ["v1", "GNO-500", null, 520, 4],
    ]);
  });

  it("moveRow leaves the list as it is at either end", () => {
    expect(moveRow(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveRow(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(moveRow(["a", "b"], 0, 1)).toEqual(["b", "a"]);
  });
});
