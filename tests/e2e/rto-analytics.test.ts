/**
 * Browser journey of issue 32 (item 5): the admin analysis page's "Returns (RTO)" section. Three cash-on-delivery
 * orders go the real way (placed, confirmed by the admin, shipped; two refused at the door, one delivered with the
 * cash collected; one return's courier costs recorded), then the section, at 1280 px and at 390 px, states the
 * definition, counts them in the pincode's row of its table, draws its charts (loaded lazily), keeps every table in a
 * named scrolling region without pushing the page sideways, and changes its own period without losing the sales one.
 * Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, disableCashOnDelivery, enableCashOnDelivery, launchBrowser, newPage, querySql, signIn, signUpCustomer, wellStockedPack } from "./helpers.ts";

let browser: Browser;
let adminToken = "";
let pincode = "";
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

async function api(path: string, init: { method?: string; token: string; body?: unknown }) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${init.token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/**
 * querySql blocks this process (wrangler runs synchronously) long enough for the server to close our idle keep-alive
 * connection: a GET spends the stale one (retried) before a POST could (a POST is not retried).
 */
async function afterBlockingQuery() {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await fetch(`${BASE_URL}/api/health`).then((response) => response.arrayBuffer(), () => null)) return;
  }
}

before(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${BASE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ emailAddress: DEMO.admin.email, password: DEMO.admin.password }),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  const customer = await signUpCustomer("rto");
  const pack = wellStockedPack();
  // Cash on delivery is off in the demo shop: on (no fee, no limit) for the placements, off again right after.
  enableCashOnDelivery();
  await afterBlockingQuery();
  const ids: string[] = [];
  try {
    for (let n = 0; n < 3; n++) {
      const order = await api("/api/order", { method: "POST", token: customer.token, body: { products: [{ ...pack, quantity: 1 }], paymentMethod: "cod" } });
      ids.push(order._id);
    }
  } finally {
    disableCashOnDelivery();
  }
  await afterBlockingQuery();
  for (const [index, id] of ids.entries()) {
    await api(`/api/order/${id}/confirm`, { method: "POST", token: adminToken });
    const shipped = await api(`/api/order/${id}`, { method: "PUT", token: adminToken, body: { orderStatus: "shipped", courier: "India Post", trackingNumber: `RTO${Date.now()}${index}` } });
    const outcome = index < 2 ? { orderStatus: "returned" } : { orderStatus: "delivered", amountPaid: shipped.bill };
    await api(`/api/order/${id}`, { method: "PUT", token: adminToken, body: outcome });
  }
  // Recording a return's courier cost is another part of the issue: the journey sets the columns directly.
  querySql(`update orders set rto_forward_cost_paise = 8500, rto_return_cost_paise = 7000 where id = '${ids[0]}'`);
  pincode = querySql<{ pincode: string }>(`select pincode from orders where id = '${ids[0]}'`)[0].pincode;
});
after(async () => {
  await browser.close();
});

async function widths(page: Page) {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
}

/** The section's pincode table row of this journey's pincode: at least its 2 returns and 1 delivery (other journeys may add). */
async function checkPincodeRow(page: Page) {
  const table = page.getByRole("table", { name: /COD outcomes by pincode/ });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: pincode, exact: true }) });
  await row.waitFor();
  const [codOrders, delivered, returned] = (await row.getByRole("cell").allInnerTexts()).map((text) => Number.parseInt(text, 10));
  assert.ok(returned >= 2 && delivered >= 1 && codOrders >= 3, `row of ${pincode}: ${codOrders} COD, ${delivered} delivered, ${returned} returned`);
}

describe("issue 32: the analysis page's returns (RTO) section", { timeout: 180_000 }, () => {
  test("at 1280 px: the definition, the cards, the pincode's row, the money lost, the charts; its own period", async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto("/admin/analysis?period=monthly&rto=30d");
    const section = page.getByRole("region", { name: "Returns (RTO)" });
    await section.waitFor();
    assert.match(await section.getByTestId("rto-definition").innerText(), /RTO rate = cash-on-delivery orders refused at the door \(returned\) ÷ cash-on-delivery orders that reached an outcome/);
    await checkPincodeRow(page);
    const money = section.getByRole("table", { name: /came back/ });
    const courier = money.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Courier cost recorded", exact: true }) });
    // This journey's return cost ₹85 out and ₹70 back (no other journey records costs).
    const recorded = Number((await courier.getByRole("cell").innerText()).replace(/[^\d.]/g, ""));
    assert.ok(recorded >= 155, `courier cost recorded: ${recorded}`);
    // Both charts arrive (recharts, loaded lazily in the browser).
    await section.locator(".recharts-wrapper").nth(1).waitFor();
    assert.equal(await section.locator(".recharts-wrapper").count(), 2);
    assert.ok((await widths(page)).page <= 1280);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-analysis-rto-1280.png`, fullPage: true });

    await section.getByLabel("Returns period").selectOption("365d");
    await page.waitForURL((url) => url.searchParams.get("rto") === "365d" && url.searchParams.get("period") === "monthly");
    await page.getByText(/Orders placed from .* to /).waitFor();
    await checkPincodeRow(page);
    // The sales period's select (the page's first) still says monthly.
    assert.equal(await page.getByRole("combobox").first().inputValue(), "monthly");
    await context.close();
  });

  test("at 390 px: no sideways scroll; every table of the section scrolls inside its own named region", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto("/admin/analysis?rto=90d");
    const section = page.getByRole("region", { name: "Returns (RTO)" });
    await section.waitFor();
    await checkPincodeRow(page);
    await section.locator(".recharts-wrapper").first().waitFor();
    const tables = await section.locator("table").evaluateAll((list) =>
      list.map((table) => {
        const region = table.closest('[role="region"]');
        return { inRegion: !!region && region.getAttribute("tabindex") === "0" && !!region.getAttribute("aria-label") };
      }),
    );
    assert.equal(tables.length, 7);
    for (const table of tables) assert.ok(table.inRegion, "every table of the section is in a focusable, named region");
    const { page: pageWidth, view } = await widths(page);
    assert.ok(pageWidth <= view, `the page is ${pageWidth} px wide on a ${view} px screen`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-analysis-rto-390.png`, fullPage: true });
    await context.close();
  });
});
