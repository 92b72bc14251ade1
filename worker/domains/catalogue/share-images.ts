/**
 * Which picture a product's link preview shows when its first picture is an upload: that picture itself when it is
 * JPEG, PNG or WebP and at least 600 px wide (its size was recorded in R2 when it was uploaded), else nothing, and
 * the page falls back to the generated demo or default image (worker/shared/share-image.ts decides the rest).
 * One R2 metadata read (no body) per product page; nothing is drawn or decoded per request.
 */
import { qualifiesAsShareImage, type ShareImage } from "../../shared/share-image";
import type { ServiceContext } from "../../http/context";
import { imageKeyFromUrl, recordedImageSize } from "../media/images";
import { storableImageUrl } from "../../shared/image-urls";

/** The product's uploaded first picture as its preview image, or null when it has none that qualifies. */
export async function productShareImage(
  ctx: Pick<ServiceContext, "env" | "origin" | "requestOrigin">,
  product: { name: string; images: readonly string[] },
): Promise<ShareImage | null> {
  const first = product.images[0];
  if (first === undefined) return null;
  const path = storableImageUrl(first, ctx);
  const key = imageKeyFromUrl(path);
  if (!key) return null;
  const object = await ctx.env.IMAGES.head(key);
  const type = object?.httpMetadata?.contentType ?? "";
  const size = recordedImageSize(object?.customMetadata);
  if (!size || !qualifiesAsShareImage(type, size.width)) return null;
  return { url: path, width: size.width, height: size.height, type, alt: product.name };
}
