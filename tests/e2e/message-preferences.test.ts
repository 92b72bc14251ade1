/**
 * Issue 31 in the browser, on a phone (390 px): the owner sets the new-order alert (a mobile number, by WhatsApp) on
 * the admin Settings page; a customer opens "Order updates" from Profile, is refused WhatsApp without the consent
 * box (their ticks kept), opts in with it, and places an order at checkout; the outbox then holds the "placed"
 * message on e-mail and on WhatsApp (to the number opted in with) and the owner's alert, all kept (no provider
 * configured). The page also works with JavaScript off (a plain form post). Screenshots go to E2E_SCREENSHOT_DIR.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newPage, querySql, sessionCookieFor, signIn, uniqueEmail } from "./helpers.ts";

let browser: Browser;
let page: Page;
let customer = { email: "", token: "", mobile: "" };
const shots = process.env.E2E_SCREENSHOT_DIR;

/** A mobile number no other run used: 9 and nine digits from the clock and chance. */
const freshMobile = () => `9${String(Date.now() % 1e5).padStart(5, "0")}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
const ownerMobile = freshMobile();

/** A customer of this journey with a mobile number of their own (the shared helper gives every customer one number). */
async function signUp(): Promise<typeof customer> {
  const email = uniqueEmail("messages");
  const mobile = freshMobile();
  const response = await fetch(`${BASE_URL}/api/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${20 + (process.pid % 50)}` },
    body: JSON.stringify({
      name: "Message Tester",
      phoneNumber: mobile,
      emailAddress: email,
      password: "Messages#Pass2026",
      address: { doorNo: "3-9", street: "Canal Road", city: "Guntur", pincode: "522001", state: "Andhra Pradesh" },
      privacyConsent: true,
    }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  const { token } = (await response.json()) as { token: string };
  return { email, token, mobile: `+91${mobile}` };
}

before(async () => {
  browser = await launchBrowser();
  customer = await signUp();
  const opened = await newPage(browser, { width: 390, height: 844 });
  page = opened.page;
  await opened.context.addCookies([sessionCookieFor(customer.token)]);
});
after(async () => {
  await browser.close();
});

async function noSideways(target: Page) {
  const overflow = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
}

type OutboxRow = { channel: string; recipient: string; subject: string; text_body: string; status: string };
const outboxTo = (recipient: string) =>
  querySql<OutboxRow>(`select channel, recipient, subject, text_body, status from mail_outbox where recipient = '${recipient}' order by id desc limit 20`);

describe("order updates on WhatsApp: opt in, order, and the messages wait in the outbox", { timeout: 240_000 }, () => {
  let ref = "";

  test("the owner sets the new-order alert to a mobile number by WhatsApp on the Settings page", async () => {
    const { page: admin } = await newPage(browser);
    await signIn(admin, DEMO.admin.email, DEMO.admin.password);
    await admin.waitForURL((url) => url.pathname === "/admin");
    await admin.goto("/admin/settings");
    const form = admin.getByRole("form", { name: "New-order alert" });
    await form.getByLabel("Owner's mobile number").fill(ownerMobile);
    await form.getByLabel("Send the alert by").selectOption("whatsapp");
    await form.getByRole("button", { name: "Save order alert" }).click();
    // Every admin save says so in one toast (the action's message, else the form's "saved" text).
    await admin.getByRole("status").filter({ hasText: "Order alert saved" }).waitFor();
    const [saved] = querySql<{ phone: string; channel: string }>("select order_alert_phone as phone, order_alert_channel as channel from shop_settings where id = 1");
    assert.deepEqual(saved, { phone: `+91${ownerMobile}`, channel: "whatsapp" });
    await admin.close();
  });

  test("from Profile, WhatsApp needs the consent box; with it the opt-in is saved with its words", async () => {
    await page.goto("/profile");
    await page.getByRole("link", { name: "Order updates: e-mail, SMS, WhatsApp" }).click();
    await page.waitForURL((url) => url.pathname === "/profile/messages");
    await page.getByRole("heading", { name: "How we tell you about your orders", level: 1 }).waitFor();
    assert.equal(await page.getByLabel(`E-mail to ${customer.email}`).isChecked(), true);
    assert.equal(await page.getByLabel(`WhatsApp to ${customer.mobile}`).isChecked(), false);
    await noSideways(page);

    // Without the consent box: refused with the reason, the ticks kept.
    await page.getByLabel(`WhatsApp to ${customer.mobile}`).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "tick the box" }).waitFor();
    assert.equal(await page.getByLabel(`WhatsApp to ${customer.mobile}`).isChecked(), true);

    await page.getByLabel(/I agree to get my order updates from .* on WhatsApp/).check();
    if (shots) await page.screenshot({ path: `${shots}/message-preferences-390.png`, fullPage: true });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    await page.getByText(/You agreed on/).waitFor();
    const [row] = querySql<{ whatsapp: number; number: string; text: string; source: string }>(
      `select p.whatsapp, p.whatsapp_number as number, p.whatsapp_opt_in_text as text, p.whatsapp_opt_in_source as source
       from message_preferences p join users u on u.id = p.user_id where u.email_address = '${customer.email}'`,
    );
    assert.equal(row.whatsapp, 1);
    assert.equal(row.number, customer.mobile);
    assert.equal(row.source, "profile page");
    assert.match(row.text, /I agree to get my order updates from .* on WhatsApp at \+91\d{10}/);
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/message-preferences-saved-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/message-preferences-saved-390.png`, fullPage: true });
    }
  });

  test("an order placed at checkout puts the placed message on e-mail and WhatsApp, and the owner's alert, in the outbox", async () => {
    const [pack] = querySql<{ productId: string; variantId: string }>(
      "select product_id as productId, id as variantId from product_variants where stock >= 10 and deleted_at is null order by stock desc limit 1",
    );
    const put = await fetch(`${BASE_URL}/api/cart/`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ ...pack, quantity: 1 }),
    });
    assert.equal(put.status, 200, await put.text());
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Place Order" }).click();
    const payHeading = page.getByRole("heading", { name: /^Pay for order #/ });
    await payHeading.waitFor();
    ref = ((await payHeading.textContent()) ?? "").replace("Pay for order #", "").trim();
    assert.match(ref, /^[0-9A-Z]{6}$/);

    const mail = outboxTo(customer.email).find((row) => row.subject.includes(ref));
    assert.ok(mail, "the placed mail is in the outbox");
    assert.equal(mail.channel, "email");
    const whatsapp = outboxTo(customer.mobile).find((row) => row.text_body.includes(ref));
    assert.ok(whatsapp, "the placed WhatsApp message is in the outbox");
    assert.equal(whatsapp.channel, "whatsapp");
    assert.match(whatsapp.text_body, /placed/);
    // No SMS: the customer did not choose it (an e-mail account has no proven phone).
    assert.equal(outboxTo(customer.mobile).filter((row) => row.channel === "sms").length, 0);
    const alert = outboxTo(`+91${ownerMobile}`).find((row) => row.text_body.includes(ref));
    assert.ok(alert, "the owner's alert is in the outbox");
    assert.equal(alert.channel, "whatsapp");
    assert.match(alert.text_body, /new order/);
    // Without provider secrets nothing left the shop: every row is kept, marked logged.
    for (const row of [mail, whatsapp, alert]) assert.equal(row.status, "logged");
  });

  test("with JavaScript off, the page is a form that saves", async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await context.addCookies([sessionCookieFor(customer.token)]);
    const plain = await context.newPage();
    await plain.goto("/profile/messages");
    await plain.getByLabel(`SMS to ${customer.mobile}`).check();
    await plain.getByRole("button", { name: "Save" }).click();
    await plain.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    assert.equal(await plain.getByLabel(`SMS to ${customer.mobile}`).isChecked(), true);
    assert.equal(await plain.getByLabel(`WhatsApp to ${customer.mobile}`).isChecked(), true);
    await context.close();
  });

  test("in Telugu, the page speaks Telugu and fits the phone", async () => {
    await page.goto("/te/profile/messages");
    await page.getByRole("heading", { name: "మీ ఆర్డర్ల గురించి మీకు ఎలా చెప్పాలి", level: 1 }).waitFor();
    await page.getByLabel(`${customer.mobile} కి WhatsApp`).waitFor();
    await noSideways(page);
    // The long e-mail address wraps inside the card rather than running past it.
    const card = await page.locator("form").filter({ has: page.getByRole("button", { name: "సేవ్ చేయండి" }) }).boundingBox();
    const email = await page.getByText(`${customer.email} కి ఈమెయిల్`).boundingBox();
    assert.ok(card && email && email.x + email.width <= card.x + card.width, "the e-mail line stays inside the card");
    if (shots) await page.screenshot({ path: `${shots}/message-preferences-te-390.png`, fullPage: true });
  });
});
