/** Browser journey: an admin runs the catalogue and content from the dashboard. */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newPage, signIn, uniqueEmail } from "./helpers.ts";

// Two different tiny PNGs (1x1, red and green), made with sharp for this test.
const RED_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4z8AAAAMBAQCc479ZAAAAAElFTkSuQmCC",
  "base64",
);
const GREEN_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWNgWMAAAAFEAKGseccIAAAAAElFTkSuQmCC",
  "base64",
);

let browser: Browser;
let page: Page;
const suffix = Date.now().toString(36);

before(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  page.on("dialog", (dialog) => void dialog.accept());
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  await browser.close();
});

async function goto(path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

describe("an admin runs the catalogue from the browser", () => {
  const category = `Test Oils ${suffix}`;
  const renamed = `Test Ghee ${suffix}`;
  const product = `Test Groundnut Oil ${suffix}`;
  const blob = `Why wood pressing ${suffix}`;

  test("creates a category", async () => {
    await goto("/admin/categories");
    await page.getByLabel("New category name").fill(category);
    await page.getByRole("button", { name: "Add Category" }).click();
    await page.getByRole("button", { name: `Edit ${category}` }).waitFor();
    assert.equal(await page.getByLabel("New category name").inputValue(), "");
  });

  test("creates a blob in that category", async () => {
    await goto("/admin/blobs");
    await page.getByLabel("Category").selectOption({ label: category });
    await page.getByLabel("Title").fill(blob);
    await page.getByLabel("Section 1 heading").fill("Slow and cold");
    await page.getByLabel("Section 1 paragraph").fill("A wooden ghani turns slowly, so the oil never heats up and keeps its aroma. ".repeat(3));
    await page.getByRole("button", { name: "Add Section" }).click();
    await page.getByLabel("Section 2 heading").fill("Second section");
    await page.getByLabel("Section 2 paragraph").fill("To be removed before saving.");
    await page.getByRole("button", { name: "Remove section 2" }).click();
    await page.getByRole("button", { name: "Add Blob" }).click();
    const item = page.getByRole("listitem").filter({ hasText: blob });
    await item.waitFor();
    const excerpt = (await item.locator("p").textContent()) ?? "";
    assert.ok(excerpt.endsWith("..."), "the excerpt is cut");
    assert.equal(excerpt.length, 103);
  });

  test("creates a product with two uploaded images", async () => {
    await goto("/admin/products");
    await page.getByLabel("Name").fill(product);
    await page.getByLabel("Category").selectOption({ label: category });
    await page.getByLabel("MRP (₹)").fill("450");
    await page.getByLabel("Sale price (₹)").fill("420");
    await page.getByLabel("Description").fill("Cold pressed in a wooden ghani, unrefined.");
    await page.getByLabel("Product images").setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: RED_PNG },
      { name: "back.png", mimeType: "image/png", buffer: GREEN_PNG },
    ]);
    await page.getByAltText("Selected image 2").waitFor();
    await page.getByRole("button", { name: "Add Product" }).click();
    const card = page.getByRole("listitem").filter({ hasText: product });
    await card.waitFor();
    await card.getByText("2 images").waitFor();

    const response = await page.request.get(`${BASE_URL}/api/admin/product/all`);
    const saved = (await response.json()).products.find((p: { name: string }) => p.name === product);
    assert.equal(saved.images.length, 2);
    assert.equal(saved.mrp, 450);
    const image = await page.request.get(saved.images[0]);
    assert.equal(image.headers()["content-type"], "image/png");
  });

  test("edits the product: new name, linked blob, viewed in the full-blob viewer", async () => {
    const card = page.getByRole("listitem").filter({ hasText: product });
    await card.getByRole("button", { name: `Edit ${product}` }).click();
    assert.equal(await page.getByLabel("Name").inputValue(), product);
    await page.getByLabel("Name").fill(`${product} (1 L)`);
    await page.getByLabel("Blob (optional)").selectOption({ label: blob });
    await page.getByRole("button", { name: "Update Product" }).click();
    const edited = page.getByRole("listitem").filter({ hasText: `${product} (1 L)` });
    await edited.getByRole("button", { name: "View Blob" }).click();
    const dialog = page.getByRole("dialog", { name: blob });
    await dialog.getByText("Slow and cold").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  test("deletes the product and the blob", async () => {
    await page.getByRole("button", { name: `Delete ${product} (1 L)` }).click();
    await page.getByRole("listitem").filter({ hasText: `${product} (1 L)` }).waitFor({ state: "detached" });

    await goto("/admin/blobs");
    await page.getByLabel("Category").selectOption({ label: category });
    await page.getByRole("button", { name: `Delete ${blob}` }).click();
    await page.getByText("No blobs in this category yet.").waitFor();
  });

  test("renames the category with Enter and deletes it", async () => {
    await goto("/admin/categories");
    await page.getByRole("button", { name: `Edit ${category}` }).click();
    const input = page.getByLabel(`New name for ${category}`);
    await input.fill(renamed);
    await input.press("Enter");
    await page.getByRole("button", { name: `Edit ${renamed}` }).waitFor();
    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    await page.getByRole("button", { name: `Edit ${renamed}` }).waitFor({ state: "detached" });
  });

  test("refuses a duplicate category with the server's message in a red banner", async () => {
    await page.getByLabel("New category name").fill("oils");
    await page.getByRole("button", { name: "Add Category" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    assert.equal((await alert.textContent())?.trim(), "A category with this name already exists");
  });

  test("creates an image and a video promotion, then deletes them", async () => {
    await goto("/admin/promotions");
    const imagesBefore = await page.getByRole("button", { name: /^Delete gallery image/ }).count();
    await page.getByLabel("Image").setInputFiles({ name: "stall.png", mimeType: "image/png", buffer: RED_PNG });
    await page.getByAltText("Selected image 1").waitFor();
    await page.getByRole("button", { name: "Create Promotion" }).click();
    await page.waitForFunction(
      (before) => document.querySelectorAll("button").length > 0 &&
        [...document.querySelectorAll("button")].filter((b) => /Delete gallery image/.test(b.textContent ?? "")).length === before + 1,
      imagesBefore,
    );
    assert.equal(await page.getByLabel("Type").inputValue(), "image");

    await page.getByLabel("Type").selectOption("video");
    await page.getByPlaceholder("Paste YouTube video URL here").fill("https://vimeo.com/12345");
    await page.getByRole("button", { name: "Create Promotion" }).click();
    await page.getByRole("alert").waitFor();
    await page.getByPlaceholder("Paste YouTube video URL here").fill("https://youtu.be/dQw4w9WgXcQ");
    await page.getByRole("button", { name: "Create Promotion" }).click();
    const video = page.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
    await video.first().waitFor({ state: "attached" });

    const videos = await page.getByRole("button", { name: /^Delete gallery video/ }).count();
    await page.getByRole("button", { name: `Delete gallery video ${videos}` }).click();
    await video.first().waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Delete gallery image ${imagesBefore + 1}` }).click();
    await page.waitForFunction(
      (before) => [...document.querySelectorAll("button")].filter((b) => /Delete gallery image/.test(b.textContent ?? "")).length === before,
      imagesBefore,
    );
  });

  test("promotes a customer to admin and back", async () => {
    const email = uniqueEmail("promote");
    const signup = await page.request.post(`${BASE_URL}/api/signup`, {
      data: {
        name: `Promoted ${suffix}`,
        phoneNumber: "9876500000",
        emailAddress: email,
        password: "Promote#Me2026",
        address: { doorNo: "1", street: "Main Road", city: "Guntur", pincode: "522001", state: "Andhra Pradesh" },
      },
    });
    assert.equal(signup.status(), 201);

    await goto("/admin/users");
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByRole("button", { name: /Assign Admin/ }).click();
    await row.getByRole("button", { name: /Remove Admin/ }).waitFor();
    assert.equal((await row.getByRole("cell").nth(3).textContent())?.trim(), "admin");

    await page.getByLabel("Show").selectOption("admin");
    await page.getByRole("row").filter({ hasText: email }).waitFor();
    await page.getByLabel("Show").selectOption("user");
    await page.getByRole("row").filter({ hasText: email }).waitFor({ state: "detached" });
    await page.getByLabel("Show").selectOption("all");

    await row.getByRole("button", { name: /Remove Admin/ }).click();
    await row.getByRole("button", { name: /Assign Admin/ }).waitFor();
    assert.equal((await row.getByRole("cell").nth(3).textContent())?.trim(), "user");
  });
});
