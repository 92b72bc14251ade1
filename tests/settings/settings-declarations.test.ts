/**
 * Issue 15 (B): the shop settings API (public read, admin write with an audit entry) and listing declarations on
 * products: stored through the product API, shown in every product view, and flagged when incomplete.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env, ORIGIN } from "../helpers/api";
import { addCategory, addProduct, productBody, uploadPng } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";

const SETTINGS = {
  legalName: "Ghani Naturals (Demo) Pvt Ltd",
  address: "1 Demo Street, Guntur 522002",
  fssaiNumber: "10000000000001",
  gstin: "27AAPFU0939F1ZV",
  carePhone: "+91 98765 43210",
  careEmail: "care@example.com",
};

const DECLARATIONS = {
  genericName: "Groundnut oil (wood-pressed)",
  ingredients: "Groundnuts (100%)",
  manufacturer: "Demo Packers, 2 Mill Road, Guntur",
  countryOfOrigin: "India",
  shelfLife: "6 months from packing",
  storage: "Store in a cool, dry place away from sunlight",
  dietMark: "veg",
  allergens: "Contains groundnuts",
  labelImage: `${ORIGIN}/images/01hzzzzzzzzzzzzzzzzzzzzzzz.png`,
  // Issue 33: a food's back label picture, and the licence number a food never has.
  labelBackImage: `${ORIGIN}/images/01hyyyyyyyyyyyyyyyyyyyyyyy.png`,
  licenceNumber: null,
  // Not shown to shoppers: the GST invoice's HSN code (issue 19), saved and cleared like the declarations.
  hsnCode: "150890",
};
const ALL_REQUIRED_MISSING = ["generic name", "ingredients", "shelf life", "storage", "veg mark", "front label picture", "back label picture"];

let admin: Account;
let customer: Account;
let categoryId: string;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
  categoryId = (await addCategory(admin))._id;
}, 60_000);

describe("shop settings API", () => {
  it("PUT /api/admin/settings is for admins only", async () => {
    expect((await call("/api/admin/settings", { method: "PUT", json: SETTINGS })).status).toBe(401);
    expect((await call("/api/admin/settings", { method: "PUT", token: customer.token, json: SETTINGS })).status).toBe(403);
  });

  it("an admin saves the settings (audited) and anyone reads them back from GET /api/settings", async () => {
    const saved = await call("/api/admin/settings", { method: "PUT", token: admin.token, json: { ...SETTINGS, gstin: "27aapfu0939f1zv" } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.settings).toMatchObject(SETTINGS);
    const read = await call("/api/settings");
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, settings: { ...SETTINGS, updatedAt: saved.body.settings.updatedAt } });
    const audit = await env.DB.prepare("select * from audit_log where entity = 'settings' order by id desc limit 1").first<Record<string, unknown>>();
    expect(audit).toMatchObject({ actor_id: admin.user._id, action: "update", entity_id: "1" });
  });

  it("refuses a bad FSSAI number or GSTIN with a 400 naming it, and keeps what was saved", async () => {
    await call("/api/admin/settings", { method: "PUT", token: admin.token, json: SETTINGS });
    const fssai = await call("/api/admin/settings", { method: "PUT", token: admin.token, json: { ...SETTINGS, fssaiNumber: "1234" } });
    expect(fssai.status).toBe(400);
    expect(fssai.body).toEqual({ success: false, message: "FSSAI number must be exactly 14 digits" });
    const gstin = await call("/api/admin/settings", { method: "PUT", token: admin.token, json: { ...SETTINGS, gstin: "27AAPFU0939F1ZW" } });
    expect(gstin.status).toBe(400);
    expect(gstin.body.message).toMatch(/GSTIN check character/);
    expect((await call("/api/settings")).body.settings).toMatchObject(SETTINGS);
  });
});

describe("listing declarations on products", () => {
  it("an old client's product (no declarations) is listed, with null declarations and flagged as incomplete", async () => {
    const product = await addProduct(admin, categoryId);
    expect(product.declarations).toEqual({
      genericName: null,
      ingredients: null,
      manufacturer: null,
      countryOfOrigin: null,
      shelfLife: null,
      storage: null,
      dietMark: null,
      allergens: null,
      labelImage: null,
      labelBackImage: null,
      licenceNumber: null,
      hsnCode: null,
    });
    expect(product.missingDeclarations).toEqual(ALL_REQUIRED_MISSING);
    const listed = (await call("/api/admin/product/all")).body.products.find((item: { _id: string }) => item._id === product._id);
    expect(listed.missingDeclarations).toEqual(ALL_REQUIRED_MISSING);
  });

  it("stores every declaration given, and a complete product has nothing missing", async () => {
    const product = await addProduct(admin, categoryId, DECLARATIONS);
    expect(product.declarations).toEqual(DECLARATIONS);
    expect(product.missingDeclarations).toEqual([]);
    const stored = await env.DB.prepare("select generic_name, diet_mark, label_image from products where id = ?").bind(product._id).first();
    // The label picture is stored like product images: as a path on our own origin.
    expect(stored).toEqual({ generic_name: DECLARATIONS.genericName, diet_mark: "veg", label_image: "/images/01hzzzzzzzzzzzzzzzzzzzzzzz.png" });
  });

  it("an update without declarations (an old client) keeps them; blank ones clear them and flag the product again", async () => {
    const product = await addProduct(admin, categoryId, DECLARATIONS);
    const oldClient = await call(`/api/admin/product/update/${product._id}`, { method: "PUT", token: admin.token, json: productBody(categoryId, { name: product.name }) });
    expect(oldClient.status, oldClient.text).toBe(200);
    expect(oldClient.body.product.declarations).toEqual(DECLARATIONS);
    const cleared = await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      json: productBody(categoryId, { name: product.name, ...DECLARATIONS, shelfLife: "", dietMark: null, labelImage: "" }),
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.product.declarations).toMatchObject({ shelfLife: null, dietMark: null, labelImage: null, genericName: DECLARATIONS.genericName });
    expect(cleared.body.product.missingDeclarations).toEqual(["shelf life", "veg mark", "front label picture"]);
  });

  it("an image kept as a product's label picture is not deleted when it leaves the product's gallery", async () => {
    const image = await uploadPng(admin);
    const product = await addProduct(admin, categoryId, { images: [image.secure_url], labelImage: image.secure_url });
    const response = await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      json: productBody(categoryId, { name: product.name, images: [], labelImage: image.secure_url }),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.product.declarations.labelImage).toBe(image.secure_url);
    expect(await env.IMAGES.head(image.key)).not.toBeNull();
  });

  it("refuses an unknown veg mark with a 400 naming the field", async () => {
    const response = await call("/api/admin/product/add", { token: admin.token, json: productBody(categoryId, { dietMark: "vegan" }) });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/Veg mark/);
  });
});
