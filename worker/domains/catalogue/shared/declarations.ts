/**
 * Listing declarations (Legal Metrology (Packaged Commodities) Rules rule 6(10), FSSAI e-commerce rules; see
 * ../shared/INDIA.md): what a product states about itself, and which of the required ones are missing. Which are
 * required depends on the product's kind (issue 33: ./product-kinds.ts).
 */
import { KIND_RULES, type ProductKind } from "./product-kinds";

export const DIET_MARKS = ["veg", "non-veg"] as const;
export type DietMark = (typeof DIET_MARKS)[number];

/** A product's own declarations as stored; null means "not given". */
export type ProductDeclarationsView = {
  genericName: string | null;
  ingredients: string | null;
  /** Manufacturer or packer, name and address; null means the shop itself (its legal name and address). */
  manufacturer: string | null;
  /** Null means the default, India. */
  countryOfOrigin: string | null;
  shelfLife: string | null;
  storage: string | null;
  dietMark: DietMark | null;
  allergens: string | null;
  /** An uploaded picture of the printed label's front (absolute URL). */
  labelImage: string | null;
  /** Issue 33: an uploaded picture of the printed label's back (ingredients, nutrition, allergens; absolute URL). */
  labelBackImage: string | null;
  /** Issue 33: a cosmetic's manufacturing licence number (Drugs and Cosmetics Rules); null for every other kind. */
  licenceNumber: string | null;
  /** HSN code for GST invoices (4, 6 or 8 digits); its rate comes from the dated rate table. */
  hsnCode: string | null;
};

/** What a product without its own country of origin declares: the shop makes and packs in India. */
export const DEFAULT_COUNTRY_OF_ORIGIN = "India";

/**
 * The names of the required declarations a product of `kind` has not given, in its kind's fixed order (the words
 * the admin pages use); empty when complete. Manufacturer (null = the shop) and country of origin (null = India)
 * have defaults for food and cosmetics, which the shop packs; goods of other kinds must name theirs.
 */
export function missingDeclarations(declarations: ProductDeclarationsView, kind: ProductKind): string[] {
  return KIND_RULES[kind].required.filter(([key]) => !declarations[key]).map(([, name]) => name);
}

export const DIET_MARK_LABELS: Record<DietMark, string> = { veg: "Vegetarian", "non-veg": "Non-vegetarian" };
