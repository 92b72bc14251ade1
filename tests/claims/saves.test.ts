/**
 * The "no health claims" rule on every save of admin text (worker/domains/claims/screening.ts), through the JSON API
 * and through the admin pages' actions: products, articles (blobs), banners and categories.
 * - A disease claim is refused with a 400 naming the field and the phrase, and nothing is written.
 * - A regulated word ("natural", ...) is saved by the API, which reports it in `warnings`; a page saves it only
 *   once the admin has confirmed (`confirmWarnings: true`), and its first submission writes nothing.
 * - A disclaimer ("does not cure diabetes") is no claim and no warning.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { WARNINGS_TO_CONFIRM_MESSAGE } from "../../worker/domains/claims/screening";
import { call, env } from "../helpers/api";
import { addBlob, addCategory, addProduct, blobBody, productBody, uniqueName } from "../helpers/catalogue";
import { describeChanges, diffSnapshots, snapshotDb } from "../helpers/db-snapshot";
import { createAdmin, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

const BANNER_IMAGE = "https://shop.test/images/banner.png";

let admin: Account;
let categoryId: string;

beforeAll(async () => {
  admin = await createAdmin();
  categoryId = (await addCategory(admin))._id;
});

/** A save's outcome, whichever way it went: the API's JSON or the page action's answer. */
type Outcome = { status: number; saved: boolean; message: string | undefined; warnings: string[] | undefined };

type Answer = Awaited<ReturnType<typeof call>>;

function apiOutcome(response: Answer): Outcome {
  const saved = response.status < 300;
  return { status: response.status, saved, message: saved ? undefined : response.body.message, warnings: response.body?.warnings };
}

function pageOutcome(response: Answer): Outcome {
  const answer = response.body?.actionData ?? {};
  return { status: response.status, saved: answer.ok === true, message: answer.error, warnings: answer.warnings };
}

const asAdmin = (path: string, method: string, json: unknown) => call(path, { method, json, token: admin.token });
const onPage = (path: string, json: Record<string, unknown>) => callPage(path, { method: "POST", json, cookie: `${SESSION_COOKIE}=${admin.token}` });

async function countWhere(sql: string, text: string): Promise<number> {
  const row = await env.DB.prepare(sql).bind(text).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * One way an admin saves text. `prepare` makes the record an update changes (its id goes to `save`); `save` puts
 * `text` in the field under test (`field`, as messages name it), and page paths add `extra` to the submission (the
 * confirmation). `storedTimes` counts the rows holding the text.
 */
type SavePath = {
  name: string;
  via: "api" | "page";
  field: string;
  /** Category names are short: the texts under test are cut to fit. */
  maxLength?: number;
  prepare?: () => Promise<string>;
  save: (text: string, id: string, extra?: Record<string, unknown>) => Promise<Outcome>;
  storedTimes: (text: string) => Promise<number>;
};

const productsWith = (text: string) => countWhere("select count(*) as n from products where description = ?", text);
const categoriesWith = (text: string) => countWhere("select count(*) as n from categories where name = ?", text);
const bannersWith = (text: string) => countWhere("select count(*) as n from banners where title = ?", text);
const blobsWith = (text: string) => countWhere("select count(*) as n from blobs where instr(content, ?) > 0", text);

const newProductId = async () => (await addProduct(admin, categoryId))._id as string;
const newCategoryId = async () => (await addCategory(admin))._id;
const newBlobId = async () => (await addBlob(admin, categoryId))._id as string;
async function newBannerId(): Promise<string> {
  const response = await asAdmin("/api/admin/banner/banners", "POST", { title: uniqueName("Banner"), banner: BANNER_IMAGE });
  return response.body._id;
}

const blobWith = (text: string) => blobBody(categoryId, { content: [{ heading: "Why wood-pressed", paragraph: text }] });

const SAVE_PATHS: SavePath[] = [
  {
    name: "POST /api/admin/product/add",
    via: "api",
    field: "Description",
    save: async (text) => apiOutcome(await asAdmin("/api/admin/product/add", "POST", productBody(categoryId, { description: text }))),
    storedTimes: productsWith,
  },
  {
    name: "PUT /api/admin/product/update/:id",
    via: "api",
    field: "Description",
    prepare: newProductId,
    save: async (text, id) => apiOutcome(await asAdmin(`/api/admin/product/update/${id}`, "PUT", productBody(categoryId, { description: text }))),
    storedTimes: productsWith,
  },
  {
    name: "PUT /api/admin/product/update (the id in the body)",
    via: "api",
    field: "Description",
    prepare: newProductId,
    save: async (text, id) => apiOutcome(await asAdmin("/api/admin/product/update", "PUT", { _id: id, ...productBody(categoryId, { description: text }) })),
    storedTimes: productsWith,
  },
  {
    name: "POST /api/admin/category/add",
    via: "api",
    field: "Category name",
    maxLength: 60,
    save: async (text) => apiOutcome(await asAdmin("/api/admin/category/add", "POST", { name: text })),
    storedTimes: categoriesWith,
  },
  {
    name: "PUT /api/admin/category/edit/:id",
    via: "api",
    field: "Category name",
    maxLength: 60,
    prepare: newCategoryId,
    save: async (text, id) => apiOutcome(await asAdmin(`/api/admin/category/edit/${id}`, "PUT", { name: text })),
    storedTimes: categoriesWith,
  },
  {
    name: "POST /api/admin/banner/banners",
    via: "api",
    field: "Title",
    save: async (text) => apiOutcome(await asAdmin("/api/admin/banner/banners", "POST", { title: text, banner: BANNER_IMAGE })),
    storedTimes: bannersWith,
  },
  {
    name: "PUT /api/admin/banner/banners/:id",
    via: "api",
    field: "Title",
    prepare: newBannerId,
    save: async (text, id) => apiOutcome(await asAdmin(`/api/admin/banner/banners/${id}`, "PUT", { title: text, banner: BANNER_IMAGE })),
    storedTimes: bannersWith,
  },
  {
    name: "POST /api/admin/blob/blobs",
    via: "api",
    field: "Section 1 paragraph",
    save: async (text) => apiOutcome(await asAdmin("/api/admin/blob/blobs", "POST", blobWith(text))),
    storedTimes: blobsWith,
  },
  {
    name: "PUT /api/admin/blob/blobs/:id",
    via: "api",
    field: "Section 1 paragraph",
    prepare: newBlobId,
    save: async (text, id) => apiOutcome(await asAdmin(`/api/admin/blob/blobs/${id}`, "PUT", blobWith(text))),
    storedTimes: blobsWith,
  },
  {
    name: "/admin/products save (add)",
    via: "page",
    field: "Description",
    save: async (text, _id, extra) => pageOutcome(await onPage("/admin/products", { intent: "save", ...productBody(categoryId, { description: text }), ...extra })),
    storedTimes: productsWith,
  },
  {
    name: "/admin/products save (update)",
    via: "page",
    field: "Description",
    prepare: newProductId,
    save: async (text, id, extra) => pageOutcome(await onPage("/admin/products", { intent: "save", id, ...productBody(categoryId, { description: text }), ...extra })),
    storedTimes: productsWith,
  },
  {
    name: "/admin/categories add",
    via: "page",
    field: "Category name",
    maxLength: 60,
    save: async (text, _id, extra) => pageOutcome(await onPage("/admin/categories", { intent: "add", name: text, ...extra })),
    storedTimes: categoriesWith,
  },
  {
    name: "/admin/categories rename",
    via: "page",
    field: "Category name",
    maxLength: 60,
    prepare: newCategoryId,
    save: async (text, id, extra) => pageOutcome(await onPage("/admin/categories", { intent: "rename", id, name: text, ...extra })),
    storedTimes: categoriesWith,
  },
  {
    name: "/admin/banners save (add)",
    via: "page",
    field: "Title",
    save: async (text, _id, extra) => pageOutcome(await onPage("/admin/banners", { intent: "save", title: text, banner: BANNER_IMAGE, ...extra })),
    storedTimes: bannersWith,
  },
  {
    name: "/admin/banners save (update)",
    via: "page",
    field: "Title",
    prepare: newBannerId,
    save: async (text, id, extra) => pageOutcome(await onPage("/admin/banners", { intent: "save", id, title: text, banner: BANNER_IMAGE, ...extra })),
    storedTimes: bannersWith,
  },
  {
    name: "/admin/blobs save (add)",
    via: "page",
    field: "Section 1 paragraph",
    save: async (text, _id, extra) => pageOutcome(await onPage("/admin/blobs", { intent: "save", ...blobWith(text), ...extra })),
    storedTimes: blobsWith,
  },
  {
    name: "/admin/blobs save (update)",
    via: "page",
    field: "Section 1 paragraph",
    prepare: newBlobId,
    save: async (text, id, extra) => pageOutcome(await onPage("/admin/blobs", { intent: "save", id, ...blobWith(text), ...extra })),
    storedTimes: blobsWith,
  },
];

/** A text no other case uses (so it can be found in the database), cut to what the field holds. */
function textFor(path: SavePath, sentence: string): string {
  const text = `${sentence} ${uniqueName("Lot")}`;
  return path.maxLength ? text.slice(-path.maxLength).trim() : text;
}

/** Runs a save between two database snapshots: the changes it made, described row by row. */
async function withChanges(save: () => Promise<Outcome>): Promise<{ outcome: Outcome; changes: string[] }> {
  const before = await snapshotDb();
  const outcome = await save();
  return { outcome, changes: describeChanges(diffSnapshots(before, await snapshotDb())) };
}

describe.each(SAVE_PATHS)("$name", (path) => {
  /** Saves `text` (after making the record an update changes), as the test's one save of the path. */
  const saveOnce = async (text: string, extra?: Record<string, unknown>) => path.save(text, (await path.prepare?.()) ?? "", extra);

  it("refuses a disease claim with 400 naming the field and the phrase, and writes nothing", async () => {
    const text = textFor(path, "It cures diabetes.");
    const id = (await path.prepare?.()) ?? "";
    const { outcome, changes } = await withChanges(() => path.save(text, id));
    expect(outcome.status).toBe(400);
    expect(outcome.saved).toBe(false);
    expect(outcome.message).toBe(
      `${path.field}: Health claims are not allowed on food: "cures diabetes" (a food may not claim to cure, treat or prevent a disease)`,
    );
    expect(changes).toEqual([]);
    expect(await path.storedTimes(text)).toBe(0);
  });

  it("refuses disguised claims the same way: look-alike letters with a soft hyphen, Hinglish, Telugu", async () => {
    for (const sentence of ["It сurеs dia\u00ADbetes.", "Diabetes ko control karta hai.", "షుగర్ వ్యాధి తగ్గిస్తుంది."]) {
      const text = textFor(path, sentence);
      const outcome = await path.save(text, (await path.prepare?.()) ?? "");
      expect(outcome.status, sentence).toBe(400);
      expect(outcome.message).toMatch(new RegExp(`^${path.field}: Health claims are not allowed on food: `));
      expect(await path.storedTimes(text)).toBe(0);
    }
  });

  it('saves a disclaimer ("does not cure diabetes") without any warning', async () => {
    const text = textFor(path, "It does not cure diabetes.");
    const outcome = await saveOnce(text);
    expect(outcome.status).toBeLessThan(300);
    expect(outcome.saved).toBe(true);
    if (path.via === "api") expect(outcome.warnings).toEqual([]);
    else expect(outcome.warnings).toBeUndefined();
    expect(await path.storedTimes(text)).toBe(1);
  });

  if (path.via === "api") {
    it("saves a regulated word and reports it in `warnings`, naming the word and the field", async () => {
      const text = textFor(path, "100% natural.");
      const outcome = await saveOnce(text);
      expect(outcome.status).toBeLessThan(300);
      expect(outcome.warnings).toHaveLength(1);
      expect(outcome.warnings![0]).toMatch(new RegExp(`^"natural" in ${path.field}: Only a single food`));
      expect(await path.storedTimes(text)).toBe(1);
    });
  } else {
    it("holds a regulated word back, writing nothing, until the admin confirms it; then saves", async () => {
      const text = textFor(path, "100% natural.");
      const id = (await path.prepare?.()) ?? "";
      const { outcome: first, changes } = await withChanges(() => path.save(text, id));
      expect(changes).toEqual([]);
      expect(first.status).toBe(409);
      expect(first.saved).toBe(false);
      expect(first.message).toBe(WARNINGS_TO_CONFIRM_MESSAGE);
      expect(first.warnings).toHaveLength(1);
      expect(first.warnings![0]).toMatch(new RegExp(`^"natural" in ${path.field}: Only a single food`));
      expect(await path.storedTimes(text)).toBe(0);

      // Only the literal `true` the page's "Save anyway" button sends confirms.
      expect((await path.save(text, id, { confirmWarnings: "true" })).status).toBe(409);
      expect(await path.storedTimes(text)).toBe(0);

      const confirmed = await path.save(text, id, { confirmWarnings: true });
      expect(confirmed.status).toBe(200);
      expect(confirmed.saved).toBe(true);
      expect(await path.storedTimes(text)).toBe(1);
    });

    it("does not let a confirmation through a claim", async () => {
      const text = textFor(path, "Naturally, it cures diabetes.");
      const outcome = await saveOnce(text, { confirmWarnings: true });
      expect(outcome.status).toBe(400);
      expect(outcome.message).toContain('"cures diabetes"');
      expect(await path.storedTimes(text)).toBe(0);
    });
  }
});

describe("which product texts are screened", () => {
  const addWith = (overrides: Record<string, unknown>) => asAdmin("/api/admin/product/add", "POST", productBody(categoryId, overrides));

  it.each([
    ["name", { name: "Sugar-control millet, anti-diabetic" }, 'Product name: Health claims are not allowed on food: "anti-diabetic"'],
    ["generic name", { genericName: "Anti-cancer spice blend" }, 'Generic name: Health claims are not allowed on food: "Anti-cancer"'],
    ["ingredients", { ingredients: "Sesame, jaggery. Prevents heart disease." }, 'Ingredients: Health claims are not allowed on food: "Prevents heart disease"'],
    ["shelf life", { shelfLife: "9 months; reverses fatty liver" }, 'Shelf life: Health claims are not allowed on food: "reverses fatty liver"'],
    ["storage", { storage: "Keep cool. Cures cough." }, 'Storage instructions: Health claims are not allowed on food: "Cures cough"'],
    ["allergen note", { allergens: "Contains sesame; heals eczema" }, 'Allergen note: Health claims are not allowed on food: "heals eczema"'],
  ])("refuses a claim in the %s", async (_label, overrides, message) => {
    const response = await addWith(overrides);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it("refuses a claim in a pack label", async () => {
    const sku = uniqueName("SKU").replace(/\W/g, "").toUpperCase();
    const packs = [{ label: "Diabetes cure pack", netQuantity: 1, unit: "l", mrp: 300, salePrice: 280, sku }];
    const response = await asAdmin("/api/admin/product/add", "POST", productBody(categoryId, { variants: packs, mrp: undefined, salePrice: undefined }));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Pack 1 label: Health claims are not allowed on food: "Diabetes cure"');
  });

  it("names every field with a claim in one message", async () => {
    const response = await addWith({ name: "Cures arthritis oil", description: "Also a remedy for asthma." });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Product name: Health claims are not allowed on food: "Cures arthritis" (a food may not claim to cure, treat or prevent a disease) ' +
        'Description: Health claims are not allowed on food: "remedy for asthma" (a food may not claim to cure, treat or prevent a disease)',
    );
  });

  it("warns once per word, naming every field it appears in", async () => {
    const response = await addWith({ name: uniqueName("Natural sesame oil"), description: "Naturally sweet, organic and pure.", ingredients: "Organic sesame", allergens: "Contains sesame" });
    expect(response.status).toBe(201);
    expect(response.body.warnings.map((warning: string) => warning.split(":")[0])).toEqual([
      '"natural" in Product name, Description',
      '"organic" in Description, Ingredients',
      '"pure" in Description',
    ]);
  });

  it("leaves the manufacturer's and the country's names alone: they name a party and a place", async () => {
    const response = await addWith({ manufacturer: "Pure Harvest Organic Foods Pvt Ltd, Guntur", countryOfOrigin: "India" });
    expect(response.status).toBe(201);
    expect(response.body.warnings).toEqual([]);
  });

  it("an old client's update without packs or declarations is screened on what it sends", async () => {
    const { _id } = await addProduct(admin, categoryId);
    const clean = await asAdmin(`/api/admin/product/update/${_id}`, "PUT", { name: uniqueName("Groundnut oil"), description: "Golden and nutty.", category: categoryId, mrp: 250, salePrice: 199.5 });
    expect(clean.status).toBe(200);
    expect(clean.body).toMatchObject({ success: true, warnings: [] });
  });
});
