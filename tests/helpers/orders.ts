/**
 * Helpers for the order API tests: placing orders, reading and forcing an order's statuses straight in D1,
 * reading its status-change history and the mail outbox, the amount rules of issue 12 (item 9) as the tests
 * read them, and a small seeded PRNG for property tests.
 * Nothing here imports the app's status rules: the tests model SPEC.md section 4 themselves.
 */
import { call, env } from "./api";

export type PaymentStatus = "pending" | "done" | "verified" | "nopayment";
export type OrderStatus = "not yet delivered" | "delivered" | "wrong order";
export type State = { paymentStatus: PaymentStatus; orderStatus: OrderStatus };

export const PAYMENT_STATUS_VALUES: PaymentStatus[] = ["pending", "done", "verified", "nopayment"];
export const ORDER_STATUS_VALUES: OrderStatus[] = ["not yet delivered", "delivered", "wrong order"];

/** Every (paymentStatus, orderStatus) pair, 12 in all. */
export const ALL_STATES: State[] = PAYMENT_STATUS_VALUES.flatMap((paymentStatus) =>
  ORDER_STATUS_VALUES.map((orderStatus) => ({ paymentStatus, orderStatus })),
);

let utrCounter = 0;

/** A 12-digit UPI reference no other call in this test file has used. */
export function freshUtr(): string {
  utrCounter += 1;
  const time = Date.now() % 1_000_000;
  const random = Math.floor(Math.random() * 100);
  return `${String(time).padStart(6, "0")}${String(random).padStart(2, "0")}${String(utrCounter % 10_000).padStart(4, "0")}`;
}

export type Line = { productId: string; quantity: number };

/** POST /api/order with the given lines (and any extra fields a client might send). */
export function postOrder(token: string | undefined, products: unknown, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return call("/api/order", { method: "POST", token, json: { ...extra, products }, headers });
}

/** Places an order and fails loudly unless it is created. */
export async function placeOrder(token: string, products: Line[]) {
  const response = await postOrder(token, products);
  if (response.status !== 201) throw new Error(`place order failed: ${response.status} ${response.text}`);
  return response.body as { _id: string; bill: number; userId: string } & Record<string, any>;
}

export function putOrder(token: string | undefined, orderId: string, json: unknown) {
  return call(`/api/order/${orderId}`, { method: "PUT", token, json });
}

/** The order's row exactly as stored (every column), or null. */
export async function orderRow(orderId: string) {
  return env.DB.prepare("select * from orders where id = ?").bind(orderId).first<Record<string, unknown>>();
}

export async function stateOf(orderId: string): Promise<State> {
  const row = await env.DB.prepare("select payment_status, order_status from orders where id = ?")
    .bind(orderId)
    .first<{ payment_status: PaymentStatus; order_status: OrderStatus }>();
  if (!row) throw new Error(`order ${orderId} not found`);
  return { paymentStatus: row.payment_status, orderStatus: row.order_status };
}

/**
 * Forces an order into a state without going through the API (to reach it quickly). A state past "pending"
 * means a payment was reported: unless `amountPaidPaise` says otherwise it is the bill, paid in full; a pending
 * order has nothing paid.
 */
export async function forceState(orderId: string, state: State, amountPaidPaise?: number) {
  await env.DB.prepare(
    `update orders set payment_status = ?, order_status = ?,
       amount_paid_paise = coalesce(?, case when ? = 'pending' then 0 else bill_paise end) where id = ?`,
  )
    .bind(state.paymentStatus, state.orderStatus, amountPaidPaise ?? null, state.paymentStatus, orderId)
    .run();
}

// ---------------------------------------------------------------------------------------------------------
// The amount rules of issue 12 item 9, written from the issue (independent of the app):
//  - a customer may report at most 10 times the bill (more is a 400 naming amountPaid);
//  - every order says paymentMismatch "underpaid" / "overpaid" when the reported amount differs from the bill
//    (compared in paise), null while nothing was reported (payment pending) or when it equals the bill;
//  - verifying an underpaid payment needs the admin's confirmUnderpaid: true (409 without it), and the
//    confirmed shortfall is recorded with the verify event; overpaid and exact amounts verify as before.
// ---------------------------------------------------------------------------------------------------------

export const MAX_TIMES_BILL = 10;
export type Mismatch = "underpaid" | "overpaid" | null;

export function expectedMismatch(paymentStatus: PaymentStatus, billPaise: number, paidPaise: number): Mismatch {
  if (paymentStatus === "pending" || paidPaise === billPaise) return null;
  return paidPaise < billPaise ? "underpaid" : "overpaid";
}

/** Whether an admin's verification of this payment must carry confirmUnderpaid: true. */
export function verifyNeedsConfirmation(paymentStatus: PaymentStatus, billPaise: number, paidPaise: number): boolean {
  return expectedMismatch(paymentStatus, billPaise, paidPaise) === "underpaid";
}

/** Whether a customer may report this amount for this bill (the 10x ceiling; positivity is the schema's). */
export function reportableAmount(billPaise: number, paidPaise: number): boolean {
  return paidPaise <= billPaise * MAX_TIMES_BILL;
}

export type EventRow = {
  transition: string;
  actor_id: string;
  actor_role: string;
  from_payment_status: string;
  from_order_status: string;
  to_payment_status: string;
  to_order_status: string;
  confirmed_shortfall_paise: number | null;
};

/** The order's status-change history, oldest first. */
export async function eventsOf(orderId: string): Promise<EventRow[]> {
  const { results } = await env.DB.prepare(
    `select transition, actor_id, actor_role, from_payment_status, from_order_status, to_payment_status, to_order_status,
            confirmed_shortfall_paise
       from order_events where order_id = ? order by id`,
  )
    .bind(orderId)
    .all<EventRow>();
  return results;
}

export type MailRow = { recipient: string; subject: string; text_body: string; html_body: string | null };

/**
 * Outbox rows sent to `recipient` whose subject names the order (its last 6 characters): the notifications of its
 * status changes. The mails every placement sends ("order placed", "new order") are left out; tests/api/checkout-quote.test.ts
 * covers them.
 */
export async function mailsAbout(orderId: string, recipient: string): Promise<MailRow[]> {
  const { results } = await env.DB.prepare(
    `select recipient, subject, text_body, html_body from mail_outbox where recipient = ? and subject like ?
      and subject not like '%: order % placed' and subject not like '%: new order %' order by id`,
  )
    .bind(recipient, `%${orderId.slice(-6)}%`)
    .all<MailRow>();
  return results;
}

export async function countRows(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql).bind(...params).first<{ n: number }>();
  return row?.n ?? -1;
}

/** mulberry32: a tiny deterministic PRNG, so a failing random sequence can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
