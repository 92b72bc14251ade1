/**
 * Bridges from the catalogue pages (home, shop, product pages, admin products and categories) to the catalogue
 * services, including a product's link-preview picture (worker/shared/share-image.ts). The services answer records;
 * the shapes the pages ship are made here with ./views.ts: the storefront's cards, the product page, the admin's
 * contract products; the shop page's listing (filtered, searched and paged
 * on the server) and the search box's suggestions.
 *
 * The storefront's shapes are made in the page's language, `ctx.lang` (issue 30 part 2): Telugu texts where the
 * admin wrote them, else the English with `textLang` saying so; the admin pages (always English) get `te` to edit.
 */
import type { CategoryListView, CollectionPicture, ProductPageProduct, ProductView, ShopCategory, ShopProduct } from "./shared/views";
import type { ServiceContext, ViewContext } from "../../http/context";
import { homeCollections as homeCollectionRows, listProducts as listProductRecords } from "./queries";
import { resolveProductAddress } from "./slugs";
import { toCategoryListView, toProductPageProduct, toProductView, toShopCategory, toShopProduct } from "./views";
import { hsnStatusReader } from "../invoices/hsn";
import type { Principal } from "../accounts/shared/user";
import { listShopPage as listShopPageRecords, suggestProductNames } from "./shop-listing";
import { shopQueryFrom, type ShopQuery } from "./shared/shop-filter";
import { listCategoryRows } from "./categories";
import type { Lang } from "../../shared/i18n/languages";

/** What a bridge reads with: the database, the origins for image URLs and the page's language (English if none). */
type PageContext = ViewContext & Partial<Pick<ServiceContext, "lang">>;
const langOf = (ctx: PageContext): Lang => ctx.lang ?? "en";

export { addCategory, deleteCategory, renameCategory } from "./categories";
export { addProduct, deleteProduct, updateProduct } from "./products";

export { listPageAddresses } from "./slugs";

export { productShareImage } from "./share-images";

type ListOptions = Parameters<typeof listProductRecords>[1];

/** Live products as the API answers them (the admin's product list), with where each one's HSN code stands today. */
export async function listProducts(ctx: ViewContext, options?: ListOptions): Promise<ProductView[]> {
  const [records, statusOf] = await Promise.all([listProductRecords(ctx, options), hsnStatusReader(ctx)]);
  return records.map((product) => toProductView(product, ctx, statusOf(product)));
}

/** Live products as the storefront's cards (shop, home, "more like this"), in the page's language. */
export async function listShopProducts(ctx: PageContext, options?: ListOptions): Promise<ShopProduct[]> {
  return (await listProductRecords(ctx, options)).map((product) => toShopProduct(product, ctx, langOf(ctx)));
}

/** What a product address leads to: the product page's product (in the page's language), a permanent move to the current slug, or nothing. */
export async function resolveProductPage(ctx: PageContext, address: string): Promise<{ page: ProductPageProduct } | { movedTo: string } | null> {
  const found = await resolveProductAddress(ctx, address);
  return found && "page" in found ? { page: toProductPageProduct(found.page, ctx, langOf(ctx)) } : found;
}

/** Live categories as the storefront shows them: names in the page's language, `key` the English name. */
export async function listCategories(ctx: PageContext): Promise<ShopCategory[]> {
  return (await listCategoryRows(ctx)).map((row) => toShopCategory(row, langOf(ctx)));
}

/** Live categories for the admin pages: English names, each with its Telugu (`te`) to edit. */
export async function listAdminCategories(ctx: PageContext): Promise<CategoryListView[]> {
  return (await listCategoryRows(ctx)).map((row) => toCategoryListView(row));
}

/** The home page's collections, the products' names (the pictures' alt texts) in the page's language. */
export async function homeCollections(ctx: ViewContext & Partial<Pick<ServiceContext, "lang">>, categoryNames: string[], perCategory?: number): Promise<{ pictures: CollectionPicture[]; categoryIds: Record<string, string> }> {
  return homeCollectionRows(ctx, categoryNames, langOf(ctx), perCategory);
}

/**
 * The shop page's view (issue 31): the cards of the first `query.page` pages for its category and search, in the
 * page's language, and how many products match in all; one statement (./shop-listing.ts).
 */
export async function listShopPage(ctx: PageContext, actor: Principal | null, query: ShopQuery): Promise<{ products: ShopProduct[]; total: number }> {
  const { records, total } = await listShopPageRecords(ctx, actor, query);
  return { products: records.map((product) => toShopProduct(product, ctx, langOf(ctx))), total };
}

/** The search box's suggestions for what is typed: a few product names in the page's language. */
export async function shopSuggestions(ctx: PageContext, actor: Principal | null, q: string): Promise<string[]> {
  const text = shopQueryFrom(new URLSearchParams({ q })).q;
  return text ? suggestProductNames(ctx, actor, text, langOf(ctx)) : [];
}
