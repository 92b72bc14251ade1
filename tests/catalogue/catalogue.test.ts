/**
 * The catalogue and content API (API.md 3.2, 3.3, 3.5, 3.6, 3.8), users and roles (3.1.5, 3.1.6) and the audit
 * log: response shapes, validation, cascades and the rule that nothing is ever left pointing at nothing.
 * Storage is shared by the tests of this file, so every test creates its own records and compares relative counts.
 */
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts } from "../../worker/domains/checkout/tables";
import { categories, productPacks, products } from "../../worker/domains/catalogue/tables";
import { users } from "../../worker/domains/accounts/tables";
import { call, env, testDb } from "../helpers/api";
import {
  addBlob,
  addCategory,
  addProduct,
  blobBody,
  listProducts,
  productBody,
  uniqueName,
  uploadPng,
} from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";

let admin: Account;
let customer: Account;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
});

const asAdmin = (path: string, options: Parameters<typeof call>[1] = {}) => call(path, { token: admin.token, ...options });

/** Puts a cart line straight into the customer's cart (the cart API is not part of this suite). */
async function putInCart(userId: string, productId: string, quantity = 2) {
  const db = testDb();
  const cart = await db.query.carts.findFirst({ where: eq(carts.userId, userId) });
  if (!cart) throw new Error(`no cart for ${userId}`);
  const pack = await db.query.productPacks.findFirst({ where: eq(productPacks.productId, productId) });
  if (!pack) throw new Error(`no pack for ${productId}`);
  await db.insert(cartItems).values({ cartId: cart.id, productId, variantId: pack.id, quantity, addedAt: new Date().toISOString() });
}

async function cartLineCount(productId: string) {
  const row = await env.DB.prepare("select count(*) as n from cart_items where product_id = ?").bind(productId).first<{ n: number }>();
  return row?.n ?? -1;
}

async function countOf(sql: string) {
  const row = await env.DB.prepare(sql).first<{ n: number }>();
  return row?.n ?? -1;
}

/** Rows that point at nothing (or at something deleted) anywhere in the catalogue: all must be 0. */
async function danglingReferences() {
  return {
    liveProductsInMissingOrDeletedCategory: await countOf(
      `select count(*) as n from products p left join categories c on c.id = p.category_id
       where p.deleted_at is null and (c.id is null or c.deleted_at is not null)`,
    ),
    productsLinkingMissingBlob: await countOf(
      `select count(*) as n from products p left join blobs b on b.id = p.blob_id where p.blob_id is not null and b.id is null`,
    ),
    blobsInMissingOrDeletedCategory: await countOf(
      `select count(*) as n from blobs b left join categories c on c.id = b.category_id where c.id is null or c.deleted_at is not null`,
    ),
    cartLinesOfMissingOrDeletedProducts: await countOf(
      `select count(*) as n from cart_items ci left join products p on p.id = ci.product_id where p.id is null or p.deleted_at is not null`,
    ),
  };
}

const NO_DANGLING = {
  liveProductsInMissingOrDeletedCategory: 0,
  productsLinkingMissingBlob: 0,
  blobsInMissingOrDeletedCategory: 0,
  cartLinesOfMissingOrDeletedProducts: 0,
};

async function listCategories() {
  return (await call("/api/admin/category/all")).body.categories as { _id: string; name: string }[];
}

async function listBlobs() {
  return (await call("/api/admin/blob/blobs")).body as any[];
}

describe("categories", () => {
  it("lists categories without login as { success, categories } in insertion order", async () => {
    const created = [];
    for (const name of [uniqueName("Oils"), uniqueName("Millets"), uniqueName("Honey")]) created.push(await addCategory(admin, name));

    const response = await call("/api/admin/category/all", { token: "null" });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const ids = created.map((category) => category._id);
    const ours = (response.body.categories as any[]).filter((category) => ids.includes(category._id));
    expect(ours).toEqual(created);
    for (const category of ours) {
      // The contract's fields, and the Telugu name as saved (issue 30: an additive field, {} until written).
      expect(Object.keys(category).sort()).toEqual(["_id", "name", "te"]);
      expect(category._id.length).toBeGreaterThanOrEqual(6);
    }
  });

  it("adds a category: 201 { success: true, category } with the name trimmed", async () => {
    const before = (await listCategories()).length;
    const name = uniqueName("Ghee");
    const response = await asAdmin("/api/admin/category/add", { json: { name: `  ${name}  ` } });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.category).toEqual({ _id: expect.any(String), name, te: {} });
    const after = await listCategories();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual(response.body.category);
  });

  it.each([
    ["an empty", { name: "" }],
    ["a whitespace-only", { name: "   \t " }],
    ["a missing", {}],
    ["a null", { name: null }],
  ])("refuses %s name with 400 naming the field", async (_label, body) => {
    const before = (await listCategories()).length;
    const response = await asAdmin("/api/admin/category/add", { json: body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: "Category name is required" });
    expect(await listCategories()).toHaveLength(before);
  });

  it("refuses a duplicate name in any letter case with 409", async () => {
    const name = uniqueName("Dry Fruits");
    await addCategory(admin, name);
    const before = (await listCategories()).length;
    for (const pack of [name, name.toUpperCase(), name.toLowerCase(), `  ${name}  `]) {
      const response = await asAdmin("/api/admin/category/add", { json: { name: pack } });
      expect(response.status, pack).toBe(409);
      expect(response.body).toEqual({ success: false, message: "A category with this name already exists" });
    }
    expect(await listCategories()).toHaveLength(before);
  });

  it("lets exactly one of several simultaneous adds of the same name succeed; the others get 409, never 500", async () => {
    const name = uniqueName("Race");
    const before = (await listCategories()).length;
    const responses = await Promise.all(Array.from({ length: 5 }, () => asAdmin("/api/admin/category/add", { json: { name } })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await listCategories()).toHaveLength(before + 1);
  });

  it("renames a category: 200 { success, category } and the list shows the new name", async () => {
    const category = await addCategory(admin);
    const newName = uniqueName("Spices");
    const response = await asAdmin(`/api/admin/category/edit/${category._id}`, { method: "PUT", json: { name: newName } });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.category).toEqual({ _id: category._id, name: newName, te: {} });
    expect((await listCategories()).find((entry) => entry._id === category._id)?.name).toBe(newName);
  });

  it("lets a category change the letter case of its own name", async () => {
    const category = await addCategory(admin, uniqueName("nuts"));
    const response = await asAdmin(`/api/admin/category/edit/${category._id}`, { method: "PUT", json: { name: category.name.toUpperCase() } });
    expect(response.status).toBe(200);
    expect(response.body.category.name).toBe(category.name.toUpperCase());
  });

  it("refuses renaming to another category's name (any case) with 409 and keeps the old name", async () => {
    const first = await addCategory(admin);
    const second = await addCategory(admin);
    const response = await asAdmin(`/api/admin/category/edit/${second._id}`, { method: "PUT", json: { name: first.name.toUpperCase() } });
    expect(response.status).toBe(409);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("A category with this name already exists");
    expect((await listCategories()).find((entry) => entry._id === second._id)?.name).toBe(second.name);
  });

  it("refuses a blank new name with 400", async () => {
    const category = await addCategory(admin);
    const response = await asAdmin(`/api/admin/category/edit/${category._id}`, { method: "PUT", json: { name: "  " } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Category name is required");
  });

  it("answers 404 for renaming or deleting an unknown category", async () => {
    const rename = await asAdmin("/api/admin/category/edit/00000000000000000000000000", { method: "PUT", json: { name: uniqueName("X") } });
    expect(rename.status).toBe(404);
    expect(rename.body).toEqual({ success: false, message: "Category not found" });
    const remove = await asAdmin("/api/admin/category/delete/00000000000000000000000000", { method: "DELETE" });
    expect(remove.status).toBe(404);
    expect(remove.body.success).toBe(false);
  });

  it("deletes a category: { success: true }, it leaves the list, a second delete is 404 and the name is free again", async () => {
    const category = await addCategory(admin);
    const before = (await listCategories()).length;
    const response = await asAdmin(`/api/admin/category/delete/${category._id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(typeof response.body.message).toBe("string");
    const after = await listCategories();
    expect(after).toHaveLength(before - 1);
    expect(after.some((entry) => entry._id === category._id)).toBe(false);

    expect((await asAdmin(`/api/admin/category/delete/${category._id}`, { method: "DELETE" })).status).toBe(404);
    expect((await asAdmin(`/api/admin/category/edit/${category._id}`, { method: "PUT", json: { name: uniqueName("Y") } })).status).toBe(404);
    const again = await asAdmin("/api/admin/category/add", { json: { name: category.name } });
    expect(again.status).toBe(201);
    expect(again.body.category._id).not.toBe(category._id);
  });
});

describe("products", () => {
  let category: { _id: string; name: string };
  beforeAll(async () => {
    category = await addCategory(admin);
  });

  it("adds a product from numeric strings and stores and returns numbers", async () => {
    const body = productBody(category._id, { mrp: "250", salePrice: "199.50" });
    const response = await asAdmin("/api/admin/product/add", { json: body });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    const product = response.body.product;
    expect(product).toMatchObject({ name: body.name, description: body.description, mrp: 250, salePrice: 199.5, images: [], blobId: null });
    expect(product.category).toEqual({ _id: category._id, name: category.name });

    const row = await testDb().query.products.findFirst({ where: eq(products.id, product._id) });
    expect(row).toMatchObject({ mrpPaise: 25000, salePricePaise: 19950, categoryId: category._id, blobId: null, deletedAt: null });
  });

  it("accepts plain numbers with up to 2 decimals", async () => {
    const product = await addProduct(admin, category._id, { mrp: 99.99, salePrice: 0.01 });
    expect(product.mrp).toBe(99.99);
    expect(product.salePrice).toBe(0.01);
  });

  it("lists products without login: category expanded, blobId the full blob or null, images always an array, insertion order", async () => {
    const blob = await addBlob(admin, category._id);
    const withBlob = await addProduct(admin, category._id, { blobId: blob._id, images: ["https://shop.test/images/a.png"] });
    const { images: _omitted, ...withoutImages } = productBody(category._id);
    const plainResponse = await asAdmin("/api/admin/product/add", { json: withoutImages });
    expect(plainResponse.status).toBe(201);
    const plain = plainResponse.body.product;

    const response = await call("/api/admin/product/all", { token: "null" });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const list = response.body.products as any[];
    const ours = list.filter((entry) => entry._id === withBlob._id || entry._id === plain._id);
    expect(ours.map((entry) => entry._id)).toEqual([withBlob._id, plain._id]);
    const [first, second] = ours;

    expect(first.category).toEqual({ _id: category._id, name: category.name });
    const listedBlob = (await listBlobs()).find((entry) => entry._id === blob._id);
    expect(first.blobId).toEqual(listedBlob);
    expect(first.blobId).toMatchObject({ _id: blob._id, categoryId: category._id, title: blob.title, images: [], content: [expect.objectContaining({ heading: "Heat" })] });
    expect(first.images).toEqual(["https://shop.test/images/a.png"]);
    expect(typeof first.mrp).toBe("number");
    expect(typeof first.salePrice).toBe("number");
    expect(first.deleted).toBe(false);

    expect(second.blobId ?? null).toBeNull();
    expect(second.images).toEqual([]);
    expect(second.category).toEqual({ _id: category._id, name: category.name });
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ["a missing name", { name: undefined }, /Product name is required/],
    ["a blank name", { name: "   " }, /Product name is required/],
    ["a missing description", { description: undefined }, /Description is required/],
    ["a missing category", { category: undefined }, /Category is required/],
    ["an mrp of 0", { mrp: "0" }, /MRP must be more than 0/],
    ["a negative mrp", { mrp: -5 }, /MRP must be more than 0/],
    ["a non-numeric mrp", { mrp: "abc" }, /MRP must be a number/],
    ["an empty mrp", { mrp: "" }, /MRP must be a number/],
    ["a hexadecimal mrp string", { mrp: "0x10", salePrice: "1" }, /MRP must be a number/],
    ["a non-numeric sale price", { salePrice: "cheap" }, /Sale price must be a number/],
    ["a sale price with 3 decimals", { salePrice: "12.345" }, /Sale price can have at most 2 decimals/],
    ["an mrp with 3 decimals", { mrp: 10.001, salePrice: 5 }, /MRP can have at most 2 decimals/],
    ["a sale price above the mrp", { mrp: "100", salePrice: "100.01" }, /Sale price cannot be more than MRP/],
    ["images that are not an array", { images: "https://shop.test/images/a.png" }, /Images must be a list of URLs/],
    ["images as an object", { images: { 0: "x" } }, /Images must be a list of URLs/],
    ["an empty image URL", { images: ["https://shop.test/images/a.png", ""] }, /Image URLs must not be empty/],
    ["a blank image URL", { images: ["   "] }, /Image URLs must not be empty/],
    ["a non-string image URL", { images: [42] }, /Image URLs must be text/],
  ];
  it.each(invalid)("refuses %s with 400 naming the field", async (_label, change, message) => {
    const before = (await listProducts()).length;
    const response = await asAdmin("/api/admin/product/add", { json: { ...productBody(category._id), ...change } });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(message);
    expect(await listProducts()).toHaveLength(before);
  });

  it("refuses an unknown or deleted category with 400", async () => {
    const unknown = await asAdmin("/api/admin/product/add", { json: productBody("00000000000000000000000000") });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Category not found");

    const gone = await addCategory(admin);
    await asAdmin(`/api/admin/category/delete/${gone._id}`, { method: "DELETE" });
    const deleted = await asAdmin("/api/admin/product/add", { json: productBody(gone._id) });
    expect(deleted.status).toBe(400);
    expect(deleted.body.message).toBe("Category not found");
  });

  it("refuses the Non Product Category and Protocols categories with 400", async () => {
    for (const name of ["Non Product Category", "Protocols"]) {
      const special = await addCategory(admin, name);
      const before = (await listProducts()).length;
      const response = await asAdmin("/api/admin/product/add", { json: productBody(special._id) });
      expect(response.status, name).toBe(400);
      expect(response.body.message).toMatch(name);
      expect(await listProducts()).toHaveLength(before);

      // Moving an existing product there is refused as well.
      const product = await addProduct(admin, category._id);
      const move = await asAdmin(`/api/admin/product/update/${product._id}`, { method: "PUT", json: productBody(special._id) });
      expect(move.status, name).toBe(400);
    }
  });

  it("refuses a blob of another category and an unknown blob with 400", async () => {
    const other = await addCategory(admin);
    const foreignBlob = await addBlob(admin, other._id);
    const foreign = await asAdmin("/api/admin/product/add", { json: productBody(category._id, { blobId: foreignBlob._id }) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("The blob must belong to the product's category");

    const unknown = await asAdmin("/api/admin/product/add", { json: productBody(category._id, { blobId: "00000000000000000000000000" }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Blob not found");
  });

  it("updates through PUT /api/admin/product/update/:id with numbers or numeric strings", async () => {
    const product = await addProduct(admin, category._id);
    const body = productBody(category._id, { name: "Renamed oil", mrp: 300, salePrice: "275.25", images: ["https://shop.test/images/b.png"] });
    const response = await asAdmin(`/api/admin/product/update/${product._id}`, { method: "PUT", json: body });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.product).toMatchObject({ _id: product._id, name: "Renamed oil", mrp: 300, salePrice: 275.25, images: ["https://shop.test/images/b.png"] });
    const listed = (await listProducts()).find((entry) => entry._id === product._id);
    expect(listed).toMatchObject({ name: "Renamed oil", mrp: 300, salePrice: 275.25 });
  });

  it("uses the path id, not an _id in the body, on PUT /update/:id", async () => {
    const target = await addProduct(admin, category._id);
    const bystander = await addProduct(admin, category._id);
    const response = await asAdmin(`/api/admin/product/update/${target._id}`, {
      method: "PUT",
      json: { ...productBody(category._id, { name: "Changed through path" }), _id: bystander._id },
    });
    expect(response.status).toBe(200);
    const list = await listProducts();
    expect(list.find((entry) => entry._id === target._id)?.name).toBe("Changed through path");
    expect(list.find((entry) => entry._id === bystander._id)?.name).toBe(bystander.name);
  });

  it("updates through the bare PUT /api/admin/product/update with _id (or id) in the body", async () => {
    const product = await addProduct(admin, category._id);
    const byUnderscore = await asAdmin("/api/admin/product/update", {
      method: "PUT",
      json: { ...productBody(category._id, { name: "Bare update", mrp: "80", salePrice: "80" }), _id: product._id },
    });
    expect(byUnderscore.status).toBe(200);
    expect(byUnderscore.body.product).toMatchObject({ _id: product._id, name: "Bare update", mrp: 80, salePrice: 80 });

    const byId = await asAdmin("/api/admin/product/update", {
      method: "PUT",
      json: { ...productBody(category._id, { name: "Bare update by id" }), id: product._id },
    });
    expect(byId.status).toBe(200);
    expect((await listProducts()).find((entry) => entry._id === product._id)?.name).toBe("Bare update by id");
  });

  it("refuses the bare update without an id (400) and with an unknown id (404)", async () => {
    const missing = await asAdmin("/api/admin/product/update", { method: "PUT", json: productBody(category._id) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Product id (_id) is required");
    const unknown = await asAdmin("/api/admin/product/update", {
      method: "PUT",
      json: { ...productBody(category._id), _id: "00000000000000000000000000" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Product not found");
  });

  it("validates updates like adds and leaves the product unchanged when refused", async () => {
    const product = await addProduct(admin, category._id, { mrp: "100", salePrice: "90" });
    const response = await asAdmin(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      json: productBody(category._id, { mrp: "100", salePrice: "150" }),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Sale price cannot be more than MRP");
    const row = await testDb().query.products.findFirst({ where: eq(products.id, product._id) });
    expect(row?.salePricePaise).toBe(9000);
  });

  it('clears the blob link when an update sends blobId: ""', async () => {
    const blob = await addBlob(admin, category._id);
    const product = await addProduct(admin, category._id, { blobId: blob._id });
    expect(product.blobId._id).toBe(blob._id);

    const response = await asAdmin(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      json: productBody(category._id, { name: product.name, blobId: "" }),
    });
    expect(response.status).toBe(200);
    expect(response.body.product.blobId ?? null).toBeNull();
    expect((await listProducts()).find((entry) => entry._id === product._id)?.blobId ?? null).toBeNull();
    const row = await testDb().query.products.findFirst({ where: eq(products.id, product._id) });
    expect(row?.blobId).toBeNull();
  });

  it("GET /api/admin/product/:id and /api/admin/admin/product/:id return the product as listed", async () => {
    const blob = await addBlob(admin, category._id);
    const product = await addProduct(admin, category._id, { blobId: blob._id });
    const listed = (await listProducts()).find((entry) => entry._id === product._id);
    for (const path of [`/api/admin/product/${product._id}`, `/api/admin/admin/product/${product._id}`]) {
      const response = await call(path, { token: admin.token });
      expect(response.status, path).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.product).toEqual(listed);
    }
  });

  it("answers 404 for an unknown product on every path that names one", async () => {
    const id = "00000000000000000000000000";
    const json = productBody(category._id);
    const responses = [
      await call(`/api/admin/product/${id}`),
      await call(`/api/admin/admin/product/${id}`),
      await asAdmin(`/api/admin/product/update/${id}`, { method: "PUT", json }),
      await asAdmin(`/api/admin/product/delete/${id}`, { method: "DELETE" }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: "Product not found" });
    }
  });

  it("deletes softly: the product leaves the list and every cart, the row stays with deleted_at set", async () => {
    const doomed = await addProduct(admin, category._id);
    const kept = await addProduct(admin, category._id);
    const otherCustomer = await createCustomer();
    await putInCart(customer.user._id, doomed._id);
    await putInCart(otherCustomer.user._id, doomed._id, 5);
    await putInCart(customer.user._id, kept._id);
    expect(await cartLineCount(doomed._id)).toBe(2);
    const before = (await listProducts()).length;

    const response = await asAdmin(`/api/admin/product/delete/${doomed._id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);

    const list = await listProducts();
    expect(list).toHaveLength(before - 1);
    expect(list.some((entry) => entry._id === doomed._id)).toBe(false);
    expect(await cartLineCount(doomed._id)).toBe(0);
    expect(await cartLineCount(kept._id)).toBe(1);
    const row = await testDb().query.products.findFirst({ where: eq(products.id, doomed._id) });
    expect(row).toBeDefined();
    expect(row?.deletedAt).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(row?.deletedAt ?? ""))).toBe(false);

    expect((await call(`/api/admin/product/${doomed._id}`)).status).toBe(404);
    expect((await asAdmin(`/api/admin/product/delete/${doomed._id}`, { method: "DELETE" })).status).toBe(404);
    const update = await asAdmin(`/api/admin/product/update/${doomed._id}`, { method: "PUT", json: productBody(category._id) });
    expect(update.status).toBe(404);
    expect(await danglingReferences()).toEqual(NO_DANGLING);
  });
});

describe("deleting a category", () => {
  it("takes its products, their cart lines and its blobs along and leaves nothing pointing at nothing", async () => {
    const doomed = await addCategory(admin);
    const survivor = await addCategory(admin);
    const doomedBlob = await addBlob(admin, doomed._id);
    const spareBlob = await addBlob(admin, doomed._id);
    const survivorBlob = await addBlob(admin, survivor._id);
    const linked = await addProduct(admin, doomed._id, { blobId: doomedBlob._id });
    const unlinked = await addProduct(admin, doomed._id);
    const kept = await addProduct(admin, survivor._id, { blobId: survivorBlob._id });
    for (const product of [linked, unlinked, kept]) await putInCart(customer.user._id, product._id);
    const productsBefore = (await listProducts()).length;
    const blobsBefore = (await listBlobs()).length;

    const response = await asAdmin(`/api/admin/category/delete/${doomed._id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);

    const list = await listProducts();
    expect(list).toHaveLength(productsBefore - 2);
    expect(list.some((entry) => entry._id === linked._id || entry._id === unlinked._id)).toBe(false);
    expect(list.find((entry) => entry._id === kept._id)?.blobId?._id).toBe(survivorBlob._id);

    expect(await cartLineCount(linked._id)).toBe(0);
    expect(await cartLineCount(unlinked._id)).toBe(0);
    expect(await cartLineCount(kept._id)).toBe(1);

    const blobs = await listBlobs();
    expect(blobs).toHaveLength(blobsBefore - 2);
    expect(blobs.map((blob) => blob._id)).not.toContain(doomedBlob._id);
    expect(blobs.map((blob) => blob._id)).not.toContain(spareBlob._id);
    expect((await call(`/api/admin/blob/blobs/${doomedBlob._id}`)).status).toBe(404);

    const rows = await testDb().select().from(products).where(inArray(products.id, [linked._id, unlinked._id]));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.deletedAt).not.toBeNull();
      expect(row.blobId).toBeNull();
    }
    expect((await listCategories()).some((entry) => entry._id === doomed._id)).toBe(false);
    expect(await danglingReferences()).toEqual(NO_DANGLING);

    // The deleted category cannot receive new products or blobs.
    expect((await asAdmin("/api/admin/product/add", { json: productBody(doomed._id) })).status).toBe(400);
    expect((await asAdmin("/api/admin/blob/blobs", { json: blobBody(doomed._id) })).status).toBe(400);
  });
});

describe("blobs", () => {
  let category: { _id: string; name: string };
  beforeAll(async () => {
    category = await addCategory(admin);
  });

  it("lists blobs without login as a bare array: categoryId a plain string, images and content arrays", async () => {
    const blob = await addBlob(admin, category._id, { images: ["https://shop.test/images/c.png"] });
    const response = await call("/api/admin/blob/blobs", { token: "null" });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const listed = (response.body as any[]).find((entry) => entry._id === blob._id);
    expect(listed).toMatchObject({ _id: blob._id, categoryId: category._id, title: blob.title, images: ["https://shop.test/images/c.png"] });
    expect(typeof listed.categoryId).toBe("string");
    for (const entry of response.body as any[]) {
      expect(typeof entry.categoryId).toBe("string");
      expect(Array.isArray(entry.images)).toBe(true);
      expect(Array.isArray(entry.content)).toBe(true);
    }
    expect(listed.content).toEqual([{ _id: expect.any(String), heading: "Heat", paragraph: "Low heat keeps the nutrients." }]);
    expect(Date.parse(listed.createdAt)).not.toBeNaN();
  });

  it("adds a blob: 201 with the blob itself (and its text's warnings), and GET /api/admin/blob/blobs/:id returns it", async () => {
    const body = blobBody(category._id, { content: [{ heading: "One", paragraph: "First" }, { heading: "Two", paragraph: "Second" }] });
    const response = await asAdmin("/api/admin/blob/blobs", { json: body });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ categoryId: category._id, title: body.title, images: [] });
    expect(response.body.content.map((section: any) => section.heading)).toEqual(["One", "Two"]);
    const { warnings, ...blob } = response.body;
    expect(warnings).toEqual([]);
    const one = await call(`/api/admin/blob/blobs/${response.body._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(blob);
    expect((await call("/api/admin/blob/blobs/00000000000000000000000000")).status).toBe(404);
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ["empty content", { content: [] }, /Add at least one content section/],
    ["missing content", { content: undefined }, /Content must be a list of sections/],
    ["content as an object", { content: { heading: "h", paragraph: "p" } }, /Content must be a list of sections/],
    ["a section without a paragraph", { content: [{ heading: "Only heading" }] }, /Section paragraph is required/],
    ["a section without a heading", { content: [{ paragraph: "Only paragraph" }] }, /Section heading is required/],
    ["a blank heading", { content: [{ heading: "  ", paragraph: "p" }] }, /Section heading is required/],
    ["a valid section followed by a broken one", { content: [{ heading: "h", paragraph: "p" }, { heading: "h2", paragraph: "" }] }, /Section paragraph is required/],
    ["a missing title", { title: undefined }, /Title is required/],
    ["images as a string", { images: "https://shop.test/images/c.png" }, /Images must be a list of URLs/],
    ["a missing category", { categoryId: undefined }, /Category is required/],
  ];
  it.each(invalid)("refuses %s with 400", async (_label, change, message) => {
    const before = (await listBlobs()).length;
    const response = await asAdmin("/api/admin/blob/blobs", { json: { ...blobBody(category._id), ...change } });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(message);
    expect(await listBlobs()).toHaveLength(before);
  });

  it("refuses an unknown category with 400", async () => {
    const response = await asAdmin("/api/admin/blob/blobs", { json: blobBody("00000000000000000000000000") });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Category not found");
  });

  it("updates with PUT, tolerating the _id of sections sent back as fetched", async () => {
    const blob = await addBlob(admin, category._id);
    const fetched = (await listBlobs()).find((entry) => entry._id === blob._id);
    const response = await asAdmin(`/api/admin/blob/blobs/${blob._id}`, {
      method: "PUT",
      json: {
        ...fetched,
        title: "Edited title",
        images: ["https://shop.test/images/d.png"],
        content: [...fetched.content, { heading: "Added", paragraph: "A new section" }],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ _id: blob._id, title: "Edited title", images: ["https://shop.test/images/d.png"] });
    const listed = (await listBlobs()).find((entry) => entry._id === blob._id);
    expect(listed.content.map((section: any) => [section.heading, section.paragraph])).toEqual([
      ["Heat", "Low heat keeps the nutrients."],
      ["Added", "A new section"],
    ]);

    const broken = await asAdmin(`/api/admin/blob/blobs/${blob._id}`, { method: "PUT", json: { ...blobBody(category._id), content: [{ heading: "x" }] } });
    expect(broken.status).toBe(400);
    const unknown = await asAdmin("/api/admin/blob/blobs/00000000000000000000000000", { method: "PUT", json: blobBody(category._id) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Blob not found");
  });

  it("deleting a blob clears the products' blobId and a second delete is 404", async () => {
    const blob = await addBlob(admin, category._id);
    const product = await addProduct(admin, category._id, { blobId: blob._id });
    const response = await asAdmin(`/api/admin/blob/blobs/${blob._id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(typeof response.body.message).toBe("string");
    expect((await listBlobs()).some((entry) => entry._id === blob._id)).toBe(false);
    expect((await listProducts()).find((entry) => entry._id === product._id)?.blobId ?? null).toBeNull();
    const row = await testDb().query.products.findFirst({ where: eq(products.id, product._id) });
    expect(row?.blobId).toBeNull();
    expect((await asAdmin(`/api/admin/blob/blobs/${blob._id}`, { method: "DELETE" })).status).toBe(404);
    expect(await danglingReferences()).toEqual(NO_DANGLING);
  });

  it("moving a blob to another category unlinks the products of the old one", async () => {
    const other = await addCategory(admin);
    const blob = await addBlob(admin, category._id);
    const product = await addProduct(admin, category._id, { blobId: blob._id });
    const response = await asAdmin(`/api/admin/blob/blobs/${blob._id}`, { method: "PUT", json: blobBody(other._id, { title: blob.title }) });
    expect(response.status).toBe(200);
    expect(response.body.categoryId).toBe(other._id);
    expect((await listProducts()).find((entry) => entry._id === product._id)?.blobId ?? null).toBeNull();
  });
});

describe("banners", () => {
  async function listBanners() {
    const response = await call("/api/admin/banner/banners");
    expect(Array.isArray(response.body)).toBe(true);
    return response.body as any[];
  }

  it("adds, lists (bare array, no login), updates and deletes a banner", async () => {
    const before = (await listBanners()).length;
    const added = await asAdmin("/api/admin/banner/banners", { json: { title: "Diwali offer", banner: "https://shop.test/images/e.png" } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ _id: expect.any(String), title: "Diwali offer", banner: "https://shop.test/images/e.png" });
    const list = await listBanners();
    expect(list).toHaveLength(before + 1);
    expect(list.at(-1)).toMatchObject({ _id: added.body._id, title: "Diwali offer", banner: "https://shop.test/images/e.png" });

    const updated = await asAdmin(`/api/admin/banner/banners/${added.body._id}`, {
      method: "PUT",
      json: { title: "Pongal offer", banner: "https://shop.test/images/f.png" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: added.body._id, title: "Pongal offer", banner: "https://shop.test/images/f.png" });
    expect((await listBanners()).find((entry) => entry._id === added.body._id)?.title).toBe("Pongal offer");

    const removed = await asAdmin(`/api/admin/banner/banners/${added.body._id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(typeof removed.body.message).toBe("string");
    expect(await listBanners()).toHaveLength(before);
  });

  it.each([
    ["a missing title", { banner: "https://shop.test/images/e.png" }, /Title is required/],
    ["a blank title", { title: "  ", banner: "https://shop.test/images/e.png" }, /Title is required/],
    ["a missing image", { title: "No image" }, /Banner image is required/],
  ])("refuses %s with 400", async (_label, body, message) => {
    const before = (await listBanners()).length;
    const response = await asAdmin("/api/admin/banner/banners", { json: body });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await listBanners()).toHaveLength(before);
  });

  it("answers 404 to PUT and DELETE of an unknown banner", async () => {
    const id = "00000000000000000000000000";
    const put = await asAdmin(`/api/admin/banner/banners/${id}`, { method: "PUT", json: { title: "T", banner: "https://shop.test/images/e.png" } });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ success: false, message: "Banner not found" });
    const remove = await asAdmin(`/api/admin/banner/banners/${id}`, { method: "DELETE" });
    expect(remove.status).toBe(404);
    expect(remove.body.success).toBe(false);
  });
});

describe("promotions", () => {
  async function listPromotions() {
    const response = await call("/api/promotion");
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    return response.body as any[];
  }

  it.each([
    ["a missing type", { link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }],
    ["a missing link", { type: "video" }],
    ["an empty body", {}],
    ["an empty link", { type: "image", link: "" }],
  ])("refuses %s with 400 and exactly 'Type and link are required'", async (_label, body) => {
    const response = await asAdmin("/api/promotion", { json: body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: "Type and link are required" });
  });

  it("refuses an unknown type with 400", async () => {
    const response = await asAdmin("/api/promotion", { json: { type: "audio", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } });
    expect(response.status).toBe(400);
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
  ])("accepts the YouTube video link %s", async (link) => {
    const before = (await listPromotions()).length;
    const response = await asAdmin("/api/promotion", { json: { type: "video", link } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ _id: expect.any(String), type: "video", link });
    const list = await listPromotions();
    expect(list).toHaveLength(before + 1);
    expect(list.at(-1)).toMatchObject({ _id: response.body._id, type: "video", link });
  });

  it.each([
    "https://vimeo.com/76979871",
    "not a url",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=<script>",
  ])("refuses the video link %s with 400", async (link) => {
    const before = (await listPromotions()).length;
    const response = await asAdmin("/api/promotion", { json: { type: "video", link } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/YouTube/);
    expect(await listPromotions()).toHaveLength(before);
  });

  it("accepts an image link returned by POST /api/upload", async () => {
    const image = await uploadPng(admin);
    const response = await asAdmin("/api/promotion", { json: { type: "image", link: image.secure_url } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ type: "image", link: image.secure_url });
  });

  it.each([
    "https://example.com/cat.png",
    "not a url",
    "https://shop.test/images/../secret.png",
    "https://shop.test/elsewhere/00000000000000000000000000.png",
  ])("refuses the image link %s that is not one of our uploads with 400", async (link) => {
    const before = (await listPromotions()).length;
    const response = await asAdmin("/api/promotion", { json: { type: "image", link } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/uploaded/);
    expect(await listPromotions()).toHaveLength(before);
  });

  it("refuses an image link on another host even when its path looks like one of our uploads", async () => {
    const image = await uploadPng(admin);
    const foreign = `https://evil.example/images/${image.key}`;
    const before = (await listPromotions()).length;
    const response = await asAdmin("/api/promotion", { json: { type: "image", link: foreign } });
    expect(response.status).toBe(400);
    expect(await listPromotions()).toHaveLength(before);
  });

  it("refuses an image link whose key was never uploaded", async () => {
    const link = "https://shop.test/images/01aaaaaaaaaaaaaaaaaaaaaaaa.png";
    expect(await env.IMAGES.head("01aaaaaaaaaaaaaaaaaaaaaaaa.png")).toBeNull();
    const before = (await listPromotions()).length;
    const response = await asAdmin("/api/promotion", { json: { type: "image", link } });
    expect(response.status).toBe(400);
    expect(await listPromotions()).toHaveLength(before);
  });

  it("deletes a promotion sent the way clients send it (JSON content type, no body) and 404s an unknown one", async () => {
    const added = await asAdmin("/api/promotion", { json: { type: "video", link: "https://youtu.be/dQw4w9WgXcQ" } });
    const before = (await listPromotions()).length;
    const response = await asAdmin(`/api/promotion/${added.body._id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(200);
    const list = await listPromotions();
    expect(list).toHaveLength(before - 1);
    expect(list.some((entry) => entry._id === added.body._id)).toBe(false);
    const again = await asAdmin(`/api/promotion/${added.body._id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } });
    expect(again.status).toBe(404);
    expect(again.body.success).toBe(false);
  });
});

describe("users and roles", () => {
  /** Exactly what clients send: PUT with a JSON content type and no body. */
  const roleCall = (token: string, action: "assign-admin" | "remove-admin", userId: string) =>
    call(`/api/${action}/${userId}`, { method: "PUT", token, headers: { "Content-Type": "application/json" } });

  const login = (account: Account) => call("/api/login", { json: { emailAddress: account.email, password: account.password } });

  async function roleOf(userId: string) {
    return (await testDb().query.users.findFirst({ where: eq(users.id, userId) }))?.role;
  }

  it("lists every user for an admin as { users } without any password or hash", async () => {
    const someone = await createCustomer();
    const response = await asAdmin("/api/all-users");
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body.users)).toBe(true);
    const listed = (response.body.users as any[]).find((user) => user._id === someone.user._id);
    expect(listed).toMatchObject({ _id: someone.user._id, emailAddress: someone.email, role: "user", name: someone.user.name });
    for (const user of response.body.users as any[]) {
      expect(Object.keys(user).sort()).toEqual(["_id", "address", "emailAddress", "emailVerified", "name", "phoneNumber", "role"]);
    }
    for (const secret of ["password", "passwordHash", "password_hash", "pbkdf2", "tokenVersion", someone.password]) {
      expect(response.text).not.toContain(secret);
    }
  });

  it("assigns and removes the admin role (round trip) without returning the hash", async () => {
    const target = await createCustomer();
    const assign = await roleCall(admin.token, "assign-admin", target.user._id);
    expect(assign.status).toBe(200);
    expect(assign.body.user).toMatchObject({ _id: target.user._id, role: "admin" });
    expect(assign.text).not.toContain("pbkdf2");
    expect(await roleOf(target.user._id)).toBe("admin");
    const listed = (await asAdmin("/api/all-users")).body.users.find((user: any) => user._id === target.user._id);
    expect(listed.role).toBe("admin");

    const remove = await roleCall(admin.token, "remove-admin", target.user._id);
    expect(remove.status).toBe(200);
    expect(remove.body.user).toMatchObject({ _id: target.user._id, role: "user" });
    expect(await roleOf(target.user._id)).toBe("user");
  });

  it("refuses an admin removing their own admin role with 409", async () => {
    const self = await createAdmin();
    const response = await roleCall(self.token, "remove-admin", self.user._id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, message: "You cannot remove your own admin role" });
    expect(await roleOf(self.user._id)).toBe("admin");
  });

  it("refuses assigning an admin who already is one, and removing from a non-admin, with 409", async () => {
    const other = await createAdmin();
    const already = await roleCall(admin.token, "assign-admin", other.user._id);
    expect(already.status).toBe(409);
    expect(already.body.message).toBe("User is already an admin");
    const plain = await createCustomer();
    const notAdmin = await roleCall(admin.token, "remove-admin", plain.user._id);
    expect(notAdmin.status).toBe(409);
    expect(notAdmin.body.message).toBe("User is not an admin");
    expect(await roleOf(plain.user._id)).toBe("user");
  });

  it("answers 404 for an unknown user", async () => {
    for (const action of ["assign-admin", "remove-admin"] as const) {
      const response = await roleCall(admin.token, action, "00000000000000000000000000");
      expect(response.status, action).toBe(404);
      expect(response.body).toEqual({ success: false, message: "User not found" });
    }
  });

  it("refuses the target's old token (401) after each role change: the change applies on the next request", async () => {
    const target = await createCustomer();
    expect((await call("/api/all-users", { token: target.token })).status).toBe(403);

    expect((await roleCall(admin.token, "assign-admin", target.user._id)).status).toBe(200);
    const stale = await call("/api/all-users", { token: target.token });
    expect(stale.status).toBe(401);
    expect(stale.body.success).toBe(false);
    const promoted = await login(target);
    expect(promoted.body.user.role).toBe("admin");
    expect((await call("/api/all-users", { token: promoted.body.token })).status).toBe(200);

    expect((await roleCall(admin.token, "remove-admin", target.user._id)).status).toBe(200);
    expect((await call("/api/all-users", { token: promoted.body.token })).status).toBe(401);
    const demoted = await login(target);
    expect(demoted.body.user.role).toBe("user");
    expect((await call("/api/all-users", { token: demoted.body.token })).status).toBe(403);
  });

  it("answers the loser of two simultaneous assignments of the same user with 'User is already an admin'", async () => {
    const target = await createCustomer();
    const assigns = await Promise.all([1, 2].map(() => roleCall(admin.token, "assign-admin", target.user._id)));
    expect(assigns.map((response) => response.status).sort()).toEqual([200, 409]);
    const assignLoser = assigns.find((response) => response.status === 409);
    // The target is an admin now: "already an admin" is the conflict, not a last-admin rule.
    expect(assignLoser?.body.message).toBe("User is already an admin");
    expect(await roleOf(target.user._id)).toBe("admin");
  });

  it("answers the loser of two simultaneous removals of the same admin with 'User is not an admin'", async () => {
    const target = await createAdmin();
    const removes = await Promise.all([1, 2].map(() => roleCall(admin.token, "remove-admin", target.user._id)));
    expect(removes.map((response) => response.status).sort()).toEqual([200, 409]);
    const removeLoser = removes.find((response) => response.status === 409);
    // Other admins exist (at least the caller), so the target was never the last admin.
    expect(removeLoser?.body.message).toBe("User is not an admin");
    expect(await roleOf(target.user._id)).toBe("user");
  });

  it("never lets the last admin be demoted, even when the last two admins demote each other at once", async () => {
    const first = await createAdmin();
    const second = await createAdmin();
    const db = testDb();
    const pair = [first.user._id, second.user._id];
    // Make these two the only admins for the duration of the test; the others get their role back afterwards.
    const others = (await db.select({ id: users.id }).from(users).where(and(eq(users.role, "admin"), notInArray(users.id, pair)))).map(
      (row) => row.id,
    );
    if (others.length) await db.update(users).set({ role: "user" }).where(inArray(users.id, others));
    try {
      const [firstDemotesSecond, secondDemotesFirst] = await Promise.all([
        roleCall(first.token, "remove-admin", second.user._id),
        roleCall(second.token, "remove-admin", first.user._id),
      ]);
      const statuses = [firstDemotesSecond.status, secondDemotesFirst.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      expect(admins).toHaveLength(1);

      // The survivor is now the last admin and cannot step down either.
      const survivor = firstDemotesSecond.status === 200 ? first : second;
      const self = await roleCall(survivor.token, "remove-admin", survivor.user._id);
      expect(self.status).toBe(409);
      expect(await roleOf(survivor.user._id)).toBe("admin");
    } finally {
      if (others.length) await db.update(users).set({ role: "admin" }).where(inArray(users.id, others));
    }
  });
});

describe("audit log", () => {
  it("records the admin's actions with entity, action and actor e-mail, newest first", async () => {
    const actor = await createAdmin();
    const category = await addCategory(actor);
    await call(`/api/admin/category/edit/${category._id}`, { method: "PUT", token: actor.token, json: { name: uniqueName("Renamed") } });
    const product = await addProduct(actor, category._id);
    await call(`/api/admin/product/delete/${product._id}`, { method: "DELETE", token: actor.token });
    const banner = await call("/api/admin/banner/banners", { token: actor.token, json: { title: "Audit me", banner: "https://shop.test/images/g.png" } });
    const target = await createCustomer();
    await call(`/api/assign-admin/${target.user._id}`, { method: "PUT", token: actor.token, headers: { "Content-Type": "application/json" } });
    await call(`/api/admin/category/delete/${category._id}`, { method: "DELETE", token: actor.token });

    const response = await call("/api/admin/audit", { token: actor.token });
    expect(response.status).toBe(200);
    const entries = response.body.entries as any[];
    const mine = entries
      .filter((entry) => entry.actorEmail === actor.email)
      .map((entry) => `${entry.entity}:${entry.action}:${entry.entityId}`);
    expect(mine).toEqual([
      `category:delete:${category._id}`,
      `user:assign-admin:${target.user._id}`,
      `banner:create:${banner.body._id}`,
      `product:delete:${product._id}`,
      `product:create:${product._id}`,
      `category:update:${category._id}`,
      `category:create:${category._id}`,
    ]);
    for (const entry of entries.filter((item) => item.actorEmail === actor.email)) {
      expect(entry.actorId).toBe(actor.user._id);
      expect(Date.parse(entry.createdAt)).not.toBeNaN();
    }
    const times = entries.map((entry) => entry.createdAt as string);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("does not log refused actions", async () => {
    const before = await countOf("select count(*) as n from audit_log");
    await asAdmin("/api/admin/category/add", { json: { name: "" } });
    await call(`/api/remove-admin/${admin.user._id}`, { method: "PUT", token: admin.token, headers: { "Content-Type": "application/json" } });
    expect(await countOf("select count(*) as n from audit_log")).toBe(before);
  });

  it("honours ?limit and is closed to customers", async () => {
    const limited = await asAdmin("/api/admin/audit?limit=2");
    expect(limited.status).toBe(200);
    expect(limited.body.entries).toHaveLength(2);
    expect((await call("/api/admin/audit", { token: customer.token })).status).toBe(403);
  });

  it.each(["abc", "-3", "0", "1e400", "2.5", ""])("answers ?limit=%s without a server error", async (limit) => {
    const response = await asAdmin(`/api/admin/audit?limit=${limit}`);
    expect(response.status, response.text).toBe(200);
    expect(Array.isArray(response.body.entries)).toBe(true);
  });
});

describe("malformed and hostile input", () => {
  let category: { _id: string; name: string };
  let product: any;
  let blob: any;
  let banner: any;
  beforeAll(async () => {
    category = await addCategory(admin);
    product = await addProduct(admin, category._id);
    blob = await addBlob(admin, category._id);
    banner = (await asAdmin("/api/admin/banner/banners", { json: { title: "Hostile", banner: "https://shop.test/images/h.png" } })).body;
  });

  /** Every JSON write of this suite, as [label, method, path]. */
  const writes = (): [string, string, string][] => [
    ["category add", "POST", "/api/admin/category/add"],
    ["category edit", "PUT", `/api/admin/category/edit/${category._id}`],
    ["product add", "POST", "/api/admin/product/add"],
    ["product update", "PUT", `/api/admin/product/update/${product._id}`],
    ["product bare update", "PUT", "/api/admin/product/update"],
    ["banner add", "POST", "/api/admin/banner/banners"],
    ["banner update", "PUT", `/api/admin/banner/banners/${banner._id}`],
    ["blob add", "POST", "/api/admin/blob/blobs"],
    ["blob update", "PUT", `/api/admin/blob/blobs/${blob._id}`],
    ["promotion add", "POST", "/api/promotion"],
  ];

  it("answers malformed JSON, non-object JSON and wrong types on every write with 400 and a readable message", async () => {
    const bodies: [string, string][] = [
      ["malformed", '{"name": "Oil",'],
      ["array", "[1, 2, 3]"],
      ["null", "null"],
      ["string", '"just text"'],
      ["number", "42"],
      ["wrong types", JSON.stringify({ name: 42, title: 7, banner: 3, type: 1, link: false, description: [], category: {}, categoryId: [], mrp: true, salePrice: {}, images: {}, content: "x", _id: 5 })],
    ];
    for (const [label, method, path] of writes()) {
      for (const [kind, body] of bodies) {
        const response = await asAdmin(path, { method, body, headers: { "Content-Type": "application/json" } });
        expect(response.status, `${label} with ${kind}: ${response.text}`).toBe(400);
        expect(response.body.success, `${label} with ${kind}`).toBe(false);
        expect(response.body.message, `${label} with ${kind}`).toMatch(/^[A-Z][^{}]{5,200}$/);
      }
    }
  });

  it.each([
    ["a product name that is a number", () => ["/api/admin/product/add", productBody(category._id, { name: 12345 })]],
    ["a category id that is an object", () => ["/api/admin/product/add", productBody(category._id, { category: { _id: category._id } })]],
    ["a blob id that is a number", () => ["/api/admin/product/add", productBody(category._id, { blobId: 7 })]],
    ["an mrp that is a boolean", () => ["/api/admin/product/add", productBody(category._id, { mrp: true })]],
    ["images that are an object", () => ["/api/admin/blob/blobs", blobBody(category._id, { images: { first: "x" } })]],
    ["content sections that are strings", () => ["/api/admin/blob/blobs", blobBody(category._id, { content: ["heading", "paragraph"] })]],
    ["a banner URL that is an array", () => ["/api/admin/banner/banners", { title: "T", banner: ["https://shop.test/images/x.png"] }]],
    ["a promotion link that is an object", () => ["/api/promotion", { type: "image", link: { href: "x" } }]],
    ["a category name that is an array", () => ["/api/admin/category/add", { name: ["Oils"] }]],
  ] as [string, () => [string, unknown]][])("refuses %s with 400", async (_label, make) => {
    const [path, json] = make();
    const response = await asAdmin(path, { json });
    expect(response.status, response.text).toBe(400);
    expect(typeof response.body.message).toBe("string");
    expect(response.body.message.length).toBeGreaterThan(5);
  });

  it("ignores unknown extra fields and never writes them", async () => {
    const categoryResponse = await asAdmin("/api/admin/category/add", {
      json: { name: uniqueName("Extra"), _id: "CHOSEN-BY-CLIENT", deletedAt: "2020-01-01T00:00:00.000Z", nameKey: "zzz", role: "admin" },
    });
    expect(categoryResponse.status).toBe(201);
    expect(categoryResponse.body.category._id).not.toBe("CHOSEN-BY-CLIENT");
    const categoryRow = await testDb().query.categories.findFirst({ where: eq(categories.id, categoryResponse.body.category._id) });
    expect(categoryRow?.deletedAt).toBeNull();
    expect(categoryRow?.nameKey).toBe(categoryResponse.body.category.name.toLowerCase());

    const productResponse = await asAdmin("/api/admin/product/add", {
      json: { ...productBody(category._id), _id: "CHOSEN-PRODUCT", deleted: true, deletedAt: "2020-01-01T00:00:00.000Z", createdAt: "1999-01-01T00:00:00.000Z", mrpPaise: 1 },
    });
    expect(productResponse.status).toBe(201);
    const created = productResponse.body.product;
    expect(created._id).not.toBe("CHOSEN-PRODUCT");
    expect(created.createdAt).not.toBe("1999-01-01T00:00:00.000Z");
    const productRow = await testDb().query.products.findFirst({ where: eq(products.id, created._id) });
    expect(productRow).toMatchObject({ deletedAt: null, mrpPaise: 25000 });
    expect((await listProducts()).some((entry) => entry._id === created._id)).toBe(true);

    const bannerResponse = await asAdmin("/api/admin/banner/banners", { json: { title: "T", banner: "https://shop.test/images/x.png", _id: "CHOSEN-BANNER" } });
    expect(bannerResponse.status).toBe(201);
    expect(bannerResponse.body._id).not.toBe("CHOSEN-BANNER");
  });

  it("applies the 64 KB JSON limit to every JSON write, whatever id the path carries (even one named 'upload')", async () => {
    const json = { title: "T", name: "N", banner: "https://shop.test/images/x.png", padding: "p".repeat(70_000) };
    // Control: an ordinary id gets the 413.
    const control = await asAdmin(`/api/admin/banner/banners/${banner._id}`, { method: "PUT", json });
    expect(control.status, control.text).toBe(413);
    for (const path of ["/api/admin/banner/banners/upload", "/api/admin/category/edit/upload", "/api/admin/blob/blobs/upload"]) {
      const response = await asAdmin(path, { method: "PUT", json });
      expect(response.status, `${path}: ${response.text}`).toBe(413);
      expect(response.body.message).toMatch(/too large/);
    }
  });

  it("answers oversized bodies with 413 and overlong fields with 400, never 500", async () => {
    const tooLarge = await asAdmin("/api/admin/product/add", { json: productBody(category._id, { description: "x".repeat(70_000) }) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.success).toBe(false);
    expect(tooLarge.body.message).toMatch(/too large/);

    const overlong: [string, unknown, RegExp][] = [
      ["/api/admin/category/add", { name: "n".repeat(61) }, /Category name must be at most 60/],
      ["/api/admin/product/add", productBody(category._id, { name: "n".repeat(201) }), /Product name must be at most 200/],
      ["/api/admin/product/add", productBody(category._id, { description: "d".repeat(5001) }), /Description must be at most 5000/],
      ["/api/admin/product/add", productBody(category._id, { mrp: "9".repeat(400), salePrice: "1" }), /MRP must be/],
      ["/api/admin/product/add", productBody(category._id, { images: Array.from({ length: 11 }, (_, i) => `https://shop.test/images/${i}.png`) }), /At most 10 images/],
      ["/api/admin/blob/blobs", blobBody(category._id, { title: "t".repeat(201) }), /Title must be at most 200/],
      ["/api/admin/banner/banners", { title: "t".repeat(121), banner: "https://shop.test/images/x.png" }, /Title must be at most 120/],
      ["/api/promotion", { type: "video", link: `https://youtu.be/${"a".repeat(3000)}` }, /./],
    ];
    for (const [path, json, message] of overlong) {
      const response = await asAdmin(path, { json });
      expect(response.status, `${path}: ${response.text.slice(0, 200)}`).toBe(400);
      expect(response.body.message).toMatch(message);
    }

    const longId = "x".repeat(5000);
    for (const [method, path] of [
      ["DELETE", `/api/admin/category/delete/${longId}`],
      ["DELETE", `/api/admin/product/delete/${longId}`],
      ["GET", `/api/admin/product/${longId}`],
      ["GET", `/api/admin/blob/blobs/${longId}`],
      ["DELETE", `/api/promotion/${longId}`],
    ]) {
      const response = await asAdmin(path, { method });
      expect(response.status, `${method} ${path.slice(0, 40)}`).toBe(404);
    }
  });
});
