/**
 * Browser journey for issue 33 on a phone (390 px): a demo food's page shows the FSSAI veg symbol beside its name,
 * its front and back label pictures (loaded, with their text alternatives) and the shop's FSSAI number; the face oil,
 * a cosmetic, shows its manufacturing licence number and neither an FSSAI number nor a veg mark; the shop's cards
 * carry the symbol for food only. The admin's product form (390 px too) shows the face oil as a cosmetic with its
 * licence number and no veg mark field, and saves it unchanged.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newPage, signIn } from "./helpers.ts";

const LADDU = "Sesame Jaggery Laddu (Nuvvula Undalu)";
const FACE_OIL = "Kumkumadi Face Oil";
/** The shop's FSSAI number as its settings hold it now (the demo's, or what another journey saved). */
let fssai = "";

let browser: Browser;
let page: Page;

before(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, { width: 390, height: 844 }));
  fssai = ((await (await fetch(`${BASE_URL}/api/settings`)).json()) as { settings: { fssaiNumber: string } }).settings.fssaiNumber;
  assert.match(fssai, /^\d{14}$/, "the demo shop has an FSSAI number to show (or hide)");
});
after(async () => {
  await browser.close();
});

/** Whether an image has loaded (decoded with a width), after scrolling it into view (it loads lazily). */
async function loaded(page: Page, alt: string): Promise<boolean> {
  const image = page.getByRole("img", { name: alt, exact: true });
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction((text) => {
    const element = [...document.images].find((img) => img.alt === text);
    return Boolean(element && element.complete && element.naturalWidth > 0);
  }, alt);
  return true;
}

describe("kinds of product on the product page", { timeout: 180_000 }, () => {
  test("a food shows its veg symbol, both label pictures and the FSSAI number", async () => {
    await page.goto("/shop?q=laddu");
    await page.getByRole("link", { name: LADDU, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: LADDU }).waitFor();
    const symbol = page.locator("main").getByRole("img", { name: "Vegetarian", exact: true }).first();
    await symbol.waitFor();
    // Beside the name: on the heading's line.
    const [symbolBox, headingBox] = [await symbol.boundingBox(), await page.getByRole("heading", { level: 1 }).boundingBox()];
    assert.ok(symbolBox && headingBox && Math.abs(symbolBox.y - headingBox.y) < 24, "the symbol stands beside the name");
    assert.ok(await loaded(page, `Front label of ${LADDU}`));
    assert.ok(await loaded(page, `Back label of ${LADDU}`));
    await page.locator("main").getByText(fssai, { exact: true }).first().waitFor();
    // Nothing sticks out sideways on a phone.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    if (process.env.E2E_SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/product-labels-390.png`, fullPage: true });
  });

  test("a cosmetic shows its licence number, and no FSSAI number or veg mark", async () => {
    await page.goto("/shop?q=kumkumadi");
    await page.getByRole("link", { name: FACE_OIL, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: FACE_OIL }).waitFor();
    await page.getByText("Mfg. Lic. No.").waitFor();
    await page.getByText(/AP\/COS\/DEMO-0002/).waitFor();
    const main = (await page.locator("main").textContent()) ?? "";
    assert.ok(!main.includes("FSSAI"), "no FSSAI line on a cosmetic's page");
    assert.ok(!main.includes(fssai), "no FSSAI number on a cosmetic's page");
    assert.equal(await page.locator("main").getByRole("img", { name: /Vegetarian/ }).count(), 0);
    assert.equal(await page.locator("main [data-diet-mark]").count(), 0);
  });

  test("the shop's cards draw the symbol for food, not for the cosmetics", async () => {
    await page.goto("/shop?page=2");
    const card = (name: string) => page.locator("article").filter({ has: page.getByRole("link", { name, exact: true }) });
    await card(LADDU).getByRole("img", { name: "Vegetarian" }).waitFor();
    assert.equal(await card(FACE_OIL).locator("[data-diet-mark]").count(), 0);
  });
});

describe("the admin's Kind select", { timeout: 180_000 }, () => {
  test("shows a cosmetic's licence number and no veg mark, a food's veg mark and no licence number; saving keeps the kind", async () => {
    const { context, page: admin } = await newPage(browser, { width: 390, height: 844 });
    admin.on("dialog", (dialog) => void dialog.accept());
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === "/admin");
    await admin.goto("/admin/products");
    await admin.getByRole("button", { name: `Edit ${FACE_OIL}`, exact: true }).click();
    const details = admin.getByRole("group", { name: "Product details" });
    assert.equal(await details.getByLabel("Kind of product").inputValue(), "cosmetic");
    assert.match(await details.getByLabel("Manufacturing licence number", { exact: true }).inputValue(), /DEMO-0002/);
    assert.equal(await details.getByLabel("Veg mark").count(), 0);
    await admin.getByRole("button", { name: "Update Product" }).click();
    await admin.getByRole("listitem").filter({ hasText: FACE_OIL }).getByRole("button", { name: `Edit ${FACE_OIL}`, exact: true }).waitFor();
    const saved = ((await (await fetch(`${BASE_URL}/api/admin/product/all`)).json()) as { products: { name: string; kind: string; declarations: { licenceNumber: string | null } }[] }).products.find((product) => product.name === FACE_OIL);
    assert.equal(saved?.kind, "cosmetic");
    assert.match(saved?.declarations.licenceNumber ?? "", /DEMO-0002/);
    // Choosing food shows the veg mark and hides (and empties) the licence number.
    await admin.getByRole("button", { name: `Edit ${FACE_OIL}`, exact: true }).click();
    await details.getByLabel("Kind of product").selectOption("food");
    await details.getByLabel("Veg mark").waitFor();
    assert.equal(await details.getByLabel("Manufacturing licence number", { exact: true }).count(), 0);
    assert.equal(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    await context.close();
  });
});
