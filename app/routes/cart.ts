/**
 * Resource route behind the cart controls of our pages: the cart (loader) and its changes (action), for the
 * signed-in customer (their cart in D1) and, since issue 31, for a signed-out visitor (the guest cart, a signed
 * cookie: worker/domains/checkout/guest-cart.ts). Both follow the same quantity and stock rule.
 *
 * - GET answers `{ cart }` (a guest's priced from the cookie now). Personal, so never cached (worker/http/cache-control.ts marks /cart private, no-store).
 * - The pages' JSON: `intent: "add"` adds one of the pack, whatever the page thought the cart held (a cached
 *   anonymous page does not know the guest's cart); otherwise `quantity` is the line's absolute new quantity.
 * - A form post (Add to Cart tapped before the page's scripts ran, or without them) adds one. A customer goes back to
 *   the page the form was on, which shows their cart. A guest goes to /checkout?added=<pack>: the page they came from
 *   is the same for every visitor (kept at the edge) and its count only appears once scripts run, so without scripts
 *   it could never confirm the add; the checkout shows the cart with "Added …", the quantities and the way on, as
 *   shops' "added to cart" pages do.
 */
import { data, redirect } from "react-router";
import { cartAddSchema, cartUpdateSchema } from "../../worker/domains/checkout/shared/cart-schemas";
import { safeRedirectPath } from "../../worker/domains/accounts/shared/redirect";
import { keepPageOnFailure } from "~/lib/client-action";
import { parseInput, readFormBody, readSubmission } from "../../worker/http/input.server";
import {
  addOneToCart,
  addOneToGuest,
  getCart,
  getGuestCart,
  setCartQuantity,
  setGuestCartQuantity,
} from "../../worker/domains/checkout/page.server";
import { actionFailure, currentUser, serviceContextFrom } from "../../worker/http/session.server";
import { pathInLang } from "../../worker/shared/i18n/languages";
import type { Route } from "./+types/cart";

/** The page a form post came from (our Referrer-Policy sends the full URL to our own origin), else the shop. */
function pageOfRequest(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/shop";
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return "/shop";
  }
  if (from.origin !== new URL(request.url).origin) return "/shop";
  return safeRedirectPath(`${from.pathname}${from.search}`, "/shop");
}

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceContextFrom(context);
  const user = currentUser(context);
  const cart = user ? await getCart(ctx, user) : await getGuestCart(ctx, request);
  return data({ cart }, { headers: NO_STORE });
}

/** A form post, not the pages' JSON: an Add to Cart pressed before the page's scripts ran (or without them). */
const FORM_POST = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export async function action({ request, context }: Route.ActionArgs) {
  if (FORM_POST.test(request.headers.get("Content-Type") ?? "")) return addFromForm(request, context);
  const ctx = serviceContextFrom(context);
  const user = currentUser(context);
  try {
    const submission = await readSubmission(request);
    if (submission.intent === "add") {
      const add = parseInput(cartAddSchema, submission);
      if (user) return { cart: await addOneToCart(ctx, user, add) };
      const { cart, setCookie } = await addOneToGuest(ctx, request, add);
      return data({ cart }, { headers: { "Set-Cookie": setCookie } });
    }
    const update = parseInput(cartUpdateSchema, submission);
    if (user) return { cart: await setCartQuantity(ctx, user, update) };
    const { cart, setCookie } = await setGuestCartQuantity(ctx, request, update);
    return data({ cart }, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    return actionFailure(error);
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

/** Passes the cookie a guest's change set (and the loader's no-store) on to the document or data answer. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders;
}

/**
 * Adds one of the posted pack; a refusal (sold out meanwhile) is answered like any other, with its message. Where
 * the browser goes next: see the file's comment.
 */
async function addFromForm(request: Request, context: Route.ActionArgs["context"]) {
  const ctx = serviceContextFrom(context);
  const user = currentUser(context);
  try {
    const add = parseInput(cartAddSchema, Object.fromEntries(await readFormBody(request)));
    if (user) {
      await addOneToCart(ctx, user, add);
      return redirect(pageOfRequest(request), 303);
    }
    const { cart, setCookie } = await addOneToGuest(ctx, request, add);
    const added = add.variantId ?? cart.products.find((line) => line.productId._id === add.productId)?.variantId ?? "";
    const to = `${pathInLang("/checkout", ctx.lang)}?added=${encodeURIComponent(added)}`;
    return redirect(to, { status: 303, headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    return actionFailure(error);
  }
}
