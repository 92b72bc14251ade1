/** Browser journeys for accounts: sign up, sign out, sign in, password reset, profile, guards, 404. */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  assertNoSecretsInBrowser,
  DEMO,
  latestOtpFor,
  launchBrowser,
  newPage,
  querySql,
  sessionCookieFor,
  signIn,
  signUpCustomer,
  signUpOnLoginPage,
  uniqueEmail,
} from "./helpers.ts";

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
    await signUpOnLoginPage(page, email, password);

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

    const account = await signUpCustomer("lands");
    const customer = await newPage(browser);
    await signIn(customer.page, account.email, account.password);
    await customer.page.waitForURL((url) => pathOf(url.href) === "/");
    await assertNoSecretsInBrowser(customer.page, [account.password]);
    await customer.context.close();
  });

  test("a failed sign-in shows the server's message; switching modes clears fields and the error", async () => {
    const customer = await signUpCustomer("failed");
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.getByLabel("Email address").fill(customer.email);
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
    const customer = await signUpCustomer("remember");
    const { context, page } = await newPage(browser);
    await page.goto("/login");
    await page.getByLabel("Email address").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/");
    await assertNoSecretsInBrowser(page, [customer.password]);

    await page.goto("/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/login");
    await page.waitForFunction(() => (document.querySelector("input[name=emailAddress]") as HTMLInputElement)?.value !== "");
    assert.equal(await page.getByLabel("Email address").inputValue(), customer.email);
    assert.equal(await page.getByLabel("Password", { exact: true }).inputValue(), "");
    assert.equal(await page.getByLabel("Remember me").isChecked(), true);
    await context.close();
  });

  test("forgot password: e-mail, code from the outbox, a new password, then signed in with it", async () => {
    const customer = await signUpCustomer("reset");
    const { context, page } = await newPage(browser);
    await page.goto("/forgot-password");
    await page.getByRole("heading", { name: "Forgot Password" }).waitFor();
    await page.getByLabel("Email address").fill(customer.email);
    await page.getByRole("button", { name: "Send OTP" }).click();

    const otpField = page.getByLabel("OTP");
    await otpField.waitFor();
    const lockedEmail = page.getByLabel("Email address");
    assert.equal(await lockedEmail.inputValue(), customer.email);
    assert.equal(await lockedEmail.isEditable(), false);

    const code = latestOtpFor(customer.email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    await otpField.fill(wrongCode);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByRole("alert").waitFor();
    assert.equal((await page.getByRole("alert").textContent())?.trim(), "Invalid or expired OTP");
    assert.equal(await otpField.inputValue(), wrongCode, "what was typed stays");

    await otpField.fill(code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    const newPassword = page.getByLabel("New password", { exact: true });
    await newPassword.waitFor();
    const password = "Fresh#Start2026";
    await newPassword.fill(password);
    await page.getByLabel("Confirm new password").fill("Fresh#Start2027");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await page.getByRole("alert").filter({ hasText: "The two passwords do not match" }).waitFor();
    assert.equal(await newPassword.inputValue(), password, "what was typed stays");

    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Set New Password" }).click();
    await page.waitForURL((url) => pathOf(url.href) === "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).waitFor();
    await assertNoSecretsInBrowser(page, [password, customer.password]);
    await context.close();

    const again = await newPage(browser);
    await signIn(again.page, customer.email, password);
    await again.page.waitForURL((url) => pathOf(url.href) === "/");
    await again.context.close();
  });

  test("changing e-mail and password on /profile needs the current password and signs out the other device", async () => {
    const customer = await signUpCustomer("change");
    const [here, otherDevice] = [await newPage(browser), await newPage(browser)];
    for (const { context } of [here, otherDevice]) await context.addCookies([sessionCookieFor(customer.token)]);
    const { page } = here;
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const newEmail = uniqueEmail("changed");
    const newPassword = "Changed#Pass2026";
    await page.getByLabel("Email address").fill(newEmail);
    await page.getByLabel("New password (leave blank to keep the current one)").fill(newPassword);
    const current = page.getByLabel("Current password");
    assert.equal(await current.getAttribute("autocomplete"), "current-password");
    await current.fill("Not-the#password1");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByRole("alert").filter({ hasText: "Current password is incorrect" }).waitFor();
    assert.equal(await page.getByLabel("Email address").inputValue(), newEmail, "what was typed stays");

    await current.fill(customer.password);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Profile updated").waitFor();
    await page.getByRole("button", { name: "Edit Profile" }).waitFor();
    assert.equal(await page.getByLabel("Email address").inputValue(), newEmail);
    await page.reload();
    assert.equal(pathOf(page.url()), "/profile", "this device stays signed in");
    assert.equal(await page.getByLabel("Email address").inputValue(), newEmail);
    await assertNoSecretsInBrowser(page, [newPassword, customer.password]);

    await otherDevice.page.goto("/profile");
    assert.equal(pathOf(otherDevice.page.url()), "/login", "the other device was signed out");
    const notices = querySql<{ subject: string }>(
      `select subject from mail_outbox where recipient = '${customer.email}' order by id desc limit 1`,
    );
    assert.match(notices[0]?.subject ?? "", /email address and password were changed/);

    await signIn(otherDevice.page, newEmail, newPassword);
    await otherDevice.page.waitForURL((url) => pathOf(url.href) === "/");
    await here.context.close();
    await otherDevice.context.close();
  });

  test("a customer edits the profile; a blank password keeps the old one", async () => {
    const customer = await signUpCustomer("profile");
    const { context, page } = await newPage(browser);
    await signIn(page, customer.email, customer.password);
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
    await assertNoSecretsInBrowser(page, [customer.password]);
    await context.close();

    const again = await newPage(browser);
    await signIn(again.page, customer.email, customer.password);
    await again.page.waitForURL((url) => pathOf(url.href) === "/");
    await again.context.close();
  });

  test("guards: visitors go to /login, customers are kept out of /admin", async () => {
    const { context, page } = await newPage(browser);
    for (const path of ["/profile", "/admin", "/admin/products"]) {
      await page.goto(path);
      assert.equal(pathOf(page.url()), "/login", path);
    }
    // Issue 31: a visitor's checkout is the guest cart with the phone sign-in, not a redirect.
    await page.goto("/checkout");
    assert.equal(pathOf(page.url()), "/checkout");
    await page.getByRole("region", { name: "Sign in with your phone number" }).waitFor();
    const customer = await signUpCustomer("guards");
    await signIn(page, customer.email, customer.password);
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
