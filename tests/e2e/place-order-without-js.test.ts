/**
 * Browser journey (issue 31): Place Order on a phone (390 px) before the page's scripts run, here with JavaScript
 * switched off. A signed-in customer with a cart (filled through the API) presses Place Order: the checkout is a
 * real form, the order is placed by UPI to the profile's address and the browser lands on the order's page. A second
 * order goes to a new address for another person: the address list opens without scripts, the new address's fields
 * show when it is picked, a wrong pincode comes back with its message and everything typed, and once fixed the order
 * page names the receiver. The same form with JavaScript on still places the order and shows it in the page. An
 * account made by phone sign-in (no name, no address) finds the new-address form open, its number filled in, and
 * its first order needs only the receiver's name and the address.
 * Screenshots at 390 px go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, launchBrowser, querySql, sessionCookieFor, signUpCustomer } from "./helpers.ts";

type Product = { _id: string; name: string; variants: { _id: string; label: string; inStock: boolean }[] };

let browser: Browser;
let products: Product[];
before(async () => {
  browser = await launchBrowser();
  products = ((await (await fetch(`${BASE_URL}/api/admin/product/all`)).json()) as { products: Product[] }).products;
});
after(async () => {
  await browser.close();
});

/** One of a product's packs in the customer's cart, through the API (PUT /api/cart/). */
async function putInCart(token: string, name: string) {
  const product = products.find((candidate) => candidate.name.includes(name) && candidate.variants.some((pack) => pack.inStock));
  assert.ok(product, `no product named ${name} in stock`);
  const pack = product.variants.find((candidate) => candidate.inStock)!;
  const response = await fetch(`${BASE_URL}/api/cart/`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ productId: product._id, variantId: pack._id, quantity: 1 }),
  });
  assert.equal(response.status, 200, await response.text());
}

async function ordersOf(token: string, userId: string) {
  const response = await fetch(`${BASE_URL}/api/order/user/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as { _id: string; paymentMethod: string; name: string; address: Record<string, string>; products: { productName: string }[] }[];
}

async function userIdOf(token: string): Promise<string> {
  const [, payload] = token.split(".");
  return (JSON.parse(Buffer.from(payload, "base64url").toString()) as { sub: string }).sub;
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
}

describe("Place Order before (and without) JavaScript", () => {
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let userId: string;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    customer = await signUpCustomer("noscript-order");
    userId = await userIdOf(customer.token);
    context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await context.addCookies([sessionCookieFor(customer.token)]);
    page = await context.newPage();
  });
  after(async () => {
    await context.close();
  });

  test("a UPI order to the profile's address: Place Order lands on the order's page", async () => {
    await putInCart(customer.token, "Groundnut Oil");
    await page.goto("/checkout");
    const place = page.getByRole("button", { name: "Place Order" });
    await place.waitFor();
    assert.equal(await page.getByRole("group", { name: "Payment method" }).getByLabel("Pay now by UPI").isChecked(), true);
    await screenshot(page, "checkout-without-js");
    await place.click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("heading", { name: `Order #${orderId.slice(-6)}`, level: 1 }).waitFor();
    await screenshot(page, "order-page-without-js");

    const placed = await ordersOf(customer.token, userId);
    assert.equal(placed.length, 1);
    assert.equal(placed[0]._id, orderId);
    assert.equal(placed[0].paymentMethod, "upi");
    assert.match(placed[0].products[0].productName, /Groundnut Oil/);
  });

  test("a new address for another person: opened, refused for a wrong pincode with the input kept, then placed", async () => {
    await putInCart(customer.token, "Palm Jaggery");
    await page.goto("/checkout");
    await page.locator("summary").filter({ hasText: "Change delivery address" }).click();
    const picker = page.getByRole("group", { name: "Deliver this order to" });
    await picker.getByLabel("A new address").check();
    // Shown by CSS once "A new address" is picked: no script runs on this page.
    await picker.getByLabel("Name of the person receiving").fill("Ravi Kumar");
    await picker.getByLabel("Their mobile number").fill("98480 22338");
    await picker.getByLabel("Door number").fill("8-2");
    await picker.getByLabel("Street").fill("Road No. 12");
    await picker.getByLabel("City").fill("Hyderabad");
    await picker.getByLabel("Pincode").fill("050034");
    await picker.getByLabel("State").selectOption("Telangana");
    await screenshot(page, "checkout-new-address-without-js");
    await page.getByRole("button", { name: "Place Order" }).click();

    await page.getByRole("alert").filter({ hasText: "Pincode must be 6 digits" }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/checkout");
    const kept = page.getByRole("group", { name: "Deliver this order to" });
    assert.equal(await kept.getByLabel("A new address").isChecked(), true);
    assert.equal(await kept.getByLabel("Name of the person receiving").inputValue(), "Ravi Kumar");
    assert.equal(await kept.getByLabel("Street").inputValue(), "Road No. 12");
    assert.equal(await kept.getByLabel("Pincode").inputValue(), "050034");
    assert.equal(await kept.getByLabel("State").inputValue(), "Telangana");
    await screenshot(page, "checkout-refused-without-js");

    await kept.getByLabel("Pincode").fill("500034");
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    const address = page.locator("address");
    await address.getByText("Ravi Kumar").waitFor();
    await address.getByText("+919848022338").waitFor();
    const latest = (await ordersOf(customer.token, userId)).find((order) => order._id === new URL(page.url()).pathname.split("/").pop());
    assert.equal(latest?.name, "Journey Tester");
    assert.deepEqual(latest?.address, { doorNo: "8-2", street: "Road No. 12", city: "Hyderabad", pincode: "500034", state: "Telangana", name: "Ravi Kumar", phoneNumber: "+919848022338" });
  });

  test("with JavaScript the same form places the order and shows it in the page", async () => {
    const withScripts = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
    await withScripts.addCookies([sessionCookieFor(customer.token)]);
    const scripted = await withScripts.newPage();
    await putInCart(customer.token, "Foxtail Millet");
    await scripted.goto("/checkout");
    // The live quote answers once the scripts run; then the press goes through the page's own post.
    await scripted.getByRole("region", { name: "Price breakup" }).and(scripted.locator("[aria-busy=false]")).locator("dl").waitFor();
    await scripted.getByRole("button", { name: "Place Order" }).click();
    await scripted.getByRole("heading", { name: /^Order #\w{6} placed$/ }).waitFor();
    assert.equal(new URL(scripted.url()).pathname, "/checkout");
    const placed = await ordersOf(customer.token, userId);
    assert.equal(placed.length, 3);
    assert.ok(placed.some((order) => order.products.some((line) => /Foxtail Millet/.test(line.productName))));
    await withScripts.close();
  });
});

/** An account made by phone sign-in through the API (the browser's part is tests/e2e/phone-login.test.ts), consented. */
async function phoneAccount(): Promise<{ token: string; phoneNumber: string }> {
  const phoneNumber = `+919${String(Date.now() % 1e5).padStart(5, "0")}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
  const headers = { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${10 + Math.floor(Math.random() * 80)}` };
  const sent = await fetch(`${BASE_URL}/api/login/phone`, { method: "POST", headers, body: JSON.stringify({ phoneNumber }) });
  assert.equal(sent.status, 200, await sent.text());
  const [sms] = querySql<{ text_body: string }>(`select text_body from mail_outbox where recipient = '${phoneNumber}' order by id desc limit 1`);
  const otp = sms?.text_body.match(/\b(\d{6})\b/)?.[1];
  const verified = await fetch(`${BASE_URL}/api/login/phone/verify`, { method: "POST", headers, body: JSON.stringify({ phoneNumber, otp }) });
  assert.equal(verified.status, 200, await verified.clone().text());
  const { token } = (await verified.json()) as { token: string };
  const consent = await fetch(`${BASE_URL}/api/me/consent`, {
    method: "POST",
    headers: { ...headers, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ privacyConsent: true }),
  });
  assert.equal(consent.status, 200, await consent.text());
  return { token, phoneNumber };
}

describe("the first checkout of an account made by phone sign-in", () => {
  test("opens the new address with the number filled in and places the order without JavaScript", async () => {
    const account = await phoneAccount();
    await putInCart(account.token, "Groundnut Oil");
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await context.addCookies([sessionCookieFor(account.token)]);
    const page = await context.newPage();
    await page.goto("/checkout");
    const picker = page.getByRole("group", { name: "Deliver this order to" });
    assert.equal(await picker.getByLabel("A new address").isChecked(), true);
    const name = picker.getByLabel("Name of the person receiving");
    assert.equal(await name.isVisible(), true);
    assert.equal(await name.inputValue(), "");
    assert.equal(await picker.getByLabel("Their mobile number").inputValue(), account.phoneNumber);
    await name.fill("Lakshmi Devi");
    await picker.getByLabel("Door number").fill("2-14");
    await picker.getByLabel("Street").fill("Brodipet 4th Lane");
    await picker.getByLabel("City").fill("Guntur");
    await picker.getByLabel("Pincode").fill("522002");
    await picker.getByLabel("State").selectOption("Andhra Pradesh");
    await screenshot(page, "checkout-phone-account-without-js");
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    await page.locator("address").getByText("Lakshmi Devi").waitFor();
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    const [row] = querySql<{ name: string; phone_number: string; recipient_name: string }>(
      `select name, phone_number, recipient_name from orders where id = '${orderId}'`,
    );
    assert.deepEqual(row, { name: "Lakshmi Devi", phone_number: account.phoneNumber, recipient_name: "Lakshmi Devi" });
    await context.close();
  });
});
