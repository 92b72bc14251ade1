/**
 * /sitemap.xml: the public pages search engines should know, every product, category view, article and policy
 * included.
 */
import { CONTACT_PATH, policyPath } from "../../worker/domains/policies/shared/policies";
import { shopCategories } from "../../worker/domains/catalogue/shared/shop-filter";
import { blobPath, categoryShopPath, productPath } from "../../worker/domains/catalogue/shared/slug";
import { listCategories, listPageAddresses } from "../../worker/domains/catalogue/page.server";
import { policyDates } from "../../worker/domains/policies/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/sitemap";

const PUBLIC_PATHS = ["/", "/shop", "/blobs", "/promotions", "/protocols", "/commonqueries", "/aichat", CONTACT_PATH, "/support"];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${modified}</url>`;
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
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
