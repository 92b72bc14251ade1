/**
 * The orders API (API.md 1.5, 3.7 and 6; SPEC.md section 4): placing orders priced by the server from the
 * catalogue and the profile, idempotent placement, reading (admin list with filters and pages, a customer's own
 * list), the complete status-transition table for both actors checked against an expectation written here from
 * the SPEC (the app's own rules table is deliberately NOT imported), a seeded property test of random update
 * sequences, payment details, concurrent updates, notification mail and bodies that name no transition.
 * Storage is shared by the tests of this file, so every test creates its own customers and orders and compares
 * relative counts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import {
  confirmCodOrder,
  ALL_STATES,
  BODY_KINDS,
  ORDER_STATUS_VALUES,
  bodyFor as modelBody,
  CANCEL_REASON,
  countRows,
  enableCashOnDelivery,
  expectedAfter,
  expectedDetails,
  restoresStock,
  unpaidStatus,
  movementsOf,
  type Actor,
  type BodyKind,
  eventsOf,
  expectedMismatch,
  forceState,
  freshUtr,
  mailsAbout,
  MAX_TIMES_BILL,
  orderRow,
  placeOrder,
  postOrder,
  putOrder,
  REFUND_REFERENCE,
  reportableAmount,
  SHIPMENT,
  seededRandom,
  stateOf,
  verifyNeedsConfirmation,
  type State,
} from "../helpers/orders";

type Product = { _id: string; name: string; salePrice: number; images: string[]; variants?: { _id: string }[] };

let admin: Account;
let owner: Account;
let stranger: Account;
/** 33.33 each: 3 of them cost exactly 99.99. */
let paise33: Product;
/** 0.10 each: 3 of them cost 0.30 (0.1 * 3 is 0.30000000000000004 in floating point). */
let dime: Product;
let plain: Product;
/** Priced like `plain`, with a counted stock: its orders take stock and may put it back. */
let stocked: Product;

const PLAIN_PRICE = 199.5;
const IMAGE_A = "https://shop.test/images/oil-a.png";
const IMAGE_B = "https://shop.test/images/oil-b.png";

beforeAll(async () => {
  [admin, owner, stranger] = await Promise.all([createAdmin(), createCustomer(), createCustomer()]);
  const category = await addCategory(admin);
  paise33 = await addProduct(admin, category._id, { mrp: "40", salePrice: "33.33", images: [IMAGE_A, IMAGE_B] });
  dime = await addProduct(admin, category._id, { mrp: "1", salePrice: "0.1", images: [IMAGE_B] });
  plain = await addProduct(admin, category._id, { mrp: "250", salePrice: String(PLAIN_PRICE) });
  stocked = await addStockedProduct(category._id, 1_000_000);
});

/** A product priced like `plain` whose one pack counts its stock. */
async function addStockedProduct(categoryId: string, stock: number): Promise<Product> {
  const { mrp: _mrp, salePrice: _sale, ...body } = productBody(categoryId);
  const packs = [{ label: "1 l", netQuantity: 1, unit: "l", mrp: 250, salePrice: PLAIN_PRICE, sku: uniqueName("SKU").replace(/\W/g, "").toUpperCase(), stock }];
  const response = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: packs } });
  if (response.status !== 201) throw new Error(`add failed: ${response.text}`);
  return response.body.product;
}

/** A product of its own (for tests that delete one or need it in nobody else's orders). */
async function freshProduct(overrides: Record<string, unknown> = {}): Promise<Product> {
  const category = await addCategory(admin);
  return addProduct(admin, category._id, overrides);
}

const ordersOfUser = (userId: string) => countRows("select count(*) as n from orders where user_id = ?", userId);
const productIdOf = (line: any): string => (typeof line.productId === "string" ? line.productId : line.productId?._id);
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

function expectErrorBody(response: Awaited<ReturnType<typeof call>>) {
  expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
  expect(response.body.success).toBe(false);
  expect(typeof response.body.message).toBe("string");
  expect(response.body.message.length).toBeGreaterThan(0);
}

// The expectation model (expectedAfter, written from SPEC.md section 4, API.md 3.7.4 / 6.3 and issue 17) lives in
// tests/helpers/orders.ts; here the payment body reports by default the bill of one `plain`.
const bodyFor = (kind: BodyKind, amountPaid = PLAIN_PRICE) => modelBody(kind, amountPaid);

const describeState = (s: State) => `${s.paymentStatus}/${s.orderStatus}`;

describe("the expectation model itself (a sanity check on the test's own reading of the SPEC)", () => {
  it("allows exactly the moves the SPEC and issue 17 list from each state (48 states, reachable or not)", () => {
    const allowed = ALL_STATES.flatMap((state) =>
      (["owner", "admin"] as const).flatMap((actor) =>
        BODY_KINDS.filter((kind) => expectedAfter(state, kind, actor)).map((kind) => `${describeState(state)} ${actor} ${kind}`),
      ),
    );
    expect(allowed.sort()).toEqual(
      [
        "pending/not yet delivered owner pay",
        "pending/not yet delivered owner cancel",
        "pending/not yet delivered admin cancel",
        "pending/not yet delivered admin wrong-order",
        "pending/delivered owner pay",
        "pending/shipped owner pay",
        "done/not yet delivered owner cancel",
        "done/not yet delivered admin verify",
        "done/not yet delivered admin fake",
        "done/not yet delivered admin cancel",
        "done/delivered admin verify",
        "done/delivered admin fake",
        "done/wrong order admin verify",
        "done/wrong order admin fake",
        "done/shipped admin verify",
        "done/shipped admin fake",
        "done/cancelled admin verify",
        "done/cancelled admin fake",
        "done/returned admin verify",
        "done/returned admin fake",
        "verified/not yet delivered owner cancel",
        "verified/not yet delivered admin ship",
        "verified/not yet delivered admin deliver",
        "verified/not yet delivered admin cancel",
        "verified/shipped admin deliver",
        "cod/not yet delivered owner cancel",
        "cod/not yet delivered admin ship",
        "cod/not yet delivered admin cancel",
        "cod/shipped admin collect",
        "cod/shipped admin return",
        "refund pending/not yet delivered admin refund",
        "refund pending/delivered admin refund",
        "refund pending/wrong order admin refund",
        "refund pending/shipped admin refund",
        "refund pending/cancelled admin refund",
        "refund pending/returned admin refund",
        ...ORDER_STATUS_VALUES.flatMap((ord) => [`payment to check/${ord} admin fake`, `payment to check/${ord} admin payment-found`]),
      ].sort(),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("POST /api/order: placing an order", () => {
  it("answers 201 with the order object itself, with the contract's fields and defaults", async () => {
    const customer = await createCustomer();
    const response = await postOrder(customer.token, [{ productId: plain._id, quantity: 2 }]);
    expect(response.status, response.text).toBe(201);
    const order = response.body;
    // Not wrapped: the order's own fields are at the top level.
    expect(order.order).toBeUndefined();
    expect(typeof order._id).toBe("string");
    expect(order._id.length).toBeGreaterThanOrEqual(6);
    expect(typeof order.bill).toBe("number");
    expect(order.bill).toBe(399);
    expect(order.amountPaid).toBe(0);
    expect(order.transactionId).toBeNull();
    expect(order.paymentStatus).toBe("pending");
    expect(order.orderStatus).toBe("not yet delivered");
    expect(order.createdAt).toMatch(ISO_UTC);
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
    expect(Math.abs(Date.parse(order.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(order.products).toHaveLength(1);
    const [line] = order.products;
    expect(typeof line._id).toBe("string");
    expect(line._id.length).toBeGreaterThanOrEqual(6);
    expect(productIdOf(line)).toBe(plain._id);
    expect(line.productName).toBe(plain.name);
    expect(Array.isArray(line.images)).toBe(true);
    expect(line.quantity).toBe(2);
    expect(line.productBill).toBe(399);
    expect(JSON.stringify(order)).not.toMatch(/password/i);
    // The row really exists.
    expect(await orderRow(order._id)).not.toBeNull();
  });

  it("takes name, e-mail, phone and address from the profile and ignores prices, names, images and userId sent by the client", async () => {
    const customer = await createCustomer({
      name: "Lakshmi Devi",
      phoneNumber: "9123456780",
      address: { doorNo: "7-1", street: "Canal Road", city: "Tenali", pincode: "522201", state: "Andhra Pradesh" },
    });
    const victimOrdersBefore = await ordersOfUser(stranger.user._id);
    const response = await postOrder(
      customer.token,
      [
        { productId: paise33._id, quantity: 3, productBill: 1, productName: "X", images: ["evil"] },
        { productId: dime._id, quantity: 3, productBill: 1, productName: "X", images: ["evil"] },
      ],
      {
        userId: stranger.user._id,
        name: "Mallory",
        emailAddress: "mallory@evil.test",
        phoneNumber: "0000000000",
        address: { doorNo: "X", street: "X", city: "X", pincode: "000000", state: "X" },
        bill: 1,
      },
    );
    expect(response.status, response.text).toBe(201);
    const order = response.body;
    // 33.33 x 3 + 0.10 x 3 = 99.99 + 0.30 = 100.29, exactly.
    expect(order.bill).toBe(100.29);
    const lines = Object.fromEntries(order.products.map((line: any) => [productIdOf(line), line]));
    expect(lines[paise33._id]).toMatchObject({ productName: paise33.name, images: [IMAGE_A, IMAGE_B], quantity: 3, productBill: 99.99 });
    expect(lines[dime._id]).toMatchObject({ productName: dime.name, images: [IMAGE_B], quantity: 3, productBill: 0.3 });
    expect(order).toMatchObject({
      name: "Lakshmi Devi",
      emailAddress: customer.email.toLowerCase(),
      phoneNumber: "9123456780",
      address: { doorNo: "7-1", street: "Canal Road", city: "Tenali", pincode: "522201", state: "Andhra Pradesh" },
    });
    const userIdOfOrder = typeof order.userId === "string" ? order.userId : order.userId?._id;
    expect(userIdOfOrder).toBe(customer.user._id);

    const row = await orderRow(order._id);
    expect(row).toMatchObject({ user_id: customer.user._id, bill_paise: 10029, name: "Lakshmi Devi", email_address: customer.email.toLowerCase() });
    expect(await ordersOfUser(stranger.user._id)).toBe(victimOrdersBefore);
    const items = await countRows("select count(*) as n from order_items where order_id = ? and (product_name = 'X' or images like '%evil%')", order._id);
    expect(items).toBe(0);
  });

  it("removes the ordered products from the cart and leaves the other cart lines", async () => {
    const customer = await createCustomer();
    for (const [product, quantity] of [
      [paise33, 2],
      [dime, 1],
      [plain, 4],
    ] as const) {
      const put = await call("/api/cart/", { method: "PUT", token: customer.token, json: { productId: product._id, quantity } });
      expect(put.status, put.text).toBe(200);
    }
    await placeOrder(customer.token, [
      { productId: paise33._id, quantity: 2 },
      { productId: dime._id, quantity: 5 },
    ]);
    const cart = await call("/api/cart/", { token: customer.token });
    expect(cart.status).toBe(200);
    const lines = (cart.body.cart.products as any[]).map((line) => ({ productId: line.productId._id, quantity: line.quantity }));
    expect(lines).toEqual([{ productId: plain._id, quantity: 4 }]);
  });

  it.each([
    ["no products field", {}],
    ["an empty products list", { products: [] }],
  ])("refuses %s with 400 'Please select at least one product'", async (_label, body) => {
    const customer = await createCustomer();
    const response = await call("/api/order", { method: "POST", token: customer.token, json: body });
    expect(response.status, response.text).toBe(400);
    expectErrorBody(response);
    expect(response.body.message).toBe("Please select at least one product");
    expect(await ordersOfUser(customer.user._id)).toBe(0);
  });

  it.each([
    ["0", 0],
    ["100", 100],
    ["1.5", 1.5],
    ['"2" (a string)', "2"],
    ["-1", -1],
    ["null", null],
    ["missing", undefined],
  ])("refuses quantity %s with 400 and creates nothing", async (_label, quantity) => {
    const customer = await createCustomer();
    const response = await postOrder(customer.token, [{ productId: plain._id, quantity }]);
    expect(response.status, response.text).toBe(400);
    expectErrorBody(response);
    expect(await ordersOfUser(customer.user._id)).toBe(0);
  });

  it("refuses an unknown product with 400 and creates nothing, even next to a valid one", async () => {
    const customer = await createCustomer();
    const alone = await postOrder(customer.token, [{ productId: "00000000000000000000000000", quantity: 1 }]);
    expect(alone.status, alone.text).toBe(400);
    expectErrorBody(alone);
    const mixed = await postOrder(customer.token, [
      { productId: plain._id, quantity: 1 },
      { productId: "no-such-product", quantity: 1 },
    ]);
    expect(mixed.status, mixed.text).toBe(400);
    expect(await ordersOfUser(customer.user._id)).toBe(0);
  });

  it("refuses a deleted product with 400 and creates nothing", async () => {
    const customer = await createCustomer();
    const product = await freshProduct();
    const deleted = await call(`/api/admin/product/delete/${product._id}`, { method: "DELETE", token: admin.token });
    expect(deleted.status, deleted.text).toBe(200);
    const response = await postOrder(customer.token, [{ productId: product._id, quantity: 1 }]);
    expect(response.status, response.text).toBe(400);
    expectErrorBody(response);
    expect(await ordersOfUser(customer.user._id)).toBe(0);
  });

  it("merges the same product sent twice into one line with the quantities added", async () => {
    const customer = await createCustomer();
    const order = await placeOrder(customer.token, [
      { productId: paise33._id, quantity: 2 },
      { productId: paise33._id, quantity: 3 },
    ]);
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({ quantity: 5, productBill: 166.65 });
    expect(order.bill).toBe(166.65);
    expect(await countRows("select count(*) as n from order_items where order_id = ?", order._id)).toBe(1);
  });

  it("refuses merged quantities above 99 with 400", async () => {
    const customer = await createCustomer();
    const response = await postOrder(customer.token, [
      { productId: plain._id, quantity: 60 },
      { productId: plain._id, quantity: 40 },
    ]);
    expect(response.status, response.text).toBe(400);
    expect(await ordersOfUser(customer.user._id)).toBe(0);
  });

  it("refuses anonymous callers (no token, `Bearer null`, garbage) with 401", async () => {
    const before = await countRows("select count(*) as n from orders");
    for (const token of [undefined, "null", "not.a.token"]) {
      const response = await postOrder(token, [{ productId: plain._id, quantity: 1 }]);
      expect(response.status, `${token}: ${response.text}`).toBe(401);
      expectErrorBody(response);
    }
    expect(await countRows("select count(*) as n from orders")).toBe(before);
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const customer = await createCustomer();
    for (const body of ["{not json", "[]", '"text"', "null", '{"products": [{"productId": 1, "quantity": {}}]}']) {
      const response = await call("/api/order", {
        method: "POST",
        token: customer.token,
        body,
        headers: { "Content-Type": "application/json" },
      });
      expect(response.status, `${body}: ${response.text}`).toBe(400);
      expectErrorBody(response);
    }
    expect(await ordersOfUser(customer.user._id)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("POST /api/order: Idempotency-Key", () => {
  it("20 parallel POSTs with the same key make exactly one order, and every response carries its _id", async () => {
    const customer = await createCustomer();
    const key = `checkout-${crypto.randomUUID()}`;
    const lines = [
      { productId: paise33._id, quantity: 1 },
      { productId: dime._id, quantity: 2 },
    ];
    const responses = await Promise.all(Array.from({ length: 20 }, () => postOrder(customer.token, lines, {}, { "Idempotency-Key": key })));
    for (const response of responses) expect([200, 201], response.text).toContain(response.status);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const ids = new Set(responses.map((response) => response.body._id));
    expect(ids.size).toBe(1);
    const [orderId] = ids;
    expect(await ordersOfUser(customer.user._id)).toBe(1);
    expect(await countRows("select count(*) as n from orders where user_id = ? and idempotency_key = ?", customer.user._id, key)).toBe(1);
    expect(await countRows("select count(*) as n from order_items where order_id = ?", orderId)).toBe(2);
    for (const response of responses) expect(response.body.bill).toBe(33.53);
  });

  it("the same key from another customer makes that customer's own order", async () => {
    const [first, second] = await Promise.all([createCustomer(), createCustomer()]);
    const key = `checkout-${crypto.randomUUID()}`;
    const lines = [{ productId: plain._id, quantity: 1 }];
    const a = await postOrder(first.token, lines, {}, { "Idempotency-Key": key });
    const b = await postOrder(second.token, lines, {}, { "Idempotency-Key": key });
    expect(a.status, a.text).toBe(201);
    expect(b.status, b.text).toBe(201);
    expect(b.body._id).not.toBe(a.body._id);
    expect((await orderRow(b.body._id))?.user_id).toBe(second.user._id);
    expect(await ordersOfUser(first.user._id)).toBe(1);
    expect(await ordersOfUser(second.user._id)).toBe(1);
    // A repeat by the first customer still answers the first customer's order.
    const again = await postOrder(first.token, lines, {}, { "Idempotency-Key": key });
    expect(again.body._id).toBe(a.body._id);
  });

  it("the same key with other lines or quantities answers 422 with a message and makes no second order", async () => {
    const customer = await createCustomer();
    const key = `checkout-${crypto.randomUUID()}`;
    const first = await postOrder(customer.token, [{ productId: plain._id, quantity: 1 }], {}, { "Idempotency-Key": key });
    expect(first.status, first.text).toBe(201);
    for (const lines of [
      [{ productId: plain._id, quantity: 2 }],
      [{ productId: dime._id, quantity: 1 }],
      [
        { productId: plain._id, quantity: 1 },
        { productId: dime._id, quantity: 1 },
      ],
    ]) {
      const response = await postOrder(customer.token, lines, {}, { "Idempotency-Key": key });
      expect(response.status, `${JSON.stringify(lines)}: ${response.text}`).toBe(422);
      expectErrorBody(response);
      expect(response.body.message).toMatch(/Idempotency-Key was already used for a different order/);
    }
    expect(await ordersOfUser(customer.user._id)).toBe(1);
    // The first body still answers the first order.
    const again = await postOrder(customer.token, [{ productId: plain._id, quantity: 1 }], {}, { "Idempotency-Key": key });
    expect(again.status, again.text).toBe(200);
    expect(again.body._id).toBe(first.body._id);
  });

  it("the same lines in another order, split differently or with other ignored fields are the same body", async () => {
    const customer = await createCustomer();
    const key = `checkout-${crypto.randomUUID()}`;
    const first = await postOrder(
      customer.token,
      [
        { productId: paise33._id, quantity: 2 },
        { productId: dime._id, quantity: 1 },
      ],
      {},
      { "Idempotency-Key": key },
    );
    expect(first.status, first.text).toBe(201);
    const reordered = await postOrder(
      customer.token,
      [
        { productId: dime._id, quantity: 1 },
        { productId: paise33._id, quantity: 1 },
        { productId: paise33._id, quantity: 1 },
      ],
      { bill: 1, name: "ignored" },
      { "Idempotency-Key": key },
    );
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body._id).toBe(first.body._id);
  });

  it("20 parallel POSTs with one key and two different bodies: one order; its body's answers name it, the others get 422", async () => {
    const customer = await createCustomer();
    const key = `checkout-${crypto.randomUUID()}`;
    const bodies = Array.from({ length: 20 }, (_, i) => [{ productId: plain._id, quantity: i % 2 === 0 ? 1 : 2 }]);
    const responses = await Promise.all(bodies.map((lines) => postOrder(customer.token, lines, {}, { "Idempotency-Key": key })));
    expect(await ordersOfUser(customer.user._id)).toBe(1);
    const created = responses.filter((response) => response.status === 201);
    expect(created, responses.map((r) => r.status).join(",")).toHaveLength(1);
    const winningQuantity = created[0].body.products[0].quantity;
    responses.forEach((response, i) => {
      if (bodies[i][0].quantity === winningQuantity) {
        expect([200, 201], response.text).toContain(response.status);
        expect(response.body._id).toBe(created[0].body._id);
      } else {
        expect(response.status, response.text).toBe(422);
      }
    });
  });

  it("an order stored before placements were hashed keeps answering its key as before", async () => {
    const customer = await createCustomer();
    const key = `checkout-${crypto.randomUUID()}`;
    const first = await postOrder(customer.token, [{ productId: plain._id, quantity: 1 }], {}, { "Idempotency-Key": key });
    await env.DB.prepare("update orders set idempotency_hash = null where id = ?").bind(first.body._id).run();
    const again = await postOrder(customer.token, [{ productId: plain._id, quantity: 3 }], {}, { "Idempotency-Key": key });
    expect(again.status, again.text).toBe(200);
    expect(again.body._id).toBe(first.body._id);
  });

  it("without the header every POST makes a new order", async () => {
    const customer = await createCustomer();
    const lines = [{ productId: plain._id, quantity: 1 }];
    const a = await placeOrder(customer.token, lines);
    const b = await placeOrder(customer.token, lines);
    expect(b._id).not.toBe(a._id);
    expect(await ordersOfUser(customer.user._id)).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("GET /api/order (admin)", () => {
  it("is a bare array, newest first, with products[].productId expanded to {_id, name, images[], salePrice}", async () => {
    const customer = await createCustomer();
    const older = await placeOrder(customer.token, [{ productId: paise33._id, quantity: 1 }]);
    const newer = await placeOrder(customer.token, [{ productId: dime._id, quantity: 1 }]);
    const response = await call("/api/order", { token: admin.token });
    expect(response.status, response.text).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const list = response.body as any[];
    const times = list.map((order) => Date.parse(order.createdAt));
    for (let i = 1; i < times.length; i++) expect(times[i - 1], `position ${i}`).toBeGreaterThanOrEqual(times[i]);
    const ids = list.map((order) => order._id);
    expect(ids.indexOf(newer._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(list.length).toBe(await countRows("select count(*) as n from orders"));

    for (const order of list) {
      for (const line of order.products) {
        expect(line.productId, `order ${order._id}`).not.toBeNull();
        expect(typeof line.productId).toBe("object");
        expect(typeof line.productId._id).toBe("string");
        expect(typeof line.productId.name).toBe("string");
        expect(Array.isArray(line.productId.images)).toBe(true);
        expect(typeof line.productId.salePrice).toBe("number");
      }
    }
    const mine = list.find((order) => order._id === older._id);
    expect(mine.products[0].productId).toMatchObject({ _id: paise33._id, name: paise33.name, images: [IMAGE_A, IMAGE_B], salePrice: 33.33 });
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });

  it("refuses customers with 403 and anonymous callers with 401", async () => {
    const customer = await createCustomer();
    const asCustomer = await call("/api/order", { token: customer.token });
    expect(asCustomer.status).toBe(403);
    expectErrorBody(asCustomer);
    for (const token of [undefined, "null"]) {
      const anonymous = await call("/api/order", { token });
      expect(anonymous.status).toBe(401);
      expectErrorBody(anonymous);
    }
  });

  it("filters by paymentStatus and orderStatus", async () => {
    const customer = await createCustomer();
    const lines = [{ productId: plain._id, quantity: 1 }];
    const doneWaiting = await placeOrder(customer.token, lines);
    const doneDelivered = await placeOrder(customer.token, lines);
    const verifiedWaiting = await placeOrder(customer.token, lines);
    await forceState(doneWaiting._id, { paymentStatus: "done", orderStatus: "not yet delivered" });
    await forceState(doneDelivered._id, { paymentStatus: "done", orderStatus: "delivered" });
    await forceState(verifiedWaiting._id, { paymentStatus: "verified", orderStatus: "not yet delivered" });

    const both = await call("/api/order?paymentStatus=done&orderStatus=not%20yet%20delivered", { token: admin.token });
    expect(both.status, both.text).toBe(200);
    const bothIds = (both.body as any[]).map((order) => order._id);
    expect(bothIds).toContain(doneWaiting._id);
    expect(bothIds).not.toContain(doneDelivered._id);
    expect(bothIds).not.toContain(verifiedWaiting._id);
    for (const order of both.body) expect(order).toMatchObject({ paymentStatus: "done", orderStatus: "not yet delivered" });
    expect(bothIds.length).toBe(
      await countRows("select count(*) as n from orders where payment_status = 'done' and order_status = 'not yet delivered'"),
    );

    const paymentOnly = await call("/api/order?paymentStatus=done", { token: admin.token });
    const paymentIds = (paymentOnly.body as any[]).map((order) => order._id);
    expect(paymentIds).toEqual(expect.arrayContaining([doneWaiting._id, doneDelivered._id]));
    expect(paymentIds).not.toContain(verifiedWaiting._id);
    for (const order of paymentOnly.body) expect(order.paymentStatus).toBe("done");

    const orderOnly = await call("/api/order?orderStatus=delivered", { token: admin.token });
    const orderIds = (orderOnly.body as any[]).map((order) => order._id);
    expect(orderIds).toContain(doneDelivered._id);
    expect(orderIds).not.toContain(doneWaiting._id);
    for (const order of orderOnly.body) expect(order.orderStatus).toBe("delivered");
  });

  it("pages with ?page & pageSize and reports the total in X-Total-Count", async () => {
    const customer = await createCustomer();
    for (let i = 0; i < 3; i++) await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    const total = await countRows("select count(*) as n from orders");
    expect(total).toBeGreaterThanOrEqual(5);
    const full = await call("/api/order", { token: admin.token });
    const fullIds = (full.body as any[]).map((order) => order._id);

    const page1 = await call("/api/order?page=1&pageSize=2", { token: admin.token });
    expect(page1.status, page1.text).toBe(200);
    expect(Array.isArray(page1.body)).toBe(true);
    expect(page1.headers.get("X-Total-Count")).toBe(String(total));
    expect(page1.body.map((order: any) => order._id)).toEqual(fullIds.slice(0, 2));

    const page2 = await call("/api/order?page=2&pageSize=2", { token: admin.token });
    expect(page2.headers.get("X-Total-Count")).toBe(String(total));
    expect(page2.body.map((order: any) => order._id)).toEqual(fullIds.slice(2, 4));

    const filtered = await call("/api/order?paymentStatus=pending&page=1&pageSize=2", { token: admin.token });
    expect(filtered.headers.get("X-Total-Count")).toBe(String(await countRows("select count(*) as n from orders where payment_status = 'pending'")));
    expect(filtered.body.length).toBeLessThanOrEqual(2);
    for (const order of filtered.body) expect(order.paymentStatus).toBe("pending");
  });
});

describe("GET /api/order/user/:userId", () => {
  it("answers the caller's own orders as a bare array, newest first, and an empty array when there are none", async () => {
    const customer = await createCustomer();
    const empty = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toEqual([]);

    const first = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    const second = await placeOrder(customer.token, [{ productId: dime._id, quantity: 2 }]);
    // Someone else's order must not show up.
    await placeOrder(stranger.token, [{ productId: plain._id, quantity: 1 }]);
    const response = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.map((order: any) => order._id)).toEqual([second._id, first._id]);
    expect(response.body[0]).toMatchObject({ bill: 0.2, amountPaid: 0, paymentStatus: "pending", orderStatus: "not yet delivered" });
    expect(response.body[0].products[0]).toMatchObject({ productName: dime.name, quantity: 2, productBill: 0.2 });
  });

  it("answers 404 for another customer's id, and nothing of theirs leaks", async () => {
    const [customer, other] = await Promise.all([createCustomer(), createCustomer()]);
    const theirs = await placeOrder(other.token, [{ productId: plain._id, quantity: 1 }]);
    const response = await call(`/api/order/user/${other.user._id}`, { token: customer.token });
    expect(response.status, response.text).toBe(404);
    expectErrorBody(response);
    expect(response.text).not.toContain(theirs._id);
  });

  it("lets an admin read any customer's orders", async () => {
    const customer = await createCustomer();
    const order = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    const response = await call(`/api/order/user/${customer.user._id}`, { token: admin.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body.map((row: any) => row._id)).toEqual([order._id]);
  });

  it("refuses anonymous callers with 401", async () => {
    const response = await call(`/api/order/user/${owner.user._id}`);
    expect(response.status).toBe(401);
    expectErrorBody(response);
  });

  it("still resolves a product deleted after the order was placed", async () => {
    const customer = await createCustomer();
    const product = await freshProduct({ mrp: "80", salePrice: "75.25", images: [IMAGE_A] });
    const order = await placeOrder(customer.token, [{ productId: product._id, quantity: 2 }]);
    const deleted = await call(`/api/admin/product/delete/${product._id}`, { method: "DELETE", token: admin.token });
    expect(deleted.status, deleted.text).toBe(200);

    const own = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect(own.status).toBe(200);
    const [line] = own.body[0].products;
    expect(productIdOf(line)).toBe(product._id);
    expect(line).toMatchObject({ productName: product.name, images: [IMAGE_A], quantity: 2, productBill: 150.5 });

    const all = await call("/api/order", { token: admin.token });
    const inAdminList = (all.body as any[]).find((row) => row._id === order._id);
    expect(inAdminList.products[0].productId).toMatchObject({ _id: product._id, name: product.name, images: [IMAGE_A], salePrice: 75.25 });
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("PUT /api/order/:orderId: the full transition table (48 states x 11 bodies x 2 actors)", () => {
  const cases = ALL_STATES.flatMap((state) =>
    BODY_KINDS.flatMap((kind) => (["owner", "admin"] as const).map((actor) => ({ state, kind, actor }))),
  );

  it.each(cases.map((c) => [`${describeState(c.state)} + ${c.kind} by ${c.actor}`, c] as const))("%s", async (_name, { state, kind, actor }) => {
    const order = await placeOrder(owner.token, [{ productId: stocked._id, quantity: 1 }]);
    await forceState(order._id, state);
    const rowBefore = await orderRow(order._id);
    const body = bodyFor(kind);
    const expected = expectedAfter(state, kind, actor as Actor);

    const response = await putOrder(actor === "owner" ? owner.token : admin.token, order._id, body);
    const events = await eventsOf(order._id);
    const restored = await movementsOf(order._id, "restored");

    if (expected) {
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ _id: order._id, ...expected });
      expect(await stateOf(order._id)).toEqual(expected);
      expect(await orderRow(order._id)).toMatchObject(expectedDetails(kind));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        transition: kind,
        actor_id: actor === "owner" ? owner.user._id : admin.user._id,
        actor_role: actor === "owner" ? "user" : "admin",
        from_payment_status: state.paymentStatus,
        from_order_status: state.orderStatus,
        to_payment_status: expected.paymentStatus,
        to_order_status: expected.orderStatus,
      });
      // A forced state past pending is paid in full, so no verification here needs a confirmation.
      expect(events[0].confirmed_shortfall_paise).toBeNull();
      if (kind === "pay") expect(response.body).toMatchObject({ amountPaid: PLAIN_PRICE, transactionId: body.transactionId, paymentMismatch: null });
      if (kind === "collect") expect(response.body).toMatchObject({ amountPaid: PLAIN_PRICE, paymentMismatch: null });
      // Closing an open order puts its bottle back; any other move leaves the stock alone.
      expect(restored).toEqual(restoresStock(state, expected) ? [{ variant_id: stocked.variants![0]._id, delta: 1 }] : []);
    } else {
      expect(response.status, response.text).toBe(409);
      expectErrorBody(response);
      expect(await orderRow(order._id)).toEqual(rowBefore);
      expect(events).toHaveLength(0);
      expect(restored).toEqual([]);
    }
  });

  it.each(ALL_STATES.map((state) => [describeState(state), state] as const))(
    "another customer gets 404 for every body in %s and nothing changes",
    async (_name, state) => {
      const order = await placeOrder(owner.token, [{ productId: plain._id, quantity: 1 }]);
      await forceState(order._id, state);
      const rowBefore = await orderRow(order._id);
      for (const kind of BODY_KINDS) {
        const response = await putOrder(stranger.token, order._id, bodyFor(kind));
        expect(response.status, `${kind}: ${response.text}`).toBe(404);
        expectErrorBody(response);
        expect(response.text).not.toContain(owner.email);
      }
      expect(await orderRow(order._id)).toEqual(rowBefore);
      expect(await eventsOf(order._id)).toHaveLength(0);
    },
  );

  it("answers 404 for an order that does not exist, for the admin too", async () => {
    for (const token of [admin.token, owner.token]) {
      const response = await putOrder(token, "00000000000000000000000000", { paymentStatus: "verified" });
      expect(response.status, response.text).toBe(404);
      expectErrorBody(response);
    }
  });

  it("refuses anonymous updates with 401 and changes nothing", async () => {
    const order = await placeOrder(owner.token, [{ productId: plain._id, quantity: 1 }]);
    const response = await putOrder(undefined, order._id, bodyFor("pay"));
    expect(response.status).toBe(401);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "pending", orderStatus: "not yet delivered" });
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("PUT /api/order/:orderId: random sequences against the model (seeded property test)", () => {
  const SEQUENCES = 30;
  const STEPS = 8;
  type StepActor = Actor | "stranger";

  it.each(Array.from({ length: SEQUENCES }, (_, i) => 1000 + i))("sequence with seed %i", async (seed) => {
    const random = seededRandom(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const order = await placeOrder(owner.token, [{ productId: dime._id, quantity: 1 }]);
    const billPaise = 10;
    // Reported amounts around the bill: exact, under, over, the 10x ceiling and one paisa above it.
    const amountsPaise = [billPaise, 5, 1, 20, billPaise * MAX_TIMES_BILL, billPaise * MAX_TIMES_BILL + 1];
    // Half the sequences start fresh (the longest path: pay, verify, ship, deliver); the others from a random state
    // (paid in full when past pending, nothing paid yet when cash on delivery).
    let model: State = { paymentStatus: "pending", orderStatus: "not yet delivered" };
    if (seed % 2 !== 0) {
      model = pick(ALL_STATES);
      await forceState(order._id, model);
    }
    let paidPaise = unpaidStatus(model.paymentStatus) ? 0 : billPaise;
    const tokens: Record<StepActor, string> = { owner: owner.token, admin: admin.token, stranger: stranger.token };
    const trail: string[] = [];

    for (let step = 0; step < STEPS; step++) {
      // Every path ends in a state nothing leaves within three accepted steps, so a uniform choice would mostly
      // test refusals: 60% of the steps take a move the model allows (when there is one), the rest are uniform
      // over every actor (the stranger now and then) and every body.
      const allowed = (["owner", "admin"] as const).flatMap((a) => BODY_KINDS.filter((k) => expectedAfter(model, k, a)).map((k) => [a, k] as const));
      let actor: StepActor;
      let kind: BodyKind;
      if (allowed.length && random() < 0.6) [actor, kind] = pick(allowed);
      else [actor, kind] = [pick(["owner", "admin", "admin", "owner", "admin", "stranger"] as const), pick(BODY_KINDS)];
      const reportedPaise = pick(amountsPaise);
      const confirms = random() < 0.5;
      // The cash a courier collects is whatever they were handed: no ceiling but the price field's.
      const reportsAmount = kind === "pay" || kind === "collect";
      const body = reportsAmount ? bodyFor(kind, reportedPaise / 100) : kind === "verify" && confirms ? { ...bodyFor(kind), confirmUnderpaid: true } : bodyFor(kind);
      const eventsBefore = await eventsOf(order._id);
      const response = await putOrder(tokens[actor], order._id, body);

      let next = actor === "stranger" ? null : expectedAfter(model, kind, actor);
      let expectedStatus = actor === "stranger" ? 404 : next ? 200 : 409;
      const needsConfirmation = kind === "verify" && verifyNeedsConfirmation(model.paymentStatus, billPaise, paidPaise);
      if (next && kind === "pay" && !reportableAmount(billPaise, reportedPaise)) [next, expectedStatus] = [null, 400];
      if (next && needsConfirmation && !confirms) [next, expectedStatus] = [null, 409];
      trail.push(`${describeState(model)} paid ${paidPaise}/${billPaise} --${kind}${reportsAmount ? ` ${reportedPaise}` : ""}${confirms ? " (confirmed)" : ""} by ${actor}--> ${response.status}`);
      const where = `seed ${seed} step ${step}:\n${trail.join("\n")}\n${response.text}`;

      expect(response.status, where).toBe(expectedStatus);
      const eventsAfter = await eventsOf(order._id);
      if (next) {
        expect(eventsAfter.length, where).toBe(eventsBefore.length + 1);
        expect(eventsAfter.at(-1), where).toMatchObject({
          transition: kind,
          from_payment_status: model.paymentStatus,
          from_order_status: model.orderStatus,
          to_payment_status: next.paymentStatus,
          to_order_status: next.orderStatus,
          confirmed_shortfall_paise: needsConfirmation ? billPaise - paidPaise : null,
        });
        model = next;
        if (reportsAmount) paidPaise = reportedPaise;
        expect(response.body.paymentMismatch, where).toBe(expectedMismatch(model.paymentStatus, billPaise, paidPaise));
      } else {
        expect(eventsAfter.length, where).toBe(eventsBefore.length);
      }
      expect(await stateOf(order._id), where).toEqual(model);
      expect((await orderRow(order._id))?.amount_paid_paise, where).toBe(paidPaise);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("PUT /api/order/:orderId: payment details", () => {
  async function pendingOrder(customer: Account = owner) {
    return placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
  }

  it.each([
    ["11 digits", "12345678901"],
    ["13 digits", "1234567890123"],
    ["letters", "12345678901A"],
    ["all letters", "abcdefghijkl"],
    ["inner spaces around 10 digits", "1234 5678 90"],
    ["13 digits grouped by spaces", "1234 5678 9012 3"],
    ["12 digits and a letter, grouped", "1234-5678-901A"],
    ["dots between the digits", "1234.5678.9012"],
    ["only separators", " - - "],
    ["empty", ""],
    ["a number, not a string", 123456789012],
    ["null", null],
  ])("refuses a transactionId with %s (400) and leaves the order pending", async (_label, transactionId) => {
    const order = await pendingOrder();
    const response = await putOrder(owner.token, order._id, { amountPaid: 199.5, transactionId, paymentStatus: "done" });
    expect(response.status, response.text).toBe(400);
    expectErrorBody(response);
    if (typeof transactionId === "string") {
      // The message names the field and the rule.
      expect(response.body.message).toMatch(/transactionId/);
      expect(response.body.message).toMatch(/12-digit UPI reference/);
    }
    expect(await orderRow(order._id)).toMatchObject({ payment_status: "pending", transaction_id: null, amount_paid_paise: 0 });
    expect(await eventsOf(order._id)).toHaveLength(0);
  });

  it.each([
    ["grouped in fours by spaces (as apps show it)", (d: string) => `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8)}`],
    ["split by a space in the middle", (d: string) => `${d.slice(0, 6)} ${d.slice(6)}`],
    ["grouped by hyphens", (d: string) => `${d.slice(0, 4)}-${d.slice(4, 8)}-${d.slice(8)}`],
    ["with no-break spaces and an en dash", (d: string) => `${d.slice(0, 4)}\u00a0${d.slice(4, 8)}\u2013${d.slice(8)}`],
    ["with surrounding spaces, tabs and a line break", (d: string) => ` \t${d}\n`],
  ])("accepts a 12-digit UTR %s and stores the 12 digits alone", async (_label, format) => {
    const order = await pendingOrder();
    const utr = freshUtr();
    const response = await putOrder(owner.token, order._id, { amountPaid: 199.5, transactionId: format(utr), paymentStatus: "done" });
    expect(response.status, response.text).toBe(200);
    expect(response.body.transactionId).toBe(utr);
    expect(await orderRow(order._id)).toMatchObject({ payment_status: "done", transaction_id: utr });
  });

  it("counts a UTR pasted with spaces as the same UTR: it cannot pay a second order", async () => {
    const utr = freshUtr();
    const first = await pendingOrder();
    expect((await putOrder(owner.token, first._id, { amountPaid: 199.5, transactionId: utr, paymentStatus: "done" })).status).toBe(200);
    const second = await pendingOrder();
    const spaced = `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`;
    const response = await putOrder(owner.token, second._id, { amountPaid: 199.5, transactionId: spaced, paymentStatus: "done" });
    expect(response.status, response.text).toBe(409);
    expect(response.body.message).toBe("This transaction ID has already been used for another order");
    expect(await stateOf(second._id)).toEqual({ paymentStatus: "pending", orderStatus: "not yet delivered" });
  });

  it("refuses a missing transactionId with 400", async () => {
    const order = await pendingOrder();
    const response = await putOrder(owner.token, order._id, { amountPaid: 199.5, paymentStatus: "done" });
    expect(response.status, response.text).toBe(400);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "pending", orderStatus: "not yet delivered" });
  });

  it.each([
    ["missing", undefined],
    ["0", 0],
    ["negative", -5],
    ["3 decimals", 10.555],
    ["not a number", "abc"],
    ["null", null],
    ["an object", {}],
  ])("refuses amountPaid %s with 400 and leaves the order pending", async (_label, amountPaid) => {
    const order = await pendingOrder();
    const response = await putOrder(owner.token, order._id, { amountPaid, transactionId: freshUtr(), paymentStatus: "done" });
    expect(response.status, response.text).toBe(400);
    expectErrorBody(response);
    expect(await orderRow(order._id)).toMatchObject({ payment_status: "pending", transaction_id: null, amount_paid_paise: 0 });
    expect(await eventsOf(order._id)).toHaveLength(0);
  });

  it("refuses a UTR already used on another order with 409 and the contract's message", async () => {
    const other = await createCustomer();
    const utr = freshUtr();
    const first = await pendingOrder(other);
    const paid = await putOrder(other.token, first._id, { amountPaid: 199.5, transactionId: utr, paymentStatus: "done" });
    expect(paid.status, paid.text).toBe(200);

    for (const customer of [owner, other]) {
      const order = await pendingOrder(customer);
      const response = await putOrder(customer.token, order._id, { amountPaid: 199.5, transactionId: utr, paymentStatus: "done" });
      expect(response.status, response.text).toBe(409);
      expect(response.body.message).toBe("This transaction ID has already been used for another order");
      expect(await orderRow(order._id)).toMatchObject({ payment_status: "pending", transaction_id: null, amount_paid_paise: 0 });
      expect(await eventsOf(order._id)).toHaveLength(0);
    }
  });

  it("stores the amount and the UTR and returns them", async () => {
    const order = await pendingOrder();
    const utr = freshUtr();
    const response = await putOrder(owner.token, order._id, { amountPaid: 120.55, transactionId: utr, paymentStatus: "done" });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ _id: order._id, amountPaid: 120.55, transactionId: utr, paymentStatus: "done", bill: 199.5 });
    expect(await orderRow(order._id)).toMatchObject({ amount_paid_paise: 12055, transaction_id: utr, payment_status: "done" });
    const list = await call(`/api/order/user/${owner.user._id}`, { token: owner.token });
    expect((list.body as any[]).find((row) => row._id === order._id)).toMatchObject({ amountPaid: 120.55, transactionId: utr });
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("reported amounts compared with the bill (paymentMismatch, the 10x ceiling, confirmed underpaid verification)", () => {
  /** An order of one `plain` (bill 199.50) by a customer of its own, with `amountPaid` reported. */
  async function reported(amountPaid: number) {
    const customer = await createCustomer();
    const order = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    const paid = await putOrder(customer.token, order._id, { amountPaid, transactionId: freshUtr(), paymentStatus: "done" });
    expect(paid.status, paid.text).toBe(200);
    return { customer, order, paid };
  }

  it("refuses a reported amount above 10 times the bill with 400 naming amountPaid and the limit, and changes nothing", async () => {
    const customer = await createCustomer();
    const order = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    const mailsBefore = await countRows("select count(*) as n from mail_outbox");
    for (const amountPaid of [1995.01, 10_00_000]) {
      const response = await putOrder(customer.token, order._id, { amountPaid, transactionId: freshUtr(), paymentStatus: "done" });
      expect(response.status, response.text).toBe(400);
      expectErrorBody(response);
      expect(response.body.message).toMatch(/amountPaid/);
      expect(response.body.message).toContain("₹1,995");
      expect(response.body.message).toMatch(/10 times the bill of ₹199\.5/);
    }
    expect(await orderRow(order._id)).toMatchObject({ payment_status: "pending", transaction_id: null, amount_paid_paise: 0 });
    expect(await eventsOf(order._id)).toHaveLength(0);
    expect(await countRows("select count(*) as n from mail_outbox")).toBe(mailsBefore);
  });

  it("accepts exactly 10 times the bill (as overpaid)", async () => {
    const { paid } = await reported(1995);
    expect(paid.body).toMatchObject({ amountPaid: 1995, paymentStatus: "done", paymentMismatch: "overpaid" });
  });

  it("flags underpaid, overpaid and exact payments on every order object: PUT answer, the user's list, the admin list (paged and streamed)", async () => {
    const cases = [
      { amountPaid: 199.49, mismatch: "underpaid" },
      { amountPaid: 0.01, mismatch: "underpaid" },
      { amountPaid: 199.51, mismatch: "overpaid" },
      { amountPaid: 199.5, mismatch: null },
    ] as const;
    const orders: { id: string; userId: string; token: string; mismatch: string | null }[] = [];
    for (const { amountPaid, mismatch } of cases) {
      const { customer, order, paid } = await reported(amountPaid);
      expect(paid.body.paymentMismatch, `${amountPaid}`).toBe(mismatch);
      orders.push({ id: order._id, userId: customer.user._id, token: customer.token, mismatch });
    }
    const streamed = await call("/api/order", { token: admin.token });
    const paged = await call("/api/order?paymentStatus=done&page=1&pageSize=200", { token: admin.token });
    for (const { id, userId, token, mismatch } of orders) {
      const own = await call(`/api/order/user/${userId}`, { token });
      expect((own.body as any[]).find((row) => row._id === id)?.paymentMismatch).toBe(mismatch);
      expect((streamed.body as any[]).find((row) => row._id === id)?.paymentMismatch).toBe(mismatch);
      expect((paged.body as any[]).find((row) => row._id === id)?.paymentMismatch).toBe(mismatch);
    }
  });

  it("is null on a new order (POST answer and lists) and on one marked wrong before any payment", async () => {
    const customer = await createCustomer();
    const created = await postOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toHaveProperty("paymentMismatch", null);
    const wrong = await putOrder(admin.token, created.body._id, { orderStatus: "wrong order" });
    expect(wrong.status, wrong.text).toBe(200);
    expect(wrong.body).toHaveProperty("paymentMismatch", null);
  });

  it("compares in paise: 3 x 33.33 + 3 x 0.10 paid as 100.29 matches its bill exactly", async () => {
    const customer = await createCustomer();
    const order = await placeOrder(customer.token, [
      { productId: paise33._id, quantity: 3 },
      { productId: dime._id, quantity: 3 },
    ]);
    expect(order.bill).toBe(100.29);
    const paid = await putOrder(customer.token, order._id, { amountPaid: 100.29, transactionId: freshUtr(), paymentStatus: "done" });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.paymentMismatch).toBeNull();
    const verified = await putOrder(admin.token, order._id, { paymentStatus: "verified" });
    expect(verified.status, verified.text).toBe(200);
  });

  it("refuses to verify an underpaid order without confirmUnderpaid (409 saying by how much and how to confirm), and changes nothing", async () => {
    const { customer, order } = await reported(120.5);
    const before = await orderRow(order._id);
    const mailsBefore = await mailsAbout(order._id, customer.user.emailAddress);
    for (const body of [{ paymentStatus: "verified" }, { paymentStatus: "verified", confirmUnderpaid: false }]) {
      const response = await putOrder(admin.token, order._id, body);
      expect(response.status, response.text).toBe(409);
      expectErrorBody(response);
      expect(response.body.message).toMatch(/underpaid by ₹79/);
      expect(response.body.message).toContain("₹120.5 paid of a bill of ₹199.5");
      expect(response.body.message).toContain("confirmUnderpaid");
    }
    expect(await orderRow(order._id)).toEqual(before);
    expect(await eventsOf(order._id)).toHaveLength(1); // the customer's report only
    expect(await mailsAbout(order._id, customer.user.emailAddress)).toEqual(mailsBefore);
  });

  it("verifies an underpaid order with confirmUnderpaid: true and records the confirmed shortfall in its history", async () => {
    const { customer, order } = await reported(120.5);
    const response = await putOrder(admin.token, order._id, { paymentStatus: "verified", confirmUnderpaid: true });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ paymentStatus: "verified", amountPaid: 120.5, paymentMismatch: "underpaid" });
    const events = await eventsOf(order._id);
    expect(events.map((event) => [event.transition, event.confirmed_shortfall_paise])).toEqual([
      ["pay", null],
      ["verify", 19950 - 12050],
    ]);
    expect(await mailsAbout(order._id, customer.user.emailAddress)).toHaveLength(1);
    // Delivery afterwards needs nothing more.
    expect((await putOrder(admin.token, order._id, { orderStatus: "delivered" })).status).toBe(200);
  });

  it("verifies overpaid and exact payments as before, and records no shortfall even when a confirmation is sent", async () => {
    for (const [amountPaid, body] of [
      [250, { paymentStatus: "verified" }],
      [199.5, { paymentStatus: "verified" }],
      [199.5, { paymentStatus: "verified", confirmUnderpaid: true }],
    ] as const) {
      const { order } = await reported(amountPaid);
      const response = await putOrder(admin.token, order._id, body);
      expect(response.status, `${amountPaid} ${JSON.stringify(body)}: ${response.text}`).toBe(200);
      expect((await eventsOf(order._id)).at(-1)).toMatchObject({ transition: "verify", confirmed_shortfall_paise: null });
    }
  });

  it("needs no confirmation to mark an underpaid payment Fake", async () => {
    const { order } = await reported(1);
    const response = await putOrder(admin.token, order._id, { paymentStatus: "nopayment", orderStatus: "wrong order" });
    expect(response.status, response.text).toBe(200);
  });

  it("does not let the customer verify their own underpaid order with confirmUnderpaid", async () => {
    const { customer, order } = await reported(100);
    const response = await putOrder(customer.token, order._id, { paymentStatus: "verified", confirmUnderpaid: true });
    expect(response.status, response.text).toBe(409);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "done", orderStatus: "not yet delivered" });
  });

  it.each([["a string", "yes"], ["a number", 1], ["null", null], ["an object", {}]])(
    "refuses confirmUnderpaid as %s with 400 naming it",
    async (_label, confirmUnderpaid) => {
      const { order } = await reported(100);
      const response = await putOrder(admin.token, order._id, { paymentStatus: "verified", confirmUnderpaid });
      expect(response.status, response.text).toBe(400);
      expectErrorBody(response);
      expect(response.body.message).toContain("confirmUnderpaid");
      expect(await stateOf(order._id)).toEqual({ paymentStatus: "done", orderStatus: "not yet delivered" });
    },
  );

  it("tells the shop in the payment mail that the amount differs from the bill", async () => {
    const { order } = await reported(150);
    const [mail] = await mailsAbout(order._id, env.SHOP_EMAIL);
    expect(mail.text_body).toMatch(/underpaid by ₹49\.5/);
  });

  it("10 parallel confirmed and unconfirmed verifications of an underpaid order: one 200, and the event says whether it was confirmed", async () => {
    const { order } = await reported(100);
    const bodies = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? { paymentStatus: "verified", confirmUnderpaid: true } : { paymentStatus: "verified" }));
    const responses = await Promise.all(bodies.map((body) => putOrder(admin.token, order._id, body)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200), statuses.join(",")).toHaveLength(1);
    expect(statuses.filter((status) => status === 409), statuses.join(",")).toHaveLength(9);
    const winner = bodies[statuses.indexOf(200)];
    expect(winner).toHaveProperty("confirmUnderpaid", true);
    const events = await eventsOf(order._id);
    expect(events.filter((event) => event.transition === "verify")).toEqual([expect.objectContaining({ confirmed_shortfall_paise: 9950 })]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("PUT /api/order/:orderId: concurrent updates", () => {
  it("20 parallel payment reports on one pending order: exactly one 200, the rest 409, one 'pay' event", async () => {
    const order = await placeOrder(owner.token, [{ productId: plain._id, quantity: 1 }]);
    const utrs = Array.from({ length: 20 }, () => freshUtr());
    const responses = await Promise.all(
      utrs.map((transactionId) => putOrder(owner.token, order._id, { amountPaid: 199.5, transactionId, paymentStatus: "done" })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200), statuses.join(",")).toHaveLength(1);
    expect(statuses.filter((status) => status === 409), statuses.join(",")).toHaveLength(19);
    const winner = utrs[statuses.indexOf(200)];
    expect(await orderRow(order._id)).toMatchObject({ payment_status: "done", transaction_id: winner, amount_paid_paise: 19950 });
    const events = await eventsOf(order._id);
    expect(events.filter((event) => event.transition === "pay")).toHaveLength(1);
    expect(events).toHaveLength(1);
  });

  it("10 parallel admin Verified vs Fake on a done order: exactly one wins", async () => {
    const order = await placeOrder(owner.token, [{ productId: plain._id, quantity: 1 }]);
    await forceState(order._id, { paymentStatus: "done", orderStatus: "not yet delivered" });
    const kinds: BodyKind[] = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? "verify" : "fake"));
    const responses = await Promise.all(kinds.map((kind) => putOrder(admin.token, order._id, bodyFor(kind))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200), statuses.join(",")).toHaveLength(1);
    expect(statuses.filter((status) => status === 409), statuses.join(",")).toHaveLength(9);
    const winnerKind = kinds[statuses.indexOf(200)];
    const expected = expectedAfter({ paymentStatus: "done", orderStatus: "not yet delivered" }, winnerKind, "admin");
    expect(await stateOf(order._id)).toEqual(expected);
    const events = await eventsOf(order._id);
    expect(events).toHaveLength(1);
    expect(events[0].transition).toBe(winnerKind);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("PUT /api/order/:orderId: notification mail through the outbox", () => {
  it("a customer's payment report queues a mail to the shop's address", async () => {
    expect(env.SHOP_EMAIL).toMatch(/^[^@\s]+@[^@\s]+$/);
    const order = await placeOrder(owner.token, [{ productId: plain._id, quantity: 1 }]);
    expect(await mailsAbout(order._id, env.SHOP_EMAIL)).toHaveLength(0);
    const utr = freshUtr();
    const paid = await putOrder(owner.token, order._id, { amountPaid: 199.5, transactionId: utr, paymentStatus: "done" });
    expect(paid.status, paid.text).toBe(200);
    const mails = await mailsAbout(order._id, env.SHOP_EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(utr);
    // The customer hears nothing yet.
    expect(await mailsAbout(order._id, owner.user.emailAddress)).toHaveLength(0);
  });

  it("verified and delivered each queue a mail to the customer", async () => {
    const customer = await createCustomer();
    const order = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    await forceState(order._id, { paymentStatus: "done", orderStatus: "not yet delivered" });
    const email = customer.user.emailAddress as string;
    expect(email).toBe(customer.email.toLowerCase());

    const verified = await putOrder(admin.token, order._id, { paymentStatus: "verified" });
    expect(verified.status, verified.text).toBe(200);
    expect(await mailsAbout(order._id, email)).toHaveLength(1);

    const delivered = await putOrder(admin.token, order._id, { orderStatus: "delivered" });
    expect(delivered.status, delivered.text).toBe(200);
    const mails = await mailsAbout(order._id, email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).not.toBe(mails[1].subject);
  });

  it("a refused change queues no mail", async () => {
    const customer = await createCustomer();
    const order = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    const before = await countRows("select count(*) as n from mail_outbox");
    const refused = await putOrder(admin.token, order._id, { paymentStatus: "verified" });
    expect(refused.status).toBe(409);
    expect(await countRows("select count(*) as n from mail_outbox")).toBe(before);
  });

  it("escapes a customer name containing <script> in html_body", async () => {
    const name = `Ravi <script>alert("x")</script> & Co`;
    const customer = await createCustomer({ name });
    expect(customer.user.name).toBe(name);
    const order = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    const paid = await putOrder(customer.token, order._id, { amountPaid: 199.5, transactionId: freshUtr(), paymentStatus: "done" });
    expect(paid.status, paid.text).toBe(200);
    const verified = await putOrder(admin.token, order._id, { paymentStatus: "verified" });
    expect(verified.status, verified.text).toBe(200);

    const mails = [...(await mailsAbout(order._id, env.SHOP_EMAIL)), ...(await mailsAbout(order._id, customer.user.emailAddress))];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html_body, mail.subject).toBeTruthy();
      expect(mail.html_body).not.toContain("<script");
      expect(mail.html_body).toContain("&lt;script&gt;");
      expect(mail.html_body).not.toMatch(/& Co/);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("PUT /api/order/:orderId: bodies that are not a transition", () => {
  const NOT_A_TRANSITION: [string, unknown][] = [
    ["{}", {}],
    ['{paymentStatus:"pending"}', { paymentStatus: "pending" }],
    ['{orderStatus:"not yet delivered"}', { orderStatus: "not yet delivered" }],
    ['{paymentStatus:"verified", orderStatus:"delivered"}', { paymentStatus: "verified", orderStatus: "delivered" }],
    ['{paymentStatus:"done", orderStatus:"delivered"}', { paymentStatus: "done", orderStatus: "delivered" }],
    ['{paymentStatus:"verified", amountPaid}', { paymentStatus: "verified", amountPaid: 10 }],
    ["payment report with orderStatus", { amountPaid: 10, transactionId: "123456789012", orderStatus: "delivered" }],
  ];
  const UNKNOWN_ENUMS: [string, unknown, string][] = [
    ['paymentStatus "paid"', { paymentStatus: "paid" }, "paymentStatus"],
    ['paymentStatus "DONE"', { paymentStatus: "DONE" }, "paymentStatus"],
    ["paymentStatus 1", { paymentStatus: 1 }, "paymentStatus"],
    ['orderStatus "lost"', { orderStatus: "lost" }, "orderStatus"],
    ['orderStatus "Delivered"', { orderStatus: "Delivered" }, "orderStatus"],
    ["orderStatus null", { orderStatus: null }, "orderStatus"],
  ];

  let order: { _id: string };
  beforeAll(async () => {
    order = await placeOrder(owner.token, [{ productId: plain._id, quantity: 1 }]);
  });

  it.each(NOT_A_TRANSITION)("%s answers 400 with a readable message for both actors, and changes nothing", async (_label, body) => {
    for (const token of [owner.token, admin.token]) {
      await forceState(order._id, { paymentStatus: "pending", orderStatus: "not yet delivered" });
      const before = await orderRow(order._id);
      const response = await putOrder(token, order._id, body);
      expect(response.status, response.text).toBe(400);
      expectErrorBody(response);
      expect(response.body.message).not.toMatch(/zod|invalid_|\[object|undefined/i);
      expect(await orderRow(order._id)).toEqual(before);
    }
    expect(await eventsOf(order._id)).toHaveLength(0);
  });

  it.each(UNKNOWN_ENUMS)("an unknown value (%s) answers 400 naming the field", async (_label, body, field) => {
    for (const token of [owner.token, admin.token]) {
      const before = await orderRow(order._id);
      const response = await putOrder(token, order._id, body);
      expect(response.status, response.text).toBe(400);
      expectErrorBody(response);
      expect(response.body.message).toContain(field);
      expect(await orderRow(order._id)).toEqual(before);
    }
  });

  it("answers malformed and non-object JSON with 400, never 500", async () => {
    for (const text of ["{not json", '{"paymentStatus": ', "[]", '"verified"', "42", "null"]) {
      for (const token of [owner.token, admin.token]) {
        const response = await call(`/api/order/${order._id}`, {
          method: "PUT",
          token,
          body: text,
          headers: { "Content-Type": "application/json" },
        });
        expect(response.status, `${text}: ${response.text}`).toBe(400);
        expectErrorBody(response);
      }
    }
    expect(await eventsOf(order._id)).toHaveLength(0);
  });

  it("never answers 500 for odd field types", async () => {
    const odd: unknown[] = [
      { amountPaid: {}, transactionId: [], paymentStatus: "done" },
      { transactionId: null },
      { amountPaid: "1e3", transactionId: "123456789012" },
      { amountPaid: 10, transactionId: { $gt: "" }, paymentStatus: "done" },
      { paymentStatus: ["verified"] },
      { orderStatus: { toString: "delivered" } },
    ];
    for (const body of odd) {
      for (const token of [owner.token, admin.token]) {
        const response = await putOrder(token, order._id, body);
        expect(response.status, `${JSON.stringify(body)}: ${response.text}`).toBeLessThan(500);
        expect([400, 409], `${JSON.stringify(body)}: ${response.text}`).toContain(response.status);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Issue 17: shipping, cash on delivery, cancellation and refunds end to end through the API. Mail checks pick the
// mails of each step by subject, so other mails about the same order (an "order placed" mail) do not count.
// ---------------------------------------------------------------------------------------------------------

const stockOf = async (product: Product) =>
  (await env.DB.prepare("select stock from product_variants where id = ?").bind(product.variants![0]._id).first<{ stock: number }>())!.stock;
const mailsMatching = async (orderId: string, recipient: string, subject: RegExp) =>
  (await mailsAbout(orderId, recipient)).filter((mail) => subject.test(mail.subject));

describe("issue 17: cash on delivery shipped, collected or refused at the door", () => {
  let codProduct: Product;
  beforeAll(async () => {
    await enableCashOnDelivery(4000);
    codProduct = await addStockedProduct((await addCategory(admin))._id, 50);
  });

  async function codOrder(customer: Account, quantity = 1) {
    const response = await postOrder(customer.token, [{ productId: codProduct._id, quantity }], { paymentMethod: "cod" });
    expect(response.status, response.text).toBe(201);
    return response.body as { _id: string; bill: number } & Record<string, any>;
  }

  it("a COD order starts as cod with the COD fee in its bill, ships with courier and tracking, and collecting the cash verifies and delivers it", async () => {
    const customer = await createCustomer();
    const order = await codOrder(customer);
    expect(order).toMatchObject({ paymentMethod: "cod", paymentStatus: "cod", orderStatus: "not yet delivered", amountPaid: 0, paymentMismatch: null });
    expect(order.bill).toBe(PLAIN_PRICE + 40);

    // Delivered without the cash is the prepaid body: refused, as the payment is not verified.
    expect((await putOrder(admin.token, order._id, { orderStatus: "delivered" })).status).toBe(409);
    // Issue 32: it ships once its customer has confirmed it.
    await confirmCodOrder(customer.token, order._id);
    const shipped = await putOrder(admin.token, order._id, { orderStatus: "shipped", ...SHIPMENT });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body).toMatchObject({ orderStatus: "shipped", paymentStatus: "cod", ...SHIPMENT, paymentMismatch: null });
    // The customer's own list carries the shipment.
    const mine = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect(mine.body.find((o: { _id: string }) => o._id === order._id)).toMatchObject(SHIPMENT);

    const collected = await putOrder(admin.token, order._id, { orderStatus: "delivered", amountPaid: order.bill });
    expect(collected.status, collected.text).toBe(200);
    expect(collected.body).toMatchObject({ paymentStatus: "verified", orderStatus: "delivered", amountPaid: order.bill, paymentMismatch: null });
    expect((await eventsOf(order._id)).map((e) => [e.transition, e.note])).toEqual([
      ["ship", `${SHIPMENT.courier} ${SHIPMENT.trackingNumber}`],
      ["collect", `Cash collected: ${order.bill}`],
    ]);

    const email = customer.user.emailAddress as string;
    const [shippedMail] = await mailsMatching(order._id, email, /shipped/);
    expect(shippedMail.text_body).toContain(SHIPMENT.trackingUrl);
    expect(shippedMail.text_body).toContain(SHIPMENT.trackingNumber);
    expect(shippedMail.text_body).toContain(SHIPMENT.courier);
    expect(shippedMail.text_body).toContain("in cash");
    const [cashMail] = await mailsMatching(order._id, email, /cash received/);
    expect(cashMail.text_body).toContain(`₹${order.bill}`);
  });

  it("a COD order refused at the door is returned: its stock comes back once and the customer is told", async () => {
    const customer = await createCustomer();
    const before = await stockOf(codProduct);
    const order = await codOrder(customer, 3);
    expect(await stockOf(codProduct)).toBe(before - 3);
    expect((await putOrder(admin.token, order._id, { orderStatus: "returned" })).status).toBe(409); // not shipped yet
    await confirmCodOrder(customer.token, order._id);
    expect((await putOrder(admin.token, order._id, { orderStatus: "shipped", ...SHIPMENT })).status).toBe(200);
    expect((await putOrder(customer.token, order._id, { orderStatus: "returned" })).status).toBe(409);

    const returned = await Promise.all(Array.from({ length: 6 }, () => putOrder(admin.token, order._id, { orderStatus: "returned" })));
    expect(returned.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "cod", orderStatus: "returned" });
    expect(await stockOf(codProduct)).toBe(before);
    expect(await movementsOf(order._id, "restored")).toEqual([{ variant_id: codProduct.variants![0]._id, delta: 3 }]);
    // Closed: nothing more happens to it.
    for (const kind of BODY_KINDS) expect((await putOrder(admin.token, order._id, bodyFor(kind, order.bill))).status, kind).toBe(409);
    expect(await stockOf(codProduct)).toBe(before);
    expect(await mailsMatching(order._id, customer.user.emailAddress, /returned/)).toHaveLength(1);
  });

  it("the customer may cancel a COD order before it ships (nothing to refund); no longer once it has shipped", async () => {
    const customer = await createCustomer();
    const before = await stockOf(codProduct);
    const open = await codOrder(customer, 2);
    const cancelled = await putOrder(customer.token, open._id, { orderStatus: "cancelled", reason: "Found it cheaper nearby" });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ paymentStatus: "cod", orderStatus: "cancelled", cancelReason: "Found it cheaper nearby" });
    expect(await stockOf(codProduct)).toBe(before);
    const [mail] = await mailsMatching(open._id, customer.user.emailAddress, /cancelled/);
    expect(mail.subject).not.toMatch(/refund/);
    // Nothing was paid: the shop has no refund to make.
    expect(await mailsMatching(open._id, env.SHOP_EMAIL, /refund/)).toHaveLength(0);

    const shipped = await codOrder(customer);
    await confirmCodOrder(customer.token, shipped._id);
    expect((await putOrder(admin.token, shipped._id, { orderStatus: "shipped", ...SHIPMENT })).status).toBe(200);
    const late = await putOrder(customer.token, shipped._id, { orderStatus: "cancelled", reason: "Too slow" });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/before it is shipped/);
    // The admin cannot cancel a shipped order either (it is refused at the door or delivered).
    expect((await putOrder(admin.token, shipped._id, { orderStatus: "cancelled", reason: "Too slow" })).status).toBe(409);
  });
});

describe("issue 17: cancelling a paid order, the refund and the details each change needs", () => {
  async function verifiedOrder(customer: Account, product: Product = stocked, quantity = 1) {
    const order = await placeOrder(customer.token, [{ productId: product._id, quantity }]);
    const paid = await putOrder(customer.token, order._id, { amountPaid: order.bill, transactionId: freshUtr(), paymentStatus: "done" });
    expect(paid.status, paid.text).toBe(200);
    expect((await putOrder(admin.token, order._id, { paymentStatus: "verified" })).status).toBe(200);
    return order;
  }

  it("the customer cancels a verified order with a reason: refund pending, stock back once, then the admin's reference makes it refunded; e-mails at each step", async () => {
    const customer = await createCustomer();
    const product = await addStockedProduct((await addCategory(admin))._id, 20);
    const order = await verifiedOrder(customer, product, 4);
    expect(await stockOf(product)).toBe(16);

    // Owner and admin race to cancel: exactly one wins and the four bottles come back once.
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => putOrder(i % 2 ? admin.token : customer.token, order._id, { orderStatus: "cancelled", reason: CANCEL_REASON })),
    );
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "refund pending", orderStatus: "cancelled" });
    expect(await stockOf(product)).toBe(20);
    expect(await movementsOf(order._id, "restored")).toEqual([{ variant_id: product.variants![0]._id, delta: 4 }]);
    expect((await orderRow(order._id))?.cancel_reason).toBe(CANCEL_REASON);
    expect((await eventsOf(order._id)).at(-1)).toMatchObject({ transition: "cancel", note: CANCEL_REASON, to_payment_status: "refund pending" });

    const email = customer.user.emailAddress as string;
    const [cancelMail] = await mailsMatching(order._id, email, /cancelled, refund pending/);
    expect(cancelMail.text_body).toContain(CANCEL_REASON);
    expect(cancelMail.text_body).toContain(`₹${order.bill}`);
    const [shopMail] = await mailsMatching(order._id, env.SHOP_EMAIL, /refund to make/);
    expect(shopMail.text_body).toContain(`₹${order.bill}`);

    // Only an admin records the refund, and only with its reference.
    expect((await putOrder(customer.token, order._id, { paymentStatus: "refunded", refundReference: REFUND_REFERENCE })).status).toBe(409);
    const missing = await putOrder(admin.token, order._id, { paymentStatus: "refunded" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Refund reference/);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "refund pending", orderStatus: "cancelled" });

    const refunded = await putOrder(admin.token, order._id, { paymentStatus: "refunded", refundReference: REFUND_REFERENCE });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toMatchObject({ paymentStatus: "refunded", orderStatus: "cancelled", refundReference: REFUND_REFERENCE, cancelReason: CANCEL_REASON });
    expect((await putOrder(admin.token, order._id, { paymentStatus: "refunded", refundReference: "AGAIN" })).status).toBe(409);
    const [refundMail] = await mailsMatching(order._id, email, /refund for order/);
    expect(refundMail.text_body).toContain(REFUND_REFERENCE);
    expect(await stockOf(product)).toBe(20);
  });

  it("a reported (done) payment cancelled is checked before any refund is owed; a pending one owes nothing", async () => {
    const customer = await createCustomer();
    const reported = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    await putOrder(customer.token, reported._id, { amountPaid: reported.bill, transactionId: freshUtr(), paymentStatus: "done" });
    const cancelled = await putOrder(admin.token, reported._id, { orderStatus: "cancelled", reason: "Out of season" });
    // Issue 29: refunds follow money, not reports: the payment is checked first and no refund is promised.
    expect(cancelled.body).toMatchObject({ paymentStatus: "payment to check", orderStatus: "cancelled" });
    const customerMail = (await mailsMatching(reported._id, customer.user.emailAddress, /cancelled/))[0];
    expect(customerMail.subject).not.toMatch(/refund/);
    expect(customerMail.text_body).toContain("We will look for it in our bank statement");
    expect(customerMail.text_body).not.toContain("We will refund the");
    const [shopMail] = await mailsMatching(reported._id, env.SHOP_EMAIL, /payment to check/);
    expect(shopMail.text_body).toContain("No refund has been promised");
    expect(await mailsMatching(reported._id, env.SHOP_EMAIL, /refund to make/)).toHaveLength(0);
    // The money turns up in the bank: now the refund is owed, and the shop is told to make it.
    const found = await putOrder(admin.token, reported._id, { paymentStatus: "refund pending" });
    expect(found.status, found.text).toBe(200);
    expect(found.body).toMatchObject({ paymentStatus: "refund pending", orderStatus: "cancelled" });
    expect(await mailsMatching(reported._id, env.SHOP_EMAIL, /refund to make/)).toHaveLength(1);
    expect(await mailsMatching(reported._id, customer.user.emailAddress, /payment found, refund pending/)).toHaveLength(1);

    // A made-up UTR, then cancelled: still markable as fake, and no refund is ever owed.
    const madeUp = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    await putOrder(customer.token, madeUp._id, { amountPaid: madeUp.bill, transactionId: freshUtr(), paymentStatus: "done" });
    await putOrder(customer.token, madeUp._id, { orderStatus: "cancelled", reason: "Changed my mind" });
    const fake = await putOrder(admin.token, madeUp._id, { paymentStatus: "nopayment", orderStatus: "wrong order" });
    expect(fake.status, fake.text).toBe(200);
    expect(fake.body).toMatchObject({ paymentStatus: "nopayment", orderStatus: "wrong order" });

    const unpaid = await placeOrder(customer.token, [{ productId: plain._id, quantity: 1 }]);
    const dropped = await putOrder(customer.token, unpaid._id, { orderStatus: "cancelled", reason: "Changed my mind" });
    expect(dropped.body).toMatchObject({ paymentStatus: "pending", orderStatus: "cancelled" });
    // A cancelled order can no longer be paid.
    const late = await putOrder(customer.token, unpaid._id, { amountPaid: unpaid.bill, transactionId: freshUtr(), paymentStatus: "done" });
    expect(late.status).toBe(409);
  });

  it("refuses a change without the details it needs (400 naming the field) and changes nothing; a refused state is 409 whatever the details", async () => {
    const customer = await createCustomer();
    const order = await verifiedOrder(customer);
    const rowBefore = await orderRow(order._id);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ orderStatus: "shipped" }, /Courier/],
      [{ orderStatus: "shipped", courier: "Blue Dart" }, /Tracking number/],
      [{ orderStatus: "shipped", courier: "  ", trackingNumber: "X1" }, /Courier/],
      [{ orderStatus: "shipped", courier: "Blue Dart", trackingNumber: "X1", trackingUrl: "javascript:alert(1)" }, /Tracking URL/],
      [{ orderStatus: "shipped", courier: "Blue Dart", trackingNumber: "X1", trackingUrl: 42 }, /Tracking URL/],
      [{ orderStatus: "shipped", courier: "x".repeat(101), trackingNumber: "X1" }, /Courier/],
      [{ orderStatus: "cancelled" }, /Reason/],
      [{ orderStatus: "cancelled", reason: "" }, /Reason/],
      [{ orderStatus: "cancelled", reason: ["why"] }, /Reason/],
      [{ orderStatus: "cancelled", reason: "x".repeat(501) }, /Reason/],
    ];
    for (const [body, message] of bad) {
      const response = await putOrder(admin.token, order._id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expectErrorBody(response);
      expect(response.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await orderRow(order._id)).toEqual(rowBefore);
    expect((await eventsOf(order._id)).map((e) => e.transition)).toEqual(["pay", "verify"]);

    // Collecting cash is for a shipped COD order: 409 here, even with an amount that is no number.
    expect((await putOrder(admin.token, order._id, { orderStatus: "delivered", amountPaid: "lots" })).status).toBe(409);
    // Shipping without a tracking URL is fine: it is optional (and a blank one is none).
    const shipped = await putOrder(admin.token, order._id, { orderStatus: "shipped", courier: "India Post", trackingNumber: "EE123456789IN", trackingUrl: "" });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body).toMatchObject({ courier: "India Post", trackingNumber: "EE123456789IN", trackingUrl: null });
    const [mail] = await mailsMatching(order._id, customer.user.emailAddress, /shipped/);
    expect(mail.text_body).not.toContain("Track it at");
    // A shipped prepaid order is delivered with the old body.
    expect((await putOrder(admin.token, order._id, { orderStatus: "delivered" })).body).toMatchObject({ orderStatus: "delivered", paymentStatus: "verified" });
  });

  it("a collected amount that is no price is a 400 naming amountPaid", async () => {
    await enableCashOnDelivery(0);
    const customer = await createCustomer();
    const placed = await postOrder(customer.token, [{ productId: plain._id, quantity: 1 }], { paymentMethod: "cod" });
    expect(placed.status, placed.text).toBe(201);
    await confirmCodOrder(customer.token, placed.body._id);
    await putOrder(admin.token, placed.body._id, { orderStatus: "shipped", ...SHIPMENT });
    for (const amountPaid of ["lots", -5, 0, "1e3", 12.345]) {
      const response = await putOrder(admin.token, placed.body._id, { orderStatus: "delivered", amountPaid });
      expect(response.status, String(amountPaid)).toBe(400);
      expect(response.body.message).toMatch(/amountPaid/);
    }
    expect(await stateOf(placed.body._id)).toEqual({ paymentStatus: "cod", orderStatus: "shipped" });
  });

  it("escapes a cancellation reason and tracking details in the mails' html", async () => {
    const customer = await createCustomer();
    const order = await verifiedOrder(customer);
    const reason = `<img src=x onerror="alert(1)"> & more`;
    expect((await putOrder(customer.token, order._id, { orderStatus: "cancelled", reason })).status).toBe(200);
    const mails = [
      ...(await mailsMatching(order._id, customer.user.emailAddress, /cancelled/)),
      ...(await mailsMatching(order._id, env.SHOP_EMAIL, /refund to make/)),
    ];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html_body).not.toContain("<img");
      expect(mail.html_body).toContain("&lt;img");
      expect(mail.text_body).toContain(reason);
    }
  });
});
