/** Resource route behind the cart controls of our pages: sets a line's quantity for the signed-in customer. */
import { redirect } from "react-router";
import { cartAddSchema, cartUpdateSchema } from "../../worker/domains/checkout/shared/cart-schemas";
import { safeRedirectPath } from "../../worker/domains/accounts/shared/redirect";
import { keepPageOnFailure } from "~/lib/client-action";
import { parseInput, readFormBody, readSubmission } from "../../worker/http/input.server";
import { addOneToCart, getCart, setCartQuantity } from "../../worker/domains/checkout/page.server";
import { actionFailure, currentUser, redirectToLogin, serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/cart";

/**
 * /cart is called from other pages, so the page to return to after signing in is the one the request came
 * from (our Referrer-Policy sends the full URL to our own origin), not /cart itself.
 */
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  if (!user) throw redirectToLogin(pageOfRequest(request));
  return { cart: await getCart(serviceContextFrom(context), user) };
}

/** A form post, not the pages' JSON: an Add to Cart pressed before the page's scripts ran (or without them). */
const FORM_POST = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  if (!user) throw redirectToLogin(pageOfRequest(request));
  if (FORM_POST.test(request.headers.get("Content-Type") ?? "")) return addFromForm(request, context, user);
  try {
    const update = parseInput(cartUpdateSchema, await readSubmission(request));
    return { cart: await setCartQuantity(serviceContextFrom(context), user, update) };
  } catch (error) {
    return actionFailure(error);
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

/**
 * Adds one of the posted pack and goes back to the page the form was on, which then shows the cart as it is; a
 * refusal (sold out meanwhile) is answered like any other, with its message.
 */
async function addFromForm(request: Request, context: Route.ActionArgs["context"], user: NonNullable<ReturnType<typeof currentUser>>) {
  try {
    const add = parseInput(cartAddSchema, Object.fromEntries(await readFormBody(request)));
    await addOneToCart(serviceContextFrom(context), user, add);
  } catch (error) {
    return actionFailure(error);
  }
  return redirect(pageOfRequest(request), 303);
}
