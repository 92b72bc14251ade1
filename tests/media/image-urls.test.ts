/**
 * Image URLs for clients on other origins (issue 12, item 15): answers carry absolute image URLs on one public
 * origin (PUBLIC_ORIGIN, else the request's origin) whatever host the request came through, and what is stored
 * never depends on that host: our own images are stored as root-relative paths, other sites' URLs as sent.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env, ORIGIN } from "../helpers/api";
import { addCategory, PNG_1X1, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";

/** The configured public origin of these tests: a host no request below is sent to. */
const PUBLIC = "https://www.ghani.example";
/** Another host the same Worker answers on (its workers.dev address, say). */
const OTHER_HOST = "https://ghani-shop.example.workers.dev";
const FOREIGN = "https://images.example.net/photos/oil.jpg";

const withPublicOrigin = { env: { PUBLIC_ORIGIN: PUBLIC } };

let admin: Account;
let customer: Account;
let categoryId: string;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
  categoryId = (await addCategory(admin))._id;
});

async function uploadVia(origin: string, publicOrigin?: string) {
  const form = new FormData();
  form.append("file", new File([PNG_1X1], "pixel.png", { type: "image/png" }));
  const response = await call("/api/upload", { method: "POST", body: form, token: admin.token, origin, env: { PUBLIC_ORIGIN: publicOrigin ?? "" } });
  expect(response.status, response.text).toBe(201);
  return response.body as { secure_url: string; key: string };
}

const storedRow = (sql: string, id: string) => env.DB.prepare(sql).bind(id).first<Record<string, string>>();
const storedProductImages = async (id: string) => JSON.parse((await storedRow("select images from products where id = ?", id))!.images) as string[];

async function addProductVia(origin: string, images: string[], options = withPublicOrigin) {
  const response = await call("/api/admin/product/add", { token: admin.token, origin, json: productBody(categoryId, { images }), ...options });
  expect(response.status, response.text).toBe(201);
  return response.body.product;
}

const listedProduct = async (id: string, origin: string, options: { env?: { PUBLIC_ORIGIN: string } } = {}) =>
  (await call("/api/admin/product/all", { origin, ...options })).body.products.find((product: { _id: string }) => product._id === id);

describe("POST /api/upload: secure_url", () => {
  it("is on PUBLIC_ORIGIN whatever host the upload came through", async () => {
    for (const origin of [ORIGIN, OTHER_HOST]) {
      const image = await uploadVia(origin, PUBLIC);
      expect(image.secure_url).toBe(`${PUBLIC}/images/${image.key}`);
    }
  });

  it("is on the request's origin when PUBLIC_ORIGIN is empty", async () => {
    const image = await uploadVia(OTHER_HOST);
    expect(image.secure_url).toBe(`${OTHER_HOST}/images/${image.key}`);
  });

  it("uses only the origin of a PUBLIC_ORIGIN written with a path or a trailing slash", async () => {
    const image = await uploadVia(OTHER_HOST, `${PUBLIC}/shop/`);
    expect(image.secure_url).toBe(`${PUBLIC}/images/${image.key}`);
  });
});

describe("products", () => {
  it("a write of our own absolute URLs (public or request origin) stores paths; foreign URLs are stored as sent", async () => {
    const upload = await uploadVia(OTHER_HOST, PUBLIC);
    const product = await addProductVia(OTHER_HOST, [upload.secure_url, `${OTHER_HOST}/demo/oil.webp`, FOREIGN, "/demo/ghee.webp"]);
    expect(await storedProductImages(product._id)).toEqual([`/images/${upload.key}`, "/demo/oil.webp", FOREIGN, "/demo/ghee.webp"]);
    expect(product.images).toEqual([`${PUBLIC}/images/${upload.key}`, `${PUBLIC}/demo/oil.webp`, FOREIGN, `${PUBLIC}/demo/ghee.webp`]);
  });

  it("another site's /images/ path is not ours: stored and answered as sent", async () => {
    const lookalike = "https://evil.example/images/01aaaaaaaaaaaaaaaaaaaaaaaa.png";
    const product = await addProductVia(ORIGIN, [lookalike]);
    expect(await storedProductImages(product._id)).toEqual([lookalike]);
    expect(product.images).toEqual([lookalike]);
  });

  it("answers the same stored paths on PUBLIC_ORIGIN through any host, and on the request's origin without it", async () => {
    const product = await addProductVia(ORIGIN, ["/demo/millet.webp"]);
    for (const origin of [ORIGIN, OTHER_HOST]) {
      expect((await listedProduct(product._id, origin, withPublicOrigin)).images, origin).toEqual([`${PUBLIC}/demo/millet.webp`]);
      expect((await listedProduct(product._id, origin)).images, origin).toEqual([`${origin}/demo/millet.webp`]);
    }
    const one = await call(`/api/admin/product/${product._id}`, { origin: OTHER_HOST, ...withPublicOrigin });
    expect(one.body.product.images).toEqual([`${PUBLIC}/demo/millet.webp`]);
  });

  it("an update that sends back the absolute URLs it was given stores paths again", async () => {
    const product = await addProductVia(ORIGIN, ["/demo/jaggery.webp"]);
    const response = await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      origin: OTHER_HOST,
      json: productBody(categoryId, { name: product.name, images: product.images }),
      ...withPublicOrigin,
    });
    expect(response.status, response.text).toBe(200);
    expect(await storedProductImages(product._id)).toEqual(["/demo/jaggery.webp"]);
  });

  it("reads absolute URLs stored by earlier uploads as ours when their host is the request's or the public origin", async () => {
    const product = await addProductVia(ORIGIN, ["/demo/placeholder.webp"]);
    const legacy = ["https://shop.test/images/01bbbbbbbbbbbbbbbbbbbbbbbb.png", "http://www.ghani.example/images/01cccccccccccccccccccccccc.png", FOREIGN];
    await env.DB.prepare("update products set images = ? where id = ?").bind(JSON.stringify(legacy), product._id).run();
    // Sent to shop.test, the host the first was stored through; the second names the public origin's host.
    expect((await listedProduct(product._id, ORIGIN, withPublicOrigin)).images).toEqual([
      `${PUBLIC}/images/01bbbbbbbbbbbbbbbbbbbbbbbb.png`,
      `${PUBLIC}/images/01cccccccccccccccccccccccc.png`,
      FOREIGN,
    ]);
  });
});

describe("banners, blobs and promotions", () => {
  it("a banner stores our own absolute URL as a path and answers it on the public origin", async () => {
    const created = await call("/api/admin/banner/banners", {
      token: admin.token,
      origin: OTHER_HOST,
      json: { title: "Sankranti", banner: `${OTHER_HOST}/demo/banner.webp` },
      ...withPublicOrigin,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.banner).toBe(`${PUBLIC}/demo/banner.webp`);
    expect((await storedRow("select image_url from banners where id = ?", created.body._id))!.image_url).toBe("/demo/banner.webp");
    const listed = (await call("/api/admin/banner/banners", { ...withPublicOrigin })).body.find((banner: { _id: string }) => banner._id === created.body._id);
    expect(listed.banner).toBe(`${PUBLIC}/demo/banner.webp`);
  });

  it("a blob stores paths and answers absolute URLs, in the list, alone and expanded in a product", async () => {
    const upload = await uploadVia(ORIGIN, PUBLIC);
    const blob = await call("/api/admin/blob/blobs", {
      token: admin.token,
      json: { categoryId, title: uniqueName("Why wood-pressed"), images: [upload.secure_url, FOREIGN], content: [{ heading: "Heat", paragraph: "Low heat." }] },
      ...withPublicOrigin,
    });
    expect(blob.status, blob.text).toBe(201);
    const stored = JSON.parse((await storedRow("select images from blobs where id = ?", blob.body._id))!.images);
    expect(stored).toEqual([`/images/${upload.key}`, FOREIGN]);
    const expected = [`${PUBLIC}/images/${upload.key}`, FOREIGN];
    expect(blob.body.images).toEqual(expected);
    const listed = (await call("/api/admin/blob/blobs", { origin: OTHER_HOST, ...withPublicOrigin })).body.find((entry: { _id: string }) => entry._id === blob.body._id);
    expect(listed.images).toEqual(expected);
    expect((await call(`/api/admin/blob/blobs/${blob.body._id}`, { origin: OTHER_HOST, ...withPublicOrigin })).body.images).toEqual(expected);
    const product = await addProductVia(ORIGIN, [], withPublicOrigin);
    await call(`/api/admin/product/update/${product._id}`, {
      method: "PUT",
      token: admin.token,
      json: productBody(categoryId, { name: product.name, blobId: blob.body._id }),
    });
    expect((await listedProduct(product._id, OTHER_HOST, withPublicOrigin)).blobId.images).toEqual(expected);
  });

  it("an image promotion accepts our upload on the public origin, stores its path and answers it absolute; a video link is left alone", async () => {
    const upload = await uploadVia(OTHER_HOST, PUBLIC);
    const image = await call("/api/promotion", { token: admin.token, json: { type: "image", link: upload.secure_url }, ...withPublicOrigin });
    expect(image.status, image.text).toBe(201);
    expect((await storedRow("select link from promotions where id = ?", image.body._id))!.link).toBe(`/images/${upload.key}`);
    const video = await call("/api/promotion", { token: admin.token, json: { type: "video", link: "https://www.youtube.com/watch?v=abcdefghijk" }, ...withPublicOrigin });
    expect(video.status, video.text).toBe(201);
    const listed = (await call("/api/promotion", { origin: OTHER_HOST, ...withPublicOrigin })).body;
    expect(listed.find((entry: { _id: string }) => entry._id === image.body._id).link).toBe(`${PUBLIC}/images/${upload.key}`);
    expect(listed.find((entry: { _id: string }) => entry._id === video.body._id).link).toBe("https://www.youtube.com/watch?v=abcdefghijk");
  });
});

describe("carts and orders", () => {
  let productId: string;
  let orderId: string;

  beforeAll(async () => {
    productId = (await addProductVia(ORIGIN, ["/demo/groundnut-oil.webp"]))._id;
    const put = await call("/api/cart/", { method: "PUT", token: customer.token, json: { productId, quantity: 2 } });
    expect(put.status, put.text).toBe(200);
  });

  const expected = `${PUBLIC}/demo/groundnut-oil.webp`;

  it("cart lines' products carry absolute image URLs", async () => {
    const cart = await call("/api/cart/", { token: customer.token, origin: OTHER_HOST, ...withPublicOrigin });
    expect(cart.body.cart.products.map((line: { productId: { images: string[] } }) => line.productId.images)).toEqual([[expected]]);
  });

  it("order lines store the path and answer absolute URLs (images and productId.images) in every order answer", async () => {
    const placed = await call("/api/order", { token: customer.token, origin: OTHER_HOST, json: { products: [{ productId, quantity: 2 }] }, ...withPublicOrigin });
    expect(placed.status, placed.text).toBe(201);
    orderId = placed.body._id;
    const stored = await storedRow("select images from order_items where order_id = ?", orderId);
    expect(JSON.parse(stored!.images)).toEqual(["/demo/groundnut-oil.webp"]);

    const answers = {
      placed: placed.body,
      own: (await call(`/api/order/user/${customer.user._id}`, { token: customer.token, origin: OTHER_HOST, ...withPublicOrigin })).body[0],
      streamed: (await call("/api/order", { token: admin.token, origin: OTHER_HOST, ...withPublicOrigin })).body[0],
      paged: (await call("/api/order?page=1", { token: admin.token, origin: OTHER_HOST, ...withPublicOrigin })).body[0],
    };
    for (const [what, order] of Object.entries(answers)) {
      expect(order._id, what).toBe(orderId);
      expect(order.products[0].images, what).toEqual([expected]);
      expect(order.products[0].productId.images, what).toEqual([expected]);
    }
  });

  it("the analytics' top products carry absolute picture URLs", async () => {
    const response = await call("/api/admin/analysis/topProducts?period=monthly", { token: admin.token, origin: OTHER_HOST, ...withPublicOrigin });
    expect(response.status).toBe(200);
    expect(response.body.topProducts.find((product: { productId: string }) => product.productId === productId)?.image).toBe(expected);
  });
});
