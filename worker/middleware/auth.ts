import type { MiddlewareHandler } from "hono";
import { forbidden, unauthorized } from "../lib/errors";
import { readBearerToken, readSessionCookie } from "../lib/session-cookie";
import { userForToken } from "../services/sessions";
import type { HonoEnv } from "../types";

/** The token of an API request: the bearer header (API clients) or else the session cookie (our pages). */
export function requestToken(request: Request): string | null {
  return readBearerToken(request) ?? readSessionCookie(request);
}

export const requireUser: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const token = requestToken(c.req.raw);
  const user = await userForToken(c.var.db, c.env, token);
  if (!user) {
    throw unauthorized(token ? "Your session has expired. Please sign in again." : "Please sign in to continue.");
  }
  c.set("user", user);
  await next();
};

/** Admin rights come from the user's current role in the database, never from the token or the body. */
export const requireAdmin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  await requireUser(c, async () => {
    if (c.var.user.role !== "admin") throw forbidden("Only admins can do that.");
    await next();
  });
};
