/**
 * Session tokens: HS256 JWTs with issuer, audience and expiry checked and the algorithm pinned.
 * The payload carries the user id and the user's token version; the version is compared with the database
 * on every request, which is what makes logout, password reset and role changes take effect at once.
 */
import { SignJWT, jwtVerify } from "jose";

export const TOKEN_ISSUER = "ghani-shop";
export const TOKEN_AUDIENCE = "ghani-shop-web";
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type SessionClaims = { userId: string; tokenVersion: number };

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signSessionToken(claims: SessionClaims, secret: string): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(key(secret));
}

/** Returns the claims of a valid token, or null for anything forged, expired, malformed or of another kind. */
export async function verifySessionToken(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["exp", "sub"],
    });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    return { userId: payload.sub, tokenVersion: payload.ver };
  } catch {
    return null;
  }
}
