/** /logout: ends the session everywhere and opens the sign-in page in the language the person was reading. */
import { data, redirect } from "react-router";
import { clearedSessionCookie, signOutEverywhere } from "../../worker/domains/accounts/page.server";
import { currentUser, serviceContextFrom } from "../../worker/http/session.server";
import { pathInLang } from "../../worker/shared/i18n/languages";
import { t } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/logout";

/** Ends the session on the server (every token of the user stops working) and drops the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  const ctx = serviceContextFrom(context);
  if (user && !(await signOutEverywhere(ctx, user))) {
    return data({ error: t(ctx.lang, "common.logoutFailed") }, { status: 503 });
  }
  return redirect(pathInLang("/login", ctx.lang), { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(pathInLang("/", serviceContextFrom(context).lang));
}
