/**
 * The demo foods' nutrition panels (issue 33), by product key, per 100 g (per 100 ml for the oil). Every demo listing
 * that makes a nutrient claim has one that bears it out (tests/catalogue/nutrition-seed.test.ts runs the claim check
 * over the demo texts). Sources, typical published values for the food, not a laboratory report of these packs:
 * - millets and pulses: Indian Food Composition Tables (IFCT) 2017, ICMR-NIN (energy, protein, fat, total dietary
 *   fibre, available carbohydrate, calcium, iron); their sugars and sodium, which IFCT does not tabulate for these
 *   grains, from USDA FoodData Central's entries for the same foods, rounded;
 * - moringa leaf powder: the dried leaf powder values widely reproduced from Fuglie (2001), "The Miracle Tree"
 *   (protein 27.1 g, fat 2.3 g, fibre 19.2 g, calcium 2003 mg, iron 28.2 mg; carbohydrate given here without its fibre);
 * - amla powder: typical values on sun-dried amla powder labels; its vitamin C is put low (dried amla keeps a varying
 *   share of the fresh fruit's 250-600 mg), still far above the 12 mg a "source" claim needs;
 * - groundnut oil: USDA's peanut oil (100 g fat, 16.9 g saturated per 100 g) at a density of 0.92 g/ml.
 * Only the demo's data: the shop's real panels are typed by the admin from each pack's printed label.
 */
import type { NutritionFacts } from "../worker/domains/catalogue/shared/nutrition.ts";

const grain = (facts: Omit<NutritionFacts, "basis" | "serveSize" | "transFatG" | "addedSugarsG">): NutritionFacts => ({
  basis: "100g",
  serveSize: null,
  addedSugarsG: 0,
  transFatG: 0,
  ...facts,
});

export const seedNutrition: Record<string, NutritionFacts> = {
  "foxtail-millet": grain({
    energyKcal: 331,
    proteinG: 12.3,
    carbohydrateG: 60.1,
    totalSugarsG: 1.2,
    totalFatG: 4.3,
    saturatedFatG: 0.7,
    sodiumMg: 4,
    others: [
      { name: "Dietary fibre", amount: 6.4, unit: "g" },
      { name: "Iron", amount: 2.8, unit: "mg" },
    ],
  }),
  "finger-millet": grain({
    energyKcal: 321,
    proteinG: 7.2,
    carbohydrateG: 66.8,
    totalSugarsG: 0.6,
    totalFatG: 1.9,
    saturatedFatG: 0.4,
    sodiumMg: 4,
    others: [
      { name: "Dietary fibre", amount: 11.2, unit: "g" },
      { name: "Calcium", amount: 364, unit: "mg" },
      { name: "Iron", amount: 4.6, unit: "mg" },
    ],
  }),
  "toor-dal": grain({
    energyKcal: 331,
    proteinG: 21.7,
    carbohydrateG: 55.2,
    totalSugarsG: 2.5,
    totalFatG: 1.6,
    saturatedFatG: 0.3,
    sodiumMg: 17,
    others: [{ name: "Dietary fibre", amount: 9.1, unit: "g" }],
  }),
  "moong-dal": grain({
    energyKcal: 326,
    proteinG: 23.9,
    carbohydrateG: 52.5,
    totalSugarsG: 2,
    totalFatG: 1.4,
    saturatedFatG: 0.4,
    sodiumMg: 15,
    others: [{ name: "Dietary fibre", amount: 9.4, unit: "g" }],
  }),
  "bengal-gram": grain({
    energyKcal: 287,
    proteinG: 18.8,
    carbohydrateG: 39.6,
    totalSugarsG: 10.7,
    totalFatG: 5.1,
    saturatedFatG: 0.6,
    sodiumMg: 24,
    others: [{ name: "Dietary fibre", amount: 25.2, unit: "g" }],
  }),
  "moringa-powder": {
    basis: "100g",
    // One heaped teaspoon, the spoonful the listing suggests.
    serveSize: 5,
    energyKcal: 205,
    proteinG: 27.1,
    carbohydrateG: 19,
    totalSugarsG: 2.5,
    addedSugarsG: 0,
    totalFatG: 2.3,
    saturatedFatG: 0.5,
    transFatG: 0,
    sodiumMg: 70,
    others: [
      { name: "Dietary fibre", amount: 19.2, unit: "g" },
      { name: "Calcium", amount: 2003, unit: "mg" },
      { name: "Iron", amount: 28.2, unit: "mg" },
    ],
  },
  "amla-powder": {
    basis: "100g",
    // Half a teaspoon, as the listing suggests.
    serveSize: 2,
    energyKcal: 258,
    proteinG: 3.2,
    carbohydrateG: 58,
    totalSugarsG: 18,
    addedSugarsG: 0,
    totalFatG: 0.9,
    saturatedFatG: 0.1,
    transFatG: 0,
    sodiumMg: 20,
    others: [
      { name: "Dietary fibre", amount: 15, unit: "g" },
      { name: "Vitamin C", amount: 120, unit: "mg" },
    ],
  },
  "groundnut-oil": {
    basis: "100ml",
    // One tablespoon.
    serveSize: 15,
    energyKcal: 828,
    proteinG: 0,
    carbohydrateG: 0,
    totalSugarsG: 0,
    addedSugarsG: 0,
    totalFatG: 92,
    saturatedFatG: 15.5,
    transFatG: 0,
    sodiumMg: 0,
    others: [],
  },
};
