/**
 * Bridges from the content pages (banners, blobs, gallery, protocols) to their services. The storefront reads
 * them in the page's language, `ctx.lang` (issue 30: Telugu where written, else English marked `textLang`); the
 * admin pages are English and get each row's `te` to edit.
 */
import type { BannerView, BlobPage, BlobView } from "../catalogue/shared/views";
import type { ServiceContext, ViewContext } from "../../http/context";
import { listBanners as listBannerViews } from "./banners";
import { listBlobs as listBlobViews } from "./blobs";
import { resolveBlobAddress as resolveBlobRecord } from "../catalogue/slugs";
import { toBlobView } from "../catalogue/views";

type PageContext = ViewContext & Partial<Pick<ServiceContext, "lang">>;

export { addBanner, deleteBanner, updateBanner } from "./banners";
export { addBlob, deleteBlob, updateBlob } from "./blobs";
export { addPromotion, deletePromotion, listPromotions } from "./promotions";
export { listMissingTranslations } from "./translations";

/** The banners in the page's language. */
export function listBanners(ctx: PageContext): Promise<BannerView[]> {
  return listBannerViews(ctx, ctx.lang ?? "en");
}

/** Every article in the page's language. */
export function listBlobs(ctx: PageContext): Promise<BlobView[]> {
  return listBlobViews(ctx, ctx.lang ?? "en");
}

/** An article's page by its address, in the page's language (its `te` left out), or where it moved to. */
export async function resolveBlobAddress(ctx: PageContext, address: string): Promise<{ page: BlobPage } | { movedTo: string } | null> {
  const found = await resolveBlobRecord(ctx, address);
  if (!found || "movedTo" in found) return found;
  const { te: _te, ...page } = toBlobView(found.page, ctx, ctx.lang ?? "en");
  return { page };
}
export { commonQueries } from "./common-queries";
