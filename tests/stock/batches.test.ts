/**
 * Issue 33: batches under the stock ledger, through the real API. Receiving lots and listing them first-expiry-first-
 * out; ten parallel placements on a pack with three batches (one that cannot reach a customer with the shelf life the
 * rule asks) never take a later batch while an earlier eligible one has units, never the ineligible one, never
 * oversell, and leave the ledger equal to stock per batch and per pack; a batch that drops below the rule stops
 * being sold the next day (fake clock); parallel write-offs of the last units never go below zero; the expiry report.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, env, testDb } from "../helpers/api";
import { addCategory, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { postOrder, putOrder, SHIPMENT, verifiedOrder } from "../helpers/orders";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { istDay } from "../helpers/statements";
import { holdNearExpiry } from "../../worker/domains/stock/expiry";

let admin: Account;
let categoryId: string;

beforeAll(async () => {
  admin = await createAdmin();
  categoryId = (await addCategory(admin))._id;
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

/** A product with one uncounted pack (no stock until its lots arrive), priced ₹120. */
async function freshPack() {
  const { mrp: _m, salePrice: _s, ...body } = productBody(categoryId);
  const sku = uniqueName("SKU").replace(/\W/g, "").toUpperCase();
  const response = await call("/api/admin/product/add", {
    token: admin.token,
    json: { ...body, variants: [{ label: "250 g", netQuantity: 250, unit: "g", mrp: 130, salePrice: 120, sku, stock: null }] },
  });
  if (response.status !== 201) throw new Error(`add failed: ${response.text}`);
  const product = response.body.product as { _id: string; name: string; variants: { _id: string }[] };
  return { productId: product._id, name: product.name, variantId: product.variants[0]._id };
}

/** Receives a lot packed `packedDaysAgo` days ago (IST) with the given shelf life; answers the batch. */
async function receiveLot(variantId: string, lotNumber: string, packedDaysAgo: number, shelfLifeDays: number, quantity: number) {
  const response = await call("/api/admin/stock/batches", {
    token: admin.token,
    json: { variantId, lotNumber, packedOn: istDay(-packedDaysAgo), shelfLifeDays, quantity, supplier: "Sri Lakshmi Sweets" },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.batch as { _id: string; lotNumber: string; bestBefore: string; onHand: number; sellable: boolean; lastDeliveryDay: string };
}

/** Per batch: on-hand equals the sum of its movements; per pack: stock equals the sum of its batches' on-hand. */
async function expectLedgerHolds(variantId: string) {
  const { results: batches } = await env.DB.prepare(
    "select b.id, b.on_hand, coalesce((select sum(m.delta) from stock_movements m where m.batch_id = b.id), 0) as total from stock_batches b where b.variant_id = ?",
  )
    .bind(variantId)
    .all<{ id: string; on_hand: number; total: number }>();
  for (const batch of batches) expect(batch.on_hand, `batch ${batch.id}`).toBe(batch.total);
  const pack = await env.DB.prepare(
    "select stock, (select coalesce(sum(on_hand), 0) from stock_batches where variant_id = ?1) as held, (select coalesce(sum(delta), 0) from stock_movements where variant_id = ?1) as moved from product_variants where id = ?1",
  )
    .bind(variantId)
    .first<{ stock: number; held: number; moved: number }>();
  expect(pack!.stock).toBe(pack!.held);
  expect(pack!.stock).toBe(pack!.moved);
  return batches;
}

describe("receiving batches", () => {
  it("stores both dates, answers the batch and the stock, lists batches FEFO with the dateless last, refuses a lot number twice", async () => {
    const pack = await freshPack();
    const later = await receiveLot(pack.variantId, "SL-B", 0, 180, 6);
    expect(later).toMatchObject({ bestBefore: istDay(180), onHand: 6, sellable: true });
    const response = await call("/api/admin/stock/batches", {
      token: admin.token,
      json: { variantId: pack.variantId, lotNumber: "SL-A", packedOn: istDay(-10), bestBefore: istDay(35), quantity: 4 },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.batch).toMatchObject({ lotNumber: "SL-A", shelfLifeDays: 45, supplier: null, receivedQuantity: 4, opening: false, lastDeliveryDay: istDay(21) });
    expect(response.body.stock).toMatchObject({ variantId: pack.variantId, stock: 10 });
    // The old receipt (no lot) is a dateless batch, sold after every dated one.
    expect((await call("/api/admin/stock/receive", { token: admin.token, json: { variantId: pack.variantId, quantity: 2 } })).body.stock.stock).toBe(12);
    const again = await call("/api/admin/stock/batches", { token: admin.token, json: { variantId: pack.variantId, lotNumber: "SL-A", packedOn: istDay(-1), shelfLifeDays: 45, quantity: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Lot number SL-A is already used for ${pack.name} (250 g)`);
    const list = await call(`/api/admin/stock/batches?variantId=${pack.variantId}`, { token: admin.token });
    expect(list.body.batches.map((batch: { lotNumber: string; opening: boolean }) => [batch.lotNumber.startsWith("R-") ? "R" : batch.lotNumber, batch.opening])).toEqual([
      ["SL-A", false],
      ["SL-B", false],
      ["R", true],
    ]);
    await expectLedgerHolds(pack.variantId);
    const audit = (await call("/api/admin/audit", { token: admin.token })).body.entries as { entity: string; action: string; entityId: string }[];
    expect(audit.filter((entry) => entry.entity === "batch" && entry.action === "receive-stock").map((entry) => entry.entityId)).toEqual(
      expect.arrayContaining([later._id, response.body.batch._id]),
    );
  });
});

describe("adjusting to a count", () => {
  it("a rise goes into the newest dated batch; a fall is taken first-expiry-first-out, one movement per batch, never more than a batch holds", async () => {
    const pack = await freshPack();
    const older = await receiveLot(pack.variantId, "AD-OLD", 30, 365, 3);
    const newer = await receiveLot(pack.variantId, "AD-NEW", 2, 180, 4);
    const adjust = (count: number) => call("/api/admin/stock/adjust", { token: admin.token, json: { variantId: pack.variantId, count, reason: "Stocktake" } });
    expect((await adjust(9)).body.stock.stock).toBe(9);
    const onHand = async () =>
      Object.fromEntries(
        (await env.DB.prepare("select lot_number, on_hand from stock_batches where variant_id = ?").bind(pack.variantId).all<{ lot_number: string; on_hand: number }>()).results.map(
          (row) => [row.lot_number, row.on_hand],
        ),
      );
    expect(await onHand()).toEqual({ "AD-OLD": 3, "AD-NEW": 6 });
    // The newer lot's best-before comes first (180 days from 2 days ago, before 365 from 30 days ago).
    expect(newer.bestBefore < older.bestBefore).toBe(true);
    expect((await adjust(2)).body.stock.stock).toBe(2);
    expect(await onHand()).toEqual({ "AD-OLD": 2, "AD-NEW": 0 });
    const { results } = await env.DB.prepare("select batch_id, delta from stock_movements where variant_id = ? and kind = 'adjusted' and delta < 0 order by batch_id").bind(pack.variantId).all();
    expect(results).toEqual(
      [
        { batch_id: newer._id, delta: -6 },
        { batch_id: older._id, delta: -1 },
      ].sort((a, b) => (a.batch_id < b.batch_id ? -1 : 1)),
    );
    await expectLedgerHolds(pack.variantId);
  });
});

describe("first-expiry-first-out under parallel orders", () => {
  it("10 parallel orders take the earliest eligible batch first, never the ineligible one, never oversell; the ledger holds per batch and per pack", async () => {
    const pack = await freshPack();
    // No delivery zones: an order arrives within the rule's assumed 7 days. The laddu's 45-day life needs 14 left.
    // Packed 25 days ago: best-before in 20 days, last delivery in 6: no order can take it (earliest best-before).
    const ineligible = await receiveLot(pack.variantId, "LD-OLD", 25, 45, 5);
    // Packed 10 days ago: best-before in 35, last delivery in 21: eligible, and first.
    const first = await receiveLot(pack.variantId, "LD-MID", 10, 45, 4);
    // Packed today with a longer life: eligible, second.
    const second = await receiveLot(pack.variantId, "LD-NEW", 0, 90, 4);
    expect([ineligible.sellable, first.sellable, second.sellable]).toEqual([false, true, true]);

    const customers = await Promise.all(Array.from({ length: 10 }, () => createCustomer()));
    const responses = await Promise.all(customers.map((customer) => postOrder(customer.token, [{ productId: pack.productId, variantId: pack.variantId, quantity: 1 }])));
    const placed = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status !== 201);
    expect(placed).toHaveLength(8);
    for (const response of refused) {
      expect(response.status).toBe(409);
      // What is left for this pincode: none (the 5 units of the old lot cannot reach anyone in time).
      expect(response.body.message).toBe(`${pack.name} (250 g) is out of stock (none left)`);
    }
    // The sales in the order the database wrote them: every unit of the earlier batch before any of the later one.
    const { results: sales } = await env.DB.prepare("select batch_id, delta from stock_movements where variant_id = ? and kind = 'sold' order by rowid")
      .bind(pack.variantId)
      .all<{ batch_id: string; delta: number }>();
    expect(sales.map((sale) => sale.batch_id)).toEqual([...Array(4).fill(first._id), ...Array(4).fill(second._id)]);
    expect(sales.every((sale) => sale.delta === -1)).toBe(true);
    const batches = await expectLedgerHolds(pack.variantId);
    expect(Object.fromEntries(batches.map((batch) => [batch.id, batch.on_hand]))).toEqual({ [ineligible._id]: 5, [first._id]: 0, [second._id]: 0 });
    expect((await env.DB.prepare("select stock from product_variants where id = ?").bind(pack.variantId).first<{ stock: number }>())!.stock).toBe(5);

    // One order asking for more than one batch holds takes from two, one movement each; cancelling puts each back.
    await call("/api/admin/stock/batches", { token: admin.token, json: { variantId: pack.variantId, lotNumber: "LD-X", packedOn: istDay(-5), shelfLifeDays: 60, quantity: 2 } });
    await call("/api/admin/stock/batches", { token: admin.token, json: { variantId: pack.variantId, lotNumber: "LD-Y", packedOn: istDay(0), shelfLifeDays: 60, quantity: 2 } });
    const buyer = await createCustomer();
    const order = await postOrder(buyer.token, [{ productId: pack.productId, variantId: pack.variantId, quantity: 3 }]);
    expect(order.status, order.text).toBe(201);
    const { results: taken } = await env.DB.prepare("select b.lot_number, -m.delta as units, m.id from stock_movements m join stock_batches b on b.id = m.batch_id where m.order_id = ? order by b.lot_number")
      .bind(order.body._id)
      .all<{ lot_number: string; units: number; id: string }>();
    expect(taken.map((row) => [row.lot_number, row.units])).toEqual([["LD-X", 2], ["LD-Y", 1]]);
    expect(taken.every((row) => row.id.startsWith(`${order.body._id}-`))).toBe(true);
    const cancel = await putOrder(buyer.token, order.body._id, { orderStatus: "cancelled", reason: "Ordered twice" });
    expect(cancel.status, cancel.text).toBe(200);
    const { results: restored } = await env.DB.prepare("select batch_id, delta from stock_movements where order_id = ? and kind = 'restored' order by batch_id").bind(order.body._id).all();
    expect(restored).toHaveLength(2);
    await expectLedgerHolds(pack.variantId);
  }, 120_000);
});

describe("the batches of an order", () => {
  it("the packing slip names the allocated lots before shipping; the order's lines name them once shipped, for the customer and the admin", async () => {
    const pack = await freshPack();
    const early = await receiveLot(pack.variantId, "PS-1", 5, 180, 1);
    await receiveLot(pack.variantId, "PS-2", 1, 180, 5);
    const customer = await createCustomer();
    const line = { productId: pack.productId, variantId: pack.variantId, quantity: 3 };
    const order = await verifiedOrder(customer.token, admin.token, [line]);
    expect(order.products[0].batches).toEqual([]);
    const slip = await callPage(`/admin/orders/${order._id}/packing-slip`, { cookie: `${SESSION_COOKIE}=${admin.token}` });
    const expected = [
      { lotNumber: "PS-1", bestBefore: early.bestBefore, quantity: 1 },
      { lotNumber: "PS-2", bestBefore: istDay(179), quantity: 2 },
    ];
    expect(slip.body.loaderData["routes/admin/packing-slip"].batches).toEqual({ [pack.variantId]: expected });
    const shipped = await putOrder(admin.token, order._id, { orderStatus: "shipped", ...SHIPMENT });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.products[0].batches).toEqual(expected);
    const mine = (await call(`/api/order/user/${customer.user._id}`, { token: customer.token })).body as { _id: string; products: { batches: unknown }[] }[];
    expect(mine.find((each) => each._id === order._id)!.products[0].batches).toEqual(expected);
  }, 120_000);
});

describe("a batch that drops below the rule", () => {
  it("is sold today and held the next day: the hold writes it off as near-expiry once, and the pack shows sold out", async () => {
    const pack = await freshPack();
    // 45-day life, best-before in 21 days: last delivery day today + 7, exactly what an order placed today needs.
    const batch = await receiveLot(pack.variantId, "LD-EDGE", 24, 45, 3);
    expect(batch.lastDeliveryDay).toBe(istDay(7));
    const customer = await createCustomer();
    const today = await postOrder(customer.token, [{ productId: pack.productId, variantId: pack.variantId, quantity: 1 }]);
    expect(today.status, today.text).toBe(201);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(await holdNearExpiry({ db: testDb() }, new Date())).toBeGreaterThanOrEqual(1);
    // Again the same day: nothing new.
    await holdNearExpiry({ db: testDb() }, new Date());
    const { results: held } = await env.DB.prepare("select delta, write_off from stock_movements where batch_id = ? and write_off is not null").bind(batch._id).all();
    expect(held).toEqual([{ delta: -2, write_off: "near-expiry" }]);
    const tomorrow = await postOrder(customer.token, [{ productId: pack.productId, variantId: pack.variantId, quantity: 1 }]);
    expect(tomorrow.status).toBe(409);
    expect(tomorrow.body.message).toBe(`${pack.name} (250 g) is out of stock (none left)`);
    const product = await call(`/api/admin/product/${pack.productId}`);
    expect(product.body.product?.variants?.[0] ?? product.body.variants?.[0]).toMatchObject({ stock: 0, inStock: false });
    const report = await call("/api/admin/stock/expiring?days=30", { token: admin.token });
    expect(report.body.writtenOff.find((row: { batchId: string }) => row.batchId === batch._id)).toMatchObject({ reason: "near-expiry", quantity: 2, value: 240 });
    await expectLedgerHolds(pack.variantId);
  }, 120_000);

  it("refuses the placement even before the hold runs, naming what is left for that pincode", async () => {
    const pack = await freshPack();
    await receiveLot(pack.variantId, "LD-LATE", 26, 45, 5);
    await receiveLot(pack.variantId, "LD-GOOD", 1, 45, 1);
    const customer = await createCustomer();
    const response = await postOrder(customer.token, [{ productId: pack.productId, variantId: pack.variantId, quantity: 2 }]);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(`Only 1 left of ${pack.name} (250 g). Please lower the quantity.`);
  });
});

describe("write-offs", () => {
  it("parallel write-offs of the last units never go below zero: exactly what the batch holds goes through", async () => {
    const pack = await freshPack();
    const batch = await receiveLot(pack.variantId, "WO-1", 2, 120, 5);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(`/api/admin/stock/batches/${batch._id}/write-off`, { token: admin.token, json: { quantity: 1, reason: "damaged" } })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(`Lot WO-1 of ${pack.name} (250 g) has none left`);
    }
    const batches = await expectLedgerHolds(pack.variantId);
    expect(batches[0].on_hand).toBe(0);
  }, 120_000);

  it("the expiry report lists what expires soonest first with its value, and what was written off by reason", async () => {
    const pack = await freshPack();
    const soon = await receiveLot(pack.variantId, "EX-SOON", 100, 120, 4);
    await receiveLot(pack.variantId, "EX-FAR", 0, 365, 10);
    // A laddu lot with 25 days to its best-before still meets the rule (last delivery in 11 days): it is listed.
    const laddu = await receiveLot(pack.variantId, "EX-LADDU", 20, 45, 2);
    const written = await call(`/api/admin/stock/batches/${soon._id}/write-off`, { token: admin.token, json: { quantity: 1, reason: "expired", note: "Seal broken" } });
    expect(written.status, written.text).toBe(200);
    expect(written.body.batch.onHand).toBe(3);
    const report = await call("/api/admin/stock/expiring", { token: admin.token });
    expect(report.status).toBe(200);
    expect(report.body.days).toBe(30);
    const mine = report.body.expiring.filter((row: { variantId: string }) => row.variantId === pack.variantId);
    // The near 120-day lot was held (it can no longer reach anyone with 45 days left): only the laddu lot is left to expire.
    expect(mine).toEqual([
      { batchId: laddu._id, variantId: pack.variantId, productName: pack.name, label: "250 g", sku: expect.any(String), lotNumber: "EX-LADDU", bestBefore: istDay(25), lastDeliveryDay: istDay(11), onHand: 2, value: 240, daysLeft: 25 },
    ]);
    expect(report.body.totals.expiringValue).toBeGreaterThanOrEqual(240);
    const rows = report.body.writtenOff.filter((row: { batchId: string }) => row.batchId === soon._id);
    expect(rows.map((row: { reason: string; quantity: number; value: number }) => [row.reason, row.quantity, row.value])).toEqual(
      expect.arrayContaining([
        ["expired", 1, 120],
        ["near-expiry", 3, 360],
      ]),
    );
    expect(report.body.totals.writtenOffByReason.expired).toBeGreaterThanOrEqual(120);
    const ninety = await call("/api/admin/stock/expiring?days=90", { token: admin.token });
    expect(ninety.body.days).toBe(90);
  });
});
