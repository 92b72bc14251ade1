/**
 * Browser journey (issue 30 part 2): the demo shop's content in Telugu. A visitor reads the catalogue, banners,
 * common questions and policies in Telugu under /te/ and finds the groundnut oil by "పల్లి నూనె"; an admin adds a
 * product in English only, sees it on the Translations page, follows the link to its editor and adds the Telugu
 * beside the English, and the Telugu page shows it, marking lang="en" what is still English until it is all done.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { slugify } from "../../worker/domains/catalogue/shared/slug.ts";
import { DEMO, launchBrowser, newPage, signIn } from "./helpers.ts";

let browser: Browser;
const suffix = Date.now().toString(36);

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe("the demo shop's content in Telugu", () => {
  test("the Telugu shop shows the catalogue, banners and categories in Telugu, and searches Telugu names", async () => {
    const { page } = await newPage(browser);
    await page.goto("/te/shop");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "గానుగ పల్లి నూనె (వేరుశనగ నూనె)" }) });
    await card.waitFor();
    assert.equal(await card.getByRole("heading").getAttribute("lang"), null, "a Telugu name needs no lang mark on a Telugu page");
    const banner = page.locator('img[alt="గానుగ నూనెలు, ప్రతి వారం తాజాగా"]');
    await banner.waitFor({ state: "attached" });
    assert.match((await banner.getAttribute("src")) ?? "", /banner-fresh-oils-te\.webp$/, "the Telugu picture, its words in Telugu");
    assert.ok((await page.locator("#category-filter option").allTextContents()).includes("నూనెలు"));
    assert.equal(await page.locator("[lang=en]").filter({ hasText: "Wood-Pressed" }).count(), 0, "no demo product falls back to English");
    await screenshot(page, "te-shop-1280");

    await page.goto(`/te/shop?q=${encodeURIComponent("పల్లి నూనె")}`);
    await page.getByRole("heading", { name: "గానుగ పల్లి నూనె (వేరుశనగ నూనె)" }).waitFor();
    await page.close();
  });

  test("a Telugu product page shows the Telugu description and declarations; the English page is unchanged", async () => {
    const { page } = await newPage(browser);
    await page.goto("/te/products/wood-pressed-groundnut-oil-palli-nune");
    await page.getByRole("heading", { level: 1, name: "గానుగ పల్లి నూనె (వేరుశనగ నూనె)" }).waitFor();
    await page.getByText("ఎండబెట్టిన అనంతపురం పల్లీలను").waitFor();
    await page.getByText("వేరుశనగ గింజలు (100%)").waitFor();
    await screenshot(page, "te-product-1280");
    await page.close();
    // A new visitor (the Telugu page's visit is remembered, and would open the Telugu page again).
    const { page: english } = await newPage(browser);
    await english.goto("/products/wood-pressed-groundnut-oil-palli-nune");
    await english.getByRole("heading", { level: 1, name: "Wood-Pressed Groundnut Oil (Palli Nune)" }).waitFor();
    assert.equal(await english.getByText("గానుగ పల్లి నూనె").count(), 0);
    await english.close();
  });

  test("the common questions and the policies read in Telugu", async () => {
    const { page } = await newPage(browser);
    await page.goto("/te/commonqueries");
    await page.getByRole("button", { name: "గానుగ నూనెలు అంటే ఏమిటి?" }).waitFor();
    await page.goto("/te/policies/returns");
    await page.getByRole("heading", { level: 2, name: "ఆర్డర్ రద్దు చేయడం" }).waitFor();
    assert.equal(await page.locator(".policy-text[lang=en]").count(), 0);
    await screenshot(page, "te-policy-returns-1280");
    await page.close();
  });
});

describe("an admin adds the Telugu a product lacks", () => {
  const product = `Test Sesame Podi ${suffix}`;
  const teluguName = `నువ్వుల పొడి ${suffix}`;
  let admin: Page;

  before(async () => {
    ({ page: admin } = await newPage(browser));
    admin.on("dialog", (dialog) => void dialog.accept());
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === "/admin");
  });

  async function addEnglishOnlyProduct() {
    await admin.goto("/admin/products");
    await admin.waitForLoadState("networkidle");
    await admin.getByLabel("Name", { exact: true }).fill(product);
    await admin.getByLabel("Category", { exact: true }).selectOption({ label: "Spices" });
    await admin.getByLabel("Description", { exact: true }).fill("Roasted sesame ground with Guntur chilli.");
    // Issue 33: a food whose description says it is made of sesame must declare sesame, or the save is refused.
    await admin.getByRole("group", { name: "Product details" }).getByLabel("Allergen note (optional)", { exact: true }).fill("Contains sesame");
    const field = (name: string) => admin.getByLabel(`Pack 1 ${name}`, { exact: true });
    await field("Label").fill("200 g");
    await field("Net quantity").fill("200");
    await field("Unit").selectOption("g");
    await field("MRP (₹)").fill("120");
    await field("Sale price (₹)").fill("110");
    await field("SKU").fill(`PODI-${suffix}`.toUpperCase());
    await admin.getByRole("button", { name: "Add Product" }).click();
    await admin.getByRole("heading", { level: 3, name: product }).waitFor();
  }

  const entryOf = () => admin.getByRole("listitem").filter({ hasText: product });

  test("a product added in English only is listed on the Translations page", async () => {
    await addEnglishOnlyProduct();
    await admin.getByRole("link", { name: "Translations" }).click();
    await admin.getByRole("heading", { name: "Translations", level: 2 }).waitFor();
    await entryOf().getByText("No Telugu name, description").waitFor();
    await screenshot(admin, "admin-translations-1280");
  });

  test("its Telugu name, typed beside the English in its editor, shows on the Telugu page; the description is marked English", async () => {
    await entryOf().getByRole("link", { name: `Add Telugu for ${product}` }).click();
    await admin.waitForURL((url) => url.pathname === "/admin/products" && url.searchParams.has("edit"));
    await admin.waitForLoadState("networkidle");
    assert.equal(await admin.getByLabel("Name", { exact: true }).inputValue(), product, "the link opens the product's form");
    const teluguInput = admin.getByLabel("Telugu name", { exact: true });
    assert.equal(await teluguInput.getAttribute("lang"), "te");
    await teluguInput.fill(teluguName);
    await screenshot(admin, "admin-product-telugu-1280");
    await admin.getByRole("button", { name: "Update Product" }).click();
    await admin.getByText(teluguName).waitFor();

    const { page: visitor } = await newPage(browser);
    await visitor.goto(`/te/shop?q=${encodeURIComponent(teluguName)}`);
    await visitor.getByRole("heading", { name: teluguName }).waitFor();
    await visitor.goto(`/te/products/${slugify(product)}`);
    await visitor.getByRole("heading", { level: 1, name: teluguName }).waitFor();
    const description = visitor.getByText("Roasted sesame ground with Guntur chilli.");
    assert.equal(await description.getAttribute("lang"), "en", "the English description is marked on the Telugu page");
    await visitor.close();

    await admin.goto("/admin/translations");
    await entryOf().getByText("No Telugu description").waitFor();
  });

  test("once its Telugu is complete it leaves the Translations page", async () => {
    await entryOf().getByRole("link", { name: `Add Telugu for ${product}` }).click();
    await admin.waitForURL((url) => url.searchParams.has("edit"));
    await admin.waitForLoadState("networkidle");
    assert.equal(await admin.getByLabel("Telugu name", { exact: true }).inputValue(), teluguName);
    await admin.getByLabel("Telugu description", { exact: true }).fill("వేయించిన నువ్వులు, గుంటూరు కారంతో పట్టించిన పొడి.");
    // Issue 33: its allergen note (sesame) is a text a shopper reads, so it needs its Telugu too.
    await admin.getByLabel("Telugu allergen note", { exact: true }).fill("నువ్వులు ఉన్నాయి");
    await admin.getByRole("button", { name: "Update Product" }).click();
    await admin.getByRole("button", { name: "Add Product" }).waitFor();
    await admin.goto("/admin/translations");
    await admin.getByRole("heading", { name: "Translations", level: 2 }).waitFor();
    assert.equal(await entryOf().count(), 0);

    const { page: visitor } = await newPage(browser);
    await visitor.goto(`/te/products/${slugify(product)}`);
    const description = visitor.getByText("వేయించిన నువ్వులు, గుంటూరు కారంతో పట్టించిన పొడి.");
    await description.waitFor();
    assert.equal(await description.getAttribute("lang"), null, "the Telugu description needs no mark");
    assert.equal(await visitor.getByRole("heading", { level: 1, name: teluguName }).getAttribute("lang"), null);
    await visitor.close();
  });
});
