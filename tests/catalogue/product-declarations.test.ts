/** The product page's "Product details" block: every given declaration, per-pack facts, and never an empty row. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FooterContact } from "../../app/components/settings/footer-contact";
import { declarationRows, ProductDeclarations, type DeclaredProduct } from "../../app/components/catalogue/product-declarations";
import type { ProductDeclarationsView } from "../../worker/domains/catalogue/shared/declarations";
import { EMPTY_SHOP_SETTINGS, type ShopSettingsView } from "../../worker/domains/settings/shared/shop-settings";
import { resolveShopProfile, type ShopProfile, type ShopVars } from "../../worker/domains/settings/shared/shop-profile";
import { unitSalePrice } from "../../worker/domains/catalogue/shared/unit-price";
import { NO_DECLARATIONS as NONE } from "../helpers/declarations";
import { inLang, translate } from "../helpers/i18n";

const SETTINGS: ShopSettingsView = {
  ...EMPTY_SHOP_SETTINGS,
  legalName: "Ghani Naturals (Demo) Pvt Ltd",
  address: "1 Demo Street, Guntur 522002",
  fssaiNumber: "10000000000001",
  gstin: "",
  carePhone: "+91 98765 43210",
  careEmail: "care@example.com",
  updatedAt: null,
};

/** The shop's profile as pages get it: these settings, and a deployment that gives nothing (or `vars`). */
const NO_VARS: ShopVars = { SHOP_NAME: "", SHOP_EMAIL: "", SHOP_PHONE: "", SHOP_CITY: "", SHOP_STATE: "", UPI_VPA: "", UPI_PAYEE_NAME: "" };
const profileOf = (settings: ShopSettingsView, vars: Partial<ShopVars> = {}): ShopProfile => resolveShopProfile(settings, { ...NO_VARS, ...vars });

function product(declarations: Partial<ProductDeclarationsView> = {}, kind: DeclaredProduct["kind"] = "food"): DeclaredProduct {
  return {
    name: "Groundnut Oil",
    kind,
    declarations: { ...NONE, ...declarations },
    variants: [
      { _id: "v1", label: "500 ml", netQuantity: 500, unit: "ml", mrp: 200, salePrice: 180, unitSalePrice: unitSalePrice(20_000, 500, "ml") },
      { _id: "v2", label: "Family pack", netQuantity: 5, unit: "l", mrp: 1500, salePrice: 1400, unitSalePrice: unitSalePrice(150_000, 5, "l") },
    ],
  };
}

const render = (item: DeclaredProduct, settings: ShopSettingsView = SETTINGS) =>
  renderToStaticMarkup(inLang("en", createElement(ProductDeclarations, { product: item, shop: profileOf(settings) })));
const en = translate("en");

/** Every <dd> of the markup, its text without tags. */
const definitions = (html: string) => [...html.matchAll(/<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((match) => match[1].replace(/<[^>]+>/g, "").trim());

describe("ProductDeclarations", () => {
  it("shows every given declaration, with the shop standing in for the manufacturer and India for the country", () => {
    const html = render(
      product({
        genericName: "Groundnut oil (wood-pressed)",
        ingredients: "Groundnuts (100%)",
        shelfLife: "6 months from packing",
        storage: "Cool, dry place",
        dietMark: "veg",
        allergens: "Contains groundnuts",
        labelImage: "https://shop.test/images/label.png",
      }),
    );
    expect(html).toContain("Product details");
    for (const text of [
      "Groundnut oil (wood-pressed)",
      "Groundnuts (100%)",
      "Vegetarian",
      "Contains groundnuts",
      "6 months from packing",
      "Cool, dry place",
      "India",
      "Ghani Naturals (Demo) Pvt Ltd, 1 Demo Street, Guntur 522002",
      "+91 98765 43210, care@example.com",
      "10000000000001",
    ]) {
      expect(definitions(html)).toContain(text);
    }
    expect(html).toContain('alt="Front label of Groundnut Oil"');
  });

  it("lists each pack's net quantity, MRP (incl. of all taxes), price and unit sale price (from the MRP)", () => {
    const html = render(product());
    expect(html).toContain("MRP (incl. of all taxes)");
    expect(html).toContain("500 ml");
    expect(html).toContain("5 L");
    expect(html).toContain("(Family pack)");
    expect(html).toMatch(/₹1,500/);
    expect(html).toContain("₹0.40/ml"); // MRP ₹200 for 500 ml (rule 6(11): per ml below a litre)
    expect(html).toContain("₹300.00/litre"); // MRP ₹1,500 for 5 L (per litre above a litre)
  });

  it("never shows an empty row: a product and shop that give nothing show only the default country", () => {
    const html = render(product({ genericName: "   " }), EMPTY_SHOP_SETTINGS);
    expect(definitions(html)).toEqual(["India"]);
    expect(html).not.toContain("<img");
    for (const row of declarationRows(product(), profileOf({ ...EMPTY_SHOP_SETTINGS, carePhone: "1800 000 000" }), en)) expect(row.value.trim()).not.toBe("");
  });

  it("names a product's own manufacturer and country instead of the defaults", () => {
    const rows = declarationRows(product({ manufacturer: "Demo Packers, Guntur", countryOfOrigin: "Sri Lanka", dietMark: "non-veg" }), profileOf(SETTINGS), en);
    expect(rows).toContainEqual({ label: "Manufactured / packed by", value: "Demo Packers, Guntur" });
    expect(rows).toContainEqual({ label: "Country of origin", value: "Sri Lanka" });
    expect(rows).toContainEqual({ label: "Veg / non-veg", value: "Non-vegetarian" });
  });
});

describe("footer contact", () => {
  const deployment = { email: "hello@deploy.example", phone: "99999 00000", city: "Guntur", state: "Andhra Pradesh" };
  const vars = { SHOP_EMAIL: deployment.email, SHOP_PHONE: deployment.phone, SHOP_CITY: deployment.city, SHOP_STATE: deployment.state };

  it("shows the FSSAI number, legal name, address and consumer care from the settings", () => {
    const html = renderToStaticMarkup(inLang("en", createElement(FooterContact, { profile: profileOf(SETTINGS, vars) })));
    for (const text of ["FSSAI Lic. No. 10000000000001", SETTINGS.legalName, SETTINGS.address, "care@example.com", "+91 98765 43210", 'href="tel:+919876543210"']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain(deployment.email);
  });

  it("falls back to the deployment's contact and shows no empty FSSAI line before the settings are saved", () => {
    const html = renderToStaticMarkup(inLang("en", createElement(FooterContact, { profile: profileOf(EMPTY_SHOP_SETTINGS, vars) })));
    expect(html).toContain(deployment.email);
    expect(html).toContain("Guntur, Andhra Pradesh");
    expect(html).not.toContain("FSSAI");
  });
});
