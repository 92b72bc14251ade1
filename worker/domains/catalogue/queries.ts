/**
 * Reading the catalogue as records the services compute on, money in paise: products with their category, blob and
 * live packs, one statement per list however many packs each product has. The contract's shapes (rupees, `_id`,
 * absolute image URLs) are made from these records by ./views.ts only.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { CollectionPicture } from "./shared/views";
import { absoluteImageUrl } from "../../shared/image-urls";
import { blobs, type Blob } from "../content/tables";
import { categories, products, type Category, type Product, type ProductPack } from "./tables";
import { notFound } from "../../lib/errors";
import type { ViewContext } from "../../http/context";
import { localized } from "../../shared/i18n/localize";
import type { Lang } from "../../shared/i18n/languages";

export const PRODUCT_NOT_FOUND_MESSAGE = "Product not found";

/** A live pack as services read it: its prices in paise, its stock (null: not counted), weight and position. */
export type PackRecord = Pick<
  ProductPack,
  "id" | "label" | "netQuantity" | "unit" | "mrpPaise" | "salePricePaise" | "sku" | "stock" | "lowStockThreshold" | "weightGrams" | "position"
>;

/** A product row with its category, its blob (or null) and its live packs in the shop's order. */
export type ProductRecord = Product & { category: Category; blob: Blob | null; packs: PackRecord[] };

/**
 * A product's live packs as one JSON column of the product's own row: a correlated subquery over the packs'
 * (product_id, deleted_at, position) index, so a list of products stays one statement however many packs each has.
 */
// Spelled out with its table: drizzle drops the table name from columns of single-table selects, and inside the
// subquery a bare "id" would name the pack's own id.
const productIdColumn = sql`${sql.identifier("products")}.${sql.identifier("id")}`;

export const livePacksJson = sql<string>`(
  select json_group_array(json_object('id', v.id, 'label', v.label, 'netQuantity', v.net_quantity, 'unit', v.unit,
    'mrpPaise', v.mrp_paise, 'salePricePaise', v.sale_price_paise, 'sku', v.sku, 'stock', v.stock,
    'lowStockThreshold', v.low_stock_threshold, 'weightGrams', v.weight_grams, 'position', v.position))
  from product_variants v where v.product_id = ${productIdColumn} and v.deleted_at is null)`;

/** The packs of livePacksJson in the shop's order (json_group_array promises no order of its own). */
export function parsePacks(json: string | null): PackRecord[] {
  const rows = json ? (JSON.parse(json) as PackRecord[]) : [];
  return rows.sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
}

const productRowSelection = { product: products, category: categories, blob: blobs, packs: livePacksJson };

/** Products with their category, blob and live packs, ready for a `where`: the one shape every product read uses. */
export function selectProductRows(db: ViewContext["db"]) {
  return db.select(productRowSelection).from(products).innerJoin(categories, eq(products.categoryId, categories.id)).leftJoin(blobs, eq(products.blobId, blobs.id));
}

/** selectProductRows with `total`, how many rows the statement matches before its limit (a list's count, no second statement). */
export function selectCountedProductRows(db: ViewContext["db"]) {
  return db
    .select({ ...productRowSelection, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(blobs, eq(products.blobId, blobs.id));
}

/** One row of selectProductRows as a record. */
export function productRecordOf(row: { product: Product; category: Category; blob: Blob | null; packs: string | null }): ProductRecord {
  return { ...row.product, category: row.category, blob: row.blob, packs: parsePacks(row.packs) };
}

/** A live product by id, or 404. */
export async function findProduct(ctx: Pick<ViewContext, "db">, id: string): Promise<ProductRecord> {
  const [row] = await selectProductRows(ctx.db)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return productRecordOf(row);
}

/** What pricing needs of a live product: its name, pictures and live packs (a product id that names none is left out). */
export type PricedProduct = Pick<Product, "id" | "name" | "images"> & { packs: PackRecord[] };

/** Live products by id with their live packs, in one statement: what placing, the cart and the pincode check price from. */
export async function findLiveProducts(db: ViewContext["db"], ids: string[]): Promise<PricedProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name, images: products.images, packs: livePacksJson })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  return rows.map(({ packs, ...product }) => ({ ...product, packs: parsePacks(packs) }));
}

/**
 * Live products in insertion order, category and blob included: every one, or those of one category (less one
 * product: a product page's "more like this").
 */
export async function listProducts(
  ctx: Pick<ViewContext, "db">,
  options: { limit?: number; categoryId?: string; excludeId?: string; relatedToSlug?: string } = {},
): Promise<ProductRecord[]> {
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
  return rows.map(productRecordOf);
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
 * The home page's collections: the first few pictured live products of each named category (English names), and
 * each category's id (for its link to the filtered shop, pictured products or not), in one statement however large
 * the catalogue is. The products' names are in `lang`.
 */
export async function homeCollections(
  ctx: ViewContext,
  categoryNames: string[],
  lang: Lang = "en",
  perCategory = 8,
): Promise<{ pictures: CollectionPicture[]; categoryIds: Record<string, string> }> {
  if (categoryNames.length === 0) return { pictures: [], categoryIds: {} };
  const rows = await ctx.db.all<{ categoryId: string; category: string; name: string | null; te: string | null; images: string | null }>(sql`
    select c.id as categoryId, c.name as category, ranked.name as name, ranked.te as te, ranked.images as images
    from categories c
    left join (
      select p.*, row_number() over (partition by p.category_id order by p.id) as position
      from products p where p.deleted_at is null and json_array_length(p.images) > 0
    ) ranked on ranked.category_id = c.id and ranked.position <= ${perCategory}
    where c.deleted_at is null and c.name in (${sql.join(categoryNames.map((name) => sql`${name}`), sql`, `)})
    order by ranked.id`);
  const pictures = rows.flatMap((row) => {
    if (!row.name || !row.images) return [];
    const { name, textLang } = localized({ name: row.name, te: row.te ? (JSON.parse(row.te) as { name?: string }) : {} }, ["name"], lang);
    return [{ category: row.category, name, image: absoluteImageUrl((JSON.parse(row.images) as string[])[0], ctx), ...(textLang ? { textLang } : {}) }];
  });
  return { pictures, categoryIds: Object.fromEntries(rows.map((row) => [row.category, row.categoryId])) };
}
