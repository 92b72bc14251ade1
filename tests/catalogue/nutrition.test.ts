/**
 * Issue 33: the product's `nutrition` through the JSON API and on the product page. The panel round-trips (admin and
 * public answers, null when none), an update without it keeps it and null removes it, old bodies without it are
 * still accepted, an impossible panel is a 400 naming the row, a nutrient claim the panel does not bear out is a 400
 * naming the field and the rule, and the page shows an accessible table (per 100 g and per serve) in English and Telugu.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { NutritionPanel } from "../../app/components/catalogue/nutrition-panel";
import type { NutritionFacts } from "../../worker/domains/catalogue/shared/nutrition";
import { inLang } from "../helpers/i18n";
import { emptyNutrition, nutritionFormFrom, nutritionPayload } from "../../app/components/admin/nutrition-fieldset";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call } from "../helpers/api";
import { addCategory, addProduct, productBody } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

let admin: Account;
let categoryId: string;

beforeAll(async () => {
  admin = await createAdmin();
  categoryId = (await addCategory(admin))._id;
}, 120_000);

/** Foxtail millet (IFCT 2017, per 100 g), with a 50 g serve. */
const FOXTAIL = {
  basis: "100g",
  serveSize: 50,
  energyKcal: 331,
  proteinG: 12.3,
  carbohydrateG: 60.1,
  totalSugarsG: 1.2,
  addedSugarsG: 0,
  totalFatG: 4.3,
  saturatedFatG: 0.7,
  transFatG: 0,
  sodiumMg: 4.4,
  others: [{ name: "Dietary fibre", amount: 6.4, unit: "g" }],
};

const add = (overrides: Record<string, unknown>) => call("/api/admin/product/add", { token: admin.token, json: productBody(categoryId, overrides) });
const update = (id: string, overrides: Record<string, unknown>) =>
  call(`/api/admin/product/update/${id}`, { method: "PUT", token: admin.token, json: productBody(categoryId, overrides) });

describe("the nutrition field", () => {
  it("round-trips through the admin and public answers, numbers from form strings included", async () => {
    const sent = { ...FOXTAIL, energyKcal: "331", serveSize: "50" };
    const response = await add({ nutrition: sent });
    expect(response.status, response.text).toBe(201);
    expect(response.body.product.nutrition).toEqual(FOXTAIL);
    const id = response.body.product._id;
    const publicView = await call(`/api/admin/product/${id}`);
    expect(publicView.body.product.nutrition).toEqual(FOXTAIL);
    const listed = await call("/api/admin/product/all");
    expect(listed.body.products.find((product: { _id: string }) => product._id === id).nutrition).toEqual(FOXTAIL);
  });

  it("is null for a product without one, and old bodies without it are accepted", async () => {
    const product = await addProduct(admin, categoryId);
    expect(product.nutrition).toBeNull();
  });

  it("is kept by an update that does not send it, replaced by one that does, removed by null", async () => {
    const product = await addProduct(admin, categoryId, { nutrition: FOXTAIL });
    const kept = await update(product._id, {});
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.product.nutrition).toEqual(FOXTAIL);
    const changed = await update(product._id, { nutrition: { ...FOXTAIL, serveSize: null, sodiumMg: 5 } });
    expect(changed.body.product.nutrition).toMatchObject({ serveSize: null, sodiumMg: 5 });
    const removed = await update(product._id, { nutrition: null });
    expect(removed.body.product.nutrition).toBeNull();
  });

  it("refuses an impossible panel with a 400 naming the row", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ proteinG: -1 }, "Protein (proteinG) cannot be negative"],
      [{ proteinG: "lots" }, "Protein (proteinG) must be a number"],
      [{ addedSugarsG: 2 }, "Added sugars (addedSugarsG) cannot be more than total sugars (totalSugarsG)"],
      [{ totalSugarsG: 61, addedSugarsG: 0 }, "Total sugars (totalSugarsG) cannot be more than carbohydrate (carbohydrateG)"],
      [{ saturatedFatG: 4, transFatG: 0.5 }, "Saturated fat and trans fat (saturatedFatG, transFatG) together cannot be more than total fat (totalFatG)"],
      [{ energyKcal: 600 }, "Energy (energyKcal) of 600 kcal does not fit the panel: protein, carbohydrate, fat and fibre give about 341 kcal (4, 4, 9 and 2 kcal per g)"],
      [{ proteinG: 40, carbohydrateG: 60.1, energyKcal: 480 }, "Protein, carbohydrate, fat and dietary fibre (proteinG, carbohydrateG, totalFatG, others) add up to more than 100 g in 100 g"],
      [{ basis: "per pack" }, 'Nutrition basis (basis) must be "100g" or "100ml"'],
      [{ serveSize: 0 }, "Serve size (serveSize) must be more than 0"],
      [{ sodiumMg: undefined }, "Sodium (sodiumMg) is required"],
      [{ others: [{ name: "", amount: 1, unit: "g" }] }, "Nutrient name (others) is required"],
      [{ others: [{ name: "Iron", amount: 1, unit: "spoons" }] }, "Nutrient unit (others) must be one of g, mg, µg or kcal"],
      [{ others: [{ name: "Iron", amount: 1, unit: "mg" }, { name: "iron", amount: 2, unit: "mg" }] }, "Further nutrients (others) name iron twice"],
    ];
    for (const [change, message] of cases) {
      const response = await add({ nutrition: { ...FOXTAIL, ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.message, JSON.stringify(change)).toBe(message);
    }
    const notObject = await add({ nutrition: [1, 2] });
    expect(notObject.status).toBe(400);
    expect(notObject.body.message).toMatch(/^Nutrition \(nutrition\) must be an object/);
  });

  it("accepts a liquid's panel per 100 ml, whose grams may pass 100 (honey is denser than water)", async () => {
    const honey = { basis: "100ml", serveSize: 15, energyKcal: 420, proteinG: 0.4, carbohydrateG: 104, totalSugarsG: 100, addedSugarsG: 0, totalFatG: 0, saturatedFatG: 0, transFatG: 0, sodiumMg: 5, others: [] };
    const response = await add({ nutrition: honey });
    expect(response.status, response.text).toBe(201);
  });
});

describe("nutrient claims on a product save", () => {
  it("refuses a claim without a panel, and accepts it once the panel bears it out", async () => {
    const refused = await add({ description: "Foxtail millet is rich in fibre." });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Description says "rich in fibre": a nutrient claim needs the product\'s nutrition information (nutrition); add the panel or change the text',
    );
    const accepted = await add({ description: "Foxtail millet is rich in fibre.", nutrition: FOXTAIL });
    expect(accepted.status, accepted.text).toBe(201);
  });

  it("refuses a claim below its threshold, naming the rule and the panel's amount", async () => {
    const response = await add({ name: "Iron-rich ragi", nutrition: { ...FOXTAIL, others: [{ name: "Iron", amount: 2, unit: "mg" }] } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Product name says "iron-rich": a "high" claim needs at least 30 % of the NRV of iron (5.7 mg) per 100 g; the nutrition information gives 2 mg',
    );
  });

  it("checks an update's text against the stored panel, and a removed panel against the stored text", async () => {
    const product = await addProduct(admin, categoryId, { nutrition: FOXTAIL });
    const claim = await update(product._id, { description: "A good source of fibre." });
    expect(claim.status, claim.text).toBe(200);
    const removal = await update(product._id, { description: "A good source of fibre.", nutrition: null });
    expect(removal.status).toBe(400);
    expect(removal.body.message).toMatch(/^Description says "source of fibre": a nutrient claim needs/);
  });

  it("checks the Telugu description as it will be stored", async () => {
    const response = await add({ te: { description: "సహజంగానే ఇనుము ఎక్కువ." }, nutrition: FOXTAIL });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Telugu description says "ఇనుము ఎక్కువ": the nutrition information has no row for iron/);
  });
});

describe("the admin form", () => {
  const onPage = (json: Record<string, unknown>) => callPage("/admin/products", { method: "POST", json, cookie: `${SESSION_COOKIE}=${admin.token}` });

  it("sends the typed panel (an empty serve size for none) and null when the product has no panel", async () => {
    const form = nutritionFormFrom(FOXTAIL as NutritionFacts);
    form.serveSize = "";
    const name = `Form millet ${Date.now()}`;
    const saved = await onPage({ intent: "save", ...productBody(categoryId, { name, description: "Rich in fibre" }), nutrition: nutritionPayload(form) });
    expect(saved.body.actionData, saved.text).toEqual({ ok: true });
    const listed = await call("/api/admin/product/all");
    const product = listed.body.products.find((item: { name: string }) => item.name === name);
    expect(product.nutrition).toEqual({ ...FOXTAIL, serveSize: null });
    expect(nutritionFormFrom(product.nutrition)).toEqual(form);

    const refused = await onPage({ intent: "save", ...productBody(categoryId, { description: "Rich in fibre" }), nutrition: nutritionPayload(emptyNutrition()) });
    expect(refused.body.actionData.error).toMatch(/^Description says "rich in fibre": a nutrient claim needs/);
  });
});

describe("the product page's nutrition panel", () => {
  /** The page as the server renders it for `lang`: its loader's product, drawn by the page's panel. */
  async function panelHtml(slug: string, lang: "en" | "te") {
    const page = await callPage(`${lang === "te" ? "/te" : ""}/products/${slug}`);
    expect(page.status).toBe(200);
    const { product } = page.body.loaderData["routes/product"];
    return product.nutrition ? renderToStaticMarkup(inLang(lang, createElement(NutritionPanel, { nutrition: product.nutrition }))) : null;
  }

  it("shows a captioned table per 100 g and per serve, in English and Telugu, only when there is a panel", async () => {
    const product = await addProduct(admin, categoryId, { nutrition: FOXTAIL });
    const en = (await panelHtml(product.slug, "en")) ?? "";
    expect(en).toMatch(/<table[^>]*><caption[^>]*>Nutrition information<\/caption>/);
    expect(en).toContain('<th scope="col" class="py-1 pr-3 text-right">Per 100 g</th>');
    expect(en).toContain("Per serve (50 g)");
    expect(en).toMatch(/Energy<\/th><td[^>]*>331 kcal<\/td><td[^>]*>166 kcal<\/td>/);
    expect(en).toMatch(/Added sugars<\/th><td[^>]*>0 g<\/td><td[^>]*>0 g<\/td>/);
    expect(en).toMatch(/Dietary fibre<\/th><td[^>]*>6.4 g<\/td><td[^>]*>3.2 g<\/td>/);
    expect(en).toMatch(/Sodium<\/th><td[^>]*>4.4 mg<\/td><td[^>]*>2.2 mg<\/td>/);
    expect(en.match(/<th scope="row"/g)).toHaveLength(10);

    const te = (await panelHtml(product.slug, "te")) ?? "";
    expect(te).toContain("పోషక విలువల సమాచారం</caption>");
    for (const label of ["100 gకి", "ఒక్కసారికి (50 g)", "శక్తి", "ప్రోటీన్", "కలిపిన చక్కెరలు", "సంతృప్త కొవ్వు", "సోడియం", "పీచు పదార్థం"]) expect(te).toContain(label);

    const without = await addProduct(admin, categoryId);
    expect(await panelHtml(without.slug, "en")).toBeNull();
  });

  it("has no per-serve column without a serve size, and names an unknown nutrient as typed, marked English", async () => {
    const html = renderToStaticMarkup(
      inLang("te", createElement(NutritionPanel, { nutrition: { ...FOXTAIL, basis: "100ml", serveSize: null, others: [{ name: "Lycopene", amount: 2, unit: "mg" }] } as NutritionFacts })),
    );
    expect(html).toContain("100 mlకి");
    expect(html).not.toContain("ఒక్కసారికి");
    expect(html).toContain('<th scope="row" lang="en" class="py-1 pr-3 font-semibold text-stone-800">Lycopene</th>');
  });
});
