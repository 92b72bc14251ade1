/**
 * The product's `nutrition` input (issue 33): the panel of ./nutrition.ts as the admin form and the JSON API send it,
 * checked so that a panel that cannot be true is refused with a 400 naming the row: amounts not negative, sugars
 * within carbohydrate (added within total), saturated and trans fat within total fat, no more than 100 g of
 * macronutrients in 100 g, and energy near what protein, carbohydrate and fat give (4, 4 and 9 kcal per g, dietary
 * fibre 2 kcal per g; FSS (Labelling and Display) Regulations 2020's conversion factors). Kept apart from ./schemas.ts
 * so the product schema only names the field.
 */
import { z } from "zod";
import { fieldError, requiredText } from "../../../shared/text-fields";
import { knownNutrientOf, NUTRIENT_UNITS, NUTRITION_BASES, type NutritionFacts } from "./nutrition";

export const MAX_NUTRIENT_ROWS = 20;
/** Energy may differ from the 4/4/9 estimate by this share or ENERGY_SLACK_KCAL, whichever is more (rounding, fibre, polyols, alcohol). */
export const ENERGY_TOLERANCE = 0.2;
export const ENERGY_SLACK_KCAL = 20;

/** The API's names of the rows, as the 400s give them ("Protein (proteinG)"). */
export const NUTRITION_LABELS = {
  basis: "Nutrition basis (basis)",
  serveSize: "Serve size (serveSize)",
  energyKcal: "Energy (energyKcal)",
  proteinG: "Protein (proteinG)",
  carbohydrateG: "Carbohydrate (carbohydrateG)",
  totalSugarsG: "Total sugars (totalSugarsG)",
  addedSugarsG: "Added sugars (addedSugarsG)",
  totalFatG: "Total fat (totalFatG)",
  saturatedFatG: "Saturated fat (saturatedFatG)",
  transFatG: "Trans fat (transFatG)",
  sodiumMg: "Sodium (sodiumMg)",
  otherName: "Nutrient name (others)",
  otherAmount: "Nutrient amount (others)",
} as const;

export const NUTRITION_OBJECT_MESSAGE = "Nutrition (nutrition) must be an object with basis, energyKcal, proteinG, carbohydrateG, totalSugarsG, addedSugarsG, totalFatG, saturatedFatG, transFatG and sodiumMg, or null";
export const NUTRITION_BASIS_MESSAGE = 'Nutrition basis (basis) must be "100g" or "100ml"';
export const NUTRIENT_UNIT_MESSAGE = "Nutrient unit (others) must be one of g, mg, µg or kcal";
export const NUTRIENT_ROWS_MESSAGE = "Further nutrients (others) must be a list of rows with name, amount and unit";
export const ADDED_SUGARS_MESSAGE = "Added sugars (addedSugarsG) cannot be more than total sugars (totalSugarsG)";
export const TOTAL_SUGARS_MESSAGE = "Total sugars (totalSugarsG) cannot be more than carbohydrate (carbohydrateG)";
export const FATS_MESSAGE = "Saturated fat and trans fat (saturatedFatG, transFatG) together cannot be more than total fat (totalFatG)";
export const MACROS_MESSAGE = "Protein, carbohydrate, fat and dietary fibre (proteinG, carbohydrateG, totalFatG, others) add up to more than 100 g in 100 g";

/** An amount: a number (or numeric string from a form input), not negative, at most `max`. */
function amountField(label: string, max: number) {
  return z
    .union([z.number(), z.string()], { error: fieldError(label, "a number") })
    .transform((value) => (typeof value === "number" ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : /^\s*-/.test(value) ? -1 : Number.NaN))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .refine(Number.isFinite, `${label} must be a number`)
        .refine((value) => value >= 0, `${label} cannot be negative`)
        .refine((value) => value <= max, `${label} must be at most ${max}`),
    );
}

const serveSizeNumber = amountField(NUTRITION_LABELS.serveSize, 10_000).refine((value) => value > 0, `${NUTRITION_LABELS.serveSize} must be more than 0`);

/** The serve size: absent, null or "" for none; otherwise more than 0 (g or ml). */
const serveSizeField = z
  .union([z.number(), z.string(), z.null()], { error: fieldError(NUTRITION_LABELS.serveSize, "a number") })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
    const parsed = serveSizeNumber.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? `${NUTRITION_LABELS.serveSize} must be a number` });
    return z.NEVER;
  });

const otherRow = z.object(
  {
    name: requiredText(NUTRITION_LABELS.otherName, 60),
    amount: amountField(NUTRITION_LABELS.otherAmount, 100_000),
    unit: z.enum(NUTRIENT_UNITS, { error: NUTRIENT_UNIT_MESSAGE }),
  },
  { error: NUTRIENT_ROWS_MESSAGE },
);


const panelSchema = z
  .object(
    {
      basis: z.enum(NUTRITION_BASES, { error: NUTRITION_BASIS_MESSAGE }),
      serveSize: serveSizeField,
      energyKcal: amountField(NUTRITION_LABELS.energyKcal, 900),
      proteinG: amountField(NUTRITION_LABELS.proteinG, 100),
      carbohydrateG: amountField(NUTRITION_LABELS.carbohydrateG, 200),
      totalSugarsG: amountField(NUTRITION_LABELS.totalSugarsG, 200),
      addedSugarsG: amountField(NUTRITION_LABELS.addedSugarsG, 200),
      totalFatG: amountField(NUTRITION_LABELS.totalFatG, 100),
      saturatedFatG: amountField(NUTRITION_LABELS.saturatedFatG, 100),
      transFatG: amountField(NUTRITION_LABELS.transFatG, 100),
      sodiumMg: amountField(NUTRITION_LABELS.sodiumMg, 40_000),
      others: z.array(otherRow, { error: NUTRIENT_ROWS_MESSAGE }).max(MAX_NUTRIENT_ROWS, `At most ${MAX_NUTRIENT_ROWS} further nutrients (others)`).optional().default([]),
    },
    { error: NUTRITION_OBJECT_MESSAGE },
  )
  .superRefine((panel, context) => {
    const fail = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (panel.addedSugarsG > panel.totalSugarsG) fail("addedSugarsG", ADDED_SUGARS_MESSAGE);
    if (panel.totalSugarsG > panel.carbohydrateG) fail("totalSugarsG", TOTAL_SUGARS_MESSAGE);
    if (panel.saturatedFatG + panel.transFatG > panel.totalFatG + 1e-9) fail("saturatedFatG", FATS_MESSAGE);
    const seen = new Set<string>();
    for (const row of panel.others) {
      const name = knownNutrientOf(row.name)?.key ?? row.name.trim().toLowerCase();
      if (seen.has(name)) fail("others", duplicateNutrientMessage(row.name));
      seen.add(name);
      if (row.unit === "kcal" && knownNutrientOf(row.name)) fail("others", kcalNutrientMessage(row.name));
    }
    const fibre = fibreGrams(panel.others);
    if (panel.basis === "100g" && panel.proteinG + panel.carbohydrateG + panel.totalFatG + fibre > 100 + 1e-9) fail("proteinG", MACROS_MESSAGE);
    const expected = 4 * panel.proteinG + 4 * panel.carbohydrateG + 9 * panel.totalFatG + 2 * fibre;
    const slack = Math.max(expected * ENERGY_TOLERANCE, ENERGY_SLACK_KCAL);
    if (Math.abs(panel.energyKcal - expected) > slack) fail("energyKcal", energyMismatchMessage(panel.energyKcal, expected));
  });

/** Grams of dietary fibre in the `others` rows (0 when not given). */
function fibreGrams(others: NutritionFacts["others"]): number {
  const row = others.find((other) => knownNutrientOf(other.name)?.key === "fibre");
  if (!row || row.unit === "kcal") return 0;
  return row.amount * { g: 1, mg: 1e-3, "µg": 1e-6 }[row.unit];
}

function duplicateNutrientMessage(name: string): string {
  return `Further nutrients (others) name ${name} twice`;
}

function kcalNutrientMessage(name: string): string {
  return `Further nutrients (others): give ${name} in g, mg or µg`;
}

function energyMismatchMessage(declared: number, expected: number): string {
  return `Energy (energyKcal) of ${declared} kcal does not fit the panel: protein, carbohydrate, fat and fibre give about ${Math.round(expected)} kcal (4, 4, 9 and 2 kcal per g)`;
}

/**
 * The product's `nutrition`: absent keeps what is stored (old clients never send it), null or "" removes the panel,
 * an object is the whole panel, checked.
 */
export const nutritionField = z
  .unknown()
  .transform((value, context): NutritionFacts | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === "") return null;
    const parsed = panelSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    context.addIssue({ code: "custom", path: issue?.path ?? [], message: issue?.message ?? NUTRITION_OBJECT_MESSAGE });
    return z.NEVER;
  })
  .optional();
