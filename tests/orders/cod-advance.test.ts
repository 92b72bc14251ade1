/**
 * Issue 32 (item 3): the advance on a risky cash-on-delivery order (orders.advance_paise > 0, set here directly as
 * the risk helper's checkout would). Its lifecycle through the one status table: due -> reported (the customer's
 * UTR) -> verified (an admin, on the order or from the bank statement) -> shipped -> the rest collected in cash
 * (amount paid = advance + cash; the cash is compared with the bill less the advance). Unverified, it cannot ship;
 * cancelled after it is verified, it is owed back (refund pending), after it is only reported, it is checked first.
 * A credit of the advance's amount matches it on the payments page. It is no sale until the cash is collected.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { confirmCodOrder, enableCashOnDelivery, eventsOf, freshUtr, orderRow, postOrder, putOrder, SHIPMENT } from "../helpers/orders";
import { creditIdOf, hdfcStatement, statementForm, upiCredit } from "../helpers/statements";
import { genuineSaleSql } from "../../worker/domains/analytics/sale-rule";
import { ADVANCE_DUE_SHIP_MESSAGE, ADVANCE_NOT_REPORTED_MESSAGE, ADVANCE_REPORTED_SHIP_MESSAGE } from "../../worker/domains/orders/shared/advance";

let admin: Account;
let customer: Account;
let other: Account;
let oilId: string;

/** ₹80 advance: the COD fee and delivery, as the risk rules' "delivery-fee" kind would fix it. */
const ADVANCE_PAISE = 8000;

type Advance = { amount: number; status: string } | null;
type OrderBody = { _id: string; bill: number; amountPaid: number; transactionId: string | null; paymentStatus: string; orderStatus: string; advance: Advance };

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  other = await createCustomer();
  await enableCashOnDelivery(4000);
  const category = await addCategory(admin);
  oilId = (await addProduct(admin, category._id, { mrp: "450", salePrice: "420" }))._id;
});

/** A confirmed COD order whose rules asked for an advance (written as the checkout's risk step writes it). */
async function advanceOrder(advancePaise = ADVANCE_PAISE): Promise<OrderBody> {
  const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }], { paymentMethod: "cod" });
  expect(placed.status, placed.text).toBe(201);
  await env.DB.prepare("update orders set advance_paise = ?, cod_rule = 'advance' where id = ?").bind(advancePaise, placed.body._id).run();
  await confirmCodOrder(customer.token, placed.body._id);
  return (await orderOf(placed.body._id))!;
}

async function orderOf(orderId: string): Promise<OrderBody | undefined> {
  const listed = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
  return (listed.body as OrderBody[]).find((order) => order._id === orderId);
}

const reportAdvance = (token: string, orderId: string, transactionId: unknown) => call(`/api/order/${orderId}/advance`, { method: "POST", token, json: { transactionId } });
const verifyAdvance = (orderId: string, json: Record<string, unknown> = {}) => call(`/api/order/${orderId}/advance/verify`, { method: "POST", token: admin.token, json });
const ship = (orderId: string) => putOrder(admin.token, orderId, { orderStatus: "shipped", ...SHIPMENT });

async function isSale(orderId: string): Promise<boolean> {
  const row = await env.DB.prepare(`select ${genuineSaleSql("o")} as sale from orders o where o.id = ?`).bind(orderId).first<{ sale: number }>();
  return row?.sale === 1;
}

describe("an order whose rules asked for an advance", () => {
  it("says so on the order object (due), a UPI or plain COD order has none", async () => {
    const order = await advanceOrder();
    expect(order.advance).toEqual({ amount: 80, status: "due" });
    expect(order.paymentStatus).toBe("cod");
    const upi = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }]);
    expect(upi.body.advance).toBeNull();
    const cod = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }], { paymentMethod: "cod" });
    expect(cod.body.advance).toBeNull();
  });

  it("cannot ship while the advance is due or only reported; an admin cannot verify an advance nobody reported", async () => {
    const order = await advanceOrder();
    const due = await ship(order._id);
    expect(due.status).toBe(409);
    expect(due.body.message).toBe(ADVANCE_DUE_SHIP_MESSAGE);
    const unreported = await verifyAdvance(order._id);
    expect(unreported.status).toBe(409);
    expect(unreported.body.message).toBe(ADVANCE_NOT_REPORTED_MESSAGE);

    expect((await reportAdvance(customer.token, order._id, freshUtr())).status).toBe(200);
    const reported = await ship(order._id);
    expect(reported.status).toBe(409);
    expect(reported.body.message).toBe(ADVANCE_REPORTED_SHIP_MESSAGE);
    expect((await orderRow(order._id))!.order_status).toBe("not yet delivered");
  });
});

describe("the advance's lifecycle", () => {
  it("due -> reported -> verified -> shipped -> the rest collected in cash: paid = advance + cash, a sale only then", async () => {
    const order = await advanceOrder();
    const utr = freshUtr();
    const reported = await reportAdvance(customer.token, order._id, `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
    expect(reported.status, reported.text).toBe(200);
    expect(reported.body).toMatchObject({ transactionId: utr, amountPaid: 0, paymentStatus: "cod", advance: { amount: 80, status: "reported" } });

    const verified = await verifyAdvance(order._id);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).toMatchObject({ amountPaid: 80, paymentStatus: "cod", orderStatus: "not yet delivered", advance: { amount: 80, status: "verified" } });
    expect(await isSale(order._id)).toBe(false);
    // No GST document for an advance for goods: the invoice goes with the parcel.
    expect(verified.body.invoiceNumber).toBeNull();

    const shipped = await ship(order._id);
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.orderStatus).toBe("shipped");
    expect(await isSale(order._id)).toBe(false);

    // The courier collects the bill less the advance: that is no difference to confirm.
    const rest = Math.round((order.bill - 80) * 100) / 100;
    const fullBill = await putOrder(admin.token, order._id, { orderStatus: "delivered", amountPaid: order.bill });
    expect(fullBill.status).toBe(409);
    expect(fullBill.body.message).toMatch(/cash collected is not the bill/);
    const collected = await putOrder(admin.token, order._id, { orderStatus: "delivered", amountPaid: rest });
    expect(collected.status, collected.text).toBe(200);
    expect(collected.body).toMatchObject({ paymentStatus: "verified", orderStatus: "delivered", amountPaid: order.bill, paymentMismatch: null, advance: { status: "verified" } });
    expect(await isSale(order._id)).toBe(true);
    expect((await eventsOf(order._id)).map((event) => event.transition)).toEqual(expect.arrayContaining(["pay-advance", "verify-advance", "ship", "collect"]));
  });

  it("only its own customer reports it, once, with a 12-digit UTR; the old payment body is still refused for it", async () => {
    const order = await advanceOrder();
    expect((await reportAdvance(other.token, order._id, freshUtr())).status).toBe(404);
    const byAdmin = await reportAdvance(admin.token, order._id, freshUtr());
    expect(byAdmin.status).toBe(409);
    const bad = await reportAdvance(customer.token, order._id, "12345");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/12-digit/);
    const oldBody = await putOrder(customer.token, order._id, { amountPaid: 80, transactionId: freshUtr() });
    expect(oldBody.status).toBe(409);
    expect((await reportAdvance(customer.token, order._id, freshUtr())).status).toBe(200);
    const again = await reportAdvance(customer.token, order._id, freshUtr());
    expect(again.status).toBe(409);
    expect((await call(`/api/order/${order._id}/advance/verify`, { method: "POST", token: customer.token, json: {} })).status).toBe(403);
  });

  it("a UTR already used for another order is refused", async () => {
    const first = await advanceOrder();
    const second = await advanceOrder();
    const utr = freshUtr();
    expect((await reportAdvance(customer.token, first._id, utr)).status).toBe(200);
    const reused = await reportAdvance(customer.token, second._id, utr);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toMatch(/already been used/);
  });
});

describe("cancelling an order with an advance", () => {
  it("after the advance is verified: the advance is owed back (refund pending), then refunded", async () => {
    const order = await advanceOrder();
    await reportAdvance(customer.token, order._id, freshUtr());
    await verifyAdvance(order._id);
    const cancelled = await putOrder(customer.token, order._id, { orderStatus: "cancelled", reason: "Changed my mind" });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refund pending", amountPaid: 80 });
    const refunded = await putOrder(admin.token, order._id, { paymentStatus: "refunded", refundReference: "RFND-ADV-1" });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.paymentStatus).toBe("refunded");
    expect(await isSale(order._id)).toBe(false);
  });

  it("after it is only reported: the payment is checked first; found, the advance is owed back", async () => {
    const order = await advanceOrder();
    await reportAdvance(customer.token, order._id, freshUtr());
    const cancelled = await putOrder(customer.token, order._id, { orderStatus: "cancelled", reason: "Changed my mind" });
    expect(cancelled.body).toMatchObject({ orderStatus: "cancelled", paymentStatus: "payment to check" });
    const found = await putOrder(admin.token, order._id, { paymentStatus: "refund pending" });
    expect(found.status, found.text).toBe(200);
    expect(found.body).toMatchObject({ paymentStatus: "refund pending", amountPaid: 80 });
  });

  it("while it is due: nothing is owed (cash on delivery, cancelled)", async () => {
    const order = await advanceOrder();
    const cancelled = await putOrder(customer.token, order._id, { orderStatus: "cancelled", reason: "Changed my mind" });
    expect(cancelled.body).toMatchObject({ orderStatus: "cancelled", paymentStatus: "cod", amountPaid: 0 });
  });
});

describe("the advance in the bank statement", () => {
  const upload = (text: string) => call("/api/admin/payments/statements", { method: "POST", body: statementForm(text), token: admin.token });
  type Match = { status: string; difference: number | null; order: { _id: string; advance: Advance } | null; credit: { _id: string } | null; candidates: { _id: string }[] };
  async function matches(): Promise<Match[]> {
    const response = await call("/api/admin/payments/matches?pageSize=100", { token: admin.token });
    expect(response.status, response.text).toBe(200);
    return response.body.matches as Match[];
  }

  it("a credit of the advance with the reported UTR is matched (not short of the bill) and settles the advance", async () => {
    const order = await advanceOrder();
    const utr = freshUtr();
    await reportAdvance(customer.token, order._id, utr);
    expect((await upload(hdfcStatement([upiCredit(utr, 80)]))).status).toBe(201);
    const match = (await matches()).find((m) => m.order?._id === order._id);
    expect(match).toMatchObject({ status: "matched", difference: 0, order: { advance: { amount: 80, status: "reported" } } });

    const settled = await call("/api/admin/payments/settle", { method: "POST", token: admin.token, json: { orderId: order._id, creditId: await creditIdOf(utr) } });
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.order).toMatchObject({ paymentStatus: "cod", amountPaid: 80, advance: { status: "verified" } });
    expect((await orderRow(order._id))!.payment_credit_id).toBe(await creditIdOf(utr));
    expect((await ship(order._id)).status).toBe(200);
  });

  it("an unreported credit of the advance's amount is suggested for the open advance, and settling it takes its UTR", async () => {
    const order = await advanceOrder(7_777);
    const utr = freshUtr();
    expect((await upload(hdfcStatement([upiCredit(utr, 77.77)]))).status).toBe(201);
    const creditId = await creditIdOf(utr);
    const match = (await matches()).find((m) => m.credit?._id === creditId);
    expect(match?.status).toBe("suggested");
    expect(match?.candidates.map((c) => c._id)).toContain(order._id);

    const settled = await call("/api/admin/payments/settle", { method: "POST", token: admin.token, json: { orderId: order._id, creditId } });
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.order).toMatchObject({ transactionId: utr, amountPaid: 77.77, advance: { status: "verified" } });
  });

  it("a short credit needs the admin's confirmation, and the cash to collect is then the rest", async () => {
    const order = await advanceOrder();
    const utr = freshUtr();
    await reportAdvance(customer.token, order._id, utr);
    await upload(hdfcStatement([upiCredit(utr, 50)]));
    const match = (await matches()).find((m) => m.order?._id === order._id);
    expect(match).toMatchObject({ status: "short", difference: -30 });
    const creditId = await creditIdOf(utr);
    const refused = await call("/api/admin/payments/settle", { method: "POST", token: admin.token, json: { orderId: order._id, creditId } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/less than the advance/);
    const accepted = await call("/api/admin/payments/settle", { method: "POST", token: admin.token, json: { orderId: order._id, creditId, confirm: true } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.order.amountPaid).toBe(50);
    expect((await ship(order._id)).status).toBe(200);
    const rest = Math.round((order.bill - 50) * 100) / 100;
    const collected = await putOrder(admin.token, order._id, { orderStatus: "delivered", amountPaid: rest });
    expect(collected.status, collected.text).toBe(200);
    expect(collected.body.amountPaid).toBe(order.bill);
  });

  it("a reported advance that no statement carries is not in statement", async () => {
    const order = await advanceOrder();
    await reportAdvance(customer.token, order._id, freshUtr());
    // A statement covering today and tomorrow (its last day not complete): today's report is before it.
    const tomorrow = new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await upload(hdfcStatement([upiCredit(freshUtr(), 1.23, "SOMEONE", today), upiCredit(freshUtr(), 1.24, "SOMEONE", tomorrow)]));
    const match = (await matches()).find((m) => m.order?._id === order._id);
    expect(match?.status).toBe("not_in_statement");
  });
});
