/**
 * Blobs (articles): public reading, admin writes. Deleting one clears the product links to it. An article's title
 * and sections have a Telugu version (issue 30), read in the language asked for.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { BlobView } from "../catalogue/shared/views";
import { storableImageUrl, storableImageUrls } from "../../shared/image-urls";
import type { BlobInput } from "../catalogue/shared/schemas";
import { blobs } from "./tables";
import { products } from "../catalogue/tables";
import type { Principal } from "../accounts/shared/user";
import { badRequest, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import { toBlobView } from "../catalogue/views";
import { findLiveCategory } from "../catalogue/categories";
import type { ServiceContext, ViewContext } from "../../http/context";
import { deleteUnreferencedImages } from "../media/images";
import { chooseBlobSlug, withSlugRetry } from "../catalogue/slugs";
import { screenTexts, type LabelledTexts, type WarningsMode } from "../claims/screening";
import { mergeTelugu } from "../../shared/i18n/telugu-input";
import type { Lang } from "../../shared/i18n/languages";
import type { BlobTe } from "../catalogue/shared/telugu";

export const BLOB_NOT_FOUND_MESSAGE = "Blob not found";

/** A saved blob and the regulated-word warnings of its text (text-screening.ts). */
export type SavedBlob = { blob: BlobView; warnings: string[] };

/** The article's words, under the labels of the admin form. */
function blobTexts(input: BlobInput): LabelledTexts {
  const texts: LabelledTexts = { Title: input.title };
  input.content.forEach((section, index) => {
    texts[`Section ${index + 1} heading`] = section.heading;
    texts[`Section ${index + 1} paragraph`] = section.paragraph;
  });
  texts["Telugu title"] = input.te?.title;
  input.te?.content?.forEach((section, index) => {
    texts[`Telugu section ${index + 1} heading`] = section.heading;
    texts[`Telugu section ${index + 1} paragraph`] = section.paragraph;
  });
  return texts;
}

/**
 * The Telugu a save stores: the sent title and sections over the stored ones (sections are sent whole or not at
 * all); none sent keeps it all. Sections beyond the English ones are dropped: nothing would show them.
 */
function teluguOf(stored: BlobTe | null | undefined, input: BlobInput): BlobTe {
  const merged = mergeTelugu<BlobTe>(stored, input.te);
  if (merged.content && merged.content.length > input.content.length) merged.content = merged.content.slice(0, input.content.length);
  return merged;
}

/** Every article, in `lang` (English unless asked). */
export async function listBlobs(ctx: ViewContext, lang: Lang = "en"): Promise<BlobView[]> {
  const rows = await ctx.db.select().from(blobs).orderBy(asc(blobs.id));
  return rows.map((row) => toBlobView(row, ctx, lang));
}

export async function getBlob(ctx: ViewContext, id: string, lang: Lang = "en"): Promise<BlobView> {
  const blob = await ctx.db.query.blobs.findFirst({ where: eq(blobs.id, id) });
  if (!blob) throw notFound(BLOB_NOT_FOUND_MESSAGE);
  return toBlobView(blob, ctx, lang);
}

async function checkCategory(ctx: Pick<ServiceContext, "db">, categoryId: string) {
  if (!(await findLiveCategory(ctx, categoryId))) throw badRequest("Category not found");
}

/** Sections keep an id of their own (clients send it back on edit); new sections get one. */
function sections(input: BlobInput) {
  return input.content.map((section) => ({ _id: newId(), heading: section.heading, paragraph: section.paragraph }));
}

export async function addBlob(ctx: ServiceContext, actor: Principal, input: BlobInput, mode: WarningsMode = "report"): Promise<SavedBlob> {
  const warnings = screenTexts(blobTexts(input), mode);
  await checkCategory(ctx, input.categoryId);
  const now = nowIso();
  const images = storableImageUrls(input.images, ctx);
  const id = newId();
  // The article page's address is made from the first title and kept through edits, so shared links keep working.
  const slug = await chooseBlobSlug(ctx, input.title, id);
  const row = { id, categoryId: input.categoryId, title: input.title, images, content: sections(input), te: teluguOf({}, input), createdAt: now, updatedAt: now };
  const stored = await withSlugRetry(input.title, id, slug, async (chosen) => {
    await ctx.db.batch([
      ctx.db.insert(blobs).values({ ...row, slug: chosen }),
      auditStatement(ctx, actor, { action: "create", entity: "blob", entityId: id, details: { title: input.title } }),
    ]);
    return { ...row, slug: chosen };
  });
  return { blob: toBlobView(stored, ctx), warnings };
}

export async function updateBlob(ctx: ServiceContext, actor: Principal, id: string, input: BlobInput, mode: WarningsMode = "report"): Promise<SavedBlob> {
  const warnings = screenTexts(blobTexts(input), mode);
  const existing = await ctx.db.query.blobs.findFirst({ where: eq(blobs.id, id) });
  if (!existing) throw notFound(BLOB_NOT_FOUND_MESSAGE);
  await checkCategory(ctx, input.categoryId);
  const images = storableImageUrls(input.images, ctx);
  const changes = { categoryId: input.categoryId, title: input.title, images, content: sections(input), te: teluguOf(existing.te, input), updatedAt: nowIso() };
  // A blob moved to another category no longer fits the products of the old one: unlink them.
  const unlinkProducts = ctx.db
    .update(products)
    .set({ blobId: null })
    .where(and(eq(products.blobId, id), ne(products.categoryId, input.categoryId)));
  await ctx.db.batch([
    unlinkProducts,
    ctx.db.update(blobs).set(changes).where(eq(blobs.id, id)),
    auditStatement(ctx, actor, { action: "update", entity: "blob", entityId: id, details: { title: input.title } }),
  ]);
  const dropped = existing.images.filter((url) => !images.includes(storableImageUrl(url, ctx)));
  if (dropped.length) ctx.waitUntil(deleteUnreferencedImages(ctx, dropped));
  return { blob: toBlobView({ ...existing, ...changes }, ctx), warnings };
}

export async function deleteBlob(ctx: ServiceContext, actor: Principal, id: string): Promise<void> {
  const existing = await ctx.db.query.blobs.findFirst({ where: eq(blobs.id, id) });
  if (!existing) throw notFound(BLOB_NOT_FOUND_MESSAGE);
  await ctx.db.batch([
    ctx.db.update(products).set({ blobId: null }).where(eq(products.blobId, id)),
    ctx.db.delete(blobs).where(eq(blobs.id, id)),
    auditStatement(ctx, actor, { action: "delete", entity: "blob", entityId: id, details: { title: existing.title } }),
  ]);
  ctx.waitUntil(deleteUnreferencedImages(ctx, existing.images));
}
