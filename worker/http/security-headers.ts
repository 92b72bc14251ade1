import type { MiddlewareHandler } from "hono";

/** A per-request nonce lets React Router's inline hydration scripts run under a strict CSP. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Which inline scripts a page may run: those carrying this response's nonce (pages rendered for one request), or
 * exactly those whose hashes are listed (pages the edge cache keeps, see worker/lib/edge-cache.ts).
 */
export type InlineScripts = { nonce: string } | { hashes: string[] };

/**
 * The CSP of a rendered page. `imageOrigin` is the public origin the page's image URLs are built on: when it is
 * not the origin the page is served from (PUBLIC_ORIGIN names another host), images may load from it too.
 */
export function pageContentSecurityPolicy(scripts: InlineScripts, imageOrigin?: string): string {
  const inline = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self'${imageOrigin ? ` ${imageOrigin}` : ""} data: blob:`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries; pages set their own CSP (with the nonce) before this runs. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  // The id every log line of this request carries, so a report from a customer can be matched to the logs.
  const requestId: unknown = c.get("requestId");
  if (typeof requestId === "string") headers.set("X-Request-Id", requestId);
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", API_CSP);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (new URL(c.req.url).protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
};
