/**
 * Catalogue and content inputs (categories, products, banners, blobs, promotions), shared by the admin pages'
 * actions and the JSON API. Unknown fields are dropped; numbers may arrive as numeric strings from form inputs.
 */
import { z } from "zod";
import { fieldError, isCleanText, requiredText } from "./common";

export const MAX_IMAGES_PER_ITEM = 10;
export const MAX_PRICE_RUPEES = 1_000_000;

const idField = (label: string) =>
  z.string({ error: fieldError(label, "an id (text)") }).trim().min(1, `${label} is required`).max(64, `${label} is invalid`);

/** A rupee amount: a positive number (or numeric string) with at most 2 decimals. */
export function priceField(label: string) {
  return z
    .union([z.number(), z.string()], { error: fieldError(label, "a number") })
    // Strings must be plain decimals ("250", "249.50"): Number() alone would also take "0x10" or "1e3".
    .transform((value) => (typeof value === "number" ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .refine(Number.isFinite, `${label} must be a number`)
        .refine((value) => value > 0, `${label} must be more than 0`)
        .refine((value) => value <= MAX_PRICE_RUPEES, `${label} must be at most ${MAX_PRICE_RUPEES}`)
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} can have at most 2 decimals`),
    );
}

/** A URL as text: trimmed, non-empty, bounded, storable as typed. */
function urlField(label: string, messages: { type: string | ((issue: { input?: unknown }) => string); empty: string }) {
  return z
    .string({ error: messages.type })
    .trim()
    .min(1, messages.empty)
    .max(2048, `${label} is too long`)
    .refine(isCleanText, `${label} contains characters that are not allowed`);
}

export const imageUrlField = urlField("Image URL", { type: "Image URLs must be text", empty: "Image URLs must not be empty" });

const imageList = z
  .array(imageUrlField, { error: "Images must be a list of URLs" })
  .max(MAX_IMAGES_PER_ITEM, `At most ${MAX_IMAGES_PER_ITEM} images`)
  .default([]);

export const categoryInputSchema = z.object({ name: requiredText("Category name", 60) });

export const productInputSchema = z
  .object({
    name: requiredText("Product name", 200),
    description: requiredText("Description", 5000),
    category: idField("Category"),
    mrp: priceField("MRP"),
    salePrice: priceField("Sale price"),
    /** "" or null means "no blob". */
    blobId: z
      .union([z.string(), z.null()], { error: "Blob must be an id" })
      .optional()
      .transform((value) => (value && value.trim() ? value.trim() : null)),
    images: imageList,
  })
  .refine((product) => product.salePrice <= product.mrp, {
    message: "Sale price cannot be more than MRP",
    path: ["salePrice"],
  });

export const bannerInputSchema = z.object({
  title: requiredText("Title", 120),
  banner: urlField("Banner image URL", { type: fieldError("Banner image", "a URL (text)"), empty: "Banner image is required" }),
});

const contentSection = z.object(
  {
    heading: requiredText("Section heading", 200),
    paragraph: requiredText("Section paragraph", 10_000),
  },
  { error: "Each content section must be an object with heading and paragraph" },
);

export const blobInputSchema = z.object({
  categoryId: idField("Category"),
  title: requiredText("Title", 200),
  images: imageList,
  content: z
    .array(contentSection, { error: "Content must be a list of sections" })
    .min(1, "Add at least one content section")
    .max(30, "At most 30 content sections"),
});

export const promotionInputSchema = z.object({
  // Missing fields answer exactly "Type and link are required" (API.md 3.8.2).
  type: z.enum(["image", "video"], {
    error: (issue) => (issue.input == null ? "Type and link are required" : 'Type must be "image" or "video"'),
  }),
  link: urlField("Link", {
    type: (issue) => (issue.input == null ? "Type and link are required" : "Link must be a URL (text)"),
    empty: "Type and link are required",
  }),
});

export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type ProductInput = z.infer<typeof productInputSchema>;
export type BannerInput = z.infer<typeof bannerInputSchema>;
export type BlobInput = z.infer<typeof blobInputSchema>;
export type PromotionInput = z.infer<typeof promotionInputSchema>;
