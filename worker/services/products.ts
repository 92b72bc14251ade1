/** The admin's product writes: every rule of the catalogue is checked here, for the API and the pages alike. */
import { and, eq, isNull } from "drizzle-orm";
import { NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY, type ProductView } from "../../app/lib/catalog";
import { storableImageUrl, storableImageUrls, type ImageOrigins } from "../../app/lib/image-urls";
import { rupeesToPaise } from "../../app/lib/money";
import type { ProductInput } from "../../app/lib/schemas/catalog";
import { blobs, cartItems, categories, products } from "../../db/schema";
import type { Principal } from "../../app/lib/user";
import { badRequest, notFound } from "../lib/errors";
import { newId, nowIso } from "../lib/ids";
import { auditStatement } from "./audit";
import { toProductView } from "./catalog";
import type { ServiceContext, ViewContext } from "./context";
import { findLiveCategory } from "./categories";
import { deleteUnreferencedImages } from "./images";

export const PRODUCT_NOT_FOUND_MESSAGE = "Product not found";

export async function getProduct(ctx: ViewContext, id: string): Promise<ProductView> {
  const [row] = await ctx.db
    .select({ product: products, category: categories, blob: blobs })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(blobs, eq(products.blobId, blobs.id))
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return toProductView(row.product, row.category, row.blob, ctx);
}

/** The category must exist and hold products; a blob, when given, must belong to that category. */
async function checkReferences(ctx: Pick<ServiceContext, "db">, input: ProductInput) {
  const category = await findLiveCategory(ctx, input.category);
  if (!category) throw badRequest("Category not found");
  if (category.name === NON_PRODUCT_CATEGORY || category.name === PROTOCOLS_CATEGORY) {
    throw badRequest(`Products cannot be added to the ${category.name} category`);
  }
  if (input.blobId) {
    const blob = await ctx.db.query.blobs.findFirst({ columns: { categoryId: true }, where: eq(blobs.id, input.blobId) });
    if (!blob) throw badRequest("Blob not found");
    if (blob.categoryId !== category.id) throw badRequest("The blob must belong to the product's category");
  }
}

function productColumns(input: ProductInput, origins: ImageOrigins) {
  return {
    name: input.name,
    description: input.description,
    categoryId: input.category,
    mrpPaise: rupeesToPaise(input.mrp),
    salePricePaise: rupeesToPaise(input.salePrice),
    blobId: input.blobId,
    images: storableImageUrls(input.images, origins),
  };
}

function auditDetails(input: ProductInput) {
  return { name: input.name, mrp: input.mrp, salePrice: input.salePrice, category: input.category };
}

export async function addProduct(ctx: ServiceContext, actor: Principal, input: ProductInput): Promise<ProductView> {
  await checkReferences(ctx, input);
  const id = newId();
  const now = nowIso();
  await ctx.db.batch([
    ctx.db.insert(products).values({ id, ...productColumns(input, ctx), createdAt: now, updatedAt: now }),
    auditStatement(ctx, actor, { action: "create", entity: "product", entityId: id, details: auditDetails(input) }),
  ]);
  return getProduct(ctx, id);
}

async function findLiveProduct(ctx: Pick<ServiceContext, "db">, id: string) {
  const product = await ctx.db.query.products.findFirst({ where: and(eq(products.id, id), isNull(products.deletedAt)) });
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

export async function updateProduct(ctx: ServiceContext, actor: Principal, id: string, input: ProductInput): Promise<ProductView> {
  const existing = await findLiveProduct(ctx, id);
  await checkReferences(ctx, input);
  const columns = productColumns(input, ctx);
  await ctx.db.batch([
    ctx.db.update(products).set({ ...columns, updatedAt: nowIso() }).where(eq(products.id, id)),
    auditStatement(ctx, actor, { action: "update", entity: "product", entityId: id, details: auditDetails(input) }),
  ]);
  const dropped = existing.images.filter((url) => !columns.images.includes(storableImageUrl(url, ctx)));
  if (dropped.length) ctx.waitUntil(deleteUnreferencedImages(ctx, dropped));
  return getProduct(ctx, id);
}

/** Soft delete: the product leaves the catalogue and every cart; past orders keep their own copy. */
export async function deleteProduct(ctx: ServiceContext, actor: Principal, id: string): Promise<void> {
  const existing = await findLiveProduct(ctx, id);
  const now = nowIso();
  await ctx.db.batch([
    ctx.db.delete(cartItems).where(eq(cartItems.productId, id)),
    ctx.db.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, id)),
    auditStatement(ctx, actor, { action: "delete", entity: "product", entityId: id, details: { name: existing.name } }),
  ]);
  ctx.waitUntil(deleteUnreferencedImages(ctx, existing.images));
}
