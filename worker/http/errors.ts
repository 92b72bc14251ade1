/**
 * The API's one error shape, `{ success: false, message }`, in the request's language (issue 30): `?lang=`, the
 * remembered choice (the `lang` cookie), else English, so today's clients read today's English. Messages are
 * written in English and translated through the "server" catalogue (worker/lib/localize.ts).
 */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDomainError } from "../lib/errors";
import { errorMessageIn, localizeMessage } from "../lib/localize";
import { errorMessage, log } from "../lib/log";
import { requestLang, type Lang } from "../shared/i18n/languages";
import type { RequestContext } from "./context";
import type { HonoEnv } from "./hono-env";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** /api/chat's clients read `error`, not `message` (API.md 3.9): refusals made before its handler carry both. */
const CHAT_PATH = /^\/api\/chat\/?$/;

/** The language of this answer: the request context's, or (before the context exists) the request's own. */
function answerLang(c: Context): Lang {
  const ctx: RequestContext | undefined = (c as Context<HonoEnv>).get("ctx");
  return ctx?.lang ?? requestLang(c.req.raw);
}

function answer(c: Context, status: ContentfulStatusCode, message: string) {
  if (CHAT_PATH.test(new URL(c.req.url).pathname)) return c.json({ success: false, message, error: message }, status);
  return c.json({ success: false, message }, status);
}

/** The one error shape of the API: `{ success: false, message }`, the English `message` said in the request's language. */
export function jsonError(c: Context, status: ContentfulStatusCode, message: string) {
  return answer(c, status, localizeMessage(message, answerLang(c)));
}

export const handleApiError: ErrorHandler<HonoEnv> = (error, c) => {
  if (isDomainError(error)) {
    return answer(c, error.status, errorMessageIn(error, answerLang(c)));
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
