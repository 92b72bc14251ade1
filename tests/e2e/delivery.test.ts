/**
 * Browser journey through delivery by pincode (issue 17): a customer of its own checks pincodes on a product page
 * (the demo zones: fee by zone and pack weight, free above the threshold, 744 not served, the pincode remembered)
 * and in the cart drawer; an admin changes a zone's fee in Settings → Delivery and the product page's quote follows.
 * Screenshots of the settings page at 390 px and 1280 px go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newCustomerPage, newPage, signIn } from "./helpers.ts";

const GROUNDNUT_PAGE = "/products/wood-pressed-groundnut-oil-palli-nune";
const GROUNDNUT = "Wood-Pressed Groundnut Oil (Palli Nune)";

let browser: Browser;
let customer: { context: BrowserContext; page: Page };
let admin: Page;

before(async () => {
  browser = await launchBrowser();
  customer = await newCustomerPage(browser, "delivery");
  ({ page: admin } = await newPage(browser));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname !== "/login");
});
after(async () => {
  await browser.close();
});

/** Types a pincode into the check of `scope` and waits for the answer to say `expected`. */
async function checkPincode(scope: Page | Locator, pincode: string, expected: string) {
  await scope.getByLabel("Check delivery to your pincode").fill(pincode);
  await scope.getByRole("button", { name: "Check", exact: true }).click();
  await scope.getByRole("status").filter({ hasText: expected }).waitFor();
}

describe("delivery by pincode", { timeout: 240_000 }, () => {
  test("the product page quotes by zone and pack weight, says 744 is not served, and remembers the pincode", async () => {
    const { page } = customer;
    await page.goto(GROUNDNUT_PAGE);
    await page.getByRole("heading", { level: 1, name: GROUNDNUT }).waitFor();
    // 500 ml ships as 520 g: the Andhra Pradesh & Telangana zone's ₹40 plus one extra 500 g step of ₹20.
    await checkPincode(page, "520001", "Delivers to 520001 in 2–4 days, ₹60. Free delivery on orders of ₹999 or more");
    // Bengaluru: the South India zone, ₹60 + ₹25.
    await checkPincode(page, "560001", "Delivers to 560001 in 3–5 days, ₹85");
    // The 5 L pack (₹1,930) is above the South India threshold of ₹1,499: the quote follows the pack chosen.
    await page.locator("label", { hasText: /^5 L/ }).click();
    await page.getByRole("status").filter({ hasText: "Delivers to 560001 in 3–5 days, free" }).waitFor();
    await checkPincode(page, "744101", "We do not deliver to this pincode yet");
    await checkPincode(page, "012345", "Pincode must be 6 digits and cannot start with 0");

    await checkPincode(page, "520001", "Delivers to 520001 in 2–4 days, free");
    await page.reload();
    await page.getByRole("status").filter({ hasText: "Delivers to 520001 in 2–4 days, ₹60" }).waitFor();
    assert.equal(await page.getByLabel("Check delivery to your pincode").inputValue(), "520001");
  });

  test("the cart drawer quotes the cart for the remembered pincode", async () => {
    const { page } = customer;
    await page.goto(GROUNDNUT_PAGE);
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/cart") && response.request().method() === "POST"),
      page.getByRole("button", { name: /Add to Cart/ }).click(),
    ]);
    // The drawer lives on the shop page.
    await page.goto("/shop");
    await page.getByRole("button", { name: /^Cart/ }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    // One 500 ml bottle in the cart: the same ₹60 for 520001, remembered from the product page.
    await drawer.getByRole("status").filter({ hasText: "Delivers to 520001 in 2–4 days, ₹60" }).waitFor();
    await checkPincode(drawer, "110001", "Delivers to 110001 in 5–8 days, ₹120");
  });

  test("an admin changes a zone's fee in Settings → Delivery and the product page's quote follows", async () => {
    const original = (await (await admin.request.get(`${BASE_URL}/api/admin/delivery`)).json()).delivery;
    try {
      await admin.goto("/admin/settings");
      const rest = admin.getByRole("listitem", { name: "Zone 3: Rest of India" });
      await rest.getByLabel("Base fee (₹)").fill("95");
      await admin.getByRole("button", { name: "Save delivery rules" }).click();
      await admin.getByRole("status").filter({ hasText: "Delivery rules saved" }).waitFor();

      const { page } = customer;
      await page.goto(GROUNDNUT_PAGE);
      // 520 g to Delhi: the new ₹95 plus one extra step of ₹30.
      await checkPincode(page, "110001", "Delivers to 110001 in 5–8 days, ₹125");

      // A bad value is refused with the field named, and nothing changes.
      await rest.getByLabel("Max days").fill("2");
      await admin.getByRole("button", { name: "Save delivery rules" }).click();
      await admin.getByRole("alert").filter({ hasText: "Zone maximum delivery days must be at least its minimum" }).waitFor();
      await rest.getByLabel("Max days").fill("8");

      const shots = process.env.E2E_SCREENSHOT_DIR;
      if (shots) {
        await admin.screenshot({ path: `${shots}/settings-delivery-1280.png`, fullPage: true });
        const { page: phone } = await newPage(browser, { width: 390, height: 844 });
        await phone.context().addCookies(await admin.context().cookies());
        await phone.goto("/admin/settings");
        await phone.getByRole("button", { name: "Save delivery rules" }).waitFor();
        await phone.screenshot({ path: `${shots}/settings-delivery-390.png`, fullPage: true });
        await phone.getByRole("listitem", { name: /^Zone 1:/ }).screenshot({ path: `${shots}/settings-delivery-390-zone.png` });
        await phone.close();
      }
    } finally {
      // Leave the shared demo shop's rules as they were.
      const restored = await admin.request.put(`${BASE_URL}/api/admin/delivery`, { headers: { Origin: BASE_URL }, data: original });
      assert.equal(restored.status(), 200, await restored.text());
    }
  });
});
