/**
 * GST invoices end to end through the API (issue 19): an invoice when a payment is verified, its content (intra- vs
 * inter-state split, totals equal to the bill), who may read it, numbering under concurrency and across financial
 * years, credit notes, unregistered shops and the business buyer's GSTIN. Expected figures are worked out here from
 * the rules, not taken from the app's code.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { freshUtr, mailsAbout, postOrder, putOrder, verifiedOrder } from "../helpers/orders";
import { callPage } from "../helpers/pages";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { serviceContext } from "../helpers/services";
import { applyTransition } from "../../worker/domains/orders/transitions";

let admin: Account;
let customer: Account;
let oilId: string;
let facePackId: string;

const SETTINGS = {
  legalName: "Ghani Invoice Test Shop",
  address: "1 Mill Road, Guntur, Andhra Pradesh 522001",
  fssaiNumber: "10000000000000",
  carePhone: "+91 90000 00000",
  careEmail: "care@ghani.example",
};

async function saveSettings(gst: Record<string, unknown>) {
  const response = await call("/api/admin/settings", { method: "PUT", token: admin.token, json: { ...SETTINGS, ...gst } });
  return response;
}

const REGISTERED = { gstRegistered: true, gstin: "37AAAAA0000A1Z1", shopState: "Andhra Pradesh", invoicePrefix: "TS", creditNotePrefix: "TSCN" };

/** Places an order for the lines, reports its payment and has the admin verify it; answers the verified order. */
const paidOrder = (account: Account, lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) =>
  verifiedOrder(account.token, admin.token, lines, extra);

async function invoiceJson(token: string | undefined, orderId: string, path = "invoice") {
  return call(`/api/order/${orderId}/${path}?format=json`, { token });
}

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  const category = await addCategory(admin);
  // Oil (HSN 1508: 5 %) at ₹420 from an MRP of ₹450; a face pack (HSN 3304: 18 %) at ₹118.
  oilId = (await addProduct(admin, category._id, { mrp: "450", salePrice: "420", hsnCode: "150890" }))._id;
  facePackId = (await addProduct(admin, category._id, { mrp: "118", salePrice: "118", hsnCode: "330499" }))._id;
  expect((await saveSettings(REGISTERED)).status).toBe(200);
});

describe("an invoice for every verified payment", () => {
  it("is issued on verification, numbered PREFIX/YY-YY/NNNNN, with CGST + SGST within the shop's state", async () => {
    const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 2 }, { productId: facePackId, quantity: 1 }]);
    expect(placed.body.invoiceNumber).toBeNull();
    expect((await invoiceJson(customer.token, placed.body._id)).status).toBe(404);

    const order = await paidOrder(customer, [{ productId: oilId, quantity: 2 }, { productId: facePackId, quantity: 1 }]);
    expect(order.invoiceNumber).toMatch(/^TS\/\d\d-\d\d\/\d{5}$/);
    const response = await invoiceJson(customer.token, order._id);
    expect(response.status, response.text).toBe(200);
    const invoice = response.body;
    expect(invoice).toMatchObject({ number: order.invoiceNumber, kind: "invoice", documentClass: "tax-invoice", intraState: true });
    expect(invoice.placeOfSupply).toEqual({ state: "Andhra Pradesh", stateCode: "37" });
    expect(invoice.supplier.gstin).toBe("37AAAAA0000A1Z1");
    // ₹840 of oil at 5 %: ₹800 taxable + ₹20 + ₹20; ₹118 face pack at 18 %: ₹100 + ₹9 + ₹9.
    const goods = invoice.lines.filter((line: { description: string }) => !/charge|fee/i.test(line.description));
    expect(goods.map((line: Record<string, number>) => [line.taxableValue, line.rate, line.cgst, line.sgst, line.igst])).toEqual([
      [800, 5, 20, 20, 0],
      [100, 18, 9, 9, 0],
    ]);
    // The line reads 2 × ₹450 (MRP) − ₹60 = ₹840.
    expect(goods[0]).toMatchObject({ hsn: "150890", quantity: 2, unit: "NOS", unitPrice: 450, discount: 60, total: 840 });
    expect(invoice.totals.total).toBe(order.bill);
    expect(sum(invoice.lines.map((line: { total: number }) => line.total))).toBe(order.bill);
    expect(sum([invoice.totals.taxableValue, invoice.totals.cgst, invoice.totals.sgst, invoice.totals.igst])).toBe(order.bill);
  });

  it("charges IGST when the place of supply is another state, and bills the business buyer by its GSTIN", async () => {
    const deliveryAddress = { doorNo: "7", street: "MG Road", city: "Bengaluru", pincode: "560001", state: "Karnataka" };
    const order = await paidOrder(customer, [{ productId: oilId, quantity: 1 }], { deliveryAddress, buyerGstin: "29aagcb7383j1z4", businessName: "Bengaluru Foods LLP" });
    expect(order).toMatchObject({ buyerGstin: "29AAGCB7383J1Z4", buyerBusinessName: "Bengaluru Foods LLP" });
    const invoice = (await invoiceJson(admin.token, order._id)).body;
    expect(invoice.intraState).toBe(false);
    expect(invoice.placeOfSupply).toEqual({ state: "Karnataka", stateCode: "29" });
    expect(invoice.recipient).toMatchObject({ name: "Bengaluru Foods LLP", gstin: "29AAGCB7383J1Z4", stateCode: "29" });
    expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
    expect(sum([invoice.totals.taxableValue, invoice.totals.igst])).toBe(order.bill);
  });

  it("takes the place of supply from the stored pincode: \"AP\" at 522201 is intra-state, \"Andhra Pradesh\" at 110001 is Delhi", async () => {
    // Addresses are now settled at checkout, so such orders exist only from before: write them into the order directly.
    const placeWith = async (state: string, pincode: string) => {
      const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }]);
      expect(placed.status, placed.text).toBe(201);
      await env.DB.prepare("update orders set state = ?, pincode = ? where id = ?").bind(state, pincode, placed.body._id).run();
      const paid = await putOrder(customer.token, placed.body._id, { amountPaid: placed.body.bill, transactionId: freshUtr() });
      expect(paid.status, paid.text).toBe(200);
      expect((await putOrder(admin.token, placed.body._id, { paymentStatus: "verified" })).status).toBe(200);
      return (await invoiceJson(admin.token, placed.body._id)).body;
    };
    const guntur = await placeWith("AP", "522201");
    expect(guntur).toMatchObject({ intraState: true, placeOfSupply: { state: "Andhra Pradesh", stateCode: "37" } });
    expect(guntur.totals.igst).toBe(0);
    const delhi = await placeWith("Andhra Pradesh", "110001");
    expect(delhi).toMatchObject({ intraState: false, placeOfSupply: { state: "Delhi", stateCode: "07" } });
    expect(delhi.totals.cgst + delhi.totals.sgst).toBe(0);
    const stored = await env.DB.prepare("select place_of_supply_code code from invoices where order_id in (select id from orders where pincode = '110001')").all<{ code: string }>();
    expect(stored.results.map((row) => row.code)).toEqual(["07"]);
  });

  it("refuses a bad business GSTIN, or one without a business name, naming the problem", async () => {
    const lines = [{ productId: oilId, quantity: 1 }];
    const wrongCheck = await postOrder(customer.token, lines, { buyerGstin: "29AAGCB7383J1Z5", businessName: "X" });
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.body.message).toMatch(/check character/);
    const noState = await postOrder(customer.token, lines, { buyerGstin: "00AAAAA0000A1Z5", businessName: "X" });
    expect(noState.body.message).toMatch(/no state's GST code/);
    const noName = await postOrder(customer.token, lines, { buyerGstin: "29AAGCB7383J1Z4" });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/business name/i);
  });

  it("is readable by the order's customer and admins only: another customer gets 404, a visitor 401", async () => {
    const order = await paidOrder(customer, [{ productId: oilId, quantity: 1 }]);
    const stranger = await createCustomer();
    expect((await invoiceJson(stranger.token, order._id)).status).toBe(404);
    expect((await invoiceJson(undefined, order._id)).status).toBe(401);
    expect((await invoiceJson(admin.token, order._id)).status).toBe(200);
    expect((await call(`/api/order/${order._id}/invoice?format=xml`, { token: customer.token })).status).toBe(400);
  });

  it("answers the PDF by default", async () => {
    const order = await paidOrder(customer, [{ productId: oilId, quantity: 1 }]);
    const response = await call(`/api/order/${order._id}/invoice`, { token: customer.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`${order.invoiceNumber.replaceAll("/", "-")}.pdf`);
    expect(response.text.startsWith("%PDF-")).toBe(true);
  });
});

describe("the download page /orders/:id/invoice", () => {
  it("sends the PDF to the order's customer and admins with their session, 404 to another customer, the login page to a visitor", async () => {
    const order = await paidOrder(customer, [{ productId: oilId, quantity: 1 }]);
    const path = `/orders/${order._id}/invoice`;
    const own = await callPage(path, { cookie: `${SESSION_COOKIE}=${customer.token}` });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.text.startsWith("%PDF-")).toBe(true);
    expect((await callPage(path, { cookie: `${SESSION_COOKIE}=${admin.token}` })).status).toBe(200);
    const stranger = await createCustomer();
    expect((await callPage(path, { cookie: `${SESSION_COOKIE}=${stranger.token}` })).status).toBe(404);
    const visitor = await callPage(path);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login");
  });

  it("the payment mail links to it", async () => {
    const order = await paidOrder(customer, [{ productId: oilId, quantity: 1 }]);
    const mails = await mailsAbout(order._id, customer.email);
    expect(mails.some((mail) => mail.text_body.includes(`Your invoice ${order.invoiceNumber}: `) && mail.text_body.includes(`/orders/${order._id}/invoice`))).toBe(true);
  });
});

describe("numbering", () => {
  it("gives 10 payments verified at the same moment 10 consecutive numbers, none twice", async () => {
    const orders = [];
    for (let index = 0; index < 10; index += 1) {
      const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }]);
      await putOrder(customer.token, placed.body._id, { amountPaid: placed.body.bill, transactionId: freshUtr() });
      orders.push(placed.body);
    }
    const verified = await Promise.all(orders.map((order) => putOrder(admin.token, order._id, { paymentStatus: "verified" })));
    expect(verified.map((response) => response.status)).toEqual(Array(10).fill(200));
    const serials = verified.map((response) => Number(String(response.body.invoiceNumber).split("/")[2])).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(10);
    expect(serials[9] - serials[0]).toBe(9);
    // No other number was taken in between: the series has no gap.
    const { results } = await env.DB.prepare("select serial from invoices where kind = 'invoice' order by serial").all<{ serial: number }>();
    expect(results.map((row) => row.serial)).toEqual(results.map((_, index) => index + 1));
  });

  it("starts again at 00001 in a new financial year (1 April, India time)", async () => {
    // Reported now; verified (through the service, as a session token would expire in 2031) on either side of midnight.
    const reported = [];
    for (let index = 0; index < 3; index += 1) {
      const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }]);
      await putOrder(customer.token, placed.body._id, { amountPaid: placed.body.bill, transactionId: freshUtr() });
      reported.push(placed.body._id as string);
    }
    const actor = { id: admin.user._id, role: "admin" as const, emailAddress: admin.email, name: admin.user.name };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2031-03-31T18:29:00Z")); // 23:59 IST, 31 March 2031
      const march = await applyTransition(serviceContext(), actor, reported[0], "verify");
      vi.setSystemTime(new Date("2031-03-31T18:31:00Z")); // 00:01 IST, 1 April 2031
      const april = await applyTransition(serviceContext(), actor, reported[1], "verify");
      const second = await applyTransition(serviceContext(), actor, reported[2], "verify");
      expect(march.invoiceNumber).toBe("TS/30-31/00001");
      expect(april.invoiceNumber).toBe("TS/31-32/00001");
      expect(second.invoiceNumber).toBe("TS/31-32/00002");
    } finally {
      vi.useRealTimers();
    }
    expect((await invoiceJson(admin.token, reported[1])).body.date).toBe("2031-04-01");
  });
});

describe("credit notes", () => {
  it("a paid order cancelled gets a credit note against its invoice; the invoice is unchanged", async () => {
    const order = await paidOrder(customer, [{ productId: oilId, quantity: 1 }]);
    const before = (await invoiceJson(customer.token, order._id)).body;
    const cancelled = await putOrder(admin.token, order._id, { orderStatus: "cancelled", reason: "Out of stock at the mill" });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.creditNoteNumber).toMatch(/^TSCN\/\d\d-\d\d\/\d{5}$/);
    expect(cancelled.body.invoiceNumber).toBe(order.invoiceNumber);
    expect((await invoiceJson(customer.token, order._id)).body).toEqual(before);
    const note = (await invoiceJson(customer.token, order._id, "credit-note")).body;
    expect(note).toMatchObject({ kind: "credit-note", refersTo: { number: order.invoiceNumber, date: before.date } });
    expect(note.reason).toContain("Out of stock at the mill");
    expect(note.totals).toEqual(before.totals);
    // Refunding it afterwards issues nothing more.
    const refunded = await putOrder(admin.token, order._id, { paymentStatus: "refunded", refundReference: "RFND1234" });
    expect(refunded.body.creditNoteNumber).toBe(cancelled.body.creditNoteNumber);
    const count = await env.DB.prepare("select count(*) n from invoices where order_id = ?").bind(order._id).first<{ n: number }>();
    expect(count?.n).toBe(2);
  });

  it("an order cancelled before it was paid gets neither", async () => {
    const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }]);
    const cancelled = await putOrder(customer.token, placed.body._id, { orderStatus: "cancelled", reason: "Changed my mind" });
    expect(cancelled.body).toMatchObject({ invoiceNumber: null, creditNoteNumber: null });
  });
});

describe("settings", () => {
  it("refuse a registered shop without a GSTIN, a GSTIN of another state and a bad prefix", async () => {
    expect((await saveSettings({ ...REGISTERED, gstin: "" })).body.message).toMatch(/needs its GSTIN/);
    expect((await saveSettings({ ...REGISTERED, shopState: "Karnataka" })).body.message).toMatch(/not in Karnataka \(29\)/);
    expect((await saveSettings({ ...REGISTERED, invoicePrefix: "TOO-LONG" })).body.message).toMatch(/1 to 4 letters or digits/);
    expect((await saveSettings({ ...REGISTERED, shopState: "Atlantis" })).status).toBe(400);
  });

  it("keep the GST settings when an older client saves without them", async () => {
    expect((await saveSettings({ gstin: "37AAAAA0000A1Z1" })).status).toBe(200);
    const settings = (await call("/api/settings")).body.settings;
    expect(settings).toMatchObject({ gstRegistered: true, shopState: "Andhra Pradesh", invoicePrefix: "TS" });
  });

  it("an unregistered shop issues a bill of supply with no tax", async () => {
    expect((await saveSettings({ ...REGISTERED, gstRegistered: false, gstin: "" })).status).toBe(200);
    try {
      const order = await paidOrder(customer, [{ productId: facePackId, quantity: 1 }]);
      const invoice = (await invoiceJson(customer.token, order._id)).body;
      expect(invoice.documentClass).toBe("bill-of-supply");
      expect(invoice.supplier.gstin).toBeNull();
      expect(invoice.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 0, taxableValue: order.bill, total: order.bill });
    } finally {
      await saveSettings(REGISTERED);
    }
  });
});
