/** Browser journeys for accounts: sign up, sign out, sign in, password reset, profile, guards, 404. */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { assertNoSecretsInBrowser, DEMO, latestOtpFor, launchBrowser, newPage, signIn, uniqueEmail } from "./helpers.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

function pathOf(url: string): string {
  return new URL(url).pathname;
}

describe("accounts in the browser", () => {
  test("a visitor signs up, signs out from the profile and signs back in", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("journey");
    const password = "Journey#Pass2026";

    await page.goto("/login");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.getByLabel("Full name").fill("Journey Tester");
    await page.getByLabel("Phone number").fill("9876501234");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Door no.").fill("7-1");
    await page.getByLabel("Street").fill("Market Road");
    await page.getByLabel("City").fill("Guntur");
    await page.getByLabel("Pincode").fill("522001");
    await page.getByLabel("State").fill("Andhra Pradesh");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();

    await page.waitForURL((url) => pathOf(url.href) === "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).waitFor();
    await assertNoSecretsInBrowser(page, [password]);

    await page.goto("/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/login");
    assert.equal((await context.cookies()).some((cookie) => cookie.name === "ghani_session"), false);

    await signIn(page, email, password);
    await page.waitForURL((url) => pathOf(url.href) === "/");
    await assertNoSecretsInBrowser(page, [password]);
    await context.close();
  });

  test("an admin lands on /admin, a customer on /", async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.waitForURL((url) => pathOf(url.href) === "/admin");
    await admin.page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    for (const entry of ["Orders", "Categories", "Promotions (Gallery)", "Products", "Users", "Blobs", "Banners", "Analysis"]) {
      await admin.page.getByRole("link", { name: entry, exact: true }).waitFor();
    }
    await assertNoSecretsInBrowser(admin.page, [DEMO.admin.password]);
    await admin.context.close();

    const customer = await newPage(browser);
    await signIn(customer.page, DEMO.customer.email, DEMO.customer.password);
    await customer.page.waitForURL((url) => pathOf(url.href) === "/");
    await assertNoSecretsInBrowser(customer.page, [DEMO.customer.password]);
    await customer.context.close();
  });

  test("a failed sign-in shows the server's message; switching modes clears fields and the error", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.getByLabel("Email address").fill(DEMO.customer.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    assert.equal((await alert.textContent())?.trim(), "Invalid email or password");

    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    assert.equal(await page.getByRole("alert").count(), 0);
    assert.equal(await page.getByLabel("Email address").inputValue(), "");
    await assertNoSecretsInBrowser(page, ["not-the-password"]);
    await context.close();
  });

  test("Remember me keeps the e-mail address only", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.getByLabel("Email address").fill(DEMO.customer.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.customer.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/");
    await assertNoSecretsInBrowser(page, [DEMO.customer.password]);

    await page.goto("/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/login");
    await page.waitForFunction(() => (document.querySelector("input[name=emailAddress]") as HTMLInputElement)?.value !== "");
    assert.equal(await page.getByLabel("Email address").inputValue(), DEMO.customer.email);
    assert.equal(await page.getByLabel("Password", { exact: true }).inputValue(), "");
    assert.equal(await page.getByLabel("Remember me").isChecked(), true);
    await context.close();
  });

  test("forgot password: the OTP from the outbox signs the customer in", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/forgot-password");
    await page.getByRole("heading", { name: "Forgot Password" }).waitFor();
    await page.getByLabel("Email address").fill(DEMO.customer.email);
    await page.getByRole("button", { name: "Send OTP" }).click();

    const otpField = page.getByLabel("OTP");
    await otpField.waitFor();
    const lockedEmail = page.getByLabel("Email address");
    assert.equal(await lockedEmail.inputValue(), DEMO.customer.email);
    assert.equal(await lockedEmail.isEditable(), false);

    await otpField.fill("000000" === latestOtpFor(DEMO.customer.email) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByRole("alert").waitFor();
    assert.equal((await page.getByRole("alert").textContent())?.trim(), "Invalid or expired OTP");

    await otpField.fill(latestOtpFor(DEMO.customer.email));
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).waitFor();
    await assertNoSecretsInBrowser(page, [DEMO.customer.password]);
    await context.close();
  });

  test("a customer edits the profile; a blank password keeps the old one", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.customer.email, DEMO.customer.password);
    await page.waitForURL((url) => pathOf(url.href) === "/");
    await page.goto("/profile");

    const city = page.getByLabel("City");
    assert.equal(await city.isDisabled(), true);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const newCity = `Tenali ${Date.now() % 1000}`;
    await page.getByLabel("City").fill(newCity);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByRole("button", { name: "Edit Profile" }).waitFor();
    await page.getByText("Profile updated").waitFor();
    assert.equal(await page.getByLabel("City").inputValue(), newCity);
    assert.equal(await page.getByLabel("City").isDisabled(), true);

    await page.reload();
    assert.equal(await page.getByLabel("City").inputValue(), newCity);
    await assertNoSecretsInBrowser(page, [DEMO.customer.password]);
    await context.close();

    const again = await newPage(browser);
    await signIn(again.page, DEMO.customer.email, DEMO.customer.password);
    await again.page.waitForURL((url) => pathOf(url.href) === "/");
    await again.context.close();
  });

  test("guards: visitors go to /login, customers are kept out of /admin", async () => {
    const { context, page } = await newPage(browser);
    for (const path of ["/profile", "/checkout", "/admin", "/admin/products"]) {
      await page.goto(path);
      assert.equal(pathOf(page.url()), "/login", path);
    }
    await signIn(page, DEMO.customer.email, DEMO.customer.password);
    await page.waitForURL((url) => pathOf(url.href) === "/");
    await page.goto("/admin");
    assert.equal(pathOf(page.url()), "/");
    await page.goto("/checkout");
    assert.equal(pathOf(page.url()), "/checkout");
    await context.close();
  });

  test("an unknown path shows the not-found page with status 404", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const response = await page.goto("/no-such-page");
    assert.equal(response?.status(), 404);
    await page.getByText("404", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByText("Oops! The page you're looking for doesn't seem to exist.").waitFor();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/");
    await assertNoSecretsInBrowser(page, []);
    await context.close();
  });

  test("an expired or forged session cookie clears itself on load", async () => {
    const { context, page } = await newPage(browser);
    const url = new URL(process.env.E2E_BASE_URL ?? "http://localhost:8787");
    await context.addCookies([
      { name: "ghani_session", value: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged", domain: url.hostname, path: "/", httpOnly: true },
    ]);
    await page.goto("/");
    assert.equal((await context.cookies()).some((cookie) => cookie.name === "ghani_session"), false);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).waitFor();
    await context.close();
  });
});
