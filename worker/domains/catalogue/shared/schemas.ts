/**
 * Catalogue and content inputs (categories, products, banners, blobs, promotions), shared by the admin pages'
 * actions and the JSON API. Unknown fields are dropped; numbers may arrive as numeric strings from form inputs.
 * Prices arrive in rupees (the contract's unit) and leave these schemas in integer paise (`mrpPaise`,
 * `salePricePaise`): the services below never see a rupee amount.
 */
import { z } from "zod";
import { DIET_MARKS } from "./declarations";
import { kindField } from "./kind-schema";
import { HSN_FORMAT } from "../../invoices/shared/gst";
import { PACK_UNITS } from "./unit-price";
import { discountOnMrp } from "./prices";
import { rupeesToPaise } from "../../../shared/money";
import { fieldError, isCleanText, optionalText, requiredText } from "../../../shared/text-fields";
import { nutritionField } from "./nutrition-schema";
import { bannerTeSchema, blobTeSchema, categoryTeSchema, MAX_SECTIONS, productTeSchema } from "./telugu-schemas";

export const MAX_IMAGES_PER_ITEM = 10;
export const MAX_PRICE_RUPEES = 1_000_000;
export const MAX_VARIANTS = 20;
export const MAX_STOCK = 1_000_000;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** The refusal of a sale price above the MRP (./prices.ts), here and beside the admin's pack rows. */
export const SALE_ABOVE_MRP_MESSAGE = "Sale price cannot be more than MRP";

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

/** A rupee amount as `priceField` checks it, handed on as integer paise: the one place input money changes unit. */
export function paiseField(label: string) {
  return priceField(label).transform(rupeesToPaise);
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

/** A category; `te` (issue 30): its Telugu name, optional (see ./telugu-schemas.ts). */
export const categoryInputSchema = z.object({ name: requiredText("Category name", 60), te: categoryTeSchema });

/** A whole number (or a numeric string from a form input) within bounds. */
export function wholeNumberField(label: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: fieldError(label, "a whole number") })
    .transform((value) => (typeof value === "number" ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN))
    .pipe(
      z
        .number({ error: `${label} must be a whole number` })
        .refine(Number.isInteger, `${label} must be a whole number`)
        .refine((value) => value >= min, `${label} must be at least ${min}`)
        .refine((value) => value <= max, `${label} must be at most ${max}`),
    );
}

/** Stock as typed: a whole number, or "" / null for a pack the shop does not count. */
const stockField = z
  .union([z.number(), z.string(), z.null()], { error: "Stock must be a whole number, or empty when not counted" })
  .transform((value, context) => {
    if (value === null || (typeof value === "string" && value.trim() === "")) return null;
    const count = typeof value === "number" ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(count) || count < 0 || count > MAX_STOCK) {
      context.addIssue({ code: "custom", message: `Stock must be a whole number from 0 to ${MAX_STOCK}, or empty when not counted` });
      return z.NEVER;
    }
    return count;
  });

const netQuantityField = z
  .union([z.number(), z.string()], { error: fieldError("Net quantity", "a number") })
  .transform((value) => (typeof value === "number" ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN))
  .pipe(
    z
      .number({ error: "Net quantity must be a number" })
      .refine(Number.isFinite, "Net quantity must be a number")
      .refine((value) => value > 0, "Net quantity must be more than 0")
      .refine((value) => value <= 100_000, "Net quantity must be at most 100000"),
  );

/**
 * One pack size. `_id` names an existing pack of the product being updated (kept, with its stock and history);
 * a row without one is a new pack. `stock` is the opening stock of a new pack and is ignored for an existing one,
 * whose stock changes only by receiving or adjusting (so an edit never undoes sales made since it was loaded).
 */
export const packInputSchema = z.object(
  {
    _id: z
      .union([z.string(), z.null()], { error: "A pack's _id must be an id" })
      .optional()
      .transform((value) => (value && value.trim() ? value.trim() : null)),
    label: requiredText("Pack label", 40),
    netQuantity: netQuantityField,
    unit: z.enum(PACK_UNITS, { error: `Unit must be one of ${PACK_UNITS.join(", ")}` }),
    mrp: paiseField("MRP"),
    salePrice: paiseField("Sale price"),
    sku: requiredText("SKU", 40, { regex: /^[A-Za-z0-9][A-Za-z0-9._/-]*$/, message: "SKU may use only letters, digits and . _ / -" }).transform(
      (sku) => sku.toUpperCase(),
    ),
    stock: stockField.optional().default(null),
    weightGrams: wholeNumberField("Shipping weight (g)", 0, 100_000).optional().default(0),
    lowStockThreshold: wholeNumberField("Low-stock threshold", 0, MAX_STOCK).optional().default(DEFAULT_LOW_STOCK_THRESHOLD),
  },
  { error: "Each pack must be an object with label, netQuantity, unit, mrp, salePrice and sku" },
).transform(({ mrp, salePrice, ...pack }) => ({ ...pack, mrpPaise: mrp, salePricePaise: salePrice }));

const packList = z
  .array(packInputSchema, { error: "variants must be a list of packs" })
  .min(1, "Add at least one pack size")
  .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} pack sizes`)
  .superRefine((packs, context) => {
    const seen = new Set<string>();
    packs.forEach((pack, index) => {
      const name = `Pack ${index + 1} (${pack.label})`;
      if (discountOnMrp(pack.mrpPaise, pack.salePricePaise) < 0) {
        context.addIssue({ code: "custom", path: [index, "salePrice"], message: `${name}: ${SALE_ABOVE_MRP_MESSAGE.replace(/^S/, "s")}` });
      }
      if (seen.has(pack.sku)) context.addIssue({ code: "custom", path: [index, "sku"], message: `${name}: SKU ${pack.sku} is used by another pack of this product` });
      seen.add(pack.sku);
    });
  });

/**
 * A declaration's text. Absent means "leave as it is" (old clients that never send declarations must not erase
 * them on update; a new product then has none); "" or null clears it.
 */
function declarationText(label: string, max: number) {
  const given = optionalText(label, max);
  return z.unknown().transform((value, context) => {
    if (value === undefined) return undefined;
    const parsed = given.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? `${label} is invalid` });
    return z.NEVER;
  }).optional();
}

const DIET_MARK_MESSAGE = `Veg mark must be ${DIET_MARKS.map((mark) => `"${mark}"`).join(" or ")}, or empty`;

const dietMarkField = z.unknown().transform((value, context) => {
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  const mark = DIET_MARKS.find((candidate) => candidate === value);
  if (mark) return mark;
  context.addIssue({ code: "custom", message: DIET_MARK_MESSAGE });
  return z.NEVER;
}).optional();

/** The declarations' names in messages and on the admin form. */
export const DECLARATION_LABELS = {
  genericName: "Generic name",
  ingredients: "Ingredients",
  manufacturer: "Manufacturer or packer",
  countryOfOrigin: "Country of origin",
  shelfLife: "Shelf life",
  storage: "Storage instructions",
  allergens: "Allergen note",
  labelImage: "Label image",
  labelBackImage: "Back label image",
  licenceNumber: "Manufacturing licence number",
  hsnCode: "HSN code",
} as const;

/** The listing declarations a product may carry (worker/domains/catalogue/shared/declarations.ts); each optional, blank = not given. */
export const declarationFields = {
  genericName: declarationText(DECLARATION_LABELS.genericName, 200),
  ingredients: declarationText(DECLARATION_LABELS.ingredients, 2000),
  manufacturer: declarationText(DECLARATION_LABELS.manufacturer, 500),
  countryOfOrigin: declarationText(DECLARATION_LABELS.countryOfOrigin, 100),
  shelfLife: declarationText(DECLARATION_LABELS.shelfLife, 200),
  storage: declarationText(DECLARATION_LABELS.storage, 500),
  dietMark: dietMarkField,
  allergens: declarationText(DECLARATION_LABELS.allergens, 500),
  labelImage: declarationText(DECLARATION_LABELS.labelImage, 2048),
  labelBackImage: declarationText(DECLARATION_LABELS.labelBackImage, 2048),
  licenceNumber: declarationText(DECLARATION_LABELS.licenceNumber, 100),
  hsnCode: declarationText(DECLARATION_LABELS.hsnCode, 8).refine(
    (value) => value === undefined || value === null || HSN_FORMAT.test(value),
    "HSN code must be 4, 6 or 8 digits",
  ),
};

/**
 * A product. New clients send `variants` (the full list of packs); old clients send only `mrp` and `salePrice`,
 * which then price the product's default pack (a new product gets one pack built from them): in paise, as
 * `mrpPaise` and `salePricePaise`.
 */
export const productInputSchema = z
  .object({
    name: requiredText("Product name", 200),
    description: requiredText("Description", 5000),
    category: idField("Category"),
    mrp: paiseField("MRP").optional(),
    salePrice: paiseField("Sale price").optional(),
    /** "" or null means "no blob". */
    blobId: z
      .union([z.string(), z.null()], { error: "Blob must be an id" })
      .optional()
      .transform((value) => (value && value.trim() ? value.trim() : null)),
    images: imageList,
    variants: packList.optional(),
    /** Issue 33: food (the default), cosmetic, utensil or other; absent keeps what is stored (./kind-schema.ts). */
    kind: kindField,
    ...declarationFields,
    /**
     * Issue 28: "HSN uncertain — use the catch-all rate": saves an HSN code the rate table does not know (or keeps one
     * it does) flagged, taxed at the catch-all. Absent: an update keeps what is stored, a new product is not flagged.
     */
    hsnUncertain: z.boolean({ error: fieldError("HSN uncertain (hsnUncertain)", "true or false") }).optional(),
    /** Issue 30: the Telugu of the name, description and food declarations; absent keeps what is stored. */
    te: productTeSchema,
    /** Issue 33: the nutrition panel (./nutrition-schema.ts); absent keeps what is stored, null removes it. */
    nutrition: nutritionField,
  })
  .superRefine((product, context) => {
    if (product.variants) return;
    if (product.mrp === undefined) context.addIssue({ code: "custom", path: ["mrp"], message: "MRP is required" });
    else if (product.salePrice === undefined) context.addIssue({ code: "custom", path: ["salePrice"], message: "Sale price is required" });
    else if (discountOnMrp(product.mrp, product.salePrice) < 0) context.addIssue({ code: "custom", path: ["salePrice"], message: SALE_ABOVE_MRP_MESSAGE });
  })
  .transform(({ mrp, salePrice, ...product }) => ({ ...product, mrpPaise: mrp, salePricePaise: salePrice }));

/** Receiving stock: units added to a pack, with an optional note (supplier, batch). */
export const stockReceiptSchema = z.object({
  variantId: idField("Pack"),
  quantity: wholeNumberField("Quantity received", 1, MAX_STOCK),
  note: optionalText("Note", 200),
});

/** Where an adjustment's count may be left empty, and how the 400 names the field (the form's label and the API's key). */
export const STOP_COUNTING_LABEL = "Stop counting this pack";
export const ADJUST_COUNT_REQUIRED = `Stock (count) is required: enter the units counted on hand, or choose "${STOP_COUNTING_LABEL}" (stopCounting: true)`;
export const ADJUST_COUNT_WITH_STOP = `Stock (count) must be empty when you choose "${STOP_COUNTING_LABEL}"`;

/**
 * Adjusting stock: the counted units on hand, and why. An empty count is never read as "stop counting" (issue 29:
 * a blank field silently made a pack uncounted, so it could oversell); stopping needs the explicit `stopCounting`
 * choice, and then the count stays empty. The result's `count` is null only for that choice.
 */
export const stockAdjustmentSchema = z
  .object({
    variantId: idField("Pack"),
    count: stockField.optional(),
    stopCounting: z
      .union([z.boolean(), z.literal("true"), z.literal("on"), z.literal("false"), z.literal("")], {
        error: fieldError("Stop counting", "true or false"),
      })
      .optional()
      .transform((value) => value === true || value === "true" || value === "on"),
    reason: requiredText("Reason", 200),
  })
  .transform(({ variantId, count, stopCounting, reason }, context) => {
    const empty = count === undefined || count === null;
    if (stopCounting && !empty) context.addIssue({ code: "custom", path: ["count"], message: ADJUST_COUNT_WITH_STOP });
    else if (!stopCounting && empty) context.addIssue({ code: "custom", path: ["count"], message: ADJUST_COUNT_REQUIRED });
    else return { variantId, count: stopCounting ? null : (count ?? null), reason };
    return z.NEVER;
  });

export const bannerInputSchema = z.object({
  title: requiredText("Title", 120),
  te: bannerTeSchema,
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
    .max(MAX_SECTIONS, `At most ${MAX_SECTIONS} content sections`),
  /** Issue 30: the Telugu title and sections (the i-th translates the i-th); absent keeps what is stored. */
  te: blobTeSchema,
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
export type ProductInput = z.output<typeof productInputSchema>;
export type PackInput = z.output<typeof packInputSchema>;
export type StockReceipt = z.infer<typeof stockReceiptSchema>;
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;
export type BannerInput = z.infer<typeof bannerInputSchema>;
export type BlobInput = z.infer<typeof blobInputSchema>;
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** The product search's query (issue 30 part 6): `q` 1-100 characters, `lang` the caller's language (`en` or `te`). */
export const SEARCH_QUERY_MAX = 100;
export const productSearchQuerySchema = z.object({
  q: z
    .string({ error: fieldError("Search text (q)", "text") })
    .trim()
    .min(1, "Search text (q) is required")
    .max(SEARCH_QUERY_MAX, `Search text (q) must be at most ${SEARCH_QUERY_MAX} characters`),
  lang: z.enum(["en", "te"], { error: "Language (lang) must be en or te" }).optional(),
});

export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;
