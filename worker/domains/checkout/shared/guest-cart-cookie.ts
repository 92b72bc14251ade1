/**
 * The guest cart's cookie format (issue 31: a cart before an account), the part the browser may read too.
 *
 * `ghani_cart` = base64url(JSON [[packId, quantity], ...]) + "." + base64url(HMAC-SHA256). The server signs and
 * verifies it (../guest-cart.ts, with the session secret, which never leaves the Worker); the browser only reads
 * the payload to draw the header's count after the page has loaded, because anonymous pages are kept at the edge
 * and must be the same for every visitor (the count cannot be in the HTML). A count read from a forged cookie
 * fools nobody but its owner: every server read checks the signature and prices the lines from the catalogue.
 *
 * No zod here: the storefront imports this file and it must stay small.
 */

export const GUEST_CART_COOKIE = "ghani_cart";
/** Thirty days: a shopper who comes back next week still finds the cart. */
export const GUEST_CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** At most this many different packs: the cookie stays far below the browsers' 4 kB per cookie. */
export const MAX_GUEST_CART_LINES = 50;

/** One line of a guest cart: a pack and how many of it (1 to MAX_CART_QUANTITY). */
export type GuestLine = readonly [packId: string, quantity: number];

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The lines as the cookie's payload (before signing). */
export function encodeGuestLines(lines: readonly GuestLine[]): string {
  return base64UrlEncode(new TextEncoder().encode(JSON.stringify(lines)));
}

/** The cookie's value in a Cookie header (the browser's `document.cookie` or a request's), or null. */
export function guestCartCookieValue(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === GUEST_CART_COOKIE) return rest.join("=") || null;
  }
  return null;
}

/**
 * What the browser may know of its guest cart without the server: the lines as the cookie states them, for the
 * header count and the product page's "In your cart", [] when there is none or it cannot be read. A lenient, small
 * read (every storefront page carries it): only the server's reading (../guest-cart.ts) checks the signature and
 * the format's limits, and only that reading ever decides anything.
 */
export function readGuestLinesUnverified(cookieHeader: string | null | undefined): GuestLine[] {
  try {
    const payload = guestCartCookieValue(cookieHeader)?.split(".")[0] ?? "";
    const lines: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return Array.isArray(lines) ? lines.filter((line): line is GuestLine => typeof line?.[0] === "string" && Number.isInteger(line[1]) && line[1] > 0) : [];
  } catch {
    return [];
  }
}

/** How many items the lines hold (the header's count). */
export function guestItemCount(lines: readonly GuestLine[]): number {
  return lines.reduce((sum, [, quantity]) => sum + quantity, 0);
}
