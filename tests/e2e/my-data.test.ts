/**
 * The customer's data rights in the browser (issue 20), with a customer of its own at phone width: the profile's
 * "Download my data" gives a JSON file with their profile, orders and consents; "Delete my account" explains what
 * goes and what stays, refuses a wrong password with a message, and then erases the account (signed out, the old
 * password opens nothing, the address can sign up again); the admin's Users page logs the erasure without naming
 * anyone. Issue 31: a deletion lands on /account-deleted (English and Telugu), and an account made by phone sign-in
 * deletes itself with a code sent to its phone. Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newCustomerPage, newPage, querySql, sessionCookieFor, signIn } from "./helpers.ts";

let browser: Browser;
let page: Page;
let admin: Page;
let customer: { email: string; password: string; token: string };
let userId = "";
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

before(async () => {
  browser = await launchBrowser();
  ({ page, customer } = await newCustomerPage(browser, "mydata"));
  userId = querySql<{ id: string }>(`select id from users where email_address = '${customer.email}'`)[0].id;
  await page.setViewportSize({ width: 390, height: 844 });
  // One order, so the export and the erasure have something to show.
  const [pack] = querySql<{ productId: string; variantId: string }>("select product_id as productId, id as variantId from product_variants where stock >= 5 limit 1");
  const placed = await fetch(`${BASE_URL}/api/order`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ products: [{ ...pack, quantity: 1 }] }),
  });
  assert.equal(placed.status, 201);
});
after(async () => {
  await browser.close();
});

describe("a customer's own data", () => {
  test("Download my data gives a JSON file with the profile, the order and the consent", async () => {
    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Your data" });
    await section.waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-your-data-390.png`, fullPage: true });
    const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: "Download my data" }).click()]);
    assert.match(download.suggestedFilename(), /^my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8"));
    assert.equal(data.profile.emailAddress, customer.email);
    assert.equal(data.orders.length, 1);
    assert.ok(Array.isArray(data.consents) && data.consents.length === 1, "the signup's consent is in the export");
    assert.ok(Array.isArray(data.complaints));
  });

  test("Delete my account refuses a wrong password, then erases the account and signs out", async () => {
    await page.goto("/profile");
    await page.getByRole("link", { name: "Delete my account" }).click();
    await page.getByRole("heading", { name: "Delete your account" }).waitFor();
    await page.getByLabel("Your password").fill("Not#MyPassword1");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("alert").filter({ hasText: "password is incorrect" }).waitFor();
    assert.equal(await page.getByLabel("Your password").inputValue(), "Not#MyPassword1", "what was typed stays");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/delete-account-390.png`, fullPage: true });
    await page.getByLabel("Your password").fill(customer.password);
    await page.getByRole("button", { name: "Delete my account" }).click();
    // Issue 31: it lands on a page of its own that says so, with what was erased and what the law keeps.
    await page.waitForURL((url) => url.pathname === "/account-deleted");
    await page.getByRole("heading", { name: "Your account has been deleted" }).waitFor();
    await page.getByRole("heading", { name: "What we erased" }).waitFor();
    await page.getByRole("heading", { name: "What the law makes us keep" }).waitFor();
    await page.getByText("Orders kept with their invoices: 0. Orders kept as anonymous figures: 1.").waitFor();
    assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    assert.ok(widths.page <= widths.view, "the page fits the phone");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-deleted-390.png`, fullPage: true });
    const [row] = querySql<{ name: string; erased_at: string | null }>(`select name, erased_at from users where id = '${userId}'`);
    assert.equal(row.name, "Erased customer");
    assert.ok(row.erased_at);
    // Signed out: the profile asks to sign in; the old password opens nothing.
    await page.goto("/profile");
    await page.waitForURL((url) => url.pathname === "/login");
    const login = await fetch(`${BASE_URL}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ emailAddress: customer.email, password: customer.password }) });
    assert.equal(login.status, 401);
  });

  test("the page after a deletion speaks Telugu at /te/account-deleted", async () => {
    await page.goto("/te/account-deleted");
    await page.getByRole("heading", { name: "మీ అకౌంట్ తొలగించాం" }).waitFor();
    await page.getByRole("heading", { name: "చట్టం ప్రకారం ఉంచాల్సినవి" }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-deleted-te-390.png`, fullPage: true });
  });

  test("an account made by phone sign-in deletes itself with a code sent to its phone", async () => {
    const typed = `96${String(Date.now() % 1e8).padStart(8, "0")}`;
    const number = `+91${typed}`;
    const headers = { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.77" };
    const codeIn = (pattern: RegExp) => {
      const [sms] = querySql<{ text_body: string }>(`select text_body from mail_outbox where recipient = '${number}' order by id desc limit 1`);
      assert.match(sms?.text_body ?? "", pattern);
      return sms.text_body.match(/\b(\d{6})\b/)![1];
    };
    assert.equal((await fetch(`${BASE_URL}/api/login/phone`, { method: "POST", headers, body: JSON.stringify({ phoneNumber: typed }) })).status, 200);
    const verified = await fetch(`${BASE_URL}/api/login/phone/verify`, { method: "POST", headers, body: JSON.stringify({ phoneNumber: typed, otp: codeIn(/sign-in/) }) });
    assert.equal(verified.status, 200);
    const { token } = (await verified.json()) as { token: string };
    const { context, page: phone } = await newPage(browser, { width: 390, height: 844 });
    await context.addCookies([sessionCookieFor(token)]);
    await phone.goto("/profile/delete");
    await phone.getByText(`Your account signs in with a code sent to +91 ${typed.slice(0, 5)} ${typed.slice(5)}`).waitFor();
    assert.equal(await phone.getByLabel("Your password").count(), 0, "no password is asked of an account that has none");
    await phone.getByRole("button", { name: "Send the code" }).click();
    await phone.getByRole("status").filter({ hasText: "We have sent a 6-digit code by SMS" }).waitFor();
    const code = codeIn(/delete/);
    await phone.getByLabel("Code from the SMS").fill(code === "000000" ? "111111" : "000000");
    await phone.getByRole("button", { name: "Delete my account" }).click();
    await phone.getByRole("alert").filter({ hasText: "Invalid or expired OTP" }).waitFor();
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/delete-account-code-390.png`, fullPage: true });
    await phone.getByLabel("Code from the SMS").fill(code);
    await phone.getByRole("button", { name: "Delete my account" }).click();
    await phone.waitForURL((url) => url.pathname === "/account-deleted");
    await phone.getByRole("heading", { name: "Your account has been deleted" }).waitFor();
    assert.equal(querySql<{ n: number }>(`select count(*) as n from users where phone_login = '${number}'`)[0].n, 0, "the number opens the account no more");
    await context.close();
  });

  test("the admin's Users page logs the erasure without naming anyone", async () => {
    ({ page: admin } = await newPage(browser));
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === "/admin");
    await admin.goto("/admin/users");
    const log = admin.getByRole("region", { name: "Deleted accounts" });
    await log.getByRole("row").nth(1).waitFor();
    const text = (await log.textContent()) ?? "";
    assert.ok(!text.includes(customer.email), "the log names no e-mail");
  });
});
