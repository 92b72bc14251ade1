/** Reading the catalogue in the shapes clients expect (API.md 1.3): one statement per list. */
import { asc, eq, isNull } from "drizzle-orm";
import type { BlobView, ProductView } from "../../app/lib/catalog";
import { paiseToRupees } from "../../app/lib/money";
import type { Db } from "../../db/client";
import { blobs, categories, products, type Blob, type Category, type Product } from "../../db/schema";

export function toBlobView(blob: Blob): BlobView {
  return {
    _id: blob.id,
    categoryId: blob.categoryId,
    title: blob.title,
    images: blob.images,
    content: blob.content,
    createdAt: blob.createdAt,
    updatedAt: blob.updatedAt,
  };
}

export function toProductView(product: Product, category: Category, blob: Blob | null): ProductView {
  return {
    _id: product.id,
    name: product.name,
    description: product.description,
    mrp: paiseToRupees(product.mrpPaise),
    salePrice: paiseToRupees(product.salePricePaise),
    category: { _id: category.id, name: category.name },
    blobId: blob ? toBlobView(blob) : null,
    images: product.images,
    deleted: false,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/** Every live product in insertion order, category and blob expanded. */
export async function listProducts(db: Db, options: { limit?: number } = {}): Promise<ProductView[]> {
  const query = db
    .select({ product: products, category: categories, blob: blobs })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(blobs, eq(products.blobId, blobs.id))
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map((row) => toProductView(row.product, row.category, row.blob));
}
