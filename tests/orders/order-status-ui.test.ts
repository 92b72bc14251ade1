/**
 * The UI-only rules that now live in the one order-status table (issue 13, item 4): which buttons warn, what a
 * wrong order is called on the customer's list, each status's badge tone, and which names the admin page may
 * submit. Written from SPEC.md section 4 and the pages' look, not derived from the table. Issue 16 adds "receive"
 * (a payment recorded from a bank statement line): it is no button, and verifying in bulk follows the "verify" rule.
 * Issue 17 adds shipping, cash on delivery, cancellation (by the customer too) and refunds: which buttons each side
 * sees, which forms they open, and the badge tones of the new statuses.
 */
import { describe, expect, it } from "vitest";
import {
  availableTransitions,
  isAdminTransition,
  orderCardTitle,
  STATUS_BADGE_TONES,
  transitionStatePairs,
  TRANSITIONS,
  type OrderState,
  type StatusActor,
} from "../../worker/domains/orders/shared/status";

const PAYMENT_STATUSES = ["pending", "done", "verified", "nopayment", "cod", "refund pending", "refunded"] as const;
const ORDER_STATUSES = ["not yet delivered", "delivered", "wrong order", "shipped", "cancelled", "returned"] as const;
const EVERY_STATE: OrderState[] = PAYMENT_STATUSES.flatMap((paymentStatus) => ORDER_STATUSES.map((orderStatus) => ({ paymentStatus, orderStatus })));

describe("order-status table: UI rules", () => {
  it("marks exactly Fake, Wrong Order, Cancel and Refused at the door as destructive", () => {
    const destructive = TRANSITIONS.filter((t) => t.destructive).map((t) => t.name);
    expect(destructive.sort()).toEqual(["cancel", "fake", "return", "wrong-order"]);
  });

  it("calls a wrong order Deprecated and any other order by its short reference", () => {
    const id = "0123456789abcdef";
    expect(orderCardTitle({ _id: id, paymentStatus: "nopayment", orderStatus: "wrong order" })).toBe("Deprecated");
    expect(orderCardTitle({ _id: id, paymentStatus: "pending", orderStatus: "wrong order" })).toBe("Deprecated");
    expect(orderCardTitle({ _id: id, paymentStatus: "verified", orderStatus: "delivered" })).toBe("Order #abcdef");
  });

  it("gives every status a badge tone: settled green, attention red, waiting amber", () => {
    expect(STATUS_BADGE_TONES).toEqual({
      pending: "alert",
      done: "waiting",
      verified: "good",
      nopayment: "void",
      cod: "open",
      "refund pending": "alert",
      refunded: "void",
      "payment to check": "alert",
      "not yet delivered": "open",
      shipped: "waiting",
      delivered: "good",
      "wrong order": "bad",
      cancelled: "void",
      returned: "bad",
    });
  });

  it("lets the admin page submit only admin transition names", () => {
    for (const name of ["verify", "fake", "deliver", "wrong-order", "ship", "collect", "return", "cancel", "refund", "payment-found"]) expect(isAdminTransition(name)).toBe(true);
    for (const name of ["pay", "", "delete", undefined, null, 3, { name: "verify" }]) expect(isAdminTransition(name)).toBe(false);
  });

  it("never offers the bank-evidence-only 'receive' as an order button, to anyone, in any state", () => {
    for (const state of EVERY_STATE) {
      for (const actor of ["admin", "customer"] as StatusActor[]) {
        expect(availableTransitions(state, actor).map((t) => t.name), `${JSON.stringify(state)} as ${actor}`).not.toContain("receive");
      }
    }
    // The admin page's order buttons cannot submit it either: only the payments page records it, with a statement line.
    expect(isAdminTransition("receive")).toBe(false);
    // The admin's buttons of a pending order are unchanged by it: Cancel (issue 17) and Wrong Order only.
    expect(availableTransitions({ paymentStatus: "pending", orderStatus: "not yet delivered" }, "admin").map((t) => t.name)).toEqual(["cancel", "wrong-order"]);
  });

  it("records a payment from the statement only for a pending order that is not a wrong order, as verified", () => {
    const receive = TRANSITIONS.find((t) => t.name === "receive");
    expect(receive).toMatchObject({ actor: "admin", destructive: false, bankEvidence: "required" });
    expect(transitionStatePairs("receive")).toEqual([
      { from: { paymentStatus: "pending", orderStatus: "not yet delivered" }, to: { paymentStatus: "verified", orderStatus: "not yet delivered" } },
      { from: { paymentStatus: "pending", orderStatus: "delivered" }, to: { paymentStatus: "verified", orderStatus: "delivered" } },
      { from: { paymentStatus: "pending", orderStatus: "shipped" }, to: { paymentStatus: "verified", orderStatus: "shipped" } },
    ]);
  });

  it("verifies in bulk (Verify all matched) exactly the reported payments (done), leaving the order status as it was", () => {
    const pairs = transitionStatePairs("verify");
    expect(pairs).toHaveLength(ORDER_STATUSES.length);
    expect(pairs).toEqual(
      expect.arrayContaining([
        { from: { paymentStatus: "done", orderStatus: "not yet delivered" }, to: { paymentStatus: "verified", orderStatus: "not yet delivered" } },
        { from: { paymentStatus: "done", orderStatus: "delivered" }, to: { paymentStatus: "verified", orderStatus: "delivered" } },
        { from: { paymentStatus: "done", orderStatus: "wrong order" }, to: { paymentStatus: "verified", orderStatus: "wrong order" } },
      ]),
    );
  });

  const buttons = (state: OrderState, actor: StatusActor) => availableTransitions(state, actor).map((t) => t.name).sort();
  const formOf = (name: string) => TRANSITIONS.find((t) => t.name === name)?.input;

  it("shows each side exactly the buttons of issue 17's order life: ship, collect or return, cancel, refund", () => {
    expect(buttons({ paymentStatus: "verified", orderStatus: "not yet delivered" }, "admin")).toEqual(["cancel", "deliver", "ship"]);
    expect(buttons({ paymentStatus: "verified", orderStatus: "shipped" }, "admin")).toEqual(["deliver"]);
    expect(buttons({ paymentStatus: "cod", orderStatus: "not yet delivered" }, "admin")).toEqual(["cancel", "ship"]);
    expect(buttons({ paymentStatus: "cod", orderStatus: "shipped" }, "admin")).toEqual(["collect", "return"]);
    expect(buttons({ paymentStatus: "refund pending", orderStatus: "cancelled" }, "admin")).toEqual(["refund"]);
    expect(buttons({ paymentStatus: "pending", orderStatus: "not yet delivered" }, "customer")).toEqual(["cancel", "pay"]);
    for (const paymentStatus of ["done", "verified", "cod"] as const) {
      expect(buttons({ paymentStatus, orderStatus: "not yet delivered" }, "customer")).toEqual(["cancel"]);
      // Once it ships, the customer can no longer cancel.
      expect(buttons({ paymentStatus, orderStatus: "shipped" }, "customer")).toEqual([]);
    }
    for (const state of EVERY_STATE.filter((s) => ["cancelled", "returned", "wrong order"].includes(s.orderStatus))) {
      expect(buttons(state, "customer"), JSON.stringify(state)).toEqual([]);
      expect(buttons(state, "admin").filter((name) => !["verify", "fake", "refund"].includes(name)), JSON.stringify(state)).toEqual([]);
    }
  });

  it("opens the form each change needs: shipment, reason, refund reference, cash collected, a return's courier costs; the others none", () => {
    expect(formOf("ship")).toBe("shipment");
    expect(formOf("cancel")).toBe("reason");
    expect(formOf("refund")).toBe("refund");
    expect(formOf("collect")).toBe("cash");
    // Issue 32 (item 4): the return asks for the courier's cost out and back (both optional).
    expect(formOf("return")).toBe("rto");
    for (const name of ["pay", "verify", "receive", "fake", "deliver", "wrong-order"]) expect(formOf(name), name).toBeUndefined();
  });
});
