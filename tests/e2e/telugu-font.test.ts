/**
 * Browser journey (issue 30): Telugu pages draw Telugu with the self-hosted Noto Sans Telugu (public/fonts/, made by
 * `npm run fonts:web`), English pages never download it, and its arrival does not move the page.
 *
 * - No page preloads it (a preload cost Telugu pages about 1.5 s of Lighthouse's simulated LCP: app/root.tsx).
 * - The file is served as font/woff2 with a year's immutable caching (its name carries its content hash).
 * - An English page shows Telugu words too (the language switch) and still requests no font; a Telugu page requests
 *   it exactly once and uses it.
 * - With the font held back for a while (a slow phone network), the page is drawn at once in the system font and
 *   the swap moves nothing: layout shifts add up to at most 0.02, issue 30's CLS budget.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { TELUGU_FONT_URL } from "../../app/lib/telugu-font.ts";
import { BASE_URL, launchBrowser, newPage } from "./helpers.ts";

const FONT_FAMILY = "Ghani Noto Sans Telugu";
const CLS_BUDGET = 0.02;
const TELUGU = /[\u0c00-\u0c7f]/;

/**
 * The height of every element whose own text is Telugu, in document order (run in the page). A height that changes
 * when the font arrives is text that wrapped differently: a shift below it, seen or not.
 */
function teluguBoxHeights(): { text: string; height: number }[] {
  const boxes: { text: string; height: number }[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? "").join("");
    if (!/[\u0c00-\u0c7f]/.test(own)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0) boxes.push({ text: own.trim().slice(0, 40), height: rect.height });
  }
  return boxes;
}

let browser: Browser;
let productPath: string;
before(async () => {
  browser = await launchBrowser();
  const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
  const path = /<loc>[^<]*?(\/products\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  assert.ok(path, "the sitemap lists no product page");
  productPath = path;
});
after(async () => {
  await browser.close();
});

/** The font preload links of a page's HTML. */
async function fontPreloads(path: string): Promise<string[]> {
  const response = await fetch(`${BASE_URL}${path}`);
  assert.equal(response.status, 200, `${path}: HTTP ${response.status}`);
  const html = await response.text();
  return [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes('as="font"'));
}

describe("the Telugu web font", () => {
  test("no page preloads it: Telugu pages name it in their inline styles only", async () => {
    for (const path of ["/te/", "/te/shop", `/te${productPath}`, "/", "/shop", productPath]) {
      assert.deepEqual(await fontPreloads(path), [], `${path} preloads a font`);
    }
    const html = await (await fetch(`${BASE_URL}/te/`)).text();
    assert.ok(html.includes(TELUGU_FONT_URL), "the Telugu page's styles name the font file");
  });

  test("the file is served as font/woff2 with a year's immutable caching", async () => {
    const response = await fetch(`${BASE_URL}${TELUGU_FONT_URL}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("Content-Type"), "font/woff2");
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    assert.match(cacheControl, /\bmax-age=31536000\b/, cacheControl);
    assert.match(cacheControl, /\bimmutable\b/, cacheControl);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 4).toString("latin1"), "wOF2");
    assert.ok(bytes.equals(readFileSync(join(import.meta.dirname, "..", "..", "public", TELUGU_FONT_URL))), "served bytes differ from public/");
  });

  test("an English page with Telugu words requests no font; a Telugu page requests it once and draws with it", { timeout: 120_000 }, async () => {
    for (const path of ["/", "/shop", "/te/", "/te/shop"]) {
      const { context, page } = await newPage(browser, { width: 412, height: 823 });
      const fontRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font" || request.url().includes("/fonts/")) fontRequests.push(request.url());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      const text = await page.locator("body").innerText();
      assert.match(text, TELUGU, `${path} shows no Telugu at all: the check would prove nothing`);
      if (path.startsWith("/te/")) {
        assert.deepEqual(fontRequests, [`${BASE_URL}${TELUGU_FONT_URL}`], `${path}: font requests`);
        const used = await page.evaluate(async (family) => {
          await document.fonts.ready;
          const face = [...document.fonts].find((font) => font.family.replaceAll('"', "") === family);
          return { status: face?.status, bodyFont: getComputedStyle(document.body).fontFamily };
        }, FONT_FAMILY);
        assert.equal(used.status, "loaded", `${path}: the font face is ${used.status}`);
        assert.ok(used.bodyFont.startsWith(`"${FONT_FAMILY}"`), `${path}: body font ${used.bodyFont}`);
      } else {
        assert.deepEqual(fontRequests, [], `${path} requested ${fontRequests.join(", ")}`);
      }
      await context.close();
    }
  });

  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 900 }]) {
    test(`the font arriving late moves nothing (CLS <= ${CLS_BUDGET}, ${viewport.width} px wide)`, { timeout: 120_000 }, async () => {
      for (const path of ["/te/", "/te/shop", `/te${productPath}`]) {
        const { context, page } = await newPage(browser, viewport);
        let releaseFont = () => {};
        const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
        await page.route(`**${TELUGU_FONT_URL}`, async (route) => {
          await fontHeld;
          await route.continue();
        });
        await page.addInitScript(() => {
          const shifts: number[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: "layout-shift", buffered: true });
          (window as unknown as { shifts: number[] }).shifts = shifts;
        });
        // Not "load": a font on its way holds the load event back.
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await page.waitForTimeout(500);
        // Swap: the text is there in the system's Telugu font while the file is still on its way.
        const before = await page.evaluate((family) => {
          const face = [...document.fonts].find((font) => font.family.replaceAll('"', "") === family);
          return { status: face?.status, text: document.body.innerText };
        }, FONT_FAMILY);
        const heightsBefore = await page.evaluate(teluguBoxHeights);
        assert.notEqual(before.status, "loaded", `${path}: the font was not held back`);
        assert.match(before.text, TELUGU, `${path}: no Telugu shown before the font arrived`);
        releaseFont();
        await page.waitForFunction((family) => [...document.fonts].some((font) => font.family.replaceAll('"', "") === family && font.status === "loaded"), FONT_FAMILY);
        // Two frames for the swap to be laid out and any shift to be reported.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await page.waitForTimeout(300);
        const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
        // CLS only sees the screen: below it, no Telugu text may wrap into more or fewer lines either.
        const heightsAfter = await page.evaluate(teluguBoxHeights);
        assert.ok(heightsBefore.length > 0, `${path}: no Telugu text found`);
        const rewrapped = heightsBefore.filter((box, index) => Math.abs(box.height - (heightsAfter[index]?.height ?? Number.NaN)) > 0.5);
        assert.deepEqual(rewrapped.map((box) => box.text), [], `${path} at ${viewport.width} px: Telugu text changed height when the font arrived`);
        assert.ok(cls <= CLS_BUDGET, `${path} at ${viewport.width} px: layout shifts add up to ${cls.toFixed(4)} (budget ${CLS_BUDGET})`);
        await context.close();
      }
    });
  }
});
