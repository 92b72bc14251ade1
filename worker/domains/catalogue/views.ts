/**
 * The one place the catalogue's records (./queries.ts, paise, stored image paths) become what clients read:
 * the contract's ProductView and PackView (rupees, `_id`, absolute image URLs; API.md section 1), the storefront's
 * card and product page shapes, and the audit entry of a product save. Services never build these.
 */
import { absoluteImageUrl, absoluteImageUrls, type ImageOrigins } from "../../shared/image-urls";
import { paiseToRupees } from "../../shared/money";
import { defaultPack, isInStock, type BlobView, type ProductPageProduct, type ProductView, type ShopPack, type ShopProduct, type PackView } from "./shared/views";
import { missingDeclarations, type ProductDeclarationsView } from "./shared/declarations";
import type { ProductInput, PackInput } from "./shared/schemas";
import { pricePerUnit, unitSalePrice } from "./shared/unit-price";
import type { Blob } from "../content/tables";
import type { HsnStatus } from "../invoices/shared/gst";
import type { Product } from "./tables";
import type { PackRecord, ProductRecord } from "./queries";

export function toPackView(pack: PackRecord): PackView {
  return {
    _id: pack.id,
    label: pack.label,
    netQuantity: pack.netQuantity,
    unit: pack.unit,
    mrp: paiseToRupees(pack.mrpPaise),
    salePrice: paiseToRupees(pack.salePricePaise),
    unitPrice: pricePerUnit(pack.salePricePaise, pack.netQuantity, pack.unit),
    unitSalePrice: unitSalePrice(pack.mrpPaise, pack.netQuantity, pack.unit),
    sku: pack.sku,
    stock: pack.stock,
    inStock: isInStock(pack),
    weightGrams: pack.weightGrams,
    lowStockThreshold: pack.lowStockThreshold,
  };
}

export function toBlobView(blob: Blob, origins: ImageOrigins): BlobView {
  return {
    _id: blob.id,
    // Every row has a slug (migration 0008, addBlob); the id stands in for a row written around them.
    slug: blob.slug ?? blob.id,
    categoryId: blob.categoryId,
    title: blob.title,
    images: absoluteImageUrls(blob.images, origins),
    content: blob.content,
    createdAt: blob.createdAt,
    updatedAt: blob.updatedAt,
  };
}

/** The product's declarations as stored (null = not given), the label picture as an absolute URL. */
export function toDeclarationsView(product: Product, origins: ImageOrigins): ProductDeclarationsView {
  return {
    genericName: product.genericName,
    ingredients: product.ingredients,
    manufacturer: product.manufacturer,
    countryOfOrigin: product.countryOfOrigin,
    shelfLife: product.shelfLife,
    storage: product.storage,
    dietMark: product.dietMark,
    allergens: product.allergens,
    labelImage: product.labelImage ? absoluteImageUrl(product.labelImage, origins) : null,
    hsnCode: product.hsnCode,
  };
}

/** The prices a product shows as its own: its default pack's (a product always has a live pack; the legacy columns stand in for a broken row). */
function shownPrices(product: ProductRecord): { mrp: number; salePrice: number } {
  const shown = product.packs.length ? defaultPack(product.packs) : product;
  return { mrp: paiseToRupees(shown.mrpPaise), salePrice: paiseToRupees(shown.salePricePaise) };
}

/** The contract's product; `hsnStatus` (issue 28) is given where the admin reads products (api.ts, page.server.ts). */
export function toProductView(product: ProductRecord, origins: ImageOrigins, hsnStatus?: HsnStatus): ProductView {
  const declarations = toDeclarationsView(product, origins);
  const { mrp, salePrice } = shownPrices(product);
  const variants = product.packs.map(toPackView);
  return {
    _id: product.id,
    // Every row has a slug (migration 0008, addProduct); the id stands in for a row written around them.
    slug: product.slug ?? product.id,
    name: product.name,
    description: product.description,
    mrp,
    salePrice,
    category: { _id: product.category.id, name: product.category.name },
    blobId: product.blob ? toBlobView(product.blob, origins) : null,
    images: absoluteImageUrls(product.images, origins),
    variants,
    inStock: variants.some((pack) => pack.inStock),
    declarations,
    missingDeclarations: missingDeclarations(declarations),
    ...(hsnStatus ? { hsnStatus } : {}),
    deleted: false,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

function toShopPack(pack: PackRecord): ShopPack {
  const { _id, label, mrp, salePrice, unitPrice, unitSalePrice, stock, inStock } = toPackView(pack);
  return { _id, label, mrp, salePrice, unitPrice, unitSalePrice, stock, inStock };
}

/** The storefront's card of a product (fields in the order the pages have always shipped them). */
export function toShopProduct(product: ProductRecord, origins: ImageOrigins): ShopProduct {
  const { mrp, salePrice } = shownPrices(product);
  return {
    _id: product.id,
    slug: product.slug ?? product.id,
    name: product.name,
    description: product.description,
    mrp,
    salePrice,
    category: { _id: product.category.id, name: product.category.name },
    images: absoluteImageUrls(product.images, origins),
    inStock: product.packs.some(isInStock),
    variants: product.packs.map(toShopPack),
    blob: product.blob ? { _id: product.blob.id, title: product.blob.title, slug: product.blob.slug ?? product.blob.id } : null,
  };
}

/** The product page's product: its card, its declarations and what each pack's label declares. */
export function toProductPageProduct(product: ProductRecord, origins: ImageOrigins): ProductPageProduct {
  const card = toShopProduct(product, origins);
  return {
    ...card,
    variants: product.packs.map((pack) => ({ ...toShopPack(pack), sku: pack.sku, netQuantity: pack.netQuantity, unit: pack.unit })),
    declarations: toDeclarationsView(product, origins),
  };
}

/** What the audit log keeps of a product save (GET /api/admin/audit shows it): its name, category and packs' prices in rupees. */
export function productAuditDetails(input: Pick<ProductInput, "name" | "category">, packs: Pick<PackInput, "label" | "sku" | "mrpPaise" | "salePricePaise">[]) {
  return {
    name: input.name,
    category: input.category,
    variants: packs.map((pack) => ({ label: pack.label, sku: pack.sku, mrp: paiseToRupees(pack.mrpPaise), salePrice: paiseToRupees(pack.salePricePaise) })),
  };
}
