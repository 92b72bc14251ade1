/**
 * GET /api/admin/attention (issue 31): what an open admin page polls for its new-order notice. Admins only (the
 * route matrix in tests/security covers every route; here the answers themselves): the newest order, how many were
 * placed after `since`, and the orders waiting for the owner by kind; a malformed `since` is a 400 naming it.
 * Storage is shared by this file's tests, so counts are compared with a before-value.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { forceState, placeOrder } from "../helpers/orders";

let customer: Account;
let admin: Account;
let productId: string;

const attention = (account: Account | null, query = "") => call(`/api/admin/attention${query}`, { token: account?.token });

beforeAll(async () => {
  [customer, admin] = await Promise.all([createCustomer(), createAdmin()]);
  const categoryId = (await addCategory(admin))._id;
  productId = (await addProduct(admin, categoryId, { name: "Attention Groundnut Oil", mrp: "300", salePrice: "260" }))._id;
});

describe("GET /api/admin/attention", () => {
  it("refuses a visitor (401) and a customer (403)", async () => {
    expect((await attention(null)).status).toBe(401);
    const forCustomer = await attention(customer);
    expect(forCustomer.status).toBe(403);
    expect(forCustomer.body).toEqual({ success: false, message: "Only admins can do that." });
  });

  it("answers the newest order and how many came after the time the page last saw", async () => {
    const before = new Date().toISOString();
    expect((await attention(admin, `?since=${encodeURIComponent(before)}`)).body.newSince).toBe(0);
    const first = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
    const second = await placeOrder(customer.token, [{ productId, quantity: 2 }]);

    const response = await attention(admin, `?since=${encodeURIComponent(before)}`);
    expect(response.status).toBe(200);
    // A personal answer: never kept by a cache (worker/http/cache-control.ts).
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(response.body.newSince).toBe(2);
    expect(response.body.newestOrder).toEqual({
      _id: second._id,
      ref: second._id.slice(-6),
      name: second.name,
      bill: second.bill,
      createdAt: second.createdAt,
    });
    // Seen up to the first order: only the second is new.
    expect((await attention(admin, `?since=${encodeURIComponent(first.createdAt)}`)).body.newSince).toBe(1);
    // Without `since` nothing is "new", the newest order is still named.
    const plain = await attention(admin);
    expect(plain.body.newSince).toBe(0);
    expect(plain.body.newestOrder._id).toBe(second._id);
  });

  it("counts the orders waiting for the owner: payments to check, orders to ship, refunds to pay", async () => {
    const { counts: before } = (await attention(admin)).body;
    const [reported, cod, verified, refund, closed] = await Promise.all(
      [1, 1, 1, 1, 1].map(() => placeOrder(customer.token, [{ productId, quantity: 1 }])),
    );
    await forceState(reported._id, { paymentStatus: "done", orderStatus: "not yet delivered" });
    await forceState(cod._id, { paymentStatus: "cod", orderStatus: "not yet delivered" });
    await forceState(verified._id, { paymentStatus: "verified", orderStatus: "not yet delivered" });
    await forceState(refund._id, { paymentStatus: "refund pending", orderStatus: "cancelled" });
    // A reported payment of a cancelled order is not the owner's to check any more; a shipped one is not to ship.
    await forceState(closed._id, { paymentStatus: "done", orderStatus: "cancelled" });

    const { counts } = (await attention(admin)).body;
    expect(counts).toEqual({
      paymentToCheck: before.paymentToCheck + 1,
      toShip: before.toShip + 2,
      refundPending: before.refundPending + 1,
    });
    await forceState(verified._id, { paymentStatus: "verified", orderStatus: "shipped" });
    expect((await attention(admin)).body.counts.toShip).toBe(before.toShip + 1);
  });

  it("refuses a malformed since with a 400 naming it", async () => {
    const response = await attention(admin, "?since=yesterday");
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/since/);
  });
});
