import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { corsOrigins } from "../env";
import { forbidden } from "../lib/errors";
import { readBearerToken, readSessionCookie } from "../lib/session-cookie";
import type { HonoEnv } from "./hono-env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard. A browser attaches our session cookie to any request, even one another
 * site starts, so an unsafe request that would be authenticated by the cookie must come from our own origin.
 * Page form posts are held to the same rule whether or not a cookie is present (no login CSRF).
 */
export function sameOriginForUnsafe(scope: "api" | "pages"): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    const crossSite = (origin && origin !== new URL(c.req.url).origin) || fetchSite === "cross-site";
    const cookieAuthenticated = readSessionCookie(c.req.raw) !== null && readBearerToken(c.req.raw) === null;
    if (crossSite && (scope === "pages" || cookieAuthenticated)) {
      throw forbidden("Cross-site request refused");
    }
    return next();
  };
}

/** CORS for API clients on other origins, only those listed in configuration; never with credentials. */
export const apiCors: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const preflight = await cors({
    origin: (origin) => (corsOrigins(c.env).includes(origin) ? origin : null),
    allowMethods: ["GET", "POST", "PUT", "DELETE"],
    allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key"],
    credentials: false,
    maxAge: 600,
  })(c, next);
  // Hono answers a preflight itself with an empty 204; the API's rule is a JSON body on every answer (API.md 0).
  if (preflight instanceof Response && preflight.status === 204) {
    const headers = new Headers(preflight.headers);
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ success: true }), { status: 200, headers });
  }
  return preflight;
};
