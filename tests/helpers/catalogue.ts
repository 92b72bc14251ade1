/**
 * Small builders for the catalogue API tests: every record is created through the API as an admin, the way
 * the admin pages do it, so the tests exercise the same validation and audit paths.
 */
import { call, env } from "./api";

type Admin = { token: string };

let counter = 0;

/** A name no other test in the file uses (category names are unique case-insensitively). */
export function uniqueName(prefix: string) {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** Fails loudly with the response text when a setup call does not answer what the test relies on. */
function expectStatus(response: Awaited<ReturnType<typeof call>>, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what} failed: ${response.status} ${response.text}`);
  return response;
}

export async function addCategory(admin: Admin, name = uniqueName("Category")) {
  const response = await call("/api/admin/category/add", { token: admin.token, json: { name } });
  return expectStatus(response, 201, "add category").body.category as { _id: string; name: string };
}

export function productBody(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: uniqueName("Cold-pressed oil"),
    description: "Wood-pressed groundnut oil",
    category: categoryId,
    mrp: "250",
    salePrice: "199.5",
    blobId: "",
    images: [],
    ...overrides,
  };
}

export async function addProduct(admin: Admin, categoryId: string, overrides: Record<string, unknown> = {}) {
  const response = await call("/api/admin/product/add", { token: admin.token, json: productBody(categoryId, overrides) });
  return expectStatus(response, 201, "add product").body.product;
}

export function blobBody(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    categoryId,
    title: uniqueName("Why cold-pressed"),
    images: [],
    content: [{ heading: "Heat", paragraph: "Low heat keeps the nutrients." }],
    ...overrides,
  };
}

export async function addBlob(admin: Admin, categoryId: string, overrides: Record<string, unknown> = {}) {
  const response = await call("/api/admin/blob/blobs", { token: admin.token, json: blobBody(categoryId, overrides) });
  return expectStatus(response, 201, "add blob").body;
}

export async function listProducts() {
  return expectStatus(await call("/api/admin/product/all"), 200, "list products").body.products as any[];
}

/** A valid 1x1 RGBA PNG (signature, IHDR, one zlib-compressed IDAT, IEND; every chunk with its CRC). */
export const PNG_1X1 = Uint8Array.from(
  (
    "89504e470d0a1a0a" +
    "0000000d49484452000000010000000108060000001f15c489" +
    "0000000a49444154789c63000100000500010d0a2db4" +
    "0000000049454e44ae426082"
  )
    .match(/../g)!
    .map((hex) => parseInt(hex, 16)),
);

/** Uploads bytes as the multipart field `file` and returns the raw response. */
export async function upload(token: string | undefined, bytes: Uint8Array<ArrayBuffer>, name = "photo.png", type = "image/png") {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return call("/api/upload", { method: "POST", body: form, token });
}

/** Uploads the 1x1 PNG as an admin; returns `{ secure_url, key }`. */
export async function uploadPng(admin: Admin) {
  const response = expectStatus(await upload(admin.token, PNG_1X1), 201, "upload");
  return response.body as { secure_url: string; key: string };
}

/** The path part of an uploaded image URL, the way GET /images/:key is called. */
export const imagePath = (secureUrl: string) => new URL(secureUrl).pathname;

export async function r2Has(key: string) {
  return (await env.IMAGES.head(key)) !== null;
}
