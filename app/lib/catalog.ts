/** Catalogue shapes as clients read them (API.md section 1, plus the additions listed in the README). Money in rupees. */
import type { ProductDeclarationsView } from "./declarations";
import type { PackUnit, UnitPrice } from "./unit-price";

export type CategoryView = { _id: string; name: string };

/**
 * A pack size of a product. `stock` is whole units on hand, or null when the shop does not count it (always in
 * stock); `unitPrice` is the unit sale price Indian listings must show beside the price.
 */
export type VariantView = {
  _id: string;
  label: string;
  netQuantity: number;
  unit: PackUnit;
  mrp: number;
  salePrice: number;
  unitPrice: UnitPrice;
  sku: string;
  stock: number | null;
  inStock: boolean;
  weightGrams: number;
  lowStockThreshold: number;
};

export type BlobView = {
  _id: string;
  /** The article page's address: /blobs/{slug}. */
  slug: string;
  categoryId: string;
  title: string;
  images: string[];
  content: { _id?: string; heading: string; paragraph: string }[];
  createdAt: string;
  updatedAt: string;
};

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
  variants: VariantView[];
  /** Whether any pack can be bought now. */
  inStock: boolean;
  /** The listing declarations (null = not given); per-pack ones (net quantity, MRP, unit price) are in `variants`. */
  declarations: ProductDeclarationsView;
  /** Names of the required declarations not given ("generic name", "veg mark"...); empty when complete. */
  missingDeclarations: string[];
  deleted: false;
  createdAt: string;
  updatedAt: string;
};

/** The pack a product is bought in when a client names none: the first in stock, else the first. */
export function defaultVariant<V extends Pick<VariantView, "inStock">>(variants: V[]): V {
  return variants.find((variant) => variant.inStock) ?? variants[0];
}

/** "Groundnut Oil (1 L)": how messages name a pack. */
export function packName(productName: string, variantLabel: string): string {
  return `${productName} (${variantLabel})`;
}

/** A carousel banner (API.md 3.5). */
export type BannerView = { _id: string; title: string; banner: string; createdAt: string; updatedAt: string };

/** A gallery entry (API.md 3.8): one of our uploaded images, or a YouTube address. */
export type PromotionView = { _id: string; type: "image" | "video"; link: string; createdAt: string; updatedAt: string };

/** A product picture for one of the home page's collections. */
export type CollectionPicture = { category: string; name: string; image: string };

/** A link to a blob: what a product card needs to offer it; the text is loaded when it is opened. */
export type BlobLink = Pick<BlobView, "_id" | "title" | "slug">;

/**
 * A product as the shop page ships it: the API's product without its linked blob's full text (the largest
 * part of the catalogue, read by few visitors) and without bookkeeping fields, so the page stays light.
 */
export type ShopProduct = Omit<ProductView, "blobId" | "deleted" | "createdAt" | "updatedAt" | "variants" | "declarations" | "missingDeclarations"> & {
  blob: BlobLink | null;
  variants: ShopPack[];
};

/** A pack as a shop card needs it: what it is called, costs and has left (no SKU, weight or thresholds). */
export type ShopPack = Pick<VariantView, "_id" | "label" | "mrp" | "salePrice" | "unitPrice" | "stock" | "inStock">;

export function toShopProduct({
  blobId,
  deleted: _deleted,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  variants,
  // The product page shows these; the shop's cards do not, so its page stays light.
  declarations: _declarations,
  missingDeclarations: _missing,
  ...product
}: ProductView): ShopProduct {
  return {
    ...product,
    variants: variants.map(({ _id, label, mrp, salePrice, unitPrice, stock, inStock }) => ({ _id, label, mrp, salePrice, unitPrice, stock, inStock })),
    blob: blobId ? { _id: blobId._id, title: blobId.title, slug: blobId.slug } : null,
  };
}

/** A blob as the /blobs list shows it: title, first picture and the opening of its text; the rest is loaded
 * when the reader opens it. */
export type BlobSummary = BlobLink & { categoryId: string; image: string | null; excerpt: string };

const EXCERPT_LENGTH = 100;

/** The opening of a blob's first section, as lists show it (the public /blobs page and the admin list). */
export function blobExcerpt(blob: Pick<BlobView, "content">): string {
  const text = blob.content[0]?.paragraph ?? "";
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

export function toBlobSummary(blob: BlobView): BlobSummary {
  return { _id: blob._id, title: blob.title, slug: blob.slug, categoryId: blob.categoryId, image: blob.images[0] ?? null, excerpt: blobExcerpt(blob) };
}

/** Category names with a meaning of their own (data, not code: admins create them like any other). */
export const NON_PRODUCT_CATEGORY = "Non Product Category";
export const PROTOCOLS_CATEGORY = "Protocols";
export const OILS_CATEGORY = "Oils";
