import { data, redirect } from "react-router";
import { clearedSessionCookie, signOutEverywhere } from "../../worker/domains/accounts/page.server";
import { currentUser, serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/logout";

/** Ends the session on the server (every token of the user stops working) and drops the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  if (user && !(await signOutEverywhere(serviceContextFrom(context), user))) {
    return data({ error: "Failed to logout. Please try again." }, { status: 503 });
  }
  return redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}

export function loader() {
  return redirect("/");
}
