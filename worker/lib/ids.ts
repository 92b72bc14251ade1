/**
 * Opaque, time-ordered ids (ULID-style, 26 Crockford base32 characters): 10 characters of milliseconds then
 * 16 random ones. Sorting ids sorts by creation, so lists keep insertion order without an extra column.
 * Within one millisecond the random part is incremented, so ids made in a burst stay ordered too.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

let lastTime = -1;
let lastRandom: number[] = [];

function encodeTime(time: number): string {
  let out = "";
  let rest = time;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

function randomDigits(): number[] {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte % 32);
}

function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    if (next[i] < 31) {
      next[i] += 1;
      return next;
    }
    next[i] = 0;
  }
  return randomDigits();
}

export function newId(now: number = Date.now()): string {
  if (now <= lastTime) {
    lastRandom = increment(lastRandom);
  } else {
    lastTime = now;
    lastRandom = randomDigits();
  }
  return encodeTime(Math.max(now, lastTime)) + lastRandom.map((d) => ALPHABET[d]).join("");
}

export function nowIso(): string {
  return new Date().toISOString();
}
