/**
 * The thresholds of nutrient claims (issue 33), typed data: the one place each number lives. Source: FSS (Advertising
 * and Claims) Regulations 2018, Schedule I ("Conditions for nutrient content claims"), read on 2026-12-07 through the
 * tables reproduced at foodindustryconsulting.blogspot.com/2021/03/fssai-nutrition-and-health-claims.html (energy,
 * fat, saturated fat rows quoted there) and thefoodanalysis.blogspot.com (protein as a share of energy), checked
 * against the regulation's Codex origin (CAC/GL 23), whose numbers Schedule I takes over:
 * - energy: low <= 40 kcal per 100 g (solids) or 20 kcal per 100 ml (liquids); free <= 4 kcal per 100 ml (applied to
 *   solids too: the Schedule gives no solid limit, and the shop would rather refuse than guess);
 * - fat: low <= 3 g / 100 g or 1.5 g / 100 ml; free <= 0.5 g per 100 g or 100 ml;
 * - saturated fat: low <= 1.5 g / 100 g or 0.75 g / 100 ml; free <= 0.1 g; trans fat: free < 0.2 g per 100 g or ml;
 * - sugars: low <= 5 g / 100 g or 2.5 g / 100 ml; free <= 0.5 g; "no added sugar": no sugars added (added sugars 0);
 * - sodium (and salt): low <= 120 mg, very low <= 40 mg, free <= 5 mg per 100 g or 100 ml;
 * - protein: source >= 10 % and high >= 20 % of the food's energy from protein;
 * - dietary fibre: source >= 3 g and high >= 6 g per 100 g (1.5 g and 3 g per 100 ml);
 * - vitamins and minerals: source >= 15 % of the NRV per 100 g (7.5 % per 100 ml), high twice that.
 * Schedule I also allows the fibre and vitamin thresholds per 100 kcal or per serve; the shop checks per 100 g /
 * 100 ml only (stricter, never looser). Saturated fat's further "10 % of energy" condition is not checked.
 *
 * NRVs (nutrient reference values): the RDAs of ICMR-NIN 2020 for an adult man (sedentary), which FSSAI's direction of
 * 3 February 2022 (File SS-T017/1/2022-Standard-FSSAI) tells labels to use for % RDA.
 */
import type { KnownNutrientKey, NutrientUnit, NutritionRowKey } from "../../catalogue/shared/nutrition";

export type ClaimKind = "source" | "high" | "low" | "veryLow" | "free" | "noAddedSugar";

/** What a claim is about: a mandatory row, dietary fibre, or a vitamin or mineral (a known `others` row). */
export type ClaimSubject = "energy" | "protein" | "fat" | "saturatedFat" | "transFat" | "sugar" | "sodium" | KnownNutrientKey;

/** How a threshold reads the panel: an amount per 100 g / 100 ml, a share of the NRV, or a share of the energy. */
export type Measure = "amount" | "percentNrv" | "percentEnergy";

export type ClaimRule = {
  subject: ClaimSubject;
  kind: ClaimKind;
  bound: "min" | "max";
  measure: Measure;
  /** The threshold per 100 g (solids) and per 100 ml (liquids), in the measure's unit. */
  solids: number;
  liquids: number;
  /** The amount must stay strictly below the threshold ("less than 0.2 g"), not merely at most it. */
  strict?: true;
};

/** The name a message gives each subject, and the unit its amount is compared in. */
export const SUBJECTS: Record<ClaimSubject, { name: string; unit: NutrientUnit }> = {
  energy: { name: "energy", unit: "kcal" },
  protein: { name: "protein", unit: "g" },
  fat: { name: "fat", unit: "g" },
  saturatedFat: { name: "saturated fat", unit: "g" },
  transFat: { name: "trans fat", unit: "g" },
  sugar: { name: "sugars", unit: "g" },
  sodium: { name: "sodium", unit: "mg" },
  fibre: { name: "dietary fibre", unit: "g" },
  iron: { name: "iron", unit: "mg" },
  calcium: { name: "calcium", unit: "mg" },
  vitaminC: { name: "vitamin C", unit: "mg" },
  vitaminA: { name: "vitamin A", unit: "µg" },
  zinc: { name: "zinc", unit: "mg" },
  magnesium: { name: "magnesium", unit: "mg" },
  folate: { name: "folate", unit: "µg" },
  vitaminB12: { name: "vitamin B12", unit: "µg" },
};

/** The mandatory row each non-`others` subject reads. */
export const PANEL_FIELDS: Partial<Record<ClaimSubject, NutritionRowKey>> = {
  energy: "energyKcal",
  protein: "proteinG",
  fat: "totalFatG",
  saturatedFat: "saturatedFatG",
  transFat: "transFatG",
  sugar: "totalSugarsG",
  sodium: "sodiumMg",
};

/** ICMR-NIN 2020 RDAs (adult man, sedentary), in each nutrient's unit (see the header). */
export const NRV: Partial<Record<ClaimSubject, number>> = {
  iron: 19,
  calcium: 1000,
  vitaminC: 80,
  vitaminA: 1000,
  zinc: 17,
  magnesium: 440,
  folate: 300,
  vitaminB12: 2.5,
};

const VITAMINS_AND_MINERALS = ["iron", "calcium", "vitaminC", "vitaminA", "zinc", "magnesium", "folate", "vitaminB12"] as const;

/** Schedule I as rows (see the header for each number's source). */
export const CLAIM_RULES: ClaimRule[] = [
  { subject: "energy", kind: "low", bound: "max", measure: "amount", solids: 40, liquids: 20 },
  { subject: "energy", kind: "free", bound: "max", measure: "amount", solids: 4, liquids: 4 },
  { subject: "fat", kind: "low", bound: "max", measure: "amount", solids: 3, liquids: 1.5 },
  { subject: "fat", kind: "free", bound: "max", measure: "amount", solids: 0.5, liquids: 0.5 },
  { subject: "saturatedFat", kind: "low", bound: "max", measure: "amount", solids: 1.5, liquids: 0.75 },
  { subject: "saturatedFat", kind: "free", bound: "max", measure: "amount", solids: 0.1, liquids: 0.1 },
  { subject: "transFat", kind: "free", bound: "max", measure: "amount", solids: 0.2, liquids: 0.2, strict: true },
  { subject: "sugar", kind: "low", bound: "max", measure: "amount", solids: 5, liquids: 2.5 },
  { subject: "sugar", kind: "free", bound: "max", measure: "amount", solids: 0.5, liquids: 0.5 },
  { subject: "sodium", kind: "low", bound: "max", measure: "amount", solids: 120, liquids: 120 },
  { subject: "sodium", kind: "veryLow", bound: "max", measure: "amount", solids: 40, liquids: 40 },
  { subject: "sodium", kind: "free", bound: "max", measure: "amount", solids: 5, liquids: 5 },
  { subject: "protein", kind: "source", bound: "min", measure: "percentEnergy", solids: 10, liquids: 10 },
  { subject: "protein", kind: "high", bound: "min", measure: "percentEnergy", solids: 20, liquids: 20 },
  { subject: "fibre", kind: "source", bound: "min", measure: "amount", solids: 3, liquids: 1.5 },
  { subject: "fibre", kind: "high", bound: "min", measure: "amount", solids: 6, liquids: 3 },
  ...VITAMINS_AND_MINERALS.flatMap((subject): ClaimRule[] => [
    { subject, kind: "source", bound: "min", measure: "percentNrv", solids: 15, liquids: 7.5 },
    { subject, kind: "high", bound: "min", measure: "percentNrv", solids: 30, liquids: 15 },
  ]),
];

/**
 * The words of a claim in English, lower-case: the nutrient's spellings (longest first when compiled), and the
 * qualifiers that may stand before it ("good source of plant protein").
 */
export const SUBJECT_WORDS: Record<ClaimSubject, string[]> = {
  energy: ["calories", "calorie", "energy", "kcal"],
  protein: ["proteins", "protein"],
  fat: ["fats", "fat"],
  saturatedFat: ["saturated fats", "saturated fat", "saturates", "sat fat"],
  transFat: ["trans fats", "trans fat", "trans-fat"],
  sugar: ["sugars", "sugar"],
  sodium: ["sodium", "salt"],
  fibre: ["dietary fibre", "dietary fiber", "fibre", "fiber"],
  iron: ["iron"],
  calcium: ["calcium"],
  vitaminC: ["vitamin c", "vit c", "ascorbic acid"],
  vitaminA: ["vitamin a"],
  zinc: ["zinc"],
  magnesium: ["magnesium"],
  folate: ["folate", "folic acid"],
  vitaminB12: ["vitamin b12"],
};
export const QUALIFIERS = ["plant", "plant-based", "vegetable", "natural", "dietary", "essential"];

/** Telugu: the nutrients' words, and the words after them that make a claim ("పీచు ఎక్కువ": high in fibre). */
export const TELUGU_SUBJECT_WORDS: Partial<Record<ClaimSubject, string[]>> = {
  protein: ["ప్రోటీన్", "ప్రొటీన్", "మాంసకృత్తులు"],
  fibre: ["పీచు"],
  iron: ["ఇనుము", "ఐరన్"],
  calcium: ["కాల్షియం", "కాల్షియమ్"],
  vitaminC: ["విటమిన్ C", "విటమిన్ సి"],
  fat: ["కొవ్వు"],
  sugar: ["చక్కెర", "పంచదార"],
  sodium: ["ఉప్పు", "సోడియం"],
};
export const TELUGU_CLAIM_WORDS: { words: string[]; kind: ClaimKind }[] = [
  { words: ["ఎక్కువ", "పుష్కలం", "సమృద్ధి"], kind: "high" },
  { words: ["దొరుకుతుంది", "లభిస్తుంది"], kind: "source" },
  { words: ["తక్కువ"], kind: "low" },
  { words: ["లేని", "లేకుండా"], kind: "free" },
];
