/**
 * Browser journey: a customer orders two products and reports a UPI payment; an admin verifies it and marks
 * it delivered; another order is marked Fake and shows as Deprecated to the customer.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { DEMO, launchBrowser, newPage, signIn } from "./helpers.ts";

let browser: Browser;
let customer: Page;
let admin: Page;

// A fresh 12-digit UTR per run (the same UTR cannot pay two orders).
const utr = (n: number) => `${Date.now()}`.slice(-10).padStart(10, "9") + String(n).padStart(2, "0");

before(async () => {
  browser = await launchBrowser();
  ({ page: customer } = await newPage(browser));
  ({ page: admin } = await newPage(browser));
  await signIn(customer, DEMO.customer.email, DEMO.customer.password);
  await customer.waitForURL((url) => url.pathname === "/");
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  await browser.close();
});

/** Puts products into the customer's cart through the shop page. */
async function addToCart(names: string[]) {
  await customer.goto("/shop");
  for (const name of names) {
    const card = customer.locator("main ul li article").filter({ hasText: name }).first();
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    await customer.getByText(new RegExp(`${name}.*added to cart!`)).first().waitFor();
  }
}

/** Places an order from the whole cart and returns its short reference from the payment step. */
async function placeOrder(): Promise<string> {
  await customer.goto("/checkout");
  await customer.getByRole("button", { name: "Place Order" }).click();
  const heading = customer.getByRole("heading", { name: /^Pay for order #/ });
  await heading.waitFor();
  return ((await heading.textContent()) ?? "").replace("Pay for order #", "").trim();
}

async function adminAct(ref: string, action: string) {
  await admin.goto("/admin/orders");
  const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${ref}` }) });
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
  });

  test("the admin verifies the payment and marks the order delivered", async () => {
    await admin.goto("/admin/orders?paymentStatus=done");
    const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${ref}` }) });
    await card.getByText(/differs from the bill/).waitFor();
    assert.equal(await card.getByRole("button", { name: `Delivered for order ${ref}` }).count(), 0, "no delivery before verification");
    await adminAct(ref, "Verified");
    const verified = await adminAct(ref, "Delivered");
    await verified.getByText("Order: delivered").waitFor();
    await verified.getByText("Status history").click();
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
