/**
 * The order status rules (SPEC.md section 4), in one table. The server enforces them on every update; the
 * pages use the same table to decide which buttons to show.
 */
export const PAYMENT_STATUSES = ["pending", "done", "verified", "nopayment"] as const;
export const ORDER_STATUSES = ["not yet delivered", "delivered", "wrong order"] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type StatusActor = "customer" | "admin";
export type OrderState = { paymentStatus: PaymentStatus; orderStatus: OrderStatus };

export type TransitionName = "pay" | "verify" | "fake" | "deliver" | "wrong-order";

export type Transition = {
  name: TransitionName;
  /** The button's label. */
  label: string;
  actor: StatusActor;
  /** Whether the rule lets this transition start from a state. */
  allowedFrom: (state: OrderState) => boolean;
  /** What the rule says, for the 409 message when it does not hold. */
  rule: string;
  /** The statuses after the transition. */
  apply: (state: OrderState) => OrderState;
};

export const TRANSITIONS: readonly Transition[] = [
  {
    name: "pay",
    label: "Pay Now",
    actor: "customer",
    allowedFrom: (s) => s.paymentStatus === "pending" && s.orderStatus !== "wrong order",
    rule: "Payment can only be reported for an order whose payment is pending and that is not a wrong order",
    apply: (s) => ({ ...s, paymentStatus: "done" }),
  },
  {
    name: "verify",
    label: "Verified",
    actor: "admin",
    allowedFrom: (s) => s.paymentStatus === "done",
    rule: "Only a payment the customer has reported (done) can be verified",
    apply: (s) => ({ ...s, paymentStatus: "verified" }),
  },
  {
    name: "fake",
    label: "Fake",
    actor: "admin",
    allowedFrom: (s) => s.paymentStatus === "done",
    rule: "Only a payment the customer has reported (done) can be marked fake",
    apply: () => ({ paymentStatus: "nopayment", orderStatus: "wrong order" }),
  },
  {
    name: "deliver",
    label: "Delivered",
    actor: "admin",
    allowedFrom: (s) => s.orderStatus === "not yet delivered" && s.paymentStatus === "verified",
    rule: "An order can be marked delivered only when it is not yet delivered and its payment is verified",
    apply: (s) => ({ ...s, orderStatus: "delivered" }),
  },
  {
    name: "wrong-order",
    label: "Wrong Order",
    actor: "admin",
    allowedFrom: (s) => s.orderStatus === "not yet delivered" && s.paymentStatus === "pending",
    rule: "An order can be marked wrong only when it is not yet delivered and its payment is still pending",
    apply: (s) => ({ ...s, orderStatus: "wrong order" }),
  },
];

export function transitionNamed(name: TransitionName): Transition {
  const transition = TRANSITIONS.find((t) => t.name === name);
  if (!transition) throw new Error(`unknown transition ${name}`);
  return transition;
}

/** The transitions an actor may start from a state: exactly the buttons a page shows. */
export function availableTransitions(state: OrderState, actor: StatusActor): Transition[] {
  return TRANSITIONS.filter((t) => t.actor === actor && t.allowedFrom(state));
}

/**
 * Which transition an update body asks for (API.md 3.7.4 lists the exact bodies clients send), or null when
 * the body names no transition or a combination that is none.
 */
export function transitionForBody(body: { paymentStatus?: unknown; orderStatus?: unknown; amountPaid?: unknown; transactionId?: unknown }): TransitionName | null {
  const { paymentStatus, orderStatus } = body;
  const reportsPayment = body.amountPaid !== undefined || body.transactionId !== undefined;
  if (reportsPayment) return (paymentStatus === undefined || paymentStatus === "done") && orderStatus === undefined ? "pay" : null;
  if (paymentStatus === "done" && orderStatus === undefined) return "pay";
  if (paymentStatus === "verified" && orderStatus === undefined) return "verify";
  if (paymentStatus === "nopayment" && (orderStatus === undefined || orderStatus === "wrong order")) return "fake";
  if (paymentStatus === undefined && orderStatus === "delivered") return "deliver";
  if (paymentStatus === undefined && orderStatus === "wrong order") return "wrong-order";
  return null;
}

/** Card colours on the customer's order list: wrong order red, pending payment light red, delivered green,
 * anything else orange. */
export function orderCardTone(state: OrderState): "wrong" | "unpaid" | "delivered" | "in-progress" {
  if (state.orderStatus === "wrong order") return "wrong";
  if (state.paymentStatus === "pending") return "unpaid";
  if (state.orderStatus === "delivered") return "delivered";
  return "in-progress";
}

/** The short reference customers and admins see: the id's last 6 characters. */
export function shortOrderRef(id: string): string {
  return id.slice(-6);
}

/** The exact update body each admin transition sends (API.md 3.7.4). */
export const ADMIN_TRANSITION_BODIES: Record<Exclude<TransitionName, "pay">, { paymentStatus?: PaymentStatus; orderStatus?: OrderStatus }> = {
  verify: { paymentStatus: "verified" },
  fake: { paymentStatus: "nopayment", orderStatus: "wrong order" },
  deliver: { orderStatus: "delivered" },
  "wrong-order": { orderStatus: "wrong order" },
};
