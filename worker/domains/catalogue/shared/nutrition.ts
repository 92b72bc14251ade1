/**
 * Nutrition information (issue 33; FSS (Labelling and Display) Regulations 2020, schedule of nutritional
 * information): the panel a food label carries, stored as JSON on products.nutrition. Amounts are per 100 g (solids)
 * or per 100 ml (liquids), the basis the regulations require; per-serve figures are derived from `serveSize` so the
 * two can never disagree. Mandatory rows are fixed fields; any nutrient the listing claims ("rich in iron") is an
 * `others` row, so the claim check (../../claims) can compare the claim with its amount.
 */

export const NUTRITION_BASES = ["100g", "100ml"] as const;
export type NutritionBasis = (typeof NUTRITION_BASES)[number];

/** Units an extra (claimed) nutrient may be given in. */
export const NUTRIENT_UNITS = ["g", "mg", "µg", "kcal"] as const;
export type NutrientUnit = (typeof NUTRIENT_UNITS)[number];

export type NutritionFacts = {
  basis: NutritionBasis;
  /** Grams or millilitres in one serve, when the label declares per-serve values; null otherwise. */
  serveSize: number | null;
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  totalSugarsG: number;
  addedSugarsG: number;
  totalFatG: number;
  saturatedFatG: number;
  transFatG: number;
  sodiumMg: number;
  /** Further nutrients (dietary fibre, iron, calcium, vitamin C ...), each with its amount per 100 g / 100 ml. */
  others: { name: string; amount: number; unit: NutrientUnit }[];
};
