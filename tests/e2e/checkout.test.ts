/**
 * Browser journey (issue 17): a customer of its own changes the delivery address to a new one (saved for next
 * time), picks cash on delivery, sees the server's breakup with the delivery and COD fees, places the order and
 * sees the confirmation with the COD note. A second order goes to the saved address by UPI and is paid as before.
 * The journey sets up its own delivery zone (one pincode) and COD rules, and puts the shop's back afterwards.
 * Screenshots at 390 and 1280 px go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, newCustomerPage, querySql } from "./helpers.ts";

const ZONE_ID = `e2e-checkout-${Date.now().toString(36)}`;
const DELIVERY_FEE = 45;
const COD_FEE = 25;
const NEW_ADDRESS = { doorNo: "12", street: "Janpath", city: "New Delhi", pincode: "110001", state: "Delhi" };

type CodSettings = { cod_enabled: number; cod_max_paise: number | null; cod_fee_paise: number; cod_excluded_pincodes: string };
let savedSettings: CodSettings | null = null;
let browser: Browser;
let page: Page;

const sqlText = (value: string | number | null) => (value === null ? "null" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`);

// The journey's own rules, written straight into the journey server's D1 (querySql runs any statement).
function useJourneyRules() {
  savedSettings = querySql<CodSettings>("select cod_enabled, cod_max_paise, cod_fee_paise, cod_excluded_pincodes from shop_settings where id = 1")[0] ?? null;
  querySql(
    `insert into delivery_zones (id, name, states, pincode_prefixes, base_fee_paise, per_extra_500g_paise, free_above_paise, eta_min_days, eta_max_days, position, updated_at)
     values (${sqlText(ZONE_ID)}, 'Checkout journey', '[]', '["${NEW_ADDRESS.pincode}"]', ${DELIVERY_FEE * 100}, 0, null, 2, 4, 0, '2026-01-01T00:00:00.000Z')`,
  );
  if (savedSettings) {
    querySql(`update shop_settings set cod_enabled = 1, cod_max_paise = null, cod_fee_paise = ${COD_FEE * 100}, cod_excluded_pincodes = '[]' where id = 1`);
  } else {
    querySql(`insert into shop_settings (id, cod_enabled, cod_fee_paise, updated_at) values (1, 1, ${COD_FEE * 100}, '2026-01-01T00:00:00.000Z')`);
  }
}

function restoreShopRules() {
  querySql(`delete from delivery_zones where id = ${sqlText(ZONE_ID)}`);
  if (!savedSettings) {
    querySql("delete from shop_settings where id = 1");
    return;
  }
  const s = savedSettings;
  querySql(
    `update shop_settings set cod_enabled = ${s.cod_enabled}, cod_max_paise = ${sqlText(s.cod_max_paise)}, cod_fee_paise = ${s.cod_fee_paise},
     cod_excluded_pincodes = ${sqlText(s.cod_excluded_pincodes)} where id = 1`,
  );
}

before(async () => {
  useJourneyRules();
  browser = await launchBrowser();
  ({ page } = await newCustomerPage(browser, "checkout"));
});
after(async () => {
  restoreShopRules();
  await browser.close();
});

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** The rows of a breakup (dt → dd) as text. */
async function breakupRows(breakup: Locator): Promise<Record<string, string>> {
  return breakup.evaluate((dl) => {
    const rows: Record<string, string> = {};
    for (const dt of dl.querySelectorAll("dt")) rows[(dt.firstChild?.textContent ?? "").trim()] = dt.nextElementSibling?.textContent?.trim() ?? "";
    return rows;
  });
}

async function addToCart(name: string) {
  await page.goto("/shop");
  const card = page.locator("main ul li article").filter({ hasText: name }).first();
  await card.getByRole("button", { name: /Add to Cart/ }).click();
  await page.getByText(new RegExp(`${name}.*added to cart!`)).first().waitFor();
}

/** The page (or one part of it, such as the cart drawer) at phone and desktop width. */
async function screenshots(name: string, part?: Locator) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const path = `${dir}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
}

const priceBreakup = () => page.getByRole("region", { name: "Price breakup" });

describe("checkout with a new address and cash on delivery, then UPI to the saved address", () => {
  let codTotal = 0;

  test("a new address prices delivery; cash on delivery adds its fee; the breakup adds up", async () => {
    await addToCart("Groundnut Oil");
    // The cart says what it can before an address is known: delivery is priced at checkout.
    await page.getByRole("button", { name: /^Cart/ }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await drawer.getByText("Calculated at checkout").waitFor();
    await screenshots("cart-drawer", drawer);
    await drawer.getByRole("button", { name: "Close cart" }).click();

    await page.goto("/checkout");
    await page.locator("summary").filter({ hasText: "Change delivery address" }).click();
    const picker = page.getByRole("group", { name: "Deliver this order to" });
    await picker.getByLabel("A new address").check();
    await picker.getByLabel("Door number").fill(NEW_ADDRESS.doorNo);
    await picker.getByLabel("Street").fill(NEW_ADDRESS.street);
    await picker.getByLabel("City").fill(NEW_ADDRESS.city);
    await picker.getByLabel("Pincode").fill(NEW_ADDRESS.pincode);
    await picker.getByLabel("State").selectOption(NEW_ADDRESS.state);
    assert.equal(await picker.getByLabel("Save this address").isChecked(), true);

    // The server's quote for this pincode: the journey zone's fee, and cash on delivery on offer.
    const breakup = priceBreakup().getByRole("definition").filter({ hasText: `₹${DELIVERY_FEE}` });
    await breakup.waitFor();
    const payment = page.getByRole("group", { name: "Payment method" });
    await payment.getByLabel(/Cash on delivery/).check();
    await priceBreakup().getByText("Cash on delivery fee").waitFor();
    await priceBreakup().and(page.locator("[aria-busy=false]")).waitFor();

    const rows = await breakupRows(priceBreakup().locator("dl"));
    assert.equal(rupees(rows.Delivery), DELIVERY_FEE);
    assert.equal(rupees(rows["Cash on delivery fee"]), COD_FEE);
    const items = rupees(rows["Items at MRP"]) - (rows.Discount ? rupees(rows.Discount) : 0);
    codTotal = rupees(rows.Total);
    assert.equal(codTotal, items + DELIVERY_FEE + COD_FEE);
    await screenshots("checkout-cod");
  });

  test("placing shows the confirmation: number, breakup, address and the cash-on-delivery note", async () => {
    await page.getByRole("button", { name: "Place Order" }).click();
    const heading = page.getByRole("heading", { name: /^Order #\w{6} placed$/ });
    await heading.waitFor();
    const confirmation = page.locator("[data-confirmation]");
    await confirmation.getByText(`${NEW_ADDRESS.doorNo}, ${NEW_ADDRESS.street}, ${NEW_ADDRESS.city} ${NEW_ADDRESS.pincode}, ${NEW_ADDRESS.state}`).waitFor();
    const rows = await breakupRows(confirmation.locator("dl"));
    assert.equal(rupees(rows.Total), codTotal);
    assert.equal(rows["Paying by"], "Cash on delivery");
    assert.match((await confirmation.locator("[data-cod-note]").textContent()) ?? "", new RegExp(`pay ₹${codTotal} in cash when it arrives`));
    // No UPI step for a cash order.
    assert.equal(await page.getByRole("heading", { name: /^Pay for order #/ }).count(), 0);
    await screenshots("checkout-confirmation-cod");
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirmation.getByRole("button", { name: "Done" }).click();
    await page.getByText("Your cart is empty.").waitFor();
  });

  test("the next order picks the saved address, pays by UPI as before, and both cards show their breakup", async () => {
    await addToCart("Foxtail Millet");
    await page.goto("/checkout");
    await page.locator("summary").filter({ hasText: "Change delivery address" }).click();
    const picker = page.getByRole("group", { name: "Deliver this order to" });
    await picker.getByLabel(new RegExp(`${NEW_ADDRESS.street}, ${NEW_ADDRESS.city} ${NEW_ADDRESS.pincode}`)).check();
    await priceBreakup().getByRole("definition").filter({ hasText: `₹${DELIVERY_FEE}` }).waitFor();
    await priceBreakup().and(page.locator("[aria-busy=false]")).waitFor();
    const total = rupees((await breakupRows(priceBreakup().locator("dl"))).Total);

    await page.getByRole("button", { name: "Place Order" }).click();
    const payHeading = page.getByRole("heading", { name: /^Pay for order #/ });
    await payHeading.waitFor();
    const ref = ((await payHeading.textContent()) ?? "").replace("Pay for order #", "").trim();
    await page.getByRole("heading", { name: `Order #${ref} placed` }).waitFor();
    assert.equal(rupees((await page.getByText(/^Total Bill:/).textContent()) ?? ""), total);
    await page.getByLabel("Amount Paid").fill(String(total));
    await page.getByLabel("Transaction ID").fill(`${Date.now()}`.slice(-12).padStart(12, "7"));
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByText("Payment Submitted").waitFor();

    await page.getByRole("tab", { name: "Your Orders" }).click();
    const upiCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Order #${ref}` }) });
    const upiRows = await breakupRows(upiCard.locator("dl[data-breakup]"));
    assert.equal(rupees(upiRows.Total), total);
    assert.equal(upiRows["Paying by"], "UPI");
    const codCard = page.getByRole("listitem").filter({ has: page.getByText("Cash on delivery fee") });
    assert.equal(rupees((await breakupRows(codCard.locator("dl[data-breakup]"))).Total), codTotal);
    await screenshots("checkout-orders");
  });
});
