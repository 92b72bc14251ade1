/**
 * Link previews: every public page names a raster `og:image` (JPEG, PNG or WebP, at least 600 px wide, absolute
 * URL) with its size, type and alt text, because WhatsApp and Facebook show no SVG and drop small pictures. The
 * pages' real loaders run through React Router's request handler (tests/helpers/pages.ts) and their real `meta`
 * functions are called with what the loaders answered. Also: which picture a product's preview uses.
 * tests/e2e/share-images.test.ts fetches the built site's pages and the images themselves.
 */
import type { MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHARE_IMAGE, DEFAULT_SHARE_IMAGE_ALT_TE, MIN_SHARE_IMAGE_WIDTH, demoShareImage, shareImageFor, type ShareImage } from "../../worker/shared/share-image";
import { seedProducts } from "../../db/seed-data";
import { productShareImage } from "../../worker/domains/catalogue/share-images";
import { env, ORIGIN } from "../helpers/api";
import { addBlob, addCategory, addProduct, upload } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";
import { gifWithFrame, jpegHeader, pngHeader, webpExtended } from "../helpers/images";
import { callPage, PAGE_ROUTES, type PageRoute } from "../helpers/pages";

/** Every public page a visitor may share, by route id, with a concrete URL. */
/** A product's and an article's page address, known once the suite has made them (beforeAll below). */
const made = { productSlug: "", blobSlug: "" };

const SHAREABLE_PAGES: Record<string, () => string> = {
  "routes/home": () => "/",
  "routes/shop": () => "/shop",
  "routes/blobs": () => "/blobs",
  "routes/promotions": () => "/promotions",
  "routes/commonqueries": () => "/commonqueries",
  "routes/protocols": () => "/protocols",
  "routes/aichat": () => "/aichat",
  "routes/support": () => "/support",
  "routes/product": () => `/products/${made.productSlug}`,
  "routes/blob": () => `/blobs/${made.blobSlug}`,
  "routes/policy": () => "/policies/returns",
  "routes/contact": () => "/contact",
};

/**
 * Pages with a `meta` but no Open Graph tags: sign-in forms, the signed-in customer's own pages and the admin.
 * Nobody shares them (robots.txt keeps most of them out of search too).
 */
const NOT_SHARED = new Set([
  "routes/login",
  "routes/forgot-password",
  "routes/profile",
  "routes/delete-account",
  "routes/checkout",
  "routes/my-orders",
  "routes/my-order",
  "routes/verify-email",
  "routes/consent",
  "routes/profile-messages",
  "routes/account-deleted",
  // Issue 32: a COD order's signed confirmation link, sent to one customer.
  "routes/confirm-order",
]);

const isAdmin = (route: PageRoute) => route.pattern.startsWith("/admin");

/** The route and its layouts, root first, as React Router hands them to `meta` in `matches`. */
function chainOf(route: PageRoute): string[] {
  const chain = [route.id];
  for (let parent = route.parentId; parent !== "root"; ) {
    chain.unshift(parent);
    parent = PAGE_ROUTES.find((candidate) => candidate.id === parent)!.parentId;
  }
  return ["root", ...chain];
}

/** The page's meta tags as its `meta` function makes them from what the loaders answered for `path`. */
async function metaOf(route: PageRoute, path: string): Promise<MetaDescriptor[]> {
  const response = await callPage(path);
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  const loaderData = response.body.loaderData as Record<string, unknown>;
  const matches = chainOf(route).map((id) => ({ id, loaderData: loaderData[id], data: loaderData[id], params: {} }));
  const meta = route.module.meta as (args: unknown) => MetaDescriptor[];
  return meta({ matches, loaderData: loaderData[route.id], data: loaderData[route.id], location: new URL(`${ORIGIN}${path}`), params: {} });
}

const property = (tags: MetaDescriptor[], name: string) =>
  tags.find((tag) => (tag as { property?: string }).property === name || (tag as { name?: string }).name === name) as
    | { content: string }
    | undefined;

describe("every public page's og:image is a raster picture a link preview shows", () => {
  let admin: Account;
  beforeAll(async () => {
    // A product with a small seeded picture: the shop once offered that 480 px WebP as the shop's preview.
    admin = await createAdmin();
    const category = await addCategory(admin);
    const product = await addProduct(admin, category._id, { images: ["/demo/products/groundnut-oil-1.webp"] });
    made.productSlug = product.slug;
    made.blobSlug = (await addBlob(admin, category._id)).slug;
  });

  it("lists every page with a meta function: shareable or knowingly without Open Graph tags", () => {
    const withMeta = PAGE_ROUTES.filter((route) => typeof route.module.meta === "function" && !isAdmin(route)).map((route) => route.id);
    const unlisted = withMeta.filter((id) => !(id in SHAREABLE_PAGES) && !NOT_SHARED.has(id));
    expect(unlisted, "add the new page to SHAREABLE_PAGES (with a URL) or to NOT_SHARED").toEqual([]);
  });

  it.each(Object.entries(SHAREABLE_PAGES))("%s", async (id, pathOf) => {
    const path = pathOf();
    const route = PAGE_ROUTES.find((candidate) => candidate.id === id)!;
    const tags = await metaOf(route, path);
    const image = property(tags, "og:image")?.content ?? "";
    expect(image).toMatch(/^https?:\/\/[^/]+\/.+\.(png|jpe?g|webp)$/);
    expect(image.startsWith(`${ORIGIN}/`), image).toBe(true);
    expect(["image/jpeg", "image/png", "image/webp"]).toContain(property(tags, "og:image:type")?.content);
    expect(Number(property(tags, "og:image:width")?.content)).toBeGreaterThanOrEqual(MIN_SHARE_IMAGE_WIDTH);
    expect(Number(property(tags, "og:image:height")?.content)).toBeGreaterThan(0);
    expect(property(tags, "og:image:alt")?.content).toBeTruthy();
  }, 30_000);

  it("describes the shop's default picture in Telugu on a Telugu page", async () => {
    const route = PAGE_ROUTES.find((candidate) => candidate.id === "routes/commonqueries")!;
    expect(property(await metaOf(route, "/te/commonqueries"), "og:image:alt")?.content).toBe(DEFAULT_SHARE_IMAGE_ALT_TE);
    expect(property(await metaOf(route, "/commonqueries"), "og:image:alt")?.content).toBe(DEFAULT_SHARE_IMAGE.alt);
  }, 30_000);
});

describe("shareImageFor: the picture a product page's preview shows", () => {
  const name = "Wood-Pressed Groundnut Oil";

  it("a seeded product: its generated 1200x630 JPEG, absolute on the public origin", () => {
    expect(shareImageFor({ name, images: [`${ORIGIN}/demo/products/groundnut-oil-1.webp`] }, ORIGIN)).toEqual({
      url: `${ORIGIN}/demo/share/groundnut-oil.jpg`,
      width: 1200,
      height: 630,
      type: "image/jpeg",
      alt: name,
    });
    expect(shareImageFor({ name, images: ["/demo/products/sesame-oil-2.webp"] }, ORIGIN).url).toBe(`${ORIGIN}/demo/share/sesame-oil.jpg`);
  });

  it("every seeded product has a share image name the generator writes (public/demo/share/<key>.jpg)", () => {
    for (const product of seedProducts) {
      expect(demoShareImage(`/demo/products/${product.key}-1.webp`, ORIGIN, product.name)?.url).toBe(`/demo/share/${product.key}.jpg`);
    }
  });

  it("the server's pick for an uploaded first picture wins", () => {
    const uploaded: ShareImage = { url: "/images/abc.jpg", width: 1600, height: 1200, type: "image/jpeg", alt: name };
    expect(shareImageFor({ name, images: ["/images/abc.jpg"], shareImage: uploaded }, ORIGIN)).toEqual({ ...uploaded, url: `${ORIGIN}/images/abc.jpg` });
  });

  it.each([
    ["no pictures", []],
    ["a picture on another site", ["https://cdn.example.com/demo/products/groundnut-oil-1.webp"]],
    ["an upload the server did not pick (small, GIF or AVIF)", ["/images/01jabcdefghjkmnpqrstvwxyz0.gif"]],
    ["an SVG", ["/logo.svg"]],
  ])("the shop's default picture for %s", (_label, images) => {
    expect(shareImageFor({ name, images }, ORIGIN)).toEqual({ ...DEFAULT_SHARE_IMAGE, url: `${ORIGIN}${DEFAULT_SHARE_IMAGE.url}` });
  });
});

describe("an upload's size is recorded, and decides whether it can be the preview", () => {
  let admin: Account;
  const ctx = { env, origin: ORIGIN, requestOrigin: ORIGIN };
  beforeAll(async () => {
    admin = await createAdmin();
  });

  async function uploaded(data: Uint8Array<ArrayBuffer>, fileName: string, type: string) {
    const response = await upload(admin.token, data, fileName, type);
    expect(response.status, response.text).toBe(201);
    return response.body as { secure_url: string; key: string };
  }

  it("records width and height in R2 with the upload", async () => {
    const image = await uploaded(pngHeader(1200, 800), "wide.png", "image/png");
    const object = await env.IMAGES.head(image.key);
    expect(object?.customMetadata).toEqual({ width: "1200", height: "800" });
  });

  it.each([
    ["a 1200x800 PNG", pngHeader(1200, 800), "image/png", { width: 1200, height: 800 }],
    ["a 600 px wide JPEG", jpegHeader(600, 300), "image/jpeg", { width: 600, height: 300 }],
    ["a 1000 px wide WebP", webpExtended(1000, 1000), "image/webp", { width: 1000, height: 1000 }],
  ] as const)("%s is its own preview", async (_label, data, type, size) => {
    const image = await uploaded(data, "photo", type);
    const picked = await productShareImage(ctx, { name: "Kodo Millet", images: [image.secure_url, "/demo/products/kodo-millet-1.webp"] });
    expect(picked).toEqual({ url: `/images/${image.key}`, ...size, type, alt: "Kodo Millet" });
    expect(shareImageFor({ name: "Kodo Millet", images: [image.secure_url], shareImage: picked }, ORIGIN).url).toBe(image.secure_url);
  });

  it.each([
    ["a 599 px wide PNG", pngHeader(599, 900), "image/png"],
    ["a wide GIF (previews may show only its first frame, or nothing)", gifWithFrame({ width: 1200, height: 630 }, { left: 0, top: 0, width: 1200, height: 630 }), "image/gif"],
  ] as const)("%s is not: the page falls back", async (_label, data, type) => {
    const image = await uploaded(data, "photo", type);
    expect(await productShareImage(ctx, { name: "Kodo Millet", images: [image.secure_url] })).toBeNull();
  });

  it("an upload stored before sizes were recorded is not trusted to be wide enough", async () => {
    const image = await uploaded(pngHeader(1200, 800), "wide.png", "image/png");
    await env.IMAGES.put(image.key, pngHeader(1200, 800), { httpMetadata: { contentType: "image/png" } });
    expect(await productShareImage(ctx, { name: "Old", images: [image.secure_url] })).toBeNull();
  });

  it("only the first picture counts, and only our own uploads are looked up", async () => {
    const wide = await uploaded(pngHeader(1200, 800), "wide.png", "image/png");
    expect(await productShareImage(ctx, { name: "P", images: ["https://cdn.example.com/x.jpg", wide.secure_url] })).toBeNull();
    expect(await productShareImage(ctx, { name: "P", images: [] })).toBeNull();
  });
});
