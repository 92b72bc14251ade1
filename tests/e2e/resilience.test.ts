/**
 * Browser journeys: a failed action never destroys the page. For Add to Cart, Place Order, the payment's Done,
 * the profile's Save Changes and an admin save, the request is (a) dropped and (b) answered with a 500; each
 * time the page stays (no error page), the message of SPEC.md section 8 shows, what was typed is still in
 * the fields, and the same action succeeds once the connection is back.
 */
import assert from "node:assert/strict";
import { randomInt } from "node:crypto";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { assertPageKept, DEMO, launchBrowser, newPageFrom, signUpOnLoginPage, uniqueEmail } from "./helpers.ts";

type Failure = { name: string; fail: (route: Route) => Promise<void> };

const FAILURES: Failure[] = [
  { name: "a dropped connection", fail: (route) => route.abort("internetdisconnected") },
  {
    name: "a 500 answer",
    fail: (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }),
  },
];

let browser: Browser;
let customer: { context: BrowserContext; page: Page };
before(async () => {
  browser = await launchBrowser();
  // Its own client address, so the journey's sign-up does not count against the other journeys' limit.
  customer = await newPageFrom(browser, "198.51.100.61");
  await recordToasts(customer.context);
  await customer.page.goto("/login");
  await signUpOnLoginPage(customer.page, uniqueEmail("resilience"), "Resilient#Pass2026");
  await customer.page.waitForURL((url) => url.pathname === "/");
});
after(async () => {
  await browser.close();
});

/**
 * Keeps the text of every toast that appears (react-hot-toast renders each as a role=status element), so a
 * journey can wait for a new one however briefly it shows and whatever older ones are still on screen.
 */
async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const texts: string[] = [];
    Object.assign(window, { __toasts: texts });
    const scan = () =>
      document.querySelectorAll('[role="status"]').forEach((element) => {
        const text = element.textContent?.trim();
        if (text && !seen.has(element)) {
          seen.add(element);
          texts.push(text);
        }
      });
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** How many toasts so far contained every one of `parts`. */
function toastsWith(page: Page, parts: string[]): Promise<number> {
  return page.evaluate(
    (wanted) => (window as unknown as { __toasts: string[] }).__toasts.filter((t) => wanted.every((part) => t.includes(part))).length,
    parts,
  );
}

/** Runs `act` and waits for a new toast containing `text` (and every one of `more`). */
async function expectToast(page: Page, text: string, act: () => Promise<void>, more: string[] = []) {
  const parts = [text, ...more];
  const before = await toastsWith(page, parts);
  await act();
  await page.waitForFunction(
    ({ wanted, count }) =>
      (window as unknown as { __toasts: string[] }).__toasts.filter((t) => wanted.every((part) => t.includes(part))).length > count,
    { wanted: parts, count: before },
  );
}

/**
 * Makes every POST to the page action at `path` (React Router posts to `<path>.data`) fail the given way until
 * the returned function is called. Reads (revalidation) pass through. Returns how many posts were failed.
 */
async function failPosts(page: Page, path: string, failure: Failure) {
  let failed = 0;
  const matches = (url: URL) => url.pathname === `${path}.data`;
  const handler = async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    failed += 1;
    await failure.fail(route);
  };
  await page.route(matches, handler);
  return {
    failedCount: () => failed,
    restore: () => page.unroute(matches, handler),
  };
}

/** A 12-digit UPI reference no other journey uses (the same UTR cannot pay two orders). */
const freshUtr = () => `7${Date.now().toString().slice(-8)}${String(randomInt(1000)).padStart(3, "0")}`;

describe("a failed action keeps the page, the message shows, the input stays, a retry works", { timeout: 240_000 }, () => {
  const products = ["Groundnut Oil", "Foxtail Millet"];

  test("Add to Cart", async () => {
    const { page } = customer;
    await page.goto("/shop");
    const badge = page.getByRole("button", { name: /^Cart/ }).locator("span[aria-label]");
    for (const [index, failure] of FAILURES.entries()) {
      const name = products[index];
      const addButton = page.locator("main ul li article").filter({ hasText: name }).first().getByRole("button", { name: /Add to Cart/ });
      const broken = await failPosts(page, "/cart", failure);
      await expectToast(page, "Failed to add item to cart", () => addButton.click());
      assert.equal(broken.failedCount(), 1, failure.name);
      await assertPageKept(page);
      assert.equal(await badge.textContent(), String(index), `${failure.name}: the cart is unchanged`);

      await broken.restore();
      await expectToast(page, "added to cart!", () => addButton.click(), [name]);
      await page.waitForFunction(
        ([count]) => document.querySelector('main button span[aria-label$="items"]')?.textContent === count,
        [String(index + 1)] as const,
      );
    }
  });

  test("Place Order and the payment's Done", async () => {
    const { page } = customer;
    for (const [index, failure] of FAILURES.entries()) {
      await page.goto("/checkout");
      await page.getByRole("button", { name: "Place Order" }).waitFor();
      // The first time both products are in the cart: the customer orders only the first one.
      if (index === 0) await page.getByRole("checkbox", { name: new RegExp(products[1]) }).uncheck();
      const ticks = async () => Promise.all((await page.getByRole("checkbox").all()).map((box) => box.isChecked()));
      const chosen = await ticks();

      const brokenPlace = await failPosts(page, "/checkout", failure);
      await expectToast(page, "Please try again", () => page.getByRole("button", { name: "Place Order" }).click());
      assert.equal(brokenPlace.failedCount(), 1, failure.name);
      await assertPageKept(page);
      assert.deepEqual(await ticks(), chosen, `${failure.name}: the choice of products is kept`);
      await brokenPlace.restore();
      await page.getByRole("button", { name: "Place Order" }).click();
      await page.getByRole("heading", { name: /^Pay for order #/ }).waitFor();

      const amount = await page.getByLabel("Amount in QR (₹)").inputValue();
      const utr = freshUtr();
      await page.getByLabel("Amount Paid").fill(amount);
      await page.getByLabel("Transaction ID").fill(utr);
      const brokenPay = await failPosts(page, "/checkout", failure);
      await page.getByRole("button", { name: "Done" }).click();
      await page.getByRole("alert").filter({ hasText: "Failed to submit payment details. Please try again." }).waitFor();
      assert.equal(brokenPay.failedCount(), 1, failure.name);
      await assertPageKept(page);
      assert.equal(await page.getByLabel("Amount Paid").inputValue(), amount, `${failure.name}: the amount is kept`);
      assert.equal(await page.getByLabel("Transaction ID").inputValue(), utr, `${failure.name}: the UTR is kept`);
      await brokenPay.restore();
      await expectToast(page, "Payment Submitted", () => page.getByRole("button", { name: "Done" }).click());
      await page.getByRole("heading", { name: /^Pay for order #/ }).waitFor({ state: "detached" });
    }
  });

  test("the profile's Save Changes", async () => {
    const { page } = customer;
    await page.goto("/profile");
    for (const failure of FAILURES) {
      const name = `Resilient ${failure.name.split(" ")[1]} ${randomInt(1000)}`;
      const street = `Lane ${randomInt(1000)}`;
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await page.getByLabel("Full name").fill(name);
      await page.getByLabel("Street").fill(street);

      const broken = await failPosts(page, "/profile", failure);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." }).waitFor();
      assert.equal(broken.failedCount(), 1, failure.name);
      await assertPageKept(page);
      assert.equal(await page.getByLabel("Full name").inputValue(), name, `${failure.name}: the name is kept`);
      assert.equal(await page.getByLabel("Street").inputValue(), street, `${failure.name}: the street is kept`);

      await broken.restore();
      await expectToast(page, "Profile updated", () => page.getByRole("button", { name: "Save Changes" }).click());
      await page.getByRole("button", { name: "Edit Profile" }).waitFor();
      assert.equal(await page.getByLabel("Full name").inputValue(), name);
      assert.equal(await page.getByRole("alert").count(), 0);
    }
  });

  test("an admin save (a category of its own, deleted afterwards)", async () => {
    const { context, page } = await newPageFrom(browser, "198.51.100.62");
    await page.goto("/login");
    await page.getByLabel("Email address").fill(DEMO.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.admin.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto("/admin/categories");
    const input = page.getByLabel("New category name");
    for (const failure of FAILURES) {
      const name = `Resilience ${failure.name.split(" ")[1]} ${Date.now().toString(36)}`;
      await input.fill(name);
      const broken = await failPosts(page, "/admin/categories", failure);
      await page.getByRole("button", { name: "Add Category" }).click();
      await page.getByRole("alert").filter({ hasText: "Failed to add category" }).waitFor();
      assert.equal(broken.failedCount(), 1, failure.name);
      await assertPageKept(page);
      assert.equal(await input.inputValue(), name, `${failure.name}: the typed name is kept`);

      await broken.restore();
      await page.getByRole("button", { name: "Add Category" }).click();
      const row = page.getByRole("listitem").filter({ hasText: name });
      await row.waitFor();
      await page.getByRole("alert").waitFor({ state: "detached" });
      assert.equal(await input.inputValue(), "");

      page.once("dialog", (dialog) => void dialog.accept());
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await row.waitFor({ state: "detached" });
    }
    await context.close();
  });
});
