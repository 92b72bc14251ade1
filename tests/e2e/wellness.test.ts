/** Browser journeys: the protocols page, the wellness assistant, and the admin's sales analytics. */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { DEMO, launchBrowser, newPage, signIn } from "./helpers.ts";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe("wellness", () => {
  test("protocols: tabs, a disease popup with its tables, Escape closes it, the filter narrows the cards", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/protocols");
    assert.equal(await page.getByRole("tab", { name: "Special Diseases" }).getAttribute("aria-selected"), "true");
    await page.getByRole("button", { name: /Millet Porridge \(Ambali\)/ }).click();
    const howTo = page.getByRole("dialog", { name: "Millet Porridge (Ambali)" });
    await howTo.getByText("Strict rules to follow to prepare Ambali for best health benefits:").waitFor();
    await howTo.getByRole("button", { name: "Close" }).click();
    await howTo.waitFor({ state: "hidden" });

    await page.getByRole("tab", { name: "Cancer Protocols" }).click();
    assert.equal(await page.getByRole("tab", { name: "Cancer Protocols" }).getAttribute("aria-selected"), "true");
    // The keyboard moves between the groups as the WAI-ARIA tabs pattern says (the same TabList as checkout).
    await page.keyboard.press("ArrowRight");
    const preventive = page.getByRole("tab", { name: "Preventive Measures" });
    assert.equal(await preventive.getAttribute("aria-selected"), "true");
    assert.ok(await preventive.evaluate((element) => element === document.activeElement));
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.getByRole("tab", { name: "Special Diseases" }).getAttribute("aria-selected"), "true");
    await page.keyboard.press("End");
    assert.equal(await preventive.getAttribute("aria-selected"), "true");
    await page.getByRole("tab", { name: "Special Diseases" }).click();
    await page.getByRole("button", { name: /Psoriasis/ }).first().click();
    const popup = page.getByRole("dialog", { name: /Psoriasis/ });
    await popup.getByRole("columnheader", { name: "Duration" }).first().waitFor();
    await popup.getByText(/informational|general information/).first().waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });

    await page.getByLabel("Filter conditions").fill("lupus");
    const cards = page.locator("[role=tabpanel]:not([hidden]) li");
    assert.equal(await cards.count(), 1);
    await context.close();
  });

  test("the assistant turns a question into a rendered protocol; blank questions are not sent", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/aichat");
    const button = page.getByRole("button", { name: "Get Protocol" });
    await page.getByPlaceholder("Describe your wellness goals or ask about specific natural protocols...").fill("   ");
    assert.equal(await button.isDisabled(), true);
    await page.getByPlaceholder("Describe your wellness goals or ask about specific natural protocols...").fill("What can I do for diabetes?");
    await button.click();
    await page.getByRole("heading", { name: "Recommended Protocol:" }).waitFor();
    const answer = page.locator("section[aria-labelledby=answer-heading]");
    assert.ok((await answer.locator("h3").count()) >= 2, "headings rendered from lines ending with a colon");
    assert.ok((await answer.locator("li").count()) >= 3, "list items rendered from '* ' lines");
    assert.ok((await answer.locator("strong").count()) >= 1, "bold text rendered as <strong>");
    assert.equal(await answer.locator("text=**").count(), 0, "no raw markdown left");
    await page.getByRole("heading", { name: "Wellness Disclaimer" }).waitFor();
    await context.close();
  });

  test("the admin reads sales analytics for each period and can export them", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto("/admin/analysis");
    for (const label of ["Total Sales", "Amount Paid", "Total Orders", "Avg Order Value", "Avg Paid Value", "Active Customers", "Total Fake Orders"]) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    await page.getByRole("heading", { name: "Sales Trends" }).waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    await page.getByLabel(/^Period/).selectOption({ label: "Last 30 Days" });
    await page.waitForURL((url) => url.searchParams.get("period") === "monthly");
    const download = await page.request.get("/admin/analysis/export?period=monthly");
    assert.equal(download.status(), 200);
    assert.match(download.headers()["content-type"], /text\/csv/);
    assert.equal(download.headers()["cache-control"], "private, no-store");
    assert.match((await download.text()).split("\n")[0], /^"order_id","created_at","name","email"/);
    await context.close();
  });
});
