/**
 * Product search (issue 30 part 6): Telugu script, transliterated Telugu, English, misspellings and the shop's
 * synonyms find the same products, best first, through GET /api/products/search, the search service (one D1
 * statement) and the shop page's `?q=`; the search text's triggers are exactly what
 * worker/domains/catalogue/search-index.ts renders, and keep it in step with product, pack and category writes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { searchProducts } from "../../worker/domains/catalogue/search";
import { searchTriggers } from "../../worker/domains/catalogue/search-index";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";
import { databaseTriggers, sqlClauses } from "../helpers/triggers";
import { callPage } from "../helpers/pages";
import { meta as shopMeta } from "../../app/routes/shop";

let admin: Account;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await createAdmin();
  const [oils, sweets, millets] = await Promise.all([addCategory(admin, "Oils"), addCategory(admin, "Sweets"), addCategory(admin, "Millets")]);
  const made = {
    groundnutOil: [oils, "Wood-Pressed Groundnut Oil (Palli Nune)", "Pressed slowly in a bull-driven ghani from sun-dried kernels."],
    sesameOil: [oils, "Wood-Pressed Gingelly Oil (Nuvvula Nune)", "Black seeds pressed cold; for cooking and oil baths."],
    coconutOil: [oils, "Wood-Pressed Coconut Oil (Kobbari Nune)", "From sun-dried copra."],
    jaggery: [sweets, "Organic Jaggery Cubes", "Sugarcane juice boiled down in iron pans; no chemicals."],
    sesameLaddu: [sweets, "Sesame Laddu (Nuvvula Undalu)", "Roasted seeds bound with palm sweetener."],
    chikki: [sweets, "Groundnut Chikki (Palli Patti)", "Roasted kernels in a crisp bar."],
    foxtail: [millets, "Foxtail Millet (Korralu)", "Unpolished, hand-cleaned grain."],
  } as const;
  for (const [key, [category, name, description]] of Object.entries(made)) {
    ids[key] = (await addProduct(admin, category._id, { name, description }))._id;
  }
});

async function search(q: string, lang?: string) {
  const response = await call(`/api/products/search?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ""}`);
  expect(response.status, response.text).toBe(200);
  return (response.body.products as { _id: string }[]).map((product) => product._id);
}

describe("GET /api/products/search", () => {
  it("finds jaggery by its Telugu name, its transliteration and its English name", async () => {
    for (const q of ["బెల్లం", "bellam", "jaggery", "Bellam", "gud"]) expect(await search(q), q).toContain(ids.jaggery);
  });

  it("puts the groundnut oil first for 'palli nune', 'groundnut oil', 'peanut oil' and misspelt 'grondnut oil'", async () => {
    for (const q of ["palli nune", "groundnut oil", "peanut oil", "పల్లి నూనె", "grondnut oil", "grondnut nune", "groundnut oill"]) {
      expect((await search(q))[0], q).toBe(ids.groundnutOil);
    }
    // The misspelling alone finds both groundnut products (bm25 ranks the shorter name first), and nothing else.
    expect((await search("grondnut")).sort()).toEqual([ids.groundnutOil, ids.chikki].sort());
  });

  it("finds the sesame products by any of the shop's names for sesame", async () => {
    for (const q of ["nuvvulu", "gingelly", "sesame", "నువ్వులు", "til"]) {
      const found = await search(q, "te");
      expect(found, q).toEqual(expect.arrayContaining([ids.sesameOil, ids.sesameLaddu]));
      expect(found, q).not.toContain(ids.groundnutOil);
    }
  });

  it("finds every oil for 'nune' and 'నూనె', and nothing else; 'oil' as typed is a substring, oils first", async () => {
    const oils = [ids.groundnutOil, ids.sesameOil, ids.coconutOil].sort();
    for (const q of ["nune", "నూనె", "oils"]) expect((await search(q)).sort(), q).toEqual(oils);
    // "oil" as typed is a substring: it also matches "boiled", ranked below the products named oils.
    const typed = await search("oil");
    expect(typed.slice(0, 3).sort()).toEqual(oils);
    expect(typed).toContain(ids.jaggery);
  });

  it("answers the product list's shape, and nothing for nonsense", async () => {
    const response = await call("/api/products/search?q=korralu");
    const list = await call("/api/admin/product/all");
    expect(response.body.products).toEqual([list.body.products.find((product: { _id: string }) => product._id === ids.foxtail)]);
    expect(await search("qwzxkvy")).toEqual([]);
    expect(await search("zz")).toEqual([]);
  });

  it("refuses an empty, blank or too long q, or an unknown lang, with a 400 naming it", async () => {
    for (const path of ["/api/products/search", "/api/products/search?q=", "/api/products/search?q=%20%20", `/api/products/search?q=${"a".repeat(101)}`]) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect(response.text, path).toMatch(/\(q\)/);
    }
    const lang = await call("/api/products/search?q=oil&lang=fr");
    expect(lang.status).toBe(400);
    expect(lang.text).toMatch(/lang/);
    expect((await call(`/api/products/search?q=${"a".repeat(100)}`)).status).toBe(200);
  });
});

describe("the shop page's ?q=", () => {
  const shopData = async (query: string) => {
    const page = await callPage(`/shop${query}`);
    expect(page.status, page.text).toBe(200);
    return { ...page.body.loaderData["routes/shop"], address: query };
  };
  /** The page's ItemList (JSON-LD in the HTML head): the products the page shows for its search, in order. */
  const listedIds = (data: { address: string }) => {
    const tags = shopMeta({ loaderData: data, matches: [{ loaderData: { origin: "https://shop.test" } }], location: { search: data.address } } as never) as Record<string, any>[];
    const list = tags.find((tag) => tag["script:ld+json"])?.["script:ld+json"];
    return (list.itemListElement as { item: { url: string } }[]).map((element) => element.item.url);
  };

  it("is searched on the server: the cards in the search's order, the same answer as the API", async () => {
    const data = await shopData("?q=%E0%B0%AC%E0%B1%86%E0%B0%B2%E0%B1%8D%E0%B0%B2%E0%B0%82&category=");
    const found = await search("బెల్లం");
    expect(data.products.map((product: { _id: string }) => product._id)).toEqual(found);
    expect(data.total).toBe(found.length);
    expect(found).toContain(ids.jaggery);
    const palli = await shopData("?q=palli+nune");
    expect(palli.products[0]._id).toBe(ids.groundnutOil);
    const urls = listedIds(palli);
    expect(urls).toHaveLength(palli.products.length);
    expect(urls[0]).toContain(palli.products[0].slug);
  });

  it("is no search when q is empty: the page lists the shop's first products; a too long q is cut, not refused", async () => {
    const all = await shopData("");
    expect(all.total).toBeGreaterThanOrEqual(Object.keys(ids).length);
    expect((await shopData("?q=")).products).toEqual(all.products);
    const long = await shopData(`?q=${"a".repeat(101)}`);
    expect(long.query.q).toHaveLength(100);
    expect(listedIds(long)).toEqual([]);
    expect(listedIds(await shopData("?category="))).toHaveLength(all.products.length);
  });
});

describe("the search service", () => {
  it("reads D1 once per search", async () => {
    let statements = 0;
    const counting = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare") return (query: string) => ((statements += 1), target.prepare(query));
        if (property === "batch") return (list: D1PreparedStatement[]) => ((statements += list.length), target.batch(list));
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const found = await searchProducts({ db: createDb(counting) }, null, { q: "palli nune" });
    expect(found[0]?.id).toBe(ids.groundnutOil);
    expect(found[0]?.packs.length).toBeGreaterThan(0);
    expect(statements).toBe(1);
  });
});

describe("the search text", () => {
  it("holds exactly the triggers search-index.ts renders", async () => {
    const triggers = (await databaseTriggers()).filter((trigger) => trigger.name.startsWith("product_search_"));
    const rendered = searchTriggers();
    expect(triggers.map((trigger) => trigger.name).sort()).toEqual(rendered.map((trigger) => trigger.name).sort());
    for (const trigger of rendered) {
      const stored = triggers.find((candidate) => candidate.name === trigger.name);
      expect(stored?.table, trigger.name).toBe(trigger.table);
      expect(sqlClauses(stored?.sql ?? ""), trigger.name).toEqual(sqlClauses(trigger.sql));
    }
  });

  it("is a plain table: the database holds no virtual table, which wrangler d1 export (the backups) refuses", async () => {
    const virtual = await env.DB.prepare("select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'").all<{ name: string }>();
    expect(virtual.results).toEqual([]);
    expect(await env.DB.prepare("select count(*) as n from product_search").first<{ n: number }>()).toMatchObject({ n: Object.keys(ids).length });
  });

  it("follows renames of products and categories, and forgets deleted products", async () => {
    const category = await addCategory(admin, "Pantry");
    const product = await addProduct(admin, category._id, { name: "Plain Kernels", description: "Sorted by hand." });
    expect(await search("honey")).not.toContain(product._id);
    const renamed = await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Forest Honey", description: "Sorted by hand.", category: category._id, mrp: "250", salePrice: "199.5", blobId: "", images: [] },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await search("tene")).toContain(product._id);
    // A new pack's label is searched; the retired pack's ("1 pack", the default) no longer is.
    expect(await search("honey 1 pack")).toContain(product._id);
    const repacked = await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      json: {
        name: "Forest Honey", description: "Sorted by hand.", category: category._id, mrp: "250", salePrice: "199.5", blobId: "", images: [],
        variants: [{ label: "Family tin", netQuantity: 1, unit: "kg", mrp: "250", salePrice: "199.5", sku: `TIN-${Date.now()}` }],
      },
    });
    expect(repacked.status, repacked.text).toBe(200);
    expect(await search("family tin")).toContain(product._id);
    expect(await search("honey 1 pack")).not.toContain(product._id);
    expect(await search("larder")).not.toContain(product._id);
    expect((await call(`/api/admin/category/edit/${category._id}`, { method: "PUT", token: admin.token, json: { name: "Larder" } })).status).toBe(200);
    expect(await search("larder")).toContain(product._id);
    expect((await call(`/api/admin/product/delete/${product._id}`, { method: "DELETE", token: admin.token })).status).toBe(200);
    expect(await search("honey")).not.toContain(product._id);
  });
});
