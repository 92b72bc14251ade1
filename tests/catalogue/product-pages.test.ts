/**
 * Issue 15 (A): product and article pages. Slugs are unique, survive renames and every old address (an earlier
 * slug, the product's id) answers 301 to the current page; unknown addresses are 404s. The pages' structured
 * data parses and names one Offer per pack; the sitemap lists every product page, category view and article.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../worker/domains/accounts/shared/user";
import { slugify } from "../../worker/domains/catalogue/shared/slug";
import { meta as articleMeta } from "../../app/routes/blob";
import migration0008 from "../../migrations/0008_product_pages_and_declarations.sql?raw";
import { meta as productMeta } from "../../app/routes/product";
import type { ServiceContext } from "../../worker/http/context";
import { changeProductSlug } from "../../worker/domains/catalogue/slugs";
import { call, env, ORIGIN, testDb } from "../helpers/api";
import { addBlob, addCategory, addProduct, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

let admin: Account;
let categoryId: string;

beforeAll(async () => {
  admin = await createAdmin();
  categoryId = (await addCategory(admin))._id;
}, 120_000);

function serviceContext(): ServiceContext {
  return {
    db: testDb(),
    env: env as unknown as ServiceContext["env"],
    ip: "local",
    origin: ORIGIN,
    requestOrigin: ORIGIN,
    waitUntil: () => undefined,
    lang: "en" as const,
  };
}

const adminPrincipal = (): Principal => ({ id: admin.user._id, role: "admin", emailAddress: admin.email, name: admin.user.name });

const sku = () => uniqueName("SKU").replace(/\W/g, "").toUpperCase();

/** An oil in three packs: 500 ml in stock, 1 L uncounted (in stock), 5 L sold out. */
async function addOil(name: string, category = categoryId) {
  const { mrp: _mrp, salePrice: _salePrice, ...body } = productBody(category, { name });
  const packs = [
    { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 240, salePrice: 225, sku: sku(), stock: 4, weightGrams: 520 },
    { label: "1 L", netQuantity: 1, unit: "l", mrp: 450, salePrice: 420, sku: sku(), stock: null, weightGrams: 1000 },
    { label: "5 L", netQuantity: 5, unit: "l", mrp: 2160, salePrice: 1930, sku: sku(), stock: 0, weightGrams: 4800 },
  ];
  const response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: packs } });
  expect(response.status, response.text).toBe(201);
  return response.body.product;
}

const productPageData = (response: Awaited<ReturnType<typeof callPage>>) => response.body.loaderData["routes/product"];
const rootMatch = [{ loaderData: { origin: ORIGIN } }];

/** The JSON-LD blocks of a page's meta, parsed back from the text React Router would write into the page. */
function jsonLdOf(descriptors: unknown[]): Record<string, any>[] {
  return descriptors.flatMap((descriptor) => {
    const block = (descriptor as Record<string, unknown>)["script:ld+json"];
    return block ? [JSON.parse(JSON.stringify(block)) as Record<string, any>] : [];
  });
}

/** Migration 0008's slug expression for existing rows, run by D1 itself on one name. */
async function migrationSlug(name: string): Promise<string> {
  const expression = /UPDATE products SET slug = (.*) WHERE true;/.exec(migration0008)![1]!.replace("trim(name)", "trim(?)");
  const row = await env.DB.prepare(`SELECT ${expression} AS slug`).bind(name).first<{ slug: string }>();
  return row!.slug;
}

describe("product slugs", () => {
  it("are made by the app as migration 0008 made them for existing products", async () => {
    const names = ["Groundnut Oil", "Sesame & Jaggery Laddu (Small)", "Kodo Millet, 1 kg", "Grandma's  Mixture", "A/B: Test.", " Palm Jaggery "];
    for (const name of names) expect(slugify(name), name).toBe(await migrationSlug(name));
  });

  it("are made from the name on add, and a second product of the same name gets a different one", async () => {
    const name = `Sesame & Jaggery Laddu (Small) ${Date.now()}`;
    const first = await addProduct(admin, categoryId, { name });
    const second = await addProduct(admin, categoryId, { name });
    expect(first.slug).toMatch(/^sesame-and-jaggery-laddu-small-\d+$/);
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug.startsWith(`${first.slug}-`)).toBe(true);
    const history = await testDb().query.productSlugs.findMany();
    expect(history.filter((row) => row.productId === first._id).map((row) => row.slug)).toEqual([first.slug]);
    expect(history.filter((row) => row.productId === second._id).map((row) => row.slug)).toEqual([second.slug]);
  });

  it("stay the same when the product is renamed", async () => {
    const product = await addProduct(admin, categoryId, { name: uniqueName("Groundnut Oil") });
    const renamed = await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      json: { ...productBody(categoryId, { name: uniqueName("Peanut Oil") }) },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.product.name).not.toBe(product.name);
    expect(renamed.body.product.slug).toBe(product.slug);
    const page = await callPage(`/products/${product.slug}`);
    expect(page.status).toBe(200);
    expect(productPageData(page).product.name).toBe(renamed.body.product.name);
  });

  it("are part of every product the API lists", async () => {
    const product = await addProduct(admin, categoryId);
    const list = await call("/api/admin/product/all");
    expect(list.body.products.find((listed: { _id: string }) => listed._id === product._id).slug).toBe(product.slug);
  });
});

describe("GET /products/{address}", () => {
  it("renders the product page by its slug, with the packs and products of the same category", async () => {
    // A category of its own: the page suggests only a few products of the same category.
    const oils = (await addCategory(admin))._id;
    const oil = await addOil(uniqueName("Coconut Oil"), oils);
    const other = await addProduct(admin, oils);
    const elsewhere = await addProduct(admin, categoryId);
    const page = await callPage(`/products/${oil.slug}`);
    expect(page.status, page.text.slice(0, 300)).toBe(200);
    const data = productPageData(page);
    expect(data.product._id).toBe(oil._id);
    expect(data.product.variants.map((pack: { label: string }) => pack.label)).toEqual(["500 ml", "1 L", "5 L"]);
    expect(data.url).toBe(`${ORIGIN}/products/${oil.slug}`);
    expect(data.related.map((product: { _id: string }) => product._id)).toEqual([other._id]);
    expect(data.related.map((product: { _id: string }) => product._id)).not.toContain(elsewhere._id);
  });

  it("answers 301 to the current slug for the product's id (old links) and for an earlier slug", async () => {
    const product = await addProduct(admin, categoryId, { name: uniqueName("Kodo Millet") });
    const byId = await callPage(`/products/${product._id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("Location")).toBe(`/products/${product.slug}`);

    const newSlug = await changeProductSlug(serviceContext(), adminPrincipal(), product._id, uniqueName("kodo millet rice"));
    const old = await callPage(`/products/${product.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(`/products/${newSlug}`);
    const byIdAgain = await callPage(`/products/${product._id}`);
    expect(byIdAgain.headers.get("Location")).toBe(`/products/${newSlug}`);
    expect((await callPage(`/products/${newSlug}`)).status).toBe(200);
  });

  it("keeps an old slug its product's: another product cannot take it", async () => {
    const first = await addProduct(admin, categoryId, { name: uniqueName("Foxtail Millet") });
    const firstOld = first.slug;
    await changeProductSlug(serviceContext(), adminPrincipal(), first._id, `${firstOld}-new`);
    const second = await addProduct(admin, categoryId);
    await expect(changeProductSlug(serviceContext(), adminPrincipal(), second._id, firstOld)).rejects.toMatchObject({ status: 409 });
    const sameName = await addProduct(admin, categoryId, { name: first.name });
    expect(sameName.slug).not.toBe(firstOld);
  });

  it("is the 404 page for an unknown address and for a deleted product", async () => {
    const unknown = await callPage("/products/no-such-product");
    expect(unknown.status).toBe(404);
    expect(productPageData(unknown)).toEqual({ found: false });

    const product = await addProduct(admin, categoryId);
    const deleted = await call(`/api/admin/product/delete/${product._id}`, { method: "DELETE", token: admin.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await callPage(`/products/${product.slug}`)).status).toBe(404);
    expect((await callPage(`/products/${product._id}`)).status).toBe(404);
  });
});

describe("product page structured data", () => {
  it("has a Product with one Offer per pack (price, INR, availability, sku, url) and a BreadcrumbList", async () => {
    const oil = await addOil(uniqueName("Sesame Oil"));
    const data = productPageData(await callPage(`/products/${oil.slug}`));
    const blocks = jsonLdOf(productMeta({ loaderData: data, matches: rootMatch } as never) as unknown[]);
    const product = blocks.find((block) => block["@type"] === "Product")!;
    const url = `${ORIGIN}/products/${oil.slug}`;
    expect(product["@context"]).toBe("https://schema.org");
    expect(product.name).toBe(oil.name);
    expect(product.url).toBe(url);
    expect(product.offers).toEqual(
      oil.variants.map((pack: { sku: string; salePrice: number; label: string }, index: number) => ({
        "@type": "Offer",
        name: pack.label,
        sku: pack.sku,
        price: pack.salePrice.toFixed(2),
        priceCurrency: "INR",
        availability: index === 2 ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
        url,
      })),
    );
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
    expect(breadcrumb.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/shop`,
      `${ORIGIN}/shop?category=${encodeURIComponent(categoryId)}`,
      url,
    ]);
    const canonical = (productMeta({ loaderData: data, matches: rootMatch } as never) as Record<string, string>[]).find((tag) => tag.rel === "canonical");
    expect(canonical?.href).toBe(url);
  });
});

describe("article pages", () => {
  it("give a new article a slug from its title, kept when the title changes, and answer /blobs/{slug}", async () => {
    const title = uniqueName("Why Wood-Pressed?");
    const blob = await addBlob(admin, categoryId, { title });
    expect(blob.slug).toMatch(/^why-wood-pressed-[a-z0-9]+$/);
    const twin = await addBlob(admin, categoryId, { title });
    expect(twin.slug).not.toBe(blob.slug);

    const edited = await call(`/api/admin/blob/blobs/${blob._id}`, {
      method: "PUT",
      token: admin.token,
      json: { categoryId, title: uniqueName("Another title"), images: [], content: [{ heading: "Heat", paragraph: "Slow and cool." }] },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.slug).toBe(blob.slug);

    const page = await callPage(`/blobs/${blob.slug}`);
    expect(page.status).toBe(200);
    const data = page.body.loaderData["routes/blob"];
    expect(data.blob._id).toBe(blob._id);
    const byId = await callPage(`/blobs/${blob._id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("Location")).toBe(`/blobs/${blob.slug}`);
    expect((await callPage("/blobs/no-such-article")).status).toBe(404);

    const blocks = jsonLdOf(articleMeta({ loaderData: data, matches: rootMatch } as never) as unknown[]);
    const article = blocks.find((block) => block["@type"] === "Article")!;
    expect(article.headline).toBe(edited.body.title);
    expect(article.mainEntityOfPage).toBe(`${ORIGIN}/blobs/${blob.slug}`);
    expect(article.datePublished).toBe(blob.createdAt);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every live product page with lastmod, every shop category view and every article page", async () => {
    const product = await addProduct(admin, categoryId);
    const gone = await addProduct(admin, categoryId);
    await call(`/api/admin/product/delete/${gone._id}`, { method: "DELETE", token: admin.token });
    const blob = await addBlob(admin, categoryId);
    const sitemap = await callPage("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const fresh = (await call("/api/admin/product/all")).body.products.find((listed: { _id: string }) => listed._id === product._id);
    expect(sitemap.text).toContain(`<url><loc>${ORIGIN}/products/${product.slug}</loc><lastmod>${fresh.updatedAt}</lastmod>`);
    expect(sitemap.text).not.toContain(`/products/${gone.slug}<`);
    expect(sitemap.text).toContain(`<loc>${ORIGIN}/shop?category=${categoryId}</loc>`);
    expect(sitemap.text).toContain(`<loc>${ORIGIN}/blobs/${blob.slug}</loc><lastmod>${blob.updatedAt}</lastmod>`);
  });
});

describe("links to the pages", () => {
  it("the home's collections lead to the shop filtered to their category; its featured products carry their slugs", async () => {
    const millets = await addCategory(admin, "Millets");
    const home = await callPage("/");
    expect(home.status).toBe(200);
    const data = home.body.loaderData["routes/home"];
    expect(data.collectionPaths.Millets).toBe(`/shop?category=${encodeURIComponent(millets._id)}`);
    // No "Healthy Snacks" category in this file's shop: the link falls back to the whole shop.
    expect(data.collectionPaths["Healthy Snacks"]).toBe("/shop");
    for (const product of data.featured) expect(product.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("the shop's products and their linked articles carry the slugs their cards link to", async () => {
    const blob = await addBlob(admin, categoryId);
    const product = await addProduct(admin, categoryId, { blobId: blob._id });
    // The shop carries one page of cards (issue 31): this product's own search finds its card whatever the page.
    const shop = await callPage(`/shop?q=${encodeURIComponent(product.name)}`);
    const listed = shop.body.loaderData["routes/shop"].products.find((shown: { _id: string }) => shown._id === product._id);
    expect(listed.slug).toBe(product.slug);
    expect(listed.blob).toEqual({ _id: blob._id, title: blob.title, slug: blob.slug });
  });
});
