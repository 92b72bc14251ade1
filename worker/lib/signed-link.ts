/**
 * Signatures for links the shop sends (issue 32: the COD confirmation link): HMAC-SHA256 under the session secret
 * with a purpose string of the caller's own, so a signature made for one purpose (a link) never passes for another
 * (a session, the guest cart's cookie). Verified with WebCrypto's verify, which compares in constant time. The
 * signature travels base64url-encoded (URL-safe, no padding); a malformed one is simply not valid, never an error.
 */

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const signedBytes = (purpose: string, payload: string) => encoder.encode(`${purpose}\n${payload}`);

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The 32 bytes of a base64url SHA-256 signature (43 characters), or null for anything else. */
function signatureBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(`${text.replace(/-/g, "+").replace(/_/g, "/")}=`);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The base64url signature of `payload` for `purpose` under `secret`. */
export async function signForPurpose(secret: string, purpose: string, payload: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), signedBytes(purpose, payload))));
}

/** Whether `signature` is this payload's for this purpose (false for a malformed, tampered or foreign one). */
export async function verifyForPurpose(secret: string, purpose: string, payload: string, signature: string): Promise<boolean> {
  const bytes = signatureBytes(signature);
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, signedBytes(purpose, payload));
}
