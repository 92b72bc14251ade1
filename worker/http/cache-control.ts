import type { Context, MiddlewareHandler } from "hono";
import { readBearerToken, readSessionCookie } from "../lib/session-cookie";

export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * Pages (and their `.data` requests, in either language) and API resources that are about one person whoever asks;
 * /orders is the customer's own orders and each order's page (issue 31) and its documents.
 */
const PERSONAL_PATHS = [/^(?:\/te)?\/(?:checkout|profile|admin|cart|orders)(?:\/|\.data$|$)/, /^\/api\/(?:cart|orders?)(?:\/|$)/];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Uploaded images are the same for everyone and keep their long-lived public caching, signed in or not. */
const isImage = (path: string) => path.startsWith("/images/");

/**
 * Whether a response may hold one person's data, so that no cache (a CDN, a proxy, the browser's back-forward
 * store on a shared computer) may keep it:
 * - the personal pages and API resources above, whoever asks (their redirects and 401s included);
 * - anything answered to a request that carries a session (cookie or bearer token): a signed-in person's pages
 *   show their name, and API answers to them are theirs;
 * - API answers to writes (sign-up, login and OTP answers carry a token) and any answer that sets a cookie.
 */
function isPersonal(c: Context): boolean {
  const path = new URL(c.req.url).pathname;
  if (isImage(path)) return false;
  if (PERSONAL_PATHS.some((pattern) => pattern.test(path))) return true;
  if (readSessionCookie(c.req.raw) !== null || readBearerToken(c.req.raw) !== null) return true;
  if (path.startsWith("/api/") && !SAFE_METHODS.has(c.req.method)) return true;
  return c.res.headers.has("Set-Cookie");
}

/** The one place that marks personal responses uncacheable; public pages and images keep their own caching. */
export const personalResponsesUncached: MiddlewareHandler = async (c, next) => {
  await next();
  if (isPersonal(c)) c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
};
