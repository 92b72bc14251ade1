/** Resource route behind the cart controls of our pages: sets a line's quantity for the signed-in customer. */
import { cartUpdateSchema } from "../../worker/domains/checkout/shared/cart-schemas";
import { safeRedirectPath } from "../../worker/domains/accounts/shared/redirect";
import { keepPageOnFailure } from "~/lib/client-action";
import { parseInput, readSubmission } from "../../worker/http/input.server";
import { getCart, setCartQuantity } from "../../worker/domains/checkout/page.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  if (!user) throw redirectToLogin(pageOfRequest(request));
  try {
    const update = parseInput(cartUpdateSchema, await readSubmission(request));
    return { cart: await setCartQuantity(serviceContextFrom(context), user, update) };
  } catch (error) {
    return actionFailure(error);
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);
