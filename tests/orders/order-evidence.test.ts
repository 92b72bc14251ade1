/**
 * A bank statement line as the evidence of a status change (issue 16), at the service: applyTransition records the
 * evidence-only "receive" only with a statement line, refuses a line on a transition that takes none, and takes the
 * amount paid from the line, not from the order's report. The payments routes and page are covered by
 * payments.test.ts and page-actions.test.ts; this is the state machine's own guard, whoever calls it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../worker/domains/accounts/shared/user";
import { applyTransition } from "../../worker/domains/orders/transitions";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { countRows, freshUtr, placeOrder, putOrder, stateOf } from "../helpers/orders";
import { refusal, serviceContext } from "../helpers/services";
import { creditIdOf, hdfcStatement, statementForm, upiCredit } from "../helpers/statements";

let admin: Account;
let adminPrincipal: Principal;
let customer: Account;
let productId: string;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
  adminPrincipal = { id: admin.user._id, role: "admin", emailAddress: admin.email, name: admin.user.name };
  productId = (await addProduct(admin, (await addCategory(admin))._id, { mrp: "250", salePrice: "250" }))._id;
});

/** Imports a statement with one UPI credit of `amount` rupees and returns its id. */
async function creditOf(amount: number): Promise<string> {
  const utr = freshUtr();
  const response = await call("/api/admin/payments/statements", { method: "POST", token: admin.token, body: statementForm(hdfcStatement([upiCredit(utr, amount)])) });
  expect(response.status, response.text).toBe(201);
  return creditIdOf(utr);
}

const eventsOfOrder = (orderId: string) => countRows("select count(*) as n from order_events where order_id = ?", orderId);

describe("applyTransition with a bank statement line as evidence", () => {
  it('refuses "receive" without a statement line, changing nothing', async () => {
    const order = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
    const events = await eventsOfOrder(order._id);
    const error = await refusal(applyTransition(serviceContext(), adminPrincipal, order._id, "receive"));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/needs a bank statement line/);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "pending", orderStatus: "not yet delivered" });
    expect(await eventsOfOrder(order._id)).toBe(events);
  });

  it("refuses a statement line on a transition that takes none, and a line that does not exist", async () => {
    const order = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
    expect((await putOrder(customer.token, order._id, { amountPaid: 250, transactionId: freshUtr() })).status).toBe(200);
    const creditId = await creditOf(250);
    const fake = await refusal(applyTransition(serviceContext(), adminPrincipal, order._id, "fake", { evidence: { creditId } }));
    expect(fake.status).toBe(400);
    expect(fake.message).toMatch(/takes no bank statement line/);
    const unknown = await refusal(applyTransition(serviceContext(), adminPrincipal, order._id, "verify", { evidence: { creditId: "no-such-line" } }));
    expect(unknown.status).toBe(404);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "done", orderStatus: "not yet delivered" });
  });

  it('records "receive" with its line: verified, the bank\'s amount and reference, the line in the history', async () => {
    const order = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
    const creditId = await creditOf(250);
    const view = await applyTransition(serviceContext(), adminPrincipal, order._id, "receive", { evidence: { creditId } });
    expect(view).toMatchObject({ paymentStatus: "verified", orderStatus: "not yet delivered", amountPaid: 250 });
    const row = await env.DB.prepare("select transaction_id, payment_credit_id from orders where id = ?").bind(order._id).first();
    const credit = await env.DB.prepare("select utr from bank_credits where id = ?").bind(creditId).first<{ utr: string }>();
    expect(row).toEqual({ transaction_id: credit!.utr, payment_credit_id: creditId });
    const event = await env.DB.prepare("select transition, actor_role, bank_credit_id from order_events where order_id = ? order by id desc").bind(order._id).first();
    expect(event).toEqual({ transition: "receive", actor_role: "admin", bank_credit_id: creditId });
  });

  it('is refused to a customer even with a statement line: "receive" is the admin\'s', async () => {
    const order = await placeOrder(customer.token, [{ productId, quantity: 1 }]);
    const creditId = await creditOf(250);
    const asCustomer: Principal = { id: customer.user._id, role: "user", emailAddress: customer.email, name: customer.user.name };
    const error = await refusal(applyTransition(serviceContext(), asCustomer, order._id, "receive", { evidence: { creditId } }));
    expect(error.status).toBe(409);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "pending", orderStatus: "not yet delivered" });
  });
});
