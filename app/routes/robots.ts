/** /robots.txt, with the sitemap's absolute address for this deployment. */
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  // The shop's public origin (PUBLIC_ORIGIN, else the request's): search engines should index one address.
  const { origin } = serviceContextFrom(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /profile",
    "Disallow: /checkout",
    "Disallow: /orders",
    "Disallow: /cart",
    "Disallow: /api/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
