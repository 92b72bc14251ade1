/**
 * The guest cart (issue 31): a signed cookie filled through /cart by a signed-out visitor. Its signature (tampered,
 * foreign or malformed cookies are an empty cart, never an error), its caps (quantity, lines), the quantity and stock
 * rule it shares with the customer's cart, the form post without scripts, and the merge into the account on every
 * kind of page sign-in (password, sign-up, phone at checkout), after which the cookie is cleared.
 */
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, env, ORIGIN, testDb } from "../helpers/api";
import { addCategory, addProduct, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, freshMobile, signupBody, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { signGuestLines, verifyGuestLines } from "../../worker/domains/checkout/guest-cart";
import { decideLineChange } from "../../worker/domains/checkout/cart";
import { encodeGuestLines, GUEST_CART_COOKIE, MAX_GUEST_CART_LINES, readGuestLinesUnverified, type GuestLine } from "../../worker/domains/checkout/shared/guest-cart-cookie";
import { MAX_CART_QUANTITY } from "../../worker/domains/checkout/shared/cart";
import { mailOutbox } from "../../worker/lib/tables";

const SECRET = env.JWT_SECRET as string;
type Pack = { _id: string; label: string };
type Product = { _id: string; name: string; variants: Pack[] };

let admin: Account;
let oil: Product;
let ipCounter = 0;
/** Every request from its own address, so the per-IP sign-in limits stay out of the way. */
const freshIp = () => `172.31.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

const variant = (label: string, stock: number | null) => ({
  label,
  netQuantity: 1,
  unit: "l",
  mrp: 300,
  salePrice: 250,
  sku: uniqueName("SKU").replace(/\W/g, ""),
  ...(stock === null ? {} : { stock }),
});

beforeAll(async () => {
  admin = await createAdmin();
  const category = await addCategory(admin);
  oil = await addProduct(admin, category._id, { variants: [variant("1 L", null), variant("5 L", 2)] });
});

const packOf = (label: string) => oil.variants.find((pack) => pack.label === label)!._id;

/** The value a Set-Cookie gives the guest cart ("" when it clears it), or null when the answer sets none. */
function guestCookieSet(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    if (line.startsWith(`${GUEST_CART_COOKIE}=`)) return line.slice(GUEST_CART_COOKIE.length + 1).split(";")[0];
  }
  return null;
}

const cookieOf = (value: string) => `${GUEST_CART_COOKIE}=${value}`;

/** A JSON change of the cart as the pages' fetcher sends it, signed out (the guest cookie only). */
function postCart(json: Record<string, unknown>, cookie?: string) {
  return callPage("/cart", { method: "POST", json, cookie, headers: { Origin: ORIGIN } });
}

function quantitiesOf(cart: { products: { variantLabel: string; quantity: number }[] }) {
  return Object.fromEntries(cart.products.map((line) => [line.variantLabel, line.quantity]));
}

async function accountCart(token: string) {
  const response = await call("/api/cart/", { token });
  return quantitiesOf(response.body.cart);
}

describe("the cookie's signature", () => {
  it("verifies its own lines and nothing else", async () => {
    const lines: GuestLine[] = [["pack-a", 2], ["pack-b", 1]];
    const value = await signGuestLines(SECRET, lines);
    expect(await verifyGuestLines(SECRET, value)).toEqual(lines);
    // Another secret, a changed payload, a changed signature, a missing part: no cart at all.
    expect(await verifyGuestLines("another-secret-0123456789abcdef0123456789", value)).toEqual([]);
    const [, signature] = value.split(".");
    expect(await verifyGuestLines(SECRET, `${encodeGuestLines([["pack-a", 99]])}.${signature}`)).toEqual([]);
    expect(await verifyGuestLines(SECRET, `${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`)).toEqual([]);
    expect(await verifyGuestLines(SECRET, value.split(".")[0])).toEqual([]);
    for (const junk of ["", ".", "a.b.c", "%%%.***", "x".repeat(5000)]) expect(await verifyGuestLines(SECRET, junk)).toEqual([]);
  });

  it("refuses well-signed payloads that break the format's caps", async () => {
    const tooMany = Array.from({ length: MAX_GUEST_CART_LINES + 1 }, (_, index): GuestLine => [`pack-${index}`, 1]);
    for (const lines of [tooMany, [["pack-a", 0]], [["pack-a", MAX_CART_QUANTITY + 1]], [["pack-a", 1.5]], [["pack-a", 1], ["pack-a", 2]], [[5, 1]]] as GuestLine[][]) {
      expect(await verifyGuestLines(SECRET, await signGuestLines(SECRET, lines))).toEqual([]);
    }
  });

  it("lets the browser read the count but not forge a cart the server takes", async () => {
    const forged = `${encodeGuestLines([[packOf("1 L"), 7]])}.${"A".repeat(43)}`;
    expect(readGuestLinesUnverified(`lang=te; ${cookieOf(forged)}`)).toEqual([[packOf("1 L"), 7]]);
    const response = await callPage("/cart", { cookie: cookieOf(forged) });
    expect(response.status).toBe(200);
    expect(response.body.cart.products).toEqual([]);
  });
});

describe("a guest fills a cart through /cart", () => {
  it("adds, answers the cart priced now, and keeps it in a readable, signed, 30-day cookie", async () => {
    const first = await postCart({ intent: "add", productId: oil._id, variantId: packOf("1 L") });
    expect(first.status).toBe(200);
    expect(quantitiesOf(first.body.cart)).toEqual({ "1 L": 1 });
    expect(first.body.cart.products[0].variant.salePrice).toBe(250);
    const setCookie = first.headers.getSetCookie().find((line) => line.startsWith(`${GUEST_CART_COOKIE}=`))!;
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).not.toMatch(/HttpOnly/i);

    const second = await postCart({ intent: "add", productId: oil._id, variantId: packOf("1 L") }, cookieOf(guestCookieSet(first.headers)!));
    const third = await postCart({ productId: oil._id, variantId: packOf("5 L"), quantity: 2 }, cookieOf(guestCookieSet(second.headers)!));
    expect(quantitiesOf(third.body.cart)).toEqual({ "1 L": 2, "5 L": 2 });

    const read = await callPage("/cart", { cookie: cookieOf(guestCookieSet(third.headers)!) });
    expect(read.status).toBe(200);
    expect(read.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(quantitiesOf(read.body.cart)).toEqual({ "1 L": 2, "5 L": 2 });
  });

  it("follows the customer cart's rule: no more than the stock, lowering always, 0 removes, at most 99", async () => {
    const full = cookieOf(await signGuestLines(SECRET, [[packOf("5 L"), 2]]));
    const above = await postCart({ productId: oil._id, variantId: packOf("5 L"), quantity: 3 }, full);
    expect(above.status).toBe(409);
    expect(JSON.stringify(above.body)).toMatch(/Only 2 left/);
    expect(guestCookieSet(above.headers)).toBeNull();

    // A line above stock (the stock fell after it was added) may come down, though still above.
    const overStock = cookieOf(await signGuestLines(SECRET, [[packOf("5 L"), 5]]));
    const lowered = await postCart({ productId: oil._id, variantId: packOf("5 L"), quantity: 4 }, overStock);
    expect(lowered.status).toBe(200);
    expect(quantitiesOf(lowered.body.cart)).toEqual({ "5 L": 4 });

    const removed = await postCart({ productId: oil._id, variantId: packOf("5 L"), quantity: 0 }, full);
    expect(removed.body.cart.products).toEqual([]);
    expect(guestCookieSet(removed.headers)).toBe("");

    const notThere = await postCart({ productId: oil._id, variantId: packOf("1 L"), quantity: 0 }, full);
    expect(notThere.status).toBe(400);
    expect((await postCart({ productId: oil._id, variantId: packOf("1 L"), quantity: 100 })).status).toBe(400);
    expect((await postCart({ intent: "add", productId: "no-such-product" })).status).toBe(404);
  });

  it("is one rule for both carts", () => {
    const pack = { label: "5 L", stock: 2 };
    expect(decideLineChange({ productName: "Oil", pack, current: 0, requested: 2 })).toEqual({ kind: "set", quantity: 2 });
    expect(() => decideLineChange({ productName: "Oil", pack, current: 2, requested: 3 })).toThrow(/Only 2 left/);
    expect(decideLineChange({ productName: "Oil", pack, current: 5, requested: 4 })).toEqual({ kind: "set", quantity: 4 });
    expect(decideLineChange({ productName: "Oil", pack, current: 1, requested: 0 })).toEqual({ kind: "remove" });
    expect(() => decideLineChange({ productName: "Oil", pack, current: 0, requested: 0 })).toThrow(/not in your cart/);
    expect(() => decideLineChange({ productName: "Oil", pack: { label: "1 L", stock: null }, current: 0, requested: 100 })).toThrow(/at most 99/);
  });

  it("holds at most 50 different packs, and drops packs no longer sold", async () => {
    const category = await addCategory(admin);
    const packs: string[] = [];
    for (let product = 0; product < 3; product += 1) {
      const made: Product = await addProduct(admin, category._id, { variants: Array.from({ length: 17 }, (_, index) => variant(`${index + 1} L`, null)) });
      packs.push(...made.variants.map((pack) => pack._id));
    }
    const extra: Product = await addProduct(admin, category._id, { variants: [variant("1 L", null)] });
    const fifty = cookieOf(await signGuestLines(SECRET, packs.slice(0, 50).map((id): GuestLine => [id, 1])));
    const refused = await postCart({ intent: "add", productId: extra._id }, fifty);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/50 different packs/);

    // With one of the fifty packs gone from the shop, there is room again, and the dead line leaves the cookie.
    const deleted = await call(`/api/admin/product/delete/${(await productOfPack(packs[0]))}`, { method: "DELETE", token: admin.token });
    expect([200, 204]).toContain(deleted.status);
    const added = await postCart({ intent: "add", productId: extra._id }, fifty);
    expect(added.status).toBe(200);
    const kept = await verifyGuestLines(SECRET, guestCookieSet(added.headers));
    expect(kept.length).toBe(50 - 17 + 1);
  });

  it("Add to Cart posted without scripts adds one and shows the checkout with what went in", async () => {
    const response = await callPage("/te/cart", {
      method: "POST",
      body: new URLSearchParams({ productId: oil._id, variantId: packOf("1 L") }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Referer: `${ORIGIN}/te/shop` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/te/checkout?added=${packOf("1 L")}`);
    const value = guestCookieSet(response.headers)!;
    expect(await verifyGuestLines(SECRET, value)).toEqual([[packOf("1 L"), 1]]);

    const checkout = await callPage(`/checkout?added=${packOf("1 L")}`, { cookie: cookieOf(value) });
    expect(checkout.status).toBe(200);
    const data = JSON.stringify(checkout.body);
    expect(data).toContain('"guest":true');
    expect(data).toContain(`"addedPackId":"${packOf("1 L")}"`);
  });
});

/** The product id of a pack (the admin API deletes products). */
async function productOfPack(packId: string): Promise<string> {
  const row = await env.DB.prepare("select product_id from product_variants where id = ?").bind(packId).first<{ product_id: string }>();
  return row!.product_id;
}

describe("signing in merges the guest cart into the account", () => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    ip: freshIp(),
  });

  it("with a password: quantities add up (held at 99), lines above stock are kept, the cookie is cleared", async () => {
    const customer = await createCustomer();
    await call("/api/cart/", { method: "PUT", token: customer.token, json: { productId: oil._id, variantId: packOf("1 L"), quantity: 95 } });
    const guest = cookieOf(await signGuestLines(SECRET, [[packOf("1 L"), 9], [packOf("5 L"), 5]]));
    const response = await callPage("/login", { ...form({ mode: "signin", emailAddress: customer.email, password: customer.password, redirectTo: "/checkout" }), cookie: guest });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/checkout/);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(guestCookieSet(response.headers)).toBe("");
    expect(await accountCart(customer.token)).toEqual({ "1 L": MAX_CART_QUANTITY, "5 L": 5 });
  });

  it("with a new account from the sign-up form", async () => {
    const body = signupBody();
    const guest = cookieOf(await signGuestLines(SECRET, [[packOf("1 L"), 3]]));
    const fields = { mode: "signup", name: body.name, phoneNumber: body.phoneNumber, emailAddress: body.emailAddress, password: body.password, ...body.address, privacyConsent: "on" };
    const response = await callPage("/login", { ...form(fields), cookie: guest });
    expect(response.status).toBe(302);
    expect(guestCookieSet(response.headers)).toBe("");
    const token = /ghani_session=([^;]+)/.exec(response.headers.getSetCookie().join("\n"))![1];
    expect(await accountCart(token)).toEqual({ "1 L": 3 });
  });

  it("with a phone code at the signed-out checkout: back to the checkout signed in, the lines kept", async () => {
    const number = freshMobile();
    const guest = cookieOf(await signGuestLines(SECRET, [[packOf("1 L"), 2], [packOf("5 L"), 1]]));
    const sent = await callPage("/checkout", { ...form({ mode: "phone-send", phoneNumber: number }), cookie: guest });
    expect(sent.status).toBe(200);
    expect(JSON.stringify(sent.body)).toContain('"phoneStep":"code"');
    const sms = await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, number), orderBy: desc(mailOutbox.id) });
    const code = sms!.textBody.match(/\b(\d{6})\b/)![1];

    const wrong = await callPage("/checkout", { ...form({ mode: "phone-verify", phoneNumber: number, otp: String((Number(code) + 1) % 1e6).padStart(6, "0"), redirectTo: "/checkout" }), cookie: guest });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('"phoneStage":"verify"');
    expect(guestCookieSet(wrong.headers)).toBeNull();

    const verified = await callPage("/checkout", { ...form({ mode: "phone-verify", phoneNumber: number, otp: code, redirectTo: "/checkout" }), cookie: guest });
    expect(verified.status).toBe(302);
    // A new account: the privacy notice's consent first, then the checkout.
    expect(verified.headers.get("Location")).toBe("/consent?redirectTo=%2Fcheckout");
    expect(guestCookieSet(verified.headers)).toBe("");
    const token = /ghani_session=([^;]+)/.exec(verified.headers.getSetCookie().join("\n"))![1];
    expect(await accountCart(token)).toEqual({ "1 L": 2, "5 L": 1 });
  });

  it("a sign-in without a guest cart leaves the account's cart and sets no guest cookie", async () => {
    const customer = await createCustomer();
    await call("/api/cart/", { method: "PUT", token: customer.token, json: { productId: oil._id, variantId: packOf("5 L"), quantity: 1 } });
    const response = await callPage("/login", form({ mode: "signin", emailAddress: customer.email, password: customer.password }));
    expect(response.status).toBe(302);
    expect(guestCookieSet(response.headers)).toBeNull();
    expect(await accountCart(customer.token)).toEqual({ "5 L": 1 });
  });

  it("a tampered guest cookie merges nothing and still signs in", async () => {
    const customer = await createCustomer();
    const forged = cookieOf(`${encodeGuestLines([[packOf("1 L"), 9]])}.${"A".repeat(43)}`);
    const response = await callPage("/login", { ...form({ mode: "signin", emailAddress: customer.email, password: customer.password }), cookie: forged });
    expect(response.status).toBe(302);
    expect(guestCookieSet(response.headers)).toBe("");
    expect(await accountCart(customer.token)).toEqual({});
  });
});
