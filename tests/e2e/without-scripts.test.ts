/**
 * Browser journey (issue 31): a phone that has not run the page's JavaScript yet (here: scripts switched off) still
 * adds to the cart. The Add to Cart buttons of the shop's cards and of a product page are real forms: the press
 * posts to /cart, one of the chosen pack goes in, and the browser comes back to the same page. A signed-out shopper's
 * pack goes into the guest cart and the checkout shows it (issue 31). The search is a form too: Enter gives the
 * server's results. The shop is one page of cards filtered, searched and paged on the server: the category is part
 * of the search form, "Show more" is a link, and the product page's pincode check is a GET form the page answers itself.
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

  test("at 390 px: searches, filters by category, shows more, and checks a pincode, all without scripts", async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const cards = page.locator("main ul li article");
    const total = async () => Number(/^(\d+) products?\b/.exec((await page.locator("main p[aria-live]").textContent()) ?? "")?.[1]);

    await page.goto("/shop");
    const all = await total();
    assert.ok(all > 24, `the demo shop has more than one page (${all} products)`);
    assert.equal(await cards.count(), 24, "one page of cards");
    await page.getByRole("link", { name: /^Show more products/ }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    assert.equal(await cards.count(), Math.min(48, all), "the first two pages");
    assert.equal(await total(), all);

    // The category is chosen in the search form and sent with its button.
    await page.getByLabel("Products", { exact: true }).selectOption({ label: "Spices" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has("category") && !url.searchParams.has("page"));
    const spices = (await (await fetch(`${BASE_URL}/api/admin/product/all`)).json()) as { products: { name: string; category: { name: string } }[] };
    const spiceNames = spices.products.filter((product) => product.category.name === "Spices").map((product) => product.name);
    assert.ok(spiceNames.length > 0);
    assert.deepEqual((await cards.locator("h2").allTextContents()).map((name) => name.trim()).sort(), [...spiceNames].sort().slice(0, 24));
    assert.equal(await total(), spiceNames.length);

    // A search within the category keeps it (the box and the select are one form).
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("pepper");
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "pepper" && url.searchParams.has("category"));
    const found = await cards.locator("h2").allTextContents();
    assert.ok(found.length >= 1 && found.every((name) => spiceNames.includes(name.trim())), `spices matching pepper: ${found.join(", ")}`);
    assert.equal(await box.inputValue(), "pepper");
    await page.screenshot({ path: "/tmp/noscript-shop-390.png" });

    // The pincode check: the page answers ?pincode= in its HTML.
    await page.goto(`/products/${GROUNDNUT_SLUG}`);
    await page.getByLabel("Check delivery to your pincode").fill("520001");
    await page.locator("main").getByRole("button", { name: "Check", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("pincode") === "520001" && url.searchParams.has("pack"));
    await page.locator("main [role=status]").filter({ hasText: /^Delivers to 520001/ }).waitFor();
    assert.equal(await page.getByLabel("Check delivery to your pincode").inputValue(), "520001");
    await page.getByLabel("Check delivery to your pincode").fill("012345");
    await page.locator("main").getByRole("button", { name: "Check", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("pincode") === "012345");
    await page.locator("main [role=status]").filter({ hasText: /pincode/i }).waitFor();
    await page.screenshot({ path: "/tmp/noscript-pincode-390.png" });
    await context.close();
  });
});
