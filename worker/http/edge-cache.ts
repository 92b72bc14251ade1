/**
 * The edge cache in the request pipeline (rules and keys: worker/lib/edge-cache.ts).
 * - edgeCache answers a cacheable request from the location's Cache API when it can (no D1, no session lookup),
 *   otherwise lets the page or list be rendered in a D1 session that starts at the catalogue version's bookmark
 *   and keeps the answer. Every answer on a cached path says X-Cache: HIT, MISS or BYPASS (signed in, HEAD, a
 *   cross-origin client).
 * - publishCatalogueWrites, after any write through this Worker, hands the location the catalogue version the
 *   write produced, before the response leaves: the writer's next page, and anyone's, shows the change.
 */
import type { Context, MiddlewareHandler } from "hono";
import { publicOrigin } from "../env";
import {
  BROWSER_CACHE_CONTROL,
  configFingerprint,
  entryKey,
  inlineScriptHashes,
  isEdgeCacheable,
  isEdgeCachedPath,
  keepVersion,
  keptVersion,
  PAGE_TTL_SECONDS,
  readVersion,
  versionTtlSeconds,
  type CatalogueVersion,
} from "../lib/edge-cache";
import { answerFrom, contentTag, recall, remember, rememberedVersion, rememberVersion, type RememberedAnswer } from "../lib/edge-memory";
import { errorMessage, log } from "../lib/log";
import type { HonoEnv } from "./hono-env";
import { openD1Session } from "./request";
import { pageContentSecurityPolicy } from "./security-headers";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Headers about one request (or one bench run) that a kept answer must not repeat to others. */
const PER_REQUEST_HEADERS = ["X-Request-Id", "X-D1-Bookmark", "X-D1-Statements", "X-D1-Round-Trips", "X-D1-Sequential-Round-Trips", "Server-Timing", "X-Cache"];
/** When a kept answer was stored, so that an instance remembering it lets it expire when the cache would. */
const STORED_AT = "X-Edge-Stored-At";

/**
 * The location's cache; absent outside workerd. (The pages' DOM typings also declare `caches`, without the
 * Workers runtime's `default`.)
 */
function edgeStore(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

/**
 * The catalogue version: remembered by this instance (a second), else kept by the location
 * (EDGE_VERSION_TTL_SECONDS), else read from the primary and kept.
 */
async function catalogueVersion(c: Context<HonoEnv>, cache: Cache, origin: string): Promise<CatalogueVersion> {
  const ttl = versionTtlSeconds(c.env.EDGE_VERSION_TTL_SECONDS);
  const remembered = rememberedVersion(ttl);
  if (remembered) return remembered;
  let version = ttl > 0 ? await keptVersion(cache, origin) : null;
  if (!version) {
    version = await readVersion(openD1Session(c, "first-primary"));
    await keepVersion(cache, origin, version, ttl);
  }
  rememberVersion(version, ttl);
  return version;
}

const answerHeaders = (status: "HIT" | "MISS") => ({ "X-Cache": status, "Cache-Control": BROWSER_CACHE_CONTROL });

/** An answer the location's cache kept, remembered by this instance from now on (until the cache's expiry). */
async function rememberKept(key: string, kept: Response): Promise<RememberedAnswer> {
  const storedAt = Number(kept.headers.get(STORED_AT));
  const expires = (Number.isFinite(storedAt) && storedAt > 0 ? storedAt : Date.now()) + PAGE_TTL_SECONDS * 1000;
  const headers = new Headers(kept.headers);
  for (const name of [STORED_AT, "Cache-Control", "Age", "CF-Cache-Status", "Expires"]) headers.delete(name);
  return remember(key, kept.status, headers, await kept.arrayBuffer(), expires);
}

function imageOrigin(c: Context<HonoEnv>): string | undefined {
  const requestOrigin = new URL(c.req.url).origin;
  const origin = publicOrigin(c.env, requestOrigin);
  return origin === requestOrigin ? undefined : origin;
}

/** A fresh answer to a cacheable request: its CSP by script hashes (pages), kept when it is a public 200. */
async function keepAnswer(c: Context<HonoEnv>, cache: Cache, key: string): Promise<Response> {
  const fresh = c.res;
  const body = await fresh.arrayBuffer();
  const headers = new Headers(fresh.headers);
  if (headers.get("Content-Type")?.startsWith("text/html")) {
    const hashes = await inlineScriptHashes(new TextDecoder().decode(body));
    headers.set("Content-Security-Policy", pageContentSecurityPolicy({ hashes }, imageOrigin(c)));
  }
  const keepable = fresh.status === 200 && !headers.has("Set-Cookie") && !/\b(?:private|no-store)\b/i.test(headers.get("Cache-Control") ?? "");
  if (keepable) {
    const storedAt = Date.now();
    headers.set("ETag", await contentTag(body));
    const kept = new Headers(headers);
    for (const name of PER_REQUEST_HEADERS) kept.delete(name);
    await remember(key, 200, kept, body, storedAt + PAGE_TTL_SECONDS * 1000);
    kept.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
    kept.set(STORED_AT, String(storedAt));
    // A full or failing cache costs the next visitor a render, never this one their page.
    await cache.put(key, new Response(body, { status: 200, headers: kept })).catch((error: unknown) => log("warn", "edge cache put failed", { error: errorMessage(error) }));
    for (const [name, value] of Object.entries(answerHeaders("MISS"))) headers.set(name, value);
  } else {
    headers.set("X-Cache", "MISS");
  }
  // Sent as rendered (the runtime compresses it): one response, the next ones come from memory.
  return new Response(body, { status: fresh.status, statusText: fresh.statusText, headers });
}

/** What names the build whose pages are kept (React Router's assets version in the Worker; a label in tests). */
export type BuildName = () => string | Promise<string>;

export const edgeCache = (buildName: BuildName): MiddlewareHandler<HonoEnv> => async (c, next) => {
  const request = c.req.raw;
  if (!isEdgeCachedPath(new URL(request.url).pathname)) return next();
  const cache = edgeStore();
  if (!cache || !isEdgeCacheable(request)) {
    await next();
    c.res.headers.set("X-Cache", "BYPASS");
    return;
  }
  let key: string;
  try {
    const version = await catalogueVersion(c, cache, new URL(request.url).origin);
    key = entryKey(request, version, `${await buildName()}.${configFingerprint(c.env)}`);
    const remembered = recall(key);
    if (remembered) return answerFrom(remembered, request, answerHeaders("HIT"));
    const kept = await cache.match(key);
    if (kept) return answerFrom(await rememberKept(key, kept), request, answerHeaders("HIT"));
    c.set("edgeRender", version);
  } catch (error) {
    // The cache is an optimisation: when it fails, the page is rendered as if it did not exist.
    log("warn", "edge cache unavailable", { error: errorMessage(error) });
    await next();
    c.res.headers.set("X-Cache", "BYPASS");
    return;
  }
  await next();
  const answer = await keepAnswer(c, cache, key);
  // Hono merges the old response's headers into one assigned over it: this answer replaces it whole.
  c.res = undefined;
  c.res = answer;
};

export const publishCatalogueWrites: MiddlewareHandler<HonoEnv> = async (c, next) => {
  await next();
  const cache = edgeStore();
  if (SAFE_METHODS.has(c.req.method) || !cache) return;
  const origin = new URL(c.req.url).origin;
  try {
    // Read in the write's own session, so the version includes the write.
    const [written, kept] = await Promise.all([readVersion(c.var.d1Session), keptVersion(cache, origin)]);
    const ttl = versionTtlSeconds(c.env.EDGE_VERSION_TTL_SECONDS);
    rememberVersion(written, ttl);
    if (!kept || written.version > kept.version) await keepVersion(cache, origin, written, ttl);
  } catch (error) {
    log("warn", "catalogue version not published", { error: errorMessage(error) });
  }
};
