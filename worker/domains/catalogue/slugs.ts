/**
 * Page addresses: choosing a unique slug for a new product or article, finding a product page by any address it
 * ever had (current slug, an old slug, its id), and the list of public pages for the sitemap.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { slugify, slugWithIdTail } from "./shared/slug";
import { blobs, type Blob } from "../content/tables";
import { categories, productSlugs, products } from "./tables";
import type { Principal } from "../accounts/shared/user";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import { productRecordOf, selectProductRows, type ProductRecord } from "./queries";
import type { ServiceContext, ViewContext } from "../../http/context";

type Db = Pick<ServiceContext, "db">;

/** The name's slug, or (when a page already answers to it) the same with the end of the new row's id. */
async function chooseSlug(name: string, id: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name);
  if (!base) return id.toLowerCase();
  return (await isTaken(base)) ? slugWithIdTail(base, id) : base;
}

/** A new product's slug: free among every slug any product ever had, so an old shared link never changes owner. */
export function chooseProductSlug(ctx: Db, name: string, id: string): Promise<string> {
  return chooseSlug(name, id, async (slug) => {
    const [taken] = await ctx.db.select({ slug: productSlugs.slug }).from(productSlugs).where(eq(productSlugs.slug, slug)).limit(1);
    return Boolean(taken);
  });
}

export function chooseBlobSlug(ctx: Db, title: string, id: string): Promise<string> {
  return chooseSlug(title, id, async (slug) => {
    const [taken] = await ctx.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.slug, slug)).limit(1);
    return Boolean(taken);
  });
}

/**
 * Runs a write that stores `slug`, once more with the id-tailed slug when the unique indexes refuse it: two
 * products of one name added at the same moment both saw the name's slug free.
 */
export async function withSlugRetry<T>(name: string, id: string, slug: string, write: (slug: string) => Promise<T>): Promise<T> {
  try {
    return await write(slug);
  } catch (error) {
    const fallback = slugWithIdTail(slugify(name), id);
    if (!isUniqueViolation(error, "slug") || fallback === slug) throw error;
    return write(fallback);
  }
}

/** What a product address leads to: the page itself, a permanent move to the current slug, or nothing. */
export type ProductAddress = { page: ProductRecord } | { movedTo: string } | null;

export async function resolveProductAddress(ctx: ViewContext, address: string): Promise<ProductAddress> {
  const [row] = await selectProductRows(ctx.db)
    .where(and(eq(products.slug, address), isNull(products.deletedAt)))
    .limit(1);
  if (row) return { page: productRecordOf(row) };
  const [old] = await ctx.db
    .select({ slug: products.slug })
    .from(productSlugs)
    .innerJoin(products, eq(products.id, productSlugs.productId))
    .where(and(eq(productSlugs.slug, address), isNull(products.deletedAt)))
    .limit(1);
  if (old?.slug) return { movedTo: old.slug };
  // Old links carry the product's id (ids are upper-case; a shared link may have been lower-cased on the way).
  const [byId] = await selectProductRows(ctx.db)
    .where(and(eq(products.id, address.toUpperCase()), isNull(products.deletedAt)))
    .limit(1);
  if (!byId) return null;
  return byId.product.slug ? { movedTo: byId.product.slug } : { page: productRecordOf(byId) };
}

/**
 * Gives a product a new address (an admin's choice, e.g. after a rename); the old one keeps redirecting. A slug
 * once used by another product stays that product's, so its shared links never lead somewhere else.
 */
export async function changeProductSlug(ctx: ServiceContext, actor: Principal, productId: string, wanted: string): Promise<string> {
  const slug = slugify(wanted);
  if (!slug) throw badRequest("The slug needs at least one letter or digit");
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), isNull(products.deletedAt))).limit(1);
  if (!product) throw notFound("Product not found");
  const [owner] = await ctx.db.select({ productId: productSlugs.productId }).from(productSlugs).where(eq(productSlugs.slug, slug)).limit(1);
  if (owner && owner.productId !== productId) throw conflict(`The address ${slug} belongs to another product`);
  const now = nowIso();
  try {
    await ctx.db.batch([
      ctx.db.update(products).set({ slug, updatedAt: now }).where(and(eq(products.id, productId), isNull(products.deletedAt))),
      ctx.db.insert(productSlugs).values({ slug, productId, createdAt: now }).onConflictDoNothing(),
      auditStatement(ctx, actor, { action: "update", entity: "product", entityId: productId, details: { slug } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "slug")) throw conflict(`The address ${slug} belongs to another product`);
    throw error;
  }
  return slug;
}

/**
 * An article by its slug, or by its id (a link made before articles had pages): then the page's slug to move to.
 * The article is its row: the page's bridge (content/page.server.ts) makes its view in the page's language.
 */
export async function resolveBlobAddress(ctx: ViewContext, address: string): Promise<{ page: Blob } | { movedTo: string } | null> {
  const [bySlug] = await ctx.db.select().from(blobs).where(eq(blobs.slug, address)).limit(1);
  if (bySlug) return { page: bySlug };
  const [byId] = await ctx.db.select().from(blobs).where(eq(blobs.id, address.toUpperCase())).limit(1);
  if (!byId) return null;
  return byId.slug ? { movedTo: byId.slug } : { page: byId };
}

export type PageAddress = { slug: string; updatedAt: string };

/** The public product and article pages, with when each last changed, for the sitemap (two light statements). */
export async function listPageAddresses(ctx: ViewContext): Promise<{ products: PageAddress[]; blobs: PageAddress[] }> {
  const [productRows, blobRows] = await Promise.all([
    ctx.db
      .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(isNull(products.deletedAt))
      .orderBy(asc(products.id)),
    ctx.db.select({ id: blobs.id, slug: blobs.slug, updatedAt: blobs.updatedAt }).from(blobs).orderBy(asc(blobs.id)),
  ]);
  const address = (row: { id: string; slug: string | null; updatedAt: string }) => ({ slug: row.slug ?? row.id, updatedAt: row.updatedAt });
  return { products: productRows.map(address), blobs: blobRows.map(address) };
}
