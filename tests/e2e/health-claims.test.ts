/**
 * Browser journey, on a phone (390 px wide): an admin writes a product description. A disease claim is refused with
 * the phrase named and nothing saved; a regulated word ("100% natural") is held back until the admin presses
 * "Save anyway", and only then is the product saved.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newPage, signIn } from "./helpers.ts";

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let page: Page;
const suffix = Date.now().toString(36);
const productName = `Claims Check Sesame Oil ${suffix}`;

before(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, PHONE));
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  await browser.close();
});

/** The live products with this journey's name, as the API lists them. */
async function savedProducts(): Promise<{ name: string; description: string }[]> {
  const response = await page.request.get(`${BASE_URL}/api/admin/product/all`);
  const { products } = (await response.json()) as { products: { name: string; description: string }[] };
  return products.filter((product) => product.name === productName).map(({ name, description }) => ({ name, description }));
}

describe("an admin writes a product description on a phone", () => {
  test("fills in a new product", async () => {
    await page.goto("/admin/products");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Name", { exact: true }).fill(productName);
    await page.getByLabel("Category").selectOption({ label: "Oils" });
    const pack = (name: string) => page.getByLabel(`Pack 1 ${name}`, { exact: true });
    await pack("Label").fill("500 ml");
    await pack("Net quantity").fill("500");
    await pack("Unit").selectOption("ml");
    await pack("MRP (₹)").fill("320");
    await pack("Sale price (₹)").fill("300");
    await pack("SKU").fill(`CLAIMS-${suffix}`.toUpperCase());
  });

  test("a disease claim is refused, naming the field and the phrase, and nothing is saved", async () => {
    await page.getByLabel("Description", { exact: true }).fill("Wood-pressed sesame oil that cures diabetes.");
    await page.getByRole("button", { name: "Add Product" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Health claims are not allowed on food" });
    await refusal.waitFor();
    const text = (await refusal.textContent()) ?? "";
    assert.match(text, /^Description: /);
    assert.match(text, /"cures diabetes"/);
    // What was typed stays, to be corrected.
    assert.equal(await page.getByLabel("Description", { exact: true }).inputValue(), "Wood-pressed sesame oil that cures diabetes.");
    assert.deepEqual(await savedProducts(), []);
  });

  test('"100% natural" waits for the admin to confirm, then "Save anyway" saves it', async () => {
    const description = "100% natural wood-pressed sesame oil, nutty and golden.";
    await page.getByLabel("Description", { exact: true }).fill(description);
    await page.getByRole("button", { name: "Add Product" }).click();

    const question = page.getByRole("alert").filter({ hasText: "Please check these words before saving" });
    await question.waitFor();
    assert.match((await question.textContent()) ?? "", /"natural" in Description: Only a single food/);
    // The earlier refusal is gone, and the keyboard is on the question, not on a form that did nothing.
    assert.equal(await page.getByRole("alert").filter({ hasText: "Health claims are not allowed" }).count(), 0);
    assert.equal(await question.evaluate((element) => element === document.activeElement), true);
    assert.deepEqual(await savedProducts(), [], "nothing is saved before the admin confirms");

    const saveAnyway = question.getByRole("button", { name: "Save anyway" });
    const box = await saveAnyway.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, "Save anyway fits the phone's width");
    await saveAnyway.click();
    await question.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: productName }).waitFor();
    assert.equal(await page.getByLabel("Name", { exact: true }).inputValue(), "", "the form is ready for the next product");
    assert.deepEqual(await savedProducts(), [{ name: productName, description }]);
  });
});
