/**
 * Browser journeys: a customer orders two products and reports a UPI payment short of the bill; an admin sees
 * it flagged underpaid, confirms the verification in an inline step and marks it delivered; another order is
 * marked Fake and shows as Deprecated to the customer. A new customer reads where the UPI reference is, has a
 * report above 10x the bill refused, pastes the reference with spaces and overpays; the admin verifies that
 * without a confirmation.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { DEMO, launchBrowser, newCustomerPage, newPage, signIn, uniqueEmail } from "./helpers.ts";

let browser: Browser;
let customer: Page;
let admin: Page;

// A fresh 12-digit UTR per run (the same UTR cannot pay two orders).
const utr = (n: number) => `${Date.now()}`.slice(-10).padStart(10, "9") + String(n).padStart(2, "0");

before(async () => {
  browser = await launchBrowser();
  // A customer of this journey alone (orders, cart and payments of its own); the demo admin is shared.
  ({ page: customer } = await newCustomerPage(browser, "orders"));
  ({ page: admin } = await newPage(browser));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  await browser.close();
});

/** Puts products into the customer's cart through the shop page. */
async function addToCart(names: string[], page: Page = customer) {
  await page.goto("/shop");
  for (const name of names) {
    const card = page.locator("main ul li article").filter({ hasText: name }).first();
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    await page.getByText(new RegExp(`${name}.*added to cart!`)).first().waitFor();
  }
}

/** Places an order from the whole cart and returns its short reference from the payment step. */
async function placeOrder(page: Page = customer): Promise<string> {
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Place Order" }).click();
  const heading = page.getByRole("heading", { name: /^Pay for order #/ });
  await heading.waitFor();
  return ((await heading.textContent()) ?? "").replace("Pay for order #", "").trim();
}

/** The order's card in the customer's "Your Orders" tab. */
async function customerCard(page: Page, ref: string) {
  await page.goto("/checkout");
  await page.getByRole("tab", { name: "Your Orders" }).click();
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Order #${ref}` }) });
}

function adminCard(ref: string) {
  return admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${ref}` }) });
}

async function adminAct(ref: string, action: string) {
  await admin.goto("/admin/orders");
  const card = adminCard(ref);
  await card.getByRole("button", { name: `${action} for order ${ref}` }).click();
  await card.getByRole("button", { name: `${action} for order ${ref}` }).waitFor({ state: "detached" });
  return card;
}

describe("ordering and paying by UPI", () => {
  let ref = "";

  test("Place Order with nothing selected is refused with the spec's message", async () => {
    await addToCart(["Groundnut Oil"]);
    await customer.goto("/checkout");
    await customer.getByRole("checkbox").first().uncheck();
    let message = "";
    customer.once("dialog", (dialog) => {
      message = dialog.message();
      void dialog.accept();
    });
    await customer.getByRole("button", { name: "Place Order" }).click();
    assert.equal(message, "Please select at least one product");
  });

  test("a customer orders two products and sees the UPI QR with the server's bill", async () => {
    await addToCart(["Foxtail Millet"]);
    ref = await placeOrder();
    assert.equal(ref.length, 6);
    await customer.getByText(/^Total Bill:/).waitFor();
    const qr = customer.locator("svg title").filter({ hasText: /UPI QR code/ });
    assert.equal(await qr.count(), 1);
    const upiLink = await customer.getByRole("link", { name: "Pay with UPI app" }).getAttribute("href");
    assert.match(upiLink ?? "", /^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&am=\d+\.\d{2}&cu=INR&tn=Order%20\w{6}&tr=\w{6}$/);
    assert.ok(upiLink?.endsWith(`tr=${ref}`));
  });

  test("submitting without the UTR asks to Fill Everything; with it the order shows as done", async () => {
    await customer.getByRole("button", { name: "Done" }).click();
    await customer.getByText("Fill Everything").waitFor();
    await customer.getByLabel("Amount Paid").fill("100");
    await customer.getByLabel("Transaction ID").fill("12345");
    await customer.getByRole("button", { name: "Done" }).click();
    await customer.getByRole("alert").filter({ hasText: /12-digit/ }).waitFor();
    await customer.getByLabel("Transaction ID").fill(utr(1));
    await customer.getByRole("button", { name: "Done" }).click();
    await customer.getByText("Payment Submitted").waitFor();

    await customer.getByRole("tab", { name: "Your Orders" }).click();
    const card = customer.getByRole("listitem").filter({ has: customer.getByRole("heading", { name: `Order #${ref}` }) });
    await card.getByText("done", { exact: true }).waitFor();
    assert.equal(await card.getByRole("button", { name: /Pay Now/ }).count(), 0);
    assert.equal(await card.getAttribute("data-tone"), "in-progress");
    // ₹100 against a bill of two products: the card says so in words.
    await card.getByText(/^Underpaid by ₹[\d,.]+ \(₹100 paid of a bill of ₹[\d,.]+\)\.$/).waitFor();
  });

  test("the admin verifies the payment and marks the order delivered", async () => {
    await admin.goto("/admin/orders?paymentStatus=done");
    const card = adminCard(ref);
    await card.getByText(/^Underpaid by ₹[\d,.]+ \(₹100 paid of a bill of ₹[\d,.]+\)\.$/).waitFor();
    assert.equal(await card.getByRole("button", { name: `Delivered for order ${ref}` }).count(), 0, "no delivery before verification");

    // Verified on an underpaid order opens a confirm step that takes focus; Escape closes it and gives focus back.
    const verify = card.getByRole("button", { name: `Verified for order ${ref}` });
    await verify.click();
    const confirm = card.getByRole("alertdialog", { name: `Verify an underpaid payment for order #${ref}?` });
    await confirm.waitFor();
    assert.equal(await confirm.evaluate((node) => node === document.activeElement), true, "the confirm step has focus");
    await confirm.getByText(/This order is underpaid by ₹/).waitFor();
    await admin.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    assert.equal(await verify.evaluate((node) => node === document.activeElement), true, "focus is back on Verified");
    await card.getByText("Payment: done").waitFor();

    await verify.click();
    await confirm.getByRole("button", { name: `Verify anyway for order ${ref}` }).click();
    // Verified, the order leaves this list of reported payments.
    await card.waitFor({ state: "detached" });
    const verified = await adminAct(ref, "Delivered");
    await verified.getByText("Order: delivered").waitFor();
    await verified.getByText("Status history").click();
    await verified.getByText(/admin verify .* confirmed as underpaid by ₹/).waitFor();
    await verified.getByText(/admin deliver/).waitFor();

    await customer.goto("/checkout");
    await customer.getByRole("tab", { name: "Your Orders" }).click();
    const mine = customer.getByRole("listitem").filter({ has: customer.getByRole("heading", { name: `Order #${ref}` }) });
    assert.equal(await mine.getAttribute("data-tone"), "delivered");
  });

  test("another order marked Fake shows as Deprecated to the customer", async () => {
    await addToCart(["Turmeric Powder"]);
    const fakeRef = await placeOrder();
    await customer.getByLabel("Amount Paid").fill("1");
    await customer.getByLabel("Transaction ID").fill(utr(2));
    await customer.getByRole("button", { name: "Done" }).click();
    await customer.getByText("Payment Submitted").waitFor();

    const card = await adminAct(fakeRef, "Fake");
    await card.getByText("Order: wrong order").waitFor();

    await customer.goto("/checkout");
    await customer.getByRole("tab", { name: "Your Orders" }).click();
    const deprecated = customer.getByRole("listitem").filter({ has: customer.getByRole("heading", { name: "Deprecated" }) });
    assert.ok((await deprecated.count()) >= 1);
    assert.equal(await customer.getByRole("heading", { name: `Order #${fakeRef}` }).count(), 0);
    assert.equal(await deprecated.first().getAttribute("data-tone"), "wrong");
  });
});

describe("payment checks for a new customer", () => {
  let shopper: Page;
  let ref = "";
  let billRupees = 0;
  const reference = utr(3);

  before(async () => {
    ({ page: shopper } = await newPage(browser));
    await shopper.goto("/login");
    await shopper.getByRole("button", { name: "Sign up", exact: true }).click();
    await shopper.getByLabel("Full name").fill("Payment Checker");
    await shopper.getByLabel("Phone number").fill("9876501299");
    await shopper.getByLabel("Email address").fill(uniqueEmail("payer"));
    await shopper.getByLabel("Password", { exact: true }).fill("Payer#Pass2026");
    await shopper.getByLabel("Door no.").fill("3-9");
    await shopper.getByLabel("Street").fill("Temple Street");
    await shopper.getByLabel("City").fill("Tenali");
    await shopper.getByLabel("Pincode").fill("522201");
    await shopper.getByLabel("State").selectOption("Andhra Pradesh");
    // The consent to the privacy notice is never pre-ticked (issue 20).
    await shopper.getByRole("checkbox", { name: /I have read the privacy notice/ }).check();
    await shopper.getByRole("button", { name: "Sign up", exact: true }).click();
    await shopper.waitForURL((url) => url.pathname === "/");
  });

  test("the payment form says where each app shows the 12-digit reference", async () => {
    await addToCart(["Foxtail Millet"], shopper);
    ref = await placeOrder(shopper);
    const billText = (await shopper.getByText(/^Total Bill:/).textContent()) ?? "";
    billRupees = Number(billText.replace(/[^\d.]/g, ""));
    assert.ok(billRupees > 0, billText);
    const utrInput = shopper.getByLabel("Transaction ID");
    const helpId = await utrInput.getAttribute("aria-describedby");
    assert.ok(helpId);
    const help = shopper.locator(`[id="${helpId}"]`);
    for (const line of ["Google Pay: “UPI transaction ID”", "PhonePe: “UTR”", "Paytm: “UPI Ref. No.”", "BHIM: “UPI Ref ID” or “Transaction ID”"]) {
      await help.getByText(line, { exact: true }).waitFor();
    }
    await help.getByText(/spaces or hyphens is fine/).waitFor();
  });

  test("a report above 10x the bill is refused with the limit; the reference pasted with spaces is accepted", async () => {
    await shopper.getByLabel("Amount Paid").fill(String(Math.round(billRupees * 11)));
    await shopper.getByLabel("Transaction ID").fill(`${reference.slice(0, 4)} ${reference.slice(4, 8)} ${reference.slice(8)}`);
    await shopper.getByRole("button", { name: "Done" }).click();
    await shopper.getByRole("alert").filter({ hasText: /Amount paid .*at most ₹[\d,.]+, 10 times the bill/ }).waitFor();

    const overpaid = Math.round((billRupees + 5) * 100) / 100;
    await shopper.getByLabel("Amount Paid").fill(String(overpaid));
    await shopper.getByRole("button", { name: "Done" }).click();
    await shopper.getByText("Payment Submitted").waitFor();

    const card = await customerCard(shopper, ref);
    await card.getByText(/^Overpaid by ₹5 \(/).waitFor();
  });

  test("the admin sees the reference as 12 digits and the overpaid flag, and verifies without a confirm step", async () => {
    await admin.goto("/admin/orders?paymentStatus=done");
    const card = adminCard(ref);
    await card.getByText(reference, { exact: true }).waitFor();
    await card.getByText(/^Overpaid by ₹5 \(/).waitFor();
    await card.getByRole("button", { name: `Verified for order ${ref}` }).click();
    // No confirm step: the order is verified straight away and leaves this list of reported payments.
    await card.waitFor({ state: "detached" });
    await admin.goto("/admin/orders?paymentStatus=verified");
    await adminCard(ref).getByText("Payment: verified").waitFor();
    await adminCard(ref).getByText("Status history").click();
    await adminCard(ref).getByText(/admin verify/).waitFor();
    assert.equal(await adminCard(ref).getByText(/confirmed as underpaid/).count(), 0);
  });
});
