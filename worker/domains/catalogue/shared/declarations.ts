/**
 * Listing declarations (Legal Metrology (Packaged Commodities) Rules rule 6(10), FSSAI e-commerce rules; see
 * ../shared/INDIA.md): what a product states about itself, and which of the required ones are missing.
 */

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
  /** An uploaded picture of the printed label (absolute URL). */
  labelImage: string | null;
  /** HSN code for GST invoices (4, 6 or 8 digits); its rate comes from the dated rate table. */
  hsnCode: string | null;
};

/** What a product without its own country of origin declares: the shop makes and packs in India. */
export const DEFAULT_COUNTRY_OF_ORIGIN = "India";

/**
 * The declarations every listing must carry and nothing can stand in for, with the words the admin pages use.
 * Manufacturer (null = the shop) and country of origin (null = India) have defaults, allergens and the label
 * picture are optional, so none of those is ever "missing".
 */
export const REQUIRED_DECLARATIONS = [
  ["genericName", "generic name"],
  ["ingredients", "ingredients"],
  ["shelfLife", "shelf life"],
  ["storage", "storage"],
  ["dietMark", "veg mark"],
] as const satisfies readonly (readonly [keyof ProductDeclarationsView, string])[];

/** The names of the required declarations a product has not given, in a fixed order; empty when complete. */
export function missingDeclarations(declarations: ProductDeclarationsView): string[] {
  return REQUIRED_DECLARATIONS.filter(([key]) => !declarations[key]).map(([, name]) => name);
}

export const DIET_MARK_LABELS: Record<DietMark, string> = { veg: "Vegetarian", "non-veg": "Non-vegetarian" };
