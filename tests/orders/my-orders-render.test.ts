/**
 * "My orders" (issue 31) drawn in each language with only the namespaces its pages load ("common", "orders",
 * "status"): every timeline step, every kind of amount due and every Buy again outcome has its words (no message key
 * shows), Telugu reads Telugu, and a cancelled cash-on-delivery order's card no longer says cash is due to the courier.
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { OrderTimeline } from "../../app/components/orders/order-timeline";
import { AmountDueNote } from "../../app/components/orders/amount-due";
import { OrderFulfilment } from "../../app/components/orders/order-fulfilment";
import { CodConfirm } from "../../app/components/orders/cod-confirm";
import type { AmountDueKind, TimelineStep, TimelineStepKind } from "../../worker/domains/orders/shared/timeline";
import type { Lang } from "../../worker/shared/i18n/languages";
import { inLang } from "../helpers/i18n";

const STEP_KINDS: TimelineStepKind[] = [
  "placed", "payment-reported", "paid", "payment-not-found", "shipped", "delivered", "delivered-cash-paid", "returned",
  "cancelled-nothing-due", "cancelled-refund-due", "cancelled-checking-payment", "cancelled-not-confirmed", "refund-due", "refunded", "wrong-order",
];
const DUE_KINDS: AmountDueKind[] = ["pay-now", "pay-courier", "checking-payment", "refund-owed", "checking-refund", "refunded", "nothing"];
const KEY = /\b(common|orders|status)\.[a-zA-Z.]+/;
const TELUGU = /[\u0C00-\u0C7F]/;

function render(lang: Lang, element: ReactElement) {
  const path = lang === "te" ? "/te/orders/x" : "/orders/x";
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  const html = renderToStaticMarkup(inLang(lang, createElement(Stub, { initialEntries: [path] }), ["common", "orders", "status"]));
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

const steps: TimelineStep[] = STEP_KINDS.map((kind, index) => ({
  kind,
  at: new Date(Date.UTC(2026, 10, 1, 5, index)).toISOString(),
  amount: 256,
  detail: kind === "refunded" ? "RF42" : kind.startsWith("cancelled") ? "Ordered twice" : null,
}));
const tracking = { courier: "Delhivery", number: "DL1", url: "https://www.delhivery.com/track/package/DL1", source: "courier" as const };

describe("the order page's parts", () => {
  it("say every step and every amount due in plain English", () => {
    const text = render("en", createElement("div", null, createElement(OrderTimeline, { steps, tracking }), ...DUE_KINDS.map((kind) => createElement(AmountDueNote, { key: kind, due: { kind, amount: 256 }, orderId: "o1", orderRef: "ABC123" }))));
    for (const sentence of [
      "Order placed",
      "You paid ₹256: we are checking your payment",
      "Shipped with Delhivery",
      "Delhivery tracking number DL1",
      "Track your parcel (Delhivery DL1)",
      "Cancelled: no payment due",
      "Reason: Ordered twice",
      "Refund of ₹256 sent",
      "Reference RF42",
      "₹256 to pay by UPI.",
      "Pay ₹256 now for order ABC123",
      "₹256 to pay the courier in cash when it arrives.",
      "Nothing to pay.",
    ]) {
      expect(text).toContain(sentence);
    }
    expect(text).not.toMatch(KEY);
  });

  it("say them in Telugu", () => {
    const text = render("te", createElement("div", null, createElement(OrderTimeline, { steps, tracking }), ...DUE_KINDS.map((kind) => createElement(AmountDueNote, { key: kind, due: { kind, amount: 256 }, orderId: "o1", orderRef: "ABC123" }))));
    for (const sentence of ["ఆర్డర్ ప్లేస్ అయింది", "Delhivery ద్వారా పంపించాం", "రద్దు అయింది: ఏమీ కట్టక్కర్లేదు", "₹256 రీఫండ్ పంపించాం", "UPI ద్వారా ₹256 కట్టాలి."]) {
      expect(text).toContain(sentence);
    }
    expect(text).not.toMatch(KEY);
    expect(text).not.toMatch(/\b(Order placed|Shipped with|Nothing to pay|Refund of)\b/);
    expect(text).toMatch(TELUGU);
  });
});

describe("the order card of a cash-on-delivery order", () => {
  const cod = {
    _id: "01HZX0000000000000000ABC123", paymentMethod: "cod" as const, bill: 420, amountPaid: 0, refundDue: 0, courier: null, trackingNumber: null,
    trackingUrl: null, cancelReason: "Ordered twice", refundReference: null, invoiceNumber: null, creditNoteNumber: null, buyerGstin: null, buyerBusinessName: null,
  };

  it("says cash is due to the courier only while the order is open", () => {
    const open = render("en", createElement(OrderFulfilment, { order: { ...cod, paymentStatus: "cod", orderStatus: "not yet delivered" } }));
    expect(open).toContain("Cash on delivery: ₹420 to be paid to the courier.");
    for (const orderStatus of ["cancelled", "returned"] as const) {
      const closed = render("en", createElement(OrderFulfilment, { order: { ...cod, paymentStatus: "cod", orderStatus } }));
      expect(closed, orderStatus).not.toContain("to be paid to the courier");
      expect(closed, orderStatus).toContain("Cash on delivery.");
    }
  });
});

describe("issue 32: \"Confirm my order\" on a cash-on-delivery order awaiting confirmation", () => {
  it.each(["en", "te"] as const)("has its words in %s, and nothing shows once the order no longer awaits", (lang) => {
    const text = render(lang, createElement(CodConfirm, { awaiting: true }));
    expect(text).not.toMatch(KEY);
    expect(text).toContain(lang === "en" ? "Confirm my order" : "నా ఆర్డర్‌ని ధృవీకరించు");
    if (lang === "te") expect(text).toMatch(TELUGU);
    expect(render(lang, createElement(CodConfirm, { awaiting: false })).trim()).toBe("");
  });
});
