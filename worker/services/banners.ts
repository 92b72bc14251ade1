/** Banners for the shop's carousel: public list, admin writes. */
import { asc, eq } from "drizzle-orm";
import { absoluteImageUrl, storableImageUrl, type ImageOrigins } from "../../app/lib/image-urls";
import type { BannerInput } from "../../app/lib/schemas/catalog";
import type { Db } from "../../db/client";
import { banners } from "../../db/schema";
import { notFound } from "../lib/errors";
import { newId, nowIso } from "../lib/ids";
import { auditStatement, type Actor } from "./audit";
import type { ServiceContext, ViewContext } from "./context";
import { deleteUnreferencedImages } from "./images";

export type BannerView = { _id: string; title: string; banner: string; createdAt: string; updatedAt: string };

type BannerRow = typeof banners.$inferSelect;
const toView = (row: BannerRow, origins: ImageOrigins): BannerView => ({
  _id: row.id,
  title: row.title,
  banner: absoluteImageUrl(row.imageUrl, origins),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export async function listBanners(ctx: ViewContext): Promise<BannerView[]> {
  return (await ctx.db.select().from(banners).orderBy(asc(banners.id))).map((row) => toView(row, ctx));
}

export async function addBanner(ctx: ServiceContext, actor: Actor, input: BannerInput): Promise<BannerView> {
  const now = nowIso();
  const row = { id: newId(), title: input.title, imageUrl: storableImageUrl(input.banner, ctx), createdAt: now, updatedAt: now };
  await ctx.db.batch([
    ctx.db.insert(banners).values(row),
    auditStatement(ctx.db, actor, { action: "create", entity: "banner", entityId: row.id, details: { title: input.title } }),
  ]);
  return toView(row, ctx);
}

async function findBanner(db: Db, id: string) {
  const banner = await db.query.banners.findFirst({ where: eq(banners.id, id) });
  if (!banner) throw notFound("Banner not found");
  return banner;
}

export async function updateBanner(ctx: ServiceContext, actor: Actor, id: string, input: BannerInput): Promise<BannerView> {
  const existing = await findBanner(ctx.db, id);
  const changes = { title: input.title, imageUrl: storableImageUrl(input.banner, ctx), updatedAt: nowIso() };
  await ctx.db.batch([
    ctx.db.update(banners).set(changes).where(eq(banners.id, id)),
    auditStatement(ctx.db, actor, { action: "update", entity: "banner", entityId: id, details: { title: input.title } }),
  ]);
  if (storableImageUrl(existing.imageUrl, ctx) !== changes.imageUrl) {
    ctx.waitUntil(deleteUnreferencedImages(ctx.db, ctx.env.IMAGES, [existing.imageUrl]));
  }
  return toView({ ...existing, ...changes }, ctx);
}

export async function deleteBanner(ctx: ServiceContext, actor: Actor, id: string): Promise<void> {
  const existing = await findBanner(ctx.db, id);
  await ctx.db.batch([
    ctx.db.delete(banners).where(eq(banners.id, id)),
    auditStatement(ctx.db, actor, { action: "delete", entity: "banner", entityId: id, details: { title: existing.title } }),
  ]);
  ctx.waitUntil(deleteUnreferencedImages(ctx.db, ctx.env.IMAGES, [existing.imageUrl]));
}
