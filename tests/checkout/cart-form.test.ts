/**
 * Add to Cart without scripts (issue 31): the product card's and page's form posts `productId` and the chosen
 * `variantId` to /cart as a plain form. Signed in, one more of that pack goes in and the browser is sent back to the
 * page the form was on (303); signed out, into the guest cart and on to the checkout showing it; a bad post is a 400 naming the field, and the pages'
 * JSON (the scripts' path) still sets an absolute quantity.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, ORIGIN } from "../helpers/api";
import { addCategory, addProduct, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

let admin: Account;
let product: { _id: string; slug: string; variants: { _id: string; label: string }[] };

beforeAll(async () => {
  admin = await createAdmin();
  const category = await addCategory(admin);
  product = await addProduct(admin, category._id, {
    variants: [
      { label: "500 g", netQuantity: 500, unit: "g", mrp: 100, salePrice: 90, sku: uniqueName("SKU").replace(/\W/g, ""), stock: 10 },
      { label: "1 kg", netQuantity: 1, unit: "kg", mrp: 190, salePrice: 170, sku: uniqueName("SKU").replace(/\W/g, ""), stock: 1 },
    ],
  });
});

function postForm(fields: Record<string, string>, options: { token?: string; from?: string } = {}) {
  return callPage("/cart", {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(options.from ? { Referer: `${ORIGIN}${options.from}` } : {}) },
    cookie: options.token ? `${SESSION_COOKIE}=${options.token}` : undefined,
  });
}

async function quantities(token: string): Promise<Record<string, number>> {
  const cart = (await call("/api/cart/", { token })).body.cart as { products: { variantLabel: string; quantity: number }[] };
  return Object.fromEntries(cart.products.map((line) => [line.variantLabel, line.quantity]));
}

describe("Add to Cart posted as a form", () => {
  it("adds one of the chosen pack each time and goes back to the page it came from", async () => {
    const customer = await createCustomer();
    const [small, large] = product.variants;
    const first = await postForm({ productId: product._id, variantId: small._id }, { token: customer.token, from: "/te/shop?q=oil" });
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/te/shop?q=oil");
    await postForm({ productId: product._id, variantId: small._id }, { token: customer.token, from: "/shop" });
    await postForm({ productId: product._id, variantId: large._id }, { token: customer.token, from: `/products/${product.slug}` });
    expect(await quantities(customer.token)).toEqual({ "500 g": 2, "1 kg": 1 });
  });

  it("refuses more than the stock, saying so, and keeps the cart", async () => {
    const customer = await createCustomer();
    const large = product.variants[1];
    await postForm({ productId: product._id, variantId: large._id }, { token: customer.token, from: "/shop" });
    const again = await postForm({ productId: product._id, variantId: large._id }, { token: customer.token, from: "/shop" });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toMatch(/1 kg/);
    expect(await quantities(customer.token)).toEqual({ "1 kg": 1 });
  });

  it("fills a signed-out shopper's guest cart and shows it at the checkout (issue 31), never the sign-up", async () => {
    const response = await postForm({ productId: product._id, variantId: product.variants[0]._id }, { from: "/shop" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/checkout?added=${product.variants[0]._id}`);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("ghani_cart="))).toBe(true);
  });

  it("names a missing product in a 400", async () => {
    const customer = await createCustomer();
    const response = await postForm({ variantId: product.variants[0]._id }, { token: customer.token, from: "/shop" });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/productId/);
  });
});
