/**
 * The optional `te` object of the catalogue and content inputs (issue 30 part 2): each translatable field's Telugu,
 * named in messages as the admin form names it, with the English field's length limit. See
 * worker/shared/i18n/telugu-input.ts for the rules (blank = no Telugu, left out = kept as stored).
 */
import { z } from "zod";
import { teluguObject, teluguText, teluguTexts } from "../../../shared/i18n/telugu-input";
import { isCleanText } from "../../../shared/text-fields";

/** The product's Telugu fields as the admin form names them, with the English fields' limits. */
export const PRODUCT_TE_RULES = {
  name: { label: "Telugu name", max: 200 },
  description: { label: "Telugu description", max: 5000 },
  genericName: { label: "Telugu generic name", max: 200 },
  ingredients: { label: "Telugu ingredients", max: 2000 },
  shelfLife: { label: "Telugu shelf life", max: 200 },
  storage: { label: "Telugu storage instructions", max: 500 },
  allergens: { label: "Telugu allergen note", max: 500 },
} as const;

export const productTeSchema = teluguTexts(PRODUCT_TE_RULES);

export const categoryTeSchema = teluguTexts({ name: { label: "Telugu category name", max: 60 } });

/** A Telugu banner picture's address: "" or null for none (the English picture shows). */
const teluguPicture = z
  .union([z.string(), z.null()], { error: "Telugu banner image (te.banner) must be a URL (text)" })
  .transform((value) => (value ?? "").trim())
  .pipe(
    z
      .string()
      .max(2048, "Telugu banner image (te.banner) is too long")
      .refine(isCleanText, "Telugu banner image (te.banner) contains characters that are not allowed"),
  );

export const bannerTeSchema = teluguObject({ title: teluguText("Telugu title (te.title)", 120).optional(), banner: teluguPicture.optional() });

/** At most as many sections as the English may have. */
export const MAX_SECTIONS = 30;

const sectionTe = z.strictObject(
  {
    heading: teluguText("Telugu section heading (te.content[].heading)", 200).optional().default(""),
    paragraph: teluguText("Telugu section paragraph (te.content[].paragraph)", 10_000).optional().default(""),
  },
  { error: "Each Telugu section (te.content) must be an object with heading and paragraph" },
);

export const blobTeSchema = teluguObject({
  title: teluguText("Telugu title (te.title)", 200).optional(),
  content: z
    .array(sectionTe, { error: "Telugu sections (te.content) must be a list of sections" })
    .max(MAX_SECTIONS, `At most ${MAX_SECTIONS} Telugu sections (te.content)`)
    .optional(),
});

export type ProductTeInput = z.output<typeof productTeSchema>;
export type BlobTeInput = z.output<typeof blobTeSchema>;
