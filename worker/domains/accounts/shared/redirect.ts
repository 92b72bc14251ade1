/**
 * Where to send someone after signing in. The place comes from the query string, so anyone can craft it:
 * only paths on this very site are followed, never another host (no open redirect).
 */
import { langOfPath, pathInLang } from "../../../shared/i18n/languages";

/** The query parameter (and /login form field) that carries the page asked for. */
export const REDIRECT_PARAM = "redirectTo";

/** Longer than any page of ours; a longer value is not a place someone was. */
const MAX_PATH_LENGTH = 2048;

/** Control characters and backslashes: browsers drop or rewrite them, which can turn `/\host` into `//host`. */
function hasUnsafeCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || value[index] === "\\") return true;
  }
  return false;
}

const PLACEHOLDER_ORIGIN = "http://same-origin.invalid";

/**
 * `value` when it is a same-origin relative path (one leading "/", not "//"), else `fallback`.
 * Shared by the server (login action and loader) and the browser (links that carry the parameter).
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_PATH_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (hasUnsafeCharacter(value)) return fallback;
  // The checks above already exclude every other host; resolving it is the last word, as a browser would.
  let resolved: URL;
  try {
    resolved = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  return resolved.origin === PLACEHOLDER_ORIGIN ? value : fallback;
}

/**
 * The login page that returns to `path` afterwards (the page's path and query string), in that page's language:
 * /te/checkout signs in at /te/login and comes back to /te/checkout.
 */
export function loginPathFor(path: string): string {
  const back = safeRedirectPath(path, "");
  const login = pathInLang("/login", langOfPath(back.split(/[?#]/, 1)[0] ?? ""));
  return back ? `${login}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : login;
}

/** The same page with the redirect target kept, for links that lead away from /login and back. */
export function withRedirectParam(path: string, redirectTo: string | null): string {
  const back = safeRedirectPath(redirectTo, "");
  if (!back) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
}
