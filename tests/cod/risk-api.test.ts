/**
 * Issue 32 (items 2 and 3), through the API and the services with real D1: the placement stores the order's keys
 * (never the raw IP), its score and reasons and what the COD rules decided; admins read `risk`, customers never;
 * each signal is counted by the one scoring statement from history put straight into D1 (small samples and old
 * orders left out); the rules API validates and audits; blocks are unique by their normalised key and removable;
 * a COD placement the rules refuse is a 400 in words the shopper understands (English or Telugu) while a UPI order
 * still goes through with the refusal recorded; the quote says the same; and the decision costs one D1 round trip.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, env, testDb } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, freshMobile, type Account } from "../helpers/factories";
import { enableCashOnDelivery, orderRow, postOrder } from "../helpers/orders";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { readRiskFacts } from "../../worker/domains/cod/risk";
import { COD_REFUSED_MESSAGE } from "../../worker/domains/cod/shared/decision";

let admin: Account;
let oilId: string;
let oilPackId: string;

beforeAll(async () => {
  admin = await createAdmin();
  await enableCashOnDelivery(4000);
  const category = await addCategory(admin);
  const oil = await addProduct(admin, category._id, { mrp: "450", salePrice: "420" });
  oilId = oil._id;
  oilPackId = oil.variants[0]._id;
});

afterEach(async () => {
  // Every test starts from no rule and no block.
  await env.DB.batch([env.DB.prepare("delete from cod_rules"), env.DB.prepare("delete from cod_blocks")]);
});

let doors = 0;
/** A customer with a phone and an address of their own (the signup default is everybody's: "same address" would count). */
const customer = (address?: Record<string, string>) => {
  doors += 1;
  const own = address ?? { doorNo: `${doors}-${Math.floor(Math.random() * 1000)}`, street: "Near Rama Temple, Brodipet", pincode: "522002" };
  return createCustomer({ phoneNumber: freshMobile(), address: { city: "Guntur", state: "Andhra Pradesh", ...own } });
};
const codOrder = (account: Account, headers?: Record<string, string>) => postOrder(account.token, [{ productId: oilId, quantity: 1 }], { paymentMethod: "cod" }, headers);
const putRules = (json: unknown) => call("/api/admin/cod-rules", { method: "PUT", token: admin.token, json });

describe("placing an order", () => {
  it("stores the keys (hashes, never the raw IP), the score and reasons, and the COD rule decided", async () => {
    const asha = await customer({ doorNo: "H.No 4-12", street: "Opp. Temple, Brodipet 2nd Line", pincode: "522002" });
    const placed = await codOrder(asha, { "CF-Connecting-IP": "203.0.113.7", "X-Device-Id": "device-asha" });
    expect(placed.status, placed.text).toBe(201);
    const row = await orderRow(placed.body._id);
    expect(row).toMatchObject({ phone_key: asha.user.phoneNumber, address_key: "4 12 temple brodipet 2nd line|522002", cod_rule: "offered", advance_paise: 0 });
    expect(row?.client_ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.device_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
    expect(row?.risk_score).toBe(15);
    expect(JSON.parse(String(row?.risk_reasons))).toEqual(["Account made less than an hour ago, no paid orders yet"]);
  });

  it("admins read the order's risk; its customer never does", async () => {
    const ravi = await customer();
    const placed = await codOrder(ravi);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body).not.toHaveProperty("risk");
    const own = await call(`/api/order/user/${ravi.user._id}`, { token: ravi.token });
    expect(own.body[0]).not.toHaveProperty("risk");
    const listed = await call(`/api/order?orderId=${placed.body._id}&page=1`, { token: admin.token });
    expect(listed.body[0].risk).toEqual({ score: expect.any(Number), reasons: expect.arrayContaining(["Account made less than an hour ago, no paid orders yet"]) });
    // An order from before issue 32 has no risk: null, not made up.
    await env.DB.prepare("update orders set risk_score = null, risk_reasons = null where id = ?").bind(placed.body._id).run();
    const old = await call(`/api/order?orderId=${placed.body._id}&page=1`, { token: admin.token });
    expect(old.body[0].risk).toBeNull();
  });
});

describe("the device cookie", () => {
  it("the checkout page gives a signed-in browser one (random, httpOnly, long-lived) once; other pages and the API do not", async () => {
    const asha = await customer();
    const cookie = `${SESSION_COOKIE}=${asha.token}`;
    const first = await call("/checkout", { cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get("Set-Cookie")).toMatch(/ghani_device=[0-9a-f-]{36}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=63072000/);
    expect((await call("/checkout", { cookie: `${cookie}; ghani_device=kept` })).headers.get("Set-Cookie") ?? "").not.toContain("ghani_device");
    expect((await call("/", { cookie })).headers.get("Set-Cookie") ?? "").not.toContain("ghani_device");
    expect((await call("/api/cart", { token: asha.token })).headers.get("Set-Cookie") ?? "").not.toContain("ghani_device");
  });

  it("the same device across two accounts is one device to the score", async () => {
    const [one, two] = [await customer(), await customer()];
    const first = await codOrder(one, { "X-Device-Id": "shared-phone-1" });
    const second = await codOrder(two, { "X-Device-Id": "shared-phone-1" });
    expect((await orderRow(first.body._id))?.device_hash).toBe((await orderRow(second.body._id))?.device_hash);
  });
});

/** A history order straight in D1 (what the statement counts). */
let seq = 0;
async function history(fields: Record<string, string | number | null>) {
  seq += 1;
  const row: Record<string, string | number | null> = {
    id: `HIST${String(seq).padStart(8, "0")}${crypto.randomUUID().slice(0, 8)}`, user_id: admin.user._id, name: "History", email_address: "h@example.com",
    phone_number: "9000000000", door_no: "1", street: "Road", city: "Guntur", pincode: "500001", state: "Telangana", bill_paise: 50_000,
    payment_method: "cod", payment_status: "cod", order_status: "not yet delivered", created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...fields,
  };
  row.updated_at = row.created_at;
  const columns = Object.keys(row);
  await env.DB.prepare(`insert into orders (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`).bind(...Object.values(row)).run();
}

describe("the scoring statement counts", () => {
  it("the customer's own refusals, expired confirmations, paid orders and their average", async () => {
    const user = (await customer()).user._id;
    await history({ user_id: user, order_status: "returned" });
    await history({ user_id: user, order_status: "cancelled", cod_confirmation_status: "expired" });
    await history({ user_id: user, order_status: "delivered", payment_status: "verified", bill_paise: 30_000 });
    await history({ user_id: user, payment_method: "upi", payment_status: "verified", bill_paise: 50_000 });
    await history({ user_id: user, order_status: "not yet delivered" });
    const { signals } = await readRiskFacts(testDb(), { userId: user, pincode: "500001", phoneKey: null, addressKey: null, ipHash: null, deviceHash: null });
    expect(signals).toMatchObject({ ownCodDecided: 3, ownCodRefused: 2, paidOrders: 2, paidAveragePaise: 40_000 });
    expect(signals.accountAgeHours).toBeLessThan(1);
  });

  it("the pincode's and the district's COD outcomes (UPI orders and undecided ones left out)", async () => {
    for (const status of ["returned", "returned", "delivered"]) await history({ pincode: "533101", order_status: status });
    await history({ pincode: "533101", payment_method: "upi", order_status: "delivered" });
    await history({ pincode: "533101", order_status: "shipped" });
    await history({ pincode: "533999", order_status: "returned" });
    await history({ pincode: "534000", order_status: "returned" });
    const { signals } = await readRiskFacts(testDb(), { userId: "nobody", pincode: "533101", phoneKey: null, addressKey: null, ipHash: null, deviceHash: null });
    expect(signals).toMatchObject({ pincodeDecided: 3, pincodeReturned: 2, districtDecided: 4, districtReturned: 3 });
  });

  it("orders of the last 24 hours by phone, address, IP and device, and the same phone or address on other accounts", async () => {
    const recent = new Date(Date.now() - 3600_000).toISOString();
    const keys = { phone_key: "+919111100001", address_key: "7 market road|500001", client_ip_hash: "ip-a", device_hash: "dev-a" };
    const [me, other1, other2] = await Promise.all([customer(), customer(), customer()]).then((accounts) => accounts.map((account) => account.user._id as string));
    await history({ ...keys, user_id: other1, created_at: recent });
    await history({ ...keys, user_id: other2, created_at: recent });
    await history({ ...keys, user_id: other2 }); // three days old: not in the last day, still another account
    await history({ phone_key: "+919111100001", user_id: me, created_at: recent }); // the customer's own account is no "other"
    const prospect = { userId: me, pincode: "500001", phoneKey: "+919111100001", addressKey: "7 market road|500001", ipHash: "ip-a", deviceHash: "dev-a" };
    const { signals } = await readRiskFacts(testDb(), prospect);
    expect(signals).toMatchObject({ phoneDay: 3, addressDay: 2, ipDay: 2, deviceDay: 2, phoneOtherAccounts: 2, addressOtherAccounts: 2 });
    // Unknown keys match nothing.
    const none = await readRiskFacts(testDb(), { ...prospect, phoneKey: null, addressKey: null, ipHash: null, deviceHash: null });
    expect(none.signals).toMatchObject({ phoneDay: 0, addressDay: 0, ipDay: 0, deviceDay: 0, phoneOtherAccounts: 0, addressOtherAccounts: 0 });
  });

  it("standing COD orders this week by account or phone (cancelled, closed and expired ones left out), a block and the rules", async () => {
    const user = (await customer()).user._id;
    const now = new Date().toISOString();
    await history({ user_id: user, created_at: now, bill_paise: 10_000 });
    await history({ user_id: admin.user._id, phone_key: "+919222200002", created_at: now, bill_paise: 20_000 });
    await history({ user_id: user, bill_paise: 40_000 }); // three days ago
    await history({ user_id: user, created_at: now, order_status: "cancelled" });
    await history({ user_id: user, created_at: now, cod_confirmation_status: "expired" });
    await history({ user_id: user, created_at: now, payment_method: "upi" });
    await history({ user_id: user, created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() });
    await call("/api/admin/cod-blocks", { method: "POST", token: admin.token, json: { kind: "phone", phoneNumber: "9222200002", reason: "Refused three parcels" } });
    await putRules({ refuseScore: 80, dayMaxOrders: 3 });
    const facts = await readRiskFacts(testDb(), { userId: user, pincode: "500001", phoneKey: "+919222200002", addressKey: null, ipHash: null, deviceHash: null });
    expect(facts.usage).toEqual({ dayOrders: 2, weekOrders: 3, dayPaise: 30_000, weekPaise: 70_000 });
    expect(facts.blocked).toBe(true);
    expect(facts.rules).toMatchObject({ refuseScore: 80, dayMaxOrders: 3, confirmHours: 24 });
  });
});

describe("the owner's rules (GET/PUT /api/admin/cod-rules)", () => {
  it("answers the defaults before any save, saves the whole set in rupees and percent, and audits it", async () => {
    const before = await call("/api/admin/cod-rules", { token: admin.token });
    expect(before.body.codRules).toEqual({
      confirmHours: 24, refuseScore: null, advanceScore: null, advanceKind: "delivery-fee", advanceFixed: 100,
      dayMaxOrders: null, weekMaxOrders: null, dayMaxValue: null, weekMaxValue: null, prepaidDiscountPercent: 0, updatedAt: null,
    });
    const saved = await putRules({ confirmHours: 12, refuseScore: 70, advanceScore: 45, advanceKind: "fixed", advanceFixed: 150, dayMaxOrders: 2, weekMaxOrders: 5, dayMaxValue: 3000, weekMaxValue: 8000, prepaidDiscountPercent: 2.5 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.codRules).toMatchObject({ confirmHours: 12, refuseScore: 70, advanceScore: 45, advanceKind: "fixed", advanceFixed: 150, dayMaxValue: 3000, prepaidDiscountPercent: 2.5 });
    const row = await env.DB.prepare("select * from cod_rules").first<Record<string, unknown>>();
    expect(row).toMatchObject({ advance_fixed_paise: 15_000, day_max_paise: 300_000, prepaid_discount_basis_points: 250 });
    const audit = await call("/api/admin/audit?limit=20", { token: admin.token });
    expect(audit.body.entries.find((entry: { entity: string }) => entry.entity === "cod-rules")).toMatchObject({ action: "update", actorId: admin.user._id });
  });

  it("refuses rules that do not fit together with a 400 naming the problem, and keeps what was saved", async () => {
    await putRules({ refuseScore: 60 });
    const refused = await putRules({ refuseScore: 50, advanceScore: 60 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: expect.stringContaining("Advance score must be below the refuse score") });
    expect((await call("/api/admin/cod-rules", { token: admin.token })).body.codRules.refuseScore).toBe(60);
  });

  it("is admins' only", async () => {
    const someone = await customer();
    expect((await call("/api/admin/cod-rules", { token: someone.token })).status).toBe(403);
    expect((await call("/api/admin/cod-rules", { method: "PUT", token: someone.token, json: {} })).status).toBe(403);
  });
});

describe("the block list (GET/POST/DELETE /api/admin/cod-blocks)", () => {
  const block = (json: unknown) => call("/api/admin/cod-blocks", { method: "POST", token: admin.token, json });

  it("keeps a phone or an address once, however it is typed, lists them with reasons and removes them", async () => {
    const phone = await block({ kind: "phone", phoneNumber: "+91 93333 00003", reason: "Refused two parcels" });
    expect(phone.status, phone.text).toBe(201);
    expect(phone.body.block).toMatchObject({ kind: "phone", value: "+919333300003", reason: "Refused two parcels", createdBy: admin.email });
    const again = await block({ kind: "phone", phoneNumber: "09333300003", reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This phone is already blocked for cash on delivery");
    const address = await block({ kind: "address", doorNo: "D.No 9-1", street: "Opp. Bus Stand Road", pincode: "522201", reason: "Fake address" });
    expect(address.status, address.text).toBe(201);
    expect((await block({ kind: "address", doorNo: "9 1", street: "bus stand rd", pincode: "522201", reason: "x" })).status).toBe(409);
    const listed = await call("/api/admin/cod-blocks", { token: admin.token });
    expect(listed.body.blocks.map((b: { label: string; reason: string }) => [b.label, b.reason])).toEqual([
      ["D.No 9-1, Opp. Bus Stand Road, 522201", "Fake address"],
      ["+919333300003", "Refused two parcels"],
    ]);
    const removed = await call(`/api/admin/cod-blocks/${phone.body.block._id}`, { method: "DELETE", token: admin.token });
    expect(removed.status).toBe(200);
    expect((await call(`/api/admin/cod-blocks/${phone.body.block._id}`, { method: "DELETE", token: admin.token })).status).toBe(404);
  });

  it("refuses a block without a reason, a phone that is no mobile number and an address without a pincode", async () => {
    expect((await block({ kind: "phone", phoneNumber: "9333300004", reason: " " })).body.message).toBe("Reason is required");
    expect((await block({ kind: "phone", phoneNumber: "12345", reason: "x" })).body.message).toBe("Give an Indian mobile number to block: 10 digits, or +91 and 10 digits");
    expect((await block({ kind: "address", doorNo: "1", street: "Road", pincode: "52", reason: "x" })).status).toBe(400);
    expect((await block({ kind: "email", reason: "x" })).body.message).toBe("Choose phone or address to block");
  });
});

describe("the checkout decision", () => {
  it("a blocked phone gets no COD: the placement is a 400 in the shopper's words (English, Telugu), UPI still works and records it", async () => {
    const sita = await customer();
    await call("/api/admin/cod-blocks", { method: "POST", token: admin.token, json: { kind: "phone", phoneNumber: sita.user.phoneNumber, reason: "Serial refuser" } });
    const refused = await codOrder(sita);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: COD_REFUSED_MESSAGE });
    const telugu = await call("/api/order?lang=te", { method: "POST", token: sita.token, json: { products: [{ productId: oilId, quantity: 1 }], paymentMethod: "cod" } });
    expect(telugu.body.message).toBe("ఈ ఆర్డర్‌కు క్యాష్ ఆన్ డెలివరీ అందుబాటులో లేదు; దయచేసి UPI ద్వారా చెల్లించండి");
    expect(JSON.stringify([refused.body, telugu.body])).not.toMatch(/block|score|Serial/i);
    const upi = await postOrder(sita.token, [{ productId: oilId, quantity: 1 }]);
    expect(upi.status, upi.text).toBe(201);
    expect(await orderRow(upi.body._id)).toMatchObject({ payment_method: "upi", cod_rule: "refused-blocked" });
  });

  it("a blocked address, typed another way, gets no COD", async () => {
    await call("/api/admin/cod-blocks", { method: "POST", token: admin.token, json: { kind: "address", doorNo: "H.No. 77", street: "Ring Road", pincode: "522003", reason: "Fake" } });
    const gopal = await customer({ doorNo: "77", street: "ring rd", pincode: "522003" });
    expect((await codOrder(gopal)).status).toBe(400);
  });

  it("over the day limit the next COD order is refused; cancelling one frees the limit", async () => {
    await putRules({ dayMaxOrders: 1 });
    const meena = await customer();
    const first = await codOrder(meena);
    expect(first.status, first.text).toBe(201);
    const second = await codOrder(meena);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(COD_REFUSED_MESSAGE);
    await env.DB.prepare("update orders set order_status = 'cancelled' where id = ?").bind(first.body._id).run();
    expect((await codOrder(meena)).status).toBe(201);
  });

  it("at the refuse score COD is refused; at the advance score it needs the delivery and COD fees first", async () => {
    // A new account scores 15 (tests above); nothing else in its history.
    await putRules({ refuseScore: 15 });
    const lakshmi = await customer();
    expect((await codOrder(lakshmi)).status).toBe(400);
    const upi = await postOrder(lakshmi.token, [{ productId: oilId, quantity: 1 }]);
    expect(await orderRow(upi.body._id)).toMatchObject({ cod_rule: "refused-score", risk_score: 15 });

    await putRules({ refuseScore: 90, advanceScore: 15 });
    const placed = await codOrder(lakshmi);
    expect(placed.status, placed.text).toBe(201);
    const row = await orderRow(placed.body._id);
    expect(row).toMatchObject({ cod_rule: "advance" });
    expect(row?.advance_paise).toBe(Number(row?.delivery_fee_paise) + Number(row?.cod_fee_paise));
  });

  it("the checkout's quote says the same, and deciding costs one D1 round trip", async () => {
    const kiran = await customer();
    const cookie = `${SESSION_COOKIE}=${kiran.token}`;
    await call("/api/cart", { method: "PUT", token: kiran.token, json: { productId: oilId, variantId: oilPackId, quantity: 1 } });
    const quote = (path = "/checkout") =>
      callPage(path, { method: "POST", cookie, json: { intent: "quote", variantIds: [oilPackId], paymentMethod: "cod" }, env: { D1_STATEMENT_HEADER: "on" } });
    // The round trips of the action alone (a single-fetch request runs no loader after it).
    const actionTrips = async () => Number((await quote("/checkout.data")).headers.get("X-D1-Round-Trips"));
    const offered = await quote();
    expect(offered.status, offered.text).toBe(200);
    expect(offered.body.actionData.quote).toMatchObject({ paymentMethod: "cod", cod: { allowed: true, fee: 40 } });
    const withRules = await actionTrips();

    await putRules({ refuseScore: 1 });
    const refused = await quote();
    expect(refused.body.actionData.quote).toMatchObject({ paymentMethod: "upi", cod: { allowed: false, reason: COD_REFUSED_MESSAGE } });
    expect(await actionTrips()).toBe(withRules);

    // With COD off in the delivery rules no decision is made: exactly one round trip fewer.
    await env.DB.prepare("update shop_settings set cod_enabled = 0").run();
    try {
      expect((await quote()).body.actionData.quote.cod.allowed).toBe(false);
      expect(withRules - (await actionTrips())).toBe(1);
    } finally {
      await enableCashOnDelivery(4000);
    }
  });
});
