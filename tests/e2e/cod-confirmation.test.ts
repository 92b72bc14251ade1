/**
 * Browser journey of issue 32 (item 1), on a phone (390 px): a customer's new cash-on-delivery order asks to be
 * confirmed on its order page; "Confirm my order" confirms it (the thanks are announced, the request leaves the page
 * as it was otherwise), and the database says the customer confirmed it. The same panel speaks Telugu on /te/.
 * Screenshots at 390 and 1280 px go to E2E_SCREENSHOT_DIR.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, disableCashOnDelivery, enableCashOnDelivery, launchBrowser, newCustomerPage, querySql, wellStockedPack } from "./helpers.ts";

let browser: Browser;
let page: Page;
let customerToken = "";
let pack: { productId: string; variantId: string };
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

before(async () => {
  browser = await launchBrowser();
  let signedUp;
  ({ page, customer: signedUp } = await newCustomerPage(browser, "codconfirm"));
  customerToken = signedUp.token;
  await page.setViewportSize({ width: 390, height: 844 });
  pack = wellStockedPack();
  enableCashOnDelivery();
});
after(async () => {
  disableCashOnDelivery();
  await browser.close();
});

async function placeCodOrder(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/order`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${customerToken}` },
    body: JSON.stringify({ products: [{ ...pack, quantity: 1 }], paymentMethod: "cod" }),
  });
  const body = (await response.json()) as { _id: string; codConfirmation: { status: string } | null };
  assert.equal(response.status, 201, JSON.stringify(body));
  assert.equal(body.codConfirmation?.status, "awaiting");
  return body._id;
}

const confirmationOf = (id: string) =>
  querySql<{ status: string; by: string | null }>(`select cod_confirmation_status as status, cod_confirmed_by as by from orders where id = '${id}'`)[0];

describe("issue 32: a customer confirms their cash-on-delivery order on its page", { timeout: 120_000 }, () => {
  test("the order page asks, \"Confirm my order\" confirms it, and the page says thank you", async () => {
    const id = await placeCodOrder();
    await page.goto(`/orders/${id}`);
    const panel = page.getByRole("region", { name: "Please confirm your order" });
    await panel.waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/cod-confirm-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/cod-confirm-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
    }
    await panel.getByRole("button", { name: "Confirm my order" }).click();
    await page.getByRole("status").filter({ hasText: "your order is confirmed" }).waitFor();
    await panel.waitFor({ state: "detached" });
    assert.deepEqual(confirmationOf(id), { status: "confirmed", by: "customer" });
  });

  test("the panel speaks Telugu on /te/", async () => {
    const id = await placeCodOrder();
    await page.goto(`/te/orders/${id}`);
    await page.getByRole("button", { name: "నా ఆర్డర్‌ని ధృవీకరించు" }).click();
    await page.getByRole("status").filter({ hasText: "ధృవీకరించబడింది" }).waitFor();
    assert.equal(confirmationOf(id).status, "confirmed");
  });
});
