/**
 * The shop page's listing (issue 31: the page used to carry every product and filter in the browser, about 1.4 kB
 * of HTML per product). One statement answers a view of the shop: the live products of the category asked for,
 * matching the search (the product search's rules and ranking, ./search.ts), the first `page` pages of cards, and
 * how many match in all (a window count over the same rows). The search box's suggestions are the best few names
 * of the same search.
 *
 * Without a search the shop lists products in the order they were added (as it always did); with one, best first.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { ViewContext } from "../../http/context";
import type { Principal } from "../accounts/shared/user";
import type { Lang } from "../../shared/i18n/languages";
import { localized } from "../../shared/i18n/localize";
import { productRecordOf, selectCountedProductRows, type ProductRecord } from "./queries";
import { searchMatch } from "./search";
import { MAX_SUGGESTIONS, SHOP_PAGE_SIZE, searchSuggestions, type ShopQuery } from "./shared/shop-filter";
import { products, productSearch } from "./tables";

/** The products shown for a view of the shop, and how many match in all. */
export type ShopListing = { records: ProductRecord[]; total: number };

/** How many ranked names the suggestions choose from (names starting with the text go first). */
const SUGGESTION_CANDIDATES = 20;

/** The live products for `query`: the first `query.page` pages, best first when searching, and the total. */
export async function listShopPage(ctx: Pick<ViewContext, "db">, _actor: Principal | null, query: ShopQuery): Promise<ShopListing> {
  const match = query.q ? searchMatch(query.q, { fallbackToText: true }) : null;
  const live = and(isNull(products.deletedAt), query.categoryId ? eq(products.categoryId, query.categoryId) : undefined);
  const select = selectCountedProductRows(ctx.db);
  const limit = query.page * SHOP_PAGE_SIZE;
  const rows = match
    ? await select
        .innerJoin(productSearch, eq(productSearch.productId, products.id))
        .where(and(live, match.where))
        .orderBy(...match.orderBy)
        .limit(limit)
    : await select.where(live).orderBy(asc(products.id)).limit(limit);
  return { records: rows.map(productRecordOf), total: rows[0]?.total ?? 0 };
}

/** Up to MAX_SUGGESTIONS product names for what is typed, in `lang`, from the shop's search (one light statement). */
export async function suggestProductNames(ctx: Pick<ViewContext, "db">, _actor: Principal | null, q: string, lang: Lang): Promise<string[]> {
  const match = searchMatch(q, { fallbackToText: true });
  if (!match) return [];
  const rows = await ctx.db
    .select({ name: products.name, te: products.te })
    .from(products)
    .innerJoin(productSearch, eq(productSearch.productId, products.id))
    .where(and(isNull(products.deletedAt), match.where))
    .orderBy(...match.orderBy)
    .limit(Math.max(SUGGESTION_CANDIDATES, MAX_SUGGESTIONS));
  const named = rows.map((row) => ({ name: localized({ name: row.name, te: row.te ?? {} }, ["name"], lang).name }));
  return searchSuggestions(named, q);
}
