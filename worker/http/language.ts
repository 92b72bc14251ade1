/**
 * Which language a visitor lands in (issue 30). Pages speak their address's language (worker/shared/i18n/languages.ts);
 * this middleware only decides where an English address sends someone who reads Telugu, before the edge cache is
 * asked (so a kept English page is never handed to them, and no kept page depends on a cookie):
 * - the remembered choice (the `lang` cookie, set by the header's switch) wins;
 * - with none, a first visit follows Accept-Language, and the choice is remembered from then on;
 * - only document loads of storefront pages are redirected (never the API, `.data` navigations, posts or admin).
 * `GET /language?to=te&next=/shop` is the switch itself: it remembers the choice and opens the same page in it.
 */
import type { MiddlewareHandler } from "hono";
import { isHttps } from "../lib/session-cookie";
import {
  isLang,
  isLocalizedPath,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  langCookie,
  langOfPath,
  pathInLang,
  preferredLang,
  type Lang,
} from "../shared/i18n/languages";
import type { HonoEnv } from "./hono-env";

export function langCookieHeader(request: Request, lang: Lang): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${LANG_COOKIE}=${lang}; Path=/; SameSite=Lax; Max-Age=${LANG_COOKIE_MAX_AGE}${secure}`;
}

/** A redirect that depends on this visitor's cookie and headers: nobody may keep it for anyone else. */
function personalRedirect(location: string, setCookie?: string): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "private, no-store", Vary: "Cookie, Accept-Language" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return new Response(null, { status: 302, headers });
}

function isDocumentLoad(request: Request, pathname: string): boolean {
  if (request.method !== "GET" || pathname.endsWith(".data") || !isLocalizedPath(pathname)) return false;
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

export const languageLanding: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const request = c.req.raw;
  const url = new URL(request.url);
  if (!isDocumentLoad(request, url.pathname) || langOfPath(url.pathname) !== "en") return next();
  const remembered = langCookie(request.headers.get("Cookie"));
  if (remembered === "en") return next();
  if (remembered === "te") return personalRedirect(pathInLang(`${url.pathname}${url.search}`, "te"));
  if (preferredLang(request.headers.get("Accept-Language")) !== "te") return next();
  return personalRedirect(pathInLang(`${url.pathname}${url.search}`, "te"), langCookieHeader(request, "te"));
};

/** Only a path on this site may follow the switch (no "//elsewhere", no scheme). */
function localPath(next: string | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
}

/** GET /language?to=te&next=/te/shop: remember the choice, then open `next` in that language. */
export const switchLanguage: MiddlewareHandler<HonoEnv> = async (c) => {
  const to = c.req.query("to");
  const lang: Lang = isLang(to) ? to : "en";
  return personalRedirect(pathInLang(localPath(c.req.query("next")), lang), langCookieHeader(c.req.raw, lang));
};
