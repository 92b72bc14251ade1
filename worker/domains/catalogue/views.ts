/**
 * The one place the catalogue's records (./queries.ts, paise, stored image paths) become what clients read:
 * the contract's ProductView and PackView (rupees, `_id`, absolute image URLs; API.md section 1), the storefront's
 * card and product page shapes, and the audit entry of a product save. Services never build these.
 *
 * Each view is made in a language (issue 30 part 2): in Telugu the texts are the rows' Telugu where there is some
 * (worker/shared/i18n/localize.ts) and `textLang` names those still in English. The API's views carry `te` as saved.
 */
import { absoluteImageUrl, absoluteImageUrls, type ImageOrigins } from "../../shared/image-urls";
import { paiseToRupees } from "../../shared/money";
import { localized } from "../../shared/i18n/localize";
import type { Lang } from "../../shared/i18n/languages";
import {
  defaultPack,
  isInStock,
  type BlobView,
  type CategoryListView,
  type ProductPageProduct,
  type ProductView,
  type ShopCategory,
  type ShopPack,
  type ShopProduct,
  type PackView,
} from "./shared/views";
import { BLOB_TE_FIELDS, CATEGORY_TE_FIELDS, PRODUCT_TE_FIELDS, SECTION_TE_FIELDS } from "./shared/telugu";
import { missingDeclarations, type ProductDeclarationsView } from "./shared/declarations";
import { kindCarries, productKindOf } from "./shared/product-kinds";
import type { ProductInput, PackInput } from "./shared/schemas";
import { pricePerUnit, unitSalePrice } from "./shared/unit-price";
import type { Blob } from "../content/tables";
import type { HsnStatus } from "../invoices/shared/gst";
import type { Category, Product } from "./tables";
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

/** An article in `lang`: in Telugu its title and each section's heading and paragraph where translated. */
export function toBlobView(blob: Blob, origins: ImageOrigins, lang: Lang = "en"): BlobView {
  const te = blob.te ?? {};
  const { title, textLang } = localized({ title: blob.title, te }, BLOB_TE_FIELDS, lang);
  return {
    _id: blob.id,
    // Every row has a slug (migration 0008, addBlob); the id stands in for a row written around them.
    slug: blob.slug ?? blob.id,
    categoryId: blob.categoryId,
    title,
    images: absoluteImageUrls(blob.images, origins),
    content: blob.content.map((section, index) => localized({ ...section, te: te.content?.[index] }, SECTION_TE_FIELDS, lang)),
    te,
    ...(textLang ? { textLang } : {}),
    createdAt: blob.createdAt,
    updatedAt: blob.updatedAt,
  };
}

/** A category in `lang` as the category list answers it: its name (Telugu where there is one) and its `te`. */
export function toCategoryListView(category: Pick<Category, "id" | "name" | "te">, lang: Lang = "en"): CategoryListView {
  const { name, textLang } = localized({ name: category.name, te: category.te }, CATEGORY_TE_FIELDS, lang);
  return { _id: category.id, name, te: category.te ?? {}, ...(textLang ? { textLang } : {}) };
}

/** A category as the storefront shows it: the name in `lang`, and its English name as the key the shop's rules use. */
export function toShopCategory(category: Pick<Category, "id" | "name" | "te">, lang: Lang): ShopCategory {
  const { name, textLang } = localized({ name: category.name, te: category.te }, CATEGORY_TE_FIELDS, lang);
  return { _id: category.id, name, key: category.name, ...(textLang ? { textLang } : {}) };
}

/**
 * The product's declarations as stored (null = not given), the label pictures as absolute URLs. Issue 33: a
 * declaration its kind does not carry is null whatever a row holds (no veg mark on a cosmetic).
 */
export function toDeclarationsView(product: Omit<Product, "te">, origins: ImageOrigins): ProductDeclarationsView {
  const kind = productKindOf(product.kind);
  return {
    genericName: product.genericName,
    ingredients: product.ingredients,
    manufacturer: product.manufacturer,
    countryOfOrigin: product.countryOfOrigin,
    shelfLife: product.shelfLife,
    storage: product.storage,
    dietMark: kindCarries(kind, "dietMark") ? product.dietMark : null,
    allergens: product.allergens,
    labelImage: product.labelImage ? absoluteImageUrl(product.labelImage, origins) : null,
    labelBackImage: product.labelBackImage ? absoluteImageUrl(product.labelBackImage, origins) : null,
    licenceNumber: kindCarries(kind, "licenceNumber") ? product.licenceNumber : null,
    hsnCode: product.hsnCode,
  };
}

/** The prices a product shows as its own: its default pack's (a product always has a live pack; the legacy columns stand in for a broken row). */
function shownPrices(product: ProductRecord): { mrp: number; salePrice: number } {
  const shown = product.packs.length ? defaultPack(product.packs) : product;
  return { mrp: paiseToRupees(shown.mrpPaise), salePrice: paiseToRupees(shown.salePricePaise) };
}

/** The product's texts in `lang` (name, description, declarations), and in Telugu which fell back to English. */
function productTexts(product: ProductRecord, lang: Lang) {
  return localized({ ...product, te: product.te ?? {} }, PRODUCT_TE_FIELDS, lang);
}

/**
 * The contract's product in `lang` (English unless the caller asked `?lang=te`); `hsnStatus` (issue 28) is given
 * where the admin reads products (api.ts, page.server.ts). Missing declarations are judged on the English.
 */
export function toProductView(product: ProductRecord, origins: ImageOrigins, hsnStatus?: HsnStatus, lang: Lang = "en"): ProductView {
  const texts = productTexts(product, lang);
  const declarations = toDeclarationsView(texts, origins);
  const { mrp, salePrice } = shownPrices(product);
  const variants = product.packs.map(toPackView);
  return {
    _id: product.id,
    // Every row has a slug (migration 0008, addProduct); the id stands in for a row written around them.
    slug: product.slug ?? product.id,
    name: texts.name,
    description: texts.description,
    mrp,
    salePrice,
    category: { _id: product.category.id, name: toCategoryListView(product.category, lang).name },
    blobId: product.blob ? toBlobView(product.blob, origins, lang) : null,
    images: absoluteImageUrls(product.images, origins),
    variants,
    inStock: variants.some((pack) => pack.inStock),
    kind: productKindOf(product.kind),
    declarations,
    missingDeclarations: missingDeclarations(toDeclarationsView(product, origins), productKindOf(product.kind)),
    nutrition: product.nutrition ?? null,
    ...(hsnStatus ? { hsnStatus } : {}),
    te: product.te ?? {},
    ...(texts.textLang ? { textLang: texts.textLang } : {}),
    deleted: false,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

function toShopPack(pack: PackRecord): ShopPack {
  const { _id, label, mrp, salePrice, unitPrice, unitSalePrice, stock, inStock } = toPackView(pack);
  return { _id, label, mrp, salePrice, unitPrice, unitSalePrice, stock, inStock };
}

/** A product's linked article as a card offers it, its title in `lang`. */
function blobLinkOf(blob: Blob, lang: Lang) {
  const { title, textLang } = localized({ title: blob.title, te: blob.te ?? {} }, BLOB_TE_FIELDS, lang);
  return { _id: blob.id, title, slug: blob.slug ?? blob.id, ...(textLang ? { textLang } : {}) };
}

/**
 * The storefront's card of a product in `lang` (fields in the order the pages have always shipped them; in Telugu
 * `textLang` names the name or description still in English).
 */
export function toShopProduct(product: ProductRecord, origins: ImageOrigins, lang: Lang = "en"): ShopProduct {
  const { mrp, salePrice } = shownPrices(product);
  const texts = productTexts(product, lang);
  const textLang = texts.textLang && { ...(texts.textLang.name ? { name: "en" as const } : {}), ...(texts.textLang.description ? { description: "en" as const } : {}) };
  return {
    _id: product.id,
    slug: product.slug ?? product.id,
    name: texts.name,
    description: texts.description,
    mrp,
    salePrice,
    category: toShopCategory(product.category, lang),
    images: absoluteImageUrls(product.images, origins),
    inStock: product.packs.some(isInStock),
    kind: productKindOf(product.kind),
    // Issue 33: the card draws the veg mark beside the name; only food carries one.
    dietMark: kindCarries(productKindOf(product.kind), "dietMark") ? product.dietMark : null,
    variants: product.packs.map(toShopPack),
    blob: product.blob ? blobLinkOf(product.blob, lang) : null,
    ...(textLang ? { textLang } : {}),
  };
}

/** The product page's product in `lang`: its card, its declarations and what each pack's label declares. */
export function toProductPageProduct(product: ProductRecord, origins: ImageOrigins, lang: Lang = "en"): ProductPageProduct {
  const card = toShopProduct(product, origins, lang);
  const texts = productTexts(product, lang);
  return {
    ...card,
    variants: product.packs.map((pack) => ({ ...toShopPack(pack), sku: pack.sku, netQuantity: pack.netQuantity, unit: pack.unit })),
    declarations: toDeclarationsView(texts, origins),
    nutrition: product.nutrition ?? null,
    ...(texts.textLang ? { textLang: texts.textLang } : {}),
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
