/**
 * Banners for the shop's carousel: public list, admin writes. A banner's title, and optionally its picture (which
 * usually carries words), have a Telugu version (issue 30): a Telugu page shows them where the admin gave them.
 */
import { asc, eq } from "drizzle-orm";
import type { BannerView } from "../catalogue/shared/views";
import { BANNER_TE_FIELDS, type BannerTe } from "../catalogue/shared/telugu";
import { localized } from "../../shared/i18n/localize";
import { mergeTelugu } from "../../shared/i18n/telugu-input";
import type { Lang } from "../../shared/i18n/languages";
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

/**
 * A banner in `lang`: the Telugu title where there is one (and, in Telugu, `textLang` when not) and the Telugu
 * picture where there is one; `te` as saved, its picture's address absolute like the English one's.
 */
function toView(row: BannerRow, origins: ImageOrigins, lang: Lang = "en"): BannerView {
  const stored = row.te ?? {};
  const te: BannerTe = stored.banner ? { ...stored, banner: absoluteImageUrl(stored.banner, origins) } : stored;
  const { title, textLang } = localized({ title: row.title, te: stored }, BANNER_TE_FIELDS, lang);
  return {
    _id: row.id,
    title,
    banner: lang === "te" && te.banner ? te.banner : absoluteImageUrl(row.imageUrl, origins),
    te,
    ...(textLang ? { textLang } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The Telugu a save stores: the sent title and picture over the stored ones; the picture as our images are stored. */
function teluguOf(stored: BannerTe | null | undefined, input: BannerInput, origins: ImageOrigins): BannerTe {
  const te = mergeTelugu<BannerTe>(stored, input.te);
  return te.banner ? { ...te, banner: storableImageUrl(te.banner, origins) } : te;
}

/** The pictures a banner shows (English and Telugu), as stored. */
const picturesOf = (row: { imageUrl: string; te?: BannerTe | null }) => [row.imageUrl, ...(row.te?.banner ? [row.te.banner] : [])];

/** The banner's words, under the admin form's labels. */
const bannerTexts = (input: BannerInput) => ({ Title: input.title, "Telugu title": input.te?.title });

/** A saved banner and the regulated-word warnings of its title (text-screening.ts). */
export type SavedBanner = { banner: BannerView; warnings: string[] };

/** Every banner, titles in `lang` (English unless asked). */
export async function listBanners(ctx: ViewContext, lang: Lang = "en"): Promise<BannerView[]> {
  return (await ctx.db.select().from(banners).orderBy(asc(banners.id))).map((row) => toView(row, ctx, lang));
}

export async function addBanner(ctx: ServiceContext, actor: Principal, input: BannerInput, mode: WarningsMode = "report"): Promise<SavedBanner> {
  const warnings = screenTexts(bannerTexts(input), mode);
  const now = nowIso();
  const row = { id: newId(), title: input.title, imageUrl: storableImageUrl(input.banner, ctx), te: teluguOf({}, input, ctx), createdAt: now, updatedAt: now };
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
  const warnings = screenTexts(bannerTexts(input), mode);
  const existing = await findBanner(ctx, id);
  const changes = { title: input.title, imageUrl: storableImageUrl(input.banner, ctx), te: teluguOf(existing.te, input, ctx), updatedAt: nowIso() };
  await ctx.db.batch([
    ctx.db.update(banners).set(changes).where(eq(banners.id, id)),
    auditStatement(ctx, actor, { action: "update", entity: "banner", entityId: id, details: { title: input.title } }),
  ]);
  const kept = picturesOf(changes);
  const dropped = picturesOf(existing).filter((url) => !kept.includes(storableImageUrl(url, ctx)));
  if (dropped.length) ctx.waitUntil(deleteUnreferencedImages(ctx, dropped));
  return { banner: toView({ ...existing, ...changes }, ctx), warnings };
}

export async function deleteBanner(ctx: ServiceContext, actor: Principal, id: string): Promise<void> {
  const existing = await findBanner(ctx, id);
  await ctx.db.batch([
    ctx.db.delete(banners).where(eq(banners.id, id)),
    auditStatement(ctx, actor, { action: "delete", entity: "banner", entityId: id, details: { title: existing.title } }),
  ]);
  ctx.waitUntil(deleteUnreferencedImages(ctx, picturesOf(existing)));
}
