/**
 * The UI-only rules that now live in the one order-status table (issue 13, item 4): which buttons warn, what a
 * wrong order is called on the customer's list, each status's badge tone, and which names the admin page may
 * submit. Written from SPEC.md section 4 and the pages' look, not derived from the table. Issue 16 adds "receive"
 * (a payment recorded from a bank statement line): it is no button, and verifying in bulk follows the "verify" rule.
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
} from "../../app/lib/order-status";

const PAYMENT_STATUSES = ["pending", "done", "verified", "nopayment"] as const;
const ORDER_STATUSES = ["not yet delivered", "delivered", "wrong order"] as const;
const EVERY_STATE: OrderState[] = PAYMENT_STATUSES.flatMap((paymentStatus) => ORDER_STATUSES.map((orderStatus) => ({ paymentStatus, orderStatus })));

describe("order-status table: UI rules", () => {
  it("marks exactly Fake and Wrong Order as destructive", () => {
    const destructive = TRANSITIONS.filter((t) => t.destructive).map((t) => t.name);
    expect(destructive.sort()).toEqual(["fake", "wrong-order"]);
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
      "not yet delivered": "open",
      delivered: "good",
      "wrong order": "bad",
    });
  });

  it("lets the admin page submit only admin transition names", () => {
    for (const name of ["verify", "fake", "deliver", "wrong-order"]) expect(isAdminTransition(name)).toBe(true);
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
    // The admin's buttons of a pending order are unchanged by it: Wrong Order only.
    expect(availableTransitions({ paymentStatus: "pending", orderStatus: "not yet delivered" }, "admin").map((t) => t.name)).toEqual(["wrong-order"]);
  });

  it("records a payment from the statement only for a pending order that is not a wrong order, as verified", () => {
    const receive = TRANSITIONS.find((t) => t.name === "receive");
    expect(receive).toMatchObject({ actor: "admin", destructive: false, bankEvidence: "required" });
    expect(transitionStatePairs("receive")).toEqual([
      { from: { paymentStatus: "pending", orderStatus: "not yet delivered" }, to: { paymentStatus: "verified", orderStatus: "not yet delivered" } },
      { from: { paymentStatus: "pending", orderStatus: "delivered" }, to: { paymentStatus: "verified", orderStatus: "delivered" } },
    ]);
  });

  it("verifies in bulk (Verify all matched) exactly the reported payments (done), leaving the order status as it was", () => {
    const pairs = transitionStatePairs("verify");
    expect(pairs).toHaveLength(3);
    expect(pairs).toEqual(
      expect.arrayContaining([
        { from: { paymentStatus: "done", orderStatus: "not yet delivered" }, to: { paymentStatus: "verified", orderStatus: "not yet delivered" } },
        { from: { paymentStatus: "done", orderStatus: "delivered" }, to: { paymentStatus: "verified", orderStatus: "delivered" } },
        { from: { paymentStatus: "done", orderStatus: "wrong order" }, to: { paymentStatus: "verified", orderStatus: "wrong order" } },
      ]),
    );
  });
});
