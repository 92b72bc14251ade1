/**
 * Page addresses made from names (/products/{slug}, /blobs/{slug}). The same rule as migration 0008's backfill
 * (lower case, "&" to "and", quotes dropped, punctuation and spaces to single hyphens), so a product named before
 * and after the migration gets the same kind of address; anything else outside a-z and 0-9 becomes a hyphen too,
 * so a slug never needs escaping in a URL.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['"]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The slug used when a name's first choice is taken: the end of the row's id, as the migration does. */
export function slugWithIdTail(base: string, id: string): string {
  const tail = id.slice(20).toLowerCase();
  return base ? `${base}-${tail}` : id.toLowerCase();
}

export const productPath = (slug: string) => `/products/${slug}`;
export const blobPath = (slug: string) => `/blobs/${slug}`;
export const categoryShopPath = (categoryId: string) => `/shop?category=${encodeURIComponent(categoryId)}`;
