/**
 * Image URLs: stored host-independent, answered absolute.
 *
 * The database keeps our own images as root-relative paths (`/images/<key>` for uploads, `/demo/...` for the
 * seeded pictures), so what is stored never depends on the host a request came through. Answers carry absolute
 * URLs on the shop's public origin (PUBLIC_ORIGIN, or the request's origin when that is not configured), so
 * clients hosted on other origins can show them. URLs of other sites are stored and answered as they are.
 */

/** Where our own images live: the public origin answers use, and the origin the request reached us on. */
export type ImageOrigins = { origin: string; requestOrigin: string };

/** Path prefixes of the images this Worker serves (uploads) and ships (seeded demo pictures). */
const OWN_IMAGE_PATHS = /^\/(?:images|demo)\//;

const isRootRelative = (url: string) => url.startsWith("/") && !url.startsWith("//");

/**
 * The root-relative path of one of our own images written as an absolute URL on one of our origins (the public
 * one or the request's: an earlier upload stored the host it was made through), or null for anything else.
 * The host decides, not the scheme: `http://` and `https://` on our host are the same picture.
 */
function ownImagePath(url: string, origins: ImageOrigins): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const ownHosts = [origins.origin, origins.requestOrigin].flatMap((origin) => hostOf(origin));
  if (!ownHosts.includes(parsed.host) || !OWN_IMAGE_PATHS.test(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}`;
}

function hostOf(origin: string): string[] {
  try {
    return [new URL(origin).host];
  } catch {
    return [];
  }
}

/** The form an incoming image URL is stored in: our own images as a root-relative path, anything else as sent. */
export function storableImageUrl(url: string, origins: ImageOrigins): string {
  return ownImagePath(url, origins) ?? url;
}

/**
 * The URL an answer carries for a stored image URL: root-relative paths (and absolute URLs of our own images
 * stored before paths were, whichever of our hosts they name) on the public origin; other sites' URLs as stored.
 */
export function absoluteImageUrl(url: string, origins: ImageOrigins): string {
  const path = isRootRelative(url) ? url : ownImagePath(url, origins);
  return path === null ? url : `${origins.origin}${path}`;
}

export const absoluteImageUrls = (urls: readonly string[], origins: ImageOrigins): string[] =>
  urls.map((url) => absoluteImageUrl(url, origins));

export const storableImageUrls = (urls: readonly string[], origins: ImageOrigins): string[] =>
  urls.map((url) => storableImageUrl(url, origins));
