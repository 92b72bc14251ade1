/**
 * The owner's admin area on a phone (issue 31), at 390 px: the menu is a list of sections with their names (not the
 * first letters of a collapsed sidebar); no admin page scrolls sideways, every table scrolls inside its own named
 * region; a save says "Saved"; and an order a customer places (in another browser context) shows up on the open
 * dashboard as a new-order notice with a link to it (the page polls every second here, `?poll=1000`, instead of 30).
 * Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newPage, querySql, signIn, signUpCustomer } from "./helpers.ts";

let browser: Browser;
let page: Page;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const SECTIONS = ["Orders", "Payments", "Grievances", "Categories", "Promotions (Gallery)", "Products", "Best-before", "Users", "Blobs", "Banners", "Translations", "Analysis", "GST", "Settings", "Activity log"];

before(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, { width: 390, height: 844 }));
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  await browser.close();
});

async function pageWidths() {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth, view: window.innerWidth }));
}

async function assertNoSidewaysScroll(path: string) {
  const widths = await pageWidths();
  assert.ok(widths.page <= widths.view && widths.body <= widths.view, `${path} is ${widths.page} px wide on a ${widths.view} px screen`);
}

describe("the admin area at 390 px", () => {
  test("the menu lists every section by name, with its icon", async () => {
    await page.goto("/admin/orders");
    await page.waitForLoadState("networkidle");
    // The desktop sidebar is not shown on a phone.
    assert.equal(await page.getByRole("complementary", { name: "Admin sections" }).isVisible(), false);
    const menu = page.getByRole("button", { name: "Menu" });
    assert.equal(await menu.getAttribute("aria-expanded"), "false");
    await menu.click();
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await nav.waitFor();
    for (const name of SECTIONS) {
      const link = nav.getByRole("link", { name, exact: true });
      assert.ok(await link.isVisible(), `${name} is in the menu`);
      const box = await link.getByText(name, { exact: true }).boundingBox();
      assert.ok(box && box.width > 20 && box.x >= 0 && box.x + box.width <= 390, `${name} is written out in the menu`);
      assert.equal(await link.locator("svg").count(), 1, `${name} has its icon`);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-menu-390.png` });
    await nav.getByRole("link", { name: "Analysis", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/analysis");
    assert.equal(await nav.isVisible(), false, "choosing a section closes the menu");
  });

  for (const path of ["/admin/orders", "/admin/analysis", "/admin/products", "/admin/payments", "/admin/gst", "/admin/users", "/admin/grievances", "/admin/settings", "/admin/activity", "/admin/expiry?days=90"]) {
    test(`${path} never scrolls sideways; its tables scroll inside their own region`, async () => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await assertNoSidewaysScroll(path);
      const tables = await page.locator("main table").evaluateAll((list) =>
        list.map((table) => {
          const region = table.closest('[role="region"]');
          return { inRegion: !!region && region.getAttribute("tabindex") === "0" && !!region.getAttribute("aria-label"), right: table.getBoundingClientRect().right };
        }),
      );
      for (const table of tables) assert.ok(table.inRegion, `every table of ${path} is in a focusable, named region`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin${path.replace("/admin", "").replaceAll("/", "-")}-390.png`, fullPage: true });
    });
  }

  test("a wide table scrolls inside its region, by keyboard too", async () => {
    await page.goto("/admin/analysis?period=monthly");
    await page.waitForLoadState("networkidle");
    const region = page.getByRole("region", { name: "Top selling products table" });
    const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    assert.ok(sizes.scroll > sizes.client, "the table is wider than its card on a phone");
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction((name) => (document.querySelector(`[role="region"][aria-label="${name}"]`)?.scrollLeft ?? 0) > 0, "Top selling products table");
    await assertNoSidewaysScroll("/admin/analysis");
  });

  test("a save says Saved", async () => {
    await page.goto("/admin/categories");
    await page.waitForLoadState("networkidle");
    const name = `Phone Category ${Date.now().toString(36)}`;
    await page.getByLabel("New category name").fill(name);
    await page.getByRole("button", { name: "Add Category" }).click();
    await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    await page.getByRole("button", { name: `Edit ${name}` }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-saved-390.png` });
    // Only one message says so.
    assert.equal(await page.getByText("Saved", { exact: true }).count(), 1);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
  });

  test("an order placed by a customer elsewhere shows up as a new-order notice with a link to it", async () => {
    await page.goto("/admin?poll=1000");
    await page.waitForLoadState("networkidle");
    const notice = page.getByRole("status").filter({ hasText: "New order" });
    assert.equal(await notice.count(), 0, "no notice before an order comes in");

    // The customer, in a browser context of their own, places an order.
    const customer = await signUpCustomer("adminphone");
    const { context: shopper, page: shop } = await newPage(browser, { width: 390, height: 844 });
    const [pack] = querySql<{ productId: string; variantId: string }>("select product_id as productId, id as variantId from product_variants where stock >= 5 limit 1");
    const placed = await shop.request.post(`${BASE_URL}/api/order`, {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { products: [{ ...pack, quantity: 1 }] },
    });
    assert.equal(placed.status(), 201);
    const order = (await placed.json()) as { _id: string };
    await shopper.close();

    await notice.waitFor();
    const ref = order._id.slice(-6);
    assert.match((await notice.textContent()) ?? "", new RegExp(`#${ref}`));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-new-order-390.png` });
    await notice.getByRole("link", { name: `View order #${ref}` }).click();
    await page.waitForURL((url) => url.searchParams.get("orderId") === order._id);
    await page.getByText(`#${ref}`).first().waitFor();
    assert.equal(await page.getByRole("status").filter({ hasText: "New order" }).count(), 0, "followed, the notice goes");
  });

  test("from 768 px up the sidebar stays, names beside icons, and collapses to icons", async () => {
    const { context, page: wide } = await newPage(browser, { width: 1280, height: 900 });
    await context.addCookies(await page.context().cookies());
    await wide.goto("/admin/analysis");
    await wide.waitForLoadState("networkidle");
    const sidebar = wide.getByRole("complementary", { name: "Admin sections" });
    assert.equal(await wide.getByRole("button", { name: "Menu" }).isVisible(), false, "no phone menu on a wide screen");
    for (const name of SECTIONS.slice(0, -1)) assert.ok(await sidebar.getByText(name, { exact: true }).isVisible(), `${name} is written in the sidebar`);
    if (SHOTS) await wide.screenshot({ path: `${SHOTS}/admin-analysis-1280.png` });
    await sidebar.getByRole("button", { name: "Toggle sidebar" }).click();
    // Collapsed: a 64 px strip of icons, the names left to screen readers (sr-only: a 1 px clipped box).
    await wide.waitForFunction(() => (document.querySelector("aside")?.getBoundingClientRect().width ?? 0) <= 64);
    const name = await sidebar.getByText("Orders", { exact: true }).boundingBox();
    assert.ok(name && name.width <= 1, "collapsed: icons only");
    assert.equal(await sidebar.getByRole("link", { name: "Orders" }).getAttribute("title"), "Orders", "collapsed: the name on hover");
    await context.close();
  });
});
