/** The admin Settings page saves the shop settings, and every shop page's footer shows them (issue 15). */
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";

const SETTINGS = {
  legalName: "Footer Test Foods (Demo) LLP",
  address: "7 Footer Lane, Vijayawada 520001",
  fssaiNumber: "10099999999999",
  gstin: "",
  carePhone: "1800 425 0000",
  careEmail: "footer-care@example.com",
};

let admin: Account;
const cookieOf = (account: Account) => `${SESSION_COOKIE}=${account.token}`;

beforeAll(async () => {
  admin = await createAdmin();
}, 60_000);

describe("admin Settings page", () => {
  it("saves valid settings (audited) and refuses a bad FSSAI number with the field named", async () => {
    const refused = await callPage("/admin/settings", { method: "POST", json: { intent: "save", ...SETTINGS, fssaiNumber: "12345" }, cookie: cookieOf(admin) });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("FSSAI number must be exactly 14 digits");

    const saved = await callPage("/admin/settings", { method: "POST", json: { intent: "save", ...SETTINGS }, cookie: cookieOf(admin) });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    const row = await env.DB.prepare("select legal_name, fssai_number, gstin, care_email from shop_settings where id = 1").first();
    expect(row).toEqual({ legal_name: SETTINGS.legalName, fssai_number: SETTINGS.fssaiNumber, gstin: "", care_email: SETTINGS.careEmail });

    const page = await callPage("/admin/settings", { cookie: cookieOf(admin) });
    expect(page.text).toContain(SETTINGS.legalName);
  });

  it("the shell layout loads the shop's profile (its settings) once for every shop page (the footer shows them)", async () => {
    await callPage("/admin/settings", { method: "POST", json: { intent: "save", ...SETTINGS }, cookie: cookieOf(admin) });
    const { carePhone, careEmail, ...identity } = SETTINGS;
    for (const path of ["/", "/shop", "/blobs"]) {
      const response = await callPage(path);
      expect(response.status, path).toBe(200);
      expect(response.body.loaderData["routes/shell"].profile, path).toMatchObject({ ...identity, care: { phone: carePhone, email: careEmail } });
    }
  });
});

describe("admin pages flag incomplete listings", () => {
  it("the overview lists a product added without declarations, with what it lacks, and not a complete one", async () => {
    const category = await addCategory(admin);
    const product = await addProduct(admin, category._id);
    const overview = await callPage("/admin/activity", { cookie: cookieOf(admin) });
    expect(overview.status).toBe(200);
    const incomplete = overview.body.loaderData["routes/admin/activity"].incomplete;
    expect(incomplete).toContainEqual({ _id: product._id, name: product.name, missingDeclarations: ["generic name", "ingredients", "shelf life", "storage", "veg mark", "front label picture", "back label picture"] });
    const complete = await addProduct(admin, category._id, {
      genericName: "Sesame oil",
      ingredients: "Sesame seeds",
      allergens: "Contains sesame",
      shelfLife: "6 months from packing",
      storage: "Cool, dry place",
      dietMark: "veg",
      labelImage: "/images/01hzzzzzzzzzzzzzzzzzzzzzzz.png",
      labelBackImage: "/images/01hyyyyyyyyyyyyyyyyyyyyyyy.png",
    });
    const after = await callPage("/admin/activity", { cookie: cookieOf(admin) });
    const ids = after.body.loaderData["routes/admin/activity"].incomplete.map((listing: { _id: string }) => listing._id);
    expect(ids).toContain(product._id);
    expect(ids).not.toContain(complete._id);
  });
});
