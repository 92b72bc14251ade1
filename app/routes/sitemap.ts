/** /sitemap.xml: the public pages search engines should know. */
import { serviceContextFrom } from "~/server/session.server";
import type { Route } from "./+types/sitemap";

const PUBLIC_PATHS = ["/", "/shop", "/blobs", "/promotions", "/protocols", "/commonqueries", "/aichat"];

export function loader({ context }: Route.LoaderArgs) {
  // The shop's public origin (PUBLIC_ORIGIN, else the request's): search engines should index one address.
  const { origin } = serviceContextFrom(context);
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
