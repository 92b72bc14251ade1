/**
 * Catalogue shapes as clients read them, money in rupees: the contract's (API.md section 1, plus the additions
 * listed in the README) and the storefront's card. ../views.ts makes them from the services' records (paise).
 */
import type { NutritionFacts } from "./nutrition";
import type { DietMark, ProductDeclarationsView } from "./declarations";
import type { ProductKind } from "./product-kinds";
import type { PackUnit, UnitPrice } from "./unit-price";
import type { HsnStatus } from "../../invoices/shared/gst";
import type { TextLang } from "../../../shared/i18n/localize";
import type { BannerTe, BlobTe, CategoryTe, ProductTe, ProductTeField, SectionTeField } from "./telugu";

export type CategoryView = { _id: string; name: string };

/**
 * A category as the category list answers it (API.md 3.2 plus issue 30): its Telugu name as saved in `te`; with
 * `?lang=te` the name is the Telugu one and `textLang` says when it is still the English.
 */
export type CategoryListView = CategoryView & { te: CategoryTe; textLang?: TextLang<"name"> };

/**
 * A category as the storefront shows it: the name in the page's language and `key`, its English name, which the
 * shop's rules go by (Oils show no MRP, Non Product Category and Protocols are not in the shop's filter, the icons).
 */
export type ShopCategory = CategoryView & { key: string; textLang?: TextLang<"name"> };

/**
 * A pack size of a product. `stock` is whole units on hand, or null when the shop does not count it (always in
 * stock). `unitSalePrice` is the unit sale price rule 6(11) asks listings to declare (from the MRP, per g / kg / ml /
 * litre / unit; null for exactly 1 kg, 1 L or one unit); `unitPrice` is the selling price in the same unit.
 */
export type PackView = {
  _id: string;
  label: string;
  netQuantity: number;
  unit: PackUnit;
  mrp: number;
  salePrice: number;
  unitPrice: UnitPrice;
  unitSalePrice: UnitPrice | null;
  sku: string;
  stock: number | null;
  inStock: boolean;
  weightGrams: number;
  lowStockThreshold: number;
};

/** An article's section; on a Telugu page `textLang` names the texts still in English. */
export type BlobSectionView = { _id?: string; heading: string; paragraph: string; textLang?: TextLang<SectionTeField> };

export type BlobView = {
  _id: string;
  /** The article page's address: /blobs/{slug}. */
  slug: string;
  categoryId: string;
  title: string;
  images: string[];
  content: BlobSectionView[];
  /** Issue 30: the title and sections in Telugu, as saved (the i-th section translates the i-th). */
  te: BlobTe;
  /** In Telugu answers (`?lang=te`, Telugu pages): `{ title: "en" }` when the title shown is the English. */
  textLang?: TextLang<"title">;
  createdAt: string;
  updatedAt: string;
};

/** An article as its page shows it: no `te` (the page shows one language). */
export type BlobPage = Omit<BlobView, "te">;

export type ProductView = {
  _id: string;
  /** The product page's address: /products/{slug}; made from the name once and kept when the name changes. */
  slug: string;
  name: string;
  description: string;
  /** The prices of the default pack: the first in stock, or the first when none is. */
  mrp: number;
  salePrice: number;
  category: CategoryView;
  blobId: BlobView | null;
  images: string[];
  /** Every live pack, in the shop's order; never empty. */
  variants: PackView[];
  /** Whether any pack can be bought now. */
  inStock: boolean;
  /** Issue 33: what kind of goods this is (food unless saved otherwise); decides its declarations (./product-kinds.ts). */
  kind: ProductKind;
  /** The listing declarations (null = not given); per-pack ones (net quantity, MRP, unit price) are in `variants`. */
  declarations: ProductDeclarationsView;
  /** Names of the required declarations not given ("generic name", "veg mark"...); empty when complete. */
  missingDeclarations: string[];
  /** Issue 33: the nutrition information per 100 g / 100 ml (./nutrition.ts); null when the product has none. */
  nutrition: NutritionFacts | null;
  /** Issue 30: the Telugu of the name, description and food declarations, as saved ({} for none). */
  te: ProductTe;
  /** In Telugu answers (`?lang=te`, Telugu pages): the fields shown in English for want of Telugu. */
  textLang?: TextLang<ProductTeField>;
  /**
   * Issue 28, in the admin's product answers: where the HSN code stands against today's rate table ("known"; else
   * "missing", "unknown" or "uncertain", taxed at the catch-all and flagged). Absent where a product is only embedded.
   */
  hsnStatus?: HsnStatus;
  deleted: false;
  createdAt: string;
  updatedAt: string;
};

/** Whether a pack can be bought now: it is not counted (stock null) or some are left. */
export function isInStock(pack: { stock: number | null }): boolean {
  return pack.stock === null || pack.stock > 0;
}

/** The pack a product is bought in when a client names none: the first in stock, else the first (records and views alike). */
export function defaultPack<V extends { stock: number | null }>(packs: V[]): V {
  return packs.find(isInStock) ?? packs[0];
}

/** "Groundnut Oil (1 L)": how messages name a pack. */
export function packName(productName: string, variantLabel: string): string {
  return `${productName} (${variantLabel})`;
}

/** A carousel banner (API.md 3.5), with its Telugu title as saved (issue 30) and, in Telugu, what fell back. */
export type BannerView = { _id: string; title: string; banner: string; te: BannerTe; textLang?: TextLang<"title">; createdAt: string; updatedAt: string };

/** A banner as the storefront's carousel shows it. */
export type ShopBanner = Omit<BannerView, "te">;

/** A gallery entry (API.md 3.8): one of our uploaded images, or a YouTube address. */
export type PromotionView = { _id: string; type: "image" | "video"; link: string; createdAt: string; updatedAt: string };

/** A product picture for one of the home page's collections (`category`: the English name, the collection's key). */
export type CollectionPicture = { category: string; name: string; image: string; textLang?: TextLang<"name"> };

/** A link to a blob: what a product card needs to offer it; the text is loaded when it is opened. */
export type BlobLink = Pick<BlobView, "_id" | "title" | "slug" | "textLang">;

/**
 * A product as the storefront's cards ship it (shop, home, "more like this"): the API's product without its linked
 * blob's full text (the largest part of the catalogue, read by few visitors), its declarations and bookkeeping fields,
 * so the pages stay light. Made by ../views.ts from the product's record.
 */
export type ShopProduct = Omit<
  ProductView,
  "blobId" | "deleted" | "createdAt" | "updatedAt" | "variants" | "declarations" | "missingDeclarations" | "nutrition" | "te" | "category"
> & {
  category: ShopCategory;
  blob: BlobLink | null;
  variants: ShopPack[];
  /** Issue 33: the veg mark the card draws beside the name; null when not given and for every product that is not food. */
  dietMark: DietMark | null;
};

/** A pack as a shop card needs it: what it is called, costs and has left (no SKU, weight or thresholds). */
export type ShopPack = Pick<PackView, "_id" | "label" | "mrp" | "salePrice" | "unitPrice" | "unitSalePrice" | "stock" | "inStock">;

/**
 * The product page's product: its card plus what the page adds, the listing declarations and, per pack, what the
 * label declares (SKU, net quantity and unit).
 */
export type ProductPageProduct = Omit<ShopProduct, "variants"> & {
  variants: (ShopPack & Pick<PackView, "sku" | "netQuantity" | "unit">)[];
  declarations: ProductView["declarations"];
  /** Issue 33: the nutrition panel the page shows; null for none. */
  nutrition: ProductView["nutrition"];
};

/** A blob as the /blobs list shows it: title, first picture and the opening of its text; the rest is loaded
 * when the reader opens it. `textLang` (Telugu pages) names the title or excerpt still in English. */
export type BlobSummary = Omit<BlobLink, "textLang"> & { categoryId: string; image: string | null; excerpt: string; textLang?: TextLang<"title" | "excerpt"> };

const EXCERPT_LENGTH = 100;

/** The opening of a blob's first section, as lists show it (the public /blobs page and the admin list). */
export function blobExcerpt(blob: Pick<BlobView, "content">): string {
  const text = blob.content[0]?.paragraph ?? "";
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

export function toBlobSummary(blob: Pick<BlobView, "_id" | "title" | "slug" | "categoryId" | "images" | "content" | "textLang">): BlobSummary {
  const summary = { _id: blob._id, title: blob.title, slug: blob.slug, categoryId: blob.categoryId, image: blob.images[0] ?? null, excerpt: blobExcerpt(blob) };
  if (!blob.textLang) return summary;
  const excerptLang = blob.content[0]?.textLang?.paragraph;
  return { ...summary, textLang: { ...blob.textLang, ...(excerptLang ? { excerpt: excerptLang } : {}) } };
}

/** Category names with a meaning of their own (data, not code: admins create them like any other). */
export const NON_PRODUCT_CATEGORY = "Non Product Category";
export const PROTOCOLS_CATEGORY = "Protocols";
export const OILS_CATEGORY = "Oils";
