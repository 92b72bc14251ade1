/**
 * The admin's product writes: every rule of the catalogue is checked here, for the API and the pages alike. Prices
 * arrive in paise (the input schemas convert the rupees typed); saves answer the product's record, which the adapters
 * turn into the contract's view (./views.ts).
 */
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { defaultPack, NON_PRODUCT_CATEGORY, PROTOCOLS_CATEGORY } from "./shared/views";
import { storableImageUrl, storableImageUrls, type ImageOrigins } from "../../shared/image-urls";
import { DECLARATION_LABELS, declarationFields, DEFAULT_LOW_STOCK_THRESHOLD, type ProductInput, type PackInput } from "./shared/schemas";
import { blobs } from "../content/tables";
import { cartItems } from "../checkout/tables";
import { productSlugs, productPacks, products } from "./tables";
import { datelessBatch, receiptStatements } from "../stock/batches";
import type { Principal } from "../accounts/shared/user";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import { findProduct, livePacksJson, parsePacks, PRODUCT_NOT_FOUND_MESSAGE, type PackRecord, type ProductRecord } from "./queries";
import { productAuditDetails } from "./views";
import type { ServiceContext } from "../../http/context";
import { findLiveCategory } from "./categories";
import { chooseProductSlug, withSlugRetry } from "./slugs";
import { deleteUnreferencedImages } from "../media/images";
import { screenTexts, type LabelledTexts, type WarningsMode } from "../claims/screening";
import { assertHsnSavable } from "../invoices/hsn";
import { storedTelugu } from "../../shared/i18n/telugu-input";
import { PRODUCT_TE_FIELDS, type ProductTe } from "./shared/telugu";
import { PRODUCT_TE_RULES } from "./shared/telugu-schemas";

/** A saved product and the regulated-word warnings of its text (text-screening.ts). */
export type SavedProduct = { product: ProductRecord; warnings: string[] };

/**
 * The declarations that describe the food and are screened for health claims. The manufacturer and the country are
 * names of a party and a place ("Pure Harvest Foods Pvt Ltd" is a legal name, not a purity claim), the HSN code is
 * digits and the label image an address.
 */
const SCREENED_DECLARATIONS = ["genericName", "ingredients", "shelfLife", "storage", "allergens"] as const;

/** The product's words a customer reads, under the labels of the admin form (the Telugu ones too, issue 30). */
function productTexts(input: ProductInput): LabelledTexts {
  return {
    "Product name": input.name,
    Description: input.description,
    ...Object.fromEntries(SCREENED_DECLARATIONS.map((key) => [DECLARATION_LABELS[key], input[key]])),
    ...Object.fromEntries((input.variants ?? []).map((pack, index) => [`Pack ${index + 1} label`, pack.label])),
    ...Object.fromEntries(PRODUCT_TE_FIELDS.map((field) => [PRODUCT_TE_RULES[field].label, input.te?.[field]])),
  };
}

/** The Telugu a save stores: the sent texts over the stored ones (none sent keeps them all). */
function teluguColumn(stored: ProductTe, input: ProductInput): ProductTe {
  return storedTelugu(stored, input.te);
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

/** SKUs are unique among the live packs of the whole shop: name the product that already uses one. */
async function checkSkusFree(ctx: Pick<ServiceContext, "db">, packs: PackInput[], productId: string | null) {
  const skus = packs.map((pack) => pack.sku);
  const taken = await ctx.db
    .select({ sku: productPacks.sku, productName: products.name })
    .from(productPacks)
    .innerJoin(products, eq(products.id, productPacks.productId))
    .where(and(inArray(productPacks.sku, skus), isNull(productPacks.deletedAt), productId ? ne(productPacks.productId, productId) : undefined))
    .limit(1);
  if (taken[0]) throw conflict(`SKU ${taken[0].sku} is already used by ${taken[0].productName}`);
}

const SKU_TAKEN_MESSAGE = "One of these SKUs was just given to another product. Please use another SKU.";

/** Runs a product write, turning the SKU unique index's refusal (a race the lookup cannot close) into a 409. */
async function withSkuCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "sku")) throw conflict(SKU_TAKEN_MESSAGE);
    throw error;
  }
}

/** The packs an input describes: its `variants`, or (old clients) one pack priced by `mrp` and `salePrice`. */
function requestedPacks(input: ProductInput, existing: PackRecord[]): PackInput[] {
  if (input.variants) return input.variants;
  const mrpPaise = input.mrpPaise!;
  const salePricePaise = input.salePricePaise!;
  if (existing.length === 0) {
    return [{ _id: null, label: "1 pack", netQuantity: 1, unit: "pcs", mrpPaise, salePricePaise, sku: `SKU-${newId()}`, stock: null, weightGrams: 0, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD }];
  }
  // An old client read the default pack's prices as the product's and sends them back: they price that pack only.
  const shown = defaultPack(existing);
  return existing.map((row) => ({
    _id: row.id,
    label: row.label,
    netQuantity: row.netQuantity,
    unit: row.unit,
    mrpPaise: row.id === shown.id ? mrpPaise : row.mrpPaise,
    salePricePaise: row.id === shown.id ? salePricePaise : row.salePricePaise,
    sku: row.sku,
    stock: null,
    weightGrams: row.weightGrams,
    lowStockThreshold: row.lowStockThreshold,
  }));
}

function productColumns(input: ProductInput, packs: PackInput[], origins: ImageOrigins) {
  return {
    ...(input.hsnUncertain === undefined ? {} : { hsnUncertain: input.hsnUncertain }),
    name: input.name,
    description: input.description,
    categoryId: input.category,
    // Legacy columns (db/schema.ts): the first pack's prices.
    mrpPaise: packs[0].mrpPaise,
    salePricePaise: packs[0].salePricePaise,
    blobId: input.blobId,
    images: storableImageUrls(input.images, origins),
    ...declarationColumns(input, origins),
  };
}

/** The declarations the input gives: an absent one (undefined) is left out, so an update keeps what is stored. */
function declarationColumns(input: ProductInput, origins: ImageOrigins) {
  const { labelImage, ...texts } = Object.fromEntries(Object.keys(declarationFields).map((key) => [key, input[key as keyof typeof declarationFields]]));
  const given = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined));
  if (labelImage !== undefined) given.labelImage = labelImage === null ? null : storableImageUrl(labelImage, origins);
  return given as Partial<Pick<typeof products.$inferInsert, keyof typeof declarationFields>>;
}

function packColumns(pack: PackInput, position: number) {
  return {
    label: pack.label,
    netQuantity: pack.netQuantity,
    unit: pack.unit,
    mrpPaise: pack.mrpPaise,
    salePricePaise: pack.salePricePaise,
    sku: pack.sku,
    weightGrams: pack.weightGrams,
    lowStockThreshold: pack.lowStockThreshold,
    position,
  };
}

/** A new pack and, when it starts with stock, the movement that puts it on the shelf (the ledger's first row). */
function newPackStatements(ctx: ServiceContext, actor: Principal, productId: string, pack: PackInput, position: number, now: string) {
  const id = newId();
  const statements: BatchItem<"sqlite">[] = [
    ctx.db.insert(productPacks).values({
      id,
      productId,
      ...packColumns(pack, position),
      stock: pack.stock === null ? null : 0,
      createdAt: now,
      updatedAt: now,
    }),
  ];
  // Issue 33: the opening stock is a dateless batch of its own (always sellable, sold after dated lots).
  if (pack.stock) statements.push(...receiptStatements(ctx.db, datelessBatch(newId(), id, pack.stock, actor.id, "Opening stock")));
  return statements;
}

export async function addProduct(ctx: ServiceContext, actor: Principal, input: ProductInput, mode: WarningsMode = "report"): Promise<SavedProduct> {
  const warnings = screenTexts(productTexts(input), mode);
  await checkReferences(ctx, input);
  await assertHsnSavable(ctx, input.hsnCode, input.hsnUncertain ?? false);
  const packs = requestedPacks(input, []);
  if (packs.some((pack) => pack._id)) throw badRequest("A new product's packs cannot name an existing pack (_id)");
  await checkSkusFree(ctx, packs, null);
  const id = newId();
  const now = nowIso();
  const slug = await chooseProductSlug(ctx, input.name, id);
  await withSlugRetry(input.name, id, slug, (chosen) =>
    withSkuCheck(() =>
      ctx.db.batch([
        ctx.db.insert(products).values({ id, ...productColumns(input, packs, ctx), te: teluguColumn({}, input), slug: chosen, createdAt: now, updatedAt: now }),
        ctx.db.insert(productSlugs).values({ slug: chosen, productId: id, createdAt: now }),
        ...packs.flatMap((pack, position) => newPackStatements(ctx, actor, id, pack, position, now)),
        auditStatement(ctx, actor, { action: "create", entity: "product", entityId: id, details: productAuditDetails(input, packs) }),
      ]),
    ),
  );
  return { product: await findProduct(ctx, id), warnings };
}

async function findLiveProduct(ctx: Pick<ServiceContext, "db">, id: string) {
  const [row] = await ctx.db
    .select({ product: products, packs: livePacksJson })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return { ...row.product, packs: parsePacks(row.packs) };
}

/**
 * Saves a product with its full list of packs: rows naming an existing pack update it (its stock untouched),
 * rows without one add packs, and live packs left out are retired (soft-deleted, and taken out of every cart;
 * orders and the stock ledger keep pointing at them).
 */
export async function updateProduct(
  ctx: ServiceContext,
  actor: Principal,
  id: string,
  input: ProductInput,
  mode: WarningsMode = "report",
): Promise<SavedProduct> {
  const warnings = screenTexts(productTexts(input), mode);
  const existing = await findLiveProduct(ctx, id);
  await checkReferences(ctx, input);
  // A code sent is checked; one left out keeps the stored code, unchecked. The flag, when not sent, stays as stored.
  await assertHsnSavable(ctx, input.hsnCode, input.hsnUncertain ?? existing.hsnUncertain);
  const packs = requestedPacks(input, existing.packs);
  const existingIds = new Set(existing.packs.map((pack) => pack.id));
  const foreign = packs.find((pack) => pack._id && !existingIds.has(pack._id));
  if (foreign) throw badRequest(`Pack ${foreign.label} (_id ${foreign._id}) is not a pack of this product`);
  await checkSkusFree(ctx, packs, id);
  const kept = new Set(packs.flatMap((pack) => (pack._id ? [pack._id] : [])));
  const retired = [...existingIds].filter((variantId) => !kept.has(variantId));
  const columns = productColumns(input, packs, ctx);
  const now = nowIso();
  await withSkuCheck(() =>
    ctx.db.batch([
      ctx.db.update(products).set({ ...columns, te: teluguColumn(existing.te, input), updatedAt: now }).where(eq(products.id, id)),
      // Retired first, so their SKUs are free for the rows below.
      ...(retired.length
        ? [
            ctx.db.delete(cartItems).where(inArray(cartItems.variantId, retired)),
            ctx.db.update(productPacks).set({ deletedAt: now, updatedAt: now }).where(inArray(productPacks.id, retired)),
          ]
        : []),
      ...packs.flatMap((pack, position) =>
        pack._id
          ? [ctx.db.update(productPacks).set({ ...packColumns(pack, position), updatedAt: now }).where(eq(productPacks.id, pack._id))]
          : newPackStatements(ctx, actor, id, pack, position, now),
      ),
      auditStatement(ctx, actor, { action: "update", entity: "product", entityId: id, details: productAuditDetails(input, packs) }),
    ]),
  );
  const dropped = existing.images.filter((url) => !columns.images.includes(storableImageUrl(url, ctx)));
  if (dropped.length) ctx.waitUntil(deleteUnreferencedImages(ctx, dropped));
  return { product: await findProduct(ctx, id), warnings };
}

/** Soft delete: the product and its packs leave the catalogue and every cart; past orders keep their own copy. */
export async function deleteProduct(ctx: ServiceContext, actor: Principal, id: string): Promise<void> {
  const existing = await findLiveProduct(ctx, id);
  const now = nowIso();
  await ctx.db.batch([
    ctx.db.delete(cartItems).where(eq(cartItems.productId, id)),
    ctx.db.update(productPacks).set({ deletedAt: now, updatedAt: now }).where(and(eq(productPacks.productId, id), isNull(productPacks.deletedAt))),
    ctx.db.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, id)),
    auditStatement(ctx, actor, { action: "delete", entity: "product", entityId: id, details: { name: existing.name } }),
  ]);
  ctx.waitUntil(deleteUnreferencedImages(ctx, existing.images));
}
