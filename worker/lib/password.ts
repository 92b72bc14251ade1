/**
 * Password hashing with PBKDF2-SHA256 from WebCrypto.
 *
 * Cloudflare Workers refuse PBKDF2 above 100,000 iterations in production (local workerd does not enforce
 * it), so the count is exactly that cap. The record keeps its own parameters so the count can change later
 * without breaking stored hashes: `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Parses a stored record; exported for the test that pins the iteration cap. */
export function parsePasswordRecord(record: string) {
  const [scheme, iterations, salt, hash] = record.split("$");
  if (scheme !== "pbkdf2-sha256" || !iterations || !salt || !hash) return null;
  return { iterations: Number(iterations), salt: fromBase64(salt), hash: fromBase64(hash) };
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

export async function verifyPassword(password: string, record: string): Promise<boolean> {
  const parsed = parsePasswordRecord(record);
  if (!parsed || parsed.iterations > PBKDF2_ITERATIONS) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  return constantTimeEqual(candidate, parsed.hash);
}

/** A valid record for a password nobody knows: login compares against it when the e-mail is unknown, so
 * the response takes as long as for a wrong password and reveals nothing. */
export const UNKNOWN_USER_PASSWORD_RECORD =
  "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
