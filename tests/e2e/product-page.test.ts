/**
 * Browser journey through a product page (issue 15): a customer of its own goes from a shop card to the product's
 * page, picks a pack (price and unit price follow), adds it to the cart, finds the share links and opens the
 * linked article's page; the page carries Product JSON-LD with an Offer per pack. Old addresses (the product's id, an earlier slug) answer 301 to
 * the page, an unknown one is the 404 page, and a visitor's Add to Cart fills a guest cart (issue 31).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, launchBrowser, newCustomerPage, newPage, querySql } from "./helpers.ts";

const GROUNDNUT = "Wood-Pressed Groundnut Oil (Palli Nune)";
const GROUNDNUT_SLUG = "wood-pressed-groundnut-oil-palli-nune";
const ARTICLE = "How Wood Pressing Works";
const ARTICLE_SLUG = "how-wood-pressing-works";

let browser: Browser;
let customer: { context: BrowserContext; page: Page; customer: { token: string } };

before(async () => {
  browser = await launchBrowser();
  customer = await newCustomerPage(browser, "productpage");
});
after(async () => {
  await browser.close();
});

type CartAnswer = { cart: { products: { variantLabel: string; quantity: number; productId: { name: string } }[] } };

async function cartOf(token: string) {
  const response = await fetch(`${BASE_URL}/api/cart/`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as CartAnswer).cart.products;
}

async function jsonLdOf(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, any>);
}

/** The answer to a plain request for an address, redirects not followed. */
const fetchManual = (path: string) => fetch(`${BASE_URL}${path}`, { redirect: "manual" });

describe("a product page", { timeout: 180_000 }, () => {
  test("is reached from a shop card; a pack is chosen and added to the cart; the share links are there", async () => {
    const { page } = customer;
    await page.goto("/shop");
    await page.getByRole("link", { name: GROUNDNUT, exact: true }).click();
    await page.waitForURL(`**/products/${GROUNDNUT_SLUG}`);
    await page.getByRole("heading", { level: 1, name: GROUNDNUT }).waitFor();

    const product = (await jsonLdOf(page)).find((block) => block["@type"] === "Product");
    assert.ok(product, "Product JSON-LD on the page");
    assert.deepEqual(
      product.offers.map((offer: { name: string; price: string; priceCurrency: string }) => [offer.name, offer.price, offer.priceCurrency]),
      [
        ["500 ml", "225.00", "INR"],
        ["1 L", "420.00", "INR"],
        ["5 L", "1930.00", "INR"],
      ],
    );

    // The pack picker: 5 L declares its unit sale price per litre on its MRP (rule 6(11): ₹2,160 / 5); 1 L needs
    // none (the MRP is the price of a litre), so choosing it drops the line.
    const picker = page.locator("main label");
    await picker.filter({ hasText: /^5 L/ }).click();
    const perLitre = page.locator("main").getByText("(₹432.00/litre)").first();
    await perLitre.waitFor();
    await picker.filter({ hasText: /^1 L/ }).click();
    assert.equal(await page.getByRole("radio", { name: "1 L" }).isChecked(), true);
    await perLitre.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: /^Add to Cart/ }).click();
    await page.getByText(`${GROUNDNUT} (1 L) added to cart!`).waitFor();
    const lines = await cartOf(customer.customer.token);
    assert.deepEqual(
      lines.map((line) => [line.productId.name, line.variantLabel, line.quantity]),
      [[GROUNDNUT, "1 L", 1]],
    );

    const whatsApp = await page.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href");
    assert.ok(whatsApp && whatsApp.startsWith("https://wa.me/?text="), `WhatsApp link: ${whatsApp}`);
    const text = decodeURIComponent(whatsApp.slice("https://wa.me/?text=".length));
    assert.match(text, new RegExp(`^${GROUNDNUT.replace(/[()]/g, "\\$&")} - ₹420`));
    // The shared link names the 1 L pack (issue 31), and opens on it, server-rendered.
    const shared = /(https?:\/\/\S+)$/.exec(text)?.[1] ?? "";
    assert.match(shared, new RegExp(`/products/${GROUNDNUT_SLUG}\\?pack=[^&\\s]+$`), text);
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const opened = await withoutScripts.newPage();
    await opened.goto(shared);
    await opened.getByRole("heading", { level: 1, name: GROUNDNUT }).waitFor();
    assert.equal(await opened.getByRole("radio", { name: "1 L" }).isChecked(), true);
    await withoutScripts.close();
    await page.getByRole("button", { name: "Copy link" }).waitFor();
    // The Share button is drawn only where the browser has the Web Share API.
    const canShare = await page.evaluate(() => typeof navigator.share === "function");
    assert.equal(await page.getByRole("button", { name: "Share", exact: true }).count(), canShare ? 1 : 0);

    // The linked article has a page of its own, with Article structured data.
    await page.getByRole("link", { name: `Read: ${ARTICLE}` }).click();
    await page.waitForURL(`**/blobs/${ARTICLE_SLUG}`);
    await page.getByRole("heading", { level: 1, name: ARTICLE }).waitFor();
    const article = (await jsonLdOf(page)).find((block) => block["@type"] === "Article");
    assert.equal(article?.headline, ARTICLE);
  });

  test("old addresses answer 301 to the current page, and an unknown one is the 404 page", async () => {
    const [{ id }] = querySql<{ id: string }>(`select id from products where slug = '${GROUNDNUT_SLUG}'`);
    const byId = await fetchManual(`/products/${id}`);
    assert.equal(byId.status, 301);
    assert.equal(new URL(byId.headers.get("Location")!, BASE_URL).pathname, `/products/${GROUNDNUT_SLUG}`);

    // An address the product had before (what an admin's slug change leaves behind) keeps leading to it.
    const oldSlug = `palli-nune-${Date.now().toString(36)}`;
    querySql(`insert into product_slugs (slug, product_id, created_at) values ('${oldSlug}', '${id}', '2026-01-01T00:00:00.000Z')`);
    const byOldSlug = await fetchManual(`/products/${oldSlug}`);
    assert.equal(byOldSlug.status, 301);
    assert.equal(new URL(byOldSlug.headers.get("Location")!, BASE_URL).pathname, `/products/${GROUNDNUT_SLUG}`);

    const { page } = customer;
    await page.goto(`/products/${oldSlug}`);
    await page.waitForURL(`**/products/${GROUNDNUT_SLUG}`);
    await page.getByRole("heading", { level: 1, name: GROUNDNUT }).waitFor();

    const unknown = await page.goto("/products/no-such-product-anywhere");
    assert.equal(unknown?.status(), 404);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  });

  test("a visitor's Add to Cart fills a guest cart: the page says how many are in it and links to it", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`/products/${GROUNDNUT_SLUG}`);
      await page.getByRole("banner").getByRole("link", { name: "Cart, empty" }).waitFor();
      await page.getByRole("button", { name: /^Add to Cart/ }).click();
      const inCart = page.getByRole("status").filter({ hasText: "In your cart: 1" });
      await inCart.waitFor();
      assert.equal(new URL(page.url()).pathname, `/products/${GROUNDNUT_SLUG}`);
      await page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" }).waitFor();
      await page.getByRole("button", { name: /^Add to Cart/ }).click();
      await page.getByRole("status").filter({ hasText: "In your cart: 2" }).waitFor();
      await page.getByRole("status").getByRole("link", { name: "View cart" }).click();
      await page.waitForURL((url) => url.pathname === "/checkout");
      await page.getByRole("region", { name: "Your cart" }).getByLabel(/^Quantity of .*Groundnut/).filter({ hasText: "2" }).waitFor();
    } finally {
      await context.close();
    }
  });
});
