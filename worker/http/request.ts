import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { createDb } from "../../db/client";
import { publicOrigin } from "../env";
import { instrumentHeaders, instrumentSession, newInstruments } from "../lib/d1-instruments";
import { BOOKMARK_HEADER, bookmarkCookie, sessionStart } from "../lib/d1-session";
import { parseInput } from "../lib/validation";
import { runWithRequestId } from "../lib/log";
import { clientIp, readBearerToken, requestToken } from "../lib/session-cookie";
import { principalForToken } from "../domains/accounts/sessions";
import type { HonoEnv } from "./hono-env";
import { jsonObjectOf } from "./json-body";
import { isLocalizedPath, langOfPath, requestLang, type Lang } from "../shared/i18n/languages";
import { runInLang } from "../lib/localize";
import { deviceOf, hasDeviceCookie, isCheckoutPage, newDeviceCookie } from "../lib/device";

/** Gives every request an id: every log line of the request carries it, and so does the X-Request-Id header. */
export const requestId: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const id = c.req.header("CF-Ray") ?? crypto.randomUUID();
  c.set("requestId", id);
  return runWithRequestId(id, next);
};

/** Benchmark figures of D1 (D1_STATEMENT_HEADER=on, see worker/lib/d1-instruments.ts), for everything below. */
export const d1Instrumentation: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (c.env.D1_STATEMENT_HEADER !== "on") return next();
  const instruments = newInstruments(c.req.raw);
  c.set("d1Instruments", instruments);
  const started = Date.now();
  await next();
  for (const [name, value] of Object.entries(instrumentHeaders(instruments, started))) c.res.headers.set(name, value);
};

/** A D1 session for this request (instrumented when the bench asks). */
export function openD1Session(c: Context<HonoEnv>, start: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
  const session = c.env.DB.withSession(start);
  const instruments = c.get("d1Instruments");
  return instruments ? instrumentSession(session, instruments) : session;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A page read speaks its address's language, whatever the cookie says (the edge cache keys pages by address). The
 * admin area has no Telugu pages: what its forms post is answered in its language, English.
 */
function contextLang(request: Request, path: string): Lang {
  const isApi = path.startsWith("/api/");
  if (!isApi && !isLocalizedPath(path)) return "en";
  const pageRead = SAFE_METHODS.has(request.method) && !isApi;
  return pageRead ? langOfPath(path) : requestLang(request);
}

/**
 * Builds the request's context once: the database client (one D1 session, see worker/lib/d1-session.ts), the
 * configuration, the origins and who is acting (bearer token, else the session cookie; the role read from the
 * database). API handlers read it as `c.var.ctx`, page loaders and actions get the same object (plus the CSP
 * nonce) from React Router's context. Afterwards the session's bookmark goes back to the client, so its next
 * request reads at least what this one wrote.
 */
export const requestSetup: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const request = c.req.raw;
  const token = requestToken(request);
  const edgeRender = c.get("edgeRender");
  const session = openD1Session(c, edgeRender?.bookmark ?? sessionStart(request, token !== null));
  c.set("d1Session", session);
  const db = createDb(session);
  const requestOrigin = new URL(c.req.url).origin;
  const lang = contextLang(request, c.req.path);
  c.set("ctx", {
    db,
    env: c.env,
    ip: clientIp(request),
    origin: publicOrigin(c.env, requestOrigin),
    requestOrigin,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    principal: await principalForToken({ db, env: c.env }, token),
    requestId: c.var.requestId,
    catalogueVersion: edgeRender?.version,
    lang,
    device: deviceOf(request),
  });
  // Code handed no context (a page action's actionFailure) answers in this language too.
  await runInLang(lang, next);
  // Issue 32: the checkout page gives a signed-in browser the device cookie the risk score recognises it by
  // (worker/lib/device.ts), before its first order is placed.
  if (!edgeRender && c.req.method === "GET" && isCheckoutPage(c.req.path) && c.var.ctx.principal && !hasDeviceCookie(request)
    && (c.res.headers.get("Content-Type") ?? "").startsWith("text/html")) {
    c.res.headers.append("Set-Cookie", newDeviceCookie(request));
  }
  const bookmark = session.getBookmark();
  // An answer the edge cache keeps is everybody's: it carries nobody's bookmark.
  if (!bookmark || edgeRender) return;
  c.res.headers.set(BOOKMARK_HEADER, bookmark);
  // Our pages carry it in a cookie after a write; API clients (bearer token) read the header.
  const wrote = !SAFE_METHODS.has(c.req.method) && c.res.status < 400;
  if (wrote && readBearerToken(request) === null) c.res.headers.append("Set-Cookie", bookmarkCookie(request, bookmark));
};

/**
 * Reads a JSON request body (./json-body.ts). An empty body counts as `{}` (some clients send Content-Type JSON with
 * no body); anything that is not a JSON object is refused with a message saying so.
 */
export async function readJsonBody(c: Context<HonoEnv>): Promise<Record<string, unknown>> {
  return jsonObjectOf(await c.req.text(), { emptyIsObject: true });
}

export async function parseJsonBody<T>(c: Context<HonoEnv>, schema: z.ZodType<T>): Promise<T> {
  return parseInput(schema, await readJsonBody(c));
}
