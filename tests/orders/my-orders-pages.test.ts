/**
 * "My orders" (issue 31) through React Router's real handler and route modules (tests/helpers/pages.ts): /orders lists
 * the signed-in customer's own orders newest first; /orders/:id shows one's own order with its timeline, amount due
 * and tracking, and is a 404 for anyone else's (admins included: theirs is the admin page); signed out, both send to
 * the login page and back; /te/ pages speak Telugu. "Buy again" puts the order's packs in the cart at today's price
 * and stock and says what changed (a new price, out of stock, fewer left, no longer sold).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { freshUtr, placeOrder, putOrder } from "../helpers/orders";
import { callPage } from "../helpers/pages";

const cookieOf = (account: Account) => `${SESSION_COOKIE}=${account.token}`;
const loaderOf = (response: Awaited<ReturnType<typeof callPage>>, routeId: string) => response.body.loaderData[routeId];

let customer: Account;
let otherCustomer: Account;
let admin: Account;
let categoryId: string;
let older: string;
let newer: string;

async function newProduct(name: string) {
  const product = await addProduct(admin, categoryId, { name, mrp: "300", salePrice: "250" });
  return product._id as string;
}

function buyAgain(orderId: string, account: Account, path = `/orders/${orderId}`) {
  return callPage(path, { method: "POST", cookie: cookieOf(account), body: JSON.stringify({ intent: "buy-again" }), headers: { "Content-Type": "application/json" } });
}

beforeAll(async () => {
  [customer, otherCustomer, admin] = await Promise.all([createCustomer(), createCustomer(), createAdmin()]);
  categoryId = (await addCategory(admin))._id;
  const productId = await newProduct("My Orders Sesame Oil");
  older = (await placeOrder(customer.token, [{ productId, quantity: 1 }]))._id;
  newer = (await placeOrder(customer.token, [{ productId, quantity: 2 }]))._id;
});

describe("/orders", () => {
  it("lists the customer's own orders, newest first, as compact cards", async () => {
    const response = await callPage("/orders", { cookie: cookieOf(customer) });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const page = loaderOf(response, "routes/my-orders");
    expect(page.orders.map((order: { _id: string }) => order._id)).toEqual([newer, older]);
    expect(page.orders[0]).toMatchObject({ itemCount: 2, paymentStatus: "pending", due: { kind: "pay-now" } });
    expect(page.meta.title).toBe("My orders | Ghani");
  });

  it("shows another customer none of them", async () => {
    const page = loaderOf(await callPage("/orders", { cookie: cookieOf(otherCustomer) }), "routes/my-orders");
    expect(page.orders).toEqual([]);
  });

  it("sends a signed-out visitor to the login page and back, in the page's language", async () => {
    const english = await callPage("/orders");
    expect(english.status).toBe(302);
    expect(english.headers.get("Location")).toBe("/login?redirectTo=%2Forders");
    const telugu = await callPage(`/te/orders/${older}`);
    expect(telugu.headers.get("Location")).toBe(`/te/login?redirectTo=${encodeURIComponent(`/te/orders/${older}`)}`);
  });

  it("is never kept by a cache", async () => {
    for (const path of ["/orders", `/te/orders/${older}`]) {
      const response = await call(path);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});

describe("/orders/:orderId", () => {
  it("shows the customer's own order with its timeline, the amount due and the way to pay", async () => {
    const response = await callPage(`/orders/${older}`, { cookie: cookieOf(customer) });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const page = loaderOf(response, "routes/my-order");
    expect(page.found).toBe(true);
    expect(page.order._id).toBe(older);
    expect(page.timeline.map((step: { kind: string }) => step.kind)).toEqual(["placed"]);
    expect(page.due).toEqual({ kind: "pay-now", amount: page.order.bill });
    expect(page.tracking).toBeNull();
    expect(page.meta.title).toBe(`Order #${older.slice(-6)} | Ghani`);
  });

  it("follows the order: paid, then shipped with the courier's tracking link", async () => {
    const placed = await placeOrder(customer.token, [{ productId: await newProduct("Tracked Oil"), quantity: 1 }]);
    await putOrder(customer.token, placed._id, { amountPaid: placed.bill, transactionId: freshUtr() });
    await putOrder(admin.token, placed._id, { paymentStatus: "verified" });
    const shipped = await putOrder(admin.token, placed._id, { orderStatus: "shipped", courier: "Delhivery", trackingNumber: "DL99887766" });
    expect(shipped.status, shipped.text).toBe(200);
    const page = loaderOf(await callPage(`/orders/${placed._id}`, { cookie: cookieOf(customer) }), "routes/my-order");
    expect(page.timeline.map((step: { kind: string }) => step.kind)).toEqual(["placed", "payment-reported", "paid", "shipped"]);
    expect(page.due.kind).toBe("nothing");
    expect(page.tracking).toEqual({ courier: "Delhivery", number: "DL99887766", url: "https://www.delhivery.com/track/package/DL99887766", source: "courier" });
  });

  it("is a 404 to another customer and to an admin, and for an order that does not exist", async () => {
    for (const account of [otherCustomer, admin]) {
      const response = await callPage(`/orders/${older}`, { cookie: cookieOf(account) });
      expect(response.status).toBe(404);
      expect(JSON.stringify(loaderOf(response, "routes/my-order"))).not.toContain(older);
    }
    expect((await callPage("/orders/no-such-order", { cookie: cookieOf(customer) })).status).toBe(404);
  });

  it("speaks Telugu under /te/", async () => {
    const response = await callPage(`/te/orders/${older}`, { cookie: cookieOf(customer) });
    expect(response.status).toBe(200);
    const page = loaderOf(response, "routes/my-order");
    expect(page.meta.title).toBe(`ఆర్డర్ #${older.slice(-6)} | Ghani`);
    expect(JSON.stringify(page.messages["orders.step.placed"])).toContain("ఆర్డర్ ప్లేస్ అయింది");
    expect(JSON.stringify(page.messages["orders.due.payNow"])).toContain("కట్టాలి");
    const list = loaderOf(await callPage("/te/orders", { cookie: cookieOf(customer) }), "routes/my-orders");
    expect(list.meta.title).toBe("నా ఆర్డర్లు | Ghani");
  });
});

describe("Buy again", () => {
  async function cartQuantities(account: Account): Promise<Record<string, number>> {
    const cart = await call("/api/cart/", { token: account.token });
    return Object.fromEntries((cart.body.cart.products as { variantId: string; quantity: number }[]).map((line) => [line.variantId, line.quantity]));
  }

  it("puts the same packs in the cart and says which one is priced differently, out of stock, short or gone", async () => {
    const buyer = await createCustomer();
    const [same, repriced, soldOut, short, gone] = await Promise.all(["Same", "Repriced", "Sold Out", "Short", "Gone"].map((name) => newProduct(`Again ${name}`)));
    const order = await placeOrder(buyer.token, [same, repriced, soldOut, short, gone].map((productId) => ({ productId, quantity: 3 })));
    const packs: Record<string, string> = Object.fromEntries(order.products.map((line: { productId: { _id: string }; variantId: string }) => [line.productId._id, line.variantId]));
    await env.DB.prepare("update product_variants set sale_price_paise = 27500 where id = ?").bind(packs[repriced]).run();
    for (const [productId, count] of [[soldOut, 0], [short, 2]] as const) {
      const adjusted = await call("/api/admin/stock/adjust", { token: admin.token, json: { variantId: packs[productId], count, reason: "Counted the shelf" } });
      expect(adjusted.status, adjusted.text).toBe(200);
    }
    expect((await call(`/api/admin/product/delete/${gone}`, { method: "DELETE", token: admin.token })).status).toBe(200);

    const response = await buyAgain(order._id, buyer);
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const { lines, addedCount } = response.body.actionData.buyAgain;
    const outcomeOf = (productName: string) => lines.find((line: { productName: string }) => line.productName === productName);
    expect(outcomeOf("Again Same")).toMatchObject({ outcome: "added", quantity: 3, previousPrice: 250, currentPrice: 250 });
    expect(outcomeOf("Again Repriced")).toMatchObject({ outcome: "price-changed", quantity: 3, previousPrice: 250, currentPrice: 275 });
    expect(outcomeOf("Again Sold Out")).toMatchObject({ outcome: "out-of-stock", quantity: 0 });
    expect(outcomeOf("Again Short")).toMatchObject({ outcome: "fewer-left", quantity: 2 });
    expect(outcomeOf("Again Gone")).toMatchObject({ outcome: "gone", quantity: 0, currentPrice: null });
    expect(addedCount).toBe(3);

    expect(await cartQuantities(buyer)).toEqual({ [packs[same]]: 3, [packs[repriced]]: 3, [packs[short]]: 2 });
    // Again: the cart already holds them; nothing is doubled.
    await buyAgain(order._id, buyer);
    expect(await cartQuantities(buyer)).toEqual({ [packs[same]]: 3, [packs[repriced]]: 3, [packs[short]]: 2 });
  });

  it("answers in Telugu from a /te/ page, and is a 404 for another customer's order (their cart untouched)", async () => {
    const response = await buyAgain(older, otherCustomer);
    expect(response.status).toBe(404);
    expect(await cartQuantities(otherCustomer)).toEqual({});
    const telugu = await buyAgain(older, otherCustomer, `/te/orders/${older}`);
    expect(telugu.status).toBe(404);
    expect(telugu.body.actionData.error).toMatch(/[\u0C00-\u0C7F]/);
    const own = await buyAgain(older, customer);
    expect(own.body.actionData.buyAgain.lines).toEqual([expect.objectContaining({ productName: "My Orders Sesame Oil", outcome: "added", quantity: 1 })]);
  });

  it("refuses an intent it does not know", async () => {
    const response = await callPage(`/orders/${older}`, { method: "POST", cookie: cookieOf(customer), body: JSON.stringify({ intent: "nope" }), headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
  });
});
