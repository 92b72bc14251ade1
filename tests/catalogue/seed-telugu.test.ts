/**
 * The demo shop ships in Telugu too (issue 30 part 2; db/seed-data-te.ts, db/seed-policies-te.ts, the FAQ's
 * the "faq" message namespace): every product (name, description, food declarations),
 * category, banner and policy and every common question has its Telugu, the admin API takes each demo text as it is
 * (length limits, the health-claims check, issue 33's nutrient claims against the demo panels), policies keep the English's placeholders, and every demo product is
 * found by its Telugu name ("పల్లి నూనె" finds the groundnut oil).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedBanners, seedCategories, seedDeclarations, seedProducts } from "../../db/seed-data";
import { seedBannersTe, seedCategoryNamesTe, seedProductTe } from "../../db/seed-data-te";
import { seedNutrition } from "../../db/seed-nutrition";
import { seedPoliciesTe } from "../../db/seed-policies-te";
import migration0015 from "../../migrations/0015_policies_consents.sql?raw";
import { PRODUCT_TE_FIELDS } from "../../worker/domains/catalogue/shared/telugu";
import { PLACEHOLDER_PATTERN, POLICY_SLUGS } from "../../worker/domains/policies/shared/policies";
import { missingTelugu } from "../../worker/shared/i18n/localize";
import { call } from "../helpers/api";
import { createAdmin, type Account } from "../helpers/factories";

const TELUGU = /[\u0c00-\u0c7f]/;
const idOf = new Map<string, string>();
let admin: Account;

beforeAll(async () => {
  admin = await createAdmin();
  const categoryIds = new Map<string, string>();
  for (const category of seedCategories) {
    const added = await call("/api/admin/category/add", { token: admin.token, json: { name: `${category.name} demo`, te: { name: seedCategoryNamesTe[category.key] } } });
    expect(added.status, added.text).toBe(201);
    categoryIds.set(category.key, added.body.category._id);
  }
  for (const product of seedProducts) {
    const { manufacturer: _manufacturer, ...declarations } = seedDeclarations(product);
    const body = { name: product.name, description: product.description, category: categoryIds.get(product.categoryKey), mrp: "100", salePrice: "90", ...declarations, te: seedProductTe(product), nutrition: seedNutrition[product.key] ?? null };
    const added = await call("/api/admin/product/add", { token: admin.token, json: body });
    expect(added.status, `${product.key}: ${added.text}`).toBe(201);
    idOf.set(product.key, added.body.product._id);
  }
}, 300_000);

describe("the demo catalogue in Telugu", () => {
  it("has every product's name, description and food declarations in Telugu, and nothing its English lacks", () => {
    for (const product of seedProducts) {
      const english = { ...seedDeclarations(product), name: product.name, description: product.description };
      const te = seedProductTe(product);
      expect(missingTelugu(english, te, PRODUCT_TE_FIELDS), product.key).toEqual([]);
      for (const [field, text] of Object.entries(te)) {
        expect(english[field as keyof typeof english], `${product.key}.${field} has Telugu but no English`).toBeTruthy();
        expect(TELUGU.test(text), `${product.key}.${field}`).toBe(true);
      }
    }
  });

  it("names every category and banner in Telugu", () => {
    for (const category of seedCategories) expect(TELUGU.test(seedCategoryNamesTe[category.key] ?? ""), category.key).toBe(true);
    for (const banner of seedBanners) {
      expect(TELUGU.test(seedBannersTe[banner.key]?.title ?? ""), banner.key).toBe(true);
      expect(TELUGU.test(seedBannersTe[banner.key]?.subtitle ?? ""), banner.key).toBe(true);
    }
  });

  it("is taken by the admin API as it is, and answered in Telugu with nothing marked English", async () => {
    const products = (await call("/api/admin/product/all?lang=te")).body.products as { _id: string; name: string; textLang: Record<string, string> }[];
    for (const product of seedProducts) {
      const shown = products.find((entry) => entry._id === idOf.get(product.key));
      expect(shown?.name, product.key).toBe(seedProductTe(product).name);
      expect(shown?.textLang, product.key).toEqual({});
    }
  });

  it("finds every demo product by its Telugu name, and the groundnut oil by పల్లి నూనె", async () => {
    const search = async (q: string) => ((await call(`/api/products/search?q=${encodeURIComponent(q)}&lang=te`)).body.products as { _id: string }[]).map((product) => product._id);
    expect(await search("పల్లి నూనె")).toContain(idOf.get("groundnut-oil"));
    for (const product of seedProducts) expect(await search(seedProductTe(product).name!), product.key).toContain(idOf.get(product.key));
  });
});

describe("the demo policies and common questions in Telugu", () => {
  const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]).sort();

  it("translate every policy with the English's placeholders, linking to the Telugu pages", () => {
    for (const slug of POLICY_SLUGS) {
      const english = new RegExp(`VALUES \\('policy-${slug}-1', '${slug}', 1, '((?:[^']|'')*)'`).exec(migration0015)?.[1]?.replaceAll("''", "'") ?? "";
      expect(english.length, slug).toBeGreaterThan(100);
      const telugu = seedPoliciesTe[slug];
      expect(TELUGU.test(telugu), slug).toBe(true);
      expect([...new Set(placeholders(telugu))], slug).toEqual([...new Set(placeholders(english))]);
      expect(telugu.match(/^## /gm)?.length, `${slug}: headings`).toBe(english.match(/^## /gm)?.length);
      for (const [, target] of telugu.matchAll(/\]\(([^)]+)\)/g)) expect(target, slug).toMatch(/^\/te\//);
    }
  });

  it("are saved by the admin API as they are (placeholders known, no health claim)", async () => {
    for (const slug of POLICY_SLUGS) {
      const current = (await call(`/api/policies/${slug}`)).body;
      const saved = await call(`/api/admin/policies/${slug}`, { method: "PUT", token: admin.token, json: { body: current.body, te: { body: seedPoliciesTe[slug] } } });
      expect(saved.status, `${slug}: ${saved.text}`).toBe(200);
    }
  });
});
