/** Banners for the shop's carousel: public list, admin writes. */
import { asc, eq } from "drizzle-orm";
import type { BannerInput } from "../../app/lib/schemas/catalog";
import type { Db } from "../../db/client";
import { banners } from "../../db/schema";
import { notFound } from "../lib/errors";
import { newId, nowIso } from "../lib/ids";
import { auditStatement, type Actor } from "./audit";
import type { ServiceContext } from "./context";
import { deleteUnreferencedImages } from "./images";

export type BannerView = { _id: string; title: string; banner: string; createdAt: string; updatedAt: string };

type BannerRow = typeof banners.$inferSelect;
const toView = (row: BannerRow): BannerView => ({
  _id: row.id,
  title: row.title,
  banner: row.imageUrl,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export async function listBanners(db: Db): Promise<BannerView[]> {
  return (await db.select().from(banners).orderBy(asc(banners.id))).map(toView);
}

export async function addBanner(ctx: ServiceContext, actor: Actor, input: BannerInput): Promise<BannerView> {
  const now = nowIso();
  const row = { id: newId(), title: input.title, imageUrl: input.banner, createdAt: now, updatedAt: now };
  await ctx.db.batch([
    ctx.db.insert(banners).values(row),
    auditStatement(ctx.db, actor, { action: "create", entity: "banner", entityId: row.id, details: { title: input.title } }),
  ]);
  return toView(row);
}

async function findBanner(db: Db, id: string) {
  const banner = await db.query.banners.findFirst({ where: eq(banners.id, id) });
  if (!banner) throw notFound("Banner not found");
  return banner;
}

export async function updateBanner(ctx: ServiceContext, actor: Actor, id: string, input: BannerInput): Promise<BannerView> {
  const existing = await findBanner(ctx.db, id);
  const changes = { title: input.title, imageUrl: input.banner, updatedAt: nowIso() };
  await ctx.db.batch([
    ctx.db.update(banners).set(changes).where(eq(banners.id, id)),
    auditStatement(ctx.db, actor, { action: "update", entity: "banner", entityId: id, details: { title: input.title } }),
  ]);
  if (existing.imageUrl !== input.banner) ctx.waitUntil(deleteUnreferencedImages(ctx.db, ctx.env.IMAGES, [existing.imageUrl]));
  return toView({ ...existing, ...changes });
}

export async function deleteBanner(ctx: ServiceContext, actor: Actor, id: string): Promise<void> {
  const existing = await findBanner(ctx.db, id);
  await ctx.db.batch([
    ctx.db.delete(banners).where(eq(banners.id, id)),
    auditStatement(ctx.db, actor, { action: "delete", entity: "banner", entityId: id, details: { title: existing.title } }),
  ]);
  ctx.waitUntil(deleteUnreferencedImages(ctx.db, ctx.env.IMAGES, [existing.imageUrl]));
}
