/**
 * Moving an order's statuses by the one table of worker/domains/orders/shared/status.ts: who may start a transition
 * and from where, what it carries (the customer's payment report, a transition's input, the bank statement line that
 * proves a payment, an admin's confirmation), the stock it puts back and the GST document it issues (the invoices
 * domain), all in one batch that also records the event. Of two conflicting concurrent changes exactly one applies.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  actorMay,
  advanceStatusOf,
  codConfirmationOf,
  confirmationMissingMessage,
  confirmationNeeded,
  returnsStock,
  transitionNamed,
  transitionRefusal,
  type OrderState,
  type PaymentFacts,
  type StatusActor,
  type Transition,
  type TransitionName,
} from "./shared/status";
import type { OrderView } from "./shared/views";
import { advanceReportSchema, paymentReportSchemaFor, transitionInputSchemas } from "./shared/schemas";
import type { Principal } from "../accounts/shared/user";
import type { Db } from "../../../db/client";
import { bankCredits } from "../payments/tables";
import { orderEvents, orders, type Order } from "./tables";
import { stockMovements } from "../stock/tables";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { parseInput } from "../../lib/validation";
import type { ServiceContext } from "../../http/context";
import { notifyOrderChange } from "./notify";
import { gstStatementsFor } from "../invoices/invoices";
import { getOrderView, ORDER_NOT_FOUND_MESSAGE } from "./queries";
import { paymentFactsOfRow } from "./views";

export const UTR_TAKEN_MESSAGE = "This transaction ID has already been used for another order";
export const CREDIT_TAKEN_MESSAGE = "This statement line is already the evidence of another order's payment";

/**
 * What a transition may carry besides its name: the customer's payment report for "pay" (validated here, since
 * its ceiling depends on the order's bill, and only once the transition is known to be allowed, so that a refused
 * transition answers 409 whatever the report holds), and the admin's explicit confirmation for a transition that
 * needs one for this order.
 */
export type TransitionDetails = {
  payment?: { amountPaid: unknown; transactionId: unknown };
  confirmUnderpaid?: boolean;
  /** Recording cash on delivery that is not the bill (a shortfall or an excess) needs this confirmation. */
  confirmCashDifference?: boolean;
  /** The bank statement line that proves the payment (the payments page): its amount becomes the amount paid. */
  evidence?: { creditId: string };
  /** What a transition with an `input` carries (the fields of ./shared/transition-input.ts; validated here for that input). */
  input?: Record<string, unknown>;
};

/** The order as the actor may see it: a customer only ever sees their own (another's is 404). */
async function visibleOrder(ctx: Pick<ServiceContext, "db">, actor: Principal, orderId: string): Promise<Order> {
  const order = await ctx.db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order || (actor.role !== "admin" && order.userId !== actor.id)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/** 404 unless the order exists and the actor may see it (for adapters that refuse a request about an order). */
export async function assertOrderVisible(ctx: Pick<ServiceContext, "db">, actor: Principal, orderId: string): Promise<void> {
  await visibleOrder(ctx, actor, orderId);
}

/**
 * Applies one named status transition to an order. Customers only ever see their own orders (another's is 404);
 * the transition must be the actor's and start from the order's current state (409 naming the rule otherwise).
 * A transition that needs a confirmation for this order (verifying an underpaid payment) is refused with 409
 * unless the details carry it; an accepted confirmation is recorded with the event. The UPDATE is conditional on
 * the state read, so of two conflicting concurrent updates exactly one applies (the amounts cannot change while
 * the statuses stay as read, so the confirmation holds for the row that is updated).
 */
export async function applyTransition(
  ctx: ServiceContext,
  actor: Principal,
  orderId: string,
  name: TransitionName,
  details: TransitionDetails = {},
): Promise<OrderView> {
  const { db } = ctx;
  const order = await visibleOrder(ctx, actor, orderId);
  const transition = transitionNamed(name);
  const ownReport = name === "pay" || name === "pay-advance";
  const actorKind: StatusActor = order.userId === actor.id && ownReport ? "customer" : actor.role === "admin" ? "admin" : "customer";
  if (!actorMay(transition, actorKind)) {
    throw conflict(transition.actor === "admin" ? "Only an admin can make this change" : "Only the customer who placed the order can report its payment");
  }
  const from = stateOf(order);
  // Issue 32: an advance nobody reported may be verified from the bank statement line that carries it (the Payments
  // page): the line stands for the report, as "receive" records an unreported UPI payment.
  const asChecked: OrderState = name === "verify-advance" && details.evidence && from.advance?.status === "due" ? { ...from, advance: { status: "reported" } } : from;
  const refusal = transitionRefusal(transition, asChecked);
  if (refusal) throw conflict(refusal);
  const to = transition.apply(from);
  const evidence = await evidenceFor(ctx, transition, details);
  const changes: Partial<Order> = { paymentStatus: to.paymentStatus, orderStatus: to.orderStatus, updatedAt: nowIso() };
  const note = applyTransitionInput(transition, details, changes);
  const confirmedShortfallPaise = confirmedShortfall(transition, paymentFactsFor(order, name, evidence, changes), details);
  // Issue 32: an order whose advance was verified has that much paid already: the cash collected adds to it.
  if (name === "collect" && changes.amountPaidPaise !== undefined) changes.amountPaidPaise += order.amountPaidPaise;
  // Issue 32: an advance verified on the admin's word (no bank line) is taken as paid in full; so is a reported
  // advance of a cancelled order whose money the admin found (the report carried no amount: it is the advance).
  const advanceOnWord = name === "verify-advance" || (name === "payment-found" && order.amountPaidPaise === 0 && order.advancePaise > 0);
  if (advanceOnWord && !evidence) changes.amountPaidPaise = order.advancePaise;
  if (evidence) {
    // The bank is the proof: what it received is what was paid, and an unreported payment takes its reference.
    changes.amountPaidPaise = evidence.amountPaise;
    changes.paymentCreditId = evidence.id;
    // A larger credit accepted by the admin leaves the excess owed back to the customer (issue 29).
    changes.refundDuePaise = Math.max(0, evidence.amountPaise - order.billPaise);
    if ((name === "receive" || name === "verify-advance") && evidence.utr && !order.transactionId) changes.transactionId = evidence.utr;
  }
  if (name === "pay") {
    const report = parseInput(paymentReportSchemaFor(order.billPaise), details.payment ?? {});
    changes.amountPaidPaise = report.amountPaidPaise;
    changes.transactionId = report.transactionId;
    const reused = await db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.transactionId, report.transactionId) });
    if (reused && reused.id !== orderId) throw conflict(UTR_TAKEN_MESSAGE);
  }
  if (name === "pay-advance") {
    // Issue 32: the advance's UTR; its amount is the advance the rules fixed at checkout.
    const report = parseInput(advanceReportSchema, { transactionId: details.payment?.transactionId });
    changes.transactionId = report.transactionId;
    const reused = await db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.transactionId, report.transactionId) });
    if (reused && reused.id !== orderId) throw conflict(UTR_TAKEN_MESSAGE);
  }

  // A transition that a hold may refuse (issue 32: shipping COD) applies only while the confirmation is still as read.
  const confirmationAsRead = !transition.hold
    ? undefined
    : order.codConfirmationStatus === null
      ? isNull(orders.codConfirmationStatus)
      : eq(orders.codConfirmationStatus, order.codConfirmationStatus);
  // Issue 32: the advance's state is read from the payment columns (./shared/advance.ts), so they too must be as read.
  const paymentAsRead = and(
    eq(orders.amountPaidPaise, order.amountPaidPaise),
    order.transactionId === null ? isNull(orders.transactionId) : eq(orders.transactionId, order.transactionId),
  );
  const stillAsRead = and(
    eq(orders.id, orderId),
    eq(orders.paymentStatus, from.paymentStatus),
    eq(orders.orderStatus, from.orderStatus),
    confirmationAsRead,
    paymentAsRead,
  );
  const eventId = newId();
  const gstDocument = await gstStatementsFor(ctx, order, transition, eventId, note);
  let applied: { id: string }[];
  try {
    [applied] = await db.batch([
      db.update(orders).set(changes).where(stillAsRead).returning({ id: orders.id }),
      // Recorded only when the update above changed the row (changes() counts the previous statement's rows);
      // the selected values follow the table's column order.
      db.insert(orderEvents).select(
        sql`select ${eventId}, ${orderId}, ${actor.id}, ${actor.role}, ${name}, ${from.paymentStatus}, ${from.orderStatus},
          ${to.paymentStatus}, ${to.orderStatus}, ${nowIso()}, ${confirmedShortfallPaise}, ${evidence?.id ?? null}, ${note} where changes() = 1`,
      ),
      ...(returnsStock(from, to) ? [restockStatement(db, orderId, eventId, actor)] : []),
      ...gstDocument,
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "transaction_id")) throw conflict(UTR_TAKEN_MESSAGE);
    if (isUniqueViolation(error, "payment_credit_id")) throw conflict(CREDIT_TAKEN_MESSAGE);
    throw error;
  }
  if (applied.length !== 1) throw conflict("The order was changed by someone else just now. Please reload and try again.");

  const view = await getOrderView(ctx, orderId);
  await notifyOrderChange(ctx, name, view);
  return view;
}

/** The order's state as the status table reads it: its statuses, its COD confirmation and its advance (issue 32). */
function stateOf(order: Order): OrderState {
  const advance = advanceStatusOf(order);
  return { paymentStatus: order.paymentStatus, orderStatus: order.orderStatus, codConfirmation: codConfirmationOf(order), advance: advance ? { status: advance } : null };
}

/**
 * Validates what a transition needs (its `input`) and puts it on the order's changes; answers the note its history
 * keeps. A transition that needs nothing ignores any such fields (old clients' bodies keep their meaning).
 */
function applyTransitionInput(transition: Transition, details: TransitionDetails, changes: Partial<Order>): string | null {
  if (!transition.input) return null;
  const given = parseInput(transitionInputSchemas[transition.input], details.input ?? {});
  Object.assign(changes, given.changes);
  return given.note;
}

/**
 * The statement line a transition carries as evidence, or null: required by some transitions (receive), accepted by
 * some (verify), refused by the rest; the line must exist.
 */
async function evidenceFor(ctx: Pick<ServiceContext, "db">, transition: Transition, details: TransitionDetails) {
  if (!details.evidence) {
    if (transition.bankEvidence === "required") throw conflict(`"${transition.label}" needs a bank statement line as evidence: use the Payments page`);
    return null;
  }
  if (!transition.bankEvidence) throw badRequest(`"${transition.label}" takes no bank statement line`);
  const credit = await ctx.db.query.bankCredits.findFirst({ where: eq(bankCredits.id, details.evidence.creditId) });
  if (!credit) throw notFound("That statement line was not found");
  return credit;
}

/**
 * Puts back what an order took, as "restored" movements mirroring its "sold" ones, each into the batch it came from
 * (issue 33; id `<event>-<batch>`, or `<event>-<pack>` for a sale from before batches): only when this batch's event
 * was recorded (the status change applied), and at most once per batch or pack (the ledger's unique indexes on order,
 * batch or pack, kind). Also the expiry of an unconfirmed COD order's (./cod-expiry.ts).
 */
export function restockStatement(db: Db, orderId: string, eventId: string, actor: Pick<Principal, "id">) {
  return db
    .insert(stockMovements)
    .select(
      sql`select ${eventId} || '-' || coalesce(m.batch_id, m.variant_id), m.variant_id, 'restored', -m.delta, m.order_id, ${actor.id}, 'Order closed (wrong, cancelled or returned)', ${nowIso()}, m.batch_id, null
        from stock_movements m where m.order_id = ${orderId} and m.kind = 'sold' and exists (select 1 from order_events e where e.id = ${eventId})`,
    )
    .onConflictDoNothing();
}

/**
 * What the amount rules compare for this transition: the bank line's amount when it carries one, the cash typed when
 * it records cash collected (changes.amountPaidPaise from its input), else the order's own report. Issue 32: an
 * advance is compared with the advance; the cash collected on an order whose advance is in, with the rest of the bill.
 */
function paymentFactsFor(order: Order, name: TransitionName, evidence: { amountPaise: number } | null, changes: Partial<Order>): PaymentFacts {
  if (name === "verify-advance") return { paymentStatus: "done", billPaise: order.advancePaise, amountPaidPaise: evidence?.amountPaise ?? order.advancePaise };
  const received = evidence?.amountPaise ?? changes.amountPaidPaise;
  const billPaise = name === "collect" ? order.billPaise - order.amountPaidPaise : order.billPaise;
  return received === undefined ? paymentFactsOfRow(order) : { paymentStatus: "done", billPaise, amountPaidPaise: received };
}

/**
 * The shortfall to record when the transition needs the admin's confirmation for this order and the details give
 * it; null when none is needed; 409 saying why and how to confirm when it is needed and missing.
 */
function confirmedShortfall(transition: Transition, facts: PaymentFacts, details: TransitionDetails): number | null {
  const needed = confirmationNeeded(transition, facts);
  if (!needed) return null;
  if (details[needed.confirmation.flag] !== true) throw conflict(confirmationMissingMessage(needed));
  return facts.billPaise - facts.amountPaidPaise;
}
