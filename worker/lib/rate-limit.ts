/**
 * Two kinds of limits:
 * - per-IP request rates through the Workers Rate Limiting binding (cheap, kept at the edge, approximate);
 * - exact fixed-window counters in D1 for limits the binding cannot express (per e-mail, per hour).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";
import { tooManyRequests } from "./errors";

export async function enforceEdgeLimit(limiter: RateLimit | undefined, key: string, message?: string) {
  if (!limiter) return;
  const { success } = await limiter.limit({ key });
  if (!success) throw tooManyRequests(message);
}

/** Counts one hit on `key` in the current window; refuses with 429 once `max` hits are exceeded. */
export async function enforceCounterLimit(
  db: Db,
  options: { key: string; windowSeconds: number; max: number; message?: string; now?: number },
) {
  const now = options.now ?? Date.now();
  const windowStart = Math.floor(now / 1000 / options.windowSeconds) * options.windowSeconds;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: options.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  if (row && row.count > options.max) throw tooManyRequests(options.message);
}

/** SHA-256 hex of a value, so counters keyed by e-mail do not store the address itself. */
export async function hashKey(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
