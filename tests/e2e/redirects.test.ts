/**
 * Browser journeys for "back to where they were after signing in": every guard and Add to Cart send a
 * signed-out visitor to /login?redirectTo=<the page>, signing in or up returns there, and a redirectTo that
 * is not a path of this site (//host, https://…) goes to the default page instead: no open redirect.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, latestOtpFor, launchBrowser, newPageFrom, signUpOnLoginPage, uniqueEmail } from "./helpers.ts";

// The journey's own client address: its sign-ins do not count against the other journeys' per-IP limit.
const IP = "198.51.100.41";
const PASSWORD = "Redirect#Pass2026";

let browser: Browser;
let email: string;
before(async () => {
  browser = await launchBrowser();
  email = uniqueEmail("redirects");
});
after(async () => {
  await browser.close();
});

/** The redirectTo of the /login page the browser is on (null when there is none). */
function redirectTargetOf(page: Page): string | null {
  const url = new URL(page.url());
  assert.equal(url.pathname, "/login", `expected /login, got ${page.url()}`);
  return url.searchParams.get("redirectTo");
}

function pathAndSearch(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function signInOnLoginPage(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
}

/** From the signed-out checkout (the guest cart and the phone sign-in) to the e-mail sign-in, which comes back. */
async function checkoutSignIn(page: Page) {
  await page.goto("/checkout");
  await page.getByRole("link", { name: "Sign in with e-mail and password instead" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
}

describe("after signing in, people land where they were", { timeout: 180_000 }, () => {
  test("guards send visitors to /login with the page asked for, query string included", async () => {
    const { context, page } = await newPageFrom(browser, IP);
    for (const path of ["/profile", "/admin", "/admin/orders?status=pending", "/admin/categories"]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/login");
      assert.equal(redirectTargetOf(page), path, path);
    }
    // Issue 31: a visitor's /checkout shows the guest cart; its e-mail sign-in link carries the target the same way.
    await checkoutSignIn(page);
    assert.equal(redirectTargetOf(page), "/checkout");
    await context.close();
  });

  test("signing up from /checkout comes back to /checkout; signing in from /profile to /profile", async () => {
    const { context, page } = await newPageFrom(browser, IP);
    await checkoutSignIn(page);

    // The Forgot password link carries the target on.
    const forgot = new URL((await page.getByRole("link", { name: "Forgot password?" }).getAttribute("href")) ?? "", BASE_URL);
    assert.equal(forgot.pathname, "/forgot-password");
    assert.equal(forgot.searchParams.get("redirectTo"), "/checkout");

    // Switching to Sign up keeps it: the new account lands on the page asked for.
    await signUpOnLoginPage(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("heading", { name: "Checkout" }).waitFor();

    await signOut(page);
    await page.goto("/profile");
    await page.waitForURL((url) => url.pathname === "/login");
    await signInOnLoginPage(page, { email, password: PASSWORD });
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("heading", { name: "Your Profile" }).waitFor();
    await context.close();
  });

  test("a password reset started from the sign-in page of /checkout ends on /checkout", async () => {
    const { context, page } = await newPageFrom(browser, IP);
    const resetting = uniqueEmail("redirects-reset");
    await page.goto("/login");
    await signUpOnLoginPage(page, resetting, PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await signOut(page);
    await checkoutSignIn(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    const back = new URL((await page.getByRole("link", { name: /Back to Login/ }).getAttribute("href")) ?? "", BASE_URL);
    assert.equal(back.searchParams.get("redirectTo"), "/checkout", "Back to Login keeps the target");

    await page.getByLabel("Email address").fill(resetting);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByLabel("OTP").waitFor();
    await page.getByLabel("OTP").fill(latestOtpFor(resetting));
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByLabel("New password", { exact: true }).fill(`${PASSWORD}-new`);
    await page.getByLabel("Confirm new password").fill(`${PASSWORD}-new`);
    await page.getByRole("button", { name: "Set New Password" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("heading", { name: "Checkout" }).waitFor();
    await context.close();
  });

  test("Add to Cart while signed out stays on the same shop view; signing in afterwards keeps what was added", async () => {
    const { context, page } = await newPageFrom(browser, IP);
    await page.goto("/shop?q=Oil");
    const card = page.locator("main ul li article").filter({ hasText: "Groundnut Oil" }).first();
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    // Issue 31: the guest cart, no detour to sign in.
    await page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" }).waitFor();
    assert.equal(pathAndSearch(page), "/shop?q=Oil");

    await page.goto(`/login?redirectTo=${encodeURIComponent("/shop?q=Oil")}`);
    await signInOnLoginPage(page, { email, password: PASSWORD });
    await page.waitForURL((url) => url.pathname === "/shop");
    assert.equal(pathAndSearch(page), "/shop?q=Oil");
    // Signed in now: the shop's cart button is there, and the drawer holds the oil added before signing in.
    await page.getByRole("button", { name: /^Cart/ }).click();
    await page.getByRole("dialog", { name: "Your cart" }).getByText("Wood-Pressed Groundnut Oil (Palli Nune)").first().waitFor();
    await context.close();
  });

  test("an admin sent from an admin page returns to it", async () => {
    const { context, page } = await newPageFrom(browser, IP);
    await page.goto("/admin/categories");
    await page.waitForURL((url) => url.pathname === "/login");
    await signInOnLoginPage(page, DEMO.admin);
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    await page.getByRole("heading", { name: "Categories" }).waitFor();
    await context.close();
  });

  test("a target on another site goes to the default page instead (no open redirect)", async () => {
    const { context, page } = await newPageFrom(browser, IP);
    for (const target of ["//evil.example/checkout", "https://evil.example/", "/\\evil.example"]) {
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      // The form does not even carry a target it would not follow.
      assert.equal(await page.locator("input[name=redirectTo]").count(), 0, target);
    }
    // The server refuses it too, whatever the form posts: a customer lands on /.
    await page.evaluate(() => {
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = "redirectTo";
      field.value = "//evil.example/checkout";
      document.querySelector("form")?.appendChild(field);
    });
    await signInOnLoginPage(page, { email, password: PASSWORD });
    await page.waitForURL((url) => url.pathname === "/");
    assert.equal(new URL(page.url()).origin, BASE_URL);

    // Already signed in: /login?redirectTo= goes straight to a safe target, and home for an unsafe one.
    await page.goto("/login?redirectTo=%2Fcheckout");
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.goto(`/login?redirectTo=${encodeURIComponent("https://evil.example/")}`);
    await page.waitForURL((url) => url.pathname === "/");
    assert.equal(new URL(page.url()).origin, BASE_URL);
    await context.close();
  });
});
