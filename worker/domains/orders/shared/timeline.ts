/**
 * What a customer reads about their order (issue 31, "orders you can follow"): its story from the recorded status
 * changes (order_events), in steps the pages put into plain words, and what money is due in its state now. Both
 * are read from the one status table (./status.ts): a step per transition name (a transition added to the table
 * without its step is a type error), and the amount due from the transitions the state still allows. Framework-free
 * and in rupees, like the views it reads: the order pages and the order cards use it, and its tests walk every state.
 */
import { CLOSED_ORDER_STATUSES, cashToCollect, transitionNamed, type OrderState, type TransitionName } from "./status";
import type { OrderEventView, OrderView } from "./views";
import type { DeliveryAttemptView } from "./delivery-attempts";

export type TimelineStepKind =
  | "placed"
  | "payment-reported"
  | "paid"
  | "payment-not-found"
  | "shipped"
  | "delivered"
  | "delivered-cash-paid"
  | "returned"
  | "cancelled-nothing-due"
  | "cancelled-refund-due"
  | "cancelled-checking-payment"
  /** Issue 32: a cash-on-delivery order its customer did not confirm in time, cancelled by the shop's rule. */
  | "cancelled-not-confirmed"
  | "refund-due"
  | "refunded"
  | "wrong-order"
  /** Issue 32 (item 4): the courier tried and could not deliver (one step per recorded attempt). */
  | "delivery-failed"
  /** Issue 32: a COD order's advance by UPI reported, and received (verified). */
  | "advance-reported"
  | "advance-paid";

export type TimelineStep = {
  kind: TimelineStepKind;
  /** When it happened (ISO). */
  at: string;
  /** The money the step is about, in rupees (a payment, a refund, the cash collected); null when none. */
  amount: number | null;
  /** What the change said: a cancellation's reason, a refund's reference; null otherwise. */
  detail: string | null;
  /** A failed delivery attempt's reason, note and next attempt's IST day (issue 32); absent on the other steps. */
  attempt?: Omit<DeliveryAttemptView, "at">;
};

/** What the timeline reads of an order (an OrderView has it all). */
export type TimelineOrder = Pick<OrderView, "createdAt" | "paymentMethod" | "paymentStatus" | "orderStatus" | "bill" | "amountPaid" | "refundDue"> &
  Partial<Pick<OrderView, "codConfirmation" | "deliveryAttempts" | "advance">>;
type TimelineEvent = Pick<OrderEventView, "transition" | "to" | "createdAt" | "note">;

/** A cancellation says where the money stands after it: nothing was paid, a refund is owed, or a payment is checked. */
function cancelledKind(to: OrderState): TimelineStepKind {
  if (to.paymentStatus === "refund pending") return "cancelled-refund-due";
  if (to.paymentStatus === "payment to check") return "cancelled-checking-payment";
  return "cancelled-nothing-due";
}

/** The step each transition of the status table becomes, with the money it is about. */
const STEP_OF: Record<TransitionName, (event: TimelineEvent, order: TimelineOrder) => Omit<TimelineStep, "at">> = {
  pay: (_event, order) => ({ kind: "payment-reported", amount: order.amountPaid, detail: null }),
  verify: (_event, order) => ({ kind: "paid", amount: order.amountPaid, detail: null }),
  receive: (_event, order) => ({ kind: "paid", amount: order.amountPaid, detail: null }),
  fake: () => ({ kind: "payment-not-found", amount: null, detail: null }),
  ship: () => ({ kind: "shipped", amount: null, detail: null }),
  deliver: () => ({ kind: "delivered", amount: null, detail: null }),
  collect: (_event, order) => ({ kind: "delivered-cash-paid", amount: order.amountPaid, detail: null }),
  return: () => ({ kind: "returned", amount: null, detail: null }),
  cancel: (event, order) => {
    // Its one cancellation was the expiry's (a confirmed or awaiting order is never "expired").
    if (order.codConfirmation?.status === "expired") return { kind: "cancelled-not-confirmed", amount: null, detail: null };
    const kind = cancelledKind(event.to);
    return { kind, amount: kind === "cancelled-nothing-due" ? null : order.amountPaid, detail: event.note };
  },
  refund: (event, order) => ({ kind: "refunded", amount: order.amountPaid, detail: event.note }),
  "payment-found": (_event, order) => ({ kind: "refund-due", amount: order.amountPaid, detail: null }),
  "wrong-order": () => ({ kind: "wrong-order", amount: null, detail: null }),
  "pay-advance": (_event, order) => ({ kind: "advance-reported", amount: order.advance?.amount ?? null, detail: null }),
  "verify-advance": (_event, order) => ({ kind: "advance-paid", amount: order.advance?.amount ?? null, detail: null }),
};

/** The order's story, oldest first: placed, then one step per recorded status change and per failed delivery attempt. */
export function orderTimeline(order: TimelineOrder, events: readonly TimelineEvent[]): TimelineStep[] {
  const placed: TimelineStep = { kind: "placed", at: order.createdAt, amount: order.bill, detail: null };
  const changes: TimelineStep[] = events.map((event) => ({ ...STEP_OF[event.transition](event, order), at: event.createdAt }));
  const attempts: TimelineStep[] = (order.deliveryAttempts ?? []).map(({ at, ...attempt }) => ({ kind: "delivery-failed", at, amount: null, detail: null, attempt }));
  return [placed, ...[...changes, ...attempts].sort((a, b) => a.at.localeCompare(b.at))];
}

export type AmountDueKind =
  /** A UPI order still to be paid: pay now (the checkout's payment step). */
  | "pay-now"
  /** Issue 32: a COD order's advance still to be paid by UPI (the checkout's payment step, for the advance). */
  | "pay-advance"
  /** Issue 32: the advance was reported and is being checked; the rest goes to the courier in cash. */
  | "checking-advance"
  /** Cash on delivery, the parcel still on its way: the courier collects it. */
  | "pay-courier"
  /** A payment was reported: the shop is checking it, nothing more to pay now. */
  | "checking-payment"
  /** The shop owes the customer money back (a cancelled paid order, or more received than the bill). */
  | "refund-owed"
  /** A cancelled order's reported payment is being looked for: if it arrived, it is refunded. */
  | "checking-refund"
  | "refunded"
  /** Paid, or closed with nothing paid: nobody owes anything. */
  | "nothing";

export type AmountDue = { kind: AmountDueKind; amount: number };

/**
 * What money is due in the order's state, by the status table: the customer may still pay (the "pay" transition is
 * open from here), the courier collects on delivery (cash on delivery and the order not closed), or the shop owes,
 * is checking, or has refunded. A cancelled, returned or wrong cash-on-delivery order owes nothing.
 */
export function amountDue(order: Pick<TimelineOrder, "paymentStatus" | "orderStatus" | "bill" | "amountPaid" | "refundDue" | "advance">): AmountDue {
  const state: OrderState = { paymentStatus: order.paymentStatus, orderStatus: order.orderStatus, advance: order.advance };
  const closed = CLOSED_ORDER_STATUSES.includes(state.orderStatus);
  if (transitionNamed("pay").allowedFrom(state)) return { kind: "pay-now", amount: order.bill };
  // Issue 32: a COD order's advance first (by UPI), then the rest in cash (the bill less what the bank received).
  if (transitionNamed("pay-advance").allowedFrom(state)) return { kind: "pay-advance", amount: order.advance!.amount };
  if (state.paymentStatus === "cod" && !closed && order.advance?.status === "reported") return { kind: "checking-advance", amount: order.advance.amount };
  switch (state.paymentStatus) {
    case "cod":
      return closed ? { kind: "nothing", amount: 0 } : { kind: "pay-courier", amount: cashToCollect(order) };
    case "done":
      return { kind: "checking-payment", amount: order.amountPaid };
    case "refund pending":
      return { kind: "refund-owed", amount: order.amountPaid };
    case "payment to check":
      // Issue 32: a reported advance carries no amount of its own until it is found: it is the advance.
      return { kind: "checking-refund", amount: order.amountPaid || (order.advance?.amount ?? 0) };
    case "refunded":
      return { kind: "refunded", amount: order.amountPaid };
    case "verified":
      return order.refundDue > 0 ? { kind: "refund-owed", amount: order.refundDue } : { kind: "nothing", amount: 0 };
    default:
      return { kind: "nothing", amount: 0 };
  }
}

/** One order as the "My orders" list shows it: a compact card, not the whole order. */
export type OrderSummary = Pick<OrderView, "_id" | "createdAt" | "bill" | "paymentStatus" | "orderStatus"> & {
  itemCount: number;
  /** The first line's picture and what the order holds, for the card. */
  image: string | null;
  names: string[];
  due: AmountDue;
};

export function orderSummaryOf(order: OrderView): OrderSummary {
  const { _id, createdAt, bill, paymentStatus, orderStatus } = order;
  return {
    _id,
    createdAt,
    bill,
    paymentStatus,
    orderStatus,
    itemCount: order.products.reduce((sum, line) => sum + line.quantity, 0),
    image: order.products[0]?.images[0] ?? null,
    names: order.products.map((line) => `${line.productName} · ${line.variantLabel}`),
    due: amountDue(order),
  };
}
