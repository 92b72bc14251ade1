/**
 * The HSN master on product saves (issue 28): a product's HSN code must be 4, 6 or 8 digits and named by a row of
 * the rate table in force today (the catch-all does not count), unless the admin ticks "HSN uncertain"; a body with
 * no HSN code (the original clients) still saves, flagged "missing". Product answers say where each code stands, and
 * GET /api/admin/gst/hsn-check lists the products that need the admin. Codes and rows are from migration 0018's
 * comments (0409 honey, 1508 groundnut oil, 2106 namkeen, 1905 90 40 papad), not read from the app.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct, productBody } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

let admin: Account;
let categoryId: string;

const add = (overrides: Record<string, unknown>) => call("/api/admin/product/add", { token: admin.token, json: productBody(categoryId, overrides) });
const update = (id: string, overrides: Record<string, unknown>) =>
  call(`/api/admin/product/update/${id}`, { method: "PUT", token: admin.token, json: productBody(categoryId, { name: `Renamed ${id.slice(-6)}`, ...overrides }) });
const stored = (id: string) => env.DB.prepare("select hsn_code code, hsn_uncertain uncertain from products where id = ?").bind(id).first<{ code: string | null; uncertain: number }>();

beforeAll(async () => {
  admin = await createAdmin();
  categoryId = (await addCategory(admin))._id;
});

describe("saving a product's HSN code", () => {
  it.each([
    ["0409", "natural honey, a heading of 4 digits"],
    ["150890", "groundnut oil, 6 digits under the 1508 row"],
    ["21069099", "namkeen, 8 digits under the 2106 row"],
    ["19059040", "papad, its own 8-digit row"],
  ])("accepts %s (%s) as known", async (hsnCode) => {
    const response = await add({ hsnCode });
    expect(response.status, response.text).toBe(201);
    expect(response.body.product).toMatchObject({ hsnStatus: "known", declarations: { hsnCode } });
  });

  it("refuses a code the rate table does not know, naming hsnCode and the way out, and saves nothing", async () => {
    const name = "Mystery powder 9999";
    const response = await add({ name, hsnCode: "9999" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("HSN 9999 (hsnCode) is not in the rate table: pick a known code or tick 'HSN uncertain — use the catch-all rate'");
    expect(await env.DB.prepare("select count(*) n from products where name = ?").bind(name).first("n")).toBe(0);
  });

  it("refuses a code whose only row starts after today: the table must know it on the day of the save", async () => {
    const rate = await call("/api/admin/gst/rates", { token: admin.token, json: { hsnPrefix: "0710", ratePercent: 5, effectiveFrom: "2099-01-01" } });
    expect(rate.status, rate.text).toBe(201);
    expect((await add({ hsnCode: "071010" })).status).toBe(400);
  });

  it("refuses codes that are not 4, 6 or 8 digits", async () => {
    for (const hsnCode of ["150", "15089", "1508901", "15089012A"]) expect((await add({ hsnCode })).status, hsnCode).toBe(400);
  });

  it("saves an unknown code flagged when the admin ticks 'HSN uncertain'", async () => {
    const response = await add({ hsnCode: "9999", hsnUncertain: true });
    expect(response.status, response.text).toBe(201);
    expect(response.body.product.hsnStatus).toBe("uncertain");
    expect(await stored(response.body.product._id)).toEqual({ code: "9999", uncertain: 1 });
  });

  it("saves an original client's body without any HSN code, flagged missing", async () => {
    const response = await add({});
    expect(response.status, response.text).toBe(201);
    expect(response.body.product.hsnStatus).toBe("missing");
    const listed = await call("/api/admin/product/all");
    expect(listed.body.products.find((product: { _id: string }) => product._id === response.body.product._id).hsnStatus).toBe("missing");
  });

  it("on update: checks a code sent, keeps the flag when the body leaves it out, clears it when told", async () => {
    const product = await addProduct(admin, categoryId, { hsnCode: "150890" });
    expect((await update(product._id, { hsnCode: "9999" })).status).toBe(400);
    expect(await stored(product._id)).toEqual({ code: "150890", uncertain: 0 });
    const flagged = await update(product._id, { hsnCode: "9999", hsnUncertain: true });
    expect(flagged.status, flagged.text).toBe(200);
    // A client that does not know the field sends the product back without it: still uncertain, not refused.
    const resent = await update(product._id, { hsnCode: "9999" });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body.product.hsnStatus).toBe("uncertain");
    const settled = await update(product._id, { hsnCode: "0409", hsnUncertain: false });
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.product.hsnStatus).toBe("known");
    expect(await stored(product._id)).toEqual({ code: "0409", uncertain: 0 });
  });

  it("refuses a hsnUncertain that is not true or false", async () => {
    const response = await add({ hsnCode: "9999", hsnUncertain: "yes" });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/hsnUncertain/);
  });
});

describe("GET /api/admin/gst/hsn-check", () => {
  it("lists the products whose HSN is missing, unknown or uncertain, and not the known ones; admins only", async () => {
    const category = (await addCategory(admin))._id;
    const known = await addProduct(admin, category, { name: "Check known", hsnCode: "150890" });
    const missing = await addProduct(admin, category, { name: "Check missing" });
    const uncertain = await addProduct(admin, category, { name: "Check uncertain", hsnCode: "150890", hsnUncertain: true });
    const unknown = await addProduct(admin, category, { name: "Check unknown", hsnCode: "150890" });
    // A code saved before the rate table was checked on saves (the API now refuses it).
    await env.DB.prepare("update products set hsn_code = '9999' where id = ?").bind(unknown._id).run();

    const response = await call("/api/admin/gst/hsn-check", { token: admin.token });
    expect(response.status, response.text).toBe(200);
    const ours = response.body.products.filter((product: { name: string }) => product.name.startsWith("Check "));
    expect(ours).toEqual([
      { _id: missing._id, name: "Check missing", hsnCode: null, hsnStatus: "missing" },
      { _id: uncertain._id, name: "Check uncertain", hsnCode: "150890", hsnStatus: "uncertain" },
      { _id: unknown._id, name: "Check unknown", hsnCode: "9999", hsnStatus: "unknown" },
    ]);
    expect(response.body.count).toBe(response.body.products.length);
    expect(response.body.products.some((product: { _id: string }) => product._id === known._id)).toBe(false);
    const single = await call(`/api/admin/product/${unknown._id}`);
    expect(single.body.product.hsnStatus).toBe("unknown");

    const customer = await createCustomer();
    expect((await call("/api/admin/gst/hsn-check", { token: customer.token })).status).toBe(403);
    expect((await call("/api/admin/gst/hsn-check")).status).toBe(401);
  });
});

describe("the admin pages flag HSN codes that need the admin", () => {
  // Page rendering is stubbed in the tests (tests/helpers/pages.ts): the document is a JSON report of the loaders' data,
  // which is what the badge, the count and the lists are drawn from.
  it("the products page's products carry their status; the overview and the GST page carry the HSN check", async () => {
    const name = `Flagged ghee ${Date.now().toString(36)}`;
    const product = await addProduct(admin, categoryId, { name, hsnCode: "0405", hsnUncertain: true });
    const cookie = `${SESSION_COOKIE}=${admin.token}`;
    const loaderData = async (path: string, route: string) => {
      const page = await callPage(path, { cookie });
      expect(page.status, path).toBe(200);
      return JSON.parse(page.text).loaderData[route];
    };

    const products = (await loaderData("/admin/products", "routes/admin/products")).products as { _id: string; hsnStatus: string }[];
    expect(products.find((row) => row._id === product._id)?.hsnStatus).toBe("uncertain");
    expect(products.every((row) => ["known", "missing", "unknown", "uncertain"].includes(row.hsnStatus))).toBe(true);

    const check = (await call("/api/admin/gst/hsn-check", { token: admin.token })).body;
    expect(check.products).toContainEqual({ _id: product._id, name, hsnCode: "0405", hsnStatus: "uncertain" });
    expect((await loaderData("/admin/activity", "routes/admin/activity")).hsn).toEqual(check);
    expect((await loaderData("/admin/gst", "routes/admin/gst")).check).toEqual(check);
  });
});
