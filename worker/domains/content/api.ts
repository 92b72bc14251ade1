/**
 * Banners, blobs (articles) and promotions (gallery): public lists, admin writes. A banner or blob save answers the
 * record itself (API.md 3.5, 3.6) plus `warnings`: the regulated words of its text (worker/domains/claims/screening.ts),
 * which old clients ignore.
 */
import { Hono } from "hono";
import { bannerInputSchema, blobInputSchema, promotionInputSchema } from "../catalogue/shared/schemas";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { addBanner, deleteBanner, listBanners, updateBanner } from "./banners";
import { addBlob, deleteBlob, getBlob, listBlobs, updateBlob } from "./blobs";
import { addPromotion, deletePromotion, listPromotions } from "./promotions";
import { listMissingTranslations } from "./translations";
import type { HonoEnv } from "../../http/hono-env";
import { answerLang } from "../../lib/edge-cache";

export const contentRoutes = new Hono<HonoEnv>({ strict: false });

// Banners: the list is a bare array (API.md 3.5.1).
// `?lang=te` answers the Telugu titles in `title` (issue 30); the edge cache keys the list by it.
contentRoutes.get("/admin/banner/banners", async (c) => c.json(await listBanners(c.var.ctx, answerLang(new URL(c.req.url)))));

contentRoutes.post("/admin/banner/banners", requireAdmin, async (c) => {
  const { banner, warnings } = await addBanner(c.var.ctx, c.var.principal, await parseJsonBody(c, bannerInputSchema));
  return c.json({ ...banner, warnings }, 201);
});

contentRoutes.put("/admin/banner/banners/:id", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, bannerInputSchema);
  const { banner, warnings } = await updateBanner(c.var.ctx, c.var.principal, c.req.param("id"), input);
  return c.json({ ...banner, warnings });
});

contentRoutes.delete("/admin/banner/banners/:id", requireAdmin, async (c) => {
  await deleteBanner(c.var.ctx, c.var.principal, c.req.param("id"));
  return c.json({ success: true, message: "Banner deleted" });
});

// Blobs: the list is a bare array with categoryId as a plain id (API.md 3.6.1).
contentRoutes.get("/admin/blob/blobs", async (c) => c.json(await listBlobs(c.var.ctx, answerLang(new URL(c.req.url)))));

contentRoutes.get("/admin/blob/blobs/:id", async (c) => c.json(await getBlob(c.var.ctx, c.req.param("id"), answerLang(new URL(c.req.url)))));

contentRoutes.post("/admin/blob/blobs", requireAdmin, async (c) => {
  const { blob, warnings } = await addBlob(c.var.ctx, c.var.principal, await parseJsonBody(c, blobInputSchema));
  return c.json({ ...blob, warnings }, 201);
});

contentRoutes.put("/admin/blob/blobs/:id", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, blobInputSchema);
  const { blob, warnings } = await updateBlob(c.var.ctx, c.var.principal, c.req.param("id"), input);
  return c.json({ ...blob, warnings });
});

contentRoutes.delete("/admin/blob/blobs/:id", requireAdmin, async (c) => {
  await deleteBlob(c.var.ctx, c.var.principal, c.req.param("id"));
  return c.json({ success: true, message: "Blob deleted" });
});

// Promotions: the list is a bare array (API.md 3.8.1).
contentRoutes.get("/promotion", async (c) => c.json(await listPromotions(c.var.ctx)));

contentRoutes.post("/promotion", requireAdmin, async (c) => {
  const promotion = await addPromotion(c.var.ctx, c.var.principal, await parseJsonBody(c, promotionInputSchema));
  return c.json(promotion, 201);
});

contentRoutes.delete("/promotion/:id", requireAdmin, async (c) => {
  await deletePromotion(c.var.ctx, c.var.principal, c.req.param("id"));
  return c.json({ success: true, message: "Promotion deleted" });
});

// Issue 30: the content whose Telugu is missing (which record, which fields, where to edit it): admins only.
contentRoutes.get("/admin/translations/missing", requireAdmin, async (c) => {
  const missing = await listMissingTranslations(c.var.ctx);
  const message = missing.length ? `${missing.length} item${missing.length === 1 ? "" : "s"} without full Telugu` : "Everything has its Telugu";
  return c.json({ success: true, message, missing });
});
