/**
 * Issue 33: allergens kept true. A food whose ingredients (English or Telugu) or description ("roasted in ghee")
 * name a major allergen its allergen note leaves out is refused with a 400 naming the word, the allergen and the
 * field; the table's words match whole, so look-alikes (buckwheat, coconut, fox nuts, niger seed) are no allergen.
 * Every demo product passes, so the seed's catalogue agrees with itself (the makhana now declares its ghee).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { undeclaredAllergens, statedIngredients } from "../../worker/domains/catalogue/shared/allergens";
import { checkKindRules } from "../../worker/domains/catalogue/kind-rules";
import { productInputSchema } from "../../worker/domains/catalogue/shared/schemas";
import { localizeMessage } from "../../worker/lib/localize";
import { seedDeclarations, seedProducts } from "../../db/seed-data";
import { seedProductTe } from "../../db/seed-data-te";
import { call } from "../helpers/api";
import { addCategory, productBody } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";

const check = (ingredients: string, allergens: string | null = null, description = "") =>
  undeclaredAllergens(
    [
      { source: "the ingredients", text: ingredients },
      { source: "the description", text: description },
    ],
    allergens,
  ).map(({ allergen, word }) => `${allergen}:${word}`);

describe("the allergen table", () => {
  it.each([
    ["Sesame seeds (55%), jaggery, cardamom, ghee", "Contains sesame", ["milk:ghee"]],
    ["Fox nuts (94%), groundnut oil, rock salt", null, ["peanuts:groundnut"]],
    ["Ragi flour, gingelly oil", null, ["sesame:gingelly"]],
    ["Til, jaggery", null, ["sesame:Til"]],
    ["Whole wheat atta, salt", null, ["gluten cereals:wheat"]],
    ["Bombay rava, curd", "Contains milk", ["gluten cereals:rava"]],
    ["Jaggery, cashews, almonds", null, ["tree nuts:cashews"]],
    ["Paneer, butter", null, ["milk:Paneer"]],
    ["Mustard seeds (100%)", null, ["mustard:Mustard"]],
    ["Prawns, salt", null, ["crustaceans:Prawns"]],
    ["Soya chunks, egg", null, ["eggs:egg", "soy:Soya"]],
    ["Raisins (with potassium metabisulphite)", null, ["sulphites:metabisulphite"]],
    ["నువ్వులు, బెల్లం, నెయ్యి", "నువ్వులు ఉన్నాయి", ["milk:నెయ్యి"]],
    ["వేరుశనగ గింజలు (100%)", null, ["peanuts:వేరుశనగ"]],
  ])("%s (declared: %s) leaves %j undeclared", (ingredients, allergens, expected) => {
    expect(check(ingredients, allergens)).toEqual(expected);
  });

  it.each([
    ["Buckwheat flour", null],
    ["Dried coconut kernel (copra) (100%)", null],
    ["Fox nuts (makhana), rock salt", null],
    ["Niger seeds", null],
    ["వెర్రినువ్వులు (100%)", null],
    ["Ragi rava, rice rava", null],
    ["Coconut milk, palm jaggery", null],
    ["Nutmeg, mace, cinnamon", null],
    ["Eggplant, tomato", null],
    ["Ghee, sesame", "Contains milk (ghee) and sesame"],
    ["Groundnut oil", "Contains groundnut oil"],
    ["Almonds, cashews, ghee", "Contains tree nuts and milk (ghee)"],
    ["Semolina (sooji)", "Contains gluten"],
    ["పాలకూర పొడి", null],
  ])("%s (declared: %s) agrees", (ingredients, allergens) => {
    expect(check(ingredients, allergens)).toEqual([]);
  });

  it("reads a description's ingredients only where it says what the food is made or cooked in", () => {
    expect(check("Fox nuts, salt", null, "Fox nuts slow-roasted in a little ghee.")).toEqual(["milk:ghee"]);
    expect(check("Millet, jaggery", null, "Made with jaggery and cashews")).toEqual(["tree nuts:cashews"]);
    // How to serve or use it is no ingredient.
    expect(check("Garika grass", null, "Stir into water or buttermilk. Pair it with curd rice.")).toEqual([]);
    expect(statedIngredients("Great with milk. Roasted in ghee.")).not.toContain("milk");
  });

  it("holds every demo product: the seed's catalogue declares what its foods contain, in English and Telugu", () => {
    for (const product of seedProducts) {
      const { kind, ...declarations } = seedDeclarations(product);
      const te = seedProductTe(product);
      const input = productInputSchema.parse({ name: product.name, description: product.description, category: "c", mrp: 1, salePrice: 1, kind, ...declarations, te });
      expect(() => checkKindRules(input, null), product.key).not.toThrow();
    }
    const makhana = seedDeclarations({ key: "roasted-makhana", categoryKey: "healthy-snacks" });
    expect(makhana).toMatchObject({ ingredients: expect.stringMatching(/ghee/), allergens: expect.stringMatching(/milk/) });
  });
});

describe("a product save that contradicts itself", () => {
  let admin: Account;
  let categoryId: string;
  beforeAll(async () => {
    admin = await createAdmin();
    categoryId = (await addCategory(admin))._id;
  }, 60_000);

  const add = (overrides: Record<string, unknown>, lang = "") =>
    call(`/api/admin/product/add${lang}`, { token: admin.token, json: productBody(categoryId, { description: "A snack.", ...overrides }) });

  it("is refused with a 400 naming the word, the allergen and the field, in English and Telugu", async () => {
    const ghee = await add({ ingredients: "Fox nuts, groundnut oil, salt", allergens: "Contains groundnut oil", description: "Fox nuts roasted in ghee." });
    expect(ghee.status).toBe(400);
    expect(ghee.body.message).toBe('Allergen note (allergens) must declare milk: "ghee" in the description is or contains milk');
    const telugu = await add({ ingredients: "Sesame seeds, jaggery", allergens: null }, "?lang=te");
    expect(telugu.status).toBe(400);
    expect(telugu.body.message).toBe('అలర్జీ సూచన (allergens) లో నువ్వులు ఉందని రాయండి: పదార్థాలు లో ఉన్న "Sesame" అంటే నువ్వులు లేదా దానితో చేసినది');
    const teluguIngredients = await add({ ingredients: "Fox nuts", te: { ingredients: "మఖానా, నెయ్యి" } });
    expect(teluguIngredients.body.message).toBe('Allergen note (allergens) must declare milk: "నెయ్యి" in the Telugu ingredients is or contains milk');
  });

  it("saves once the declaration names the allergen, and an update that keeps the ingredients is checked against them", async () => {
    const saved = await add({ ingredients: "Sesame seeds, jaggery, ghee", allergens: "Contains sesame and milk (ghee)" });
    expect(saved.status, saved.text).toBe(201);
    const dropped = await call(`/api/admin/product/update/${saved.body.product._id}`, {
      method: "PUT",
      token: admin.token,
      json: productBody(categoryId, { name: saved.body.product.name, description: "A sweet.", allergens: "Contains sesame" }),
    });
    expect(dropped.status).toBe(400);
    expect(dropped.body.message).toBe('Allergen note (allergens) must declare milk: "ghee" in the ingredients is or contains milk');
  });

  it("leaves non-food alone: a cosmetic used with milk is no food allergen", async () => {
    const bath = await add({ kind: "cosmetic", ingredients: "Green gram, turmeric", description: "Mixed with milk into a paste.", licenceNumber: "AP/COS/DEMO-7" });
    expect(bath.status, bath.text).toBe(201);
  });

  it("translates the allergen's name inside the Telugu message", () => {
    expect(localizeMessage('Allergen note (allergens) must declare tree nuts: "cashews" in the ingredients is or contains tree nuts', "te")).toContain("జీడిపప్పు, బాదం వంటి గింజ పప్పులు");
  });
});
