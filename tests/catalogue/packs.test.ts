/**
 * Pack sizes (issue 14): the product contract old and new clients read and write, and carts of packs. Expected
 * values are written from the issue, not computed with the app's own helpers.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";

let admin: Account;
let categoryId: string;

const sku = () => uniqueName("SKU").replace(/\W/g, "").toUpperCase();

/** Three packs of an oil: 500 ml (stock 4), 1 L (not counted), 5 L (out of stock). */
function oilPacks() {
  return [
    { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 240, salePrice: 225, sku: sku(), stock: 4, weightGrams: 520 },
    { label: "1 L", netQuantity: 1, unit: "l", mrp: 450, salePrice: 420, sku: sku(), stock: null, weightGrams: 1000 },
    { label: "5 L", netQuantity: 5, unit: "l", mrp: 2160, salePrice: 1930, sku: sku(), stock: 0, weightGrams: 4800 },
  ];
}

async function addPackedProduct(packs = oilPacks(), overrides: Record<string, unknown> = {}) {
  const { mrp: _mrp, salePrice: _salePrice, ...body } = productBody(categoryId, overrides);
  const response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: packs } });
  if (response.status !== 201) throw new Error(`add failed: ${response.status} ${response.text}`);
  return response.body.product;
}

const putCart = (token: string, json: Record<string, unknown>) => call("/api/cart/", { method: "PUT", token, json });

beforeAll(async () => {
  admin = await createAdmin();
  categoryId = (await addCategory(admin))._id;
}, 120_000);

describe("product objects", () => {
  it("carry every pack with its unit sale price, stock and inStock; top-level prices are the first in-stock pack's", async () => {
    const product = await addPackedProduct();
    expect(product.variants).toHaveLength(3);
    expect(product.variants.map((v: any) => v.label)).toEqual(["500 ml", "1 L", "5 L"]);
    const [small, litre, big] = product.variants;
    expect(Object.keys(small).sort()).toEqual(
      ["_id", "label", "netQuantity", "unit", "mrp", "salePrice", "unitPrice", "unitSalePrice", "sku", "stock", "inStock", "weightGrams", "lowStockThreshold"].sort(),
    );
    // Rule 6(11): from the MRP, per ml below a litre (MRP ₹240 for 500 ml: ₹0.48/ml), per litre above (₹2,160 for 5 L:
    // ₹432/litre), none for exactly 1 L; the selling price per the same unit beside it (₹225: ₹0.45/ml).
    expect(small).toMatchObject({ mrp: 240, salePrice: 225, stock: 4, inStock: true, unitSalePrice: { amount: 0.48, per: "ml" }, unitPrice: { amount: 0.45, per: "ml" }, weightGrams: 520 });
    expect(litre).toMatchObject({ stock: null, inStock: true, unitSalePrice: null, unitPrice: { amount: 420, per: "litre" } });
    expect(big).toMatchObject({ stock: 0, inStock: false, unitSalePrice: { amount: 432, per: "litre" }, unitPrice: { amount: 386, per: "litre" } });
    expect(product).toMatchObject({ mrp: 240, salePrice: 225, inStock: true });

    // Listed the same way, and the old fields are all still there.
    const listed = (await call("/api/admin/product/all")).body.products.find((p: any) => p._id === product._id);
    expect(listed).toEqual(product);
    for (const field of ["_id", "name", "description", "mrp", "salePrice", "category", "blobId", "images", "deleted", "createdAt", "updatedAt"]) {
      expect(listed).toHaveProperty(field);
    }
  });

  it("show the first pack's prices when the first pack is out of stock only if no pack is in stock", async () => {
    const packs = oilPacks();
    packs[0].stock = 0;
    const product = await addPackedProduct(packs);
    expect(product).toMatchObject({ mrp: 450, salePrice: 420, inStock: true });
    const none = await addPackedProduct([{ ...oilPacks()[0], stock: 0 }, { ...oilPacks()[2], stock: 0 }]);
    expect(none).toMatchObject({ mrp: 240, salePrice: 225, inStock: false });
  });

  it("an old client's product (mrp and salePrice only) gets one pack with those prices", async () => {
    const product = await addProduct(admin, categoryId, { mrp: "250", salePrice: "199.5" });
    expect(product).toMatchObject({ mrp: 250, salePrice: 199.5 });
    expect(product.variants).toHaveLength(1);
    expect(product.variants[0]).toMatchObject({ mrp: 250, salePrice: 199.5, stock: null, inStock: true, netQuantity: 1, unit: "pcs" });
  });

  it("an old client's update prices the default pack only and keeps the others, their stock and ids", async () => {
    const product = await addPackedProduct();
    const { variants: _variants, ...old } = product;
    const response = await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      json: { ...old, category: categoryId, name: "Renamed by an old client", mrp: 260, salePrice: 230 },
    });
    expect(response.status, response.text).toBe(200);
    const updated = response.body.product;
    expect(updated.name).toBe("Renamed by an old client");
    expect(updated.variants.map((v: any) => [v._id, v.mrp, v.salePrice, v.stock])).toEqual([
      [product.variants[0]._id, 260, 230, 4],
      [product.variants[1]._id, 450, 420, null],
      [product.variants[2]._id, 2160, 1930, 0],
    ]);
  });

  it("a full variants list updates kept packs (not their stock), adds new ones and retires the rest, out of carts too", async () => {
    const product = await addPackedProduct();
    const customer = await createCustomer();
    const fiveLitre = product.variants[2]._id;
    // Out of stock packs cannot be carted: put the 1 L in the cart, then retire it.
    expect((await putCart(customer.token, { productId: product._id, variantId: product.variants[1]._id, quantity: 2 })).status).toBe(200);
    const { mrp: _m, salePrice: _s, ...body } = productBody(categoryId);
    const packs = [
      { ...product.variants[2], stock: 999, mrp: 2200, salePrice: 2000 },
      { ...product.variants[0], label: "Half litre", stock: 999 },
      { label: "200 ml", netQuantity: 200, unit: "ml", mrp: 110, salePrice: 100, sku: sku(), stock: 12 },
    ];
    const response = await call(`/api/admin/product/update/${product._id}`, { method: "PUT", token: admin.token, json: { ...body, variants: packs } });
    expect(response.status, response.text).toBe(200);
    const saved = response.body.product.variants;
    expect(saved.map((v: any) => [v.label, v.stock, v.salePrice])).toEqual([
      ["5 L", 0, 2000],
      ["Half litre", 4, 225],
      ["200 ml", 12, 100],
    ]);
    expect(saved[0]._id).toBe(fiveLitre);
    expect(saved.map((v: any) => v._id)).not.toContain(product.variants[1]._id);
    expect((await call("/api/cart/", { token: customer.token })).body.cart.products).toEqual([]);
    // The new pack's opening stock is its first movement; the kept packs' stock was not touched by the save.
    const movements = await env.DB.prepare("select kind, delta, reason from stock_movements where variant_id = ?").bind(saved[2]._id).all();
    expect(movements.results).toEqual([{ kind: "received", delta: 12, reason: "Opening stock" }]);
  });

  it("refuses a sale price above MRP naming the pack, a SKU twice in one product (400) or used by another product (409)", async () => {
    const packs = oilPacks();
    packs[1].salePrice = 500;
    const { mrp: _m, salePrice: _s, ...body } = productBody(categoryId);
    let response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: packs } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Pack 2 (1 L): sale price cannot be more than MRP");

    const twice = oilPacks();
    twice[2].sku = twice[0].sku;
    response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: twice } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(`SKU ${twice[0].sku}`);

    const existing = await addPackedProduct();
    const reused = oilPacks();
    reused[1].sku = existing.variants[0].sku.toLowerCase();
    response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: reused } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`SKU ${existing.variants[0].sku} is already used by ${existing.name}`);

    response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: [{ ...oilPacks()[0], netQuantity: 0 }] } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Net quantity must be more than 0");
    response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: [] } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Add at least one pack size");
  });

  it("refuses a pack id of another product on update", async () => {
    const [one, other] = [await addPackedProduct(), await addPackedProduct()];
    const { mrp: _m, salePrice: _s, ...body } = productBody(categoryId);
    const response = await call(`/api/admin/product/update/${one._id}`, { method: "PUT", token: admin.token, json: { ...body, variants: [other.variants[0]] } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/is not a pack of this product/);
  });
});

describe("carts of packs", () => {
  let product: any;
  let customer: Account;

  beforeAll(async () => {
    product = await addPackedProduct();
    customer = await createCustomer();
  }, 120_000);

  it("holds a line per pack, each priced as its pack (the line's product too, for old clients)", async () => {
    const [small, litre] = product.variants;
    expect((await putCart(customer.token, { productId: product._id, variantId: small._id, quantity: 2 })).status).toBe(200);
    const response = await putCart(customer.token, { productId: product._id, variantId: litre._id, quantity: 3 });
    expect(response.status).toBe(200);
    const lines = response.body.cart.products;
    expect(lines.map((line: any) => [line.variantId, line.variantLabel, line.quantity, line.productId.salePrice, line.variant.salePrice])).toEqual([
      [small._id, "500 ml", 2, 225, 225],
      [litre._id, "1 L", 3, 420, 420],
    ]);
    expect(lines[1].productId.variants).toHaveLength(3);
  });

  it("an old client naming only the product changes its one line, else the default pack's", async () => {
    const other = await createCustomer();
    const [, litre] = product.variants;
    await putCart(other.token, { productId: product._id, variantId: litre._id, quantity: 1 });
    let response = await putCart(other.token, { productId: product._id, quantity: 5 });
    expect(response.body.cart.products.map((line: any) => [line.variantId, line.quantity])).toEqual([[litre._id, 5]]);
    response = await putCart(other.token, { productId: product._id, quantity: 0 });
    expect(response.body.cart.products).toEqual([]);
    response = await putCart(other.token, { productId: product._id, quantity: 1 });
    expect(response.body.cart.products.map((line: any) => line.variantId)).toEqual([product.variants[0]._id]);
  });

  it("refuses an out-of-stock pack and more than is left with 409 naming product and pack; lowering is always allowed", async () => {
    const buyer = await createCustomer();
    const [small, , big] = product.variants;
    let response = await putCart(buyer.token, { productId: product._id, variantId: big._id, quantity: 1 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`${product.name} (5 L) is out of stock (none left)`);
    response = await putCart(buyer.token, { productId: product._id, variantId: small._id, quantity: 5 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`Only 4 left of ${product.name} (500 ml). Please lower the quantity.`);
    expect((await putCart(buyer.token, { productId: product._id, variantId: small._id, quantity: 4 })).status).toBe(200);
    // Stock falls below the line (another customer bought some): the line stays, and lowering it is fine.
    await env.DB.prepare("insert into stock_movements (id, variant_id, kind, delta, created_at) values (?, ?, 'adjusted', -3, ?)")
      .bind(`test-${crypto.randomUUID()}`, small._id, new Date().toISOString())
      .run();
    const cart = (await call("/api/cart/", { token: buyer.token })).body.cart;
    expect(cart.products[0]).toMatchObject({ quantity: 4, variant: { stock: 1, inStock: true } });
    expect((await putCart(buyer.token, { productId: product._id, variantId: small._id, quantity: 3 })).status).toBe(200);
    expect((await putCart(buyer.token, { productId: product._id, variantId: small._id, quantity: 4 })).status).toBe(409);
  });

  it("answers 404 for a pack the product does not have", async () => {
    const other = await addPackedProduct();
    const response = await putCart(customer.token, { productId: product._id, variantId: other.variants[0]._id, quantity: 1 });
    expect(response.status).toBe(404);
    expect(response.body.message).toContain("has no such pack");
  });
});
