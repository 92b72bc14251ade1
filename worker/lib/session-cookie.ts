/**
 * Our own pages carry the session token in an httpOnly cookie (scripts can never read it); API clients send
 * the same token as `Authorization: Bearer`. SameSite=Lax plus the Origin check on unsafe requests keeps
 * other sites from using the cookie.
 */
import { TOKEN_LIFETIME_SECONDS } from "./jwt";

export const SESSION_COOKIE = "ghani_session";

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function sessionCookie(request: Request, token: string): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${TOKEN_LIFETIME_SECONDS}${secure}`;
}

export function clearedSessionCookie(request: Request): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** A cookie's value from the request's Cookie header; null when absent or empty. */
export function readCookie(request: Request, cookieName: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) return rest.join("=") || null;
  }
  return null;
}

export function readSessionCookie(request: Request): string | null {
  return readCookie(request, SESSION_COOKIE);
}

/** The bearer token of an API request; the literal "null"/"undefined" that logged-out clients send is none. */
export function readBearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(.+)$/i);
  const token = match?.[1]?.trim();
  if (!token || token === "null" || token === "undefined") return null;
  return token;
}

/** The session token of a request: the bearer header (API clients), else the session cookie (our pages). */
export function requestToken(request: Request): string | null {
  return readBearerToken(request) ?? readSessionCookie(request);
}

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}
