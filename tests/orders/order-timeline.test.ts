/**
 * "My orders" (issue 31): an order's timeline and the amount due in its state, over every state of the status table,
 * written from the words and independent of the app's table (tests/helpers/orders.ts ALL_STATES): a UPI order
 * still pending shows what to pay; cash on delivery is due to the courier only while the order is open (a cancelled
 * or returned COD order owes nothing); a verified order owes nothing; refunds owed, checked or sent are said as such.
 * Also the tracking link: the admin's recorded address first, then a known courier's public page, else the number.
 */
import { describe, expect, it } from "vitest";
import { amountDue, orderTimeline, type AmountDueKind, type TimelineOrder } from "../../worker/domains/orders/shared/timeline";
import { TRANSITIONS, transitionStatePairs, type TransitionName } from "../../worker/domains/orders/shared/status";
import type { OrderEventView } from "../../worker/domains/orders/shared/views";
import { knownCourier, trackingOf } from "../../worker/domains/orders/shared/tracking";
import { ALL_STATES, type State } from "../helpers/orders";

const BILL = 420;
const PAID = 420;

function order(state: State, overrides: Partial<TimelineOrder> = {}): TimelineOrder {
  const unpaid = state.paymentStatus === "pending" || state.paymentStatus === "cod";
  return { createdAt: "2026-11-01T04:30:00.000Z", paymentMethod: "upi", bill: BILL, amountPaid: unpaid ? 0 : PAID, refundDue: 0, ...state, ...overrides };
}

let clock = 0;
function event(transition: TransitionName, from: State, to: State, note: string | null = null): OrderEventView {
  clock += 1;
  const createdAt = new Date(Date.UTC(2026, 10, 1, 5, clock)).toISOString();
  return { transition, actorRole: "admin", from, to, createdAt, confirmedShortfall: null, note, evidence: null };
}

const CLOSED = ["wrong order", "cancelled", "returned"];

/** The rule for what is due, written out state by state. */
function expectedDue(state: State): { kind: AmountDueKind; amount: number } {
  const closed = CLOSED.includes(state.orderStatus);
  switch (state.paymentStatus) {
    case "pending":
      return closed ? { kind: "nothing", amount: 0 } : { kind: "pay-now", amount: BILL };
    case "cod":
      return closed ? { kind: "nothing", amount: 0 } : { kind: "pay-courier", amount: BILL };
    case "done":
      return { kind: "checking-payment", amount: PAID };
    case "refund pending":
      return { kind: "refund-owed", amount: PAID };
    case "payment to check":
      return { kind: "checking-refund", amount: PAID };
    case "refunded":
      return { kind: "refunded", amount: PAID };
    default:
      // verified (paid in full) and nopayment (a fake payment: the order is a wrong order) owe nothing
      return { kind: "nothing", amount: 0 };
  }
}

describe("amount due, in every state of the status table", () => {
  it.each(ALL_STATES)("%o", (state) => {
    expect(amountDue(order(state))).toEqual(expectedDue(state));
  });

  it("a cancelled cash-on-delivery order owes the courier nothing; an open one owes the bill", () => {
    expect(amountDue(order({ paymentStatus: "cod", orderStatus: "cancelled" }, { paymentMethod: "cod" })).kind).toBe("nothing");
    expect(amountDue(order({ paymentStatus: "cod", orderStatus: "returned" }, { paymentMethod: "cod" })).kind).toBe("nothing");
    expect(amountDue(order({ paymentStatus: "cod", orderStatus: "shipped" }, { paymentMethod: "cod" }))).toEqual({ kind: "pay-courier", amount: BILL });
  });

  it("a verified order that was paid more than its bill is owed the excess back", () => {
    expect(amountDue(order({ paymentStatus: "verified", orderStatus: "delivered" }, { amountPaid: 500, refundDue: 80 }))).toEqual({ kind: "refund-owed", amount: 80 });
  });
});

describe("the timeline, from the recorded status changes", () => {
  const placed = { paymentStatus: "pending", orderStatus: "not yet delivered" } as const;

  it("a UPI order: placed, payment checked, paid, shipped, delivered", () => {
    const done = { ...placed, paymentStatus: "done" } as const;
    const verified = { ...placed, paymentStatus: "verified" } as const;
    const shipped = { ...verified, orderStatus: "shipped" } as const;
    const delivered = { ...verified, orderStatus: "delivered" } as const;
    const events = [event("pay", placed, done), event("verify", done, verified), event("ship", verified, shipped, "India Post EB123"), event("deliver", shipped, delivered)];
    const steps = orderTimeline(order(delivered), events);
    expect(steps.map((step) => step.kind)).toEqual(["placed", "payment-reported", "paid", "shipped", "delivered"]);
    expect(steps[0]).toMatchObject({ at: "2026-11-01T04:30:00.000Z", amount: BILL });
    expect(steps[2].amount).toBe(PAID);
    expect(steps.map((step) => step.at)).toEqual([...steps.map((step) => step.at)].sort());
  });

  it("oldest first, whatever order the events come in", () => {
    const done = { ...placed, paymentStatus: "done" } as const;
    const verified = { ...placed, paymentStatus: "verified" } as const;
    const pay = event("pay", placed, done);
    const verify = event("verify", done, verified);
    expect(orderTimeline(order(verified), [verify, pay]).map((step) => step.kind)).toEqual(["placed", "payment-reported", "paid"]);
  });

  it("a cancelled cash-on-delivery order: no payment due, with the reason", () => {
    const cod = { paymentStatus: "cod", orderStatus: "not yet delivered" } as const;
    const cancelled = { ...cod, orderStatus: "cancelled" } as const;
    const steps = orderTimeline(order(cancelled, { paymentMethod: "cod" }), [event("cancel", cod, cancelled, "Ordered twice")]);
    expect(steps.at(-1)).toMatchObject({ kind: "cancelled-nothing-due", amount: null, detail: "Ordered twice" });
  });

  it("a paid order cancelled: refund due, then the refund sent with its reference", () => {
    const verified = { ...placed, paymentStatus: "verified" } as const;
    const refundPending = { paymentStatus: "refund pending", orderStatus: "cancelled" } as const;
    const refunded = { ...refundPending, paymentStatus: "refunded" } as const;
    const cancel = event("cancel", verified, refundPending, "Changed my mind");
    expect(orderTimeline(order(refundPending), [cancel]).at(-1)).toMatchObject({ kind: "cancelled-refund-due", amount: PAID });
    const steps = orderTimeline(order(refunded), [cancel, event("refund", refundPending, refunded, "RFND0042")]);
    expect(steps.at(-1)).toMatchObject({ kind: "refunded", amount: PAID, detail: "RFND0042" });
  });

  it("a reported payment of a cancelled order: checked, then found and owed back", () => {
    const done = { ...placed, paymentStatus: "done" } as const;
    const toCheck = { paymentStatus: "payment to check", orderStatus: "cancelled" } as const;
    const found = { ...toCheck, paymentStatus: "refund pending" } as const;
    const steps = orderTimeline(order(found), [event("cancel", done, toCheck), event("payment-found", toCheck, found)]);
    expect(steps.map((step) => step.kind)).toEqual(["placed", "cancelled-checking-payment", "refund-due"]);
  });

  it("returned at the door, collected in cash, a wrong order and a fake payment", () => {
    const cod = { paymentStatus: "cod", orderStatus: "shipped" } as const;
    expect(orderTimeline(order({ ...cod, orderStatus: "returned" }), [event("return", cod, { ...cod, orderStatus: "returned" })]).at(-1)?.kind).toBe("returned");
    const collected = { paymentStatus: "verified", orderStatus: "delivered" } as const;
    expect(orderTimeline(order(collected), [event("collect", cod, collected)]).at(-1)).toMatchObject({ kind: "delivered-cash-paid", amount: PAID });
    const wrong = { ...placed, orderStatus: "wrong order" } as const;
    expect(orderTimeline(order(wrong), [event("wrong-order", placed, wrong)]).at(-1)?.kind).toBe("wrong-order");
    const fake = { paymentStatus: "nopayment", orderStatus: "wrong order" } as const;
    expect(orderTimeline(order(fake), [event("fake", { ...placed, paymentStatus: "done" }, fake)]).at(-1)?.kind).toBe("payment-not-found");
  });

  it("issue 32: each failed delivery attempt is a step in its place among the changes, with its reason, note and next day", () => {
    const cod = { paymentStatus: "cod", orderStatus: "shipped" } as const;
    const shipped = event("ship", { ...cod, orderStatus: "not yet delivered" }, cod);
    const returned = event("return", cod, { ...cod, orderStatus: "returned" });
    const attempt = (minute: number, reason: "refused" | "not-available", nextAttemptOn: string | null) => ({
      reason,
      note: reason === "refused" ? "Said not ordered" : null,
      nextAttemptOn,
      at: new Date(Date.parse(shipped.createdAt) + minute * 60_000).toISOString(),
    });
    // The attempts come between the shipment and the return, whatever order they are listed in.
    const attempts = [attempt(0.5, "refused", null), attempt(0.25, "not-available", "2026-11-03")];
    const steps = orderTimeline(order({ ...cod, orderStatus: "returned" }, { deliveryAttempts: attempts }), [returned, shipped]);
    expect(steps.map((step) => step.kind)).toEqual(["placed", "shipped", "delivery-failed", "delivery-failed", "returned"]);
    expect(steps[2]).toMatchObject({ amount: null, attempt: { reason: "not-available", note: null, nextAttemptOn: "2026-11-03" } });
    expect(steps[3].attempt).toEqual({ reason: "refused", note: "Said not ordered", nextAttemptOn: null });
    expect(orderTimeline(order(cod), [shipped]).map((step) => step.kind)).toEqual(["placed", "shipped"]);
  });

  it("has a step for every transition of the status table, from every state it may start from", () => {
    for (const transition of TRANSITIONS) {
      for (const { from, to } of transitionStatePairs(transition.name)) {
        const steps = orderTimeline(order(to), [event(transition.name, from, to)]);
        expect(steps, `${transition.name} from ${JSON.stringify(from)}`).toHaveLength(2);
        expect(steps[1].kind).toBeTypeOf("string");
      }
    }
  });
});

describe("tracking", () => {
  const shipped = { courier: "Delhivery", trackingNumber: "1234567890123", trackingUrl: null };

  it("uses the address the admin recorded when there is one", () => {
    expect(trackingOf({ ...shipped, trackingUrl: "https://track.example/1234" })).toEqual({
      courier: "Delhivery",
      number: "1234567890123",
      url: "https://track.example/1234",
      source: "recorded",
    });
  });

  it("else a known courier's public page with the number, else the bare number", () => {
    expect(trackingOf(shipped)?.url).toBe("https://www.delhivery.com/track/package/1234567890123");
    expect(trackingOf({ ...shipped, courier: "blue dart" })?.url).toContain("bluedart.com");
    expect(trackingOf({ ...shipped, courier: "Ecom Express" })?.url).toContain("awb_field=1234567890123");
    expect(trackingOf({ ...shipped, courier: "XpressBees" })?.url).toContain("awbNo=1234567890123");
    for (const courier of ["India Post", "DTDC", "Shadowfax", "Ekart", "Local Courier Co"]) {
      expect(trackingOf({ ...shipped, courier }), courier).toMatchObject({ url: null, source: null, number: "1234567890123" });
    }
  });

  it("never links an address that is not the web, and nothing before the order ships", () => {
    expect(trackingOf({ ...shipped, courier: "Local", trackingUrl: "javascript:alert(1)" })?.url).toBeNull();
    expect(trackingOf({ courier: null, trackingNumber: null, trackingUrl: null })).toBeNull();
  });

  it("knows the couriers by the names admins type", () => {
    expect(knownCourier("Speed Post")).toBe("India Post");
    expect(knownCourier("BLUEDART")).toBe("Blue Dart");
    expect(knownCourier("Delhivery Logistics")).toBe("Delhivery");
    expect(knownCourier("ekart")).toBe("Ekart");
    expect(knownCourier("Someone Else")).toBeNull();
  });
});
