/** Reading the catalogue in the shapes clients expect (API.md 1.3): one statement per list. */
import { asc, eq, isNull, sql } from "drizzle-orm";
import type { BlobView, CollectionPicture, ProductView } from "../../app/lib/catalog";
import { absoluteImageUrl, absoluteImageUrls, type ImageOrigins } from "../../app/lib/image-urls";
import { paiseToRupees } from "../../app/lib/money";
import { blobs, categories, products, type Blob, type Category, type Product } from "../../db/schema";
import type { ViewContext } from "./context";

export function toBlobView(blob: Blob, origins: ImageOrigins): BlobView {
  return {
    _id: blob.id,
    categoryId: blob.categoryId,
    title: blob.title,
    images: absoluteImageUrls(blob.images, origins),
    content: blob.content,
    createdAt: blob.createdAt,
    updatedAt: blob.updatedAt,
  };
}

export function toProductView(product: Product, category: Category, blob: Blob | null, origins: ImageOrigins): ProductView {
  return {
    _id: product.id,
    name: product.name,
    description: product.description,
    mrp: paiseToRupees(product.mrpPaise),
    salePrice: paiseToRupees(product.salePricePaise),
    category: { _id: category.id, name: category.name },
    blobId: blob ? toBlobView(blob, origins) : null,
    images: absoluteImageUrls(product.images, origins),
    deleted: false,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/** Every live product in insertion order, category and blob expanded. */
export async function listProducts(ctx: ViewContext, options: { limit?: number } = {}): Promise<ProductView[]> {
  const query = ctx.db
    .select({ product: products, category: categories, blob: blobs })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(blobs, eq(products.blobId, blobs.id))
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map((row) => toProductView(row.product, row.category, row.blob, ctx));
}

/**
 * Pictures for the home page's collections: the first few live products of the named categories, in one
 * statement however large the catalogue is.
 */
export async function collectionPictures(ctx: ViewContext, categoryNames: string[], perCategory = 8): Promise<CollectionPicture[]> {
  if (categoryNames.length === 0) return [];
  const rows = await ctx.db.all<{ category: string; name: string; images: string }>(sql`
    select c.name as category, ranked.name as name, ranked.images as images
    from (
      select p.*, row_number() over (partition by p.category_id order by p.id) as position
      from products p where p.deleted_at is null and json_array_length(p.images) > 0
    ) ranked
    join categories c on c.id = ranked.category_id and c.deleted_at is null
    where c.name in (${sql.join(categoryNames.map((name) => sql`${name}`), sql`, `)}) and ranked.position <= ${perCategory}
    order by ranked.id`);
  return rows.map((row) => ({ category: row.category, name: row.name, image: absoluteImageUrl((JSON.parse(row.images) as string[])[0], ctx) }));
}
