/** Bridges from the catalogue pages (home, shop, admin products and categories) to the catalogue services. */
export { homeCollections, listProducts } from "../../worker/services/catalog";
export { addCategory, deleteCategory, listCategories, renameCategory } from "../../worker/services/categories";
export { addProduct, deleteProduct, updateProduct } from "../../worker/services/products";

export { listPageAddresses, resolveProductAddress } from "../../worker/services/slugs";
