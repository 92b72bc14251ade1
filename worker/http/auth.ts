import type { MiddlewareHandler } from "hono";
import { forbidden, unauthorized } from "../lib/errors";
import { requestToken } from "../lib/session-cookie";
import type { HonoEnv } from "./hono-env";

/** API guard: the request's principal (resolved once by requestSetup) or 401. */
export const requireUser: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const { principal } = c.var.ctx;
  if (!principal) {
    throw unauthorized(requestToken(c.req.raw) ? "Your session has expired. Please sign in again." : "Please sign in to continue.");
  }
  c.set("principal", principal);
  await next();
};

/** Admin rights come from the user's current role in the database, never from the token or the body. */
export const requireAdmin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  await requireUser(c, async () => {
    if (c.var.principal.role !== "admin") throw forbidden("Only admins can do that.");
    await next();
  });
};
