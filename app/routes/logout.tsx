import { data, redirect } from "react-router";
import { errorMessage, log } from "../../worker/lib/log";
import { clearedSessionCookie } from "../../worker/lib/session-cookie";
import { revokeSessions } from "../../worker/services/auth";
import { currentUser, serviceContextFrom } from "~/server/session.server";
import type { Route } from "./+types/logout";

/** Ends the session on the server (every token of the user stops working) and drops the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  try {
    if (user) await revokeSessions(serviceContextFrom(context), user.id);
  } catch (error) {
    log("error", "logout failed", { userId: user?.id, error: errorMessage(error) });
    return data({ error: "Failed to logout. Please try again." }, { status: 503 });
  }
  return redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}

export function loader() {
  return redirect("/");
}
