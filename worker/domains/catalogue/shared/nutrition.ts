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

/** The mandatory rows in the order the FSS (Labelling and Display) Regulations 2020 print them; `indent` = a "of which" row. */
export const NUTRITION_ROWS = [
  { key: "energyKcal", unit: "kcal", label: "Energy", indent: false },
  { key: "proteinG", unit: "g", label: "Protein", indent: false },
  { key: "carbohydrateG", unit: "g", label: "Carbohydrate", indent: false },
  { key: "totalSugarsG", unit: "g", label: "Total sugars", indent: true },
  { key: "addedSugarsG", unit: "g", label: "Added sugars", indent: true },
  { key: "totalFatG", unit: "g", label: "Total fat", indent: false },
  { key: "saturatedFatG", unit: "g", label: "Saturated fat", indent: true },
  { key: "transFatG", unit: "g", label: "Trans fat", indent: true },
  { key: "sodiumMg", unit: "mg", label: "Sodium", indent: false },
] as const;
export type NutritionRowKey = (typeof NUTRITION_ROWS)[number]["key"];

/**
 * The further nutrients the shop knows by name: what a claim can be about ("rich in iron"), and what the product page
 * can name in Telugu. `names` are the spellings an `others` row may use (compared lower-case, spaces folded).
 */
export const KNOWN_NUTRIENTS = [
  { key: "fibre", label: "Dietary fibre", names: ["dietary fibre", "dietary fiber", "fibre", "fiber"], unit: "g" },
  { key: "iron", label: "Iron", names: ["iron"], unit: "mg" },
  { key: "calcium", label: "Calcium", names: ["calcium"], unit: "mg" },
  { key: "vitaminC", label: "Vitamin C", names: ["vitamin c", "ascorbic acid"], unit: "mg" },
  { key: "vitaminA", label: "Vitamin A", names: ["vitamin a"], unit: "µg" },
  { key: "zinc", label: "Zinc", names: ["zinc"], unit: "mg" },
  { key: "magnesium", label: "Magnesium", names: ["magnesium"], unit: "mg" },
  { key: "folate", label: "Folate", names: ["folate", "folic acid"], unit: "µg" },
  { key: "vitaminB12", label: "Vitamin B12", names: ["vitamin b12"], unit: "µg" },
] as const satisfies readonly { key: string; label: string; names: readonly string[]; unit: NutrientUnit }[];
export type KnownNutrientKey = (typeof KNOWN_NUTRIENTS)[number]["key"];

const folded = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** The known nutrient an `others` row names ("Dietary Fiber" is fibre), or null for one the shop does not know. */
export function knownNutrientOf(name: string): (typeof KNOWN_NUTRIENTS)[number] | null {
  const wanted = folded(name);
  return KNOWN_NUTRIENTS.find((nutrient) => (nutrient.names as readonly string[]).includes(wanted)) ?? null;
}

const GRAMS_PER_UNIT: Record<Exclude<NutrientUnit, "kcal">, number> = { g: 1, mg: 1e-3, "µg": 1e-6 };

/** `amount` of `from` in `to` (both masses); null when either is not a mass (kcal). */
export function convertMass(amount: number, from: NutrientUnit, to: NutrientUnit): number | null {
  if (from === "kcal" || to === "kcal") return null;
  return (amount * GRAMS_PER_UNIT[from]) / GRAMS_PER_UNIT[to];
}

/** The amount of a known nutrient per 100 g / 100 ml in its own unit, or null when the panel has no row for it. */
export function nutrientAmount(facts: NutritionFacts, key: KnownNutrientKey): number | null {
  const nutrient = KNOWN_NUTRIENTS.find((candidate) => candidate.key === key)!;
  const row = facts.others.find((other) => knownNutrientOf(other.name)?.key === key);
  return row ? convertMass(row.amount, row.unit, nutrient.unit) : null;
}

/**
 * A panel's figure as printed: at most 3 significant digits and at most 1 decimal (2 below 1, so 0.05 g of trans fat
 * is not shown as 0); whole numbers from 100 up. Used for the per-serve column, which is derived, never stored.
 */
export function roundForLabel(value: number): number {
  if (value === 0) return 0;
  if (value >= 100) return Math.round(value);
  if (value >= 1) return Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}

/** A per-100 figure for one serve of `serveSize` g or ml, rounded as printed. */
export function perServe(per100: number, serveSize: number): number {
  return roundForLabel((per100 * serveSize) / 100);
}
