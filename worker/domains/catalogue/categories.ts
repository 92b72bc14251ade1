/**
 * Categories: listing (public) and the admin's add, rename and delete (which takes the category's products along).
 * A category's name has a Telugu version (issue 30), saved with the English.
 */
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY, type CategoryListView, type CategoryView } from "./shared/views";
import type { CategoryInput } from "./shared/schemas";
import type { CategoryTe } from "./shared/telugu";
import { toCategoryListView } from "./views";
import { storedTelugu } from "../../shared/i18n/telugu-input";
import type { Lang } from "../../shared/i18n/languages";
import { blobs } from "../content/tables";
import { cartItems } from "../checkout/tables";
import { categories, products, productPacks } from "./tables";
import type { Principal } from "../accounts/shared/user";
import { badRequest, conflict, notFound, isUniqueViolation } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext } from "../../http/context";
import { deleteUnreferencedImages } from "../media/images";
import { screenTexts, type WarningsMode } from "../claims/screening";

export const CATEGORY_EXISTS_MESSAGE = "A category with this name already exists";
export const CATEGORY_NOT_FOUND_MESSAGE = "Category not found";

/** A saved category (with its Telugu) and the regulated-word warnings of its name (text-screening.ts). */
export type SavedCategory = { category: CategoryView & { te: CategoryTe }; warnings: string[] };

const nameKey = (name: string) => name.trim().toLowerCase();

/** Categories that may not hold products (their names are data the storefront relies on). */
const SPECIAL_CATEGORY_NAMES = new Set([NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY].map(nameKey));

async function hasLiveProducts(ctx: Pick<ServiceContext, "db">, categoryId: string): Promise<boolean> {
  const product = await ctx.db.query.products.findFirst({
    columns: { id: true },
    where: and(eq(products.categoryId, categoryId), isNull(products.deletedAt)),
  });
  return product !== undefined;
}

/** Live categories as rows: id, English name and Telugu. */
export async function listCategoryRows(ctx: Pick<ServiceContext, "db">) {
  return ctx.db
    .select({ id: categories.id, name: categories.name, te: categories.te })
    .from(categories)
    .where(isNull(categories.deletedAt))
    .orderBy(asc(categories.id));
}

/** Live categories as the API lists them, names in `lang` (English unless `?lang=te`), each with its `te`. */
export async function listCategories(ctx: Pick<ServiceContext, "db">, lang: Lang = "en"): Promise<CategoryListView[]> {
  return (await listCategoryRows(ctx)).map((row) => toCategoryListView(row, lang));
}

export async function findLiveCategory(ctx: Pick<ServiceContext, "db">, id: string) {
  return ctx.db.query.categories.findFirst({ where: and(eq(categories.id, id), isNull(categories.deletedAt)) });
}

async function assertNameFree(ctx: Pick<ServiceContext, "db">, name: string, exceptId?: string) {
  const clash = await ctx.db.query.categories.findFirst({
    columns: { id: true },
    where: and(
      eq(categories.nameKey, nameKey(name)),
      isNull(categories.deletedAt),
      exceptId ? ne(categories.id, exceptId) : undefined,
    ),
  });
  if (clash) throw conflict(CATEGORY_EXISTS_MESSAGE);
}

/** The category's words a customer reads, under the labels of the admin form (its Telugu name too). */
function categoryTexts(input: CategoryInput) {
  return { "Category name": input.name, ...(input.te?.name ? { "Telugu category name": input.te.name } : {}) };
}

export async function addCategory(ctx: ServiceContext, actor: Principal, input: CategoryInput, mode: WarningsMode = "report"): Promise<SavedCategory> {
  const { name } = input;
  const warnings = screenTexts(categoryTexts(input), mode);
  await assertNameFree(ctx, name);
  const category = { id: newId(), name, nameKey: nameKey(name), te: storedTelugu<"name">({}, input.te), createdAt: nowIso() };
  try {
    await ctx.db.batch([
      ctx.db.insert(categories).values(category),
      auditStatement(ctx, actor, { action: "create", entity: "category", entityId: category.id, details: { name } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATEGORY_EXISTS_MESSAGE);
    throw error;
  }
  return { category: { _id: category.id, name, te: category.te }, warnings };
}

/** Renames a category; a Telugu name sent is saved with it, none sent keeps the one saved. */
export async function renameCategory(ctx: ServiceContext, actor: Principal, id: string, input: CategoryInput, mode: WarningsMode = "report"): Promise<SavedCategory> {
  const { name } = input;
  const warnings = screenTexts(categoryTexts(input), mode);
  const existing = await findLiveCategory(ctx, id);
  if (!existing) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  await assertNameFree(ctx, name, id);
  if (SPECIAL_CATEGORY_NAMES.has(nameKey(name)) && (await hasLiveProducts(ctx, id))) {
    throw badRequest(`A category with products cannot be renamed to ${name}: products cannot belong to it`);
  }
  const te = storedTelugu<"name">(existing.te, input.te);
  try {
    await ctx.db.batch([
      ctx.db.update(categories).set({ name, nameKey: nameKey(name), te }).where(eq(categories.id, id)),
      auditStatement(ctx, actor, { action: "update", entity: "category", entityId: id, details: { from: existing.name, to: name } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATEGORY_EXISTS_MESSAGE);
    throw error;
  }
  return { category: { _id: id, name, te }, warnings };
}

/**
 * Deletes a category together with its products (soft: past orders still resolve them) and its blobs, and
 * takes those products out of every cart, all in one batch. Images nothing uses any more leave R2 afterwards.
 */
export async function deleteCategory(ctx: ServiceContext, actor: Principal, id: string): Promise<void> {
  const { db } = ctx;
  const existing = await findLiveCategory(ctx, id);
  if (!existing) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);

  const [doomedProducts, doomedBlobs] = await Promise.all([
    db.select({ id: products.id, images: products.images }).from(products).where(and(eq(products.categoryId, id), isNull(products.deletedAt))),
    db.select({ id: blobs.id, images: blobs.images }).from(blobs).where(eq(blobs.categoryId, id)),
  ]);
  const now = nowIso();
  const blobIdsOfCategory = db.select({ id: blobs.id }).from(blobs).where(eq(blobs.categoryId, id));
  await db.batch([
    db.delete(cartItems).where(inArray(cartItems.productId, db.select({ id: products.id }).from(products).where(eq(products.categoryId, id)))),
    // Their packs retire with them, which frees their SKUs for new products.
    db
      .update(productPacks)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(isNull(productPacks.deletedAt), inArray(productPacks.productId, db.select({ id: products.id }).from(products).where(and(eq(products.categoryId, id), isNull(products.deletedAt)))))),
    db.update(products).set({ deletedAt: now, updatedAt: now }).where(and(eq(products.categoryId, id), isNull(products.deletedAt))),
    db.update(products).set({ blobId: null }).where(inArray(products.blobId, blobIdsOfCategory)),
    db.delete(blobs).where(eq(blobs.categoryId, id)),
    db.update(categories).set({ deletedAt: now }).where(and(eq(categories.id, id), isNull(categories.deletedAt))),
    auditStatement(ctx, actor, {
      action: "delete",
      entity: "category",
      entityId: id,
      details: { name: existing.name, products: doomedProducts.length, blobs: doomedBlobs.length },
    }),
  ]);
  const images = [...doomedProducts, ...doomedBlobs].flatMap((item) => item.images);
  ctx.waitUntil(deleteUnreferencedImages(ctx, images));
}
