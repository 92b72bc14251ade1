/** Banners for the shop's carousel: public list, admin writes. */
import { asc, eq } from "drizzle-orm";
import type { BannerView } from "../catalogue/shared/views";
import { absoluteImageUrl, storableImageUrl, type ImageOrigins } from "../../shared/image-urls";
import type { BannerInput } from "../catalogue/shared/schemas";
import { banners } from "./tables";
import type { Principal } from "../accounts/shared/user";
import { notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext, ViewContext } from "../../http/context";
import { deleteUnreferencedImages } from "../media/images";
import { screenTexts, type WarningsMode } from "../claims/screening";

type BannerRow = typeof banners.$inferSelect;
const toView = (row: BannerRow, origins: ImageOrigins): BannerView => ({
  _id: row.id,
  title: row.title,
  banner: absoluteImageUrl(row.imageUrl, origins),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** A saved banner and the regulated-word warnings of its title (text-screening.ts). */
export type SavedBanner = { banner: BannerView; warnings: string[] };

export async function listBanners(ctx: ViewContext): Promise<BannerView[]> {
  return (await ctx.db.select().from(banners).orderBy(asc(banners.id))).map((row) => toView(row, ctx));
}

export async function addBanner(ctx: ServiceContext, actor: Principal, input: BannerInput, mode: WarningsMode = "report"): Promise<SavedBanner> {
  const warnings = screenTexts({ Title: input.title }, mode);
  const now = nowIso();
  const row = { id: newId(), title: input.title, imageUrl: storableImageUrl(input.banner, ctx), createdAt: now, updatedAt: now };
  await ctx.db.batch([
    ctx.db.insert(banners).values(row),
    auditStatement(ctx, actor, { action: "create", entity: "banner", entityId: row.id, details: { title: input.title } }),
  ]);
  return { banner: toView(row, ctx), warnings };
}

async function findBanner(ctx: Pick<ServiceContext, "db">, id: string) {
  const banner = await ctx.db.query.banners.findFirst({ where: eq(banners.id, id) });
  if (!banner) throw notFound("Banner not found");
  return banner;
}

export async function updateBanner(ctx: ServiceContext, actor: Principal, id: string, input: BannerInput, mode: WarningsMode = "report"): Promise<SavedBanner> {
  const warnings = screenTexts({ Title: input.title }, mode);
  const existing = await findBanner(ctx, id);
  const changes = { title: input.title, imageUrl: storableImageUrl(input.banner, ctx), updatedAt: nowIso() };
  await ctx.db.batch([
    ctx.db.update(banners).set(changes).where(eq(banners.id, id)),
    auditStatement(ctx, actor, { action: "update", entity: "banner", entityId: id, details: { title: input.title } }),
  ]);
  if (storableImageUrl(existing.imageUrl, ctx) !== changes.imageUrl) {
    ctx.waitUntil(deleteUnreferencedImages(ctx, [existing.imageUrl]));
  }
  return { banner: toView({ ...existing, ...changes }, ctx), warnings };
}

export async function deleteBanner(ctx: ServiceContext, actor: Principal, id: string): Promise<void> {
  const existing = await findBanner(ctx, id);
  await ctx.db.batch([
    ctx.db.delete(banners).where(eq(banners.id, id)),
    auditStatement(ctx, actor, { action: "delete", entity: "banner", entityId: id, details: { title: existing.title } }),
  ]);
  ctx.waitUntil(deleteUnreferencedImages(ctx, [existing.imageUrl]));
}
