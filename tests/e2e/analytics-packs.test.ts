/** Browser journey: the admin's sales analytics break each top product down by pack size. */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newPage, signIn, signUpCustomer } from "./helpers.ts";

type Pack = { _id: string; label: string; inStock: boolean };
type Product = { _id: string; name: string; variants: Pack[] };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** A paid order of two packs of one product, placed by a customer of this journey alone. */
async function placeTwoPackOrder(): Promise<Product> {
  const customer = await signUpCustomer("Packs");
  const { products } = (await api("/api/admin/product/all")) as { products: Product[] };
  const product = products.find((candidate) => candidate.variants.filter((pack) => pack.inStock).length >= 2);
  assert.ok(product, "the demo shop sells a product in two packs that are in stock");
  const [first, second] = product.variants.filter((pack) => pack.inStock);
  const lines = [
    { productId: product._id, variantId: first._id, quantity: 2 },
    { productId: product._id, variantId: second._id, quantity: 1 },
  ];
  const order = await api("/api/order", { method: "POST", token: customer.token, body: { products: lines } });
  const transactionId = `7${String(Date.now()).slice(-11)}`;
  await api(`/api/order/${order._id}`, { method: "PUT", token: customer.token, body: { amountPaid: order.bill, transactionId, paymentStatus: "done" } });
  return product;
}

describe("analytics per pack", () => {
  test("each top product of the day has a table of its packs whose units add up to the product's", async () => {
    const ordered = await placeTwoPackOrder();
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto("/admin/analysis?period=daily");
    // The sales top list (the returns section below it has a "Product" column too, beside its "RTO rate").
    const topTable = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Product", exact: true }), hasNot: page.getByRole("columnheader", { name: "RTO rate" }) });
    await topTable.waitFor();
    const breakdowns = page.getByRole("table", { name: /^Packs of / });
    const count = await breakdowns.count();
    assert.ok(count >= 1, "today's order puts at least one product in the top list");
    for (let index = 0; index < count; index++) {
      const breakdown = breakdowns.nth(index);
      const name = (await breakdown.locator("caption").innerText()).replace(/^Packs of /, "");
      const units = await breakdown.locator("tbody tr td:nth-of-type(1)").allInnerTexts();
      assert.ok(units.length >= 1, `${name}: at least one pack`);
      const productRow = topTable.locator("tbody > tr", { hasText: name }).first();
      const productUnits = Number(await productRow.locator(":scope > td").nth(1).innerText());
      assert.equal(units.reduce((sum, value) => sum + Number(value), 0), productUnits, `${name}: pack units add up`);
    }
    // When the journey's own product made the top list, both its packs are named rows of its breakdown.
    const own = page.getByRole("table", { name: `Packs of ${ordered.name}` });
    if (await own.count()) {
      for (const pack of ordered.variants.filter((candidate) => candidate.inStock).slice(0, 2)) {
        await own.getByRole("rowheader", { name: pack.label, exact: true }).waitFor();
      }
    }
    await context.close();
  });
});
