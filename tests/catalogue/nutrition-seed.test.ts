/**
 * Issue 33: the demo foods' nutrition panels (db/seed-nutrition.ts) are panels the API would take, and every demo
 * listing that makes a nutrient claim, in English or Telugu, has a panel that bears the claim out. (Every demo
 * product is also saved through the API with its panel in tests/catalogue/seed-telugu.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { seedProducts } from "../../db/seed-data";
import { seedProductTe } from "../../db/seed-data-te";
import { seedNutrition } from "../../db/seed-nutrition";
import { nutritionField } from "../../worker/domains/catalogue/shared/nutrition-schema";
import { findNutrientClaims, nutrientClaimProblems } from "../../worker/domains/claims/nutrient-claims";

describe("the demo nutrition panels", () => {
  it("belong to demo products and pass the panel's checks as sent", () => {
    const keys = new Set(seedProducts.map((product) => product.key));
    for (const [key, facts] of Object.entries(seedNutrition)) {
      expect(keys.has(key), key).toBe(true);
      const parsed = nutritionField.safeParse(facts);
      expect(parsed.success, `${key}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(parsed.data).toEqual(facts);
    }
  });

  it("bear out every nutrient claim of the demo listings, and the claims are the ones the issue names", () => {
    const claimed: string[] = [];
    for (const product of seedProducts) {
      const te = seedProductTe(product);
      const texts = { "Product name": product.name, Description: product.description, "Telugu name": te.name, "Telugu description": te.description };
      if (Object.values(texts).some((text) => text && findNutrientClaims(text).length > 0)) claimed.push(product.key);
      expect(nutrientClaimProblems(texts, seedNutrition[product.key] ?? null), product.key).toEqual([]);
    }
    expect(claimed.sort()).toEqual(["amla-powder", "bengal-gram", "finger-millet", "foxtail-millet", "moringa-powder", "toor-dal"]);
  });
});
