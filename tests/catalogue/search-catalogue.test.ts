/**
 * The search's synonym table against the demo catalogue (db/seed-data.ts; issue 30 part 6): every demo product is
 * listed through the admin API, and every name a synonym group gives any word of its name (English,
 * transliterated Telugu, Telugu script) finds it; each is found by some Telugu-script word. A product added to the
 * demo without its words in worker/domains/catalogue/data/search-synonyms.ts fails here.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedCategories, seedDeclarations, seedProducts } from "../../db/seed-data";
import { seedNutrition } from "../../db/seed-nutrition";
import { searchConcepts } from "../../worker/domains/catalogue/search";
import { call } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin } from "../helpers/factories";

const idOf = new Map<string, string>();

beforeAll(async () => {
  const admin = await createAdmin();
  const categoryIds = new Map<string, string>();
  for (const category of seedCategories.filter((candidate) => seedProducts.some((product) => product.categoryKey === candidate.key))) {
    categoryIds.set(category.key, (await addCategory(admin, category.name))._id);
  }
  for (const product of seedProducts) {
    const made = await addProduct(admin, categoryIds.get(product.categoryKey) ?? "", {
      name: product.name,
      description: product.description,
      // Issue 33: with their declarations, as the demo stores them (a food naming an allergen must declare it).
      ...seedDeclarations(product),
      // Issue 33: and their nutrition panels (a nutrient claim needs one).
      nutrition: seedNutrition[product.key] ?? null,
    });
    idOf.set(product.key, made._id);
  }
});

async function search(q: string): Promise<string[]> {
  const response = await call(`/api/products/search?q=${encodeURIComponent(q)}`);
  expect(response.status, `${q}: ${response.text}`).toBe(200);
  return (response.body.products as { _id: string }[]).map((product) => product._id);
}

const TELUGU = /[\u0c00-\u0c7f]/;
/** What a search looks for: words of one letter are left out. */
const searchable = (term: string) => [...term].length >= 2;

describe("the synonym table covers the demo catalogue", () => {
  it.each(seedProducts.map((product) => [product.name, product.key]))("%s is found by every synonym of its name's words", async (_name, key) => {
    const product = seedProducts.find((candidate) => candidate.key === key)!;
    const terms = new Set(searchConcepts(product.name).flatMap(({ alternatives }) => (alternatives.length > 1 ? alternatives : [])).filter(searchable));
    expect([...terms].some((term) => TELUGU.test(term)), `${product.name} has no Telugu-script synonym`).toBe(true);
    const missed: string[] = [];
    for (const term of terms) if (!(await search(term)).includes(idOf.get(key)!)) missed.push(term);
    expect(missed, `${product.name} is not found by`).toEqual([]);
  });
});
