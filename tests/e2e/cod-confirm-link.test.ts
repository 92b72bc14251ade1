/**
 * Browser journey of issue 32 (item 1), on a phone (390 px), signed out: a new cash-on-delivery order's mail (read
 * from the outbox, as `npm run mail` shows it) carries the signed confirmation link; the shopper opens it in a browser
 * that is not signed in, sees the order in short, and its one button confirms it (opening the page alone confirmed
 * nothing). Opened again, the link says the order is already confirmed. In Telugu, with scripts off, the same link
 * confirms by a plain form post; a tampered link gets a page saying it is not valid. Screenshots (390 px) go to
 * E2E_SCREENSHOT_DIR.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, disableCashOnDelivery, enableCashOnDelivery, launchBrowser, querySql, signUpCustomer, wellStockedPack } from "./helpers.ts";

let browser: Browser;
let customer: { email: string; token: string };
let pack: { productId: string; variantId: string };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };

before(async () => {
  browser = await launchBrowser();
  customer = await signUpCustomer("codlink");
  pack = wellStockedPack();
  enableCashOnDelivery();
});
after(async () => {
  disableCashOnDelivery();
  await browser.close();
});

async function placeCodOrder(lang = ""): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/order${lang ? `?lang=${lang}` : ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ products: [{ ...pack, quantity: 1 }], paymentMethod: "cod" }),
  });
  const body = (await response.json()) as { _id: string; codConfirmation: { status: string } | null };
  assert.equal(response.status, 201, JSON.stringify(body));
  assert.equal(body.codConfirmation?.status, "awaiting");
  return body._id;
}

/** The link in the customer's mail about this order, from the outbox: its path and query, opened on the journey's server. */
function mailedLink(orderId: string): string {
  const [mail] = querySql<{ text_body: string }>(
    `select text_body from mail_outbox where recipient = '${customer.email}' and instr(text_body, '/orders/${orderId}/confirm?token=') > 0`,
  );
  assert.ok(mail, "the order's mail carries its confirmation link");
  const found = mail.text_body.match(/https?:\/\/\S+\/confirm\?token=[\w-]+/);
  assert.ok(found, mail.text_body);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
}

const confirmationOf = (id: string) =>
  querySql<{ status: string; by: string | null }>(`select cod_confirmation_status as status, cod_confirmed_by as by from orders where id = '${id}'`)[0];

/** A phone browser that has never signed in (the link is all it has). */
async function signedOutPhone(javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, javaScriptEnabled });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

async function fitsThePhone(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `page is ${scrollWidth}px wide on a ${innerWidth}px screen`);
}

describe("issue 32: the shopper confirms a cash-on-delivery order from the link in its message", { timeout: 180_000 }, () => {
  test("signed out at 390 px: the link shows the order, its one button confirms it, and a second visit says it is done", async () => {
    const id = await placeCodOrder();
    const link = mailedLink(id);
    const { context, page } = await signedOutPhone();
    await page.goto(link);
    await page.getByRole("heading", { name: /Confirm your cash-on-delivery order/ }).waitFor();
    await page.getByText(/To pay in cash on delivery: ₹/).waitFor();
    await page.getByText(/Please confirm by .+\. An order not confirmed by then is cancelled\./).waitFor();
    await fitsThePhone(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-link-390.png`, fullPage: true });
    // Opening the page (as a link previewer does) confirmed nothing.
    assert.equal(confirmationOf(id).status, "awaiting");

    await page.getByRole("button", { name: "Confirm my order" }).click();
    await page.getByText(/is confirmed\. We will pack and send it soon\./).waitFor();
    assert.deepEqual(confirmationOf(id), { status: "confirmed", by: "customer" });

    await page.goto(link);
    await page.getByRole("heading", { name: "Already confirmed" }).waitFor();
    await context.close();
  });

  test("in Telugu with scripts off: the /te/ link confirms by a plain form post", async () => {
    const id = await placeCodOrder("te");
    const link = mailedLink(id);
    assert.ok(link.startsWith(`/te/orders/${id}/confirm?token=`), link);
    const { context, page } = await signedOutPhone(false);
    await page.goto(link);
    await page.getByText(/డెలివరీ అప్పుడు నగదుగా కట్టాల్సింది/).waitFor();
    await fitsThePhone(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cod-link-te-390.png`, fullPage: true });
    await page.getByRole("button", { name: "నా ఆర్డర్‌ని ధృవీకరించు" }).click();
    await page.getByText(/ధృవీకరించబడింది/).first().waitFor();
    assert.deepEqual(confirmationOf(id), { status: "confirmed", by: "customer" });
    await context.close();
  });

  test("a tampered link gets a page saying it is not valid, and the order still awaits", async () => {
    const id = await placeCodOrder();
    const link = mailedLink(id);
    const tampered = link.replace(/token=(.)/, (_, first: string) => `token=${first === "A" ? "B" : "A"}`);
    const { context, page } = await signedOutPhone();
    const response = await page.goto(tampered);
    assert.equal(response?.status(), 403);
    await page.getByRole("heading", { name: "This link is not valid" }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Confirm my order" }).count(), 0);
    assert.equal(confirmationOf(id).status, "awaiting");
    await context.close();
  });
});
