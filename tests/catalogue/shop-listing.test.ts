/**
 * The shop page's listing (issue 31): /shop carries one page of cards for its category, search and page, filtered,
 * searched and paged on the server in one statement, with how many match in all; deleted products never appear;
 * Telugu pages answer Telugu names and find Telugu words. The search box's suggestions come from
 * /shop/suggestions (and /te/shop/suggestions).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { listShopPage } from "../../worker/domains/catalogue/shop-listing";
import { SHOP_MAX_PAGE, SHOP_PAGE_SIZE } from "../../worker/domains/catalogue/shared/shop-filter";
import { call, env } from "../helpers/api";
import { addCategory, addProduct, uniqueName } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

type Card = { _id: string; name: string; category: { _id: string } };
type ShopData = { products: Card[]; total: number; query: { q: string; categoryId: string; page: number } };

let admin: Account;
let big: { _id: string };
let small: { _id: string };
/** The big category's live products in the order they were added (the shop's order without a search). */
const bigIds: string[] = [];
const ids: Record<string, string> = {};
const BIG = 30;

beforeAll(async () => {
  admin = await createAdmin();
  [big, small] = await Promise.all([addCategory(admin, uniqueName("Listing Oils")), addCategory(admin, uniqueName("Listing Sweets"))]);
  for (let i = 0; i < BIG; i++) {
    const product = await addProduct(admin, big._id, { name: `Listing Oil ${String(i).padStart(2, "0")}`, description: "Pressed in a wooden ghani." });
    bigIds.push(product._id);
    if (i === 3) {
      // Deleted between live ones: it must leave no gap and no card.
      const gone = await addProduct(admin, big._id, { name: "Listing Oil Vanished Sesame", description: "Deleted." });
      ids.deleted = gone._id;
      const deleted = await call(`/api/admin/product/delete/${gone._id}`, { method: "DELETE", token: admin.token });
      expect(deleted.status, deleted.text).toBe(200);
    }
  }
  ids.jaggery = (await addProduct(admin, small._id, { name: "Palm Jaggery Cubes", description: "Boiled down in iron pans.", te: { name: "తాటి బెల్లం ముక్కలు" } }))._id;
  ids.laddu = (await addProduct(admin, small._id, { name: "Sesame Laddu", description: "Seeds bound with jaggery." }))._id;
  ids.bigSesame = (await addProduct(admin, big._id, { name: "Listing Sesame Oil", description: "Black seeds, cold." }))._id;
  bigIds.push(ids.bigSesame);
});

async function shop(search: string, lang: "en" | "te" = "en"): Promise<ShopData> {
  const page = await callPage(`${lang === "te" ? "/te" : ""}/shop${search}`);
  expect(page.status, page.text).toBe(200);
  return page.body.loaderData["routes/shop"] as ShopData;
}
const idsOf = (data: ShopData) => data.products.map((product) => product._id);

describe("/shop, paged on the server", () => {
  it(`shows the first ${SHOP_PAGE_SIZE} cards of a category and counts them all`, async () => {
    const first = await shop(`?category=${big._id}`);
    expect(first.total).toBe(bigIds.length);
    expect(idsOf(first)).toEqual(bigIds.slice(0, SHOP_PAGE_SIZE));
    expect(first.products.every((product) => product.category._id === big._id)).toBe(true);
    expect(first.query).toEqual({ q: "", categoryId: big._id, page: 1 });
  });

  it("shows the pages up to ?page=n: the first page's cards, then the next ones, in the same order", async () => {
    const second = await shop(`?category=${big._id}&page=2`);
    expect(idsOf(second)).toEqual(bigIds);
    expect(second.total).toBe(bigIds.length);
    // Past the last page, the same: every card once.
    expect(idsOf(await shop(`?category=${big._id}&page=3`))).toEqual(bigIds);
  });

  it("reads a hand-typed page leniently", async () => {
    for (const page of ["0", "-1", "abc", "1.5e3", ""]) {
      const data = await shop(`?category=${big._id}&page=${page}`);
      expect(data.products.length, page).toBe(SHOP_PAGE_SIZE);
    }
    expect((await shop(`?category=${big._id}&page=99999`)).query.page).toBe(SHOP_MAX_PAGE);
  });

  it("never carries more than one page of the whole shop however many products there are", async () => {
    const all = await shop("");
    expect(all.products).toHaveLength(SHOP_PAGE_SIZE);
    expect(all.total).toBeGreaterThanOrEqual(bigIds.length + 2);
  });

  it("searches within the category when both are asked for, and counts only those", async () => {
    const inSweets = await shop(`?category=${small._id}&q=sesame`);
    expect(idsOf(inSweets)).toEqual([ids.laddu]);
    expect(inSweets.total).toBe(1);
    const inOils = await shop(`?category=${big._id}&q=sesame`);
    expect(idsOf(inOils)).toEqual([ids.bigSesame]);
    const everywhere = await shop("?q=sesame");
    expect(idsOf(everywhere)).toEqual(expect.arrayContaining([ids.laddu, ids.bigSesame]));
    expect(everywhere.total).toBe(everywhere.products.length);
    // An unknown category shows nothing, and says so by its count.
    expect(await shop("?category=no-such-category")).toMatchObject({ products: [], total: 0 });
  });

  it("pages a search too", async () => {
    // ("listing oil" everywhere would also find the jaggery: its category is "Listing …", and "boiled" holds "oil".)
    const first = await shop(`?q=listing+oil&category=${big._id}`);
    expect(first.total).toBe(bigIds.length);
    expect(first.products).toHaveLength(SHOP_PAGE_SIZE);
    const both = await shop(`?q=listing+oil&category=${big._id}&page=2`);
    expect(both.products).toHaveLength(bigIds.length);
    expect(idsOf(both).slice(0, SHOP_PAGE_SIZE)).toEqual(idsOf(first));
    expect(new Set(idsOf(both)).size).toBe(bigIds.length);
  });

  it("never shows a deleted product, whatever is asked", async () => {
    for (const search of ["", `?category=${big._id}&page=2`, "?q=vanished", "?q=listing+oil&page=5", `?category=${big._id}&q=sesame`]) {
      expect(idsOf(await shop(search)), search).not.toContain(ids.deleted);
    }
    expect(await shop("?q=vanished")).toMatchObject({ products: [], total: 0 });
  });

  it("treats a one-letter search as part of a name, not as nothing", async () => {
    const data = await shop(`?category=${small._id}&q=j`);
    expect(idsOf(data)).toEqual(expect.arrayContaining([ids.jaggery, ids.laddu]));
  });

  it("answers Telugu cards on /te/shop and finds a product by its Telugu name and its transliteration", async () => {
    for (const q of ["తాటి బెల్లం", "bellam", "jaggery"]) {
      const data = await shop(`?category=${small._id}&q=${encodeURIComponent(q)}`, "te");
      expect(idsOf(data)[0], q).toBe(ids.jaggery);
      expect(data.products[0].name, q).toBe("తాటి బెల్లం ముక్కలు");
    }
    expect((await shop(`?category=${small._id}&q=jaggery`)).products.find((product) => product._id === ids.jaggery)?.name).toBe("Palm Jaggery Cubes");
  });

  it("reads D1 once for a view of the shop, the count included", async () => {
    let statements = 0;
    const counting = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare") return (query: string) => ((statements += 1), target.prepare(query));
        if (property === "batch") return (list: D1PreparedStatement[]) => ((statements += list.length), target.batch(list));
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const listing = await listShopPage({ db: createDb(counting) }, null, { q: "sesame", categoryId: big._id, page: 1 });
    expect(listing.records.map((record) => record.id)).toEqual([ids.bigSesame]);
    expect(listing.records[0].packs.length).toBeGreaterThan(0);
    expect(listing.total).toBe(1);
    expect(statements).toBe(1);
  });
});

describe("/shop/suggestions", () => {
  async function suggestions(path: string) {
    const response = await callPage(path);
    expect(response.status, response.text).toBe(200);
    const body = response.body.loaderData?.["routes/shop-suggestions"] ?? response.body;
    return body.suggestions as string[];
  }

  it("answers a few live product names for what is typed, names starting with it first", async () => {
    const found = await suggestions("/shop/suggestions?q=sesame");
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found[0]).toBe("Sesame Laddu");
    expect(found).toContain("Listing Sesame Oil");
    expect(await suggestions("/shop/suggestions?q=vanished")).toEqual([]);
  });

  it("answers Telugu names on /te/shop/suggestions, and nothing for a blank or missing text", async () => {
    expect(await suggestions(`/te/shop/suggestions?q=${encodeURIComponent("తాటి")}`)).toContain("తాటి బెల్లం ముక్కలు");
    expect(await suggestions("/shop/suggestions?q=%20%20")).toEqual([]);
    expect(await suggestions("/shop/suggestions")).toEqual([]);
    expect(Array.isArray(await suggestions(`/shop/suggestions?q=${"a".repeat(500)}`))).toBe(true);
  });
});
