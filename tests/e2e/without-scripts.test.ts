/**
 * Browser journey (issue 31): a phone that has not run the page's JavaScript yet (here: scripts switched off) still
 * adds to the cart. The Add to Cart buttons of the shop's cards and of a product page are real forms: the press
 * posts to /cart, one of the chosen pack goes in, and the browser comes back to the same page. A signed-out shopper's
 * pack goes into the guest cart and the checkout shows it (issue 31). The search is a form too: Enter gives the server's results.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, launchBrowser, sessionCookieFor, signUpCustomer } from "./helpers.ts";

const GROUNDNUT_SLUG = "wood-pressed-groundnut-oil-palli-nune";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function cartLines(token: string): Promise<string[]> {
  const response = await fetch(`${BASE_URL}/api/cart/`, { headers: { Authorization: `Bearer ${token}` } });
  const { cart } = (await response.json()) as { cart: { products: { productId: { name: string }; variantLabel: string; quantity: number }[] } };
  return cart.products.map((line) => `${line.productId.name} ${line.variantLabel} x${line.quantity}`).sort();
}

describe("the shop without JavaScript", () => {
  test("a signed-in shopper adds from a shop card and, choosing a pack, from a product page; a visitor fills a guest cart and sees it at the checkout", async () => {
    const customer = await signUpCustomer("noscript");
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await context.addCookies([sessionCookieFor(customer.token)]);
    const page = await context.newPage();

    await page.goto("/shop?q=groundnut");
    const card = page.locator("main ul li article").filter({ hasText: "Groundnut Oil" }).first();
    await card.getByRole("button", { name: /^Add to Cart/ }).click();
    await page.waitForURL((url) => url.pathname === "/shop" && url.searchParams.get("q") === "groundnut");
    assert.deepEqual(await cartLines(customer.token), ["Wood-Pressed Groundnut Oil (Palli Nune) 500 ml x1"]);

    await page.goto(`/products/${GROUNDNUT_SLUG}`);
    await page.locator("main label").filter({ hasText: /^1 L/ }).click();
    await page.getByRole("button", { name: /^Add to Cart/ }).click();
    await page.waitForURL((url) => url.pathname === `/products/${GROUNDNUT_SLUG}`);
    assert.deepEqual(await cartLines(customer.token), ["Wood-Pressed Groundnut Oil (Palli Nune) 1 L x1", "Wood-Pressed Groundnut Oil (Palli Nune) 500 ml x1"]);

    // The search box is a GET form: Enter asks the server, which answers the results in the page.
    await page.goto("/shop");
    await page.getByRole("combobox", { name: "Search products" }).fill("jaggery");
    await page.getByRole("combobox", { name: "Search products" }).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "jaggery");
    await page.locator("main ul li article").filter({ hasText: "Palm Jaggery" }).first().waitFor();
    await context.close();

    const visitor = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/shop");
    // Issue 31: the visitor's cart is a signed cookie; the shop page is the same for everyone (kept at the edge), so
    // the checkout is where the add is confirmed: what went in, the cart, and the phone sign-in.
    const groundnut = visitorPage.locator("main ul li article").filter({ hasText: "Groundnut Oil" }).first();
    await groundnut.getByRole("button", { name: /^Add to Cart/ }).click();
    await visitorPage.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.has("added"));
    await visitorPage.getByRole("status").filter({ hasText: "Added to your cart: Wood-Pressed Groundnut Oil (Palli Nune) (500 ml)" }).waitFor();
    await visitorPage.getByRole("region", { name: "Your cart" }).getByText("Wood-Pressed Groundnut Oil (Palli Nune)").waitFor();
    await visitorPage.getByRole("region", { name: "Sign in with your phone number" }).waitFor();
    await visitorPage.goto(`/products/${GROUNDNUT_SLUG}`);
    await visitorPage.getByRole("button", { name: /^Add to Cart/ }).click();
    await visitorPage.waitForURL((url) => url.pathname === "/checkout");
    await visitorPage.getByLabel(/^Quantity of .*Groundnut/).filter({ hasText: "2" }).waitFor();
    assert.ok((await visitor.cookies()).some((cookie) => cookie.name === "ghani_cart" && !cookie.httpOnly));
    await visitor.close();
  });
});
