/**
 * The UI-only rules that now live in the one order-status table (issue 13, item 4): which buttons warn, what a
 * wrong order is called on the customer's list, each status's badge tone, and which names the admin page may
 * submit. Written from SPEC.md section 4 and the pages' look, not derived from the table.
 */
import { describe, expect, it } from "vitest";
import { isAdminTransition, orderCardTitle, STATUS_BADGE_TONES, TRANSITIONS } from "../../app/lib/order-status";

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
});
