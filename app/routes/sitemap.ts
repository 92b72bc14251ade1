/**
 * /sitemap.xml: the public pages search engines should know, every product, category view, article and policy
 * included, each in both languages: one <url> per language's address, each naming all its language alternates
 * (xhtml:link hreflang, as Google reads them in sitemaps), the same set as the pages' own <link rel="alternate">.
 */
import { CONTACT_PATH, policyPath } from "../../worker/domains/policies/shared/policies";
import { shopCategories } from "../../worker/domains/catalogue/shared/shop-filter";
import { blobPath, categoryShopPath, productPath } from "../../worker/domains/catalogue/shared/slug";
import { listCategories, listPageAddresses } from "../../worker/domains/catalogue/page.server";
import { policyDates } from "../../worker/domains/policies/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/sitemap";
import { INTL_LOCALE, LANGS, pathInLang } from "../../worker/shared/i18n/languages";

const PUBLIC_PATHS = ["/", "/shop", "/blobs", "/promotions", "/protocols", "/commonqueries", "/aichat", CONTACT_PATH, "/support"];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page's language alternates, x-default being the English address (as app/lib/seo.ts languageAlternates). */
function alternates(origin: string, path: string): string {
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  return [...LANGS.map((lang) => link(INTL_LOCALE[lang].slice(0, 2), `${origin}${pathInLang(path, lang)}`)), link("x-default", `${origin}${path}`)].join("");
}

/** The page at `path` (its English address) in every language. */
function urlEntry(origin: string, path: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  const links = alternates(origin, path);
  return LANGS.map((lang) => `  <url><loc>${escapeXml(`${origin}${pathInLang(path, lang)}`)}</loc>${modified}${links}</url>`).join("\n");
}

export async function loader({ context }: Route.LoaderArgs) {
  // The shop's public origin (PUBLIC_ORIGIN, else the request's): search engines should index one address.
  const ctx = serviceContextFrom(context);
  const { origin } = ctx;
  const [pages, categories, policies] = await Promise.all([listPageAddresses(ctx), listCategories(ctx), policyDates(ctx)]);
  const urls = [
    ...PUBLIC_PATHS.map((path) => urlEntry(origin, path)),
    ...shopCategories(categories).map((category) => urlEntry(origin, categoryShopPath(category._id))),
    ...pages.products.map((page) => urlEntry(origin, productPath(page.slug), page.updatedAt)),
    ...pages.blobs.map((page) => urlEntry(origin, blobPath(page.slug), page.updatedAt)),
    ...policies.map((policy) => urlEntry(origin, policyPath(policy.slug), policy.updatedAt)),
  ].join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
