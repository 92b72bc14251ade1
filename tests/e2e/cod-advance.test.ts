/**
 * Browser journey of issue 32 (item 3, the money parts), on a phone (390 px): with the owner's prepaid discount set,
 * the checkout says what paying by UPI saves beside the choice and in the totals; a cash-on-delivery order whose
 * rules asked for an advance opens its payment step for the advance (QR for the advance amount, the UTR field), and
 * reporting the UTR thanks the customer and records it. Screenshots at 390 px go to E2E_SCREENSHOT_DIR.
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
  ({ page, customer: signedUp } = await newCustomerPage(browser, "codadvance"));
  customerToken = signedUp.token;
  await page.setViewportSize({ width: 390, height: 844 });
  pack = wellStockedPack();
  enableCashOnDelivery();
  querySql(
    `insert into cod_rules (id, prepaid_discount_basis_points, updated_at) values (1, 500, '2026-01-01T00:00:00.000Z')
       on conflict (id) do update set prepaid_discount_basis_points = 500`,
  );
});
after(async () => {
  disableCashOnDelivery();
  querySql("delete from cod_rules");
  await browser.close();
});

async function api(path: string, method: string, json: unknown) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${customerToken}` },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe("issue 32: the prepaid discount at checkout and paying an advance", { timeout: 120_000 }, () => {
  test("the checkout says what paying by UPI saves, and the totals take it off", async () => {
    const added = await api("/api/cart/", "PUT", { productId: pack.productId, variantId: pack.variantId, quantity: 2 });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    await page.goto("/checkout");
    const saving = page.locator("[data-prepaid-saving]");
    await saving.waitFor();
    assert.match(await saving.innerText(), /Pay by UPI and save ₹/);
    await page.locator("[data-breakup]").getByText("UPI payment discount").first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/prepaid-discount-390.png`, fullPage: true });
  });

  test("a COD order with an advance opens the advance's payment step, and its UTR is recorded", async () => {
    const placed = await api("/api/order", "POST", { products: [{ ...pack, quantity: 1 }], paymentMethod: "cod" });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const id = placed.body._id as string;
    querySql(`update orders set advance_paise = 5000, cod_rule = 'advance' where id = '${id}'`);
    await page.goto(`/checkout?pay=${id}`);
    const step = page.getByRole("region", { name: /Pay the advance for order/ });
    await step.waitFor();
    assert.match(await step.innerText(), /₹50/);
    assert.match((await step.locator("svg title").first().textContent()) ?? "", /UPI QR code to pay ₹50/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/advance-step-390.png`, fullPage: true });
    const utr = String(Date.now()).slice(-12).padStart(12, "4");
    await step.getByLabel("Transaction ID").fill(utr);
    await step.getByRole("button", { name: "Done" }).click();
    await page.getByRole("status").filter({ hasText: "we will check your advance" }).waitFor();
    const [row] = querySql<{ transactionId: string; amountPaid: number }>(`select transaction_id as transactionId, amount_paid_paise as amountPaid from orders where id = '${id}'`);
    assert.deepEqual(row, { transactionId: utr, amountPaid: 0 });
  });
});
