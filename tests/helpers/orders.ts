/**
 * Helpers for the order API tests: placing orders, reading and forcing an order's statuses straight in D1,
 * reading its status-change history and the mail outbox, the amount rules of issue 12 (item 9) as the tests
 * read them, the transition model of SPEC.md section 4 with issue 17's shipping, cash on delivery, cancellation
 * and refunds, and a small seeded PRNG for property tests.
 * Nothing here imports the app's status rules: the tests model the SPEC and the issues themselves.
 */
import { call, env } from "./api";

export type PaymentStatus = "pending" | "done" | "verified" | "nopayment" | "cod" | "refund pending" | "refunded" | "payment to check";
export type OrderStatus = "not yet delivered" | "delivered" | "wrong order" | "shipped" | "cancelled" | "returned";
export type State = { paymentStatus: PaymentStatus; orderStatus: OrderStatus };

// Issue 29: "payment to check", a cancelled order whose reported payment nobody has seen yet (no refund owed until it is).
export const PAYMENT_STATUS_VALUES: PaymentStatus[] = ["pending", "done", "verified", "nopayment", "cod", "refund pending", "refunded", "payment to check"];
export const ORDER_STATUS_VALUES: OrderStatus[] = ["not yet delivered", "delivered", "wrong order", "shipped", "cancelled", "returned"];

/** Every (paymentStatus, orderStatus) pair, 48 in all (reachable or not: the server must refuse what the rules do). */
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

/**
 * Places an order for the lines, reports its payment (the bill, a fresh UTR) and has the admin verify it: the order
 * as the verification answered it, with its invoice when the shop issues them.
 */
export async function verifiedOrder(customerToken: string, adminToken: string, lines: Line[], extra: Record<string, unknown> = {}) {
  const placed = await postOrder(customerToken, lines, extra);
  if (placed.status !== 201) throw new Error(`placing the order: ${placed.status} ${placed.text}`);
  await putOrder(customerToken, placed.body._id, { amountPaid: placed.body.bill, transactionId: freshUtr() });
  const verified = await putOrder(adminToken, placed.body._id, { paymentStatus: "verified" });
  if (verified.status !== 200) throw new Error(`verifying the order: ${verified.status} ${verified.text}`);
  return verified.body;
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
       amount_paid_paise = coalesce(?, case when ? in ('pending', 'cod') then 0 else bill_paise end) where id = ?`,
  )
    .bind(state.paymentStatus, state.orderStatus, amountPaidPaise ?? null, state.paymentStatus, orderId)
    .run();
}

/** Nothing is paid yet for a pending order, nor for a cash-on-delivery order before the courier collects. */
export const unpaidStatus = (paymentStatus: PaymentStatus) => paymentStatus === "pending" || paymentStatus === "cod";

// ---------------------------------------------------------------------------------------------------------
// The transition model, written from SPEC.md section 4, API.md 3.7.4 / 6.3 and issue 17 (independent of the app):
//  - the customer who placed the order may report payment (-> done) only while payment is pending and the order
//    is not closed (a wrong, cancelled or returned order);
//  - with payment done, an admin may mark it verified, or Fake (nopayment, which also makes it a wrong order);
//  - an admin ships (courier, tracking number, optional tracking URL) an order not yet delivered whose payment is
//    verified or that is cash on delivery (cod);
//  - delivered (no amount) needs payment verified and the order not yet delivered or shipped;
//  - a shipped COD order: delivered with the cash collected (amountPaid) sets payment verified; refused at the
//    door it becomes returned;
//  - the customer (their own order) or an admin may cancel with a reason an order not yet shipped, delivered or
//    closed; a paid one (done or verified) becomes "refund pending", which only an admin's refund reference ends
//    (refunded);
//  - wrong order (admin) only from not yet delivered with payment pending;
//  - any order that becomes wrong, cancelled or returned from an open state puts its stock back, once;
//  - anything else is a 409 (a customer sending an admin body, an admin sending the payment body for another's
//    order, a state the rule does not allow).
// ---------------------------------------------------------------------------------------------------------

export const BODY_KINDS = ["pay", "verify", "fake", "ship", "deliver", "collect", "return", "cancel", "refund", "wrong-order", "payment-found"] as const;
export type BodyKind = (typeof BODY_KINDS)[number];
export type Actor = "owner" | "admin";

export const SHIPMENT = { courier: "Blue Dart", trackingNumber: "BD1234567890", trackingUrl: "https://track.example/BD1234567890" };
export const CANCEL_REASON = "Ordered the wrong size";
export const REFUND_REFERENCE = "RFND0042UTR";

/**
 * The exact bodies clients send (API.md 3.7.4 and issue 17); `amountPaid` is what a payment report says or the
 * cash a courier collected, and the payment body carries a UTR no other order has used.
 */
export function bodyFor(kind: BodyKind, amountPaid: number): Record<string, unknown> {
  switch (kind) {
    case "pay":
      return { amountPaid, transactionId: freshUtr(), paymentStatus: "done" };
    case "verify":
      return { paymentStatus: "verified" };
    case "fake":
      return { paymentStatus: "nopayment", orderStatus: "wrong order" };
    case "ship":
      return { orderStatus: "shipped", ...SHIPMENT };
    case "deliver":
      return { orderStatus: "delivered" };
    case "collect":
      return { orderStatus: "delivered", amountPaid };
    case "return":
      return { orderStatus: "returned" };
    case "cancel":
      return { orderStatus: "cancelled", reason: CANCEL_REASON };
    case "refund":
      return { paymentStatus: "refunded", refundReference: REFUND_REFERENCE };
    case "wrong-order":
      return { orderStatus: "wrong order" };
    case "payment-found":
      return { paymentStatus: "refund pending" };
  }
}

const CLOSED: OrderStatus[] = ["wrong order", "cancelled", "returned"];
export const isClosedStatus = (orderStatus: OrderStatus) => CLOSED.includes(orderStatus);

/** The state after `actor` sends the `kind` body in `state`, or null when the rules refuse it (409). */
export function expectedAfter(state: State, kind: BodyKind, actor: Actor): State | null {
  const { paymentStatus: pay, orderStatus: ord } = state;
  const admin = actor === "admin";
  switch (kind) {
    case "pay":
      return actor === "owner" && pay === "pending" && !isClosedStatus(ord) ? { paymentStatus: "done", orderStatus: ord } : null;
    case "verify":
      return admin && pay === "done" ? { paymentStatus: "verified", orderStatus: ord } : null;
    case "fake":
      // Issue 29: a made-up UTR on a cancelled order can still be marked fake.
      return admin && (pay === "done" || pay === "payment to check") ? { paymentStatus: "nopayment", orderStatus: "wrong order" } : null;
    case "ship":
      return admin && ord === "not yet delivered" && (pay === "verified" || pay === "cod") ? { paymentStatus: pay, orderStatus: "shipped" } : null;
    case "deliver":
      return admin && (ord === "not yet delivered" || ord === "shipped") && pay === "verified" ? { paymentStatus: pay, orderStatus: "delivered" } : null;
    case "collect":
      return admin && ord === "shipped" && pay === "cod" ? { paymentStatus: "verified", orderStatus: "delivered" } : null;
    case "return":
      return admin && ord === "shipped" && pay === "cod" ? { paymentStatus: pay, orderStatus: "returned" } : null;
    case "cancel": {
      const cancellable = ord === "not yet delivered" && ["pending", "done", "verified", "cod"].includes(pay);
      if (!cancellable) return null;
      // Issue 29: refunds follow money: verified money is owed back, a payment only reported is checked first.
      return { paymentStatus: pay === "verified" ? "refund pending" : pay === "done" ? "payment to check" : pay, orderStatus: "cancelled" };
    }
    case "refund":
      return admin && pay === "refund pending" ? { paymentStatus: "refunded", orderStatus: ord } : null;
    case "wrong-order":
      return admin && ord === "not yet delivered" && pay === "pending" ? { paymentStatus: pay, orderStatus: "wrong order" } : null;
    case "payment-found":
      return admin && pay === "payment to check" ? { paymentStatus: "refund pending", orderStatus: ord } : null;
  }
}

/** Whether a move from `from` to `to` puts the order's stock back (it closes an order that was open). */
export function restoresStock(from: State, to: State): boolean {
  return !isClosedStatus(from.orderStatus) && isClosedStatus(to.orderStatus);
}

/** What the order's row says about the transition's details once it is applied. */
export function expectedDetails(kind: BodyKind): Record<string, unknown> {
  switch (kind) {
    case "ship":
      return { courier: SHIPMENT.courier, tracking_number: SHIPMENT.trackingNumber, tracking_url: SHIPMENT.trackingUrl };
    case "cancel":
      return { cancel_reason: CANCEL_REASON };
    case "refund":
      return { refund_reference: REFUND_REFERENCE };
    default:
      return {};
  }
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
  // Cash on delivery not yet collected is nothing reported either (issue 17).
  if (unpaidStatus(paymentStatus) || paidPaise === billPaise) return null;
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
  note: string | null;
};

/** The order's status-change history, oldest first. */
export async function eventsOf(orderId: string): Promise<EventRow[]> {
  const { results } = await env.DB.prepare(
    `select transition, actor_id, actor_role, from_payment_status, from_order_status, to_payment_status, to_order_status,
            confirmed_shortfall_paise, note
       from order_events where order_id = ? order by id`,
  )
    .bind(orderId)
    .all<EventRow>();
  return results;
}

export type MailRow = { recipient: string; subject: string; text_body: string; html_body: string | null };

/**
 * Outbox rows sent to `recipient` whose subject names the order (its last 6 characters): the notifications of its
 * status changes. The mails every placement sends ("order placed", "new order") are left out; tests/checkout/quote.test.ts
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

/** The order's stock movements of one kind ("sold", "restored"), as stored. */
export async function movementsOf(orderId: string, kind: "sold" | "restored") {
  const { results } = await env.DB.prepare("select variant_id, delta from stock_movements where order_id = ? and kind = ? order by variant_id")
    .bind(orderId, kind)
    .all<{ variant_id: string; delta: number }>();
  return results;
}

/** Turns cash on delivery on for this test file's storage, with a fee and no limit. */
export async function enableCashOnDelivery(feePaise = 4000) {
  await env.DB.prepare(
    `insert into shop_settings (id, cod_enabled, cod_fee_paise, cod_max_paise, updated_at) values (1, 1, ?, null, '2026-01-01T00:00:00.000Z')
       on conflict (id) do update set cod_enabled = 1, cod_fee_paise = excluded.cod_fee_paise, cod_max_paise = null, cod_excluded_pincodes = '[]'`,
  )
    .bind(feePaise)
    .run();
}

/**
 * Issue 32: a COD order waits for its customer's confirmation before it may ship; tests that ship one confirm it
 * first (as its customer, or an admin after a call) and fail loudly unless the confirmation is accepted.
 */
export async function confirmCodOrder(token: string, orderId: string) {
  const response = await call(`/api/order/${orderId}/confirm`, { method: "POST", token });
  if (response.status !== 200) throw new Error(`confirming the COD order: ${response.status} ${response.text}`);
  return response.body as Record<string, any>;
}
