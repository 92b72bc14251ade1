/** Resource route behind the cart controls of our pages: sets a line's quantity for the signed-in customer. */
import { redirect } from "react-router";
import { cartUpdateSchema } from "~/lib/schemas/cart";
import { parseWith, readSubmission } from "~/server/admin.server";
import { requestContext } from "~/server/request-context";
import { actionFailure, currentUser } from "~/server/session.server";
import { getCart, setCartQuantity } from "../../worker/services/cart";
import type { Route } from "./+types/cart";

export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  if (!user) throw redirect("/login");
  return { cart: await getCart(context.get(requestContext), user._id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  if (!user) throw redirect("/login");
  try {
    const update = parseWith(cartUpdateSchema, await readSubmission(request));
    return { cart: await setCartQuantity(context.get(requestContext), user._id, update) };
  } catch (error) {
    return actionFailure(error);
  }
}
