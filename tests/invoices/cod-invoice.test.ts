/**
 * Cash on delivery and GST (issue 28): a COD order's tax invoice goes with the parcel (CGST Act s.31(1)(a): issued
 * before or at the removal of the goods), so it is numbered and dated on the day of dispatch and lands in that month's
 * return; a parcel refused at the door gets its credit note; collecting the cash issues nothing more. Cash that is
 * not the bill is recorded only with the admin's explicit confirmation, as an underpaid UPI payment is verified.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { confirmCodOrder, enableCashOnDelivery, freshUtr, postOrder, putOrder, SHIPMENT } from "../helpers/orders";
import { serviceContext } from "../helpers/services";
import { applyTransition } from "../../worker/domains/orders/transitions";

let admin: Account;
let customer: Account;
let oilId: string;

const SETTINGS = {
  legalName: "Ghani COD Test Shop",
  address: "1 Mill Road, Guntur, Andhra Pradesh 522001",
  fssaiNumber: "10000000000000",
  carePhone: "+91 90000 00000",
  careEmail: "care@ghani.example",
  gstRegistered: true,
  gstin: "37AAAAA0000A1Z1",
  shopState: "Andhra Pradesh",
  invoicePrefix: "CD",
  creditNotePrefix: "CDCN",
};

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  expect((await call("/api/admin/settings", { method: "PUT", token: admin.token, json: SETTINGS })).status).toBe(200);
  await enableCashOnDelivery(4000);
  const category = await addCategory(admin);
  oilId = (await addProduct(admin, category._id, { mrp: "450", salePrice: "420", hsnCode: "150890" }))._id;
});

async function codOrder() {
  const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }], { paymentMethod: "cod" });
  expect(placed.status, placed.text).toBe(201);
  // Issue 32: confirmed by its customer, so that it may ship.
  await confirmCodOrder(customer.token, placed.body._id);
  return placed.body as { _id: string; bill: number; invoiceNumber: string | null };
}

const document = (orderId: string, kind: "invoice" | "credit-note") => call(`/api/order/${orderId}/${kind}?format=json`, { token: admin.token });
const adminActor = () => ({ id: admin.user._id, role: "admin" as const, emailAddress: admin.email, name: admin.user.name });

describe("a COD order's tax invoice", () => {
  it("is issued when the parcel ships, dated and numbered on the day of dispatch; collecting the cash issues no other", async () => {
    const order = await codOrder();
    expect(order.invoiceNumber).toBeNull();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // Shipped at 23:59 IST on 31 May 2032, the cash collected the next morning: the supply is May's.
      vi.setSystemTime(new Date("2032-05-31T18:29:00Z"));
      const shipped = await applyTransition(serviceContext(), adminActor(), order._id, "ship", { input: SHIPMENT });
      expect(shipped.invoiceNumber).toBe("CD/32-33/00001");
      vi.setSystemTime(new Date("2032-06-01T04:00:00Z"));
      const collected = await applyTransition(serviceContext(), adminActor(), order._id, "collect", { input: { amountPaid: order.bill } });
      expect(collected).toMatchObject({ paymentStatus: "verified", orderStatus: "delivered", invoiceNumber: "CD/32-33/00001" });
    } finally {
      vi.useRealTimers();
    }
    const invoice = (await document(order._id, "invoice")).body;
    expect(invoice).toMatchObject({ number: "CD/32-33/00001", date: "2032-05-31", kind: "invoice" });
    expect(invoice.totals.total).toBe(order.bill);
    // In May's return, not June's.
    const numbersOf = async (month: string) =>
      ((await call(`/api/admin/gst/summary?month=${month}`, { token: admin.token })).body.documents as { number: string }[]).map((row) => row.number);
    expect(await numbersOf("2032-05")).toContain("CD/32-33/00001");
    expect(await numbersOf("2032-06")).not.toContain("CD/32-33/00001");
  });

  it("a parcel refused at the door gets a credit note against that invoice", async () => {
    const order = await codOrder();
    const shipped = await putOrder(admin.token, order._id, { orderStatus: "shipped", ...SHIPMENT });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.invoiceNumber).toMatch(/^CD\/\d\d-\d\d\/\d{5}$/);
    const returned = await putOrder(admin.token, order._id, { orderStatus: "returned" });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body.creditNoteNumber).toMatch(/^CDCN\/\d\d-\d\d\/\d{5}$/);
    const note = (await document(order._id, "credit-note")).body;
    expect(note).toMatchObject({ kind: "credit-note", refersTo: { number: shipped.body.invoiceNumber } });
    expect(note.totals.total).toBe(order.bill);
  });

  it("a prepaid order is invoiced when its money is in, and shipping it issues nothing more", async () => {
    const placed = await postOrder(customer.token, [{ productId: oilId, quantity: 1 }]);
    await putOrder(customer.token, placed.body._id, { amountPaid: placed.body.bill, transactionId: freshUtr() });
    const verified = await putOrder(admin.token, placed.body._id, { paymentStatus: "verified" });
    expect(verified.body.invoiceNumber).toMatch(/^CD\//);
    const shipped = await putOrder(admin.token, placed.body._id, { orderStatus: "shipped", ...SHIPMENT });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.invoiceNumber).toBe(verified.body.invoiceNumber);
  });
});

describe("cash collected that is not the bill", () => {
  it("is refused without the admin's confirmation, a paisa short or over alike, and recorded with it", async () => {
    const short = await codOrder();
    expect((await putOrder(admin.token, short._id, { orderStatus: "shipped", ...SHIPMENT })).status).toBe(200);
    const refused = await putOrder(admin.token, short._id, { orderStatus: "delivered", amountPaid: 0.01 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cash collected is not the bill: underpaid by ₹/);
    expect(refused.body.message).toMatch(/confirmCashDifference/);
    expect((await document(short._id, "invoice")).body.totals.total).toBe(short.bill);

    const accepted = await putOrder(admin.token, short._id, { orderStatus: "delivered", amountPaid: 0.01, confirmCashDifference: true });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ paymentStatus: "verified", orderStatus: "delivered", amountPaid: 0.01, paymentMismatch: "underpaid" });
    const event = await env.DB.prepare("select confirmed_shortfall_paise as shortfall from order_events where order_id = ? and transition = 'collect'")
      .bind(short._id)
      .first<{ shortfall: number }>();
    expect(event?.shortfall).toBe(Math.round(short.bill * 100) - 1);

    const over = await codOrder();
    expect((await putOrder(admin.token, over._id, { orderStatus: "shipped", ...SHIPMENT })).status).toBe(200);
    const overRefused = await putOrder(admin.token, over._id, { orderStatus: "delivered", amountPaid: over.bill + 0.01 });
    expect(overRefused.status).toBe(409);
    expect(overRefused.body.message).toMatch(/overpaid by ₹0\.01/);
    // The underpaid confirmation is not this one.
    expect((await putOrder(admin.token, over._id, { orderStatus: "delivered", amountPaid: over.bill + 0.01, confirmUnderpaid: true })).status).toBe(409);
    const exact = await putOrder(admin.token, over._id, { orderStatus: "delivered", amountPaid: over.bill });
    expect(exact.status, exact.text).toBe(200);
  });
});
