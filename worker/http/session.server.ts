/**
 * Bridges between route loaders/actions and the Worker's services: who is signed in, the guards, and the
 * service context. Loaders call services directly; they never fetch our own /api over HTTP.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { RequestContext } from "./context";
import { vitalsSampleRate } from "../env";
import { isDomainError } from "../lib/errors";
import { currentLang, errorMessageIn } from "../lib/localize";
import { loginPathFor } from "../domains/accounts/shared/redirect";
import type { Principal } from "../domains/accounts/shared/user";
import { requestContext } from "./page-context";
import { langOfPath } from "../shared/i18n/languages";
import { pageMessages } from "../shared/i18n/messages.server";

export function rootData(request: Request, context: Readonly<RouterContextProvider>) {
  const { env, principal, nonce, origin } = context.get(requestContext);
  const lang = langOfPath(new URL(request.url).pathname);
  return {
    /** The page's language (its address's), and the messages every page uses (the header, the footer, errors). */
    lang,
    messages: pageMessages(lang, "common"),
    /** Who is signed in (the header shows it); pages that need the profile load it themselves. */
    user: principal,
    nonce,
    /** The public origin, for canonical, Open Graph and structured-data URLs. */
    origin,
    /** The share of page views that report their Core Web Vitals (app/components/vitals/vitals-reporter.tsx). */
    vitalsSampleRate: vitalsSampleRate(env),
  };
}

/** The request's context: the same object the API handlers get (worker/http/context.ts). */
export function serviceContextFrom(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}

/** Who is signed in, or null. */
export function currentUser(context: Readonly<RouterContextProvider>): Principal | null {
  return context.get(requestContext).principal;
}

/**
 * Guard for customer pages: no session means the login page, which brings the visitor back to the page asked
 * for. `url` is the loader's or action's own (React Router strips `.data` and its own parameters from it).
 */
export function requireSignedIn(context: Readonly<RouterContextProvider>, url: URL): Principal {
  const user = currentUser(context);
  if (!user) throw redirectToLogin(`${url.pathname}${url.search}`);
  return user;
}

/** Guard for /admin: visitors go to /login (and back here afterwards), signed-in non-admins to the home page. */
export function requireAdminUser(context: Readonly<RouterContextProvider>, url: URL): Principal {
  const user = requireSignedIn(context, url);
  if (user.role !== "admin") throw redirect("/");
  return user;
}

/** The answer that sends a signed-out visitor to /login, to return to `path` afterwards. */
export function redirectToLogin(path: string): Response {
  return redirect(loginPathFor(path));
}

/**
 * Turns a failed service call into the data an action returns: the domain error's message, in the request's
 * language (a /te/ page's post is answered in Telugu), with its status. Anything else is our fault and goes to the
 * error boundary.
 */
export function actionFailure(error: unknown) {
  if (isDomainError(error) && error.status !== 500) {
    return data({ error: errorMessageIn(error, currentLang()) }, { status: error.status });
  }
  throw error;
}
