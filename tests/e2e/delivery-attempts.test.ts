/**
 * Browser journey of issue 32 (item 4): the admin, at 1280 px, records a failed delivery attempt on a shipped
 * cash-on-delivery order with the card's "Delivery failed" form (reason, next attempt day, note); the card lists it
 * and says the order awaits its customer's confirmation again. The customer, on a phone (390 px), reads on the order
 * page that the courier could not deliver, why and when it comes again (in Telugu too, on /te/), and confirms with
 * "Yes, I still want it". Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, disableCashOnDelivery, enableCashOnDelivery, launchBrowser, newCustomerPage, newPage, querySql, signIn, wellStockedPack } from "./helpers.ts";

let browser: Browser;
let customer: Page;
let admin: Page;
let customerToken = "";
let pack: { productId: string; variantId: string };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** Tomorrow in India (YYYY-MM-DD), the day the courier comes again. */
const tomorrowIst = () => new Date(Date.now() + (330 + 24 * 60) * 60 * 1000).toISOString().slice(0, 10);

before(async () => {
  browser = await launchBrowser();
  let signedUp;
  ({ page: customer, customer: signedUp } = await newCustomerPage(browser, "attempts"));
  customerToken = signedUp.token;
  await customer.setViewportSize({ width: 390, height: 844 });
  ({ page: admin } = await newPage(browser));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === "/admin");
  pack = wellStockedPack();
  enableCashOnDelivery();
});
after(async () => {
  disableCashOnDelivery();
  await browser.close();
});

/** A COD order of the customer, confirmed by them and shipped by the admin (through the API: other journeys cover those steps). */
async function shippedCodOrder(): Promise<{ id: string; ref: string }> {
  const send = async (path: string, method: string, token: string, json?: unknown) => {
    const response = await fetch(`${BASE_URL}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = (await response.json()) as Record<string, any>;
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const placed = await send("/api/order", "POST", customerToken, { products: [{ ...pack, quantity: 1 }], paymentMethod: "cod" });
  await send(`/api/order/${placed._id}/confirm`, "POST", customerToken);
  // The admin's bearer token is the session cookie of the signed-in admin page.
  const cookie = (await admin.context().cookies()).find((c) => c.name === "ghani_session");
  assert.ok(cookie, "the admin page has a session cookie");
  await send(`/api/order/${placed._id}`, "PUT", cookie.value, { orderStatus: "shipped", courier: "DTDC", trackingNumber: "D77701" });
  return { id: placed._id, ref: String(placed._id).slice(-6) };
}

const confirmationOf = (id: string) =>
  querySql<{ status: string; by: string | null }>(`select cod_confirmation_status as status, cod_confirmed_by as by from orders where id = '${id}'`)[0];

describe("issue 32: a failed delivery attempt, and the customer confirms again", { timeout: 180_000 }, () => {
  test("the admin records it at 1280 px; the customer reads it and confirms at 390 px", async () => {
    const order = await shippedCodOrder();
    const next = tomorrowIst();

    await admin.goto("/admin/orders");
    const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${order.ref}` }) });
    await card.waitFor();
    const open = card.getByRole("button", { name: `Delivery failed for order ${order.ref}`, exact: true });
    await open.click();
    assert.equal(await open.getAttribute("aria-expanded"), "true");
    const form = card.getByRole("form", { name: `Delivery failed for order ${order.ref}` });
    await form.getByLabel("Why the courier could not deliver").selectOption({ label: "Customer not available" });
    await form.getByLabel("Next attempt (optional)").fill(next);
    await form.getByLabel("Note (optional; the customer sees it)").fill("House locked at 11 am");
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/admin-delivery-failed-1280.png` });
    await form.getByRole("button", { name: `Record failed attempt for order ${order.ref}` }).click();
    await form.waitFor({ state: "detached" });
    await card.getByText("Failed delivery attempts (1)").waitFor();
    await card.getByText(/Customer not available; next attempt/).waitFor();
    await card.getByText(/Awaiting confirmation again/).waitFor();
    assert.deepEqual(confirmationOf(order.id), { status: "awaiting", by: null });

    await customer.goto(`/orders/${order.id}`);
    await customer.getByText("The courier could not deliver: no one was there to receive it.").waitFor();
    await customer.getByText(/^Next attempt: /).waitFor();
    await customer.getByText("Note: House locked at 11 am").waitFor();
    const panel = customer.getByRole("region", { name: "Do you still want this order?" });
    await panel.waitFor();
    if (SHOTS) await customer.screenshot({ path: `${SHOTS}/customer-delivery-failed-390.png`, fullPage: true });
    await panel.getByRole("button", { name: "Yes, I still want it" }).click();
    await customer.getByRole("status").filter({ hasText: "the courier will bring your order again" }).waitFor();
    await panel.waitFor({ state: "detached" });
    assert.deepEqual(confirmationOf(order.id), { status: "confirmed", by: "customer" });

    // The same story in Telugu (last: opening a /te/ page makes Telugu the customer's language).
    await customer.goto(`/te/orders/${order.id}`);
    await customer.getByText("కొరియర్ డెలివరీ చేయలేకపోయారు: తీసుకోవడానికి ఇంట్లో ఎవరూ లేరు.").waitFor();
    await customer.getByText(/^మళ్ళీ తెచ్చే రోజు: /).waitFor();
  });
});
