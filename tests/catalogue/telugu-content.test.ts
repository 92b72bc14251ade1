/**
 * Issue 30 part 2: content in two languages. Products, categories, banners, articles and policies keep a Telugu
 * version (`te`) beside the English: the API takes it on create and update (checked, refused with a 400 naming the
 * field), keeps it when an update sends none, answers it with `?lang=te` in the usual fields (the English where there
 * is none, named in `textLang`), the Telugu pages show it, the search finds products by their Telugu words, and the
 * admin's missing-translations list names what still lacks it.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ProductCard } from "../../app/components/catalogue/product-card";
import type { ShopProduct } from "../../worker/domains/catalogue/shared/views";
import { localized } from "../../worker/shared/i18n/localize";
import { call } from "../helpers/api";
import { addCategory, addProduct, blobBody, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { inLang } from "../helpers/i18n";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

let admin: Account;
let customer: Account;
let categoryId: string;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
  categoryId = (await addCategory(admin))._id;
}, 120_000);

const asAdmin = (path: string, options: Parameters<typeof call>[1] = {}) => call(path, { token: admin.token, ...options });

const FULL_TELUGU = {
  name: "గానుగ పల్లి నూనె",
  description: "ఎద్దు గానుగలో నెమ్మదిగా ఆడించిన పల్లి నూనె.",
  genericName: "వేరుశనగ నూనె",
  ingredients: "వేరుశనగ గింజలు (100%)",
  shelfLife: "ప్యాక్ చేసిన రోజు నుంచి 6 నెలల్లోపు వాడండి",
  storage: "చల్లని, పొడి చోట ఉంచండి",
  allergens: "వేరుశనగ ఉంది",
};

const DECLARATIONS = {
  genericName: "Groundnut oil",
  ingredients: "Groundnuts (100%)",
  shelfLife: "6 months",
  storage: "Cool, dry place",
  allergens: "Contains groundnuts",
  dietMark: "veg",
};

describe("localized()", () => {
  it("answers the Telugu where there is some and marks the English it falls back to, on Telugu pages only", () => {
    const record = { name: "Groundnut Oil", description: "Slow pressed", note: null, te: { name: "పల్లి నూనె", description: "  " } };
    expect(localized(record, ["name", "description", "note"], "te")).toEqual({ name: "పల్లి నూనె", description: "Slow pressed", note: null, textLang: { description: "en" } });
    expect(localized(record, ["name", "description", "note"], "en")).toEqual({ name: "Groundnut Oil", description: "Slow pressed", note: null });
  });
});

describe("products' Telugu (te)", () => {
  it("is saved on create, kept by an update without te, merged field by field and cleared by a blank", async () => {
    const created = await addProduct(admin, categoryId, { ...DECLARATIONS, te: { name: `  ${FULL_TELUGU.name}  `, description: FULL_TELUGU.description } });
    expect(created.te).toEqual({ name: FULL_TELUGU.name, description: FULL_TELUGU.description });
    // English answers keep their meaning: the English texts, and no textLang.
    expect(created.name).not.toBe(FULL_TELUGU.name);
    expect(created.textLang).toBeUndefined();

    const body = productBody(categoryId, { name: created.name, ...DECLARATIONS });
    const withoutTe = await asAdmin(`/api/admin/product/update/${created._id}`, { method: "PUT", json: { ...body, description: "A new English text" } });
    expect(withoutTe.status, withoutTe.text).toBe(200);
    expect(withoutTe.body.product.te).toEqual({ name: FULL_TELUGU.name, description: FULL_TELUGU.description });

    const merged = await asAdmin(`/api/admin/product/update/${created._id}`, { method: "PUT", json: { ...body, te: { description: "", storage: FULL_TELUGU.storage } } });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.product.te).toEqual({ name: FULL_TELUGU.name, storage: FULL_TELUGU.storage });
    expect((await call(`/api/admin/product/${created._id}`)).body.product.te).toEqual({ name: FULL_TELUGU.name, storage: FULL_TELUGU.storage });
  });

  it("answers ?lang=te in the usual fields, the English where there is no Telugu, named in textLang", async () => {
    const product = await addProduct(admin, categoryId, { ...DECLARATIONS, te: { name: FULL_TELUGU.name, ingredients: FULL_TELUGU.ingredients } });
    const telugu = (await call(`/api/admin/product/${product._id}?lang=te`)).body.product;
    expect(telugu).toMatchObject({ name: FULL_TELUGU.name, description: product.description, te: product.te });
    expect(telugu.declarations).toMatchObject({ ingredients: FULL_TELUGU.ingredients, genericName: "Groundnut oil" });
    expect(telugu.textLang).toEqual({ description: "en", genericName: "en", shelfLife: "en", storage: "en", allergens: "en" });
    // Missing declarations are judged on the English, whatever the language (issue 33: a food also needs its label pictures).
    expect(telugu.missingDeclarations).toEqual(["front label picture", "back label picture"]);
    const listed = (await call("/api/admin/product/all?lang=te")).body.products.find((entry: { _id: string }) => entry._id === product._id);
    expect(listed.name).toBe(FULL_TELUGU.name);
    const english = (await call(`/api/admin/product/${product._id}?lang=en`)).body.product;
    expect(english.name).toBe(product.name);
    expect(english.textLang).toBeUndefined();
  });

  it("refuses a te that is not an object of known texts with a 400 naming the field", async () => {
    const cases: [unknown, RegExp][] = [
      ["పల్లి నూనె", /Telugu \(te\) must be an object/],
      [{ nmae: "పల్లి" }, /Telugu \(te\) has no field "nmae"/],
      [{ name: 42 }, /Telugu name \(te\.name\) must be text/],
      [{ description: "అ".repeat(5001) }, /Telugu description \(te\.description\) must be at most 5000 characters/],
      [{ ingredients: "bad\u0007bell" }, /Telugu ingredients \(te\.ingredients\) contains characters that are not allowed/],
      [{ manufacturer: "ఘని" }, /Telugu \(te\) has no field "manufacturer"/],
    ];
    for (const [te, message] of cases) {
      const response = await asAdmin("/api/admin/product/add", { json: productBody(categoryId, { te }) });
      expect(response.status, JSON.stringify(te)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });

  it("keeps the zero-width joiners Telugu spelling needs", async () => {
    const product = await addProduct(admin, categoryId, { te: { name: "పిన్‌కోడ్ ఆయిల్" } });
    expect(product.te.name).toBe("పిన్‌కోడ్ ఆయిల్");
  });
});

describe("categories', banners' and articles' Telugu", () => {
  it("saves a category's Telugu name, keeps it through a rename without te, answers it with ?lang=te", async () => {
    const name = uniqueName("Pulses");
    const added = await asAdmin("/api/admin/category/add", { json: { name, te: { name: "పప్పులు" } } });
    expect(added.status, added.text).toBe(201);
    expect(added.body.category).toEqual({ _id: expect.any(String), name, te: { name: "పప్పులు" } });
    const renamed = await asAdmin(`/api/admin/category/edit/${added.body.category._id}`, { method: "PUT", json: { name: `${name} new` } });
    expect(renamed.body.category.te).toEqual({ name: "పప్పులు" });
    const list = (await call("/api/admin/category/all?lang=te")).body.categories;
    expect(list.find((entry: { _id: string }) => entry._id === added.body.category._id)).toMatchObject({ name: "పప్పులు", te: { name: "పప్పులు" } });
    const refused = await asAdmin("/api/admin/category/add", { json: { name: uniqueName("Oils"), te: { name: "న".repeat(61) } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Telugu category name (te.name) must be at most 60 characters");
  });

  it("saves a banner's Telugu title, keeps it through an update without te, answers it with ?lang=te", async () => {
    const added = await asAdmin("/api/admin/banner/banners", { json: { title: "Fresh oils", banner: "https://shop.test/images/b.png", te: { title: "తాజా గానుగ నూనెలు" } } });
    expect(added.status, added.text).toBe(201);
    expect(added.body.te).toEqual({ title: "తాజా గానుగ నూనెలు" });
    const updated = await asAdmin(`/api/admin/banner/banners/${added.body._id}`, { method: "PUT", json: { title: "Fresh oils, weekly", banner: "https://shop.test/images/b.png" } });
    expect(updated.body).toMatchObject({ title: "Fresh oils, weekly", te: { title: "తాజా గానుగ నూనెలు" } });
    const telugu = (await call("/api/admin/banner/banners?lang=te")).body.find((entry: { _id: string }) => entry._id === added.body._id);
    expect(telugu.title).toBe("తాజా గానుగ నూనెలు");
    expect(telugu.banner).toBe("https://shop.test/images/b.png");
    // A Telugu picture (the English one carries English words): the Telugu answers show it instead.
    const pictured = await asAdmin(`/api/admin/banner/banners/${added.body._id}`, {
      method: "PUT",
      json: { title: "Fresh oils, weekly", banner: "https://shop.test/images/b.png", te: { banner: "https://shop.test/images/b-te.png" } },
    });
    expect(pictured.body.te).toEqual({ title: "తాజా గానుగ నూనెలు", banner: "https://shop.test/images/b-te.png" });
    const withPicture = (await call("/api/admin/banner/banners?lang=te")).body.find((entry: { _id: string }) => entry._id === added.body._id);
    expect(withPicture.banner).toBe("https://shop.test/images/b-te.png");
    const englishAnswer = (await call("/api/admin/banner/banners")).body.find((entry: { _id: string }) => entry._id === added.body._id);
    expect(englishAnswer.banner).toBe("https://shop.test/images/b.png");
    const badPicture = await asAdmin("/api/admin/banner/banners", { json: { title: "x", banner: "https://shop.test/images/b.png", te: { banner: 7 } } });
    expect(badPicture.status).toBe(400);
    expect(badPicture.body.message).toBe("Telugu banner image (te.banner) must be a URL (text)");
    const refused = await asAdmin("/api/admin/banner/banners", { json: { title: "x", banner: "https://shop.test/images/b.png", te: { subtitle: "ఉప శీర్షిక" } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Telugu \(te\) has no field "subtitle"/);
  });

  it("saves an article's Telugu title and sections, keeps them through an update without te, answers them with ?lang=te", async () => {
    const body = blobBody(categoryId, {
      content: [
        { heading: "Heat", paragraph: "Low heat keeps the taste." },
        { heading: "Settling", paragraph: "The oil settles for days." },
      ],
      te: { title: "గానుగ ఎలా పనిచేస్తుంది", content: [{ heading: "వేడి", paragraph: "తక్కువ వేడిలో రుచి నిలుస్తుంది." }] },
    }) as ReturnType<typeof blobBody> & { te: unknown };
    const added = await asAdmin("/api/admin/blob/blobs", { json: body });
    expect(added.status, added.text).toBe(201);
    expect(added.body.te).toEqual(body.te);
    const updated = await asAdmin(`/api/admin/blob/blobs/${added.body._id}`, { method: "PUT", json: { ...body, te: undefined, title: "How it works" } });
    expect(updated.body.te).toEqual(body.te);
    const telugu = (await call(`/api/admin/blob/blobs/${added.body._id}?lang=te`)).body;
    expect(telugu.title).toBe("గానుగ ఎలా పనిచేస్తుంది");
    expect(telugu.content[0]).toMatchObject({ heading: "వేడి", paragraph: "తక్కువ వేడిలో రుచి నిలుస్తుంది.", textLang: {} });
    expect(telugu.content[1]).toMatchObject({ heading: "Settling", textLang: { heading: "en", paragraph: "en" } });
    const refused = await asAdmin("/api/admin/blob/blobs", { json: { ...body, te: { content: [{ heading: 5 }] } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Telugu section heading \(te\.content\[\]\.heading\) must be text/);
  });
});

describe("policies' Telugu", () => {
  const putPolicy = (json: unknown) => asAdmin("/api/admin/policies/terms", { method: "PUT", json });

  it("saves the Telugu with a version, carries it over when a save sends none, and shows it with ?lang=te", async () => {
    const saved = await putPolicy({ body: "## Terms\n\nWrite to {{careEmail}}.", te: { body: "## నిబంధనలు\n\n{{careEmail}} కు రాయండి." } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.te).toEqual({ body: "## నిబంధనలు\n\n{{careEmail}} కు రాయండి." });
    const english = await putPolicy({ body: "## Terms\n\nPlease write to {{careEmail}}." });
    expect(english.body.te).toEqual({ body: "## నిబంధనలు\n\n{{careEmail}} కు రాయండి." });
    const telugu = (await call("/api/policies/terms?lang=te")).body;
    expect(telugu.html).toContain("<h2>నిబంధనలు</h2>");
    expect(telugu.html).toContain("mailto:");
    expect(telugu.textLang).toEqual({});
    // Only the Telugu changed: still a new version.
    const teOnly = await putPolicy({ body: "## Terms\n\nPlease write to {{careEmail}}.", te: { body: "## నిబంధనలు\n\nదయచేసి {{careEmail}} కు రాయండి." } });
    expect(teOnly.body.message).toBe(`Saved as version ${english.body.version + 1}`);
  });

  it("fills the placeholders of the Telugu text in Telugu, and the English text's in English", async () => {
    const saved = await asAdmin("/api/admin/policies/shipping", {
      method: "PUT",
      json: { body: "## Cash\n\n{{cashOnDelivery}}\n\n{{grievanceOfficer}}", te: { body: "## నగదు\n\n{{cashOnDelivery}}\n\n{{grievanceOfficer}}" } },
    });
    expect(saved.status, saved.text).toBe(200);
    const telugu = (await call("/api/policies/shipping?lang=te")).body.html;
    expect(telugu).toContain("ప్రస్తుతం క్యాష్ ఆన్ డెలివరీ లేదు: దయచేసి UPI ద్వారా చెల్లించండి.");
    expect(telugu).toContain("గ్రీవెన్స్ ఆఫీసర్ (కస్టమర్ కేర్ ద్వారా సంప్రదించండి:");
    const english = (await call("/api/policies/shipping")).body.html;
    expect(english).toContain("Cash on delivery is not offered at present: please pay by UPI.");
    expect(english).toContain("the Grievance Officer, reachable through customer care (");
  });

  it("refuses an unknown placeholder or a non-text in the Telugu", async () => {
    const unknown = await putPolicy({ body: "Terms", te: { body: "{{shopOwner}} గారు" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown placeholder \{\{shopOwner\}\}/);
    const notText = await putPolicy({ body: "Terms", te: { body: ["x"] } });
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe("Telugu policy text (te.body) must be text");
  });

  it("shows the English on the Telugu page, marked, while a policy has no Telugu", async () => {
    const page = await callPage("/te/policies/privacy");
    const policy = page.body.loaderData["routes/policy"].policy;
    expect(policy.textLang).toEqual({ body: "en" });
    expect(policy.html).toContain("deliver");
  });
});

describe("the Telugu pages", () => {
  it("show a product's Telugu name and mark its untranslated description lang=\"en\"", async () => {
    const product = await addProduct(admin, categoryId, { te: { name: "తెలుగు పేరు గల నూనె" } });
    const page = await callPage(`/te/products/${product.slug}`);
    expect(page.status).toBe(200);
    const shown = page.body.loaderData["routes/product"].product as ShopProduct;
    expect(shown.name).toBe("తెలుగు పేరు గల నూనె");
    expect(shown.description).toBe(product.description);
    expect(shown.textLang).toMatchObject({ description: "en" });
    expect(shown).not.toHaveProperty("te");

    const html = renderToStaticMarkup(
      createElement(MemoryRouter, { initialEntries: [`/te/products/${product.slug}`] }, inLang("te", createElement(ProductCard, {
        product: shown,
        priority: false,
        adding: false,
        quantityInCart: () => 0,
        onAdd: () => undefined,
        onViewBlob: () => undefined,
      }))),
    );
    expect(html).toMatch(/<h2 class="[^"]*">(<a[^>]*>)?తెలుగు పేరు గల నూనె/);
    expect(html).toMatch(new RegExp(`<p lang="en"[^>]*>${product.description}</p>`));

    // The same product on the English page: English, nothing marked.
    const english = (await callPage(`/products/${product.slug}`)).body.loaderData["routes/product"].product as ShopProduct;
    expect(english.name).toBe(product.name);
    expect(english.textLang).toBeUndefined();
  });

  it("name the shop's categories in Telugu, keeping their English name as the key the shop's rules use", async () => {
    const name = uniqueName("Snacks");
    const category = (await asAdmin("/api/admin/category/add", { json: { name, te: { name: "చిరుతిళ్లు" } } })).body.category;
    const shop = (await callPage("/te/shop")).body.loaderData["routes/shop"];
    expect(shop.categories.find((entry: { _id: string }) => entry._id === category._id)).toEqual({ _id: category._id, name: "చిరుతిళ్లు", key: name, textLang: {} });
  });
});

describe("the product search", () => {
  it("finds a product by its Telugu name and Telugu category name, and forgets a Telugu name removed", async () => {
    const category = (await asAdmin("/api/admin/category/add", { json: { name: uniqueName("Condiments"), te: { name: "ఊరగాయలు" } } })).body.category;
    const product = await addProduct(admin, category._id, { te: { name: "గోంగూర పచ్చడి ప్రత్యేకం", description: "ఆంధ్ర రుచి" } });
    const search = async (q: string) => (await call(`/api/products/search?q=${encodeURIComponent(q)}&lang=te`)).body.products as { _id: string; name: string }[];

    const byName = await search("గోంగూర పచ్చడి");
    expect(byName.map((entry) => entry._id)).toContain(product._id);
    expect(byName.find((entry) => entry._id === product._id)?.name).toBe("గోంగూర పచ్చడి ప్రత్యేకం");
    expect((await search("ఊరగాయలు")).map((entry) => entry._id)).toContain(product._id);
    expect((await search("ఆంధ్ర రుచి")).map((entry) => entry._id)).toContain(product._id);

    const body = productBody(category._id, { name: product.name, te: { name: "" } });
    expect((await asAdmin(`/api/admin/product/update/${product._id}`, { method: "PUT", json: body })).status).toBe(200);
    expect((await search("గోంగూర")).map((entry) => entry._id)).not.toContain(product._id);
  });
});

describe("GET /api/admin/translations/missing", () => {
  it("lists a product without Telugu with its fields and an editor link, and stops once it has its Telugu", async () => {
    const product = await addProduct(admin, categoryId, DECLARATIONS);
    const missing = async () => (await asAdmin("/api/admin/translations/missing")).body.missing as { kind: string; id: string; fields: string[]; editPath: string }[];
    expect((await missing()).find((entry) => entry.id === product._id)).toEqual({
      kind: "product",
      id: product._id,
      name: product.name,
      fields: ["name", "description", "genericName", "ingredients", "shelfLife", "storage", "allergens"],
      editPath: `/admin/products?edit=${product._id}`,
    });
    const body = productBody(categoryId, { name: product.name, description: product.description, ...DECLARATIONS, te: { name: FULL_TELUGU.name } });
    await asAdmin(`/api/admin/product/update/${product._id}`, { method: "PUT", json: body });
    expect((await missing()).find((entry) => entry.id === product._id)?.fields).toEqual(["description", "genericName", "ingredients", "shelfLife", "storage", "allergens"]);
    await asAdmin(`/api/admin/product/update/${product._id}`, { method: "PUT", json: { ...body, te: FULL_TELUGU } });
    expect((await missing()).find((entry) => entry.id === product._id)).toBeUndefined();
  });

  it("lists policies, categories and articles too, and is for admins only", async () => {
    const entries = (await asAdmin("/api/admin/translations/missing")).body.missing as { kind: string; id: string; editPath: string }[];
    expect(entries.find((entry) => entry.kind === "policy" && entry.id === "privacy")?.editPath).toBe("/admin/settings?policy=privacy#policies-heading");
    expect(entries.some((entry) => entry.kind === "category" && entry.id === categoryId)).toBe(true);
    expect((await call("/api/admin/translations/missing", { token: customer.token })).status).toBe(403);
    expect((await call("/api/admin/translations/missing")).status).toBe(401);
  });
});

describe("the cart in Telugu", () => {
  it("names its products in Telugu on the Telugu checkout, and in English from the API unless it asks for ?lang=te", async () => {
    const product = await addProduct(admin, categoryId, { te: { name: "కార్ట్‌లో తెలుగు నూనె" } });
    const put = await call("/api/cart/", { method: "PUT", token: customer.token, json: { productId: product._id, variantId: product.variants[0]._id, quantity: 1 } });
    expect(put.status).toBe(200);
    const names = (cart: { products: { productId: { _id: string; name: string } }[] }) =>
      cart.products.filter((line) => line.productId._id === product._id).map((line) => line.productId.name);

    const page = await callPage("/te/checkout", { cookie: `${SESSION_COOKIE}=${customer.token}` });
    expect(page.status).toBe(200);
    expect(names(page.body.loaderData["routes/checkout"].cart)).toEqual(["కార్ట్‌లో తెలుగు నూనె"]);
    expect(names((await call("/api/cart/", { token: customer.token })).body.cart)).toEqual([product.name]);
    expect(names((await call("/api/cart/?lang=te", { token: customer.token })).body.cart)).toEqual(["కార్ట్‌లో తెలుగు నూనె"]);
  });
});
