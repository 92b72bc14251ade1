/**
 * Language in the address (issue 30), through the real app in workerd: English at today's URLs and Telugu under
 * /te/; a first visit follows Accept-Language and the choice is remembered; the switch keeps the page; the edge
 * cache keeps a Telugu and an English answer apart; the sitemap and the pages name valid, reciprocal alternates.
 */
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { requestContext } from "../../worker/http/page-context";
import { languageAlternates } from "../../app/lib/seo";
import { langOfPath, pathInLang, pathWithoutLang, preferredLang, requestLang } from "../../worker/shared/i18n/languages";
import { call, ORIGIN } from "../helpers/api";
import { callPage } from "../helpers/pages";

/** A page renderer that prints the language the request's context says, as every page's loaders read it. */
const langApp = createApp(async (_request, context) => {
  const { lang } = context.get(requestContext);
  return new Response(`<!doctype html><html lang="${lang}"><title>${lang}</title></html>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}, () => "language-app");
const HTML = { Accept: "text/html,application/xhtml+xml" };

describe("languages.ts", () => {
  it("reads a page's language from its address", () => {
    expect(["/", "/shop", "/tea", "/products/te", "/te.json"].map(langOfPath)).toEqual(["en", "en", "en", "en", "en"]);
    expect(["/te", "/te/", "/te/shop", "/te.data", "/te/products/x.data"].map(langOfPath)).toEqual(["te", "te", "te", "te", "te"]);
    expect(pathWithoutLang("/te")).toBe("/");
    expect(pathWithoutLang("/te/shop")).toBe("/shop");
  });

  it("moves a site path between languages, leaving the API, admin, files and other sites alone", () => {
    expect(pathInLang("/", "te")).toBe("/te");
    expect(pathInLang("/shop?q=oil#top", "te")).toBe("/te/shop?q=oil#top");
    expect(pathInLang("/te/shop?q=oil", "en")).toBe("/shop?q=oil");
    expect(pathInLang("/te/shop", "te")).toBe("/te/shop");
    for (const path of ["/api/products", "/admin/orders", "/images/a.jpg", "/orders/o1/invoice", "/sitemap.xml", "//evil.test/x", "https://x.test/", "#main"]) {
      expect(pathInLang(path, "te")).toBe(path);
    }
  });

  it("ranks Accept-Language by q-value and order, and ignores languages the shop does not speak", () => {
    expect(preferredLang("te-IN,te;q=0.9,en-US;q=0.8")).toBe("te");
    expect(preferredLang("en-IN,te;q=0.9")).toBe("en");
    expect(preferredLang("hi-IN,te;q=0.7,en;q=0.5")).toBe("te");
    expect(preferredLang("en;q=0.2,te;q=0.8")).toBe("te");
    expect(preferredLang("fr-FR,de")).toBeNull();
    expect(preferredLang("te;q=0")).toBeNull();
    expect(preferredLang(undefined)).toBeNull();
  });

  it("gives a non-page request ?lang=, else a /te/ address, else the remembered choice, else English", () => {
    expect(requestLang(new Request(`${ORIGIN}/api/products?lang=te`))).toBe("te");
    expect(requestLang(new Request(`${ORIGIN}/te/checkout`, { method: "POST" }))).toBe("te");
    expect(requestLang(new Request(`${ORIGIN}/api/cart`, { headers: { Cookie: "a=1; lang=te" } }))).toBe("te");
    expect(requestLang(new Request(`${ORIGIN}/api/cart`, { headers: { Cookie: "lang=xx" } }))).toBe("en");
    expect(requestLang(new Request(`${ORIGIN}/api/cart`))).toBe("en");
  });
});

describe("landing in a language", () => {
  it("sends a first visit whose browser prefers Telugu to the Telugu page, and remembers it", async () => {
    const response = await call("/shop?category=c1", { app: langApp, headers: { ...HTML, "Accept-Language": "te-IN,te;q=0.9,en;q=0.5" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/te/shop?category=c1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=te; Path=\/; SameSite=Lax; Max-Age=\d+; Secure$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves English readers, remembered English, posts, data requests and the API where they are", async () => {
    const english = await call("/shop", { app: langApp, headers: { ...HTML, "Accept-Language": "en-IN,te;q=0.5" } });
    expect([english.status, english.text]).toEqual([200, expect.stringContaining('lang="en"')]);
    const chosen = await call("/shop", { app: langApp, cookie: "lang=en", headers: { ...HTML, "Accept-Language": "te" } });
    expect(chosen.status).toBe(200);
    const data = await call("/shop.data", { app: langApp, headers: { "Accept-Language": "te" } });
    expect(data.status).not.toBe(302);
    const api = await call("/api/promotion", { headers: { ...HTML, "Accept-Language": "te" } });
    expect(api.status).toBe(200);
  });

  it("follows the remembered Telugu choice from an English address", async () => {
    const response = await call("/commonqueries", { app: langApp, cookie: "lang=te", headers: HTML });
    expect([response.status, response.headers.get("Location")]).toEqual([302, "/te/commonqueries"]);
  });

  it("switches language on the same page, remembering the choice, and only ever to a page of this site", async () => {
    const toTelugu = await call(`/language?to=te&next=${encodeURIComponent("/products/oil?x=1")}`, { app: langApp });
    expect([toTelugu.status, toTelugu.headers.get("Location")]).toEqual([302, "/te/products/oil?x=1"]);
    expect(toTelugu.headers.get("Set-Cookie")).toContain("lang=te;");
    const toEnglish = await call(`/language?to=en&next=${encodeURIComponent("/te/products/oil")}`, { app: langApp });
    expect([toEnglish.headers.get("Location"), toEnglish.headers.get("Set-Cookie")?.split(";")[0]]).toEqual(["/products/oil", "lang=en"]);
    for (const next of ["//evil.test/x", "https://evil.test/", "/\\evil.test"]) {
      const response = await call(`/language?to=te&next=${encodeURIComponent(next)}`, { app: langApp });
      expect(response.headers.get("Location")).toBe("/te");
    }
  });

  it("renders a page in its address's language whatever the cookie says", async () => {
    const telugu = await call("/te/shop", { app: langApp, cookie: "lang=en", headers: HTML });
    expect(telugu.text).toContain('lang="te"');
    const page = await callPage("/te/shop");
    expect(page.body.loaderData.root.lang).toBe("te");
    expect(page.body.loaderData.root.messages["common.navShop"]).toEqual(["షాప్"]);
    const english = await callPage("/shop");
    expect(english.body.loaderData.root.messages["common.navShop"]).toEqual(["Shop"]);
  });
});

describe("the edge cache and languages", () => {
  it("keeps a Telugu and an English answer to the same page apart", async () => {
    const path = `/shop?lang-cache=${crypto.randomUUID().slice(0, 8)}`;
    const [teMiss, enMiss] = [await call(`/te${path}`, { app: langApp }), await call(path, { app: langApp })];
    expect([teMiss.headers.get("X-Cache"), enMiss.headers.get("X-Cache")]).toEqual(["MISS", "MISS"]);
    const [teHit, enHit] = [await call(`/te${path}`, { app: langApp }), await call(path, { app: langApp })];
    expect([teHit.headers.get("X-Cache"), enHit.headers.get("X-Cache")]).toEqual(["HIT", "HIT"]);
    expect([teHit.text, enHit.text].map((text) => /lang="(\w+)"/.exec(text)?.[1])).toEqual(["te", "en"]);
  });
});

describe("alternates", () => {
  it("names every language's address and an English x-default, the same set from each language's page", () => {
    const links = languageAlternates(ORIGIN, "/products/oil");
    expect(links).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${ORIGIN}/products/oil` },
      { tagName: "link", rel: "alternate", hrefLang: "te", href: `${ORIGIN}/te/products/oil` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/products/oil` },
    ]);
  });

  it("lists each page of the sitemap in both languages, each with valid, reciprocal alternates", async () => {
    const sitemap = await callPage("/sitemap.xml");
    expect(sitemap.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...sitemap.text.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const locs = new Set(urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)![1]!));
    expect(locs).toContain(`${ORIGIN}/shop`);
    expect(locs).toContain(`${ORIGIN}/te/shop`);
    expect(locs).toContain(`${ORIGIN}/te`);
    for (const url of urls) {
      const loc = /<loc>([^<]*)<\/loc>/.exec(url)![1]!;
      const alternates = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]);
      expect(alternates.map(([lang]) => lang)).toEqual(["en", "te", "x-default"]);
      // The page itself is among its alternates, and every alternate is a page of the sitemap (reciprocal).
      expect(alternates.map(([, href]) => href)).toContain(loc);
      for (const [, href] of alternates) expect(locs.has(href!.replace(/&amp;/g, "&")) || locs.has(href!), href).toBe(true);
    }
  });
});
