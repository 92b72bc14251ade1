/**
 * Bridges from the catalogue pages (home, shop, product pages, admin products and categories) to the catalogue
 * services, including a product's link-preview picture (worker/shared/share-image.ts). The services answer records;
 * the shapes the pages ship are made here with ./views.ts: the storefront's cards, the product page, the admin's
 * contract products; the shop page's server-side search.
 */
import type { ProductPageProduct, ProductView, ShopProduct } from "./shared/views";
import type { ViewContext } from "../../http/context";
import { listProducts as listProductRecords } from "./queries";
import { resolveProductAddress } from "./slugs";
import { toProductPageProduct, toProductView, toShopProduct } from "./views";
import { hsnStatusReader } from "../invoices/hsn";
import type { Principal } from "../accounts/shared/user";
import { searchProducts } from "./search";
import { productSearchQuerySchema } from "./shared/schemas";

export { homeCollections } from "./queries";
export { addCategory, deleteCategory, listCategories, renameCategory } from "./categories";
export { addProduct, deleteProduct, updateProduct } from "./products";

export { listPageAddresses } from "./slugs";

export { productShareImage } from "./share-images";

type ListOptions = Parameters<typeof listProductRecords>[1];

/** Live products as the API answers them (the admin's product list), with where each one's HSN code stands today. */
export async function listProducts(ctx: ViewContext, options?: ListOptions): Promise<ProductView[]> {
  const [records, statusOf] = await Promise.all([listProductRecords(ctx, options), hsnStatusReader(ctx)]);
  return records.map((product) => toProductView(product, ctx, statusOf(product)));
}

/** Live products as the storefront's cards (shop, home, "more like this"). */
export async function listShopProducts(ctx: ViewContext, options?: ListOptions): Promise<ShopProduct[]> {
  return (await listProductRecords(ctx, options)).map((product) => toShopProduct(product, ctx));
}

/** What a product address leads to: the product page's product, a permanent move to the current slug, or nothing. */
export async function resolveProductPage(ctx: ViewContext, address: string): Promise<{ page: ProductPageProduct } | { movedTo: string } | null> {
  const found = await resolveProductAddress(ctx, address);
  return found && "page" in found ? { page: toProductPageProduct(found.page, ctx) } : found;
}

/**
 * The shop page's `?q=` (issue 30 part 6): the ids of the live products the search service finds, best first, or
 * null when `q` is no search (empty or over 100 characters: the page then filters by name as it always did).
 */
export async function searchShopProductIds(ctx: ViewContext, actor: Principal | null, q: string | null): Promise<string[] | null> {
  const parsed = productSearchQuerySchema.safeParse({ q: q ?? "" });
  if (!parsed.success) return null;
  return (await searchProducts(ctx, actor, parsed.data)).map((product) => product.id);
}
