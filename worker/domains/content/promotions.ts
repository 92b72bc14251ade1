/** The public gallery: images we uploaded and YouTube videos. */
import { asc, eq } from "drizzle-orm";
import type { PromotionView } from "../catalogue/shared/views";
import type { PromotionInput } from "../catalogue/shared/schemas";
import { absoluteImageUrl, storableImageUrl, type ImageOrigins } from "../../shared/image-urls";
import { youTubeVideoId } from "./shared/video";
import { promotions } from "./tables";
import type { Principal } from "../accounts/shared/user";
import { badRequest, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { auditStatement } from "../../lib/audit";
import type { ServiceContext, ViewContext } from "../../http/context";
import { deleteUnreferencedImages, ownUploadedImageKey } from "../media/images";

type PromotionRow = typeof promotions.$inferSelect;
const toView = (row: PromotionRow, origins: ImageOrigins): PromotionView => ({
  _id: row.id,
  type: row.type,
  // A video link is a YouTube address; only an image link is one of our pictures.
  link: row.type === "image" ? absoluteImageUrl(row.link, origins) : row.link,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export async function listPromotions(ctx: ViewContext): Promise<PromotionView[]> {
  return (await ctx.db.select().from(promotions).orderBy(asc(promotions.id))).map((row) => toView(row, ctx));
}

export async function addPromotion(ctx: ServiceContext, actor: Principal, input: PromotionInput): Promise<PromotionView> {
  if (input.type === "video" && !youTubeVideoId(input.link)) {
    throw badRequest("Video link must be a YouTube URL (watch, youtu.be share or embed link)");
  }
  if (input.type === "image" && !(await ownUploadedImageKey(ctx, input.link))) {
    throw badRequest("Image link must be an image uploaded to this shop");
  }
  const now = nowIso();
  const link = input.type === "image" ? storableImageUrl(input.link, ctx) : input.link;
  const row = { id: newId(), type: input.type, link, createdAt: now, updatedAt: now };
  await ctx.db.batch([
    ctx.db.insert(promotions).values(row),
    auditStatement(ctx, actor, { action: "create", entity: "promotion", entityId: row.id, details: { type: input.type, link } }),
  ]);
  return toView(row, ctx);
}

export async function deletePromotion(ctx: ServiceContext, actor: Principal, id: string): Promise<void> {
  const existing = await ctx.db.query.promotions.findFirst({ where: eq(promotions.id, id) });
  if (!existing) throw notFound("Promotion not found");
  await ctx.db.batch([
    ctx.db.delete(promotions).where(eq(promotions.id, id)),
    auditStatement(ctx, actor, { action: "delete", entity: "promotion", entityId: id, details: { type: existing.type } }),
  ]);
  if (existing.type === "image") ctx.waitUntil(deleteUnreferencedImages(ctx, [existing.link]));
}
