/**
 * Issue 33: nutrient claims (worker/domains/claims/nutrient-claims.ts) found in English and Telugu, and held to the
 * FSS (Advertising and Claims) Regulations 2018 Schedule I thresholds of claims/data/nutrient-claims.ts: a claim
 * without a panel, without the nutrient's row, below a "source"/"high" threshold or above a "low"/"free" one is a
 * problem naming the field, the phrase and the rule; at the threshold it passes.
 */
import { describe, expect, it } from "vitest";
import { findNutrientClaims, nutrientClaimProblems } from "../../worker/domains/claims/nutrient-claims";
import type { NutritionFacts } from "../../worker/domains/catalogue/shared/nutrition";
import { localizeMessage } from "../../worker/lib/localize";

/** Ragi (IFCT 2017, per 100 g): the demo's "rich in calcium and fibre" food. */
const RAGI: NutritionFacts = {
  basis: "100g",
  serveSize: null,
  energyKcal: 320,
  proteinG: 7.2,
  carbohydrateG: 66.8,
  totalSugarsG: 0.6,
  addedSugarsG: 0,
  totalFatG: 1.9,
  saturatedFatG: 0.4,
  transFatG: 0,
  sodiumMg: 4,
  others: [
    { name: "Dietary fibre", amount: 11.2, unit: "g" },
    { name: "Calcium", amount: 364, unit: "mg" },
    { name: "Iron", amount: 4.6, unit: "mg" },
  ],
};

const problems = (text: string, facts: NutritionFacts | null, field = "Description") => nutrientClaimProblems({ [field]: text }, facts);
const withOther = (name: string, amount: number, unit: "g" | "mg" | "µg" = "mg"): NutritionFacts => ({ ...RAGI, others: [{ name, amount, unit }] });

describe("finding nutrient claims", () => {
  it("reads the kinds of claim and lists of nutrients", () => {
    const found = (text: string) => findNutrientClaims(text).map(({ kind, subject }) => `${kind} ${subject}`);
    expect(found("Ragi is naturally rich in calcium and fibre and makes sangati")).toEqual(["high calcium", "high fibre"]);
    expect(found("A natural source of vitamin C; stir it in")).toEqual(["source vitaminC"]);
    expect(found("a good source of plant protein")).toEqual(["source protein"]);
    expect(found("for a protein-rich snack")).toEqual(["high protein"]);
    expect(found("rich in iron, calcium and zinc")).toEqual(["high iron", "high calcium", "high zinc"]);
    expect(found("Low-fat, sugar free, salt-free and no added sugar")).toEqual(["noAddedSugar sugar", "low fat", "free sugar", "free sodium"]);
    expect(found("very low sodium; low in calories; high in fibre")).toEqual(["high fibre", "veryLow sodium", "low energy"]);
  });

  it("reads the Telugu wordings of the demo listings", () => {
    const found = (text: string) => findNutrientClaims(text).map(({ kind, subject }) => `${kind} ${subject}`).sort();
    expect(found("రాగుల్లో సహజంగానే కాల్షియం, పీచు ఎక్కువ; రాగి సంగటి")).toEqual(["high calcium", "high fibre"]);
    expect(found("మొక్కల ప్రోటీన్ కూడా బాగా దొరుకుతుంది.")).toEqual(["source protein"]);
    expect(found("విటమిన్ C సహజంగా దొరుకుతుంది;")).toEqual(["source vitaminC"]);
  });

  it("leaves texts that claim nothing alone", () => {
    for (const text of ["High-speed pulverisers heat spices", "rich in flavour", "a good balance of fibre and starch", "gluten-free", "Iron kadai roasted", "పీచు తీసిన కొబ్బరి"]) {
      expect(findNutrientClaims(text), text).toEqual([]);
    }
  });
});

describe("holding a claim to its threshold", () => {
  it("refuses any nutrient claim on a product without a panel, naming the field and phrase", () => {
    expect(problems("Rich in fibre.", null, "Product name")).toEqual([
      'Product name says "rich in fibre": a nutrient claim needs the product\'s nutrition information (nutrition); add the panel or change the text',
    ]);
    expect(problems("No added sugar", null)).toHaveLength(1);
  });

  it("refuses a claim whose nutrient the panel lacks", () => {
    expect(problems("a source of vitamin C", RAGI)).toEqual([
      'Description says "source of vitamin c": the nutrition information has no row for vitamin C; add it under further nutrients or change the text',
    ]);
  });

  it("holds vitamins and minerals to % of the NRV: 30 % for high, 15 % for source, per 100 g", () => {
    // Iron's NRV is 19 mg: "high" needs 5.7 mg, "source" 2.85 mg.
    expect(problems("rich in iron", RAGI)).toEqual([
      'Description says "rich in iron": a "high" claim needs at least 30 % of the NRV of iron (5.7 mg) per 100 g; the nutrition information gives 4.6 mg',
    ]);
    expect(problems("a source of iron", RAGI)).toEqual([]);
    expect(problems("rich in iron", withOther("Iron", 5.7))).toEqual([]);
    expect(problems("rich in iron", withOther("Iron", 5.69))).toHaveLength(1);
    // The unit the admin typed is converted: 5700 µg is 5.7 mg.
    expect(problems("rich in iron", withOther("iron", 5700, "µg"))).toEqual([]);
    // Per 100 ml the thresholds halve.
    expect(problems("rich in calcium", { ...withOther("Calcium", 150), basis: "100ml" })).toEqual([]);
    expect(problems("rich in calcium", withOther("Calcium", 150))).toHaveLength(1);
  });

  it("holds fibre to 3 g (source) and 6 g (high) per 100 g, and protein to its share of energy", () => {
    expect(problems("rich in fibre", withOther("Dietary fiber", 6, "g"))).toEqual([]);
    expect(problems("rich in fibre", withOther("Fibre", 5.9, "g"))).toEqual([
      'Description says "rich in fibre": a "high" claim needs at least 6 g of dietary fibre per 100 g; the nutrition information gives 5.9 g',
    ]);
    expect(problems("a source of fibre", withOther("Fibre", 3, "g"))).toEqual([]);
    // Ragi's 7.2 g of protein in 320 kcal is 9 % of its energy: not even a source.
    expect(problems("a source of protein", RAGI)).toEqual([
      'Description says "source of protein": a "source" claim needs at least 10 % of the energy from protein; the nutrition information gives 9 %',
    ]);
    expect(problems("high protein", { ...RAGI, proteinG: 16, energyKcal: 320 })).toEqual([]);
  });

  it("holds low and free claims to their ceilings", () => {
    expect(problems("low fat", RAGI)).toEqual([]);
    expect(problems("low fat", { ...RAGI, totalFatG: 3.1 })).toEqual([
      'Description says "low fat": a "low" claim allows at most 3 g of fat per 100 g; the nutrition information gives 3.1 g',
    ]);
    expect(problems("fat free", { ...RAGI, totalFatG: 0.5, saturatedFatG: 0.1 })).toEqual([]);
    expect(problems("sugar-free", RAGI)).toEqual([
      'Description says "sugar-free": a "free from" claim allows at most 0.5 g of sugars per 100 g; the nutrition information gives 0.6 g',
    ]);
    expect(problems("low sodium", RAGI)).toEqual([]);
    expect(problems("salt free", RAGI)).toEqual([]);
    expect(problems("salt free", { ...RAGI, sodiumMg: 6 })).toEqual([
      'Description says "salt free": a "free from" claim allows at most 5 mg of sodium per 100 g; the nutrition information gives 6 mg',
    ]);
    expect(problems("trans fat free", { ...RAGI, transFatG: 0.2 })).toEqual([
      'Description says "trans fat free": a "free from" claim needs less than 0.2 g of trans fat per 100 g; the nutrition information gives 0.2 g',
    ]);
    expect(problems("low calorie", RAGI)).toHaveLength(1);
  });

  it("refuses no added sugar when the panel gives added sugars", () => {
    expect(problems("No added sugar", RAGI)).toEqual([]);
    expect(problems("No added sugar", { ...RAGI, addedSugarsG: 0.6 })).toEqual([
      'Description says "no added sugar": the nutrition information gives 0.6 g of added sugars, and the claim needs none',
    ]);
  });

  it("checks the Telugu text too", () => {
    expect(nutrientClaimProblems({ "Description (Telugu)": "సహజంగానే ఇనుము, కాల్షియం ఎక్కువ" }, RAGI)).toEqual([
      'Description (Telugu) says "ఇనుము, కాల్షియం ఎక్కువ": a "high" claim needs at least 30 % of the NRV of iron (5.7 mg) per 100 g; the nutrition information gives 4.6 mg',
    ]);
  });
});

describe("the refusal in Telugu", () => {
  it("reads whole, the nutrient and the kind of claim translated too", () => {
    const [message] = problems("rich in iron", RAGI);
    expect(localizeMessage(message, "te")).toBe(
      'వివరణలో "rich in iron" అని ఉంది: "ఎక్కువ" అని చెప్పాలంటే 100 gకి కనీసం ఇనుము NRV లో 30 % (5.7 mg) ఉండాలి; న్యూట్రిషన్ సమాచారంలో 4.6 mg ఉంది',
    );
  });
});
