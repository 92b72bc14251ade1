/** The storefront's search and category filter, shared by the server render and the browser. */
import { NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY, type CategoryView, type ProductView } from "./views";

export const MAX_SUGGESTIONS = 5;
const HIDDEN_FROM_SHOP = new Set([NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY]);

/**
 * Categories customers can filter by: the special Non Product Category and Protocols are hidden (known by their
 * English name, `key`, where the storefront shows the names in Telugu).
 */
export function shopCategories<C extends CategoryView & { key?: string }>(categories: C[]): C[] {
  return categories.filter((category) => !HIDDEN_FROM_SHOP.has(category.key ?? category.name));
}

const normalise = (text: string) => text.trim().toLowerCase();

export function matchesSearch(product: Pick<ProductView, "name">, query: string): boolean {
  const needle = normalise(query);
  return needle === "" || product.name.toLowerCase().includes(needle);
}

/** Products matching the search text (case-insensitive, by name) and the chosen category ("" = all). */
export function filterProducts<T extends Pick<ProductView, "name" | "category">>(
  products: T[],
  { query = "", categoryId = "" }: { query?: string; categoryId?: string },
): T[] {
  return products.filter(
    (product) => matchesSearch(product, query) && (!categoryId || product.category._id === categoryId),
  );
}

/** Up to five product names for the search box: names starting with the text first, then other matches. */
export function searchSuggestions(products: Pick<ProductView, "name">[], query: string): string[] {
  const needle = normalise(query);
  if (!needle) return [];
  const names = [...new Set(products.map((product) => product.name))].filter((name) => name.toLowerCase().includes(needle));
  const starts = names.filter((name) => name.toLowerCase().startsWith(needle));
  const rest = names.filter((name) => !name.toLowerCase().startsWith(needle));
  return [...starts, ...rest].slice(0, MAX_SUGGESTIONS);
}
