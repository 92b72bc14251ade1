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
import { MAX_CART_QUANTITY } from "./cart";

export const GUEST_CART_COOKIE = "ghani_cart";
/** Thirty days: a shopper who comes back next week still finds the cart. */
export const GUEST_CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** At most this many different packs: the cookie stays far below the browsers' 4 kB per cookie. */
export const MAX_GUEST_CART_LINES = 50;
/** Pack ids are ours (26 characters); anything longer is not one. */
const MAX_PACK_ID_LENGTH = 64;

/** One line of a guest cart: a pack and how many of it (1 to MAX_CART_QUANTITY). */
export type GuestLine = readonly [packId: string, quantity: number];

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of a base64url text, or null when it is not one. */
export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "="));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The lines as the cookie's payload (before signing). */
export function encodeGuestLines(lines: readonly GuestLine[]): string {
  return base64UrlEncode(new TextEncoder().encode(JSON.stringify(lines)));
}

/**
 * The lines of a payload, or null when it is not a well-formed list of at most MAX_GUEST_CART_LINES lines of
 * distinct packs with whole quantities from 1 to MAX_CART_QUANTITY (anything else is no cart at all).
 */
export function decodeGuestLines(payload: string): GuestLine[] | null {
  const bytes = base64UrlDecode(payload);
  if (!bytes) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_GUEST_CART_LINES) return null;
  const seen = new Set<string>();
  const lines: GuestLine[] = [];
  for (const entry of parsed) {
    if (!Array.isArray(entry) || entry.length !== 2) return null;
    const [packId, quantity] = entry as unknown[];
    if (typeof packId !== "string" || packId.length === 0 || packId.length > MAX_PACK_ID_LENGTH || seen.has(packId)) return null;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_QUANTITY) return null;
    seen.add(packId);
    lines.push([packId, quantity]);
  }
  return lines;
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
 * What the browser may know of its guest cart without the server: the lines as the cookie states them (unsigned
 * read, for the header count and the product page's "In your cart"), [] when there is none or it is malformed.
 */
export function readGuestLinesUnverified(cookieHeader: string | null | undefined): GuestLine[] {
  const value = guestCartCookieValue(cookieHeader);
  const payload = value?.split(".")[0];
  return (payload && decodeGuestLines(payload)) || [];
}

/** How many items the lines hold (the header's count). */
export function guestItemCount(lines: readonly GuestLine[]): number {
  return lines.reduce((sum, [, quantity]) => sum + quantity, 0);
}
