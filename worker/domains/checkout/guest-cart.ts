/**
 * The guest cart (issue 31: anyone can fill a cart before having an account). It lives in the visitor's browser as a
 * signed cookie (format: ./shared/guest-cart-cookie.ts), not in D1: a visitor who never signs up costs the shop no
 * rows, and anonymous catalogue pages stay the same for everyone (the edge cache keys nothing on this cookie; the
 * header reads the count in the browser after the page has loaded).
 *
 * - Signed with HMAC-SHA256 under the session secret and a purpose string of its own (a session token's signature
 *   can never pass as a cart's, or the reverse); verified with WebCrypto's verify, which compares in constant time.
 *   A tampered, malformed or foreign cookie is an empty cart, never an error.
 * - The lines are priced from the catalogue on every read (deleted products and packs drop out), into the same
 *   CartRecord the customer's cart is, so ./views.ts makes the same CartView of it.
 * - Quantity changes follow the one rule of ./cart.ts (decideLineChange, packForUpdate, oneMore); what is the guest
 *   cart's own is the line cap (MAX_GUEST_CART_LINES, the cookie's size).
 * - On sign-in the lines merge into the account's cart (mergeGuestCart, called from worker/http/sign-in.server.ts):
 *   quantities add up, held at MAX_CART_QUANTITY, kept even above stock (checkout shows that problem as for any
 *   line), and the cookie is cleared.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import type { CartAdd, CartUpdate } from "./shared/cart-schemas";
import { MAX_CART_QUANTITY } from "./shared/cart";
import {
  base64UrlEncode,
  encodeGuestLines,
  GUEST_CART_COOKIE,
  GUEST_CART_MAX_AGE_SECONDS,
  guestCartCookieValue,
  MAX_GUEST_CART_LINES,
  type GuestLine,
} from "./shared/guest-cart-cookie";
import { cartIdFor, decideLineChange, oneMore, packForUpdate, type CartLineRecord, type CartRecord } from "./cart";
import { cartItems } from "./tables";
import { blobs } from "../content/tables";
import { categories, productPacks, products } from "../catalogue/tables";
import { findLiveProducts, livePacksJson, productRecordOf } from "../catalogue/queries";
import { badRequest, notFound } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import { isHttps } from "../../lib/session-cookie";
import { jwtSecret } from "../../env";
import type { ServiceContext } from "../../http/context";

type Ctx = Pick<ServiceContext, "db" | "env">;

/** Pack ids are ours (26 characters); anything longer is not one. */
const MAX_PACK_ID_LENGTH = 64;

/** The bytes of a base64url text, or null when it is not one. */
function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "="));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
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


/** What the signature is for: the same secret signs sessions, and a signature for one must never pass for the other. */
const PURPOSE = "ghani guest cart v1";
export const GUEST_CART_ID = "guest";

async function signingKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const signedBytes = (payload: string) => new TextEncoder().encode(`${PURPOSE}\n${payload}`);

/** The cookie's value for these lines: payload "." signature. */
export async function signGuestLines(secret: string, lines: readonly GuestLine[]): Promise<string> {
  const payload = encodeGuestLines(lines);
  const signature = await crypto.subtle.sign("HMAC", await signingKey(secret), signedBytes(payload));
  return `${payload}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/** The lines of a cookie value whose signature holds; [] for anything else (absent, tampered, malformed). */
export async function verifyGuestLines(secret: string, value: string | null): Promise<GuestLine[]> {
  if (!value || value.length > 4096) return [];
  const parts = value.split(".");
  if (parts.length !== 2) return [];
  const [payload, signatureText] = parts;
  const signature = base64UrlDecode(signatureText);
  if (!signature || signature.length !== 32) return [];
  const valid = await crypto.subtle.verify("HMAC", await signingKey(secret), signature, signedBytes(payload));
  return valid ? (decodeGuestLines(payload) ?? []) : [];
}

/** The guest lines a request carries (verified). */
export async function guestLinesOf(ctx: Pick<Ctx, "env">, request: Request): Promise<GuestLine[]> {
  return verifyGuestLines(jwtSecret(ctx.env), guestCartCookieValue(request.headers.get("Cookie")));
}

/**
 * The Set-Cookie for these lines: readable by the page's scripts (not HttpOnly: the header's count), SameSite=Lax,
 * 30 days; an empty cart clears the cookie.
 */
export async function guestCartCookie(ctx: Pick<Ctx, "env">, request: Request, lines: readonly GuestLine[]): Promise<string> {
  if (lines.length === 0) return clearedGuestCartCookie(request);
  const secure = isHttps(request) ? "; Secure" : "";
  const value = await signGuestLines(jwtSecret(ctx.env), lines);
  return `${GUEST_CART_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${GUEST_CART_MAX_AGE_SECONDS}${secure}`;
}

export function clearedGuestCartCookie(request: Request): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${GUEST_CART_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}

/** The guest's lines priced with the current catalogue, in the order they were added: one statement. */
export async function readGuestCart(ctx: Pick<Ctx, "db">, lines: readonly GuestLine[]): Promise<CartRecord> {
  const ids = lines.map(([packId]) => packId);
  if (ids.length === 0) return { id: GUEST_CART_ID, userId: "", lines: [] };
  const rows = await ctx.db
    .select({ packId: productPacks.id, product: products, category: categories, blob: blobs, packs: livePacksJson })
    .from(productPacks)
    .innerJoin(products, and(eq(products.id, productPacks.productId), isNull(products.deletedAt)))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(blobs, eq(blobs.id, products.blobId))
    .where(and(inArray(productPacks.id, ids), isNull(productPacks.deletedAt)));
  const byPack = new Map(rows.map((row) => [row.packId, row]));
  const priced = lines.flatMap(([packId, quantity]): CartLineRecord[] => {
    const row = byPack.get(packId);
    if (!row) return [];
    const product = productRecordOf(row);
    const pack = product.packs.find((candidate) => candidate.id === packId);
    return pack ? [{ product, pack, quantity }] : [];
  });
  return { id: GUEST_CART_ID, userId: "", lines: priced };
}

/** The guest's cart after a change, and the lines the cookie is to hold now (only live packs: dead ones drop out). */
export type GuestCartChange = { cart: CartRecord; lines: GuestLine[] };

const linesOf = (cart: CartRecord): GuestLine[] => cart.lines.map(({ pack, quantity }) => [pack.id, quantity]);

/** Sets a guest line's absolute quantity by the customer cart's rule (0 removes it). */
export async function setGuestCartQuantity(ctx: Pick<Ctx, "db">, cookieLines: readonly GuestLine[], update: CartUpdate): Promise<GuestCartChange> {
  // Lines of packs no longer sold drop out first: they neither count towards the line cap nor stay in the cookie.
  const [held, [product]] = await Promise.all([readGuestCart(ctx, cookieLines), findLiveProducts(ctx.db, [update.productId])]);
  const lines = linesOf(held);
  if (!product) {
    // A product deleted meanwhile: its lines are already gone from the priced cart, so removing it is done.
    if (update.quantity !== 0) throw notFound("Product not found");
    return { cart: held, lines };
  }
  const quantities = new Map(lines);
  const ofProduct = product.packs.filter((pack) => quantities.has(pack.id)).map((pack) => pack.id);
  const pack = packForUpdate(product, update, ofProduct);
  const current = quantities.get(pack.id) ?? 0;
  const decided = decideLineChange({ productName: product.name, pack, current, requested: update.quantity });
  let next: GuestLine[];
  if (decided.kind === "remove") {
    next = lines.filter(([packId]) => packId !== pack.id);
  } else if (current > 0) {
    next = lines.map(([packId, quantity]) => [packId, packId === pack.id ? decided.quantity : quantity] as const);
  } else {
    if (lines.length >= MAX_GUEST_CART_LINES) throw badRequest(`Your cart holds ${MAX_GUEST_CART_LINES} different packs, the most it can: please sign in to add more`);
    next = [...lines, [pack.id, decided.quantity]];
  }
  const cart = await readGuestCart(ctx, next);
  return { cart, lines: linesOf(cart) };
}

/** One more of a pack (Add to Cart), as addOneToCart does for a customer. */
export async function addOneToGuestCart(ctx: Pick<Ctx, "db">, lines: readonly GuestLine[], add: CartAdd): Promise<GuestCartChange> {
  const cart = await readGuestCart(ctx, lines);
  const line = cart.lines.find(({ product, pack }) => product.id === add.productId && (!add.variantId || pack.id === add.variantId));
  return setGuestCartQuantity(ctx, lines, { productId: add.productId, variantId: add.variantId ?? line?.pack.id, quantity: oneMore(line?.quantity ?? 0) });
}

/**
 * Moves a guest's lines into the account's cart, in one batch: each pack's quantities add up, held at
 * MAX_CART_QUANTITY in the statement itself (so a second sign-in racing this one cannot push a line past it); lines
 * above stock are kept (the checkout shows the shortage, as for any line); packs no longer sold are dropped.
 */
export async function mergeGuestCart(ctx: Pick<Ctx, "db">, actor: Pick<Principal, "id">, lines: readonly GuestLine[]): Promise<void> {
  const guest = await readGuestCart(ctx, lines);
  if (guest.lines.length === 0) return;
  const cartId = await cartIdFor(ctx.db, actor.id);
  const addedAt = nowIso();
  const statements = guest.lines.map(({ product, pack, quantity }) =>
    ctx.db
      .insert(cartItems)
      .values({ cartId, productId: product.id, variantId: pack.id, quantity, addedAt })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.variantId],
        set: { quantity: sql`min(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})` },
      }),
  );
  const [first, ...rest] = statements;
  await ctx.db.batch([first, ...rest]);
}
