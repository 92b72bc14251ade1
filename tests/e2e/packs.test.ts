/**
 * Browser journey through pack sizes and stock: a customer of its own picks packs of one oil with the keyboard,
 * sees each pack's price and unit price, keeps two packs as two cart lines, is refused a sold-out pack by the card
 * itself, meets a line that ran short at checkout (the page's check, then the server's 409 with a page that ran
 * stale), and places the order with both pack labels in it. Then the picker at phone width.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newCustomerPage, newPage, querySql } from "./helpers.ts";

const MUSTARD = "Wood-Pressed Mustard Oil (Aavala Nune)";
/** The packs this journey counts again as an admin, with the seed's opening stock (put back afterwards). */
const MUSTARD_1L = { sku: "MUSTARD-OIL-1L", seeded: 18 };
const MUSTARD_5L = { sku: "MUSTARD-OIL-5L", seeded: 36 };

let browser: Browser;
let customer: { context: BrowserContext; page: Page };
let adminToken: string;
let mustardLitre: string;
let mustardFiveLitres: string;

before(async () => {
  browser = await launchBrowser();
  customer = await newCustomerPage(browser, "packs");
  adminToken = await adminApiToken();
  mustardLitre = packIdOf(MUSTARD_1L.sku);
  mustardFiveLitres = packIdOf(MUSTARD_5L.sku);
});
after(async () => {
  // The browser closes even when putting the stock back fails: an open browser would keep this file running forever.
  try {
    await setStock(mustardLitre, MUSTARD_1L.seeded);
    await setStock(mustardFiveLitres, MUSTARD_5L.seeded);
  } finally {
    await browser.close();
  }
});

/** The shared demo admin through the API (its own client address, so the journeys' sign-in allowance is untouched). */
async function adminApiToken(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.71" },
    body: JSON.stringify({ emailAddress: DEMO.admin.email, password: DEMO.admin.password }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { token: string }).token;
}

function packIdOf(sku: string): string {
  return querySql<{ id: string }>(`select id from product_variants where sku = '${sku}' and deleted_at is null`)[0].id;
}

/**
 * What a stock count by the admin does while the customer shops. A count equal to the stock is refused by the API
 * (400: nothing to adjust), so a pack other journeys left at that count is simply left as it is.
 */
async function setStock(variantId: string, count: number) {
  const [{ stock }] = querySql<{ stock: number | null }>(`select stock from product_variants where id = '${variantId}'`);
  if (stock === count) return;
  const response = await fetch(`${BASE_URL}/api/admin/stock/adjust`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ variantId, count, reason: "packs journey" }),
  });
  assert.equal(response.status, 200, await response.clone().text());
}

const cardOf = (page: Page, name: string) => page.locator("main ul li article").filter({ has: page.getByRole("heading", { name }) });
const cartBadge = (page: Page) => page.getByRole("button", { name: /^Cart/ }).locator("span[aria-label]");

async function checkedPack(card: Locator): Promise<string> {
  return (await card.getByRole("radio", { checked: true }).evaluate((radio) => radio.closest("label")?.textContent ?? "")).trim();
}

describe("a customer buying packs", { timeout: 180_000 }, () => {
  test("picks packs with the keyboard, keeps two packs as two lines, is refused a sold-out pack", async () => {
    const { page } = customer;
    await page.goto("/shop");
    const mustard = cardOf(page, MUSTARD);
    // The default pack is the first in stock, with its unit sale price per ml on its MRP (rule 6(11): ₹175 / 500 ml).
    assert.equal(await checkedPack(mustard), "500 ml");
    const perMl = mustard.getByText("(₹0.35/ml)");
    await perMl.waitFor();

    // A radio group: arrow keys move between packs, and the price follows the pack.
    await mustard.getByRole("radio", { name: "500 ml" }).focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await checkedPack(mustard), "1 L");
    await mustard.getByText("₹330", { exact: true }).waitFor();
    // A litre's MRP is its unit sale price: none is declared.
    await perMl.waitFor({ state: "hidden" });
    assert.equal(await mustard.getByText(/\/litre\)/).count(), 0);
    await mustard.getByRole("button", { name: /Add to Cart/ }).click();
    await page.getByText(/Mustard Oil.*\(1 L\) added to cart!/).first().waitFor();

    await mustard.getByRole("radio", { name: "1 L" }).focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await checkedPack(mustard), "5 L");
    await mustard.getByText("(₹317.00/litre)").waitFor();
    await mustard.getByRole("button", { name: /Add to Cart/ }).click();
    await page.getByText(/Mustard Oil.*\(5 L\) added to cart!/).first().waitFor();
    await page.waitForFunction(() => document.querySelector('main button span[aria-label$="items"]')?.textContent === "2");

    // A sold-out pack: the card says so and its button refuses, without asking the server.
    const coconut = cardOf(page, "Wood-Pressed Coconut Oil (Kobbari Nune)");
    await coconut.locator("label", { hasText: /^5 L/ }).click();
    const soldOut = coconut.getByRole("button", { name: /^Out of stock/ });
    assert.equal(await soldOut.getAttribute("aria-disabled"), "true");
    let cartPosts = 0;
    const countPosts = (request: { url: () => string; method: () => string }) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/cart.data") cartPosts += 1;
    };
    page.on("request", countPosts);
    // Forced: Playwright itself would not press a button announced as unavailable.
    await soldOut.click({ force: true });
    await coconut.locator("label", { hasText: /^500 ml/ }).click();
    await coconut.getByRole("button", { name: /Add to Cart/ }).waitFor();
    page.off("request", countPosts);
    assert.equal(cartPosts, 0, "a sold-out pack never reaches the server");
    assert.equal(await cartBadge(page).textContent(), "2");
    // A product sold out in every pack says so on its card.
    await cardOf(page, "Whole Black Pepper (Miriyalu)").getByText("Out of stock").first().waitFor();

    // The drawer: one line per pack, each with its label and unit price, and its own quantity.
    await page.getByRole("button", { name: /^Cart/ }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    const lines = drawer.getByRole("listitem");
    // The drawer's code loads on its first opening (issue 18): wait for it before counting its lines.
    await lines.first().waitFor();
    assert.equal(await lines.count(), 2);
    const litreLine = lines.filter({ hasText: "· 1 L" });
    const fiveLine = lines.filter({ hasText: "· 5 L" });
    await fiveLine.getByText("(₹317.00/litre)").waitFor();
    assert.equal(await litreLine.getByText(/\/litre\)/).count(), 0);
    for (const quantity of ["2", "3"]) {
      await drawer.getByRole("button", { name: `One more ${MUSTARD} (5 L)` }).click();
      await drawer.getByLabel(`Quantity of ${MUSTARD} (5 L)`).filter({ hasText: quantity }).waitFor();
    }
    assert.equal(await drawer.getByLabel(`Quantity of ${MUSTARD} (1 L)`).textContent(), "1");
    await drawer.getByRole("button", { name: "Close cart" }).click();

    // The shelf ran down after the page was drawn: the card still offers the pack, the server's 409 says why not.
    await setStock(mustardLitre, 1);
    await mustard.locator("label", { hasText: /^1 L/ }).click();
    await mustard.getByRole("button", { name: /Add to Cart/ }).click();
    await page.getByText(`Only 1 left of ${MUSTARD} (1 L). Please lower the quantity.`).waitFor();
    await page.waitForFunction(() => document.querySelector('main button span[aria-label$="items"]')?.textContent === "4");
  });

  test("a line that ran short blocks checkout until fixed; the server's 409 keeps a stale page", async () => {
    const { page } = customer;
    // The shelf is counted again while the customer shops: one 5 L bottle left, three in the cart.
    await setStock(mustardLitre, MUSTARD_1L.seeded);
    await setStock(mustardFiveLitres, 1);
    await page.goto("/checkout");
    const fiveLine = page.getByRole("listitem").filter({ hasText: "· 5 L" });
    await fiveLine.getByText("Only 1 left: lower the quantity to order it").waitFor();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByRole("alert").filter({ hasText: `Not enough stock for ${MUSTARD} (5 L)` }).waitFor();
    await fiveLine.getByRole("button", { name: `Lower ${MUSTARD} (5 L) to 1` }).click();
    await page.getByLabel(`Quantity of ${MUSTARD} (5 L)`).filter({ hasText: "1" }).waitFor();
    await fiveLine.getByText("That is all we have of this pack").waitFor();
    assert.equal(await page.getByRole("alert").filter({ hasText: "Not enough stock" }).count(), 0);

    // The last bottle goes elsewhere after the page was drawn: the server refuses, the page stays as it was.
    await setStock(mustardFiveLitres, 0);
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByText(`${MUSTARD} (5 L) is out of stock (none left)`).waitFor();
    assert.equal(await page.getByRole("heading", { name: /^Pay for order #/ }).count(), 0);
    assert.equal(await page.getByRole("group", { name: "Choose what to order" }).getByRole("checkbox").count(), 2);

    // Restocked: the same choice is placed, and the order names both packs.
    await setStock(mustardFiveLitres, 5);
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByRole("heading", { name: /^Pay for order #/ }).waitFor();
    await page.getByRole("button", { name: "Later" }).click();
    // The placed lines left the cart: the page shows the reloaded cart, not the answer of the earlier quantity change.
    await page.getByText("Your cart is empty.").waitFor();
    await page.getByRole("tab", { name: "Your Orders" }).click();
    const order = page.getByRole("tabpanel").getByRole("listitem").first();
    await order.getByText(/· 1 L × 1/).waitFor();
    await order.getByText(/· 5 L × 1/).waitFor();
    const [left] = querySql<{ stock: number }>(`select stock from product_variants where id = '${mustardFiveLitres}'`);
    assert.equal(left.stock, 4, "the order took its bottle from the shelf");
  });
});

describe("the pack picker on a phone", () => {
  test("fits a 390 px wide card", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`/shop?q=${encodeURIComponent("Mustard Oil")}`);
    const card = cardOf(page, MUSTARD);
    await card.getByRole("radio", { name: "5 L" }).waitFor({ state: "attached" });
    const cardBox = await card.boundingBox();
    assert.ok(cardBox);
    for (const label of await card.locator("fieldset label").all()) {
      const box = await label.boundingBox();
      assert.ok(box && box.x >= cardBox.x && box.x + box.width <= cardBox.x + cardBox.width, "a pack button sticks out of the card");
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, "the page scrolls sideways");
    if (process.env.PACKS_SCREENSHOT) await card.screenshot({ path: process.env.PACKS_SCREENSHOT });
    await context.close();
  });

  test("stands the shop's cards two to a row, with no sideways scroll (issue 31)", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto("/shop");
    const cards = page.locator("main ul li article");
    await cards.nth(3).waitFor();
    const [first, second, third] = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!));
    assert.equal(Math.round(first.y), Math.round(second.y), "the first two cards share a row");
    assert.ok(second.x > first.x + first.width - 1, "the second card stands beside the first");
    assert.ok(third.y >= first.y + first.height, "the third card starts the next row");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, "the page scrolls sideways");
    await context.close();
  });
});
