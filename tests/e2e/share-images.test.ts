/**
 * Link previews against the built site: every public page's `og:image` is fetched the way WhatsApp's or
 * Facebook's preview fetcher would (plain HTTP, no browser), and must be a raster image (its content type and its
 * magic bytes agree: JPEG, PNG or WebP) at least 600 px wide, with the size the page's tags announce, in English and
 * in Telugu. Each seeded product's generated share picture (public/demo/share/) is checked the same way.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { imageSize } from "image-size";
import { BASE_URL } from "./helpers.ts";

const ENGLISH_PAGES = ["/", "/shop", "/blobs", "/promotions", "/commonqueries", "/protocols", "/aichat"];
/** The Telugu twins (issue 30) are shared as much as the English pages. */
const PUBLIC_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((path) => (path === "/" ? "/te" : `/te${path}`))];
const MIN_WIDTH = 600;

const MAGIC: Record<string, (bytes: Uint8Array) => boolean> = {
  "image/jpeg": (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  "image/png": (bytes) => Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/webp": (bytes) => Buffer.from(bytes.subarray(0, 4)).toString("latin1") === "RIFF" && Buffer.from(bytes.subarray(8, 12)).toString("latin1") === "WEBP",
};

const decodeAttribute = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** The content of `<meta property="…" content="…">` in a page's HTML (React writes property before content). */
function metaContent(html: string, property: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*property="${property.replaceAll(":", "\\:")}"[^>]*>`))?.[0];
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content === undefined ? undefined : decodeAttribute(content);
}

/** Fetches an image and checks it is one a link preview shows; answers its width. */
async function assertPreviewable(url: string): Promise<number> {
  const response = await fetch(url);
  assert.equal(response.status, 200, `${url}: HTTP ${response.status}`);
  const type = (response.headers.get("Content-Type") ?? "").split(";")[0]!.trim();
  assert.ok(type in MAGIC, `${url}: served as ${type}, not JPEG, PNG or WebP`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  assert.ok(MAGIC[type]!(bytes), `${url}: the bytes are not ${type}`);
  const size = imageSize(bytes);
  assert.ok(size.width >= MIN_WIDTH, `${url}: ${size.width} px wide, under ${MIN_WIDTH}`);
  return size.width;
}

describe("link previews show a raster picture on every public page", { timeout: 120_000 }, () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: og:image is an absolute URL to a raster image at least ${MIN_WIDTH} px wide`, async () => {
      const response = await fetch(`${BASE_URL}${path}`);
      assert.equal(response.status, 200);
      const html = await response.text();
      const image = metaContent(html, "og:image");
      assert.ok(image, `${path} has no og:image`);
      assert.match(image, /^https?:\/\/[^/]+\/.+\.(png|jpe?g|webp)$/);
      const width = await assertPreviewable(image);
      assert.equal(metaContent(html, "og:image:width"), String(width), `${path}: og:image:width is not the image's width`);
      assert.ok(metaContent(html, "og:image:alt"), `${path} has no og:image:alt`);
    });
  }

  test("every seeded product's generated share picture is served and previewable", async () => {
    const response = await fetch(`${BASE_URL}/api/admin/product/all`);
    assert.equal(response.status, 200);
    const { products } = (await response.json()) as { products: { name: string; images: string[] }[] };
    // worker/shared/share-image.ts maps a seeded first picture /demo/products/<key>-<n>.webp to /demo/share/<key>.jpg.
    const keys = products.flatMap((product) => new URL(product.images[0] ?? "", BASE_URL).pathname.match(/^\/demo\/products\/([a-z0-9-]+)-\d+\.webp$/)?.[1] ?? []);
    assert.ok(keys.length >= 10, `only ${keys.length} seeded products found`);
    for (const key of keys) await assertPreviewable(`${BASE_URL}/demo/share/${key}.jpg`);
  });
});
