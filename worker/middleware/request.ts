import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { createDb } from "../../db/client";
import { publicOrigin } from "../env";
import { countingD1, type StatementCounter } from "../lib/d1-counter";
import { badRequest } from "../lib/errors";
import { parseInput } from "../lib/validation";
import { runWithRequestId } from "../lib/log";
import { clientIp, requestToken } from "../lib/session-cookie";
import { principalForToken } from "../services/sessions";
import type { HonoEnv } from "../types";

/** Gives every request an id: every log line of the request carries it, and so does the X-Request-Id header. */
export const requestId: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const id = c.req.header("CF-Ray") ?? crypto.randomUUID();
  c.set("requestId", id);
  return runWithRequestId(id, next);
};

/**
 * Builds the request's context once: the database client, the configuration, the origins and who is acting
 * (bearer token, else the session cookie; the role read from the database). API handlers read it as `c.var.ctx`,
 * page loaders and actions get the same object (plus the CSP nonce) from React Router's context.
 */
export const requestSetup: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const counter: StatementCounter | null = c.env.D1_STATEMENT_HEADER === "on" ? { statements: 0 } : null;
  const db = createDb(counter ? countingD1(c.env.DB, counter) : c.env.DB);
  const requestOrigin = new URL(c.req.url).origin;
  c.set("ctx", {
    db,
    env: c.env,
    ip: clientIp(c.req.raw),
    origin: publicOrigin(c.env, requestOrigin),
    requestOrigin,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    principal: await principalForToken({ db, env: c.env }, requestToken(c.req.raw)),
    requestId: c.var.requestId,
  });
  if (!counter) return next();
  const started = Date.now(); // advances across I/O in workerd, which is what a D1-bound request waits on
  await next();
  c.res.headers.set("X-D1-Statements", String(counter.statements));
  c.res.headers.set("Server-Timing", `total;dur=${Date.now() - started}`);
};

/**
 * Reads a JSON request body. An empty body counts as `{}` (some clients send Content-Type JSON with no body);
 * anything that is not a JSON object is refused with a message saying so.
 */
export async function readJsonBody(c: Context<HonoEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw badRequest("Request body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

export async function parseJsonBody<T>(c: Context<HonoEnv>, schema: z.ZodType<T>): Promise<T> {
  return parseInput(schema, await readJsonBody(c));
}
