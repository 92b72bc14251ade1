/** Shop settings validation (FSSAI number, GSTIN with its check character) and the declarations' missing list. */
import { describe, expect, it } from "vitest";
import { missingDeclarations } from "../../worker/domains/catalogue/shared/declarations";
import { describeIssues } from "../../worker/shared/text-fields";
import { productInputSchema } from "../../worker/domains/catalogue/shared/schemas";
import { gstinCheckCharacter, isValidGstin } from "../../worker/domains/invoices/shared/gst";
import { shopSettingsInputSchema } from "../../worker/domains/settings/shared/schemas";
import { seedDeclarations, seedHsnCodes, seedProducts, seedShopSettings } from "../../db/seed-data";
import { NO_DECLARATIONS as NONE } from "../helpers/declarations";

const VALID = {
  legalName: "Ghani Naturals (Demo) Pvt Ltd",
  address: "1 Demo Street, Guntur 522002",
  fssaiNumber: "10000000000001",
  gstin: "27AAPFU0939F1ZV",
  carePhone: "+91 98765 43210",
  careEmail: "Care@Example.com",
};

function settingsError(overrides: Record<string, unknown>): string | null {
  const result = shopSettingsInputSchema.safeParse({ ...VALID, ...overrides });
  return result.success ? null : describeIssues(result.error);
}

describe("GSTIN check character (mod 36)", () => {
  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8"])("accepts the real GSTIN %s", (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(isValidGstin(gstin)).toBe(true);
  });

  it.each(["27AAPFU0939F1ZW", "27AAPFU0939F1Z0", "29AAGCB7383J1Z5"])("refuses %s, whose last character is not its check character", (gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });
});

describe("shop settings input", () => {
  it("accepts a full valid set, normalising the GSTIN, FSSAI spacing and e-mail", () => {
    const parsed = shopSettingsInputSchema.parse({ ...VALID, gstin: " 27aapfu0939f1zv ", fssaiNumber: "1000 0000 0000 01" });
    expect(parsed).toMatchObject({ gstin: "27AAPFU0939F1ZV", fssaiNumber: "10000000000001", careEmail: "care@example.com" });
  });

  it("takes a missing, null or blank GSTIN as not registered", () => {
    for (const gstin of [undefined, null, "", "   "]) expect(shopSettingsInputSchema.parse({ ...VALID, gstin }).gstin).toBe("");
  });

  it.each([
    ["", "FSSAI number is required"],
    ["1234567890123", "FSSAI number must be exactly 14 digits"],
    ["123456789012345", "FSSAI number must be exactly 14 digits"],
    ["1234567890123A", "FSSAI number must be exactly 14 digits"],
    [12345678901234, "FSSAI number must be text"],
  ])("refuses the FSSAI number %j", (fssaiNumber, message) => {
    expect(settingsError({ fssaiNumber })).toBe(message);
  });

  it.each([
    ["27AAPFU0939F1Z", "GSTIN must be 15 characters"],
    ["27AAPFU0939F1ZVX", "GSTIN must be 15 characters"],
    ["2AAAPFU0939F1ZV", "GSTIN is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)"],
    ["27AAPFU0939F1XV", "GSTIN is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)"],
    ["27AAPFU0939F1ZW", "GSTIN check character does not match: check the number"],
    [27, "GSTIN must be text"],
  ])("refuses the GSTIN %j", (gstin, message) => {
    expect(settingsError({ gstin })).toBe(message);
  });

  it.each([
    [{ legalName: "" }, "Legal name is required"],
    [{ address: undefined }, "Address is required"],
    [{ carePhone: "12345" }, "Consumer-care phone must have 8 to 13 digits"],
    [{ carePhone: "call us" }, "Consumer-care phone may use only digits, spaces, hyphens, brackets and a leading +"],
    [{ careEmail: "not-an-address" }, "Consumer-care e-mail must be a valid e-mail address"],
  ])("refuses %j", (overrides, message) => {
    expect(settingsError(overrides)).toBe(message);
  });
});

describe("missing declarations", () => {
  it("names every required declaration of a food that gives none; manufacturer and country have defaults", () => {
    expect(missingDeclarations(NONE, "food")).toEqual(["generic name", "ingredients", "shelf life", "storage", "veg mark", "front label picture", "back label picture"]);
  });

  it("is empty once the required ones are given, allergens being optional", () => {
    const given = {
      ...NONE,
      genericName: "Groundnut oil",
      ingredients: "Groundnuts",
      shelfLife: "6 months",
      storage: "Cool, dry place",
      dietMark: "veg" as const,
      labelImage: "https://shop.test/images/front.png",
      labelBackImage: "https://shop.test/images/back.png",
    };
    expect(missingDeclarations(given, "food")).toEqual([]);
  });
});

describe("product declarations input", () => {
  const base = { name: "Oil", description: "Good oil", category: "c1", mrp: 100, salePrice: 90 };

  it("leaves absent declarations undefined (an update keeps them) and turns blank ones into null", () => {
    const absent = productInputSchema.parse(base);
    expect(absent.genericName).toBeUndefined();
    expect(absent.dietMark).toBeUndefined();
    const blank = productInputSchema.parse({ ...base, genericName: "  ", dietMark: "", allergens: null });
    expect(blank).toMatchObject({ genericName: null, dietMark: null, allergens: null });
  });

  it("trims given text and takes the two veg marks", () => {
    expect(productInputSchema.parse({ ...base, ingredients: "  Groundnuts  ", dietMark: "non-veg" })).toMatchObject({ ingredients: "Groundnuts", dietMark: "non-veg" });
  });

  it.each([
    [{ dietMark: "vegan" }, 'Veg mark must be "veg" or "non-veg", or empty'],
    [{ genericName: 12 }, "Generic name must be text"],
    [{ shelfLife: "x".repeat(201) }, "Shelf life must be at most 200 characters"],
    [{ storage: "Keep\u0007cool" }, "Storage instructions contains characters that are not allowed"],
  ])("refuses %j naming the field", (overrides, message) => {
    const result = productInputSchema.safeParse({ ...base, ...overrides });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toBe(message);
  });
});

describe("demo seed values", () => {
  it("every seed product declares everything a listing needs, and the demo settings pass the settings schema", () => {
    for (const product of seedProducts) {
      const { kind, ...declarations } = { ...seedDeclarations(product), hsnCode: seedHsnCodes[product.key] };
      expect(missingDeclarations(declarations, kind), product.key).toEqual([]);
      expect(productInputSchema.safeParse({ name: product.name, description: "d", category: "c", mrp: 1, salePrice: 1, ...declarations }).success, product.key).toBe(true);
    }
    expect(shopSettingsInputSchema.parse(seedShopSettings)).toMatchObject({ fssaiNumber: "10000000000000", gstin: "37AAAAA0000A1Z1", gstRegistered: true });
    expect(seedShopSettings.legalName).toMatch(/demo/i);
  });
});
