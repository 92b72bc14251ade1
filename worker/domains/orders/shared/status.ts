/**
 * The order status rules (SPEC.md section 4), in one table. The server enforces them on every update; the
 * pages use the same table to decide which buttons to show. The rules about amounts (the reported amount's
 * ceiling, underpaid/overpaid, the confirmations they need) are ./amounts.ts.
 */
// With their extension: Node scripts (the load test) load this module directly, without a bundler.
import { ADVANCE_SHORT_CONFIRMATION, CASH_DIFFERENCE_CONFIRMATION, UNDERPAID_CONFIRMATION, type Confirmation, type PaymentFacts } from "./amounts.ts";

// The amount rules are a module of their own (./amounts.ts); every importer of the status table reads them here too.
export * from "./amounts.ts";
export * from "./statuses.ts";
import { CLOSED_ORDER_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from "./statuses.ts";
// How an order's state reads on its card and badges (browser-safe, no rules).
export * from "./status-display.ts";
import { COD_AWAITING_SHIP_MESSAGE, COD_EXPIRED_SHIP_MESSAGE, type CodConfirmationStatus } from "./cod-confirmation.ts";
export * from "./cod-confirmation.ts";
import { ADVANCE_NOT_REPORTED_MESSAGE, advanceShipHold, type AdvanceStatus } from "./advance.ts";
export * from "./advance.ts";

export type StatusActor = "customer" | "admin";
/** Who may start a transition: one kind of actor, or both (cancelling: the customer their own order, or an admin). */
export type TransitionActor = StatusActor | "both";
/**
 * Issue 32: `codConfirmation` is the cash-on-delivery confirmation, shaped as the order object's (so an OrderView is
 * an OrderState); absent or null: not COD. Only the transitions' `hold` reads it. `advance` is a COD order's advance
 * by UPI (./advance.ts), shaped as the order object's too; absent or null: none. The advance's transitions, the ship
 * hold and what a cancellation owes back read it.
 */
export type OrderState = {
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  codConfirmation?: { status: CodConfirmationStatus } | null;
  advance?: { status: AdvanceStatus } | null;
};

export type TransitionName =
  | "pay"
  | "verify"
  | "receive"
  | "fake"
  | "ship"
  | "deliver"
  | "collect"
  | "return"
  | "cancel"
  | "refund"
  | "payment-found"
  | "wrong-order"
  | "pay-advance"
  | "verify-advance";

/**
 * What a transition needs besides its name, which the server requires and the page asks for: the courier and
 * tracking number of a shipment, the reason of a cancellation, the reference of a refund, the cash a courier
 * collected on delivery, a returned parcel's courier costs (issue 32: both optional).
 */
export type TransitionInput = "shipment" | "reason" | "refund" | "cash" | "rto";

export type Transition = {
  name: TransitionName;
  /** The button's label. */
  label: string;
  actor: TransitionActor;
  /** The details the transition needs (a form before the button acts). */
  input?: TransitionInput;
  /** Whether the rule lets this transition start from a state. */
  allowedFrom: (state: OrderState) => boolean;
  /** What the rule says, for the 409 message when it does not hold. */
  rule: string;
  /**
   * Issue 32: a reason that holds the transition back although the statuses allow it (a COD order awaiting its
   * customer's confirmation cannot ship), as the 409 message; null when nothing holds it.
   */
  hold?: (state: OrderState) => string | null;
  /** The statuses after the transition. */
  apply: (state: OrderState) => OrderState;
  confirmation?: Confirmation;
  /** Whether the button warns (red): the transition ends the order's hope of being paid or delivered. */
  destructive: boolean;
  /**
   * "required": the transition happens only with a bank statement line as its evidence (the payments page offers
   * it; no order button or API status body does). "accepted": it may carry one (recorded in the order's history).
   */
  bankEvidence?: "required" | "accepted";
  /**
   * The GST document the transition issues (worker/domains/invoices/invoices.ts), in the same batch as the change: an
   * invoice when the money is in (a payment verified or received, cash collected); a credit note against the
   * invoice when a paid order is closed or refunded (only if it has an invoice, and once).
   */
  gstDocument?: "invoice" | "credit-note";
};


const isClosed = (s: OrderState) => CLOSED_ORDER_STATUSES.includes(s.orderStatus);

export const TRANSITIONS: readonly Transition[] = [
  {
    name: "pay",
    label: "Pay Now",
    actor: "customer",
    allowedFrom: (s) => s.paymentStatus === "pending" && !isClosed(s),
    rule: "Payment can only be reported for an order whose payment is pending and that is not a wrong, cancelled or returned order",
    apply: (s) => ({ ...s, paymentStatus: "done" }),
    destructive: false,
  },
  {
    name: "verify",
    label: "Verified",
    actor: "admin",
    allowedFrom: (s) => s.paymentStatus === "done",
    rule: "Only a payment the customer has reported (done) can be verified",
    apply: (s) => ({ ...s, paymentStatus: "verified" }),
    confirmation: UNDERPAID_CONFIRMATION,
    destructive: false,
    gstDocument: "invoice",
    bankEvidence: "accepted",
  },
  {
    // The money is in the bank statement but the customer never reported it (they paid and closed the page):
    // the statement line is the proof, so the admin records the payment from it.
    name: "receive",
    label: "Payment received",
    actor: "admin",
    allowedFrom: (s) => s.paymentStatus === "pending" && !isClosed(s),
    rule: "A payment can be recorded from the bank statement only for an order whose payment is pending and that is not a wrong, cancelled or returned order",
    apply: (s) => ({ ...s, paymentStatus: "verified" }),
    confirmation: UNDERPAID_CONFIRMATION,
    destructive: false,
    gstDocument: "invoice",
    bankEvidence: "required",
  },
  {
    // Also after the order was cancelled with its payment still unchecked: a made-up UTR stays a fake order.
    name: "fake",
    label: "Fake",
    actor: "admin",
    allowedFrom: (s) => s.paymentStatus === "done" || s.paymentStatus === "payment to check",
    rule: "Only a payment the customer has reported (done, or still to check on a cancelled order) can be marked fake",
    apply: () => ({ paymentStatus: "nopayment", orderStatus: "wrong order" }),
    destructive: true,
    gstDocument: "credit-note",
  },
  {
    // A prepaid order ships once its payment is verified; a cash-on-delivery order ships unpaid, and its tax invoice
    // goes with the parcel (CGST Act s.31(1)(a): issued before or at the removal of the goods), dated the day it
    // ships. A prepaid order was invoiced when its money came in, so this issues nothing for it.
    name: "ship",
    label: "Shipped",
    actor: "admin",
    input: "shipment",
    allowedFrom: (s) => s.orderStatus === "not yet delivered" && (s.paymentStatus === "verified" || s.paymentStatus === "cod"),
    rule: "An order can be shipped only when it is not yet delivered and its payment is verified or it is cash on delivery",
    // Issue 32: cash on delivery ships only once confirmed (by the customer, or an admin after a phone call).
    // Issue 32: and, when the owner's rules asked for an advance by UPI, only once that advance is verified.
    hold: (s) => {
      const status = s.codConfirmation?.status;
      return status === "awaiting" ? COD_AWAITING_SHIP_MESSAGE : status === "expired" ? COD_EXPIRED_SHIP_MESSAGE : advanceShipHold(s.advance?.status);
    },
    apply: (s) => ({ ...s, orderStatus: "shipped" }),
    destructive: false,
    gstDocument: "invoice",
  },
  {
    name: "deliver",
    label: "Delivered",
    actor: "admin",
    allowedFrom: (s) => (s.orderStatus === "not yet delivered" || s.orderStatus === "shipped") && s.paymentStatus === "verified",
    rule: "An order can be marked delivered only when it is not yet delivered (or shipped) and its payment is verified",
    apply: (s) => ({ ...s, orderStatus: "delivered" }),
    destructive: false,
  },
  {
    // Cash on delivery: the courier hands over the goods and collects the cash, which verifies the payment.
    name: "collect",
    label: "Delivered, cash collected",
    actor: "admin",
    input: "cash",
    allowedFrom: (s) => s.orderStatus === "shipped" && s.paymentStatus === "cod",
    rule: "Cash can be recorded as collected on delivery only for a shipped cash-on-delivery order",
    apply: () => ({ paymentStatus: "verified", orderStatus: "delivered" }),
    confirmation: CASH_DIFFERENCE_CONFIRMATION,
    destructive: false,
    // Invoiced when it shipped; a COD order shipped before invoices were issued at dispatch gets its invoice here.
    gstDocument: "invoice",
  },
  {
    name: "return",
    label: "Refused at the door",
    actor: "admin",
    // Issue 32: it may carry the courier's cost out and back (optional: an old client's bare body still returns it).
    input: "rto",
    allowedFrom: (s) => s.orderStatus === "shipped" && s.paymentStatus === "cod",
    rule: "Only a shipped cash-on-delivery order can be marked returned (refused at the door)",
    apply: (s) => ({ ...s, orderStatus: "returned" }),
    destructive: true,
    gstDocument: "credit-note",
  },
  {
    // Before it ships, the customer may cancel their order, or an admin any order. Verified money is owed back
    // until the admin records the refund; a payment only reported is checked first (issue 29: refunds follow
    // money, not reports), so the order waits in "payment to check" and no refund is promised. Issue 32: a COD
    // order's advance is money the same way: verified, it is owed back; reported only, it is checked first.
    name: "cancel",
    label: "Cancel order",
    actor: "both",
    input: "reason",
    allowedFrom: (s) => s.orderStatus === "not yet delivered" && ["pending", "done", "verified", "cod"].includes(s.paymentStatus),
    rule: "An order can be cancelled only before it is shipped, delivered or closed",
    apply: (s) => ({
      orderStatus: "cancelled",
      paymentStatus:
        s.paymentStatus === "verified" || (s.paymentStatus === "cod" && s.advance?.status === "verified")
          ? "refund pending"
          : s.paymentStatus === "done" || (s.paymentStatus === "cod" && s.advance?.status === "reported")
            ? "payment to check"
            : s.paymentStatus,
    }),
    destructive: true,
    gstDocument: "credit-note",
  },
  {
    name: "refund",
    label: "Refunded",
    actor: "admin",
    input: "refund",
    allowedFrom: (s) => s.paymentStatus === "refund pending",
    rule: "Only a refund that is pending can be recorded",
    apply: (s) => ({ ...s, paymentStatus: "refunded" }),
    destructive: false,
    gstDocument: "credit-note",
  },
  {
    // The money of a cancelled order's reported payment is found in the bank (or seen by the admin): now it is owed.
    name: "payment-found",
    label: "Money received: refund due",
    actor: "admin",
    allowedFrom: (s) => s.paymentStatus === "payment to check",
    rule: "Only a cancelled order whose reported payment is still to check can be marked as money received",
    apply: (s) => ({ ...s, paymentStatus: "refund pending" }),
    destructive: false,
    bankEvidence: "accepted",
  },
  {
    name: "wrong-order",
    label: "Wrong Order",
    actor: "admin",
    allowedFrom: (s) => s.orderStatus === "not yet delivered" && s.paymentStatus === "pending",
    rule: "An order can be marked wrong only when it is not yet delivered and its payment is still pending",
    apply: (s) => ({ ...s, orderStatus: "wrong order" }),
    destructive: true,
    gstDocument: "credit-note",
  },
  {
    // Issue 32: the customer of a COD order that needs an advance reports the advance's UTR (the amount is the
    // advance: nothing to type). The statuses stay as they are ("cod" until the courier collects the rest); the
    // advance reads "reported" (./advance.ts).
    name: "pay-advance",
    label: "Pay advance",
    actor: "customer",
    allowedFrom: (s) => s.paymentStatus === "cod" && s.orderStatus === "not yet delivered" && s.advance?.status === "due",
    rule: "An advance can be reported only for a cash-on-delivery order that needs one, has not shipped and whose advance is not reported yet",
    apply: (s) => ({ ...s }),
    destructive: false,
  },
  {
    // Issue 32: an admin verifies the advance, from the bank statement line that carries it (the Payments page) or
    // on the order. The statuses stay; the advance reads "verified" and what the bank received is the amount paid.
    // An advance nobody reported is verified only with a bank line (applyTransition lifts the hold for it). No GST
    // document: an advance for goods is not taxed when received (notification 66/2017-CT); the invoice goes with the
    // parcel as for any COD order.
    name: "verify-advance",
    label: "Advance verified",
    actor: "admin",
    allowedFrom: (s) => s.paymentStatus === "cod" && s.orderStatus === "not yet delivered" && (s.advance?.status === "reported" || s.advance?.status === "due"),
    rule: "Only the advance of a cash-on-delivery order that has not shipped, and is not verified yet, can be verified",
    hold: (s) => (s.advance?.status === "due" ? ADVANCE_NOT_REPORTED_MESSAGE : null),
    apply: (s) => ({ ...s }),
    confirmation: ADVANCE_SHORT_CONFIRMATION,
    destructive: false,
    bankEvidence: "accepted",
  },
];

/**
 * Why a transition may not start from a state (the 409 message: the rule, or what holds it back), or null when it
 * may. The one check the server and the pages' buttons share.
 */
export function transitionRefusal(transition: Transition, state: OrderState): string | null {
  if (!transition.allowedFrom(state)) return transition.rule;
  return transition.hold?.(state) ?? null;
}

/** Whether an actor may start a transition (cancelling is open to both). */
export function actorMay(transition: Transition, actor: StatusActor): boolean {
  return transition.actor === "both" || transition.actor === actor;
}

/**
 * Whether a change of state puts the order's stock back on the shelf: an order that becomes a wrong order (fake
 * or mistaken), is cancelled or comes back refused will never be sold, so what it took is sellable again. Those
 * states are final, so this happens once.
 */
export function returnsStock(from: OrderState, to: OrderState): boolean {
  return !isClosed(from) && isClosed(to);
}

export function transitionNamed(name: TransitionName): Transition {
  const transition = TRANSITIONS.find((t) => t.name === name);
  if (!transition) throw new Error(`unknown transition ${name}`);
  return transition;
}

/**
 * The transitions an actor may start from a state with a button: exactly the buttons an order shows. Those that
 * need a bank statement line are started from the payments page instead.
 */
export function availableTransitions(state: OrderState, actor: StatusActor): Transition[] {
  return TRANSITIONS.filter((t) => actorMay(t, actor) && t.bankEvidence !== "required" && transitionRefusal(t, state) === null);
}

/**
 * Every (payment status, order status) pair a transition may start from, with the state it leads to: how SQL that
 * moves many orders at once (verifying every exact statement match) applies this table instead of restating it.
 */
export function transitionStatePairs(name: TransitionName): { from: OrderState; to: OrderState }[] {
  const transition = transitionNamed(name);
  return PAYMENT_STATUSES.flatMap((paymentStatus) => ORDER_STATUSES.map((orderStatus) => ({ paymentStatus, orderStatus })))
    .filter((state) => transition.allowedFrom(state))
    .map((from) => ({ from, to: transition.apply(from) }));
}

/**
 * Which transition an update body asks for (API.md 3.7.4 lists the exact bodies clients send), or null when
 * the body names no transition or a combination that is none.
 */
export function transitionForBody(body: {
  paymentStatus?: unknown;
  orderStatus?: unknown;
  amountPaid?: unknown;
  transactionId?: unknown;
}): TransitionName | null {
  const { paymentStatus, orderStatus } = body;
  const reportsPayment = body.amountPaid !== undefined || body.transactionId !== undefined;
  // Issue 17: the cash a courier collected is sent with the delivery of a cash-on-delivery order.
  if (paymentStatus === undefined && orderStatus === "delivered" && body.amountPaid !== undefined && body.transactionId === undefined) return "collect";
  if (reportsPayment) return (paymentStatus === undefined || paymentStatus === "done") && orderStatus === undefined ? "pay" : null;
  if (paymentStatus === "done" && orderStatus === undefined) return "pay";
  if (paymentStatus === "verified" && orderStatus === undefined) return "verify";
  if (paymentStatus === "nopayment" && (orderStatus === undefined || orderStatus === "wrong order")) return "fake";
  if (paymentStatus === "refunded" && orderStatus === undefined) return "refund";
  if (paymentStatus === "refund pending" && orderStatus === undefined) return "payment-found";
  if (paymentStatus !== undefined) return null;
  switch (orderStatus) {
    case "delivered":
      return "deliver";
    case "wrong order":
      return "wrong-order";
    case "shipped":
      return "ship";
    case "cancelled":
      return "cancel";
    case "returned":
      return "return";
    default:
      return null;
  }
}

/**
 * The confirmation a transition needs for this order, with its reason, or null when it needs none; the server
 * refuses the transition without the confirmation flag, the admin page asks before sending it.
 */
export function confirmationNeeded(transition: Transition, facts: PaymentFacts): { confirmation: Confirmation; reason: string } | null {
  const reason = transition.confirmation?.reason(facts);
  return transition.confirmation && reason ? { confirmation: transition.confirmation, reason } : null;
}

/** The 409 answer to a transition sent without the confirmation it needs: the reason and how to confirm. */
export function confirmationMissingMessage(needed: { confirmation: Confirmation; reason: string }): string {
  return `${needed.reason}. ${needed.confirmation.howToConfirm}`;
}

/** Whether a page submission names a transition an admin starts with an order's button (the page sends the name). */
export function isAdminTransition(name: unknown): name is TransitionName {
  return TRANSITIONS.some((t) => t.name === name && actorMay(t, "admin") && t.bankEvidence !== "required");
}
