/**
 * Issue 17, delivery rules: the pincode check (GET /api/delivery/quote) per zone, weight and threshold, unserved
 * pincodes and a shop without zones; the admin's rules (GET/PUT /api/admin/delivery): validation naming the field,
 * authorization and the audit. Expected fees are worked out by hand from the demo rules, not with the app's helpers.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { seedDeliveryRules } from "../../db/seed-data";
import { call, env } from "../helpers/api";
import { addCategory, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { deliveryRulesInputSchema } from "../../worker/domains/delivery/shared/schemas";

let admin: Account;
let customer: Account;
let categoryId: string;

const sku = () => uniqueName("SKU").replace(/\W/g, "").toUpperCase();

/** An oil in a 500 ml pack (520 g shipped, ₹225) and a 1 L pack (1000 g, ₹500). */
async function addOil() {
  const { mrp: _mrp, salePrice: _salePrice, ...body } = productBody(categoryId);
  const packs = [
    { label: "500 ml", netQuantity: 500, unit: "ml", mrp: 240, salePrice: 225, sku: sku(), stock: null, weightGrams: 520 },
    { label: "1 L", netQuantity: 1, unit: "l", mrp: 520, salePrice: 500, sku: sku(), stock: null, weightGrams: 1000 },
  ];
  const response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: packs } });
  expect(response.status, response.text).toBe(201);
  const product = response.body.product as { _id: string; variants: { _id: string; label: string }[] };
  const pack = (label: string) => product.variants.find((pack) => pack.label === label)!._id;
  return { productId: product._id, halfLitre: pack("500 ml"), litre: pack("1 L") };
}

const quote = (query: string, token?: string) => call(`/api/delivery/quote?${query}`, token ? { token } : {});
const putRules = (json: unknown, token = admin.token) => call("/api/admin/delivery", { method: "PUT", token, json });
const zoneCount = async () => (await env.DB.prepare("select count(*) as n from delivery_zones").first<{ n: number }>())!.n;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
  categoryId = (await addCategory(admin))._id;
}, 60_000);

describe("a shop without delivery zones", () => {
  it("delivers everywhere for free, as before delivery rules existed", async () => {
    expect(await zoneCount()).toBe(0);
    const response = await quote("pincode=110001");
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ success: true, serviceable: true, fee: 0, freeAbove: null, etaDays: null, zone: null, message: "Delivers to 110001, free" });
  });
});

describe("GET /api/delivery/quote with the demo rules", () => {
  let oil: Awaited<ReturnType<typeof addOil>>;
  beforeAll(async () => {
    const saved = await putRules(seedDeliveryRules);
    expect(saved.status, saved.text).toBe(200);
    oil = await addOil();
  }, 60_000);

  it("quotes each pincode by its state's zone, the rest of India by the zone with no states", async () => {
    const cases: [string, string, number, [number, number]][] = [
      ["520001", "Andhra Pradesh & Telangana", 40, [2, 4]], // Vijayawada, Andhra Pradesh
      ["500001", "Andhra Pradesh & Telangana", 40, [2, 4]], // Hyderabad, Telangana
      ["560001", "South India", 60, [3, 5]], // Bengaluru
      ["605001", "South India", 60, [3, 5]], // Puducherry
      ["110001", "Rest of India", 90, [5, 8]], // New Delhi
    ];
    for (const [pincode, zone, fee, etaDays] of cases) {
      const response = await quote(`pincode=${pincode}`);
      expect(response.body, pincode).toMatchObject({ success: true, serviceable: true, zone, fee, etaDays });
    }
    const vijayawada = await quote("pincode=520001");
    expect(vijayawada.body.freeAbove).toBe(999);
    expect(vijayawada.body.message).toBe("Delivers to 520001 in 2–4 days, ₹40. Free delivery on orders of ₹999 or more");
  });

  it("adds the zone's extra fee for every 500 g (or part) beyond the first 500 g", async () => {
    // 520 g: one step over 500 g.
    expect((await quote(`pincode=520001&productId=${oil.productId}&variantId=${oil.halfLitre}`)).body.fee).toBe(40 + 20);
    // 2 × 520 g = 1040 g: two steps.
    expect((await quote(`pincode=520001&productId=${oil.productId}&variantId=${oil.halfLitre}&quantity=2`)).body.fee).toBe(40 + 2 * 20);
    // 1000 g in Bengaluru: one step of ₹25.
    expect((await quote(`pincode=560001&productId=${oil.productId}&variantId=${oil.litre}`)).body.fee).toBe(60 + 25);
    // No variantId: the default pack (the first in stock, 500 ml).
    expect((await quote(`pincode=110001&productId=${oil.productId}`)).body.fee).toBe(90 + 30);
  });

  it("is free from the zone's threshold (items at sale price) on", async () => {
    // 2 × ₹500 = ₹1,000 ≥ ₹999 in Andhra Pradesh; below ₹1,499 in Karnataka.
    const free = await quote(`pincode=520001&productId=${oil.productId}&variantId=${oil.litre}&quantity=2`);
    expect(free.body).toMatchObject({ serviceable: true, fee: 0, message: "Delivers to 520001 in 2–4 days, free" });
    expect((await quote(`pincode=560001&productId=${oil.productId}&variantId=${oil.litre}&quantity=2`)).body.fee).toBe(60 + 3 * 25);
    expect((await quote(`pincode=560001&productId=${oil.productId}&variantId=${oil.litre}&quantity=3`)).body.fee).toBe(0);
  });

  it("prices the signed-in customer's cart when no product is named", async () => {
    const shopper = await createCustomer();
    const put = await call("/api/cart/", { method: "PUT", token: shopper.token, json: { productId: oil.productId, variantId: oil.litre, quantity: 1 } });
    expect(put.status, put.text).toBe(200);
    // 1000 g in the cart: one extra step; a visitor without a cart pays the base fee.
    expect((await quote("pincode=520001", shopper.token)).body.fee).toBe(60);
    expect((await quote("pincode=520001")).body.fee).toBe(40);
    await call("/api/cart/", { method: "PUT", token: shopper.token, json: { productId: oil.productId, variantId: oil.litre, quantity: 2 } });
    expect((await quote("pincode=520001", shopper.token)).body.fee).toBe(0);
  });

  it("answers ?pincode= on the product page itself (the check without JavaScript, issue 31), for the pack in the address", async () => {
    const slug = (await call(`/api/admin/product/all`)).body.products.find((product: { _id: string }) => product._id === oil.productId).slug;
    const pageCheck = async (search: string, lang = "") => {
      const page = await callPage(`${lang}/products/${slug}${search}`);
      expect(page.status, page.text).toBe(200);
      return page.body.loaderData["routes/product"].pincodeCheck;
    };
    const api = await quote(`pincode=520001&productId=${oil.productId}&variantId=${oil.litre}`);
    expect(await pageCheck(`?pincode=520001&pack=${oil.litre}`)).toEqual({ pincode: "520001", tone: "ok", message: api.body.message });
    // No pack named: the default pack, as the API.
    expect((await pageCheck("?pincode=%20110001%20")).message).toBe((await quote(`pincode=110001&productId=${oil.productId}`)).body.message);
    expect(await pageCheck("?pincode=744101")).toEqual({ pincode: "744101", tone: "no", message: "We do not deliver to this pincode yet" });
    // Bad input stays on the page with the input and the API's words for the problem, in the page's language.
    const bad = await pageCheck("?pincode=01234");
    expect(bad).toMatchObject({ pincode: "01234", tone: "error" });
    expect(bad.message).toBe((await quote("pincode=01234")).body.message);
    const telugu = await pageCheck("?pincode=01234", "/te");
    expect(telugu.tone).toBe("error");
    expect(telugu.message).toMatch(/[\u0C00-\u0C7F]/);
    expect((await pageCheck(`?pincode=520001&pack=${oil.litre}`, "/te")).message).toMatch(/[\u0C00-\u0C7F]/);
    // Not asked: nothing checked (and nothing read for it).
    expect(await pageCheck("")).toBeNull();
  });

  it("says the shop does not deliver to an unserved pincode (744: Andaman and Nicobar)", async () => {
    const response = await quote("pincode=744101");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      serviceable: false,
      fee: null,
      freeAbove: null,
      etaDays: null,
      zone: null,
      message: "We do not deliver to this pincode yet",
    });
  });

  it("a pincode prefix beats a state, and the longest prefix wins", async () => {
    const city = { name: "Vijayawada city", states: [], pincodePrefixes: ["520"], baseFee: 25, perExtra500g: 10, freeAbove: null, etaMinDays: 1, etaMaxDays: 2 };
    const street = { ...city, name: "Vijayawada centre", pincodePrefixes: ["52000"], baseFee: 15 };
    const saved = await putRules({ ...seedDeliveryRules, zones: [...seedDeliveryRules.zones, city, street] });
    expect(saved.status, saved.text).toBe(200);
    expect((await quote("pincode=520010")).body).toMatchObject({ zone: "Vijayawada city", fee: 25, freeAbove: null, etaDays: [1, 2] });
    expect((await quote("pincode=520001")).body).toMatchObject({ zone: "Vijayawada centre", fee: 15 });
    expect((await quote("pincode=522001")).body).toMatchObject({ zone: "Andhra Pradesh & Telangana", fee: 40 });
    // No zone for a state and no catch-all: not served.
    const southOnly = await putRules({ ...seedDeliveryRules, zones: seedDeliveryRules.zones.slice(0, 2) });
    expect(southOnly.status, southOnly.text).toBe(200);
    expect((await quote("pincode=110001")).body).toMatchObject({ serviceable: false, message: "We do not deliver to this pincode yet" });
    expect((await putRules(seedDeliveryRules)).status).toBe(200);
  });

  it("refuses a malformed pincode with a 400 naming it", async () => {
    for (const query of ["pincode=012345", "pincode=52000", "pincode=5200011", "pincode=abcdef", "", "pincode="]) {
      const response = await quote(query);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/Pincode/) });
    }
    const quantity = await quote(`pincode=520001&productId=${oil.productId}&quantity=0`);
    expect(quantity.status).toBe(400);
    expect(quantity.body.message).toMatch(/Quantity/);
    const orphan = await quote(`pincode=520001&variantId=${oil.litre}`);
    expect(orphan.status).toBe(400);
    expect(orphan.body.message).toMatch(/productId/);
  });

  it("answers 404 for a product or pack that does not exist", async () => {
    expect((await quote("pincode=520001&productId=00000000000000000000000000")).status).toBe(404);
    expect((await quote(`pincode=520001&productId=${oil.productId}&variantId=00000000000000000000000000`)).status).toBe(404);
  });
});

describe("the admin's delivery rules", () => {
  it("are for admins only", async () => {
    expect((await call("/api/admin/delivery")).status).toBe(401);
    expect((await call("/api/admin/delivery", { token: customer.token })).status).toBe(403);
    expect((await call("/api/admin/delivery", { method: "PUT", json: seedDeliveryRules })).status).toBe(401);
    expect((await call("/api/admin/delivery", { method: "PUT", token: customer.token, json: seedDeliveryRules })).status).toBe(403);
  });

  it("are saved whole, read back in rupees, and audited", async () => {
    const saved = await putRules(seedDeliveryRules);
    expect(saved.status, saved.text).toBe(200);
    const read = await call("/api/admin/delivery", { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.delivery).toEqual(saved.body.delivery);
    expect(read.body.delivery).toMatchObject({
      unservedPincodes: ["744"],
      cod: { enabled: true, maxOrderValue: 3000, fee: 40, excludedPincodes: [] },
      zones: seedDeliveryRules.zones.map((zone) => ({ ...zone, _id: expect.any(String) })),
    });
    const stored = await env.DB.prepare("select base_fee_paise, per_extra_500g_paise, free_above_paise from delivery_zones order by position").all();
    expect(stored.results[0]).toEqual({ base_fee_paise: 4000, per_extra_500g_paise: 2000, free_above_paise: 99900 });
    const audit = await env.DB.prepare("select * from audit_log where entity = 'settings' and entity_id = 'delivery' order by id desc limit 1").first<Record<string, unknown>>();
    expect(audit).toMatchObject({ actor_id: admin.user._id, action: "update" });
  });

  it("are audited as entered: rupees, in the order the admin's form has them, whatever the service stores", async () => {
    // Paise and null thresholds, and a zone without states or prefixes (the schema fills them in).
    const entered = {
      zones: [
        { ...seedDeliveryRules.zones[0], baseFee: 40.5, perExtra500g: 0.1, freeAbove: null },
        { name: "Everywhere else", baseFee: 99.99, perExtra500g: 12.35, etaMinDays: 4, etaMaxDays: 9 },
      ],
      unservedPincodes: ["744"],
      cod: { enabled: false, maxOrderValue: null, fee: 0.05, excludedPincodes: ["1"] },
    };
    const saved = await putRules(entered);
    expect(saved.status, saved.text).toBe(200);
    const stored = await env.DB.prepare("select base_fee_paise, per_extra_500g_paise, free_above_paise from delivery_zones order by position").all();
    expect(stored.results).toEqual([
      { base_fee_paise: 4050, per_extra_500g_paise: 10, free_above_paise: null },
      { base_fee_paise: 9999, per_extra_500g_paise: 1235, free_above_paise: null },
    ]);
    const audit = await env.DB.prepare("select details from audit_log where entity = 'settings' and entity_id = 'delivery' order by id desc limit 1").first<{ details: string }>();
    // Byte for byte what the audit recorded when the service still took the parsed input.
    expect(audit!.details).toBe(JSON.stringify(deliveryRulesInputSchema.parse(entered)));
    await putRules(seedDeliveryRules);
  });

  it("refuse bad rules with a 400 naming the field, and keep what was saved", async () => {
    await putRules(seedDeliveryRules);
    const [first, second, rest] = seedDeliveryRules.zones;
    const refusals: [unknown, RegExp][] = [
      [{ ...seedDeliveryRules, zones: [{ ...first, states: ["Andhra Pradesh", "Atlantis"] }] }, /Zone states: "Atlantis" is not one of India's states/],
      [{ ...seedDeliveryRules, zones: [{ ...first, baseFee: -5 }] }, /Zone base fee cannot be negative/],
      [{ ...seedDeliveryRules, zones: [{ ...first, perExtra500g: 2.555 }] }, /Zone fee per extra 500 g can have at most 2 decimals/],
      [{ ...seedDeliveryRules, zones: [{ ...first, baseFee: "40" }] }, /Zone base fee must be a number/],
      [{ ...seedDeliveryRules, zones: [{ ...first, etaMinDays: 5, etaMaxDays: 2 }] }, /Zone maximum delivery days must be at least its minimum/],
      [{ ...seedDeliveryRules, zones: [{ ...first, etaMinDays: 1.5 }] }, /Zone minimum delivery days must be a whole number/],
      [{ ...seedDeliveryRules, zones: [first, { ...second, states: ["Telangana"] }] }, /Telangana is in zone 1 .* and Zone 2/],
      [{ ...seedDeliveryRules, zones: [rest, { ...rest, name: "Everywhere else" }] }, /only one zone may have no states and no prefixes/],
      [{ ...seedDeliveryRules, zones: [first, { ...second, name: "andhra pradesh & telangana" }] }, /Zone names must differ/],
      [{ ...seedDeliveryRules, zones: [{ ...first, pincodePrefixes: ["0744"] }] }, /Zone pincode prefixes must be pincodes or pincode prefixes/],
      [{ ...seedDeliveryRules, unservedPincodes: ["7440011"] }, /Unserved pincodes must be pincodes or pincode prefixes/],
      [{ ...seedDeliveryRules, unservedPincodes: "744" }, /Unserved pincodes must be a list/],
      [{ ...seedDeliveryRules, cod: { ...seedDeliveryRules.cod, enabled: "yes" } }, /Cash on delivery enabled/],
      [{ ...seedDeliveryRules, cod: { ...seedDeliveryRules.cod, fee: -1 } }, /Cash on delivery fee cannot be negative/],
      [{ ...seedDeliveryRules, cod: undefined }, /Cash on delivery settings \(cod\) is required/],
      [{ ...seedDeliveryRules, zones: undefined }, /Zones \(zones\) is required/],
    ];
    for (const [body, message] of refusals) {
      const response = await putRules(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    const read = await call("/api/admin/delivery", { token: admin.token });
    expect(read.body.delivery.zones.map((zone: { name: string }) => zone.name)).toEqual(seedDeliveryRules.zones.map((zone) => zone.name));
  });

  it("accept a zone without a threshold, and cash on delivery without a limit", async () => {
    const [first] = seedDeliveryRules.zones;
    const { freeAbove: _freeAbove, ...neverFree } = first;
    const saved = await putRules({ zones: [neverFree], unservedPincodes: [], cod: { enabled: false, fee: 0 } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.delivery).toMatchObject({ zones: [{ name: first.name, freeAbove: null }], cod: { enabled: false, maxOrderValue: null, fee: 0, excludedPincodes: [] } });
    await putRules(seedDeliveryRules);
  });
});

describe("Settings → Delivery (the admin page's action)", () => {
  const cookieOf = (account: Account) => `${SESSION_COOKIE}=${account.token}`;

  it("saves the rules with intent delivery, refuses bad ones naming the field, and the legal settings leave them alone", async () => {
    const [first] = seedDeliveryRules.zones;
    const refused = await callPage("/admin/settings", { method: "POST", json: { intent: "delivery", ...seedDeliveryRules, zones: [{ ...first, baseFee: null }] }, cookie: cookieOf(admin) });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Zone base fee is required");

    const cheaper = { ...seedDeliveryRules, zones: [{ ...first, baseFee: 35 }, ...seedDeliveryRules.zones.slice(1)] };
    const saved = await callPage("/admin/settings", { method: "POST", json: { intent: "delivery", ...cheaper }, cookie: cookieOf(admin) });
    expect(saved.status, saved.text.slice(0, 300)).toBe(200);
    expect((await quote("pincode=520001")).body.fee).toBe(35);

    const legal = {
      intent: "save",
      legalName: "Delivery Test Foods (Demo) LLP",
      address: "7 Footer Lane, Vijayawada 520001",
      fssaiNumber: "10099999999999",
      gstin: "",
      carePhone: "1800 425 0000",
      careEmail: "care@example.com",
    };
    expect((await callPage("/admin/settings", { method: "POST", json: legal, cookie: cookieOf(admin) })).status).toBe(200);
    expect((await quote("pincode=520001")).body.fee).toBe(35);
    expect((await call("/api/admin/delivery", { token: admin.token })).body.delivery.cod).toEqual(seedDeliveryRules.cod);

    const page = await callPage("/admin/settings", { cookie: cookieOf(admin) });
    expect(page.status).toBe(200);
    expect(page.text).toContain("South India");
    expect((await callPage("/admin/settings", { method: "POST", json: { intent: "delivery", ...cheaper }, cookie: cookieOf(customer) })).status).not.toBe(200);
  });
});
