/** Reading the catalogue in the shapes clients expect (API.md 1.3): one statement per list, packs included. */
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { defaultVariant, type BlobView, type CollectionPicture, type ProductView, type VariantView } from "../../app/lib/catalog";
import { missingDeclarations, type ProductDeclarationsView } from "../../app/lib/declarations";
import { absoluteImageUrl, absoluteImageUrls, type ImageOrigins } from "../../app/lib/image-urls";
import { paiseToRupees } from "../../app/lib/money";
import { unitSalePrice } from "../../app/lib/unit-price";
import { blobs, categories, products, type Blob, type Category, type Product, type ProductVariant } from "../../db/schema";
import type { ViewContext } from "./context";

/** The columns of a pack that views are made from. */
export type VariantRow = Pick<
  ProductVariant,
  "id" | "label" | "netQuantity" | "unit" | "mrpPaise" | "salePricePaise" | "sku" | "stock" | "lowStockThreshold" | "weightGrams" | "position"
>;

/**
 * A product's live packs as one JSON column of the product's own row: a correlated subquery over the packs'
 * (product_id, deleted_at, position) index, so a list of products stays one statement however many packs each has.
 */
// Spelled out with its table: drizzle drops the table name from columns of single-table selects, and inside the
// subquery a bare "id" would name the pack's own id.
const productIdColumn = sql`${sql.identifier("products")}.${sql.identifier("id")}`;

export const liveVariantsJson = sql<string>`(
  select json_group_array(json_object('id', v.id, 'label', v.label, 'netQuantity', v.net_quantity, 'unit', v.unit,
    'mrpPaise', v.mrp_paise, 'salePricePaise', v.sale_price_paise, 'sku', v.sku, 'stock', v.stock,
    'lowStockThreshold', v.low_stock_threshold, 'weightGrams', v.weight_grams, 'position', v.position))
  from product_variants v where v.product_id = ${productIdColumn} and v.deleted_at is null)`;

/** The packs of liveVariantsJson in the shop's order (json_group_array promises no order of its own). */
export function parseVariants(json: string | null): VariantRow[] {
  const rows = json ? (JSON.parse(json) as VariantRow[]) : [];
  return rows.sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
}

export function isInStock(variant: Pick<VariantRow, "stock">): boolean {
  return variant.stock === null || variant.stock > 0;
}

export function toVariantView(variant: VariantRow): VariantView {
  const salePrice = paiseToRupees(variant.salePricePaise);
  return {
    _id: variant.id,
    label: variant.label,
    netQuantity: variant.netQuantity,
    unit: variant.unit,
    mrp: paiseToRupees(variant.mrpPaise),
    salePrice,
    unitPrice: unitSalePrice(salePrice, variant.netQuantity, variant.unit),
    sku: variant.sku,
    stock: variant.stock,
    inStock: isInStock(variant),
    weightGrams: variant.weightGrams,
    lowStockThreshold: variant.lowStockThreshold,
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

/** A product row with its category, blob and live packs (liveVariantsJson), as every product query selects it. */
export type ProductRow = { product: Product; category: Category; blob: Blob | null; variants: string | null };

const productRowSelection = { product: products, category: categories, blob: blobs, variants: liveVariantsJson };

/** Products with their category, blob and live packs, ready for a `where`: the one shape every product read uses. */
export function selectProductRows(db: ViewContext["db"]) {
  return db.select(productRowSelection).from(products).innerJoin(categories, eq(products.categoryId, categories.id)).leftJoin(blobs, eq(products.blobId, blobs.id));
}

export function toProductView({ product, category, blob, variants }: ProductRow, origins: ImageOrigins): ProductView {
  const packs = parseVariants(variants).map(toVariantView);
  // A product always has a live pack (the product service keeps it so); an empty list would be a broken row.
  const declarations = toDeclarationsView(product, origins);
  const shown = packs.length ? defaultVariant(packs) : { mrp: paiseToRupees(product.mrpPaise), salePrice: paiseToRupees(product.salePricePaise) };
  return {
    _id: product.id,
    // Every row has a slug (migration 0008, addProduct); the id stands in for a row written around them.
    slug: product.slug ?? product.id,
    name: product.name,
    description: product.description,
    mrp: shown.mrp,
    salePrice: shown.salePrice,
    category: { _id: category.id, name: category.name },
    blobId: blob ? toBlobView(blob, origins) : null,
    images: absoluteImageUrls(product.images, origins),
    variants: packs,
    inStock: packs.some((pack) => pack.inStock),
    declarations,
    missingDeclarations: missingDeclarations(declarations),
    deleted: false,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/**
 * Live products in insertion order, category and blob expanded: every one, or those of one category (less one
 * product: a product page's "more like this").
 */
export async function listProducts(
  ctx: ViewContext,
  options: { limit?: number; categoryId?: string; excludeId?: string; relatedToSlug?: string } = {},
): Promise<ProductView[]> {
  const query = selectProductRows(ctx.db)
    .where(
      and(
        isNull(products.deletedAt),
        options.categoryId ? eq(products.categoryId, options.categoryId) : undefined,
        options.excludeId ? ne(products.id, options.excludeId) : undefined,
        options.relatedToSlug ? relatedToSlug(options.relatedToSlug) : undefined,
      ),
    )
    .orderBy(asc(products.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map((row) => toProductView(row, ctx));
}

/**
 * The other products of the category of the product at `slug`, found by the slug itself: a product page reads
 * them in parallel with the product (one D1 round trip on its critical path, not two).
 */
function relatedToSlug(slug: string) {
  const sameCategory = sql`${products.categoryId} = (select p.category_id from products p where p.slug = ${slug} and p.deleted_at is null)`;
  return and(sameCategory, sql`${products.slug} is not ${slug}`);
}

/**
 * The home page's collections: the first few pictured live products of each named category, and each category's
 * id (for its link to the filtered shop, pictured products or not), in one statement however large the catalogue is.
 */
export async function homeCollections(
  ctx: ViewContext,
  categoryNames: string[],
  perCategory = 8,
): Promise<{ pictures: CollectionPicture[]; categoryIds: Record<string, string> }> {
  if (categoryNames.length === 0) return { pictures: [], categoryIds: {} };
  const rows = await ctx.db.all<{ categoryId: string; category: string; name: string | null; images: string | null }>(sql`
    select c.id as categoryId, c.name as category, ranked.name as name, ranked.images as images
    from categories c
    left join (
      select p.*, row_number() over (partition by p.category_id order by p.id) as position
      from products p where p.deleted_at is null and json_array_length(p.images) > 0
    ) ranked on ranked.category_id = c.id and ranked.position <= ${perCategory}
    where c.deleted_at is null and c.name in (${sql.join(categoryNames.map((name) => sql`${name}`), sql`, `)})
    order by ranked.id`);
  const pictures = rows.flatMap((row) =>
    row.name && row.images ? [{ category: row.category, name: row.name, image: absoluteImageUrl((JSON.parse(row.images) as string[])[0], ctx) }] : [],
  );
  return { pictures, categoryIds: Object.fromEntries(rows.map((row) => [row.category, row.categoryId])) };
}
