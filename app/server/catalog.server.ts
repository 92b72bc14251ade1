/** Bridges from the catalogue pages (home, shop, admin products and categories) to the catalogue services. */
import type { Principal } from "../lib/user";
import type { RequestContext } from "../../worker/services/context";
import { getCart } from "../../worker/services/cart";

export { collectionPictures, listProducts } from "../../worker/services/catalog";
export { addCategory, deleteCategory, listCategories, renameCategory } from "../../worker/services/categories";
export { addProduct, deleteProduct, updateProduct } from "../../worker/services/products";

/** The signed-in shopper's cart, shown beside the catalogue on /shop. */
export function shopperCart(ctx: RequestContext, shopper: Principal) {
  return getCart(ctx, shopper.id);
}
