/**
 * What one Worker instance remembers in front of its location's Cache API (worker/lib/edge-cache.ts): a Cache
 * API lookup is a call out of the isolate, a memory lookup is not, and the hottest pages are asked for by
 * everyone. Two things are remembered:
 * - the catalogue version, for at most a second (VERSION_MEMORY_MS): the only staleness this layer adds, and
 *   only for instances other than the one that took a write (which is told at once);
 * - kept answers, compressed once (Brotli and gzip) so that each hit sends stored bytes as they are, within a
 *   memory budget (least recently used first out). Their keys carry the catalogue version, so they are never stale.
 */
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import type { CatalogueVersion } from "./edge-cache";

const VERSION_MEMORY_MS = 1_000;
/** Well inside a Worker's 128 MB: a shop's hot pages are a few dozen entries of 20–200 kB compressed. */
const MEMORY_BUDGET_BYTES = 16 * 1024 * 1024;
/**
 * Brotli quality 5: a quarter smaller than gzip on our pages (/shop: 25.6 kB against 34.2 kB) in about 3 ms, once
 * per kept page and instance; quality 11 would save another tenth for a hundred times the CPU.
 */
const BROTLI_QUALITY = 5;

let version: { value: CatalogueVersion; until: number } | null = null;

/** The remembered version; none when the location keeps none either (EDGE_VERSION_TTL_SECONDS = 0). */
export function rememberedVersion(ttlSeconds: number): CatalogueVersion | null {
  return ttlSeconds > 0 && version && version.until > Date.now() ? version.value : null;
}

export function rememberVersion(value: CatalogueVersion, ttlSeconds: number): void {
  version = { value, until: Date.now() + Math.min(VERSION_MEMORY_MS, ttlSeconds * 1000) };
}

export type RememberedAnswer = {
  status: number;
  /** Its headers, ETag included (a hash of the content: a browser revalidating an unchanged page gets a 304). */
  headers: [string, string][];
  etag: string;
  brotli: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  expires: number;
};

const sizeOf = (entry: RememberedAnswer) => entry.brotli.byteLength + entry.gzip.byteLength;

const answers = new Map<string, RememberedAnswer>();
let usedBytes = 0;

function forget(key: string): void {
  const entry = answers.get(key);
  if (!entry) return;
  answers.delete(key);
  usedBytes -= sizeOf(entry);
}

export function recall(key: string): RememberedAnswer | null {
  const entry = answers.get(key);
  if (!entry) return null;
  forget(key);
  if (entry.expires <= Date.now()) return null;
  // Re-inserted: a Map iterates in insertion order, so the first key is always the least recently used.
  answers.set(key, entry);
  usedBytes += sizeOf(entry);
  return entry;
}

/** A strong validator of the content itself, so equal bytes always have equal tags, whoever rendered them. */
export async function contentTag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `"${btoa(String.fromCharCode(...digest.subarray(0, 16))).replace(/=+$/, "")}"`;
}

export async function remember(key: string, status: number, headers: Headers, body: ArrayBuffer, expires: number): Promise<RememberedAnswer> {
  const gzip = new Uint8Array(await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
  const brotli = new Uint8Array(brotliCompressSync(new Uint8Array(body), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  const etag = headers.get("ETag") ?? (await contentTag(body));
  const entry: RememberedAnswer = { status, headers: [...headers], etag, brotli, gzip, expires };
  forget(key);
  if (sizeOf(entry) > MEMORY_BUDGET_BYTES / 8) return entry;
  answers.set(key, entry);
  usedBytes += sizeOf(entry);
  for (const oldest of answers.keys()) {
    if (usedBytes <= MEMORY_BUDGET_BYTES) break;
    forget(oldest);
  }
  return entry;
}

function matchesTag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}

function accepts(request: Request, encoding: "br" | "gzip"): boolean {
  return (request.headers.get("Accept-Encoding") ?? "").split(",").some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(parameter));
    return (coding === encoding || coding === "*") && !refused;
  });
}

/**
 * The remembered answer for this request: its Brotli or gzip bytes as they are (`encodeBody: "manual"` tells the
 * runtime they are already encoded) to a client that accepts them, as every browser does; decompressed for one
 * that does not.
 */
export function answerFrom(entry: RememberedAnswer, request: Request, extraHeaders: Record<string, string>): Response {
  const headers = new Headers(entry.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  headers.set("ETag", entry.etag);
  headers.append("Vary", "Accept-Encoding");
  // A browser that already has this page (it must revalidate every time) is told so, without the bytes.
  if (matchesTag(request.headers.get("If-None-Match"), entry.etag)) {
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  const encoding = accepts(request, "br") ? "br" : accepts(request, "gzip") ? "gzip" : null;
  if (encoding) {
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    return new Response(encoding === "br" ? entry.brotli : entry.gzip, { status: entry.status, headers, encodeBody: "manual" } as ResponseInit);
  }
  const plain = new Blob([entry.gzip]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(plain, { status: entry.status, headers });
}

/** For tests that reset the database under a running instance (a deployment never does). */
export function forgetEverything(): void {
  version = null;
  answers.clear();
  usedBytes = 0;
}
