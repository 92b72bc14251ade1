/**
 * Browser journeys of issue 33 (batches and best-before), the admin on a phone (390 px): receives a batch of a pack
 * on the products page and sees it listed; a customer's order of that pack is verified and shipped from the order
 * pages, and the packing slip names the batch's lot and best-before; a short-lived batch and a write-off show on the
 * Best-before report with their values; Settings adds a dated shelf-life rule. The pack is a product of this
 * journey alone (made through the API as an old client would, not counted until its first batch), so the only batch
 * it can ship from is the one received here.
 * Screenshots at 390 px go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newPage, querySql, signIn, signUpCustomer } from "./helpers.ts";

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const suffix = Date.now().toString(36);
const productName = `Batch Journey Laddu ${suffix}`;
const LOT = `LJ-${suffix}`.toUpperCase();
const NEAR_LOT = `NR-${suffix}`.toUpperCase();
const SALE_PRICE = 120;

let browser: Browser;
let admin: Page;
let customerToken = "";
let adminToken = "";
let pack: { productId: string; variantId: string; name: string };

/** Today in India, and a day some days from it (YYYY-MM-DD), as the shop counts days. */
const istDayIn = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2027-01-05" as the admin pages write it: "5 Jan 2027". */
const shown = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

async function api(path: string, method: string, json: unknown, token: string) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, "CF-Connecting-IP": "198.51.100.33" },
    body: method === "GET" ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as Record<string, any>;
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

before(async () => {
  browser = await launchBrowser();
  const customer = await signUpCustomer("batches");
  customerToken = customer.token;
  const login = await fetch(`${BASE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.72" },
    body: JSON.stringify({ emailAddress: DEMO.admin.email, password: DEMO.admin.password }),
  });
  assert.equal(login.status, 200, await login.clone().text());
  adminToken = ((await login.json()) as { token: string }).token;
  const [category] = querySql<{ id: string }>("select id from categories where name = 'Oils' limit 1");
  const added = await api(
    "/api/admin/product/add",
    "POST",
    // With the demo laddu's HSN code: its order is invoiced, and a month with a document without one cannot be filed
    // for the GST offline tool (the invoices journey downloads that month's file).
    { name: productName, description: "Sesame and jaggery laddu, made in small batches", category: category.id, mrp: 150, salePrice: SALE_PRICE, images: [], hsnCode: "210690", allergens: "Contains sesame" },
    adminToken,
  );
  const product = added.product as { _id: string; variants: { _id: string; label: string }[] };
  pack = { productId: product._id, variantId: product.variants[0]._id, name: `${productName} (${product.variants[0].label})` };
  ({ page: admin } = await newPage(browser, { width: 390, height: 844 }));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  try {
    await fetch(`${BASE_URL}/api/admin/product/delete/${pack.productId}`, { method: "DELETE", headers: { Authorization: `Bearer ${adminToken}` } });
  } finally {
    await browser.close();
  }
});

async function stockPanel(): Promise<Locator> {
  await admin.goto("/admin/products");
  const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: productName }) });
  await card.getByRole("button", { name: `Manage stock of ${productName}` }).click();
  const panel = card.getByRole("group", { name: `Stock of ${pack.name}` });
  await panel.waitFor();
  return panel;
}

async function receiveBatch(panel: Locator, batch: { lot: string; packedOn: string; quantity: string } & ({ bestBefore: string } | { shelfLifeDays: string })) {
  const form = panel.getByRole("form", { name: `Receive a batch of ${pack.name}` });
  await form.getByLabel(`Lot number of the new batch of ${pack.name}`).fill(batch.lot);
  await form.getByLabel(`Packed on (new batch of ${pack.name})`).fill(batch.packedOn);
  if ("bestBefore" in batch) await form.getByLabel(`Best before (new batch of ${pack.name})`).fill(batch.bestBefore);
  else {
    await form.getByRole("radio", { name: "shelf life in days" }).check();
    await form.getByLabel(`Shelf life (days) of the new batch of ${pack.name}`).fill(batch.shelfLifeDays);
  }
  await form.getByLabel(`Units in the batch of ${pack.name}`).fill(batch.quantity);
  await form.getByLabel(`Supplier (optional) of the new batch of ${pack.name}`).fill("Tenali Sweets");
  await form.getByRole("button", { name: `Receive batch of ${pack.name}` }).click();
  return form;
}

describe("issue 33: batches, the packing slip's lot and the Best-before report, at 390 px", { timeout: 300_000 }, () => {
  const bestBefore = istDayIn(300);

  test("the admin receives a batch and sees it listed with its dates, what is on hand and its last day to deliver", async () => {
    let panel = await stockPanel();
    // A best-before before the packing date is refused, naming the field, and what was typed stays.
    const form = await receiveBatch(panel, { lot: LOT, packedOn: istDayIn(0), bestBefore: istDayIn(-1), quantity: "12" });
    await form.getByRole("alert").filter({ hasText: "Best before (bestBefore) must be after Packed on (packedOn)" }).waitFor();
    assert.equal(await form.getByLabel(`Lot number of the new batch of ${pack.name}`).inputValue(), LOT);

    await form.getByLabel(`Best before (new batch of ${pack.name})`).fill(bestBefore);
    await form.getByRole("button", { name: `Receive batch of ${pack.name}` }).click();
    await admin.getByRole("status").filter({ hasText: `Received lot ${LOT}: ${pack.name} now has 12` }).waitFor();
    assert.equal(await form.getByLabel(`Lot number of the new batch of ${pack.name}`).inputValue(), "", "the form is emptied once received");

    panel = await stockPanel();
    const row = panel.getByRole("table", { name: `Batches of ${pack.name}` }).getByRole("row").filter({ hasText: LOT });
    const cells = await row.getByRole("cell").allInnerTexts();
    assert.deepEqual(cells.slice(0, 4).map((text) => text.trim()), [shown(istDayIn(0)), shown(bestBefore), "12", shown(istDayIn(300 - 90))]);
    assert.equal(cells[4].trim(), "Sellable");
    const widths = await admin.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    assert.ok(widths.page <= widths.view, `the page is ${widths.page} px wide on a ${widths.view} px screen`);
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/batches-390.png` });
  });

  test("an order of the pack is shipped, and its packing slip names the batch's lot and best-before", async () => {
    const placed = await api("/api/order", "POST", { products: [{ productId: pack.productId, variantId: pack.variantId, quantity: 2 }], paymentMethod: "upi" }, customerToken);
    const id = placed._id as string;
    const ref = id.slice(-6);
    const utr = `${Date.now()}`.slice(-12).padStart(12, "3");
    await api(`/api/order/${id}`, "PUT", { amountPaid: placed.bill, transactionId: utr, paymentStatus: "done" }, customerToken);

    await admin.goto("/admin/orders");
    const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${ref}` }) });
    const verify = card.getByRole("button", { name: `Verified for order ${ref}`, exact: true });
    await verify.click();
    await verify.waitFor({ state: "detached" });
    await card.getByRole("button", { name: `Shipped for order ${ref}`, exact: true }).click();
    const ship = card.getByRole("form", { name: `Shipped for order ${ref}`, exact: true });
    await ship.getByLabel("Courier").fill("DTDC");
    await ship.getByLabel("Tracking number").fill(`D${suffix}`.toUpperCase());
    await ship.getByRole("button", { name: `Mark shipped for order ${ref}`, exact: true }).click();
    await ship.waitFor({ state: "detached" });

    const slipHref = await card.getByRole("link", { name: `Packing slip and invoice for order ${ref}` }).getAttribute("href");
    await admin.goto(new URL(slipHref!, admin.url()).href);
    await admin.getByRole("heading", { name: `Packing slip · order #${ref}` }).waitFor();
    const slip = await admin.locator("main").innerText();
    assert.match(slip, new RegExp(`${LOT}`), "the slip names the lot");
    assert.ok(slip.includes(shown(bestBefore)) || slip.includes(bestBefore), `the slip names the best-before ${bestBefore}`);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/packing-slip-batch-390.png`, fullPage: true });

    // The customer's order names the batch too, now that it is shipped (API, additive).
    const [{ userId }] = querySql<{ userId: string }>(`select user_id as userId from orders where id = '${id}'`);
    const mine = (await api(`/api/order/user/${userId}`, "GET", null, customerToken)) as unknown as { _id: string; products: { batches: unknown }[] }[];
    const line = mine.find((order) => order._id === id)!.products[0];
    assert.deepEqual(line.batches, [{ lotNumber: LOT, bestBefore, quantity: 2 }]);
  });

  test("the Best-before report lists a short-lived batch and a write-off with its value", async () => {
    // A 20-day shelf life (a short-lived food keeps 30 %: 6 days), so it is still sellable and within 30 days.
    const panel = await stockPanel();
    await receiveBatch(panel, { lot: NEAR_LOT, packedOn: istDayIn(0), shelfLifeDays: "20", quantity: "5" });
    await admin.getByRole("status").filter({ hasText: `Received lot ${NEAR_LOT}: ${pack.name} now has 15` }).waitFor();

    const again = await stockPanel();
    const table = again.getByRole("table", { name: `Batches of ${pack.name}` });
    await table.getByRole("row").filter({ hasText: NEAR_LOT }).waitFor();
    await table.getByRole("button", { name: `Write off lot ${LOT} of ${pack.name}` }).click();
    const writeOff = again.getByRole("form", { name: `Write off lot ${LOT} of ${pack.name}` });
    await writeOff.getByLabel(`Units to write off from lot ${LOT} of ${pack.name}`).fill("11");
    await writeOff.getByLabel(`Reason for writing off lot ${LOT} of ${pack.name}`).selectOption("damaged");
    await writeOff.getByRole("button").click();
    // More than the batch holds is refused with what is left; the typed units stay.
    await writeOff.getByRole("alert").filter({ hasText: `Only 10 left in lot ${LOT} of ${pack.name}` }).waitFor();
    assert.equal(await writeOff.getByLabel(`Units to write off from lot ${LOT} of ${pack.name}`).inputValue(), "11");
    await writeOff.getByLabel(`Units to write off from lot ${LOT} of ${pack.name}`).fill("3");
    await writeOff.getByLabel(`Note (optional) for writing off lot ${LOT} of ${pack.name}`).fill("Tin dented in transit");
    await writeOff.getByRole("button").click();
    await admin.getByRole("status").filter({ hasText: `Written off from lot ${LOT}: ${pack.name} now has 12` }).waitFor();

    await admin.goto("/admin/products");
    await admin.getByRole("button", { name: "Menu" }).click();
    await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Best-before" }).click();
    await admin.getByRole("heading", { name: "Best-before", level: 2 }).waitFor();
    assert.equal(await admin.getByRole("link", { name: "Next 30 days" }).getAttribute("aria-current"), "page");

    const expiring = admin.getByRole("table", { name: "Batches with best-before within 30 days, soonest first" });
    const near = expiring.getByRole("row").filter({ hasText: NEAR_LOT });
    const nearCells = (await near.getByRole("cell").allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(nearCells, [NEAR_LOT, shown(istDayIn(20)), "20", shown(istDayIn(14)), "5", `₹${5 * SALE_PRICE}`]);
    assert.equal(await expiring.getByRole("row").filter({ hasText: LOT }).filter({ hasNotText: NEAR_LOT }).count(), 0, "a batch 300 days off is not listed");

    const written = admin.getByRole("table", { name: "Written off in the last 30 days, newest first" });
    const entry = written.getByRole("row").filter({ hasText: LOT }).filter({ hasText: "Damaged" });
    const entryCells = (await entry.getByRole("cell").allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(entryCells.slice(-2), ["3", `₹${3 * SALE_PRICE}`]);
    const byReason = admin.getByRole("table", { name: /by reason/ });
    const damaged = Number((await byReason.getByRole("row").filter({ hasText: "Damaged" }).getByRole("cell").innerText()).replace(/[₹,]/g, ""));
    assert.ok(damaged >= 3 * SALE_PRICE, `damaged total ${damaged} includes this write-off`);
    const widths = await admin.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    assert.ok(widths.page <= widths.view, `the page is ${widths.page} px wide on a ${widths.view} px screen`);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/best-before-390.png`, fullPage: true });
  });

  test("Settings shows the shelf-life rule in force and adds a dated one for later", async () => {
    await admin.goto("/admin/settings");
    const section = admin.getByRole("region", { name: "Shelf life at delivery" });
    await section.getByText("whichever is more; a food whose whole shelf life is 45 days or less must keep 30 % (FSSAI, Nov 2024)").waitFor();
    assert.match(await section.locator("[data-shelf-life-current]").innerText(), /^In force since \d+ \w+ \d{4}: 30 % of the shelf life or 45 days, whichever is more; 7 delivery days assumed\.$/);
    const form = section.getByRole("form", { name: "New shelf-life rule" });
    const from = istDayIn(400);
    await form.getByLabel("Applies from").fill(from);
    await form.getByLabel("Share of the shelf life left at delivery (%)").fill("35");
    await form.getByLabel("Days left at delivery").fill("50");
    await form.getByLabel("Delivery days assumed").fill("61");
    await form.getByRole("button", { name: "Save shelf-life rule" }).click();
    // Refused, naming the field; what was typed stays.
    await form.getByRole("alert").filter({ hasText: "(assumedDeliveryDays)" }).waitFor();
    assert.equal(await form.getByLabel("Applies from").inputValue(), from);
    await form.getByLabel("Delivery days assumed").fill("6");
    await form.getByRole("button", { name: "Save shelf-life rule" }).click();
    await admin.getByRole("status").filter({ hasText: `Shelf-life rule saved: from ${from}, 35 % or 50 days` }).waitFor();
    const row = section.getByRole("table", { name: "Shelf-life rules, newest first" }).getByRole("row", { name: new RegExp(`^${shown(from)} \\(coming\\)`) });
    assert.deepEqual((await row.getByRole("cell").allInnerTexts()).map((text) => text.trim()), ["35 %", "50", "6"]);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/shelf-life-settings-390.png` });
  });
});
