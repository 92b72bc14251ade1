import type { Context, MiddlewareHandler, Next } from "hono";
import type { z } from "zod";
import { describeIssues } from "../../app/lib/schemas/common";
import { createDb } from "../../db/client";
import { publicOrigin } from "../env";
import { countingD1, type StatementCounter } from "../lib/d1-counter";
import { badRequest } from "../lib/errors";
import { runWithRequestId } from "../lib/log";
import { clientIp } from "../lib/session-cookie";
import type { ServiceContext } from "../services/context";
import type { HonoEnv } from "../types";

/** Gives every request an id (every log line of the request carries it) and a database client. */
export const requestSetup: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const requestId = c.req.header("CF-Ray") ?? crypto.randomUUID();
  c.set("requestId", requestId);
  return runWithRequestId(requestId, () => setUpDatabase(c, next));
};

async function setUpDatabase(c: Context<HonoEnv>, next: Next) {
  if (c.env.D1_STATEMENT_HEADER !== "on") {
    c.set("db", createDb(c.env.DB));
    return next();
  }
  const counter: StatementCounter = { statements: 0 };
  c.set("db", createDb(countingD1(c.env.DB, counter)));
  const started = Date.now(); // advances across I/O in workerd, which is what a D1-bound request waits on
  await next();
  c.res.headers.set("X-D1-Statements", String(counter.statements));
  c.res.headers.set("Server-Timing", `total;dur=${Date.now() - started}`);
};

export function serviceContext(c: Context<HonoEnv>): ServiceContext {
  const requestOrigin = new URL(c.req.url).origin;
  return {
    db: c.var.db,
    env: c.env,
    ip: clientIp(c.req.raw),
    origin: publicOrigin(c.env, requestOrigin),
    requestOrigin,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  };
}

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
  const result = schema.safeParse(await readJsonBody(c));
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}
