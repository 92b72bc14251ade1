/**
 * Browser journeys through the payments page (issue 16): a customer of its own pays one order by UPI and leaves a
 * second one unpaid; the admin opens Payments from the sidebar, imports an HDFC statement made for the run, verifies
 * every exact match, records the unpaid order from the statement line it suggests, and the customer's card and the
 * admin's order list say so. A short payment needs the confirm step; an unknown bank's columns are mapped once and
 * saved; a garbage file and a dropped connection leave the page with a message and the chosen file. Then the page
 * at phone and desktop width under axe (screenshots into E2E_SCREENSHOT_DIR when it is set).
 */
import assert from "node:assert/strict";
import { randomInt } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import type { Browser, BrowserContext, Locator, Page, Route } from "playwright-core";
import { assertPageKept, DEMO, launchBrowser, newCustomerPage, newPage, querySql, signIn } from "./helpers.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const statementsDir = mkdtempSync(join(tmpdir(), "ghani-statements-"));

let browser: Browser;
let customer: { context: BrowserContext; page: Page };
let admin: Page;

before(async () => {
  browser = await launchBrowser();
  customer = await newCustomerPage(browser, "payments");
  ({ page: admin } = await newPage(browser));
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL((url) => url.pathname === "/admin");
});
after(async () => {
  await browser.close();
});

/** A 12-digit UPI reference no other journey uses (one reference cannot pay two orders). */
const freshUtr = () => `6${Date.now().toString().slice(-8)}${String(randomInt(1000)).padStart(3, "0")}`;

/** Today in IST as [yyyy, mm, dd]: the statement lines must fall on the day the orders were placed. */
function istToday(): [string, string, string] {
  const [year, month, date] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split("-");
  return [year, month, date];
}

type Credit = { utr: string; amount: number; payer?: string };

/** An HDFC net-banking CSV export (detected from its header row), every line a UPI credit dated today. */
function hdfcStatement(credits: Credit[]): string {
  const [year, month, date] = istToday();
  const day = `${date}/${month}/${year.slice(2)}`;
  const rows = credits.map(({ utr, amount, payer = "ASHA RANI" }) =>
    [day, `"UPI-${payer}-asha@okaxis-UTIB0000123-${utr}-Payment"`, `0000${utr}`, day, "", amount.toFixed(2), "100000.00"].join(","),
  );
  return [
    "HDFC BANK Ltd.,,,,,,",
    "Account No :50100012345678,,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    ...rows,
    "",
    "STATEMENT SUMMARY,,,,,,",
  ].join("\n");
}

function writeStatement(name: string, text: string): string {
  const path = join(statementsDir, name);
  writeFileSync(path, text);
  return path;
}

/** Puts one product into the customer's cart through the shop page. */
async function addToCart(page: Page, name: string) {
  await page.goto("/shop");
  const card = page.locator("main ul li article").filter({ hasText: name }).first();
  await card.getByRole("button", { name: /Add to Cart/ }).click();
  await page.getByText(new RegExp(`${name}.*added to cart!`)).first().waitFor();
}

/** Orders one product through the pages; returns the order's short reference and its bill in rupees. */
async function orderOne(page: Page, product: string): Promise<{ ref: string; bill: number }> {
  await addToCart(page, product);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Place Order" }).click();
  const heading = page.getByRole("heading", { name: /^Pay for order #/ });
  await heading.waitFor();
  const ref = ((await heading.textContent()) ?? "").replace("Pay for order #", "").trim();
  const [row] = querySql<{ bill_paise: number }>(`select bill_paise from orders where id like '%${ref}'`);
  assert.ok(row, `order ${ref} is stored`);
  return { ref, bill: row.bill_paise / 100 };
}

async function reportPayment(page: Page, amount: number, utr: string) {
  await page.getByLabel("Amount Paid").fill(String(amount));
  await page.getByLabel("Transaction ID").fill(utr);
  await page.getByRole("button", { name: "Done" }).click();
  await page.getByText("Payment Submitted").waitFor();
}

/** The upload form's fields. */
const fileInput = () => admin.getByLabel("Statement file (CSV or Excel .xlsx)");
const bankSelect = () => admin.getByLabel("Bank", { exact: true });
const notice = () => admin.getByRole("status").filter({ hasText: /\S/ });

async function importStatement(path: string) {
  await fileInput().setInputFiles(path);
  await admin.getByRole("button", { name: "Import statement" }).click();
}

async function countOf(status: string): Promise<number> {
  return Number(await admin.locator(`[data-count="${status}"]`).textContent());
}

async function showStatus(label: string) {
  await admin.getByRole("navigation", { name: "Match statuses" }).getByRole("link", { name: new RegExp(`^${label} \\d+$`) }).click();
  await admin.getByRole("list", { name: `${label} payments` }).waitFor();
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Full-page screenshots of the admin's page at phone and desktop width, when E2E_SCREENSHOT_DIR asks for them. */
async function shoot(name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The sidebar animates its width across the breakpoint: shoot once it has settled.
    const rail = width === 390 ? 64 : 256;
    await admin.waitForFunction((expected) => Math.round(document.querySelector("aside")?.getBoundingClientRect().width ?? 0) === expected, rail);
    await admin.screenshot({ path: `${dir}/admin-payments-${width}-${name}.png`, fullPage: true });
  }
  await admin.setViewportSize({ width: 1280, height: 900 });
}

/** The match entry whose statement line carries this UPI reference. */
const entryWith = (utr: string): Locator => admin.locator("li[data-match]").filter({ hasText: utr });

describe("payments checked against the bank statement", { timeout: 300_000 }, () => {
  const paidUtr = freshUtr();
  const unreportedUtr = freshUtr();
  const strayUtr = freshUtr();
  let paid = { ref: "", bill: 0 };
  let unpaid = { ref: "", bill: 0 };

  test("a customer pays one order by UPI and leaves another unpaid", async () => {
    const { page } = customer;
    paid = await orderOne(page, "Groundnut Oil");
    await reportPayment(page, paid.bill, paidUtr);
    unpaid = await orderOne(page, "Foxtail Millet");
    assert.notEqual(unpaid.ref, paid.ref);
  });

  test("the admin imports an HDFC statement from the Payments page and sees the import and the counts", async () => {
    await admin.goto("/admin");
    await admin.getByRole("complementary", { name: "Admin sections" }).getByRole("link", { name: "Payments" }).click();
    await admin.waitForURL((url) => url.pathname === "/admin/payments");
    await admin.getByRole("heading", { name: "Payments", level: 2 }).waitFor();
    const before = { matched: await countOf("matched"), suggested: await countOf("suggested"), unmatched: await countOf("unmatched_credit") };

    // A stray credit of an amount no order has: money that belongs to no order.
    const path = writeStatement(
      "hdfc-today.csv",
      hdfcStatement([
        { utr: paidUtr, amount: paid.bill },
        { utr: unreportedUtr, amount: unpaid.bill, payer: "JOURNEY TESTER" },
        { utr: strayUtr, amount: 43210.57, payer: "STRAY SENDER" },
      ]),
    );
    await importStatement(path);
    await notice().filter({ hasText: /^Imported hdfc-today\.csv: 3 lines from \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}, 3 credits\.$/ }).waitFor();
    await admin.waitForFunction((expected) => document.querySelector('[data-count="matched"]')?.textContent === String(expected), before.matched + 1);
    assert.equal(await countOf("suggested"), before.suggested + 1);
    assert.equal(await countOf("unmatched_credit"), before.unmatched + 1);

    const entry = entryWith(paidUtr);
    await entry.getByText(`Order #${paid.ref}`, { exact: false }).waitFor();
    await entry.getByText(/payment done/).waitFor();
    await assertPageKept(admin);
  });

  test("a dropped connection on Verify all matched leaves the page with a message; the retry verifies the order", async () => {
    const verifyAll = admin.getByRole("button", { name: /^Verify all matched \(\d+\)$/ });
    const matches = (url: URL) => url.pathname === "/admin/payments.data";
    let dropped = 0;
    const drop = async (route: Route) => {
      if (route.request().method() !== "POST") return route.fallback();
      dropped += 1;
      await route.abort("internetdisconnected");
    };
    await admin.route(matches, drop);
    await verifyAll.click();
    await admin.getByRole("alert").filter({ hasText: "That did not work. Please try again." }).waitFor();
    assert.equal(dropped, 1);
    await assertPageKept(admin);
    await entryWith(paidUtr).getByText(/payment done/).waitFor();
    await admin.unroute(matches, drop);

    await verifyAll.click();
    await notice().filter({ hasText: /^\d+ payments? verified\./ }).waitFor();
    await entryWith(paidUtr).getByText(/payment verified/).waitFor();
    assert.equal(await admin.getByRole("alert").count(), 0, "the old error is gone after a success");
  });

  test("a suggested statement line records the unpaid order's payment", async () => {
    await showStatus("Suggested");
    const entry = entryWith(unreportedUtr);
    await entry.getByText("One order fits this credit:").or(entry.getByText(/orders fit this credit/)).waitFor();
    await shoot("suggested");
    await entry.getByRole("button", { name: `This is its payment for order ${unpaid.ref}` }).click();
    await notice().filter({ hasText: "Payment verified from the bank statement" }).waitFor();
    // Settled by reference now, the line leaves the suggestions.
    await entry.waitFor({ state: "detached" });
    await showStatus("Matched");
    await entryWith(unreportedUtr).getByText(/payment verified/).waitFor();
  });

  test("the customer's order cards say the payment was received", async () => {
    const { page } = customer;
    await page.goto("/checkout");
    await page.getByRole("tab", { name: "Your Orders" }).click();
    for (const { ref } of [paid, unpaid]) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Order #${ref}` }) });
      await card.getByText("Payment received: we found it in our bank statement.").waitFor();
    }
  });

  test("the admin's order list shows the match badge", async () => {
    await admin.goto("/admin/orders?paymentStatus=verified");
    const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: `Order #${paid.ref}` }) });
    const badge = card.getByRole("link", { name: "Matched in bank statement" });
    await badge.waitFor();
    assert.equal(await badge.getAttribute("href"), "/admin/payments?status=matched");
  });

  test("a short payment is verified only through the confirm step", async () => {
    const { page } = customer;
    const shortUtr = freshUtr();
    const order = await orderOne(page, "Turmeric Powder");
    await reportPayment(page, order.bill, shortUtr);
    const received = Math.round((order.bill - 7) * 100) / 100;

    await admin.goto("/admin/payments");
    await importStatement(writeStatement("hdfc-short.csv", hdfcStatement([{ utr: shortUtr, amount: received }])));
    await notice().filter({ hasText: /^Imported hdfc-short\.csv: 1 line from/ }).waitFor();
    await showStatus("Short");
    const entry = entryWith(shortUtr);
    await entry.getByText("₹7 short of the bill").waitFor();
    assert.equal(await entry.getByRole("button", { name: /^Verify for order/ }).count(), 0, "no one-click verify for a short payment");

    // The confirm step takes the focus (its opener is gone); Escape closes it and gives the focus back.
    const opener = entry.getByRole("button", { name: `Verify short payment… for order ${order.ref}` });
    await opener.click();
    const confirm = entry.getByRole("alertdialog", { name: "Accept a payment less than the bill" });
    await confirm.getByText(/₹7 less than the bill/).waitFor();
    assert.equal(await isFocused(confirm), true, "the confirm step has the focus");
    await shoot("short-confirm");
    await admin.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    assert.equal(await isFocused(opener), true, "the focus is back on the button that opened the step");
    await entry.getByText(/payment done/).waitFor();

    await entry.getByRole("button", { name: `Verify short payment… for order ${order.ref}` }).click();
    await confirm.getByRole("button", { name: new RegExp(`^Accept ₹[\\d,.]+ for order ${order.ref}$`) }).click();
    await notice().filter({ hasText: "Payment verified from the bank statement" }).waitFor();
    await entry.getByText(/payment verified/).waitFor();
    const [row] = querySql<{ payment_status: string }>(`select payment_status from orders where id like '%${order.ref}'`);
    assert.equal(row.payment_status, "verified");
  });

  test("an unknown bank's columns are mapped from the file's header, saved by name and offered afterwards", async () => {
    const name = `Journey Co-op ${Date.now().toString(36)}`;
    const [year, month, date] = istToday();
    const utr = freshUtr();
    const path = writeStatement(
      "coop.csv",
      ["Txn Dt,Particulars,Dr Amt,Cr Amt", `${date}-${month}-${year},UPI/P2A/${utr}/MEENA/State Ban/order,,640.00`, `${date}-${month}-${year},ATM WDL,500.00,`].join("\n"),
    );
    await admin.goto("/admin/payments");
    await bankSelect().selectOption({ label: "Another bank: map its columns…" });
    await admin.getByText("Choose the file first: its header row lists the columns.").waitFor();
    await fileInput().setInputFiles(path);
    // The column choices come from the file's own header row.
    await admin.getByLabel("Credit (deposit) amount").locator("option", { hasText: "Cr Amt" }).waitFor({ state: "attached" });
    await admin.getByLabel("Save as (bank name)").fill(name);
    await admin.getByLabel("Date", { exact: true }).selectOption("Txn Dt");
    await admin.getByLabel("Narration / description").selectOption("Particulars");
    await admin.getByLabel("Credit (deposit) amount").selectOption("Cr Amt");
    await admin.getByLabel("Debit (withdrawal) amount").selectOption("Dr Amt");
    await admin.getByRole("button", { name: "Import statement" }).click();
    await notice().filter({ hasText: /^Imported coop\.csv: 2 lines .*, 1 credit\.$/ }).waitFor();

    await bankSelect().locator("option", { hasText: `${name} (saved mapping)` }).waitFor({ state: "attached" });
    const [row] = querySql<{ format: string }>(`select s.format from bank_credits c join bank_statements s on s.id = c.statement_id where c.utr = '${utr}'`);
    assert.equal(row?.format, name);
  });

  test("a garbage file is refused with the server's message and the chosen file stays", async () => {
    await admin.goto("/admin/payments");
    const path = writeStatement("garbage.csv", "this is not\na bank statement\n");
    await importStatement(path);
    const alert = admin.getByRole("alert");
    await alert.filter({ hasText: /header row|statement|column/i }).waitFor();
    assert.doesNotMatch((await alert.textContent()) ?? "", /That did not work/);
    await assertPageKept(admin);
    assert.equal(await fileInput().evaluate((input: HTMLInputElement) => input.files?.[0]?.name), "garbage.csv");
    await shoot("garbage");
    await admin.getByRole("button", { name: "Dismiss message" }).click();
    await alert.waitFor({ state: "detached" });
    await admin.getByRole("button", { name: "Import statement" }).waitFor();
  });

  for (const viewport of [
    { name: "390", width: 390, height: 844 },
    { name: "1280", width: 1280, height: 900 },
  ]) {
    test(`the page at ${viewport.width}px has no serious or critical axe violations and does not scroll sideways`, async () => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport, bypassCSP: true });
      const page = await context.newPage();
      await signIn(page, DEMO.admin.email, DEMO.admin.password);
      await page.waitForURL((url) => url.pathname === "/admin");
      for (const status of ["matched", "short", "unmatched_credit"]) {
        await page.goto(`/admin/payments?status=${status}`, { waitUntil: "networkidle" });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `${status}: the page is wider than the screen`);
        if (process.env.E2E_SCREENSHOT_DIR) {
          await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/admin-payments-${viewport.name}-${status}.png`, fullPage: true });
        }
        await page.evaluate(axeSource);
        const problems = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
          const result = await axe.run(document, { resultTypes: ["violations"] });
          return result.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
        });
        assert.deepEqual(problems, [], `${status} at ${viewport.width}px`);
      }
      await context.close();
    });
  }
});
