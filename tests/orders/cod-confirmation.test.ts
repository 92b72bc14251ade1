/**
 * Issue 32 (item 1): a cash-on-delivery order waits for its customer's confirmation before it may ship. A new COD
 * order says it awaits (whatever client placed it: the placement body is unchanged), a UPI order has no confirmation;
 * its customer or an admin confirms it (the admin's confirmation is audited), another customer cannot see it; a
 * second confirm changes nothing; shipping is refused while it awaits and allowed once confirmed. A COD order placed
 * before the step (its column null) reads as confirmed and ships.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { enableCashOnDelivery, postOrder, putOrder, SHIPMENT } from "../helpers/orders";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";

let admin: Account;
let customer: Account;
let other: Account;
let oilId: string;

type CodConfirmation = { status: string; by: string | null; at: string | null; deadline: string | null } | null;
type Placed = { _id: string; paymentMethod: string; paymentStatus: string; orderStatus: string; codConfirmation: CodConfirmation };

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  other = await createCustomer();
  await enableCashOnDelivery(4000);
  const category = await addCategory(admin);
  oilId = (await addProduct(admin, category._id, { mrp: "450", salePrice: "420" }))._id;
});

async function codOrder(): Promise<Placed> {
  const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }], { paymentMethod: "cod" });
  expect(placed.status, placed.text).toBe(201);
  return placed.body as Placed;
}

const confirm = (token: string | undefined, orderId: string) => call(`/api/order/${orderId}/confirm`, { method: "POST", token });
type AuditEntry = { action: string; entity: string; entityId: string; actorId: string; details: Record<string, unknown> | null };
/** The audit log's entries about one order (GET /api/admin/audit, newest first). */
async function auditOf(orderId: string): Promise<AuditEntry[]> {
  const audit = await call("/api/admin/audit?limit=200", { token: admin.token });
  expect(audit.status).toBe(200);
  return (audit.body as { entries: AuditEntry[] }).entries.filter((e) => e.entityId === orderId);
}
const ship = (orderId: string) => putOrder(admin.token, orderId, { orderStatus: "shipped", ...SHIPMENT });

describe("a new cash-on-delivery order", () => {
  it("awaits its customer's confirmation, in the placement's answer and when read again", async () => {
    const order = await codOrder();
    expect(order.paymentStatus).toBe("cod");
    expect(order.codConfirmation).toMatchObject({ status: "awaiting", by: null, at: null });
    const listed = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect((listed.body as Placed[]).find((o) => o._id === order._id)?.codConfirmation).toMatchObject({ status: "awaiting", by: null, at: null });
  });

  it("awaits when an old client places it with the original body (lines and the payment method only, no new field)", async () => {
    const placed = await call("/api/order", { method: "POST", token: customer.token, json: { products: [{ productId: oilId, quantity: 2 }], paymentMethod: "cod" } });
    expect(placed.status, placed.text).toBe(201);
    expect((placed.body as Placed).codConfirmation?.status).toBe("awaiting");
    expect((placed.body as Placed).orderStatus).toBe("not yet delivered");
  });

  it("a UPI order has no confirmation, and confirming it is refused", async () => {
    const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }]);
    expect(placed.status, placed.text).toBe(201);
    expect((placed.body as Placed).codConfirmation).toBeNull();
    const refused = await confirm(customer.token, placed.body._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cash-on-delivery/);
  });
});

describe("confirming", () => {
  it("by its customer records who and when", async () => {
    const order = await codOrder();
    const confirmed = await confirm(customer.token, order._id);
    expect(confirmed.status, confirmed.text).toBe(200);
    const cod = (confirmed.body as Placed).codConfirmation;
    expect(cod?.status).toBe("confirmed");
    expect(cod?.by).toBe("customer");
    expect(Number.isNaN(Date.parse(cod?.at ?? ""))).toBe(false);
  });

  it("is not open to another customer (404, as another's order is everywhere), nor to a visitor (401), and changes nothing", async () => {
    const order = await codOrder();
    expect((await confirm(other.token, order._id)).status).toBe(404);
    expect((await confirm(undefined, order._id)).status).toBe(401);
    const row = await env.DB.prepare("select cod_confirmation_status as status from orders where id = ?").bind(order._id).first<{ status: string }>();
    expect(row?.status).toBe("awaiting");
  });

  it("by an admin after a phone call says which admin, and is in the audit log", async () => {
    const order = await codOrder();
    const confirmed = await confirm(admin.token, order._id);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((confirmed.body as Placed).codConfirmation?.by).toBe(`admin:${admin.user._id}`);
    expect(await auditOf(order._id)).toEqual([
      expect.objectContaining({ action: "confirm", entity: "order", actorId: admin.user._id, details: expect.objectContaining({ by: `admin:${admin.user._id}` }) }),
    ]);
  });

  it("twice, or by both at once, is harmless: the first confirmation stands and only one is audited", async () => {
    const order = await codOrder();
    const first = await confirm(customer.token, order._id);
    const again = await confirm(customer.token, order._id);
    const byAdmin = await confirm(admin.token, order._id);
    expect([first.status, again.status, byAdmin.status]).toEqual([200, 200, 200]);
    expect((again.body as Placed).codConfirmation).toEqual((first.body as Placed).codConfirmation);
    expect((byAdmin.body as Placed).codConfirmation).toEqual((first.body as Placed).codConfirmation);
    expect(await auditOf(order._id)).toEqual([]);

    const racing = await codOrder();
    const answers = await Promise.all([confirm(customer.token, racing._id), confirm(admin.token, racing._id), confirm(customer.token, racing._id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const bys = new Set(answers.map((a) => (a.body as Placed).codConfirmation?.by));
    const after = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    const stored = (after.body as Placed[]).find((o) => o._id === racing._id)?.codConfirmation;
    expect(stored?.status).toBe("confirmed");
    expect(bys.has(stored?.by ?? "")).toBe(true);
    expect((await auditOf(racing._id)).length).toBe(stored?.by === "customer" ? 0 : 1);
  });

  it("an order that is not there is 404", async () => {
    expect((await confirm(customer.token, "01HZZZZZZZZZZZZZZZZZZZZZZZ")).status).toBe(404);
  });
});

describe("shipping a cash-on-delivery order", () => {
  it("is refused while it awaits confirmation, naming the reason, and allowed once confirmed", async () => {
    const order = await codOrder();
    const refused = await ship(order._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/awaiting the customer's confirmation/);
    const row = await env.DB.prepare("select order_status as status from orders where id = ?").bind(order._id).first<{ status: string }>();
    expect(row?.status).toBe("not yet delivered");

    expect((await confirm(customer.token, order._id)).status).toBe(200);
    const shipped = await ship(order._id);
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.orderStatus).toBe("shipped");
    expect(shipped.body.codConfirmation.status).toBe("confirmed");
  });

  it("placed before the confirmation step (no confirmation stored) reads as confirmed and ships", async () => {
    const order = await codOrder();
    await env.DB.prepare("update orders set cod_confirmation_status = null where id = ?").bind(order._id).run();
    const shipped = await ship(order._id);
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.codConfirmation).toMatchObject({ status: "confirmed", by: null, at: null });
  });

  it("cannot be confirmed once cancelled", async () => {
    const order = await codOrder();
    const cancelled = await putOrder(customer.token, order._id, { orderStatus: "cancelled", reason: "Ordered by mistake" });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await confirm(customer.token, order._id)).status).toBe(409);
  });
});

describe("the order page's \"Confirm my order\"", () => {
  const confirmOnPage = (orderId: string, account: Account, path = `/orders/${orderId}`) =>
    callPage(path, {
      method: "POST",
      cookie: `${SESSION_COOKIE}=${account.token}`,
      body: JSON.stringify({ intent: "confirm-cod" }),
      headers: { "Content-Type": "application/json" },
    });

  it("shows the order awaiting, confirms it for its customer, and is a 404 for another customer (the order still awaiting)", async () => {
    const order = await codOrder();
    const page = await callPage(`/orders/${order._id}`, { cookie: `${SESSION_COOKIE}=${customer.token}` });
    expect(page.body.loaderData["routes/my-order"].order.codConfirmation.status).toBe("awaiting");

    const foreign = await confirmOnPage(order._id, other);
    expect(foreign.status).toBe(404);
    const row = await env.DB.prepare("select cod_confirmation_status as status from orders where id = ?").bind(order._id).first<{ status: string }>();
    expect(row?.status).toBe("awaiting");

    const own = await confirmOnPage(order._id, customer, `/te/orders/${order._id}`);
    expect(own.status).toBe(200);
    expect(own.body.actionData).toEqual({ confirmed: true });
    const after = await callPage(`/orders/${order._id}`, { cookie: `${SESSION_COOKIE}=${customer.token}` });
    expect(after.body.loaderData["routes/my-order"].order.codConfirmation).toMatchObject({ status: "confirmed", by: "customer" });
  });
});
