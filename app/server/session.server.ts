/**
 * Bridges between route loaders/actions and the Worker's services: who is signed in, the guards, and the
 * service context. Loaders call services directly; they never fetch our own /api over HTTP.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { toPublicUser } from "../../worker/services/users";
import type { ServiceContext } from "../../worker/services/context";
import { shopConfig } from "../../worker/env";
import { isDomainError } from "../../worker/lib/errors";
import type { PublicUser } from "../lib/user";
import { requestContext } from "./request-context";

export function rootData(_request: Request, context: Readonly<RouterContextProvider>) {
  const { env, user, nonce, origin } = context.get(requestContext);
  return {
    user: user ? toPublicUser(user) : null,
    shop: shopConfig(env),
    nonce,
    /** The public origin, for canonical, Open Graph and structured-data URLs. */
    origin,
  };
}

export function serviceContextFrom(context: Readonly<RouterContextProvider>): ServiceContext {
  const { db, env, ip, origin, requestOrigin, waitUntil } = context.get(requestContext);
  return { db, env, ip, origin, requestOrigin, waitUntil };
}

export function currentUser(context: Readonly<RouterContextProvider>): PublicUser | null {
  const { user } = context.get(requestContext);
  return user ? toPublicUser(user) : null;
}

/** Guard for customer pages: no session means the login page (a redirect replaces the history entry). */
export function requireSignedIn(context: Readonly<RouterContextProvider>): PublicUser {
  const user = currentUser(context);
  if (!user) throw redirect("/login");
  return user;
}

/** Guard for /admin: visitors go to /login, signed-in non-admins to the home page. */
export function requireAdminUser(context: Readonly<RouterContextProvider>): PublicUser {
  const user = requireSignedIn(context);
  if (user.role !== "admin") throw redirect("/");
  return user;
}

/**
 * Turns a failed service call into the data an action returns: the domain error's message with its status.
 * Anything else is our fault and goes to the error boundary.
 */
export function actionFailure(error: unknown) {
  if (isDomainError(error) && error.status !== 500) {
    return data({ error: error.message }, { status: error.status });
  }
  throw error;
}
