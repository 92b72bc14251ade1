import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDomainError } from "../lib/errors";
import { errorMessage, log } from "../lib/log";
import type { HonoEnv } from "./hono-env";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** /api/chat's clients read `error`, not `message` (API.md 3.9): refusals made before its handler carry both. */
const CHAT_PATH = /^\/api\/chat\/?$/;

/** The one error shape of the API: `{ success: false, message }`. */
export function jsonError(c: Context, status: ContentfulStatusCode, message: string) {
  if (CHAT_PATH.test(new URL(c.req.url).pathname)) return c.json({ success: false, message, error: message }, status);
  return c.json({ success: false, message }, status);
}

export const handleApiError: ErrorHandler<HonoEnv> = (error, c) => {
  if (isDomainError(error)) {
    if (error.status === 500) return jsonError(c, 500, error.message);
    return jsonError(c, error.status, error.message);
  }
  if (error instanceof HTTPException) {
    return jsonError(c, error.status as ContentfulStatusCode, error.message || "Request refused");
  }
  // Our own fault: log what helps us (never request bodies, which may hold passwords), answer without internals.
  log("error", "unhandled error", { method: c.req.method, path: new URL(c.req.url).pathname, error: errorMessage(error) });
  return jsonError(c, 500, INTERNAL_ERROR_MESSAGE);
};

export const handleApiNotFound: NotFoundHandler<HonoEnv> = (c) =>
  jsonError(c, 404, `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`);
