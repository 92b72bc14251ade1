/**
 * Uploaded images live in R2 under random keys and are served by the Worker at /images/<key>.
 * Only real images are accepted, recognised by their first bytes (never by name or declared type), and only up
 * to a pixel size that any browser can draw without trouble.
 */
import { sql } from "drizzle-orm";
import { absoluteImageUrl, storableImageUrl } from "../../shared/image-urls";
import { DomainError, badRequest } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { ServiceContext } from "../../http/context";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_PATH_PREFIX = "/images/";
/** A 2 MB file can still decode to gigabytes of pixels: these bound the bitmap a browser has to hold. */
export const MAX_IMAGE_SIDE_PX = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const UNREADABLE_DIMENSIONS_MESSAGE =
  "The image's width and height could not be read from its header; save it again as a standard JPEG, PNG, WebP, GIF or AVIF file";

type ImageKind = { mime: string; ext: string };

/** The only types an image is ever served as; anything else in the bucket goes out as an inert download. */
export const SERVABLE_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"]);

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image format of a file from its magic bytes, or null when it is not one we accept. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { mime: "image/gif", ext: "gif" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { mime: "image/webp", ext: "webp" };
  if (ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
    const brands = ascii(bytes, 8, Math.min(Math.max(boxSize, 12), 64, bytes.length));
    // An image sequence ("avis") plays a track whose frames can be far larger than the still image checked for
    // its size, so only still AVIF images are taken.
    if (brands.includes("avis")) return null;
    if (brands.includes("avif")) return { mime: "image/avif", ext: "avif" };
  }
  return null;
}

/**
 * Refuses an image whose header does not give its size, or whose size is over the limits (400 saying which);
 * answers the size otherwise.
 */
async function checkPixelSize(bytes: Uint8Array, kind: ImageKind) {
  // Only uploads need the header readers: loaded on first use, they stay out of the storefront's start-up.
  const { readImageDimensions } = await import("./image-dimensions");
  const size = readImageDimensions(bytes, kind.mime);
  if (!size) throw badRequest(UNREADABLE_DIMENSIONS_MESSAGE);
  const { width, height } = size;
  if (width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX || width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(
      `Image is ${width}x${height} pixels; the limit is ${MAX_IMAGE_SIDE_PX} px a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }  return size;
}

/** Stores an uploaded image; `secure_url` is absolute on the public origin (what clients send back in writes). */
export async function storeImage(ctx: Pick<ServiceContext, "env" | "origin" | "requestOrigin">, file: File) {
  if (file.size > MAX_IMAGE_BYTES) throw new DomainError(413, "Image is larger than 2 MB");
  if (file.size === 0) throw badRequest("The file is empty");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest("Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded");
  const size = await checkPixelSize(bytes, kind);
  const key = `${newId().toLowerCase()}.${kind.ext}`;
  // The size travels with the object so a product page can tell whether the picture is wide enough for a link
  // preview (worker/domains/catalogue/share-images.ts) without reading the file again.
  await ctx.env.IMAGES.put(key, bytes, {
    httpMetadata: { contentType: kind.mime, cacheControl: "public, max-age=31536000, immutable" },
    customMetadata: imageSizeMetadata(size),
  });
  return { key, secure_url: absoluteImageUrl(`${IMAGE_PATH_PREFIX}${key}`, ctx) };
}

/** An upload's pixel size as R2 custom metadata (strings), read back by `recordedImageSize`. */
export const imageSizeMetadata = (size: { width: number; height: number }) => ({ width: String(size.width), height: String(size.height) });

/** The pixel size recorded with an upload, or null for an object stored before sizes were recorded. */
export function recordedImageSize(metadata: Record<string, string> | undefined): { width: number; height: number } | null {
  const width = Number(metadata?.width);
  const height = Number(metadata?.height);
  return Number.isSafeInteger(width) && width > 0 && Number.isSafeInteger(height) && height > 0 ? { width, height } : null;
}

/** The R2 key of one of our own image URLs (absolute on any host, or a path), or null for anything else. */
export function imageKeyFromUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, "https://placeholder.invalid").pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(IMAGE_PATH_PREFIX)) return null;
  const key = path.slice(IMAGE_PATH_PREFIX.length);
  return /^[0-9a-z]{26}\.(jpg|png|gif|webp|avif)$/.test(key) ? key : null;
}

/**
 * The R2 key of an image this shop stored, from a URL on this site (a path, or absolute on the public or the
 * request's origin), or null when the URL points elsewhere or nothing was ever uploaded under that key.
 */
export async function ownUploadedImageKey(ctx: Pick<ServiceContext, "env" | "origin" | "requestOrigin">, url: string): Promise<string | null> {
  const stored = storableImageUrl(url, ctx);
  if (!stored.startsWith(IMAGE_PATH_PREFIX)) return null;
  const key = imageKeyFromUrl(stored);
  return key && (await ctx.env.IMAGES.head(key)) ? key : null;
}

/**
 * Whether any product (its gallery or its front or back label picture, issue 33), blob, banner (its picture or its Telugu one, issue 30),
 * promotion or past order still shows the image with this key.
 */
async function isImageReferenced(ctx: Pick<ServiceContext, "db">, key: string): Promise<boolean> {
  // "Contains" rather than "ends with": a copy of the URL with a query string still counts as a use.
  const suffix = `%${IMAGE_PATH_PREFIX}${key}%`;
  const row = await ctx.db.get<{ used: number }>(sql`
    select exists(select 1 from products p, json_each(p.images) j where p.deleted_at is null and j.value like ${suffix})
        or exists(select 1 from products where deleted_at is null and (label_image like ${suffix} or label_back_image like ${suffix}))
        or exists(select 1 from blobs b, json_each(b.images) j where j.value like ${suffix})
        or exists(select 1 from order_items o, json_each(o.images) j where j.value like ${suffix})
        or exists(select 1 from banners where image_url like ${suffix} or te like ${suffix})
        or exists(select 1 from promotions where link like ${suffix}) as used`);
  return Boolean(row?.used);
}

/** Deletes from R2 the given images that nothing references any more (run after the change is committed). */
export async function deleteUnreferencedImages(ctx: Pick<ServiceContext, "db" | "env">, urls: Iterable<string>): Promise<string[]> {
  const keys = [...new Set([...urls].map(imageKeyFromUrl).filter((key): key is string => key !== null))];
  const removed: string[] = [];
  for (const key of keys) {
    if (!(await isImageReferenced(ctx, key))) {
      await ctx.env.IMAGES.delete(key);
      removed.push(key);
    }
  }
  return removed;
}
