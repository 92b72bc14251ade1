/**
 * GST invoices in the browser (issue 19), with a customer of its own at phone width and the demo admin: a business
 * buyer's GSTIN checked at checkout (a wrong one is named, the right one accepted), the order paid and verified with
 * the page's buttons, the invoice downloaded from the customer's order card and read back (its text extracted from the
 * PDF: number, the demo shop's GSTIN, the buyer's GSTIN, the total), a cancellation's credit note, and the admin GST
 * page listing both with a GSTR-1 download. Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { DEMO, launchBrowser, newCustomerPage, newPage, querySql, signIn } from "./helpers.ts";

let browser: Browser;
let customer: Page;
let admin: Page;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const BUYER_GSTIN = "29AAGCB7383J1Z4";

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

before(async () => {
  browser = await launchBrowser();
  ({ page: customer } = await newCustomerPage(browser, "invoices"));
  await customer.setViewportSize({ width: 390, height: 844 });
  ({ page: admin } = await newPage(browser));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  await browser.close();
});

async function customerCard(ref: string) {
  await customer.goto("/checkout");
  await customer.getByRole("tab", { name: "Your Orders" }).click();
  const card = customer.getByRole("listitem").filter({ has: customer.getByRole("heading", { name: `Order #${ref}` }) });
  await card.waitFor();
  return card;
}

async function adminPress(ref: string, label: string) {
  await admin.goto("/admin/orders");
  const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${ref}` }) });
  const button = card.getByRole("button", { name: `${label} for order ${ref}`, exact: true });
  await button.click();
  await button.waitFor({ state: "detached" });
}

describe("a business buyer's tax invoice", () => {
  let ref = "";
  let total = 0;
  let invoiceNumber = "";

  test("checkout names a wrong GSTIN and accepts the right one", async () => {
    await customer.goto("/shop");
    const card = customer.locator("main ul li article").filter({ hasText: "Groundnut Oil" }).first();
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    await customer.getByText(/Groundnut Oil.*added to cart!/).first().waitFor();
    await customer.goto("/checkout");
    await customer.getByLabel("Invoice to my business (GSTIN)").check();
    await customer.getByLabel("GSTIN", { exact: true }).fill("29AAGCB7383J1Z5");
    await customer.getByLabel("Business name").fill("Bengaluru Foods LLP");
    await customer.getByRole("button", { name: "Place Order" }).click();
    await customer.getByRole("alert").filter({ hasText: "check character does not match" }).waitFor();
    await shot(customer, "invoice-checkout-gstin-390");
    await customer.getByLabel("GSTIN", { exact: true }).fill(BUYER_GSTIN.toLowerCase());
    await customer.getByRole("button", { name: "Place Order" }).click();
    const payHeading = customer.getByRole("heading", { name: /^Pay for order #/ });
    await payHeading.waitFor();
    ref = ((await payHeading.textContent()) ?? "").replace("Pay for order #", "").trim();
    const [row] = querySql<{ bill_paise: number; buyer_gstin: string }>(`select bill_paise, buyer_gstin from orders where id like '%${ref}'`);
    assert.equal(row.buyer_gstin, BUYER_GSTIN);
    total = row.bill_paise / 100;
    await customer.getByLabel("Amount Paid").fill(String(total));
    await customer.getByLabel("Transaction ID").fill(`${Date.now()}`.slice(-12).padStart(12, "7"));
    await customer.getByRole("button", { name: "Done" }).click();
    await customer.getByText("Payment Submitted").waitFor();
  });

  test("verified by the admin, the invoice downloads from the order card and reads right", async () => {
    await adminPress(ref, "Verified");
    const card = await customerCard(ref);
    const link = card.getByRole("link", { name: /^Download invoice/ });
    await link.waitFor();
    invoiceNumber = ((await card.locator("[data-fulfilment=invoice]").textContent()) ?? "").match(/Invoice (\S+)/)?.[1] ?? "";
    assert.match(invoiceNumber, /^GN\/\d\d-\d\d\/\d{5}$/);
    assert.match((await card.locator("[data-fulfilment=business]").textContent()) ?? "", new RegExp(`Bengaluru Foods LLP, GSTIN ${BUYER_GSTIN}`));
    await shot(customer, "invoice-order-card-390");
    const [download] = await Promise.all([customer.waitForEvent("download"), link.click()]);
    assert.equal(download.suggestedFilename(), `${invoiceNumber.replaceAll("/", "-")}.pdf`);
    const text = await pdfText(await download.path());
    if (SHOTS) await download.saveAs(`${SHOTS}/invoice.pdf`);
    assert.ok(text.includes(invoiceNumber), "invoice number in the PDF");
    assert.ok(text.includes("37AAAAA0000A1Z1"), "the demo shop's GSTIN in the PDF");
    assert.ok(text.includes(BUYER_GSTIN), "the buyer's GSTIN in the PDF");
    const totalText = `₹${total.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    assert.ok(text.includes(totalText), `the total ${totalText} in the PDF`);
    // Delivered from Andhra Pradesh to the customer's own state (the demo profile is in Andhra Pradesh): CGST + SGST.
    assert.ok(text.includes("CGST") && text.includes("SGST"), "an intra-state invoice splits CGST and SGST");
  });

  test("cancelled, it gets a credit note; the admin GST page lists both and offers the GSTR-1 figures", async () => {
    await admin.goto("/admin/orders");
    const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${ref}` }) });
    await card.getByRole("button", { name: `Cancel order for order ${ref}`, exact: true }).click();
    const form = card.getByRole("form", { name: `Cancel order for order ${ref}`, exact: true });
    await form.getByLabel(/Reason/).fill("Out of stock at the mill");
    await form.getByRole("button", { name: new RegExp(`for order ${ref}$`) }).click();
    await form.waitFor({ state: "detached" });
    await card.getByRole("link", { name: /^Download credit note/ }).waitFor();

    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto("/admin/gst");
    const table = admin.getByRole("table", { name: "Invoices and credit notes of the month" });
    await table.getByRole("link", { name: invoiceNumber }).waitFor();
    await table.getByText(`Credit note against ${invoiceNumber}`).waitFor();
    await shot(admin, "gst-page-390");
    await admin.setViewportSize({ width: 1280, height: 900 });
    await shot(admin, "gst-page-1280");
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("link", { name: "Download GSTR-1 figures (CSV)" }).click()]);
    const csv = await readFile(await download.path(), "utf8");
    assert.ok(csv.includes(`"${invoiceNumber}"`), "the invoice in the GSTR-1 CSV");
    assert.ok(csv.includes(BUYER_GSTIN), "the B2B buyer's GSTIN in the CSV");

    // Issue 28: the offline tool's zip, one CSV per section; the business buyer's invoice is a b2b row.
    const [zipped] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("link", { name: /GST offline tool \(ZIP\)/ }).click()]);
    const files = unzipSync(new Uint8Array(await readFile(await zipped.path())));
    const b2b = strFromU8(files["b2b,sez,de.csv"]);
    assert.match(b2b, /^GSTIN\/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,/);
    assert.ok(b2b.includes(BUYER_GSTIN) && b2b.includes(invoiceNumber), "the invoice is a b2b row of the zip");
  });
});
