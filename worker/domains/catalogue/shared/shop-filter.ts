/**
 * The storefront's listing rules shared by the server and the browser: which categories the filter offers, how the
 * shop's address (`?q=`, `?category=`, `?page=`) is read and written, and the order of the search box's suggestions.
 * The filtering, search and paging themselves run on the server (../shop-listing.ts, issue 31: the page carries one
 * page of cards, not the catalogue).
 */
import { NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY, type CategoryView, type ProductView } from "./views";

export const MAX_SUGGESTIONS = 5;
/** Cards per page of the shop; "Show more" (`?page=n`) shows the first n pages. */
export const SHOP_PAGE_SIZE = 24;
/** The most pages one address shows (`?page=` above it shows this many): a hand-typed ?page=9999 stays a page. */
export const SHOP_MAX_PAGE = 20;
/** Search texts are cut to this many characters (the search API refuses longer ones). */
const QUERY_MAX = 100;
const CATEGORY_ID_MAX = 64;
const HIDDEN_FROM_SHOP = new Set([NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY]);

/**
 * Categories customers can filter by: the special Non Product Category and Protocols are hidden (known by their
 * English name, `key`, where the storefront shows the names in Telugu).
 */
export function shopCategories<C extends CategoryView & { key?: string }>(categories: C[]): C[] {
  return categories.filter((category) => !HIDDEN_FROM_SHOP.has(category.key ?? category.name));
}

/** What the shop's address asks for. `page` is how many pages of cards to show (1 to SHOP_MAX_PAGE). */
export type ShopQuery = { q: string; categoryId: string; page: number };

/** The shop's address read leniently: a shared or hand-typed link never fails, it shows the nearest sensible page. */
export function shopQueryFrom(params: URLSearchParams): ShopQuery {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, QUERY_MAX),
    categoryId: (params.get("category") ?? "").trim().slice(0, CATEGORY_ID_MAX),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), SHOP_MAX_PAGE) : 1,
  };
}

/** The address's search part for a shop query ("" for the whole shop's first page), in a stable order. */
export function shopSearchFor({ q, categoryId, page }: ShopQuery): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (categoryId) params.set("category", categoryId);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

const normalise = (text: string) => text.trim().toLowerCase();

/** Up to five of the names the search found (best first), names starting with the text put before the others. */
export function searchSuggestions(products: Pick<ProductView, "name">[], query: string): string[] {
  const needle = normalise(query);
  if (!needle) return [];
  const names = [...new Set(products.map((product) => product.name))];
  const starts = names.filter((name) => name.toLowerCase().startsWith(needle));
  const rest = names.filter((name) => !name.toLowerCase().startsWith(needle));
  return [...starts, ...rest].slice(0, MAX_SUGGESTIONS);
}
