import { isLang, type Lang } from "../../worker/shared/i18n/languages";

/** The site origin the root loader found, for canonical and Open Graph URLs in a route's meta. */
export function originFrom(matches: readonly unknown[]): string {
  const root = matches[0] as { loaderData?: { origin?: string } } | undefined;
  return root?.loaderData?.origin ?? "";
}

/** The page's language as the root loader found it (its address's), for a route's meta. */
export function langFrom(matches: readonly unknown[]): Lang {
  const root = matches[0] as { loaderData?: { lang?: unknown } } | undefined;
  return isLang(root?.loaderData?.lang) ? root.loaderData.lang : "en";
}
