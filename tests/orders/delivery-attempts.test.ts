/**
 * Issue 32 (item 4): a failed delivery attempt, re-confirming a cash-on-delivery order, and the returned parcel with
 * its courier costs. An admin records an attempt only on a shipped order (409 otherwise, nothing stored), with a
 * reason from the fixed list, an optional note and a next attempt day that is not in the past (400 naming the field
 * otherwise); every order object (the customer's and the admins', the list included) carries its attempts. On a COD
 * order the attempt puts the confirmation back to "awaiting" with no deadline and the customer is told on their
 * channels, in the order's language, with the link to confirm; they confirm the shipped order as before. The return
 * ("Refused at the door") still works with the original body and no costs, takes the courier's costs out and back
 * when given (validated), puts the stock back exactly once however often it is sent, and the costs can be recorded
 * or corrected later on a returned order only. The new routes are admins'; another customer's order is 404.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, productBody, uniqueName } from "../helpers/catalogue";
import { createAdmin, createCustomer, freshMobile, type Account } from "../helpers/factories";
import { confirmCodOrder, enableCashOnDelivery, eventsOf, movementsOf, orderRow, putOrder, SHIPMENT, stateOf, verifiedOrder } from "../helpers/orders";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { istDay } from "../../worker/shared/ist";

const DAY_MS = 24 * 60 * 60 * 1000;
const tomorrow = () => istDay(Date.now() + DAY_MS);

type Attempt = { reason: string; note: string | null; nextAttemptOn: string | null; at: string };
type OrderBody = {
  _id: string;
  userId: string;
  bill: number;
  orderStatus: string;
  paymentStatus: string;
  codConfirmation: { status: string; by: string | null; at: string | null } | null;
  deliveryAttempts: Attempt[];
  rtoCost: { forward: number | null; return: number | null } | null;
};
type Product = { _id: string; variants: { _id: string }[] };

let admin: Account;
let customer: Account;
let other: Account;
let product: Product;

beforeAll(async () => {
  [admin, customer, other] = await Promise.all([createAdmin(), createCustomer(), createCustomer()]);
  await enableCashOnDelivery(4000);
  const category = await addCategory(admin);
  const { mrp: _mrp, salePrice: _sale, ...body } = productBody(category._id);
  const packs = [{ label: "1 l", netQuantity: 1, unit: "l", mrp: 450, salePrice: 420, sku: uniqueName("SKU").replace(/\W/g, "").toUpperCase(), stock: 1000 }];
  const added = await call("/api/admin/product/add", { token: admin.token, json: { ...body, variants: packs } });
  expect(added.status, added.text).toBe(201);
  product = added.body.product;
});

const stock = async () => (await env.DB.prepare("select stock from product_variants where id = ?").bind(product.variants[0]._id).first<{ stock: number }>())!.stock;

/** A COD order of `account`, confirmed and shipped (placed in `lang`'s context). */
async function shippedCodOrder(account: Account = customer, quantity = 1, lang?: "te"): Promise<OrderBody> {
  const placed = await call(`/api/order${lang ? `?lang=${lang}` : ""}`, {
    token: account.token,
    json: { products: [{ productId: product._id, quantity }], paymentMethod: "cod" },
  });
  expect(placed.status, placed.text).toBe(201);
  await confirmCodOrder(account.token, placed.body._id);
  const shipped = await putOrder(admin.token, placed.body._id, { orderStatus: "shipped", ...SHIPMENT });
  expect(shipped.status, shipped.text).toBe(200);
  return shipped.body as OrderBody;
}

const recordAttempt = (token: string | undefined, orderId: string, json: unknown) => call(`/api/order/${orderId}/delivery-attempts`, { method: "POST", token, json });
const putCosts = (token: string | undefined, orderId: string, json: unknown) => call(`/api/order/${orderId}/rto-costs`, { method: "PUT", token, json });
const attemptCount = async (orderId: string) =>
  (await env.DB.prepare("select count(*) as n from order_delivery_attempts where order_id = ?").bind(orderId).first<{ n: number }>())!.n;

type OutboxRow = { channel: string; recipient: string; subject: string; text_body: string };
/** The outbox rows about the order's failed delivery (mails and phone messages), oldest first. */
async function deliveryFailedMessages(recipients: string[], orderId: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    `select channel, recipient, subject, text_body from mail_outbox where recipient in (${recipients.map(() => "?").join(",")}) order by id`,
  )
    .bind(...recipients)
    .all<OutboxRow>();
  const ref = orderId.slice(-6).toUpperCase();
  return results.filter((row) => (row.subject + row.text_body).toUpperCase().includes(ref) && /could not deliver|డెలివరీ కాలేదు|డెలివరీ చేయలేకపోయారు/.test(row.subject + row.text_body));
}

type AuditEntry = { action: string; entity: string; entityId: string; actorId: string; details: Record<string, unknown> | null };
async function auditOf(orderId: string): Promise<AuditEntry[]> {
  const audit = await call("/api/admin/audit?limit=200", { token: admin.token });
  expect(audit.status).toBe(200);
  return (audit.body as { entries: AuditEntry[] }).entries.filter((e) => e.entityId === orderId);
}

describe("recording a failed delivery attempt", () => {
  it("on a shipped COD order: the order lists it, awaits confirmation again with no deadline, the customer is told, and it is audited", async () => {
    const order = await shippedCodOrder();
    expect(order.deliveryAttempts).toEqual([]);
    expect(order.codConfirmation?.status).toBe("confirmed");
    const next = tomorrow();
    const answer = await recordAttempt(admin.token, order._id, { reason: "not-available", note: "  Door locked, neighbour said back at 6  ", nextAttemptOn: next });
    expect(answer.status, answer.text).toBe(201);
    const body = answer.body as OrderBody;
    expect(body.orderStatus).toBe("shipped");
    expect(body.deliveryAttempts).toEqual([{ reason: "not-available", note: "Door locked, neighbour said back at 6", nextAttemptOn: next, at: expect.any(String) }]);
    expect(body.codConfirmation).toEqual({ status: "awaiting", by: null, at: null, deadline: null });
    const row = await orderRow(order._id);
    expect(row?.cod_confirm_deadline).toBeNull();

    // The customer's own answers carry it too.
    const own = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect((own.body as OrderBody[]).find((o) => o._id === order._id)?.deliveryAttempts).toEqual(body.deliveryAttempts);

    const [mail] = await deliveryFailedMessages([customer.user.emailAddress], order._id);
    expect(mail.subject).toMatch(/could not deliver/);
    expect(mail.text_body).toContain("no one was there to receive it");
    expect(mail.text_body).toContain(`https://shop.test/orders/${order._id}`);
    expect(mail.text_body).toMatch(/please confirm here that you still want this order/);

    expect(await auditOf(order._id)).toContainEqual(
      expect.objectContaining({ action: "create", entity: "order", actorId: admin.user._id, details: { deliveryAttempt: { reason: "not-available", nextAttemptOn: next } } }),
    );
  });

  it("keeps each attempt, oldest first; without a next day it is null", async () => {
    const order = await shippedCodOrder();
    expect((await recordAttempt(admin.token, order._id, { reason: "phone-unreachable" })).status).toBe(201);
    const second = await recordAttempt(admin.token, order._id, { reason: "another-day", nextAttemptOn: tomorrow(), note: null });
    expect(second.status, second.text).toBe(201);
    expect((second.body as OrderBody).deliveryAttempts.map((a) => [a.reason, a.nextAttemptOn, a.note])).toEqual([
      ["phone-unreachable", null, null],
      ["another-day", tomorrow(), null],
    ]);
  });

  it("only on a shipped order: not yet shipped, delivered or returned is 409 and nothing is stored", async () => {
    const placed = await call("/api/order", { token: customer.token, json: { products: [{ productId: product._id, quantity: 1 }], paymentMethod: "cod" } });
    const notShipped = await recordAttempt(admin.token, placed.body._id, { reason: "refused" });
    expect(notShipped.status).toBe(409);
    expect(notShipped.body).toEqual({ success: false, message: "A failed delivery attempt can be recorded only for a shipped order" });

    const delivered = await shippedCodOrder();
    expect((await putOrder(admin.token, delivered._id, { orderStatus: "delivered", amountPaid: delivered.bill })).status).toBe(200);
    const returned = await shippedCodOrder();
    expect((await putOrder(admin.token, returned._id, { orderStatus: "returned" })).status).toBe(200);
    for (const id of [placed.body._id, delivered._id, returned._id]) {
      expect((await recordAttempt(admin.token, id, { reason: "refused" })).status).toBe(409);
      expect(await attemptCount(id)).toBe(0);
    }
  });

  it("refuses bad input with 400 naming the field, storing nothing", async () => {
    const order = await shippedCodOrder();
    const cases: [unknown, RegExp][] = [
      [{}, /^Reason \(reason\) must be one of: not-available, refused, address-not-found, phone-unreachable, another-day, other$/],
      [{ reason: "dog ate it" }, /Reason \(reason\) must be one of/],
      [{ reason: 7 }, /Reason \(reason\) must be one of/],
      [{ reason: "other", nextAttemptOn: istDay(Date.now() - 2 * DAY_MS) }, /nextAttemptOn\) cannot be a day in the past/],
      [{ reason: "other", nextAttemptOn: "2026-02-30" }, /nextAttemptOn\) must be a date like/],
      [{ reason: "other", nextAttemptOn: "tomorrow" }, /nextAttemptOn\) must be a date like/],
      [{ reason: "other", nextAttemptOn: 20261231 }, /nextAttemptOn\) must be a date like/],
      [{ reason: "other", nextAttemptOn: istDay(Date.now() + 40 * DAY_MS) }, /nextAttemptOn\) must be within 30 days/],
      [{ reason: "other", note: "x".repeat(501) }, /Note \(note\) must be at most 500 characters/],
      [{ reason: "other", note: ["a"] }, /Note \(note\) must be text/],
    ];
    for (const [json, message] of cases) {
      const answer = await recordAttempt(admin.token, order._id, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message, JSON.stringify(json)).toMatch(message);
    }
    const notJson = await call(`/api/order/${order._id}/delivery-attempts`, { method: "POST", token: admin.token, body: "reason=other", headers: { "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(400);
    expect(await attemptCount(order._id)).toBe(0);
    expect((await orderRow(order._id))?.cod_confirmation_status).toBe("confirmed");
  });

  it("is an admin's: a customer (their own order too) is 403, a visitor 401, an unknown order 404", async () => {
    const order = await shippedCodOrder();
    expect((await recordAttempt(customer.token, order._id, { reason: "other" })).status).toBe(403);
    expect((await recordAttempt(other.token, order._id, { reason: "other" })).status).toBe(403);
    expect((await recordAttempt(undefined, order._id, { reason: "other" })).status).toBe(401);
    expect((await recordAttempt(admin.token, "01HZZZZZZZZZZZZZZZZZZZZZZZ", { reason: "other" })).status).toBe(404);
    expect(await attemptCount(order._id)).toBe(0);
  });

  it("on a prepaid shipped order: recorded and told, with no confirmation asked", async () => {
    const paid = await verifiedOrder(customer.token, admin.token, [{ productId: product._id, quantity: 1 }]);
    expect((await putOrder(admin.token, paid._id, { orderStatus: "shipped", ...SHIPMENT })).status).toBe(200);
    const answer = await recordAttempt(admin.token, paid._id, { reason: "address-not-found", nextAttemptOn: tomorrow() });
    expect(answer.status, answer.text).toBe(201);
    expect((answer.body as OrderBody).codConfirmation).toBeNull();
    const [mail] = await deliveryFailedMessages([customer.user.emailAddress], paid._id);
    expect(mail.text_body).toContain("the address could not be found or was incomplete");
    expect(mail.text_body).not.toMatch(/confirm/);
  });

  it("a Telugu order is told in Telugu, on the customer's SMS too", async () => {
    const mobile = freshMobile();
    const telugu = await createCustomer({ phoneNumber: mobile.slice(3) });
    expect((await call("/api/me/message-preferences", { method: "PUT", token: telugu.token, json: { sms: true } })).status).toBe(200);
    const order = await shippedCodOrder(telugu, 1, "te");
    expect((await recordAttempt(admin.token, order._id, { reason: "refused", nextAttemptOn: tomorrow() })).status).toBe(201);
    const messages = await deliveryFailedMessages([telugu.user.emailAddress, mobile], order._id);
    const mail = messages.find((m) => m.channel === "email");
    const sms = messages.find((m) => m.channel === "sms");
    expect(mail?.subject).toContain("కొరియర్ డెలివరీ చేయలేకపోయారు");
    expect(mail?.text_body).toContain("గుమ్మం దగ్గర పార్సెల్ తీసుకోలేదు");
    expect(mail?.text_body).toContain(`https://shop.test/te/orders/${order._id}`);
    expect(sms?.text_body).toContain("ఇంకా కావాలంటే ధృవీకరించండి");
    expect(sms?.text_body).toContain(`/te/orders/${order._id}`);
  });

  it("the admin list answers each order's attempts", async () => {
    const order = await shippedCodOrder();
    await recordAttempt(admin.token, order._id, { reason: "other", note: "Rain" });
    const list = await call(`/api/order?page=1&pageSize=50`, { token: admin.token });
    expect(list.status).toBe(200);
    const listed = list.body as OrderBody[];
    expect(listed.find((o) => o._id === order._id)?.deliveryAttempts).toEqual([expect.objectContaining({ reason: "other", note: "Rain" })]);
    for (const o of listed) expect(Array.isArray(o.deliveryAttempts)).toBe(true);
  });
});

describe("re-confirming after a failed attempt", () => {
  it("the customer confirms the shipped order by the API; another customer's try is 404 and changes nothing", async () => {
    const order = await shippedCodOrder();
    await recordAttempt(admin.token, order._id, { reason: "not-available" });
    expect((await call(`/api/order/${order._id}/confirm`, { method: "POST", token: other.token })).status).toBe(404);
    expect((await orderRow(order._id))?.cod_confirmation_status).toBe("awaiting");
    const confirmed = await call(`/api/order/${order._id}/confirm`, { method: "POST", token: customer.token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((confirmed.body as OrderBody).codConfirmation).toMatchObject({ status: "confirmed", by: "customer" });
    expect((confirmed.body as OrderBody).orderStatus).toBe("shipped");
    // And the courier's next try can still end either way.
    expect((await putOrder(admin.token, order._id, { orderStatus: "delivered", amountPaid: order.bill })).status).toBe(200);
  });

  it("the order page shows the attempt in its timeline and asks again; its button confirms", async () => {
    const order = await shippedCodOrder();
    await recordAttempt(admin.token, order._id, { reason: "phone-unreachable", nextAttemptOn: tomorrow(), note: "Call before coming" });
    const cookie = `${SESSION_COOKIE}=${customer.token}`;
    const page = await callPage(`/orders/${order._id}`, { cookie });
    const data = page.body.loaderData["routes/my-order"];
    expect(data.order.codConfirmation.status).toBe("awaiting");
    expect(data.timeline.map((step: { kind: string }) => step.kind)).toEqual(["placed", "shipped", "delivery-failed"]);
    expect(data.timeline[2].attempt).toEqual({ reason: "phone-unreachable", note: "Call before coming", nextAttemptOn: tomorrow() });

    const posted = await callPage(`/orders/${order._id}`, { method: "POST", cookie, body: JSON.stringify({ intent: "confirm-cod" }), headers: { "Content-Type": "application/json" } });
    expect(posted.status).toBe(200);
    expect(posted.body.actionData).toEqual({ confirmed: true });
    expect((await orderRow(order._id))?.cod_confirmation_status).toBe("confirmed");
  });

  it("an admin records it from the orders page's form, as the API does (a bad day keeps the order as it was)", async () => {
    const order = await shippedCodOrder();
    const cookie = `${SESSION_COOKIE}=${admin.token}`;
    const submit = (json: Record<string, unknown>) =>
      callPage("/admin/orders", { method: "POST", cookie, body: JSON.stringify(json), headers: { "Content-Type": "application/json" } });
    const bad = await submit({ intent: "delivery-attempt", id: order._id, reason: "refused", note: "", nextAttemptOn: "2020-01-01" });
    expect(bad.body.actionData.error).toMatch(/cannot be a day in the past/);
    expect(await attemptCount(order._id)).toBe(0);
    const good = await submit({ intent: "delivery-attempt", id: order._id, reason: "refused", note: "", nextAttemptOn: "" });
    expect(good.body.actionData).toEqual({ ok: true, message: "Failed attempt recorded" });
    expect(await attemptCount(order._id)).toBe(1);
  });
});

describe("the returned parcel", () => {
  it("returns with the original body and no costs (old clients): rtoCost null, stock back once however often it is sent", async () => {
    const before = await stock();
    const order = await shippedCodOrder(customer, 2);
    expect(await stock()).toBe(before - 2);
    const first = await putOrder(admin.token, order._id, { orderStatus: "returned" });
    expect(first.status, first.text).toBe(200);
    expect((first.body as OrderBody).rtoCost).toBeNull();
    // A retried request (the admin's connection dropped), then several at once: all refused, nothing restocked twice.
    expect((await putOrder(admin.token, order._id, { orderStatus: "returned" })).status).toBe(409);
    const racing = await Promise.all(Array.from({ length: 4 }, () => putOrder(admin.token, order._id, { orderStatus: "returned", rtoForwardCost: 80 })));
    expect(racing.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    expect(await stock()).toBe(before);
    expect(await movementsOf(order._id, "restored")).toEqual([{ variant_id: product.variants[0]._id, delta: 2 }]);
    const row = await orderRow(order._id);
    expect([row?.rto_forward_cost_paise, row?.rto_return_cost_paise]).toEqual([null, null]);
  });

  it("racing returns of one order, with costs: exactly one applies, its costs stored, stock back once", async () => {
    const before = await stock();
    const order = await shippedCodOrder(customer, 3);
    const answers = await Promise.all(Array.from({ length: 5 }, () => putOrder(admin.token, order._id, { orderStatus: "returned", rtoForwardCost: 95.5, rtoReturnCost: "120" })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const applied = answers.find((r) => r.status === 200)!.body as OrderBody;
    expect(applied.rtoCost).toEqual({ forward: 95.5, return: 120 });
    const row = await orderRow(order._id);
    expect([row?.rto_forward_cost_paise, row?.rto_return_cost_paise]).toEqual([9550, 12000]);
    expect(await stock()).toBe(before);
    expect(await movementsOf(order._id, "restored")).toEqual([{ variant_id: product.variants[0]._id, delta: 3 }]);
    const events = await eventsOf(order._id);
    expect(events.filter((e) => e.transition === "return").map((e) => e.note)).toEqual(["Courier cost out: 95.5, back: 120"]);
  });

  it("refuses bad costs with 400 naming the field, and the order stays shipped", async () => {
    const order = await shippedCodOrder();
    for (const [json, field] of [
      [{ rtoForwardCost: -1 }, "rtoForwardCost"],
      [{ rtoForwardCost: "12abc" }, "rtoForwardCost"],
      [{ rtoReturnCost: 5000.01 }, "rtoReturnCost"],
      [{ rtoReturnCost: 10.005 }, "rtoReturnCost"],
      [{ rtoReturnCost: true }, "rtoReturnCost"],
    ] as const) {
      const answer = await putOrder(admin.token, order._id, { orderStatus: "returned", ...json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toContain(`(${field}) must be an amount in rupees from 0 to 5000`);
    }
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "cod", orderStatus: "shipped" });
    // Blank fields (the admin's form left empty) are "not known": the order returns with no costs.
    const blank = await putOrder(admin.token, order._id, { orderStatus: "returned", rtoForwardCost: "", rtoReturnCost: null });
    expect(blank.status, blank.text).toBe(200);
    expect((blank.body as OrderBody).rtoCost).toBeNull();
  });

  it("costs are recorded, corrected and cleared later on a returned order, field by field, and audited", async () => {
    const order = await shippedCodOrder();
    expect((await putOrder(admin.token, order._id, { orderStatus: "returned", rtoForwardCost: 90 })).status).toBe(200);
    const later = await putCosts(admin.token, order._id, { rtoReturnCost: 110 });
    expect(later.status, later.text).toBe(200);
    expect((later.body as OrderBody).rtoCost).toEqual({ forward: 90, return: 110 });
    const corrected = await putCosts(admin.token, order._id, { rtoForwardCost: "85.25" });
    expect((corrected.body as OrderBody).rtoCost).toEqual({ forward: 85.25, return: 110 });
    const cleared = await putCosts(admin.token, order._id, { rtoForwardCost: null, rtoReturnCost: null });
    expect((cleared.body as OrderBody).rtoCost).toBeNull();
    const audited = (await auditOf(order._id)).filter((e) => e.action === "update");
    expect(audited).toHaveLength(3);
    expect(audited[0].details).toEqual({ rtoCost: { before: { forwardPaise: 8525, returnPaise: 11000 }, after: { forwardPaise: null, returnPaise: null } } });
  });

  it("the later edit: only on a returned order (409), needs a field (400), validates it (400), is an admin's (403/401/404)", async () => {
    const shipped = await shippedCodOrder();
    const notReturned = await putCosts(admin.token, shipped._id, { rtoForwardCost: 50 });
    expect(notReturned.status).toBe(409);
    expect(notReturned.body.message).toBe("Courier costs of a return can be recorded only for a returned order");
    expect((await orderRow(shipped._id))?.rto_forward_cost_paise).toBeNull();

    expect((await putOrder(admin.token, shipped._id, { orderStatus: "returned" })).status).toBe(200);
    const empty = await putCosts(admin.token, shipped._id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Send rtoForwardCost, rtoReturnCost or both (rupees; null clears one)");
    expect((await putCosts(admin.token, shipped._id, { rtoReturnCost: "lots" })).status).toBe(400);
    expect((await putCosts(customer.token, shipped._id, { rtoReturnCost: 10 })).status).toBe(403);
    expect((await putCosts(undefined, shipped._id, { rtoReturnCost: 10 })).status).toBe(401);
    expect((await putCosts(admin.token, "01HZZZZZZZZZZZZZZZZZZZZZZZ", { rtoReturnCost: 10 })).status).toBe(404);
    expect((await orderRow(shipped._id))?.rto_return_cost_paise).toBeNull();
  });

  it("the customer's answers carry rtoCost too, and another customer still cannot see the order", async () => {
    const order = await shippedCodOrder();
    await putOrder(admin.token, order._id, { orderStatus: "returned", rtoForwardCost: 70, rtoReturnCost: 70 });
    const own = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect((own.body as OrderBody[]).find((o) => o._id === order._id)?.rtoCost).toEqual({ forward: 70, return: 70 });
    expect((await call(`/api/order/user/${customer.user._id}`, { token: other.token })).status).toBe(404);
    const page = await callPage(`/orders/${order._id}`, { cookie: `${SESSION_COOKIE}=${other.token}` });
    expect(page.status).toBe(404);
  });
});
