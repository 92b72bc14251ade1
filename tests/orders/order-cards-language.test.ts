/**
 * The customer's order cards and their parts rendered in each language (issue 30, part 1), with the messages their
 * pages load: in English every sentence reads exactly as it did before the catalogue (journeys and the original
 * frontend read them); in Telugu the statuses, the breakup and what happened to the order are Telugu; and the admin
 * order list, English with only "common" and "orders", shows no message key.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { OrderHistory } from "../../app/components/orders/order-history";
import { OrderFulfilment } from "../../app/components/orders/order-fulfilment";
import { OrderBreakup } from "../../app/components/orders/order-breakup";
import { OrderLines } from "../../app/components/orders/order-lines";
import type { OrderView } from "../../worker/domains/orders/shared/views";
import type { Lang } from "../../worker/shared/i18n/languages";
import type { Namespace } from "../../worker/shared/i18n/catalogs";
import { inLang } from "../helpers/i18n";

const CHECKOUT_NAMESPACES: Namespace[] = ["common", "checkout", "cart", "orders", "status"];

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    _id: "01HZX0000000000000000ABC123",
    userId: "u1",
    name: "Asha Rani",
    emailAddress: "asha@example.com",
    phoneNumber: "9876543210",
    address: { doorNo: "4-12", street: "Temple Street", city: "Guntur", pincode: "522002", state: "Andhra Pradesh", name: "Asha Rani", phoneNumber: "9876543210" },
    products: [
      {
        _id: "l1",
        productId: { _id: "p1", name: "Groundnut Oil", images: [], salePrice: 200 },
        productName: "Groundnut Oil",
        variantId: "v1",
        variantLabel: "1 L",
        images: [],
        quantity: 2,
        productBill: 400,
        unitSalePrice: null,
        batches: [],
      },
    ],
    bill: 420,
    amountPaid: 200,
    transactionId: "123456789012",
    paymentStatus: "done",
    orderStatus: "not yet delivered",
    paymentMismatch: "underpaid",
    paymentCheck: null,
    refundDue: 0,
    paymentMethod: "upi",
    codConfirmation: null,
    deliveryAttempts: [],
    rtoCost: null,
    advance: null,
    breakup: { itemsMrp: 440, discount: 40, items: 400, delivery: 20, codFee: 0, prepaidDiscount: 0, total: 420 },
    courier: null,
    trackingNumber: null,
    trackingUrl: null,
    cancelReason: null,
    refundReference: null,
    buyerGstin: null,
    buyerBusinessName: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    createdAt: "2026-11-12T10:15:00.000Z",
    updatedAt: "2026-11-12T10:15:00.000Z",
    lang: "en",
    ...overrides,
  };
}

/** Renders under a data router (the cards' Cancel order uses a fetcher), as text with tags dropped. */
function render(lang: Lang, element: React.ReactElement, namespaces = CHECKOUT_NAMESPACES) {
  const Stub = createRoutesStub([{ path: lang === "te" ? "/te/checkout" : "/checkout", Component: () => element }]);
  const html = renderToStaticMarkup(inLang(lang, createElement(Stub, { initialEntries: [lang === "te" ? "/te/checkout" : "/checkout"] }), namespaces));
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

const KEY = /\b(common|checkout|cart|orders|status)\.[a-zA-Z]+/;

describe("the order history card", () => {
  const history = (lang: Lang, orders: OrderView[]) => render(lang, createElement(OrderHistory, { orders, onPay: () => undefined }));

  it("reads in English exactly as before", () => {
    const { text } = history("en", [order()]);
    for (const sentence of [
      "Order #ABC123",
      "12/11/2026",
      "Items at MRP ₹440",
      "Discount −₹40",
      "Delivery ₹20",
      "Total (incl. of all taxes) ₹420",
      "Paying by UPI",
      "Bill ₹420 Paid ₹200 Payment done Order not yet delivered",
      "Underpaid by ₹220 (₹200 paid of a bill of ₹420).",
      "Cancel order ABC123",
    ]) {
      expect(text).toContain(sentence);
    }
    expect(text).not.toMatch(KEY);
    expect(history("en", []).text).toContain("You have not placed any orders yet.");
    expect(history("en", [order({ orderStatus: "wrong order", paymentStatus: "nopayment" })]).text).toContain("Deprecated");
  });

  it("reads in Telugu, the statuses shown by their labels and kept as values", () => {
    const { html, text } = history("te", [order()]);
    for (const sentence of ["ఆర్డర్ #ABC123", "చెల్లింపు చెల్లించారు, చెక్ చేస్తున్నాం", "ఆర్డర్ ఇంకా డెలివరీ కాలేదు", "₹220 తక్కువ కట్టారు (₹420 బిల్లుకు ₹200 కట్టారు).", "మొత్తం (అన్ని పన్నులతో కలిపి) ₹420"]) {
      expect(text).toContain(sentence);
    }
    expect(html).toContain('data-status="done"');
    expect(html).toContain('data-status="not yet delivered"');
    expect(text).not.toMatch(KEY);
    expect(text).not.toMatch(/\b(Bill|Paid|Payment|Underpaid|Cancel order|Items at MRP)\b/);
  });
});

describe("what happened to an order", () => {
  const shipped = order({
    paymentMethod: "cod",
    paymentStatus: "cod",
    orderStatus: "shipped",
    amountPaid: 0,
    paymentMismatch: null,
    courier: "India Post",
    trackingNumber: "EE123456789IN",
    trackingUrl: "https://www.indiapost.gov.in/track",
    invoiceNumber: "GH/26-27/00001",
    buyerGstin: "37ABCDE1234F1Z5",
    buyerBusinessName: "Sri Lakshmi Traders",
  });
  const refunded = order({ paymentStatus: "refunded", orderStatus: "cancelled", cancelReason: "Ordered twice", refundReference: "RF42", creditNoteNumber: "CN/26-27/00001" });

  it("reads in English exactly as before", () => {
    const { text } = render("en", createElement("div", null, createElement(OrderFulfilment, { order: shipped }), createElement(OrderFulfilment, { order: refunded })));
    for (const sentence of [
      "Cash on delivery: ₹420 to be paid to the courier.",
      "Shipped by India Post, tracking number EE123456789IN · Track your parcel (India Post EE123456789IN)",
      "Invoice GH/26-27/00001 · Download invoice GH/26-27/00001",
      "Invoice to Sri Lakshmi Traders, GSTIN 37ABCDE1234F1Z5",
      "Cancelled: Ordered twice",
      "Refunded ₹200 (ref RF42).",
      "Credit note CN/26-27/00001 · Download credit note CN/26-27/00001",
    ]) {
      expect(text).toContain(sentence);
    }
  });

  it("reads in Telugu, with the documents still downloaded from their own addresses", () => {
    const { html, text } = render("te", createElement("div", null, createElement(OrderFulfilment, { order: shipped }), createElement(OrderFulfilment, { order: refunded })));
    for (const sentence of ["క్యాష్ ఆన్ డెలివరీ: ₹420 కొరియర్ వాళ్ళకి ఇవ్వాలి.", "India Post ద్వారా పంపించాం", "రద్దు అయింది: Ordered twice", "₹200 రీఫండ్ చేశాం (రిఫరెన్స్ RF42)."]) {
      expect(text).toContain(sentence);
    }
    expect(html).toContain('href="/orders/01HZX0000000000000000ABC123/invoice"');
    expect(html).toContain('<span class="font-mono">EE123456789IN</span>');
    expect(text).not.toMatch(KEY);
  });

  it("a name typed with tags in it stays text", () => {
    const { html } = render("en", createElement(OrderFulfilment, { order: order({ buyerGstin: "37ABCDE1234F1Z5", buyerBusinessName: "<b>Bold</b> & Co" }) }));
    expect(html).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; Co");
  });
});

describe("the admin order list's shared parts", () => {
  it("need only the messages the admin layout sends (common and orders), in English", () => {
    const parts = createElement(
      "div",
      null,
      createElement(OrderLines, { order: order(), className: "" }),
      createElement(OrderBreakup, { order: order({ paymentMethod: "cod", breakup: { itemsMrp: 440, discount: 0, items: 440, delivery: 0, codFee: 25, prepaidDiscount: 0, total: 465 } }) }),
      createElement(OrderFulfilment, { order: order({ orderStatus: "returned", paymentMethod: "cod", paymentStatus: "cod" }) }),
    );
    const { text } = render("en", parts, ["common", "orders"]);
    expect(text).not.toMatch(KEY);
    for (const sentence of ["Delivery Free", "Cash on delivery fee ₹25", "Paying by Cash on delivery", "Refused at delivery and returned."]) expect(text).toContain(sentence);
  });
});
