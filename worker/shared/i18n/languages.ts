/**
 * The shop's two languages and where a request's language comes from (issue 30).
 *
 * English lives at today's URLs, Telugu under /te/… (the same path after the prefix). A page's language is its
 * address and nothing else: the edge cache keys pages by URL, so a Telugu page can never answer an English request
 * or the reverse, and a shared link opens in the language it was shared in. Everything that is not a page (the
 * API, mails sent later) takes the language from `?lang=`, the remembered choice (the `lang` cookie), or the
 * order's own language.
 *
 * Imported by pages and the Worker alike: no dependencies.
 */

export const LANGS = ["en", "te"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

/** The remembered choice: set by the header's switch and when a first visit follows Accept-Language. */
export const LANG_COOKIE = "lang";
/** A year: the choice is the shopper's until they change it. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** BCP 47 tags for Intl (numbers, dates, rupees and plural rules): Indian digit grouping in both. */
export const INTL_LOCALE: Record<Lang, string> = { en: "en-IN", te: "te-IN" };

/** Each language's own name, as the switch shows it. */
export const LANG_NAME: Record<Lang, string> = { en: "English", te: "తెలుగు" };

export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGS as readonly string[]).includes(value);

const TELUGU_PREFIX = "/te";

/** The language a page path is in: /te and /te/… (and the Telugu home page's data, /te.data) are Telugu, the rest English. */
export function langOfPath(pathname: string): Lang {
  return pathname === TELUGU_PREFIX || pathname === `${TELUGU_PREFIX}.data` || pathname.startsWith(`${TELUGU_PREFIX}/`) ? "te" : "en";
}

/** The path without its language prefix: "/te/shop" → "/shop", "/te" → "/". */
export function pathWithoutLang(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(TELUGU_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/**
 * A site path (it may carry ?query and #hash) in `lang`: "/shop?q=x" → "/te/shop?q=x" in Telugu. Paths that are
 * not pages (the API, images, admin, files) and anything not starting with one "/" are returned unchanged.
 */
export function pathInLang(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//") || !isLocalizedPath(path)) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  const bare = pathWithoutLang(pathname);
  if (lang === "en") return `${bare}${rest}`;
  return `${TELUGU_PREFIX}${bare === "/" ? "" : bare}${rest}`;
}

/** Paths that have a Telugu twin: every page but the admin area, and no API, image, asset or file. */
const UNLOCALIZED = /^\/(api|admin|images|assets|orders\/[^/]+\/(invoice|credit-note)|language|sitemap\.xml|robots\.txt|favicon|logo|site\.webmanifest|fonts)(\/|$|\?|#|\.)/;
export function isLocalizedPath(path: string): boolean {
  return !UNLOCALIZED.test(path);
}

/** The `lang` cookie's value, when it names one of our languages. */
export function langCookie(cookieHeader: string | null | undefined): Lang | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return null;
}

/**
 * The first of our languages an Accept-Language header prefers (by q-value, then order), or null when it names
 * neither: "te-IN,te;q=0.9,en;q=0.8" → te; "hi-IN,en;q=0.5" → en; "fr" → null.
 */
export function preferredLang(acceptLanguage: string | null | undefined): Lang | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? null;
}

/**
 * The language of a request that is not a page render (the API, a form post): `?lang=` when it names one, else
 * the page it was posted to (a /te/… action), else the remembered choice, else English. Existing API clients send
 * none of these and keep getting English.
 */
export function requestLang(request: Request): Lang {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  if (isLang(asked)) return asked;
  if (langOfPath(url.pathname) === "te") return "te";
  return langCookie(request.headers.get("Cookie")) ?? DEFAULT_LANG;
}
