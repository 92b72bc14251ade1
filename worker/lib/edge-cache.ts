/**
 * The edge cache's rules: which requests it may answer, how entries are keyed, and the catalogue version.
 *
 * Anonymous GETs of the public pages (and their `.data` navigations) and of the public API lists are kept in the
 * Workers Cache API of the location that served them. Every key carries the catalogue version: one number in D1
 * (table catalogue_version) that triggers bump in the same statement as any change to what those pages show
 * (products, packs and their stock, categories, content, settings, delivery zones, policies: the list and the
 * triggers' SQL are defined in worker/domains/catalogue/catalogue-version.ts, migrations 0013 and 0015 created them).
 * A change therefore never has to find and purge the pages it affects: the next request asks for a key that does
 * not exist yet.
 *
 * Reading the version must not cost a D1 round trip on a warm request, so the location keeps it in its own Cache
 * API too, for EDGE_VERSION_TTL_SECONDS (30 by default), with the D1 bookmark it was read at, and each Worker
 * instance remembers it for at most a second (worker/lib/edge-memory.ts). Staleness bounds:
 * - a write through this Worker publishes the new version to its instance and to the location's cache before
 *   its response leaves (worker/http/edge-cache.ts): the next request sees the change, unless another
 *   instance of the same location serves it within the second that instance trusts its memory;
 * - other locations, and writes that bypass the Worker (`wrangler d1 execute`, the seed script), are seen once
 *   the kept version expires: at most EDGE_VERSION_TTL_SECONDS (+1 s) late, then it is read from the primary;
 * - a page missing from the cache is rendered in a D1 session that starts at the version's bookmark, so what is
 *   stored under version V was read from a database that has every write up to V, even on a lagging replica.
 * Entries themselves expire after PAGE_TTL_SECONDS, which bounds anything time-dependent on a page.
 */
import { readBearerToken, readSessionCookie } from "./session-cookie";
import { isLang, langOfPath, pathWithoutLang, type Lang } from "../shared/i18n/languages";

/** Default of EDGE_VERSION_TTL_SECONDS (wrangler.toml): how long a location trusts the version it keeps. */
export const VERSION_TTL_SECONDS = 30;
export const PAGE_TTL_SECONDS = 600;
/** What the browser may do with a cacheable answer: keep it, but ask again every time (the edge answers fast). */
export const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** The public pages (also as React Router's `.data` navigation requests) and public API lists. */
const PUBLIC_PAGE = /^\/(?:|shop|shop\/suggestions|products\/[^/]+|blobs|blobs\/[^/]+|promotions|protocols|protocols\/[^/]+|commonqueries|policies\/[^/]+|contact|sitemap\.xml|robots\.txt)$/;
const PUBLIC_API = /^\/api\/(?:admin\/product\/all|admin\/category\/all|admin\/banner\/banners|admin\/blob\/blobs|admin\/blob\/blobs\/[^/]+|promotion|settings|policies\/[^/]+)$/;
/** Longer query strings are answered but not kept: nobody shares such links, and they would only fill the cache. */
const MAX_CACHED_SEARCH = 512;

/** The page a `.data` request loads ("/_root.data" is the home page's, "/te.data" the Telugu home page's). */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * The language a kept answer is in: a page's is its address's (/te/… is Telugu), an API list's is its `?lang=`.
 * It is a part of every key of its own, so a Telugu answer can never be handed to an English request or the reverse,
 * whatever the rest of the key.
 */
export function answerLang(url: URL): Lang {
  if (url.pathname.startsWith("/api/")) {
    const asked = url.searchParams.get("lang");
    return isLang(asked) ? asked : "en";
  }
  return langOfPath(pagePath(url.pathname));
}

/** Whether a path is one the edge cache serves to anonymous visitors. */
export function isEdgeCachedPath(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathWithoutLang(pagePath(pathname))) || PUBLIC_API.test(pathname);
}

/**
 * Whether this request may be answered from (and stored in) the cache: a GET of a cached path by someone who is
 * not signed in. Any session cookie or bearer token, even a dead one, means personal (its answer may clear the
 * cookie, and a signed-in page shows its person). A cross-origin API client gets CORS headers made for its own
 * origin, so it is answered fresh, as before.
 */
export function isEdgeCacheable(request: Request): boolean {
  const url = new URL(request.url);
  if (request.method !== "GET" || !isEdgeCachedPath(url.pathname) || url.search.length > MAX_CACHED_SEARCH) return false;
  if (readSessionCookie(request) !== null || readBearerToken(request) !== null) return false;
  const origin = request.headers.get("Origin");
  return !origin || origin === url.origin;
}

/** Cache keys live under a path the app never serves, on the request's own host. */
const KEY_PREFIX = "/__edge";

/**
 * The key of a kept answer. Besides the catalogue version it names what else shapes every page: the build (a new
 * deployment's pages load new script files, the old ones are gone) and the configuration (shop name, public
 * origin, ...: a changed variable is a new deployment without a new build), and the answer's language.
 */
export function entryKey(request: Request, version: CatalogueVersion, namespace: string): string {
  const url = new URL(request.url);
  const stamp = version.changedAt.replace(/[^0-9]/g, "");
  return `${url.origin}${KEY_PREFIX}/${namespace}/v${version.version}.${stamp}/${answerLang(url)}${url.pathname}${url.search}`;
}

/** Secrets never go into a key, even hashed. */
const SECRET_NAME = /(?:SECRET|KEY|TOKEN|PASSWORD)$/;
const fingerprints = new WeakMap<object, string>();

/** A short hash (FNV-1a) of the configuration variables: the same for every request of a deployment. */
export function configFingerprint(env: object): string {
  const known = fingerprints.get(env);
  if (known) return known;
  const variables = Object.entries(env)
    .filter(([name, value]) => typeof value === "string" && !SECRET_NAME.test(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(variables)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const fingerprint = hash.toString(36);
  fingerprints.set(env, fingerprint);
  return fingerprint;
}

/**
 * `changedAt` (the trigger's timestamp of the last change) is part of the key too: a database restored from a
 * backup can count the same version numbers again, never with the same millisecond.
 */
export type CatalogueVersion = { version: number; changedAt: string; bookmark: string | null };

/** How long (seconds) a location trusts the version it keeps: EDGE_VERSION_TTL_SECONDS, default 30. */
export function versionTtlSeconds(configured: string | undefined): number {
  const seconds = Number(configured);
  return configured?.trim() && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 3600) : VERSION_TTL_SECONDS;
}

function versionKey(origin: string): string {
  return `${origin}${KEY_PREFIX}/catalogue-version`;
}

function parseVersion(value: unknown): CatalogueVersion | null {
  if (typeof value !== "object" || value === null) return null;
  const { version, changedAt, bookmark } = value as Record<string, unknown>;
  if (typeof version !== "number" || !Number.isSafeInteger(version) || typeof changedAt !== "string") return null;
  return { version, changedAt, bookmark: typeof bookmark === "string" ? bookmark : null };
}

/** The version this location keeps, or null when it has none (expired, never read, evicted). */
export async function keptVersion(cache: Cache, origin: string): Promise<CatalogueVersion | null> {
  const kept = await cache.match(versionKey(origin));
  if (!kept) return null;
  return parseVersion(await kept.json().catch(() => null));
}

export async function keepVersion(cache: Cache, origin: string, version: CatalogueVersion, ttlSeconds: number): Promise<void> {
  if (ttlSeconds <= 0) return;
  const body = JSON.stringify(version);
  await cache.put(versionKey(origin), new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${ttlSeconds}` } }));
}

/** The version as a D1 session sees it, and the bookmark of that read. */
export async function readVersion(session: D1DatabaseSession): Promise<CatalogueVersion> {
  const row = await session.prepare("select version, changed_at from catalogue_version where id = 1").first<{ version: number; changed_at: string }>();
  return { version: row?.version ?? 0, changedAt: row?.changed_at ?? "", bookmark: session.getBookmark() };
}

/**
 * The Content-Security-Policy hashes of a page's inline scripts. A stored page is sent to many visitors, so it
 * cannot carry a per-request nonce (a nonce everybody has seen protects nothing): cached pages are rendered
 * without one and their CSP admits exactly the inline scripts they contain, by hash. A script injected into a
 * page would not match any hash.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
    hashes.add(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
  }
  return [...hashes];
}
