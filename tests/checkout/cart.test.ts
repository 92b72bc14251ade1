/**
 * The cart API (API.md 1.4, 3.4 and 6.7-6.8): GET /api/cart/ and PUT /api/cart/ with an ABSOLUTE quantity,
 * lines priced from the live catalogue, cascades from product and category deletes, isolation between
 * customers, cookie auth with the cross-site guard, revoked tokens and concurrent writes.
 * Storage is shared by the tests of this file, so every test creates its own customers and products.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carts } from "../../worker/domains/checkout/tables";
import { call, env, ORIGIN, testDb } from "../helpers/api";
import { addCategory, addProduct, productBody } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";

let admin: Account;

beforeAll(async () => {
  admin = await createAdmin();
});

const asAdmin = (path: string, options: Parameters<typeof call>[1] = {}) => call(path, { token: admin.token, ...options });

/** Both spellings clients may use; the contract's form has the trailing slash. */
const CART_PATHS = ["/api/cart/", "/api/cart"] as const;

const getCart = (token: string | null | undefined, path: string = "/api/cart/") => call(path, { token });

const putCart = (token: string, json: unknown, path: string = "/api/cart/") => call(path, { method: "PUT", token, json });

/** The cart lines as { productId, quantity } pairs, failing loudly when the GET does not succeed. */
async function linesOf(token: string) {
  const response = await getCart(token);
  if (response.status !== 200) throw new Error(`GET cart failed: ${response.status} ${response.text}`);
  return (response.body.cart.products as any[]).map((line) => ({ productId: line.productId._id as string, quantity: line.quantity }));
}

/** A fresh category with one product in it (created through the admin API). */
async function freshProduct(overrides: Record<string, unknown> = {}) {
  const category = await addCategory(admin);
  const product = await addProduct(admin, category._id, overrides);
  return { category, product: product as { _id: string; name: string; salePrice: number; images: string[] } };
}

async function cartLineCount(productId: string) {
  const row = await env.DB.prepare("select count(*) as n from cart_items where product_id = ?").bind(productId).first<{ n: number }>();
  return row?.n ?? -1;
}

describe("GET /api/cart/", () => {
  it.each(CART_PATHS)("refuses an anonymous caller at %s with 401 JSON", async (path) => {
    for (const method of ["GET", "PUT"]) {
      const response = await call(path, { method, ...(method === "PUT" ? { json: { productId: "x".repeat(10), quantity: 1 } } : {}) });
      expect(response.status, method).toBe(401);
      expect(response.body.success, method).toBe(false);
      expect(typeof response.body.message, method).toBe("string");
    }
  });

  it.each(CART_PATHS)("refuses the literal `Authorization: Bearer null` at %s with 401", async (path) => {
    const get = await call(path, { token: "null" });
    expect(get.status).toBe(401);
    const put = await call(path, { method: "PUT", token: "null", json: { productId: "x".repeat(10), quantity: 1 } });
    expect(put.status).toBe(401);
  });

  it("refuses a garbage bearer token with 401", async () => {
    expect((await getCart("not.a.jwt")).status).toBe(401);
  });

  it.each(CART_PATHS)("gives a new customer an empty cart at %s, never 404", async (path) => {
    const customer = await createCustomer();
    const response = await getCart(customer.token, path);
    expect(response.status).toBe(200);
    expect(response.body.cart.products).toEqual([]);
    expect(response.body).toMatchObject({ cart: { products: [] } });
  });

  it("answers the cart as { _id, userId, products } with the caller's id and a real cart id", async () => {
    const customer = await createCustomer();
    const response = await getCart(customer.token);
    expect(response.status).toBe(200);
    expect(response.body.cart).toEqual({ _id: expect.any(String), userId: customer.user._id, products: [] });
    expect(response.body.cart._id.length).toBeGreaterThanOrEqual(6);
  });

  it("answers a real cart _id (at least 6 characters, API.md 0) even when the carts row was deleted", async () => {
    const customer = await createCustomer();
    await testDb().delete(carts).where(eq(carts.userId, customer.user._id));
    const response = await getCart(customer.token);
    expect(response.status).toBe(200);
    expect(response.body.cart.userId).toBe(customer.user._id);
    expect(response.body.cart.products).toEqual([]);
    expect(typeof response.body.cart._id).toBe("string");
    expect(response.body.cart._id.length).toBeGreaterThanOrEqual(6);
  });

  it("gives an empty cart when the customer's carts row was deleted, and creates it again on first PUT", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    const db = testDb();
    await db.delete(carts).where(eq(carts.userId, customer.user._id));
    expect(await db.query.carts.findFirst({ where: eq(carts.userId, customer.user._id) })).toBeUndefined();

    const empty = await getCart(customer.token);
    expect(empty.status).toBe(200);
    expect(empty.body.cart.products).toEqual([]);

    const put = await putCart(customer.token, { productId: product._id, quantity: 2 });
    expect(put.status).toBe(200);
    expect(await linesOf(customer.token)).toEqual([{ productId: product._id, quantity: 2 }]);
    expect(await db.query.carts.findFirst({ where: eq(carts.userId, customer.user._id) })).toBeDefined();
  });
});

describe("PUT /api/cart/ sets the absolute quantity", () => {
  it.each(CART_PATHS)("adds with 1, then sets 3 (not 1 + 3) at %s; the response and a GET agree", async (path) => {
    const customer = await createCustomer();
    const { category, product } = await freshProduct({ salePrice: "120.5", images: ["https://shop.test/images/a.png"] });

    const add = await putCart(customer.token, { productId: product._id, quantity: 1 }, path);
    expect(add.status).toBe(200);
    expect(add.body.cart.products).toHaveLength(1);
    expect(add.body.cart.products[0].quantity).toBe(1);

    const set = await putCart(customer.token, { productId: product._id, quantity: 3 }, path);
    expect(set.status).toBe(200);
    for (const cart of [set.body.cart, (await getCart(customer.token, path)).body.cart]) {
      expect(cart.products).toHaveLength(1);
      const [line] = cart.products;
      expect(line.quantity).toBe(3);
      expect(typeof line.quantity).toBe("number");
      expect(line.productId).toMatchObject({
        _id: product._id,
        name: product.name,
        images: ["https://shop.test/images/a.png"],
        salePrice: 120.5,
        category: { _id: category._id, name: category.name },
      });
      expect(typeof line.productId.salePrice).toBe("number");
      expect(Array.isArray(line.productId.images)).toBe(true);
    }
  });

  it("expands a product without images to an empty images array", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct({ images: [] });
    await putCart(customer.token, { productId: product._id, quantity: 1 });
    const [line] = (await getCart(customer.token)).body.cart.products;
    expect(line.productId.images).toEqual([]);
  });

  it("sets the quantity down as well as up, and keeps several products as separate lines", async () => {
    const customer = await createCustomer();
    const { product: first } = await freshProduct();
    const { product: second } = await freshProduct();
    await putCart(customer.token, { productId: first._id, quantity: 5 });
    await putCart(customer.token, { productId: second._id, quantity: 2 });
    await putCart(customer.token, { productId: first._id, quantity: 4 });
    const lines = await linesOf(customer.token);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        { productId: first._id, quantity: 4 },
        { productId: second._id, quantity: 2 },
      ]),
    );
  });

  it("accepts the largest quantity, 99", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    expect((await putCart(customer.token, { productId: product._id, quantity: 99 })).status).toBe(200);
    expect(await linesOf(customer.token)).toEqual([{ productId: product._id, quantity: 99 }]);
  });

  it.each(CART_PATHS)("removes an existing line with quantity 0 at %s", async (path) => {
    const customer = await createCustomer();
    const { product: kept } = await freshProduct();
    const { product: removed } = await freshProduct();
    await putCart(customer.token, { productId: kept._id, quantity: 2 });
    await putCart(customer.token, { productId: removed._id, quantity: 1 });

    const response = await putCart(customer.token, { productId: removed._id, quantity: 0 }, path);
    expect(response.status).toBe(200);
    expect(await linesOf(customer.token)).toEqual([{ productId: kept._id, quantity: 2 }]);
    expect(await cartLineCount(removed._id)).toBe(0);
  });

  it("refuses quantity 0 for a product that is not in the cart with 400 and changes nothing", async () => {
    const customer = await createCustomer();
    const { product: inCart } = await freshProduct();
    const { product: notInCart } = await freshProduct();
    await putCart(customer.token, { productId: inCart._id, quantity: 2 });

    const response = await putCart(customer.token, { productId: notInCart._id, quantity: 0 });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe("string");
    expect(await linesOf(customer.token)).toEqual([{ productId: inCart._id, quantity: 2 }]);
  });

  it("refuses quantity 0 a second time once the line is gone", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    await putCart(customer.token, { productId: product._id, quantity: 1 });
    expect((await putCart(customer.token, { productId: product._id, quantity: 0 })).status).toBe(200);
    expect((await putCart(customer.token, { productId: product._id, quantity: 0 })).status).toBe(400);
  });
});

describe("PUT /api/cart/ validation", () => {
  let customer: Account;
  let productId: string;

  beforeAll(async () => {
    customer = await createCustomer();
    productId = (await freshProduct()).product._id;
    await putCart(customer.token, { productId, quantity: 2 });
  });

  it.each([
    ["a negative quantity", () => ({ productId, quantity: -1 }), /quantity/i],
    ["quantity 100", () => ({ productId, quantity: 100 }), /quantity/i],
    ["a fractional quantity", () => ({ productId, quantity: 2.5 }), /quantity/i],
    ["a string quantity", () => ({ productId, quantity: "2" }), /quantity/i],
    ["a null quantity", () => ({ productId, quantity: null }), /quantity/i],
    ["a boolean quantity", () => ({ productId, quantity: true }), /quantity/i],
    ["a missing quantity", () => ({ productId }), /quantity/i],
    ["a missing productId", () => ({ quantity: 1 }), /productId/],
    ["an empty productId", () => ({ productId: "", quantity: 1 }), /productId/],
    ["a numeric productId", () => ({ productId: 12345678, quantity: 1 }), /productId/],
    ["an empty body", () => ({}), /productId|quantity/],
  ])("refuses %s with 400 and a message naming the field; the cart is unchanged", async (_label, body, field) => {
    const response = await putCart(customer.token, body());
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(field);
    expect(await linesOf(customer.token)).toEqual([{ productId, quantity: 2 }]);
  });

  it("refuses a body that is not JSON or not an object with 400", async () => {
    const notJson = await call("/api/cart/", {
      method: "PUT",
      token: customer.token,
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect((await putCart(customer.token, [productId, 1])).status).toBe(400);
    expect(await linesOf(customer.token)).toEqual([{ productId, quantity: 2 }]);
  });

  it("refuses an unknown product with 404 and adds no line", async () => {
    const before = await linesOf(customer.token);
    const response = await putCart(customer.token, { productId: "0000000000000000000000000000", quantity: 1 });
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe("string");
    expect(await linesOf(customer.token)).toEqual(before);
  });

  it("refuses a deleted product with 404 and adds no line", async () => {
    const { product } = await freshProduct();
    expect((await asAdmin(`/api/admin/product/delete/${product._id}`, { method: "DELETE" })).status).toBe(200);
    const response = await putCart(customer.token, { productId: product._id, quantity: 1 });
    expect(response.status).toBe(404);
    expect(await cartLineCount(product._id)).toBe(0);
  });

  it("refuses a product of a deleted category with 404", async () => {
    const { category, product } = await freshProduct();
    expect((await asAdmin(`/api/admin/category/delete/${category._id}`, { method: "DELETE" })).status).toBe(200);
    const response = await putCart(customer.token, { productId: product._id, quantity: 1 });
    expect(response.status).toBe(404);
    expect(await cartLineCount(product._id)).toBe(0);
  });
});

describe("cart prices and cascades follow the live catalogue", () => {
  it("prices lines from the product's current salePrice after an admin changes it", async () => {
    const customer = await createCustomer();
    const { category, product } = await freshProduct({ mrp: "300", salePrice: "250" });
    await putCart(customer.token, { productId: product._id, quantity: 2 });
    expect((await getCart(customer.token)).body.cart.products[0].productId.salePrice).toBe(250);

    const update = await asAdmin(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      json: productBody(category._id, { name: "Renamed sesame oil", mrp: 300, salePrice: "199.99" }),
    });
    expect(update.status).toBe(200);

    const [line] = (await getCart(customer.token)).body.cart.products;
    expect(line.productId.salePrice).toBe(199.99);
    expect(line.productId.name).toBe("Renamed sesame oil");
    expect(line.quantity).toBe(2);
  });

  it("takes a deleted product out of every cart, leaving the other lines", async () => {
    const [first, second] = await Promise.all([createCustomer(), createCustomer()]);
    const { product: doomed } = await freshProduct();
    const { product: kept } = await freshProduct();
    for (const customer of [first, second]) {
      await putCart(customer.token, { productId: doomed._id, quantity: 2 });
      await putCart(customer.token, { productId: kept._id, quantity: 1 });
    }
    expect(await cartLineCount(doomed._id)).toBe(2);

    expect((await asAdmin(`/api/admin/product/delete/${doomed._id}`, { method: "DELETE" })).status).toBe(200);

    for (const customer of [first, second]) {
      expect(await linesOf(customer.token)).toEqual([{ productId: kept._id, quantity: 1 }]);
    }
    expect(await cartLineCount(doomed._id)).toBe(0);
  });

  it("takes every product of a deleted category out of carts", async () => {
    const customer = await createCustomer();
    const category = await addCategory(admin);
    const doomedA = await addProduct(admin, category._id);
    const doomedB = await addProduct(admin, category._id);
    const { product: kept } = await freshProduct();
    for (const id of [doomedA._id, doomedB._id, kept._id]) await putCart(customer.token, { productId: id, quantity: 3 });
    expect(await linesOf(customer.token)).toHaveLength(3);

    expect((await asAdmin(`/api/admin/category/delete/${category._id}`, { method: "DELETE" })).status).toBe(200);

    expect(await linesOf(customer.token)).toEqual([{ productId: kept._id, quantity: 3 }]);
    expect(await cartLineCount(doomedA._id)).toBe(0);
    expect(await cartLineCount(doomedB._id)).toBe(0);
  });

  it("never shows a line whose product was soft-deleted behind the API's back", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    await putCart(customer.token, { productId: product._id, quantity: 1 });
    await env.DB.prepare("update products set deleted_at = ? where id = ?").bind(new Date().toISOString(), product._id).run();
    const response = await getCart(customer.token);
    expect(response.status).toBe(200);
    expect(response.body.cart.products).toEqual([]);
  });
});

describe("each customer has their own cart", () => {
  it("B never sees A's lines, and B's PUT only changes B's cart", async () => {
    const [a, b] = await Promise.all([createCustomer(), createCustomer()]);
    const { product } = await freshProduct();
    await putCart(a.token, { productId: product._id, quantity: 4 });

    expect(await linesOf(b.token)).toEqual([]);

    expect((await putCart(b.token, { productId: product._id, quantity: 1 })).status).toBe(200);
    expect(await linesOf(b.token)).toEqual([{ productId: product._id, quantity: 1 }]);
    expect(await linesOf(a.token)).toEqual([{ productId: product._id, quantity: 4 }]);

    expect((await putCart(b.token, { productId: product._id, quantity: 0 })).status).toBe(200);
    expect(await linesOf(b.token)).toEqual([]);
    expect(await linesOf(a.token)).toEqual([{ productId: product._id, quantity: 4 }]);
  });

  it("ignores userId, cartId and _id in the body: the cart is always the caller's", async () => {
    const [a, b] = await Promise.all([createCustomer(), createCustomer()]);
    const { product } = await freshProduct();
    const { product: other } = await freshProduct();
    const aCart = await putCart(a.token, { productId: product._id, quantity: 4 });
    const aCartId = aCart.body.cart._id as string;
    const before = await linesOf(a.token);

    for (const body of [
      { productId: product._id, quantity: 9, userId: a.user._id },
      { productId: product._id, quantity: 9, cartId: aCartId },
      { productId: product._id, quantity: 9, _id: aCartId, userId: a.user._id, cartId: aCartId },
      { productId: other._id, quantity: 7, userId: a.user._id, cartId: aCartId },
      { productId: product._id, quantity: 0, userId: a.user._id, cartId: aCartId },
    ]) {
      const response = await putCart(b.token, body);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(response.body.cart.userId).toBe(b.user._id);
      expect(response.body.cart._id).not.toBe(aCartId);
      expect(await linesOf(a.token), JSON.stringify(body)).toEqual(before);
    }
    expect(await linesOf(b.token)).toEqual([{ productId: other._id, quantity: 7 }]);
  });

  it("ignores userId in the query string", async () => {
    const [a, b] = await Promise.all([createCustomer(), createCustomer()]);
    const { product } = await freshProduct();
    await putCart(a.token, { productId: product._id, quantity: 4 });
    const response = await call(`/api/cart/?userId=${a.user._id}`, { token: b.token });
    expect(response.status).toBe(200);
    expect(response.body.cart.products).toEqual([]);
  });
});

describe("cart sessions", () => {
  it("reads the cart with the session cookie alone", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    await putCart(customer.token, { productId: product._id, quantity: 2 });
    const response = await call("/api/cart/", { cookie: `ghani_session=${customer.token}` });
    expect(response.status).toBe(200);
    expect(response.body.cart.products.map((line: any) => [line.productId._id, line.quantity])).toEqual([[product._id, 2]]);
  });

  it("accepts a same-origin PUT authenticated by the cookie", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    const response = await call("/api/cart/", {
      method: "PUT",
      cookie: `ghani_session=${customer.token}`,
      headers: { Origin: ORIGIN },
      json: { productId: product._id, quantity: 2 },
    });
    expect(response.status).toBe(200);
    expect(await linesOf(customer.token)).toEqual([{ productId: product._id, quantity: 2 }]);
  });

  it.each([
    ["an evil Origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses a cookie-authenticated PUT with %s: 403 and the cart unchanged", async (_label, headers) => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    await putCart(customer.token, { productId: product._id, quantity: 2 });
    for (const quantity of [5, 0]) {
      const response = await call("/api/cart/", {
        method: "PUT",
        cookie: `ghani_session=${customer.token}`,
        headers,
        json: { productId: product._id, quantity },
      });
      expect(response.status).toBe(403);
      expect(response.body.success).toBe(false);
    }
    expect(await linesOf(customer.token)).toEqual([{ productId: product._id, quantity: 2 }]);
  });

  it("refuses a token revoked by POST /api/logout with 401, for GET and PUT, bearer and cookie", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    await putCart(customer.token, { productId: product._id, quantity: 2 });
    expect((await call("/api/logout", { method: "POST", token: customer.token })).status).toBe(200);

    expect((await getCart(customer.token)).status).toBe(401);
    expect((await putCart(customer.token, { productId: product._id, quantity: 5 })).status).toBe(401);
    expect((await call("/api/cart/", { cookie: `ghani_session=${customer.token}` })).status).toBe(401);
    const row = await env.DB.prepare(
      "select ci.quantity as quantity from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ? and ci.product_id = ?",
    )
      .bind(customer.user._id, product._id)
      .first<{ quantity: number }>();
    expect(row?.quantity).toBe(2);
  });
});

describe("concurrent writes", () => {
  it("20 parallel PUTs of different absolute quantities leave exactly one line with one of the sent values", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    const quantities = Array.from({ length: 20 }, (_, index) => index + 1);
    const responses = await Promise.all(quantities.map((quantity) => putCart(customer.token, { productId: product._id, quantity })));
    expect(responses.map((response) => response.status)).toEqual(quantities.map(() => 200));

    const lines = await linesOf(customer.token);
    expect(lines).toHaveLength(1);
    expect(lines[0].productId).toBe(product._id);
    expect(quantities).toContain(lines[0].quantity);
    expect(await cartLineCount(product._id)).toBe(1);
  });

  it("creates exactly one cart when the first PUTs of a customer without a carts row race", async () => {
    const customer = await createCustomer();
    const { product } = await freshProduct();
    await testDb().delete(carts).where(eq(carts.userId, customer.user._id));
    const responses = await Promise.all([3, 4, 5, 6, 7].map((quantity) => putCart(customer.token, { productId: product._id, quantity })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const row = await env.DB.prepare("select count(*) as n from carts where user_id = ?").bind(customer.user._id).first<{ n: number }>();
    expect(row?.n).toBe(1);
    const lines = await linesOf(customer.token);
    expect(lines).toHaveLength(1);
    expect([3, 4, 5, 6, 7]).toContain(lines[0].quantity);
  });
});
