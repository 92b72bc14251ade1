/**
 * Browser journey of issue 31, "orders you can follow", on a phone (390 px): a customer places a UPI order at
 * checkout, opens "My orders" from the header menu, opens the order and reads its timeline and what is due; pays
 * through the order page's "Pay now" (the checkout's payment step); the demo admin verifies the payment and marks the
 * order shipped with Delhivery and a tracking number on the admin orders page; the customer then sees "Shipped with
 * Delhivery" and the courier's tracking link, reads the same page in Telugu, and "Buy again" fills the cart.
 * Screenshots of the list and the order page at 390 and 1280 px, in English and Telugu, go to E2E_SCREENSHOT_DIR.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newCustomerPage, newPage, querySql, signIn } from "./helpers.ts";

let browser: Browser;
let page: Page;
let admin: Page;
let customerToken = "";
let pack: { productId: string; variantId: string };

const TRACKING_NUMBER = "DL2026112801";

before(async () => {
  browser = await launchBrowser();
  let signedUp;
  ({ page, customer: signedUp } = await newCustomerPage(browser, "myorders"));
  customerToken = signedUp.token;
  await page.setViewportSize({ width: 390, height: 844 });
  ({ page: admin } = await newPage(browser));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === "/admin");
  [pack] = querySql<{ productId: string; variantId: string }>(
    "select product_id as productId, id as variantId from product_variants where stock >= 10 and deleted_at is null order by stock desc limit 1",
  );
});
after(async () => {
  await browser.close();
});

/** The page at phone and desktop width (back to the phone afterwards). */
async function screenshots(name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/my-orders-${name}-${width}.png`, fullPage: true });
  }
}

async function cartOfCustomer(): Promise<{ variantId: string; quantity: number }[]> {
  const response = await fetch(`${BASE_URL}/api/cart/`, { headers: { Authorization: `Bearer ${customerToken}` } });
  const body = (await response.json()) as { cart: { products: { variantId: string; quantity: number }[] } };
  return body.cart.products;
}

async function putInCart(quantity: number) {
  const response = await fetch(`${BASE_URL}/api/cart/`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${customerToken}` },
    body: JSON.stringify({ ...pack, quantity }),
  });
  assert.equal(response.status, 200, await response.text());
}

/** An admin button that acts at once, on the order's card of the admin orders page. */
function adminCard(ref: string) {
  return admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${ref}` }) });
}

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

describe("My orders: follow an order from placing to shipping, then buy again", { timeout: 240_000 }, () => {
  let ref = "";
  let orderPath = "";
  let bill = 0;

  test("a customer places a UPI order and finds it under My orders in the header menu", async () => {
    await putInCart(2);
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Place Order" }).click();
    const payHeading = page.getByRole("heading", { name: /^Pay for order #/ });
    await payHeading.waitFor();
    ref = ((await payHeading.textContent()) ?? "").replace("Pay for order #", "").trim();
    await page.getByRole("button", { name: "Later" }).click();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "My orders" }).click();
    await page.waitForURL((url) => url.pathname === "/orders");
    await page.getByRole("heading", { name: "My orders", level: 1 }).waitFor();
    assert.equal(await page.title(), "My orders | Ghani");
    assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
    const card = page.locator("article").filter({ has: page.getByRole("heading", { name: `Order #${ref}` }) });
    await card.waitFor();
    await screenshots("list-en");
    await card.getByRole("link", { name: `Order #${ref}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/orders/"));
    orderPath = new URL(page.url()).pathname;
  });

  test("the order page tells its story and what to pay, and Pay now opens the payment step", async () => {
    await page.getByRole("heading", { name: `Order #${ref}`, level: 1 }).waitFor();
    const timeline = page.getByRole("region", { name: "What happened" });
    await timeline.getByText("Order placed").waitFor();
    const due = page.locator("[data-due=pay-now]");
    bill = rupees((await due.getByText(/to pay by UPI/).textContent()) ?? "");
    assert.ok(bill > 0, "the amount to pay is shown");
    await page.getByRole("region", { name: "Delivery address" }).getByText("Market Road").waitFor();
    await page.getByRole("region", { name: "What you ordered" }).getByText("× 2").waitFor();
    await screenshots("placed-en");

    await due.getByRole("link", { name: new RegExp(`^Pay .* now for order ${ref}$`) }).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("heading", { name: `Pay for order #${ref}` }).waitFor();
    await page.getByLabel("Amount Paid").fill(String(bill));
    await page.getByLabel("Transaction ID").fill(`${Date.now()}`.slice(-12).padStart(12, "6"));
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByText("Payment Submitted").waitFor();

    await page.goto(orderPath);
    await page.getByText("we are checking your payment").waitFor();
    await page.locator("[data-due=checking-payment]").waitFor();
  });

  test("the admin verifies and ships it with Delhivery; the customer sees Shipped and the tracking link", async () => {
    await admin.goto("/admin/orders");
    const card = adminCard(ref);
    const verify = card.getByRole("button", { name: `Verified for order ${ref}`, exact: true });
    await verify.click();
    await verify.waitFor({ state: "detached" });
    await card.getByRole("button", { name: `Shipped for order ${ref}`, exact: true }).click();
    const form = card.getByRole("form", { name: `Shipped for order ${ref}`, exact: true });
    await form.getByLabel("Courier").fill("Delhivery");
    await form.getByLabel("Tracking number").fill(TRACKING_NUMBER);
    await form.getByRole("button", { name: `Mark shipped for order ${ref}`, exact: true }).click();
    await form.waitFor({ state: "detached" });

    await page.goto(orderPath);
    const timeline = page.getByRole("region", { name: "What happened" });
    await timeline.getByText("Shipped with Delhivery").waitFor();
    await timeline.getByText(/^Paid: we received/).waitFor();
    const link = timeline.getByRole("link", { name: /Track your parcel/ });
    assert.equal(await link.getAttribute("href"), `https://www.delhivery.com/track/package/${TRACKING_NUMBER}`);
    assert.equal(await link.getAttribute("target"), "_blank");
    assert.equal(await page.locator("[data-due]").getAttribute("data-due"), "nothing");
    await page.getByRole("region", { name: "Invoice" }).getByRole("link", { name: /Download invoice/ }).waitFor();
    await screenshots("shipped-en");
  });

  test("Buy again puts the same packs in the cart and leads to checkout", async () => {
    assert.deepEqual(await cartOfCustomer(), []);
    await page.goto(orderPath);
    await page.getByRole("button", { name: "Buy again" }).click();
    await page.getByText("1 pack is in your cart.").waitFor();
    const cart = await cartOfCustomer();
    assert.deepEqual(cart.map(({ variantId, quantity }) => ({ variantId, quantity })), [{ variantId: pack.variantId, quantity: 2 }]);
    await screenshots("buy-again-en");
    await page.getByRole("link", { name: "Go to checkout" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("button", { name: "Place Order" }).waitFor();
  });

  // Last: opening a Telugu page remembers the language, so English addresses lead to Telugu afterwards.
  test("the same order in Telugu", async () => {
    await page.goto(`/te${orderPath}`);
    assert.equal(await page.locator("html").getAttribute("lang"), "te");
    await page.getByRole("heading", { name: `ఆర్డర్ #${ref}`, level: 1 }).waitFor();
    const timeline = page.getByRole("region", { name: "ఇప్పటివరకు ఏమైంది" });
    await timeline.getByText("ఆర్డర్ ప్లేస్ అయింది").waitFor();
    await timeline.getByText("Delhivery ద్వారా పంపించాం").waitFor();
    await page.getByText("ఏమీ కట్టక్కర్లేదు.").waitFor();
    assert.equal(await page.title(), `ఆర్డర్ #${ref} | Ghani`);
    await screenshots("shipped-te");
    // Buy again answers in Telugu too; the cart already holds the packs, so nothing is doubled.
    await page.getByRole("button", { name: "మళ్ళీ కొనండి" }).click();
    await page.getByText("1 ప్యాక్ కార్ట్‌లో వేశాం.").waitFor();
    assert.deepEqual((await cartOfCustomer()).map(({ quantity }) => quantity), [2]);
    await screenshots("buy-again-te");
    await page.goto("/te/orders");
    await page.getByRole("heading", { name: "నా ఆర్డర్లు", level: 1 }).waitFor();
    await screenshots("list-te");
  });
});
