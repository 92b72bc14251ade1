/**
 * The edge cache in a real browser (issue 18): an anonymous page answered from the cache hydrates and runs under
 * its script-hash CSP, a price change shows on the very next anonymous visit, and a signed-in visitor is never
 * answered from (or stored into) the cache.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, DEMO, launchBrowser, newCustomerPage, newPage } from "./helpers.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

const PHONE = { width: 390, height: 844 };

/** Collects CSP violations from the first script on (an inline script missing from the CSP's hashes is one). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" },
    body: JSON.stringify({ emailAddress: DEMO.admin.email, password: DEMO.admin.password }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { token: string }).token;
}

describe("the edge cache in the browser", () => {
  test("an anonymous /shop served from the cache hydrates and runs without a CSP violation, at phone width", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const violations = await watchCsp(page);
    await page.goto("/shop?edge=journey", { waitUntil: "networkidle" });
    const second = await page.goto("/shop?edge=journey", { waitUntil: "networkidle" });
    assert.equal(second?.headers()["x-cache"], "HIT");
    assert.doesNotMatch(second?.headers()["content-security-policy"] ?? "", /nonce-/);
    // Typing shows suggestions: that is React running, i.e. the hashed inline scripts were allowed.
    await page.getByRole("combobox", { name: "Search products" }).fill("oil");
    await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first().waitFor();
    assert.deepEqual(await violations(), []);
    await context.close();
  });

  test("a price changed by the admin shows on the next anonymous visit of the product page", async () => {
    const token = await adminToken();
    const { products } = (await (await fetch(`${BASE_URL}/api/admin/product/all`)).json()) as { products: { _id: string; slug: string; name: string; category: { _id: string }; description: string; mrp: number; salePrice: number; variants: unknown[] }[] };
    const product = products.find((candidate) => candidate.variants.length === 1)!;
    const { context, page } = await newPage(browser, PHONE);
    const path = `/products/${product.slug}`;
    await page.goto(path);
    assert.equal((await page.goto(path))?.headers()["x-cache"], "HIT");

    const detail = (await (await fetch(`${BASE_URL}/api/admin/product/${product._id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { product?: Record<string, unknown> } & Record<string, unknown>;
    const view = (detail.product ?? detail) as { variants: Record<string, unknown>[]; blobId: { _id: string } | null };
    // The product as the admin form sends it back: ids for the category and the linked article.
    const current = { ...view, category: product.category._id, blobId: view.blobId?._id ?? "" };
    const newPrice = Math.round(product.salePrice) - 1;
    const packs = current.variants.map((pack) => ({ ...pack, salePrice: newPrice }));
    const saved = await fetch(`${BASE_URL}/api/admin/product/update/${product._id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...current, variants: packs }),
    });
    assert.equal(saved.status, 200, await saved.text());

    const after = await page.goto(path);
    assert.equal(after?.headers()["x-cache"], "MISS");
    await page.getByText(`₹${newPrice}`).first().waitFor();
    await page.screenshot({ path: "/tmp/edge-cache-product-390.png" });

    // Put the demo shop back as it was.
    const restore = await fetch(`${BASE_URL}/api/admin/product/update/${product._id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(current),
    });
    assert.equal(restore.status, 200, await restore.text());
    await context.close();
  });

  test("a signed-in customer's pages bypass the cache; the anonymous page after theirs shows nobody", async () => {
    const { context, page } = await newCustomerPage(browser, "edgecache");
    const mine = await page.goto("/shop?edge=signed-in");
    assert.equal(mine?.headers()["x-cache"], "BYPASS");
    assert.equal(mine?.headers()["cache-control"], "private, no-store");
    await page.getByRole("link", { name: "Profile" }).first().waitFor();
    await context.close();

    const visitor = await newPage(browser);
    const theirs = await visitor.page.goto("/shop?edge=signed-in");
    assert.equal(theirs?.headers()["x-cache"], "MISS");
    await visitor.page.getByRole("link", { name: "Login" }).first().waitFor();
    assert.equal(await visitor.page.getByRole("link", { name: "Profile" }).count(), 0);
    await visitor.context.close();
  });
});
