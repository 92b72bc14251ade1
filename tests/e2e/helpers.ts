/** Shared pieces of the browser journeys: the browser, the base URL, reading the outbox, secret checks. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:8787";
const STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/state";
const root = join(import.meta.dirname, "..", "..");

/**
 * The seeded admin, shared by the admin journeys because there is no admin sign-up. There is deliberately no
 * shared customer: each journey signs up its own (signUpCustomer, newCustomerPage, signUpOnLoginPage).
 */
export const DEMO = {
  admin: { email: "admin@ghani.local", password: "GhaniAdmin#2026" },
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** Runs one read-only SQL query against the journey server's local D1. */
export function querySql<T = Record<string, unknown>>(sql: string): T[] {
  const result = spawnSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", STATE_DIR, "--json", "--command", sql],
    { cwd: root, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`query failed: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout) as { results: T[] }[];
  return parsed[0].results;
}

/** A pack with plenty in stock, for journeys that place orders without running the shop out. */
export function wellStockedPack(): { productId: string; variantId: string } {
  const [pack] = querySql<{ productId: string; variantId: string }>(
    "select product_id as productId, id as variantId from product_variants where stock >= 10 and deleted_at is null order by stock desc limit 1",
  );
  return pack;
}

/** Cash on delivery is off in the demo shop: a journey that needs it turns it on (no fee, no limit, every pincode)... */
export function enableCashOnDelivery(): void {
  querySql(
    `insert into shop_settings (id, cod_enabled, cod_fee_paise, cod_max_paise, updated_at) values (1, 1, 0, null, '2026-01-01T00:00:00.000Z')
       on conflict (id) do update set cod_enabled = 1, cod_fee_paise = 0, cod_max_paise = null, cod_excluded_pincodes = '[]'`,
  );
}

/** ...and off again afterwards. */
export function disableCashOnDelivery(): void {
  querySql("update shop_settings set cod_enabled = 0 where id = 1");
}

export function latestOtpFor(email: string): string {
  const rows = querySql<{ text_body: string }>(
    `select text_body from mail_outbox where recipient = '${email.replaceAll("'", "''")}' order by id desc limit 1`,
  );
  const code = rows[0]?.text_body.match(/\b(\d{6})\b/)?.[1];
  assert.ok(code, `no OTP in the outbox for ${email}`);
  return code;
}

/**
 * What scripts in the page can read (localStorage and document.cookie) must hold no password and no token;
 * the session cookie is httpOnly, so it never shows up in document.cookie.
 */
export async function assertNoSecretsInBrowser(page: Page, secrets: string[]) {
  const readable = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: Object.entries(localStorage).map(([key, value]) => `${key}=${value}`).join("\n"),
    session: Object.entries(sessionStorage).map(([key, value]) => `${key}=${value}`).join("\n"),
  }));
  const all = `${readable.cookies}\n${readable.storage}\n${readable.session}`;
  for (const secret of secrets) assert.ok(!all.includes(secret), "a password is readable by scripts");
  assert.ok(!/eyJ[\w-]+\.[\w-]+\.[\w-]+/.test(all), "a token is readable by scripts");
  assert.ok(!readable.cookies.includes("ghani_session"), "the session cookie is readable by scripts");
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "ghani_session");
  if (session) assert.equal(session.httpOnly, true);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * A page whose requests carry their own client address (`CF-Connecting-IP`, which the Worker keys its per-IP
 * limits on), so a journey's sign-ins and sign-ups do not use up the allowance the other journeys share.
 */
export async function newPageFrom(browser: Browser, ip: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** Fills the sign-up form of the /login page already open (any ?redirectTo= stays), consents and submits it. */
export async function signUpOnLoginPage(page: Page, email: string, password: string) {
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await page.getByLabel("Full name").fill("Journey Customer");
  await page.getByLabel("Phone number").fill("9876501234");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Door no.").fill("4-12");
  await page.getByLabel("Street").fill("Temple Street");
  await page.getByLabel("City").fill("Tenali");
  await page.getByLabel("Pincode").fill("522201");
  await page.getByLabel("State").selectOption("Andhra Pradesh");
  // The consent to the privacy notice is never pre-ticked (issue 20): the person ticks it.
  await page.getByRole("checkbox", { name: /I have read the privacy notice/ }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
}

/** The error boundary's page ("Sorry! Something went wrong") is not showing. */
export async function assertPageKept(page: Page) {
  assert.equal(await page.getByRole("heading", { name: "Sorry!" }).count(), 0, "the error page replaced the page");
  assert.equal(await page.getByText(/Something went wrong on our side/).count(), 0, "the error page replaced the page");
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

let addressCounter = 0;
/**
 * A client address of its own (TEST-NET-2, never routed), so a journey's sign-ups through the API do not use up
 * the per-IP sign-in allowance the journeys' browsers share.
 */
function ownClientAddress(): string {
  addressCounter += 1;
  return `198.51.100.${100 + ((process.pid + addressCounter) % 150)}`;
}

/**
 * A customer of one journey alone, signed up through the API (the sign-up form itself is walked in the accounts
 * journey): journeys never share the demo customer, so none depends on what another left in a cart or a profile.
 */
export async function signUpCustomer(prefix: string) {
  const email = uniqueEmail(prefix);
  const password = `${prefix.replace(/[^a-z]/gi, "") || "Journey"}#Pass2026`;
  const response = await fetch(`${BASE_URL}/api/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ownClientAddress() },
    body: JSON.stringify({
      name: "Journey Tester",
      phoneNumber: "9876501234",
      emailAddress: email,
      password,
      address: { doorNo: "7-1", street: "Market Road", city: "Guntur", pincode: "522001", state: "Andhra Pradesh" },
      // A journey's customer has consented (issue 29: without it, signing in on the pages first asks at /consent).
      privacyConsent: true,
    }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  const { token } = (await response.json()) as { token: string };
  return { email, password, token };
}

/** The session cookie as our pages set it, for a browser context that should start signed in. */
export function sessionCookieFor(token: string) {
  return { name: "ghani_session", value: token, domain: new URL(BASE_URL).hostname, path: "/", httpOnly: true, sameSite: "Lax" as const };
}

/** A browser page already signed in as a fresh customer of this journey. */
export async function newCustomerPage(browser: Browser, prefix: string) {
  const customer = await signUpCustomer(prefix);
  const { context, page } = await newPage(browser);
  await context.addCookies([sessionCookieFor(customer.token)]);
  return { context, page, customer };
}
