/** The site origin the root loader found, for canonical and Open Graph URLs in a route's meta. */
export function originFrom(matches: readonly unknown[]): string {
  const root = matches[0] as { loaderData?: { origin?: string } } | undefined;
  return root?.loaderData?.origin ?? "";
}
