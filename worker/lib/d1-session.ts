/**
 * D1 read replication through the Sessions API. Each request runs its queries in one D1 session, so they are
 * sequentially consistent; the session starts from
 * - the bookmark the client brings back (cookie for our pages, X-D1-Bookmark header for API clients): the
 *   replica that answers has seen at least that client's own last write, so a customer always reads their own
 *   cart, order and profile changes;
 * - else, for a signed-in request, the primary ("first-primary"): an API client that ignores the bookmark still
 *   reads its own writes, as before replication;
 * - else ("first-unconstrained"), the nearest replica: an anonymous visitor has no writes of their own to see.
 * The edge cache starts its renders from the catalogue version's bookmark instead (worker/lib/edge-cache.ts).
 *
 * Without replication enabled on the database (and always in local development) every session simply reads the
 * primary, so this is correct either way. README "Deploying to Cloudflare" says how to enable it.
 */
import { readCookie } from "./session-cookie";

export const BOOKMARK_COOKIE = "ghani_d1";
export const BOOKMARK_HEADER = "X-D1-Bookmark";
/** A day: long enough to outlive any replica lag; after it a signed-in browser starts from the primary again. */
const BOOKMARK_COOKIE_SECONDS = 86_400;

/**
 * D1 bookmarks are hex groups joined by "-" ("00000000-0000000e-00000000-000…"): anything else (a cookie made up
 * by hand) is ignored rather than handed to D1. A made-up bookmark of the right shape can only delay its own
 * sender's reads.
 */
const BOOKMARK_PATTERN = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;

export function isBookmark(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length <= 160 && BOOKMARK_PATTERN.test(value);
}

/** The bookmark a request brings back: the header (API clients), else the cookie (our pages); null if none. */
export function requestBookmark(request: Request): string | null {
  const header = request.headers.get(BOOKMARK_HEADER);
  if (isBookmark(header)) return header;
  const cookie = readCookie(request, BOOKMARK_COOKIE);
  return isBookmark(cookie) ? cookie : null;
}

/** Where a request's D1 session starts (see the header of this file). */
export function sessionStart(request: Request, signedIn: boolean): D1SessionBookmark | D1SessionConstraint {
  return requestBookmark(request) ?? (signedIn ? "first-primary" : "first-unconstrained");
}

/** Not a secret (a position in the database's history), but httpOnly all the same: no script needs it. */
export function bookmarkCookie(request: Request, bookmark: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${BOOKMARK_COOKIE_SECONDS}${secure}`;
}
