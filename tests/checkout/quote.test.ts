/**
 * The checkout's price (issue 17): the page's "quote" intent and the placement (page and POST /api/order) price the
 * chosen lines for an address and a payment method. Every expected figure is worked out here from the packs' prices
 * and weights and the zones this file sets up (not from worker/domains/delivery/shared/rules.ts), so a wrong rule there shows up here.
 * Also: unserviceable pincodes, the cash-on-delivery limits, saved addresses and the placement e-mails.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliveryZones } from "../../worker/domains/delivery/tables";
import { shopSettings } from "../../worker/domains/settings/tables";
import { userAddresses } from "../../worker/domains/checkout/tables";
import { shortOrderRef } from "../../worker/domains/orders/shared/status";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, env, testDb } from "../helpers/api";
import { addCategory, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { countRows, type MailRow } from "../helpers/orders";
import { callPage } from "../helpers/pages";

type Pack = { mrp: number; salePrice: number; weightGrams: number };
type Zone = { name: string; states: string[]; baseFee: number; perExtra500g: number; freeAbove: number | null };

/** Andhra Pradesh and Telangana; the rest of India is the zone with no states. Fees in rupees. */
const SOUTH: Zone = { name: "South", states: ["Andhra Pradesh", "Telangana"], baseFee: 40, perExtra500g: 15, freeAbove: 2000 };
const REST: Zone = { name: "Rest of India", states: [], baseFee: 80, perExtra500g: 25, freeAbove: null };
const COD = { fee: 30, max: 1500, excluded: ["500081"] };
const UNSERVED = ["744"];

const OIL: Pack = { mrp: 250, salePrice: 200, weightGrams: 900 };
const SALT: Pack = { mrp: 100, salePrice: 100, weightGrams: 300 };

/** The bill worked out by hand: items at MRP and sale price, the zone's fee for the weight (500 g in the base fee). */
function expectedBreakup(lines: { pack: Pack; quantity: number }[], zone: Zone, codFee = 0) {
  const itemsMrp = lines.reduce((sum, { pack, quantity }) => sum + pack.mrp * quantity, 0);
  const items = lines.reduce((sum, { pack, quantity }) => sum + pack.salePrice * quantity, 0);
  const grams = lines.reduce((sum, { pack, quantity }) => sum + pack.weightGrams * quantity, 0);
  const extraSteps = Math.max(0, Math.ceil((grams - 500) / 500));
  const delivery = zone.freeAbove !== null && items >= zone.freeAbove ? 0 : zone.baseFee + extraSteps * zone.perExtra500g;
  return { itemsMrp, discount: itemsMrp - items, items, delivery, codFee, prepaidDiscount: 0, total: items + delivery + codFee };
}

async function setDeliveryRules(cod: { enabled: boolean; max: number | null; fee: number; excluded: string[] }) {
  const db = testDb();
  const now = new Date().toISOString();
  await db.delete(deliveryZones);
  await db.insert(deliveryZones).values(
    [SOUTH, REST].map((zone, position) => ({
      id: `zone-${position}-${crypto.randomUUID()}`,
      name: zone.name,
      states: zone.states,
      pincodePrefixes: [],
      baseFeePaise: zone.baseFee * 100,
      perExtra500gPaise: zone.perExtra500g * 100,
      freeAbovePaise: zone.freeAbove === null ? null : zone.freeAbove * 100,
      etaMinDays: 2,
      etaMaxDays: 5,
      position,
      updatedAt: now,
    })),
  );
  const settings = {
    unservedPincodes: UNSERVED,
    codEnabled: cod.enabled,
    codMaxPaise: cod.max === null ? null : cod.max * 100,
    codFeePaise: cod.fee * 100,
    codExcludedPincodes: cod.excluded,
    updatedAt: now,
  };
  await db.insert(shopSettings).values({ id: 1, ...settings }).onConflictDoUpdate({ target: shopSettings.id, set: settings });
}

const codOn = () => setDeliveryRules({ enabled: true, max: COD.max, fee: COD.fee, excluded: COD.excluded });

let admin: Account;
let oil: { productId: string; variantId: string };
let salt: { productId: string; variantId: string };

async function addOnePackProduct(pack: Pack) {
  const category = await addCategory(admin);
  const { mrp: _mrp, salePrice: _salePrice, ...body } = productBody(category._id);
  const variant = { label: "1 pack", netQuantity: 1, unit: "pcs", sku: uniqueName("SKU").replace(/\W/g, "").toUpperCase(), stock: null, ...pack };
  const response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: [variant] } });
  if (response.status !== 201) throw new Error(`add product failed: ${response.status} ${response.text}`);
  return { productId: response.body.product._id as string, variantId: response.body.product.variants[0]._id as string };
}

beforeAll(async () => {
  admin = await createAdmin();
  [oil, salt] = [await addOnePackProduct(OIL), await addOnePackProduct(SALT)];
}, 180_000);

beforeEach(codOn);

async function fillCart(customer: Account, lines: { item: typeof oil; quantity: number }[]) {
  for (const { item, quantity } of lines) {
    const response = await call("/api/cart/", { method: "PUT", token: customer.token, json: { ...item, quantity } });
    expect(response.status, response.text).toBe(200);
  }
}

const cookieOf = (customer: Account) => `${SESSION_COOKIE}=${customer.token}`;

/** The checkout page's action, as the page posts it (JSON), answering its action data. */
async function checkoutAction(customer: Account, json: Record<string, unknown>) {
  const response = await callPage("/checkout", { method: "POST", cookie: cookieOf(customer), json });
  return { status: response.status, answer: response.body.actionData, text: response.text };
}

const quote = (customer: Account, json: Record<string, unknown>) =>
  checkoutAction(customer, { intent: "quote", variantIds: [oil.variantId, salt.variantId], ...json });

const DELHI = { doorNo: "12", street: "Janpath", city: "New Delhi", pincode: "110001", state: "Delhi" };
const PORT_BLAIR = { doorNo: "3", street: "Aberdeen Bazaar", city: "Port Blair", pincode: "744101", state: "Andaman and Nicobar Islands" };
const HYDERABAD = { doorNo: "8-2", street: "Road No. 12", city: "Hyderabad", pincode: "500081", state: "Telangana" };

describe("the checkout's quote: items at MRP, discount, delivery by zone and weight, COD fee, total", () => {
  it("prices the chosen lines to the profile's address (Andhra Pradesh) by UPI, and the same with COD", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [
      { item: oil, quantity: 2 },
      { item: salt, quantity: 1 },
    ]);
    const lines = [
      { pack: OIL, quantity: 2 },
      { pack: SALT, quantity: 1 },
    ];
    const upi = await quote(customer, {});
    expect(upi.status, upi.text).toBe(200);
    expect(upi.answer.quote).toEqual({
      serviceable: true,
      paymentMethod: "upi",
      breakup: expectedBreakup(lines, SOUTH),
      cod: { allowed: true, fee: COD.fee },
      prepaidDiscount: 0,
    });
    // 2 × 900 g + 300 g = 2.1 kg: four 500 g steps beyond the first.
    expect(upi.answer.quote.breakup).toMatchObject({ itemsMrp: 600, discount: 100, items: 500, delivery: 100, total: 600 });

    const cod = await quote(customer, { paymentMethod: "cod" });
    expect(cod.answer.quote).toMatchObject({ paymentMethod: "cod", breakup: expectedBreakup(lines, SOUTH, COD.fee) });

    // Only the ticked lines are priced.
    const oilOnly = await quote(customer, { variantIds: [oil.variantId] });
    expect(oilOnly.answer.quote.breakup).toEqual(expectedBreakup([{ pack: OIL, quantity: 2 }], SOUTH));
  });

  it("prices another address by its state's zone, and delivers free from the zone's threshold", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [{ item: oil, quantity: 10 }]);
    const ten = [{ pack: OIL, quantity: 10 }];
    const delhi = await quote(customer, { variantIds: [oil.variantId], deliveryAddress: { pincode: DELHI.pincode, state: DELHI.state } });
    expect(delhi.answer.quote.breakup).toEqual(expectedBreakup(ten, REST));
    expect(delhi.answer.quote.breakup.delivery).toBe(80 + 17 * 25);
    // ₹2,000 of items reaches the South zone's free-delivery threshold.
    const home = await quote(customer, { variantIds: [oil.variantId] });
    expect(home.answer.quote.breakup).toEqual(expectedBreakup(ten, SOUTH));
    expect(home.answer.quote.breakup.delivery).toBe(0);
  });

  it("says when the shop does not deliver to a pincode, and placing there is refused with 400", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [{ item: oil, quantity: 1 }]);
    const answer = await quote(customer, { variantIds: [oil.variantId], deliveryAddress: { pincode: PORT_BLAIR.pincode, state: PORT_BLAIR.state } });
    expect(answer.answer.quote).toEqual({ serviceable: false, message: "We do not deliver to this pincode yet (744101)" });

    const page = await checkoutAction(customer, {
      intent: "place",
      variantIds: [oil.variantId],
      idempotencyKey: `key-${crypto.randomUUID()}`,
      deliveryAddress: PORT_BLAIR,
    });
    expect(page.status).toBe(400);
    expect(page.answer.error).toBe("We do not deliver to this pincode yet (744101)");
    const api = await call("/api/order", { token: customer.token, json: { products: [{ productId: oil.productId, quantity: 1 }], deliveryAddress: PORT_BLAIR } });
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ success: false, message: "We do not deliver to this pincode yet (744101)" });
    expect(await countRows("select count(*) as n from orders where user_id = ?", customer.user._id)).toBe(0);
  });

  it("refuses a quote without lines or with a malformed pincode with 400 naming the problem", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [{ item: oil, quantity: 1 }]);
    const none = await quote(customer, { variantIds: [salt.variantId] });
    expect(none.status).toBe(400);
    expect(none.answer.error).toBe("Please select at least one product");
    const badPin = await quote(customer, { variantIds: [oil.variantId], deliveryAddress: { pincode: "012345", state: "Delhi" } });
    expect(badPin.status).toBe(400);
    expect(badPin.answer.error).toMatch(/Pincode must be 6 digits/);
  });
});

describe("cash on delivery: offered where allowed, refused otherwise", () => {
  it("is refused above the maximum bill: the quote falls back to UPI with the reason, placing with COD is 400", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [{ item: oil, quantity: 8 }]);
    const eight = [{ pack: OIL, quantity: 8 }];
    expect(expectedBreakup(eight, SOUTH).total).toBeGreaterThan(COD.max);
    const answer = await quote(customer, { variantIds: [oil.variantId], paymentMethod: "cod" });
    expect(answer.answer.quote).toEqual({
      serviceable: true,
      paymentMethod: "upi",
      breakup: expectedBreakup(eight, SOUTH),
      cod: { allowed: false, reason: "Cash on delivery is available for orders up to ₹1,500" },
      prepaidDiscount: 0,
    });
    const api = await call("/api/order", { token: customer.token, json: { products: [{ productId: oil.productId, quantity: 8 }], paymentMethod: "cod" } });
    expect(api.status).toBe(400);
    expect(api.body.message).toBe("Cash on delivery is available for orders up to ₹1,500");
  });

  it("is refused for an excluded pincode, and when the shop has turned it off", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [{ item: salt, quantity: 1 }]);
    const excluded = await quote(customer, { variantIds: [salt.variantId], paymentMethod: "cod", deliveryAddress: { pincode: HYDERABAD.pincode, state: HYDERABAD.state } });
    expect(excluded.answer.quote.cod).toEqual({ allowed: false, reason: "Cash on delivery is not available for this pincode" });
    expect(excluded.answer.quote.paymentMethod).toBe("upi");
    const placed = await checkoutAction(customer, {
      intent: "place",
      variantIds: [salt.variantId],
      idempotencyKey: `key-${crypto.randomUUID()}`,
      deliveryAddress: HYDERABAD,
      paymentMethod: "cod",
    });
    expect(placed.status).toBe(400);
    expect(placed.answer.error).toBe("Cash on delivery is not available for this pincode");

    await setDeliveryRules({ enabled: false, max: null, fee: COD.fee, excluded: [] });
    const off = await quote(customer, { variantIds: [salt.variantId], paymentMethod: "cod" });
    expect(off.answer.quote.cod).toEqual({ allowed: false, reason: "Cash on delivery is not offered" });
    const api = await call("/api/order", { token: customer.token, json: { products: [{ productId: salt.productId, quantity: 1 }], paymentMethod: "cod" } });
    expect(api.status).toBe(400);
    expect(api.body.message).toBe("Cash on delivery is not offered");
  });
});

describe("placing from the checkout: the quoted bill, the chosen address, saved addresses", () => {
  it("places a COD order to a new address at the quoted breakup, saves the address once and offers it next time", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [
      { item: oil, quantity: 1 },
      { item: salt, quantity: 2 },
    ]);
    const lines = [
      { pack: OIL, quantity: 1 },
      { pack: SALT, quantity: 2 },
    ];
    const variantIds = [oil.variantId, salt.variantId];
    const quoted = await quote(customer, { paymentMethod: "cod", deliveryAddress: { pincode: DELHI.pincode, state: DELHI.state } });
    const placed = await checkoutAction(customer, {
      intent: "place",
      variantIds,
      idempotencyKey: `key-${crypto.randomUUID()}`,
      deliveryAddress: DELHI,
      saveAddress: true,
      paymentMethod: "cod",
    });
    expect(placed.status, placed.text).toBe(200);
    const order = placed.answer.placed;
    expect(order.breakup).toEqual(expectedBreakup(lines, REST, COD.fee));
    expect(order.breakup).toEqual(quoted.answer.quote.breakup);
    // Nothing is reported before the courier collects the cash: no mismatch to flag.
    expect(order).toMatchObject({ bill: order.breakup.total, paymentMethod: "cod", paymentStatus: "cod", paymentMismatch: null, address: DELHI });

    // The next checkout offers it after the profile's address; ordering there again keeps one copy.
    await fillCart(customer, [{ item: salt, quantity: 1 }]);
    const page = await callPage("/checkout", { cookie: cookieOf(customer) });
    const { addresses } = page.body.loaderData["routes/checkout"];
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toMatchObject({ _id: "profile", ...customer.user.address });
    const { _id: savedId, ...saved } = addresses[1];
    // Issue 31: with the person who receives there (the customer, when no other was named).
    expect(saved).toEqual({ ...DELHI, name: "Asha Rani", phoneNumber: "9876543210" });
    expect(savedId).not.toBe("profile");
    const again = await checkoutAction(customer, {
      intent: "place",
      variantIds: [salt.variantId],
      idempotencyKey: `key-${crypto.randomUUID()}`,
      deliveryAddress: saved,
      saveAddress: true,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.answer.placed).toMatchObject({ address: DELHI, paymentMethod: "upi", paymentStatus: "pending" });
    expect(await testDb().select().from(userAddresses).where(eq(userAddresses.userId, customer.user._id))).toHaveLength(1);
  });

  it("without a chosen address or method places to the profile's address by UPI, priced as the loader's first quote", async () => {
    const customer = await createCustomer();
    await fillCart(customer, [{ item: oil, quantity: 3 }]);
    const page = await callPage("/checkout", { cookie: cookieOf(customer) });
    const first = page.body.loaderData["routes/checkout"].quote;
    expect(first.breakup).toEqual(expectedBreakup([{ pack: OIL, quantity: 3 }], SOUTH));
    const placed = await call("/api/order", { token: customer.token, json: { products: [{ productId: oil.productId, quantity: 3 }] } });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).toMatchObject({ bill: first.breakup.total, breakup: first.breakup, paymentMethod: "upi", paymentStatus: "pending", address: customer.user.address });
  });
});

describe("placement e-mails: the customer's order placed, the shop's new order", () => {
  async function mailsTo(recipient: string, subjectPart: string): Promise<MailRow[]> {
    const { results } = await env.DB.prepare("select recipient, subject, text_body, html_body from mail_outbox where recipient = ? and subject like ? order by id")
      .bind(recipient, `%${subjectPart}%`)
      .all<MailRow>();
    return results;
  }

  it("tell the number, lines, breakup, address and how to pay, escaping what the customer typed; a repeat sends none", async () => {
    const name = `Ravi <b>"Bold"</b> & Sons`;
    const customer = await createCustomer({ name });
    await fillCart(customer, [{ item: oil, quantity: 2 }]);
    const address = { ...DELHI, street: "<script>alert(1)</script> Lane" };
    const key = `key-${crypto.randomUUID()}`;
    const body = { intent: "place", variantIds: [oil.variantId], idempotencyKey: key, deliveryAddress: address, paymentMethod: "cod" };
    const placed = await checkoutAction(customer, body);
    expect(placed.status, placed.text).toBe(200);
    const order = placed.answer.placed;
    const ref = shortOrderRef(order._id);
    const breakup = expectedBreakup([{ pack: OIL, quantity: 2 }], REST, COD.fee);

    const [toCustomer, ...moreToCustomer] = await mailsTo(customer.email, "placed");
    expect(moreToCustomer).toHaveLength(0);
    expect(toCustomer.subject).toBe(`${env.SHOP_NAME}: order ${ref} placed`);
    const text = toCustomer.text_body;
    for (const expected of [
      `2 × ${order.products[0].productName} · 1 pack: ₹400`,
      `Items at MRP: ₹${breakup.itemsMrp}`,
      `Discount: −₹${breakup.discount}`,
      `Delivery: ₹${breakup.delivery}`,
      `Cash on delivery fee: ₹${COD.fee}`,
      `Total (incl. of all taxes): ₹${breakup.total}`,
      `12, <script>alert(1)</script> Lane, New Delhi 110001, Delhi`,
      `please pay ₹${breakup.total} in cash when it arrives`,
    ]) {
      expect(text).toContain(expected);
    }

    const [toShop, ...moreToShop] = await mailsTo(env.SHOP_EMAIL, `new order ${ref}`);
    expect(moreToShop).toHaveLength(0);
    expect(toShop.text_body).toContain(`${name} (${customer.email}, ${customer.user.phoneNumber}) placed order ${ref}, paying by cash on delivery.`);
    expect(toShop.text_body).toContain(`Total (incl. of all taxes): ₹${breakup.total}`);
    for (const mail of [toCustomer, toShop]) {
      expect(mail.html_body).not.toContain("<script");
      expect(mail.html_body).not.toContain("<b>");
      expect(mail.html_body).toContain("&lt;script&gt;");
    }

    // The same placement again (a retry after a lost answer) answers the same order and tells nobody twice.
    const retry = await checkoutAction(customer, body);
    expect(retry.answer.placed._id).toBe(order._id);
    expect(await mailsTo(customer.email, "placed")).toHaveLength(1);
    expect(await mailsTo(env.SHOP_EMAIL, `new order ${ref}`)).toHaveLength(1);
  });

  it("a UPI order's mail says how to pay by UPI", async () => {
    const customer = await createCustomer();
    const placed = await call("/api/order", { token: customer.token, json: { products: [{ productId: salt.productId, quantity: 1 }] } });
    expect(placed.status, placed.text).toBe(201);
    const ref = shortOrderRef(placed.body._id);
    const [mail] = await mailsTo(customer.email, `order ${ref} placed`);
    expect(mail.text_body).toContain(`Please pay ₹${placed.body.bill} by UPI`);
    expect(mail.text_body).not.toContain("cash");
  });
});
