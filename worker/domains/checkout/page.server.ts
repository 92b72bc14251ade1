/**
 * The pages' way into the cart, the checkout quote and the saved addresses (the API's is ./api.ts): the services
 * answer records in paise, and these bridges hand the pages the contract's views made by ./views.ts.
 */
import type { Principal } from "../accounts/shared/user";
import type { CartView } from "./shared/cart";
import type { CartAdd, CartUpdate } from "./shared/cart-schemas";
import type { CheckoutQuote, SavedAddress } from "./shared/checkout";
import type { CheckoutQuoteInput } from "./shared/schemas";
import type { ServiceContext } from "../../http/context";
import { addOneToCart as addOne, countCartItems, readCart, setCartQuantity as setQuantity } from "./cart";
import { checkoutStart as startCheckout, quoteCart } from "./quote";
import { toCartView, toCheckoutQuote } from "./views";
import { accountContact } from "./addresses";
import { addOneToGuestCart, guestCartCookie, guestLinesOf, readGuestCart, setGuestCartQuantity as setGuestQuantity, type GuestCartChange } from "./guest-cart";

type Ctx = Pick<ServiceContext, "db" | "origin" | "requestOrigin" | "lang">;
type GuestCtx = Ctx & Pick<ServiceContext, "env">;
/** Issue 32: a quote decides cash on delivery by the owner's rules, which read who orders from where. */
type QuoteCtx = Ctx & Pick<ServiceContext, "env" | "ip" | "device">;

/** The customer's own cart. */
export async function getCart(ctx: Ctx, actor: Principal): Promise<CartView> {
  return toCartView(await readCart(ctx, actor), ctx);
}

/** How many items the customer's cart holds (the header's count). */
export async function cartItemsOf(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<number> {
  return countCartItems(ctx, actor);
}

/** One more of a pack (a form posted before the page's scripts ran); answers the cart as it is now. */
export async function addOneToCart(ctx: Ctx, actor: Principal, add: CartAdd): Promise<CartView> {
  return toCartView(await addOne(ctx, actor, add), ctx);
}

/** Sets a line's absolute quantity (0 removes it); answers the cart as it is now. */
export async function setCartQuantity(ctx: Ctx, actor: Principal, update: CartUpdate): Promise<CartView> {
  return toCartView(await setQuantity(ctx, actor, update), ctx);
}

/** The bill for the chosen cart lines, address and payment method. */
export async function quoteCheckout(ctx: QuoteCtx, actor: Principal, input: CheckoutQuoteInput): Promise<CheckoutQuote> {
  return toCheckoutQuote(await quoteCart(ctx, actor, input), ctx.lang);
}

/**
 * What the checkout page opens with: the cart, the addresses to pick from, the quote for the whole cart, the
 * account's name and phone (the new address's receiver to start with) and a fresh key for the order form, so that
 * posting the same form twice places one order.
 */
export async function checkoutStart(
  ctx: QuoteCtx,
  actor: Principal,
): Promise<{ cart: CartView; addresses: SavedAddress[]; quote: CheckoutQuote | null; contact: { name: string; phoneNumber: string }; placementKey: string }> {
  const [cart, contact] = await Promise.all([readCart(ctx, actor), accountContact(ctx, actor)]);
  const { addresses, quote } = await startCheckout(ctx, actor, cart);
  return { cart: toCartView(cart, ctx), addresses, quote: quote && toCheckoutQuote(quote, ctx.lang), contact, placementKey: crypto.randomUUID() };
}

/** A signed-out visitor's cart (issue 31), from the request's signed cookie, priced now. */
export async function getGuestCart(ctx: GuestCtx, request: Request): Promise<CartView> {
  return toCartView(await readGuestCart(ctx, await guestLinesOf(ctx, request)), ctx);
}

/** A guest cart change: the cart as it is now and the Set-Cookie that keeps it. */
async function guestAnswer(ctx: GuestCtx, request: Request, change: GuestCartChange): Promise<{ cart: CartView; setCookie: string }> {
  return { cart: toCartView(change.cart, ctx), setCookie: await guestCartCookie(ctx, request, change.lines) };
}

/** Sets a guest line's absolute quantity (0 removes it), by the customer cart's rule. */
export async function setGuestCartQuantity(ctx: GuestCtx, request: Request, update: CartUpdate) {
  return guestAnswer(ctx, request, await setGuestQuantity(ctx, await guestLinesOf(ctx, request), update));
}

/** One more of a pack in a guest's cart. */
export async function addOneToGuest(ctx: GuestCtx, request: Request, add: CartAdd) {
  return guestAnswer(ctx, request, await addOneToGuestCart(ctx, await guestLinesOf(ctx, request), add));
}
