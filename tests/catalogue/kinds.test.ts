/**
 * Issue 33: kinds of product. `kind` (food by default, cosmetic, utensil, other) and `licenceNumber` on the product
 * save and answer, an unknown kind a 400 naming the field, an old client's save keeping the kind; a non-food product
 * refuses a veg mark and never shows one, nor the shop's FSSAI number (API, the product page's data and its
 * markup); each kind's required declarations, a food's label pictures among them, flagged on the admin's lists.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ProductDeclarations } from "../../app/components/catalogue/product-declarations";
import { ProductCard } from "../../app/components/catalogue/product-card";
import { KIND_MESSAGE } from "../../worker/domains/catalogue/shared/kind-schema";
import { PRODUCT_KINDS } from "../../worker/domains/catalogue/shared/product-kinds";
import { missingDeclarations } from "../../worker/domains/catalogue/shared/declarations";
import { resolveShopProfile } from "../../worker/domains/settings/shared/shop-profile";
import { call, env, ORIGIN } from "../helpers/api";
import { addCategory, addProduct, productBody } from "../helpers/catalogue";
import { NO_DECLARATIONS } from "../helpers/declarations";
import { createAdmin, type Account } from "../helpers/factories";
import { inLang } from "../helpers/i18n";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

let admin: Account;
let categoryId: string;

const FSSAI = "10000000000042";
const SETTINGS = {
  legalName: "Ghani Naturals (Test) Pvt Ltd",
  address: "1 Test Street, Guntur 522002",
  fssaiNumber: FSSAI,
  gstin: "",
  carePhone: "+91 98765 43210",
  careEmail: "care@example.com",
};

const FOOD = {
  genericName: "Groundnut oil",
  ingredients: "Groundnuts (100%)",
  allergens: "Contains groundnuts",
  shelfLife: "6 months",
  storage: "Cool, dry place",
  dietMark: "veg",
  labelImage: `${ORIGIN}/images/01hzzzzzzzzzzzzzzzzzzzzzzz.png`,
  labelBackImage: `${ORIGIN}/images/01hyyyyyyyyyyyyyyyyyyyyyyy.png`,
};

const FACE_OIL = {
  kind: "cosmetic",
  name: "Kumkumadi Face Oil (test)",
  description: "A face oil of saffron and sandalwood in sesame oil.",
  genericName: "Herbal face oil",
  ingredients: "Sesame oil, saffron, sandalwood",
  licenceNumber: "AP/COS/DEMO-0099",
};

beforeAll(async () => {
  admin = await createAdmin();
  categoryId = (await addCategory(admin))._id;
  const saved = await call("/api/admin/settings", { method: "PUT", token: admin.token, json: SETTINGS });
  if (saved.status !== 200) throw new Error(saved.text);
}, 120_000);

const save = (json: Record<string, unknown>, id?: string) =>
  call(id ? `/api/admin/product/update/${id}` : "/api/admin/product/add", { method: id ? "PUT" : "POST", token: admin.token, json: productBody(categoryId, json) });

describe("the kind on the product save and answer", () => {
  it("is food by default, for a new product and one an old client saves", async () => {
    const product = await addProduct(admin, categoryId, FOOD);
    expect(product.kind).toBe("food");
    expect(product.declarations).toMatchObject({ dietMark: "veg", licenceNumber: null, labelBackImage: FOOD.labelBackImage });
    expect(product.missingDeclarations).toEqual([]);
    const stored = await env.DB.prepare("select kind, label_back_image from products where id = ?").bind(product._id).first();
    expect(stored).toEqual({ kind: "food", label_back_image: "/images/01hyyyyyyyyyyyyyyyyyyyyyyy.png" });
  });

  it("keeps a cosmetic a cosmetic when an old client (no kind, no licence number) saves it", async () => {
    const created = await save(FACE_OIL);
    expect(created.status, created.text).toBe(201);
    const cosmetic = created.body.product;
    expect(cosmetic.kind).toBe("cosmetic");
    expect(cosmetic.declarations).toMatchObject({ licenceNumber: FACE_OIL.licenceNumber, dietMark: null });
    expect(cosmetic.missingDeclarations).toEqual([]);
    const oldClient = await save({ name: FACE_OIL.name, description: FACE_OIL.description }, cosmetic._id);
    expect(oldClient.status, oldClient.text).toBe(200);
    expect(oldClient.body.product).toMatchObject({ kind: "cosmetic", declarations: { licenceNumber: FACE_OIL.licenceNumber } });
  });

  it.each([["vegetable"], [""], [null], [3], [["food"]]])("refuses kind %j with a 400 naming the field", async (kind) => {
    const response = await save({ ...FOOD, kind });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(KIND_MESSAGE);
  });

  it("names every kind in its refusal", () => {
    for (const kind of PRODUCT_KINDS) expect(KIND_MESSAGE).toContain(kind);
  });

  it("refuses a veg mark on a non-food product and a licence number on a food, naming the field", async () => {
    const veg = await save({ ...FACE_OIL, dietMark: "veg" });
    expect(veg.status).toBe(400);
    expect(veg.body.message).toBe("Veg mark (dietMark) is for food only: leave it empty for a product that is not food");
    const licence = await save({ ...FOOD, licenceNumber: "AP/COS/1" });
    expect(licence.status).toBe(400);
    expect(licence.body.message).toMatch(/^Manufacturing licence number \(licenceNumber\) is for cosmetics only/);
    const telugu = await call("/api/admin/product/add?lang=te", { token: admin.token, json: productBody(categoryId, { ...FACE_OIL, dietMark: "veg" }) });
    expect(telugu.body.message).toContain("వెజ్ గుర్తు (dietMark) ఆహారానికి మాత్రమే");
  });

  it("clears a food's veg mark when the product becomes a cosmetic, and its licence number when it stops being one", async () => {
    const food = await addProduct(admin, categoryId, FOOD);
    const turned = await save({ kind: "cosmetic", licenceNumber: "AP/COS/DEMO-0100", name: food.name }, food._id);
    expect(turned.status, turned.text).toBe(200);
    expect(turned.body.product.declarations.dietMark).toBeNull();
    expect((await env.DB.prepare("select diet_mark from products where id = ?").bind(food._id).first())?.diet_mark).toBeNull();
    const back = await save({ kind: "utensil", name: food.name }, food._id);
    expect(back.status, back.text).toBe(200);
    expect((await env.DB.prepare("select licence_number, kind from products where id = ?").bind(food._id).first())).toEqual({ licence_number: null, kind: "utensil" });
  });
});

describe("each kind's required declarations", () => {
  it("food needs its label pictures; a cosmetic its ingredients and licence number; a utensil its maker and country", () => {
    expect(missingDeclarations({ ...NO_DECLARATIONS, ...FOOD, dietMark: "veg", labelBackImage: null }, "food")).toEqual(["back label picture"]);
    expect(missingDeclarations(NO_DECLARATIONS, "cosmetic")).toEqual(["ingredients", "manufacturing licence number"]);
    expect(missingDeclarations(NO_DECLARATIONS, "utensil")).toEqual(["generic name", "manufacturer", "country of origin"]);
    expect(missingDeclarations({ ...NO_DECLARATIONS, genericName: "Brass lamp", manufacturer: "A maker, Moradabad", countryOfOrigin: "India" }, "other")).toEqual([]);
  });

  it("flags a food without its label pictures on the admin's product list and overview, not a complete cosmetic", async () => {
    const bare = await addProduct(admin, categoryId, { ...FOOD, labelImage: "", labelBackImage: "" });
    const cosmetic = (await save(FACE_OIL)).body.product;
    const listed = (await call("/api/admin/product/all", { token: admin.token })).body.products;
    expect(listed.find((item: { _id: string }) => item._id === bare._id).missingDeclarations).toEqual(["front label picture", "back label picture"]);
    const overview = await callPage("/admin/activity", { cookie: `${SESSION_COOKIE}=${admin.token}` });
    const incomplete = overview.body.loaderData["routes/admin/activity"].incomplete as { _id: string; missingDeclarations: string[] }[];
    expect(incomplete.find((item) => item._id === bare._id)?.missingDeclarations).toEqual(["front label picture", "back label picture"]);
    expect(incomplete.map((item) => item._id)).not.toContain(cosmetic._id);
    // The public page still works without them.
    expect((await callPage(`/products/${bare.slug}`)).status).toBe(200);
  });
});

describe("a cosmetic's page", () => {
  it("shows no FSSAI number and no veg mark (API, page data and markup); a food's shows both", async () => {
    const cosmetic = (await save({ ...FACE_OIL, name: `${FACE_OIL.name} page` })).body.product;
    const food = await addProduct(admin, categoryId, FOOD);
    const api = await call(`/api/admin/product/${cosmetic._id}`);
    expect(api.body.product.declarations.dietMark).toBeNull();
    expect(api.text).not.toContain(FSSAI);
    const profile = resolveShopProfile({ ...SETTINGS, gstRegistered: false, updatedAt: null } as never, { SHOP_NAME: "", SHOP_EMAIL: "", SHOP_PHONE: "", SHOP_CITY: "", SHOP_STATE: "", UPI_VPA: "", UPI_PAYEE_NAME: "" });
    const pageOf = async (slug: string) => {
      const page = await callPage(`/products/${slug}`);
      expect(page.status).toBe(200);
      const product = page.body.loaderData["routes/product"].product;
      const html = renderToStaticMarkup(
        inLang("en", createElement(MemoryRouter, null, createElement(ProductDeclarations, { product, shop: profile }), createElement(ProductCard, { product, priority: false, adding: false, quantityInCart: () => 0, onAdd: () => undefined, onViewBlob: () => undefined }))),
      );
      return { product, html };
    };
    const cosmeticPage = await pageOf(cosmetic.slug);
    expect(cosmeticPage.product).toMatchObject({ kind: "cosmetic", dietMark: null, declarations: { dietMark: null, licenceNumber: FACE_OIL.licenceNumber } });
    expect(cosmeticPage.html).not.toContain(FSSAI);
    expect(cosmeticPage.html).not.toContain("FSSAI");
    expect(cosmeticPage.html).not.toContain("data-diet-mark");
    expect(cosmeticPage.html).not.toContain("Vegetarian");
    expect(cosmeticPage.html).toContain(FACE_OIL.licenceNumber);
    const foodPage = await pageOf(food.slug);
    expect(foodPage.html).toContain(FSSAI);
    expect(foodPage.html).toContain('data-diet-mark="veg"');
    expect(foodPage.html).toContain(`alt="Front label of ${food.name}"`);
    expect(foodPage.html).toContain(`alt="Back label of ${food.name}"`);
    expect(foodPage.html).toMatch(/<img[^>]*src="[^"]*01hyyyyyyyyyyyyyyyyyyyyyyy\.png"[^>]*loading="lazy"/);
  });
});

describe("the demo catalogue's kinds and label pictures", () => {
  const drawn = new Set(Object.keys(import.meta.glob("../../public/demo/labels/*.webp")).map((path) => path.replace("../../public", "")));

  it("gives every demo food both label pictures, drawn in public/demo/labels, and makes the face oil and bath powder cosmetics", async () => {
    const { seedDeclarations, seedProducts } = await import("../../db/seed-data");
    for (const product of seedProducts) {
      const declarations = seedDeclarations(product);
      if (declarations.kind !== "food") continue;
      expect(drawn.has(declarations.labelImage ?? ""), `${product.key} front`).toBe(true);
      expect(drawn.has(declarations.labelBackImage ?? ""), `${product.key} back`).toBe(true);
    }
    for (const key of ["kumkumadi-oil", "sunnipindi"]) {
      const declarations = seedDeclarations({ key, categoryKey: "skincare" });
      expect(declarations).toMatchObject({ kind: "cosmetic", dietMark: null, licenceNumber: expect.stringMatching(/demo/i) });
      expect(missingDeclarations({ ...NO_DECLARATIONS, ...declarations }, "cosmetic"), key).toEqual([]);
    }
  });
});
