/**
 * The signed-out branch of /checkout (issue 31), kept out of the route module so the signed-in checkout stays as it
 * was: the loader's data (the guest cart, priced now, and the texts of the cart, checkout and sign-in parts) and the
 * action (the phone sign-in's two steps, answered by ./sign-in.server.ts: signing in merges the guest cart into the
 * account and comes back to /checkout). Anything else posted signed out goes to sign in, as before.
 */
import { data, type RouterContextProvider } from "react-router";
import { getGuestCart } from "../domains/checkout/page.server";
import { pageMessages, t } from "../shared/i18n/messages.server";
import { isPhoneStep, phoneSignInStep } from "./sign-in.server";
import { readFormBody } from "./input.server";
import { redirectToLogin, serviceContextFrom } from "./session.server";
import type { RequestContext } from "./context";

/** The answer is the visitor's own cart: never kept by any cache (the personal-path rule says so too). */
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function guestCheckoutData(ctx: RequestContext, request: Request, url: URL) {
  const { lang } = ctx;
  return data(
    {
      guest: true as const,
      cart: await getGuestCart(ctx, request),
      /** Set by an Add to Cart posted without scripts (app/routes/cart.ts): the page says what went in. */
      addedPackId: url.searchParams.get("added"),
      messages: pageMessages(lang, "checkout", "cart", "account"),
      meta: { title: t(lang, "checkout.metaTitle"), description: t(lang, "checkout.metaDescription") },
    },
    { headers: NO_STORE },
  );
}

export async function guestCheckoutAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const ctx = serviceContextFrom(context);
  const form = request.headers.get("Content-Type")?.includes("form") ? await readFormBody(request).catch(() => null) : null;
  if (!form || !isPhoneStep(form)) return redirectToLogin(`${url.pathname}${url.search}`);
  return phoneSignInStep(request, ctx, form);
}
