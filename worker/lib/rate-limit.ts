/**
 * Two kinds of limits:
 * - per-IP request rates through the Workers Rate Limiting binding (cheap, kept at the edge, approximate);
 * - exact fixed-window counters in D1 for limits the binding cannot express (per e-mail, per account).
 */
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitCounters } from "./tables";
import { tooManyRequests } from "./errors";

async function enforceEdgeLimit(limiter: RateLimit | undefined, key: string, message?: string) {
  if (!limiter) return;
  const { success } = await limiter.limit({ key });
  if (!success) throw tooManyRequests(message);
}

/**
 * The per-IP limit of `scope` ("login", "chat", ...) for the client at `ip`. Every limit keyed by a client
 * address goes through here, so they all count an IPv6 client by its /64 (see ipLimitSubject).
 */
export async function enforceIpLimit(limiter: RateLimit | undefined, scope: string, ip: string, message?: string) {
  await enforceEdgeLimit(limiter, `${scope}:${ipLimitSubject(ip)}`, message);
}

/**
 * What a per-IP limit counts for a client address: an IPv4 address as it is, an IPv6 address by its /64 prefix.
 * One IPv6 subscriber is normally given a whole /64 and can pick any address in it, so counting single IPv6
 * addresses would let one client rotate through 2^64 of them. IPv4-mapped IPv6 addresses count as their IPv4.
 */
export function ipLimitSubject(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1").split("%")[0];
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const ipv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (ipv4Mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a trailing dotted IPv4 part converted), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const dotted = text.match(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const high = ((bytes[0] << 8) | bytes[1]).toString(16);
    const low = ((bytes[2] << 8) | bytes[3]).toString(16);
    text = `${text.slice(0, -dotted[0].length)}${high}:${low}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  const elided = 8 - head.length - tail.length;
  if (halves.length === 2 ? elided < 1 : elided !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? elided : 0).fill("0"), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

function windowStartOf(now: number, windowSeconds: number): number {
  return Math.floor(now / 1000 / windowSeconds) * windowSeconds;
}

type CounterOptions = { key: string; windowSeconds: number; max: number; message?: string; now?: number };

/** Counts one hit on `key` in the current window; refuses with 429 once `max` hits are exceeded. */
export async function enforceCounterLimit(db: Db, options: CounterOptions) {
  const { row } = await countHit(db, options);
  if (row && row.count > options.max) throw tooManyRequests(options.message);
}

/**
 * Adds one to `key`'s count in the current window (one upsert). With `onlyBelowMax` the count grows only while it
 * is under `max`, and no row comes back once the window is full.
 */
async function countHit(db: Db, options: CounterOptions, onlyBelowMax = false) {
  const windowStart = windowStartOf(options.now ?? Date.now(), options.windowSeconds);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: options.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
      ...(onlyBelowMax ? { setWhere: sql`${rateLimitCounters.count} < ${options.max}` } : {}),
    })
    .returning({ count: rateLimitCounters.count });
  return { row, windowStart };
}

/** An attempt already counted against its limit; one that succeeds gives its count back. */
export type CountedAttempt = { succeeded: () => Promise<void> };

/**
 * Counts an attempt on `key` BEFORE it is made, refusing with 429 when the window already holds `max`: the count
 * and the check are one conditional upsert, so concurrent attempts can never get past the limit together (a
 * check first and a count after a failure could let a burst of parallel guesses through). A caller that only
 * limits failures calls `succeeded()` when the attempt turns out right.
 */
export async function beginCountedAttempt(db: Db, options: CounterOptions): Promise<CountedAttempt> {
  const { row, windowStart } = await countHit(db, options, true);
  if (!row) throw tooManyRequests(options.message);
  const thisWindow = and(eq(rateLimitCounters.key, options.key), eq(rateLimitCounters.windowStart, windowStart));
  return {
    // A window whose only count was this attempt goes away, so successful attempts leave no rows behind.
    succeeded: async () => {
      await db.batch([
        db.delete(rateLimitCounters).where(and(thisWindow, lte(rateLimitCounters.count, 1))),
        db
          .update(rateLimitCounters)
          .set({ count: sql`${rateLimitCounters.count} - 1` })
          .where(thisWindow),
      ]);
    },
  };
}

/** Forgets every window of `key` (a password reset clears the account's failed sign-ins). */
export async function clearCounter(db: Db, key: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** SHA-256 hex of a value, so counters keyed by e-mail do not store the address itself. */
export async function hashKey(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
