/**
 * The one way a page signs someone in (issue 31): every page action that sets the session cookie (the login page's
 * password, sign-up and phone forms, the password reset, the signed-out checkout's phone step) answers through
 * signedInRedirect, so a visitor's guest cart is never lost on any of them: its lines merge into the account's cart
 * (worker/domains/checkout/guest-cart.ts) and the guest cookie is cleared in the same answer that sets the session.
 *
 * phoneSignInStep is the phone forms' server half, shared by /login and /checkout so both follow the same OTP rules
 * and answers (worker/domains/accounts/phone-login.ts does the rules).
 */
import { data, redirect } from "react-router";
import type { RequestContext } from "./context";
import { actionFailure } from "./session.server";
import { field } from "./form.server";
import { parseInput } from "./input.server";
import { errorMessage, log } from "../lib/log";
import { sessionCookie } from "../lib/session-cookie";
import type { Session } from "../domains/accounts/auth";
import { hasPrivacyConsent, requestPhoneCode, verifyPhoneCode } from "../domains/accounts/page.server";
import { phoneCodeRequestSchema, phoneCodeVerifySchema } from "../domains/accounts/shared/phone";
import { PHONE_SEND, PHONE_VERIFY, type PhoneAnswer } from "../domains/accounts/shared/phone-steps";
import { REDIRECT_PARAM, safeRedirectPath, withRedirectParam } from "../domains/accounts/shared/redirect";
import { homePathFor } from "../domains/accounts/shared/user";
import { clearedGuestCartCookie, guestLinesOf, mergeGuestCart } from "../domains/checkout/guest-cart";
import { guestCartCookieValue } from "../domains/checkout/shared/guest-cart-cookie";
import { pathInLang } from "../shared/i18n/languages";

/**
 * The Set-Cookie headers that finish a sign-in: the session, and, when the visitor held a guest cart, its lines
 * merged into the account's cart and the guest cookie cleared. A failed merge is logged and the cookie kept (the
 * next sign-in merges it): the person is signed in either way.
 */
export async function signInCookies(request: Request, ctx: RequestContext, session: Session): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, session.token));
  if (!guestCartCookieValue(request.headers.get("Cookie"))) return headers;
  try {
    await mergeGuestCart(ctx, { id: session.user._id }, await guestLinesOf(ctx, request));
    headers.append("Set-Cookie", clearedGuestCartCookie(request));
  } catch (error) {
    log("error", "guest cart merge failed", { userId: session.user._id, error: errorMessage(error) });
  }
  return headers;
}

/**
 * The answer to a page's successful sign-in: to `next` (by way of the consent prompt when `askConsent` and the
 * customer has no consent to the privacy notice on record, issue 29), with the cookies of signInCookies.
 */
export async function signedInRedirect(request: Request, ctx: RequestContext, session: Session, next: string, options: { askConsent: boolean }): Promise<Response> {
  const consented = !options.askConsent || session.user.role === "admin" || (await hasPrivacyConsent(ctx, session.user._id));
  const to = consented ? next : withRedirectParam(pathInLang("/consent", ctx.lang), next);
  return redirect(to, { headers: await signInCookies(request, ctx, session) });
}

/** Where a sign-in from this form goes: the form's redirectTo (a page of ours), else the person's home page. */
export function nextPathOf(form: FormData, ctx: RequestContext, user: Session["user"]): string {
  return safeRedirectPath(field(form, REDIRECT_PARAM), pathInLang(homePathFor(user), ctx.lang));
}

/** Whether a posted form is one of the phone sign-in's two steps. */
export const isPhoneStep = (form: FormData) => [PHONE_SEND, PHONE_VERIFY].includes(field(form, "mode"));

/**
 * A phone sign-in step posted to a page: "send" answers the code step for the number as the shop stores it;
 * "verify" signs the person in (an unknown number makes a customer account, which the consent prompt then asks).
 * A refusal is answered at the step it was at, with its message, for the form to show.
 */
export async function phoneSignInStep(request: Request, ctx: RequestContext, form: FormData) {
  const mode = field(form, "mode");
  try {
    if (mode === PHONE_SEND) {
      const input = parseInput(phoneCodeRequestSchema, { phoneNumber: field(form, "phoneNumber") });
      const { message } = await requestPhoneCode(ctx, input);
      return { phoneStep: "code", phoneNumber: input.phoneNumber, message } satisfies PhoneAnswer;
    }
    const session = await verifyPhoneCode(ctx, parseInput(phoneCodeVerifySchema, { phoneNumber: field(form, "phoneNumber"), otp: field(form, "otp") }));
    return await signedInRedirect(request, ctx, session, nextPathOf(form, ctx, session.user), { askConsent: true });
  } catch (error) {
    const failure = actionFailure(error);
    const answer: PhoneAnswer = { phoneError: failure.data.error, phoneStage: mode === PHONE_SEND ? "send" : "verify", phoneNumber: field(form, "phoneNumber") };
    return data(answer, failure.init ?? undefined);
  }
}
