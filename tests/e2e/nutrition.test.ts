/**
 * Browser journey (issue 33) at 390 px: the demo ragi's page shows its "Nutrition information" table (and the Telugu
 * page in Telugu), the moringa powder's its per-serve column, without sideways scrolling; an admin who writes a fibre
 * claim the panel does not bear out is refused, naming the rule, and the form keeps what was typed.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { DEMO, launchBrowser, newPage, signIn } from "./helpers.ts";

const PHONE = { width: 390, height: 844 };
const RAGI_SLUG = "finger-millet-ragi";
const MORINGA_SLUG = "moringa-leaf-powder-munaga-aku";
const BROWNTOP = "Browntop Millet (Andu Korralu)";

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function assertFits(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  assert.ok(widths.page <= widths.view, `the page is ${widths.page} px wide on a ${widths.view} px screen`);
}

/** The text of each cell of the row named `name` in `table`. */
async function rowCells(page: Page, tableName: string, name: string) {
  const row = page.getByRole("table", { name: tableName }).getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  return row.getByRole("cell").allTextContents();
}

describe("nutrition information", { timeout: 180_000 }, () => {
  test("the product page shows the panel per 100 g, in English and in Telugu, on a phone", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`/products/${RAGI_SLUG}`);
    const table = page.getByRole("table", { name: "Nutrition information" });
    await table.waitFor();
    assert.deepEqual(await table.getByRole("columnheader").allTextContents(), ["Nutrient", "Per 100 g"]);
    assert.deepEqual(await rowCells(page, "Nutrition information", "Energy"), ["321 kcal"]);
    assert.deepEqual(await rowCells(page, "Nutrition information", "Calcium"), ["364 mg"]);
    assert.deepEqual(await rowCells(page, "Nutrition information", "Dietary fibre"), ["11.2 g"]);
    await table.scrollIntoViewIfNeeded();
    await assertFits(page);
    if (process.env.E2E_SCREENSHOT_DIR) await page.getByRole("table", { name: "Nutrition information" }).screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/nutrition-390.png` });

    await page.goto(`/te/products/${RAGI_SLUG}`);
    const teTable = page.getByRole("table", { name: "పోషక విలువల సమాచారం" });
    await teTable.waitFor();
    assert.deepEqual(await teTable.getByRole("columnheader").allTextContents(), ["పోషకం", "100 gకి"]);
    assert.deepEqual(await rowCells(page, "పోషక విలువల సమాచారం", "కాల్షియం"), ["364 mg"]);
    await assertFits(page);
    await context.close();
  });

  test("a product with a serve size has a per-serve column", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`/products/${MORINGA_SLUG}`);
    const table = page.getByRole("table", { name: "Nutrition information" });
    await table.waitFor();
    assert.deepEqual(await table.getByRole("columnheader").allTextContents(), ["Nutrient", "Per 100 g", "Per serve (5 g)"]);
    assert.deepEqual(await rowCells(page, "Nutrition information", "Iron"), ["28.2 mg", "1.4 mg"]);
    await assertFits(page);
    await context.close();
  });

  test("an admin's fibre claim the panel does not bear out is refused, and the form keeps what was typed", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto("/admin/products");
    await page.waitForLoadState("networkidle");
    await page.getByRole("listitem").filter({ hasText: BROWNTOP }).getByRole("button", { name: `Edit ${BROWNTOP}` }).click();
    const description = page.getByLabel("Description", { exact: true });
    await description.fill("Browntop millet is rich in fibre.");

    const panel = page.getByRole("group", { name: "Nutrition information (per 100 g / 100 ml)" });
    await panel.getByLabel("This product has a nutrition panel").check();
    const typed: [string, string][] = [
      ["Energy (kcal)", "338"],
      ["Protein (g)", "11.5"],
      ["Carbohydrate (g)", "69.4"],
      ["Total sugars (g)", "1"],
      ["Added sugars (g)", "0"],
      ["Total fat (g)", "1.9"],
      ["Saturated fat (g)", "0.4"],
      ["Trans fat (g)", "0"],
      ["Sodium (mg)", "5"],
    ];
    for (const [label, value] of typed) await panel.getByLabel(label, { exact: true }).fill(value);
    await panel.getByRole("button", { name: "Add a nutrient" }).click();
    await panel.getByLabel("Nutrient 1", { exact: true }).fill("Dietary fibre");
    await panel.locator("#nutrition-other-0-amount").fill("5");
    await panel.getByRole("button", { name: "Add a nutrient" }).click();
    await panel.getByLabel("Nutrient 2", { exact: true }).fill("Iron");
    await panel.getByRole("button", { name: "Remove nutrient 2" }).click();
    assert.equal(await panel.getByLabel("Nutrient 2", { exact: true }).count(), 0);

    await assertFits(page);
    await page.getByRole("button", { name: "Update Product" }).click();
    await page.getByText('Description says "rich in fibre": a "high" claim needs at least 6 g of dietary fibre per 100 g; the nutrition information gives 5 g').waitFor();
    assert.equal(await description.inputValue(), "Browntop millet is rich in fibre.");
    for (const [label, value] of typed) assert.equal(await panel.getByLabel(label, { exact: true }).inputValue(), value, label);
    assert.equal(await panel.locator("#nutrition-other-0-amount").inputValue(), "5");
    await assertFits(page);
    await context.close();
  });
});
