/**
 * Calls the real Worker app (worker/app.ts) inside workerd with the test bindings. Pages are rendered by a
 * minimal renderer here: page behaviour is covered by the browser journeys in tests/e2e.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createDb } from "../../db/client";
import { createApp } from "../../worker/app";

// Named for the edge cache: its stub pages are never kept under the keys of another app of the same test file.
const app = createApp(async () => new Response("<!doctype html><title>page</title>", { headers: { "Content-Type": "text/html" } }), () => "stub-pages");

export const ORIGIN = "https://shop.test";

export type CallOptions = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  token?: string | null;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** Bindings to override for this one request (configuration such as CORS_ORIGINS). */
  env?: Partial<typeof env>;
  /** Another build of the app (tests/helpers/pages.ts: the real page actions). */
  app?: typeof app;
  /** The scheme, host and port the request is sent to (ORIGIN unless given). */
  origin?: string;
};

export async function call(path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.json !== undefined) headers.set("Content-Type", "application/json");
  if (options.token !== undefined) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("Cookie", options.cookie);
  headers.set("CF-Connecting-IP", options.ip ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const request = new Request(`${options.origin ?? ORIGIN}${path}`, {
    method: options.method ?? (options.json !== undefined || options.body !== undefined ? "POST" : "GET"),
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const ctx = createExecutionContext();
  const response = await (options.app ?? app).fetch(request, options.env ? { ...env, ...options.env } : env, ctx);
  await waitOnExecutionContext(ctx);
  // The body's bytes as sent (a zip, a PDF) and as UTF-8 text, as response.text() would decode it.
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let body: any;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, text, bytes };
}

export const testDb = () => createDb(env.DB);
export { env };
