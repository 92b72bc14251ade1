/**
 * Browser journeys with the keyboard only: focus stays on a product card's Add to Cart while the cart is
 * updated and after, and the checkout tabs follow the WAI-ARIA tabs pattern (roving tabindex, arrows that
 * wrap, Home and End, each tab naming its panel).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Locator, Page, Route } from "playwright-core";
import { launchBrowser, newPageFrom, signUpOnLoginPage, uniqueEmail } from "./helpers.ts";

let browser: Browser;
let context: BrowserContext;
let page: Page;
before(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPageFrom(browser, "198.51.100.81"));
  await page.goto("/login");
  await signUpOnLoginPage(page, uniqueEmail("keyboard"), "Keyboard#Pass2026");
  await page.waitForURL((url) => url.pathname === "/");
});
after(async () => {
  await context.close();
  await browser.close();
});

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** What the focused element is, for messages. */
const focusedDescription = () =>
  page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute("role") ?? ""} ${document.activeElement?.textContent?.slice(0, 40) ?? ""}`);

describe("the keyboard", { timeout: 120_000 }, () => {
  test("Add to Cart keeps the focus on the card's button while pending and after; a second Enter is ignored", async () => {
    await page.goto("/shop");
    const card = page.locator("main ul li article").filter({ hasText: "Groundnut Oil" }).first();
    const addButton = card.getByRole("button", { name: /Add to Cart|Adding/ });

    // Hold the cart update until the pending state has been checked.
    let posts = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holdCartPosts = async (route: Route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts += 1;
      await held;
      await route.continue();
    };
    await page.route((url) => url.pathname === "/cart.data", holdCartPosts);

    await addButton.focus();
    await page.keyboard.press("Enter");
    await card.getByRole("button", { name: /Adding/ }).waitFor();
    assert.ok(await isFocused(addButton), `focus left the button while pending: ${await focusedDescription()}`);
    assert.equal(await addButton.getAttribute("aria-disabled"), "true");
    await page.keyboard.press("Enter");

    release();
    await page.getByText(/Groundnut Oil.*added to cart!/).first().waitFor();
    await card.getByRole("button", { name: /Add to Cart/ }).waitFor();
    assert.ok(await isFocused(addButton), `focus left the button after adding: ${await focusedDescription()}`);
    assert.equal(posts, 1, "Enter on a pending button sends nothing more");
    await page.unroute((url) => url.pathname === "/cart.data", holdCartPosts);
    assert.equal(await page.getByRole("button", { name: /^Cart/ }).locator("span[aria-label]").textContent(), "1");
  });

  test("the cart drawer's + and − keep the focus while the quantity changes", async () => {
    await page.goto("/shop");
    await page.getByRole("button", { name: /^Cart/ }).click();
    const drawer = page.getByRole("dialog", { name: /cart/i });
    const more = drawer.getByRole("button", { name: /One more Wood-Pressed Groundnut Oil/ });
    const quantity = drawer.locator('[aria-label^="Quantity of Wood-Pressed Groundnut Oil"]');
    const before = Number(await quantity.textContent());
    const showing = (n: number) => quantity.filter({ hasText: new RegExp(`^${n}$`) }).waitFor();

    await more.focus();
    await page.keyboard.press("Enter");
    await showing(before + 1);
    assert.ok(await isFocused(more), `focus left + : ${await focusedDescription()}`);

    const less = drawer.getByRole("button", { name: /(One less|Remove) Wood-Pressed Groundnut Oil/ });
    await less.focus();
    await page.keyboard.press("Enter");
    await showing(before);
    assert.ok(await isFocused(less), `focus left − : ${await focusedDescription()}`);
    await page.keyboard.press("Escape");
  });

  test("the checkout tabs: roles, roving tabindex, arrows with wrap-around, Home and End", async () => {
    await page.goto("/checkout");
    const tablist = page.getByRole("tablist", { name: "Checkout" });
    const current = tablist.getByRole("tab", { name: "Current Order" });
    const orders = tablist.getByRole("tab", { name: "Your Orders" });

    async function expectSelected(selected: Locator, other: Locator) {
      assert.ok(await isFocused(selected), `focus is on ${await focusedDescription()}`);
      assert.equal(await selected.getAttribute("aria-selected"), "true");
      assert.equal(await other.getAttribute("aria-selected"), "false");
      assert.equal(await selected.getAttribute("tabindex"), "0");
      assert.equal(await other.getAttribute("tabindex"), "-1");
      // Each tab names its panel, which exists and is labelled by the tab; only the selected one shows.
      for (const tab of [selected, other]) {
        const panelId = await tab.getAttribute("aria-controls");
        assert.ok(panelId);
        const panel = page.locator(`[id="${panelId}"]`);
        assert.equal(await panel.getAttribute("role"), "tabpanel");
        assert.equal(await panel.getAttribute("aria-labelledby"), await tab.getAttribute("id"));
        assert.equal(await panel.isVisible(), tab === selected);
      }
    }

    // Tab reaches the selected tab only (the other is out of the Tab order).
    await page.getByRole("heading", { name: "Checkout" }).click();
    for (let presses = 0; presses < 30 && !(await isFocused(current)); presses += 1) await page.keyboard.press("Tab");
    await expectSelected(current, orders);

    await page.keyboard.press("ArrowRight");
    await expectSelected(orders, current);
    await page.getByRole("tabpanel").getByText(/Order #|You have not placed any orders yet/).first().waitFor();
    await page.keyboard.press("ArrowRight");
    await expectSelected(current, orders);
    await page.keyboard.press("ArrowLeft");
    await expectSelected(orders, current);
    await page.keyboard.press("ArrowLeft");
    await expectSelected(current, orders);
    await page.keyboard.press("End");
    await expectSelected(orders, current);
    await page.keyboard.press("Home");
    await expectSelected(current, orders);

    // From the selected tab, Tab moves into its panel, not to the other tab.
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "tabpanel");
  });
});
