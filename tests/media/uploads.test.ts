/**
 * POST /api/upload (API.md section 0 "Uploads"), GET /images/:key, and the rule that deleting or replacing what
 * shows an image removes the R2 object once nothing uses it any more.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "../../worker/domains/orders/tables";
import { newId } from "../../worker/lib/ids";
import { call, env, testDb } from "../helpers/api";
import {
  PNG_1X1,
  addBlob,
  addCategory,
  addProduct,
  blobBody,
  imagePath,
  productBody,
  r2Has,
  upload,
  uploadPng,
} from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import {
  REAL_20X10,
  SOF,
  avifHeader,
  gifWithFrame,
  jpegHeader,
  pngHeader,
  strayFrameHeader,
  webpExtended,
  webpLossless,
  webpLossy,
} from "../helpers/images";
import { UNREADABLE_DIMENSIONS_MESSAGE } from "../../worker/domains/media/images";

let admin: Account;
let customer: Account;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
});

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : part)));

/** A JPEG that is all header and no frame: it never says how large it is. */
const JPEG_WITHOUT_FRAME = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const GIF = bytes("GIF89a", [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]);
const WEBP = bytes("RIFF", [0x1a, 0x00, 0x00, 0x00], "WEBP", "VP8L", [0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]);
/** An AVIF with its file-type box and nothing else: no image properties, so no size. */
const AVIF_WITHOUT_PROPERTIES = bytes([0x00, 0x00, 0x00, 0x1c], "ftyp", "avif", [0x00, 0x00, 0x00, 0x00], "avif", "mif1", "miaf", [0x00, 0x00, 0x00, 0x08], "free");

/** A 1x1 PNG header padded with zeros to exactly `size` bytes. */
function pngOfSize(size: number) {
  const data = new Uint8Array(size);
  data.set(pngHeader(1, 1));
  return data;
}

async function objectCount() {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.IMAGES.list({ cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

describe("POST /api/upload", () => {
  it.each([
    ["a real 1x1 PNG", PNG_1X1, "pixel.png", "image/png", "png"],
    ["a baseline JPEG with EXIF", REAL_20X10.jpegBaseline, "photo.jpg", "image/jpeg", "jpg"],
    ["a progressive JPEG", REAL_20X10.jpegProgressive, "photo.jpg", "image/jpeg", "jpg"],
    ["a GIF", GIF, "anim.gif", "image/gif", "gif"],
    ["a lossless WebP", WEBP, "modern.webp", "image/webp", "webp"],
    ["a lossy WebP", REAL_20X10.webpLossy, "modern.webp", "image/webp", "webp"],
    ["an extended WebP", REAL_20X10.webpExtended, "modern.webp", "image/webp", "webp"],
    ["an AVIF", REAL_20X10.avif, "modern.avif", "image/avif", "avif"],
  ] as const)("accepts %s: 201 { secure_url, key } with an absolute URL served by this Worker", async (_label, data, name, type, ext) => {
    const response = await upload(admin.token, data, name, type);
    expect(response.status, response.text).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(["key", "secure_url"]);
    const { key, secure_url: url } = response.body;
    expect(key).toMatch(new RegExp(`^[0-9a-z]{26}\\.${ext}$`));
    expect(url).toBe(`https://shop.test/images/${key}`);

    const stored = await env.IMAGES.get(key);
    expect(stored).not.toBeNull();
    expect(stored?.httpMetadata?.contentType).toBe(type);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(data);
  });

  it("decides by the bytes: a PNG named picture.txt sent as text/plain is accepted as a PNG", async () => {
    const response = await upload(admin.token, PNG_1X1, "picture.txt", "text/plain");
    expect(response.status).toBe(201);
    expect(response.body.key).toMatch(/\.png$/);
    const served = await call(imagePath(response.body.secure_url));
    expect(served.headers.get("Content-Type")).toBe("image/png");
  });

  it.each([
    ["an HTML page named evil.png", bytes("<!doctype html><script>alert(1)</script>"), "evil.png", "image/png"],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", "image/svg+xml"],
    ["plain text", bytes("hello"), "notes.png", "image/png"],
    ["a HEIC (ftyp without an AVIF brand)", bytes([0x00, 0x00, 0x00, 0x18], "ftyp", "heic", [0, 0, 0, 0], "mif1", "heic"), "photo.heic", "image/heic"],
    ["an empty file", new Uint8Array(0), "empty.png", "image/png"],
    ["an animated AVIF (an image sequence, whose track is not size-checked)", bytes([0x00, 0x00, 0x00, 0x1c], "ftyp", "avis", [0, 0, 0, 0], "avis", "avif", "msf1", [0x00, 0x00, 0x00, 0x08], "free"), "movie.avif", "image/avif"],
  ])("refuses %s with 400 and stores nothing", async (_label, data, name, type) => {
    const before = await objectCount();
    const response = await upload(admin.token, data, name, type);
    expect(response.status, response.text).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message.length).toBeGreaterThan(5);
    expect(await objectCount()).toBe(before);
  });

  it("accepts exactly 2 MB and refuses 2 MB + 1 byte with 413", async () => {
    const atLimit = await upload(admin.token, pngOfSize(2 * 1024 * 1024));
    expect(atLimit.status, atLimit.text).toBe(201);

    const before = await objectCount();
    const over = await upload(admin.token, pngOfSize(2 * 1024 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ success: false, message: "Image is larger than 2 MB" });
    const wayOver = await upload(admin.token, pngOfSize(5 * 1024 * 1024));
    expect(wayOver.status).toBe(413);
    expect(wayOver.body.success).toBe(false);
    expect(await objectCount()).toBe(before);
  });

  it("refuses a form without the `file` field, a text `file` field, a broken multipart body and a JSON body with 400", async () => {
    const otherField = new FormData();
    otherField.append("image", new File([PNG_1X1], "pixel.png", { type: "image/png" }));
    const textField = new FormData();
    textField.append("file", "not a file");
    for (const body of [otherField, textField]) {
      const response = await call("/api/upload", { method: "POST", body, token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/field `file`/);
    }
    const broken = await call("/api/upload", {
      method: "POST",
      token: admin.token,
      body: "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\r\nunterminated",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
    });
    expect(broken.status, broken.text).toBe(400);
    expect(broken.body.success).toBe(false);
    const json = await call("/api/upload", { json: { file: "x" }, token: admin.token });
    expect(json.status).toBe(400);
    expect(json.body.success).toBe(false);
  });

  it("needs an admin: 401 anonymous, 403 customer, nothing stored", async () => {
    const before = await objectCount();
    const anonymous = await upload(undefined, PNG_1X1);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const asCustomer = await upload(customer.token, PNG_1X1);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.success).toBe(false);
    expect(await objectCount()).toBe(before);
  });

  it("records the upload in the audit log", async () => {
    const image = await uploadPng(admin);
    const audit = await call("/api/admin/audit", { token: admin.token });
    expect(audit.body.entries[0]).toMatchObject({ entity: "image", action: "upload", entityId: image.key, actorEmail: admin.email });
  });
});

describe("POST /api/upload: pixel size (image bombs)", () => {
  const limitMessage = (width: number, height: number) =>
    `Image is ${width}x${height} pixels; the limit is 8000 px a side and 40 megapixels`;

  async function expectRefused(data: Uint8Array<ArrayBuffer>, name: string, message: string) {
    const before = await objectCount();
    const response = await upload(admin.token, data, name);
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await objectCount()).toBe(before);
  }

  it("refuses the reported 30000x30000 PNG with a 400 that says why, storing nothing", async () => {
    await expectRefused(pngHeader(30_000, 30_000), "bomb.png", "Image is 30000x30000 pixels; the limit is 8000 px a side and 40 megapixels");
  });

  it.each([
    ["a PNG 8001 px wide", pngHeader(8_001, 1), "wide.png", 8_001, 1],
    ["a PNG 8001 px high", pngHeader(1, 8_001), "tall.png", 1, 8_001],
    ["a PNG of 8000x5001 (over 40 megapixels, each side within 8000)", pngHeader(8_000, 5_001), "big.png", 8_000, 5_001],
    ["a baseline JPEG", jpegHeader(30_000, 30_000), "bomb.jpg", 30_000, 30_000],
    ["a progressive JPEG", jpegHeader(20_000, 20_000, SOF.progressive), "bomb.jpg", 20_000, 20_000],
    ["an arithmetic-coded JPEG hiding a small SOF0 in its scan data", jpegHeader(30_000, 30_000, SOF.arithmetic, strayFrameHeader(10, 10)), "bomb.jpg", 30_000, 30_000],
    ["a lossless JPEG", jpegHeader(9_000, 9_000, SOF.lossless), "bomb.jpg", 9_000, 9_000],
    ["an extended WebP (VP8X)", webpExtended(20_000, 20_000), "bomb.webp", 20_000, 20_000],
    ["a lossless WebP (VP8L)", webpLossless(16_384, 16_384), "bomb.webp", 16_384, 16_384],
    ["a lossy WebP (VP8)", webpLossy(16_383, 16_383), "bomb.webp", 16_383, 16_383],
    ["a GIF with a huge logical screen", gifWithFrame({ width: 9_000, height: 9_000 }, { left: 0, top: 0, width: 1, height: 1 }), "bomb.gif", 9_000, 9_000],
    ["a GIF whose frame reaches past a small screen", gifWithFrame({ width: 1, height: 1 }, { left: 0, top: 0, width: 20_000, height: 20_000 }), "bomb.gif", 20_000, 20_000],
    ["an AVIF", avifHeader([{ width: 30_000, height: 30_000 }]), "bomb.avif", 30_000, 30_000],
  ])("refuses %s over the limit with 400 naming its size", async (_label, data, name, width, height) => {
    await expectRefused(data, name, limitMessage(width, height));
  });

  it.each([
    ["8000x5000 (exactly 40 megapixels)", pngHeader(8_000, 5_000)],
    ["8000x1", pngHeader(8_000, 1)],
    ["1x8000", pngHeader(1, 8_000)],
  ])("accepts a PNG of %s, at the limits", async (_label, data) => {
    const response = await upload(admin.token, data, "edge.png");
    expect(response.status, response.text).toBe(201);
  });

  it.each([
    ["a JPEG without a frame header", JPEG_WITHOUT_FRAME, "photo.jpg"],
    ["an AVIF without image properties", AVIF_WITHOUT_PROPERTIES, "photo.avif"],
    ["a PNG signature and nothing else", PNG_1X1.slice(0, 8), "photo.png"],
    ["a JPEG whose frame leaves its height to a later DNL marker", jpegHeader(100, 0), "photo.jpg"],
  ])("refuses %s, whose dimensions cannot be read, with 400 saying so", async (_label, data, name) => {
    await expectRefused(data, name, UNREADABLE_DIMENSIONS_MESSAGE);
  });
});

describe("GET /images/:key", () => {
  it("serves the bytes with the stored type, nosniff and immutable caching", async () => {
    const image = await uploadPng(admin);
    const response = await call(imagePath(image.secure_url));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    // The helper decodes the body as text; the same decoding of the uploaded bytes must match it exactly.
    expect(response.text).toBe(new TextDecoder().decode(PNG_1X1));

    const gif = await upload(admin.token, GIF, "a.gif", "image/gif");
    const servedGif = await call(imagePath(gif.body.secure_url));
    expect(servedGif.headers.get("Content-Type")).toBe("image/gif");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const image = await uploadPng(admin);
    const first = await call(imagePath(image.secure_url));
    const etag = first.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await call(imagePath(image.secure_url), { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });

  it.each(["01aaaaaaaaaaaaaaaaaaaaaaaa.png", "nope", "..%2F..%2Fwrangler.toml"])("answers an unknown key %s with 404 JSON", async (key) => {
    const response = await call(`/images/${key}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(response.body).toEqual({ success: false, message: "Image not found" });
  });
});

describe("R2 objects follow what uses them", () => {
  let category: { _id: string; name: string };
  beforeAll(async () => {
    category = await addCategory(admin);
  });

  const deleteProduct = (id: string) => call(`/api/admin/product/delete/${id}`, { method: "DELETE", token: admin.token });

  it("deleting a product deletes its now-unused image", async () => {
    const image = await uploadPng(admin);
    const product = await addProduct(admin, category._id, { images: [image.secure_url] });
    expect(await r2Has(image.key)).toBe(true);
    expect((await deleteProduct(product._id)).status).toBe(200);
    expect(await r2Has(image.key)).toBe(false);
    expect((await call(imagePath(image.secure_url))).status).toBe(404);
  });

  it("keeps an image used by two products until both are deleted", async () => {
    const image = await uploadPng(admin);
    const first = await addProduct(admin, category._id, { images: [image.secure_url] });
    const second = await addProduct(admin, category._id, { images: [image.secure_url] });
    await deleteProduct(first._id);
    expect(await r2Has(image.key)).toBe(true);
    await deleteProduct(second._id);
    expect(await r2Has(image.key)).toBe(false);
  });

  it("keeps a product image that a banner also shows", async () => {
    const image = await uploadPng(admin);
    const product = await addProduct(admin, category._id, { images: [image.secure_url] });
    await call("/api/admin/banner/banners", { token: admin.token, json: { title: "Shared", banner: image.secure_url } });
    await deleteProduct(product._id);
    expect(await r2Has(image.key)).toBe(true);
  });

  it("keeps the image of a deleted product that a past order still shows", async () => {
    const image = await uploadPng(admin);
    const product = await addProduct(admin, category._id, { images: [image.secure_url] });
    const now = new Date().toISOString();
    const orderId = newId();
    const db = testDb();
    await db.insert(orders).values({
      id: orderId,
      userId: customer.user._id,
      name: "Asha Rani",
      emailAddress: customer.email,
      phoneNumber: "9876543210",
      doorNo: "1",
      street: "Temple Street",
      city: "Guntur",
      pincode: "522002",
      state: "Andhra Pradesh",
      billPaise: 19950,
      createdAt: now,
      updatedAt: now,
    });
    await db.insert(orderItems).values({
      id: newId(),
      orderId,
      productId: product._id,
      variantId: product.variants[0]._id,
      productName: product.name,
      variantLabel: product.variants[0].label,
      images: [image.secure_url],
      quantity: 1,
      unitPricePaise: 19950,
      productBillPaise: 19950,
    });
    await deleteProduct(product._id);
    expect(await r2Has(image.key)).toBe(true);
  });

  it("an update that drops an image from a product deletes it and keeps the others", async () => {
    const dropped = await uploadPng(admin);
    const kept = await uploadPng(admin);
    const product = await addProduct(admin, category._id, { images: [dropped.secure_url, kept.secure_url] });
    const response = await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      json: productBody(category._id, { images: [kept.secure_url] }),
    });
    expect(response.status).toBe(200);
    expect(await r2Has(dropped.key)).toBe(false);
    expect(await r2Has(kept.key)).toBe(true);
  });

  it("replacing a banner's image deletes the old object; deleting the banner deletes the new one", async () => {
    const old = await uploadPng(admin);
    const replacement = await uploadPng(admin);
    const banner = await call("/api/admin/banner/banners", { token: admin.token, json: { title: "Sale", banner: old.secure_url } });
    expect(banner.status).toBe(201);
    const update = await call(`/api/admin/banner/banners/${banner.body._id}`, {
      method: "PUT",
      token: admin.token,
      json: { title: "Sale", banner: replacement.secure_url },
    });
    expect(update.status).toBe(200);
    expect(await r2Has(old.key)).toBe(false);
    expect(await r2Has(replacement.key)).toBe(true);

    await call(`/api/admin/banner/banners/${banner.body._id}`, { method: "DELETE", token: admin.token });
    expect(await r2Has(replacement.key)).toBe(false);
  });

  it("deleting a blob or an image promotion deletes its images", async () => {
    const blobImage = await uploadPng(admin);
    const blob = await addBlob(admin, category._id, { images: [blobImage.secure_url] });
    await call(`/api/admin/blob/blobs/${blob._id}`, { method: "DELETE", token: admin.token });
    expect(await r2Has(blobImage.key)).toBe(false);

    const promoImage = await uploadPng(admin);
    const promotion = await call("/api/promotion", { token: admin.token, json: { type: "image", link: promoImage.secure_url } });
    expect(promotion.status).toBe(201);
    expect(await r2Has(promoImage.key)).toBe(true);
    await call(`/api/promotion/${promotion.body._id}`, { method: "DELETE", token: admin.token, headers: { "Content-Type": "application/json" } });
    expect(await r2Has(promoImage.key)).toBe(false);
  });

  it("a blob update that drops an image deletes it", async () => {
    const dropped = await uploadPng(admin);
    const blob = await addBlob(admin, category._id, { images: [dropped.secure_url] });
    const response = await call(`/api/admin/blob/blobs/${blob._id}`, { method: "PUT", token: admin.token, json: blobBody(category._id, { images: [] }) });
    expect(response.status).toBe(200);
    expect(await r2Has(dropped.key)).toBe(false);
  });

  it("deleting a category deletes the images of its products and blobs", async () => {
    const doomed = await addCategory(admin);
    const productImage = await uploadPng(admin);
    const blobImage = await uploadPng(admin);
    await addProduct(admin, doomed._id, { images: [productImage.secure_url] });
    await addBlob(admin, doomed._id, { images: [blobImage.secure_url] });
    const response = await call(`/api/admin/category/delete/${doomed._id}`, { method: "DELETE", token: admin.token });
    expect(response.status).toBe(200);
    expect(await r2Has(productImage.key)).toBe(false);
    expect(await r2Has(blobImage.key)).toBe(false);
  });
});
