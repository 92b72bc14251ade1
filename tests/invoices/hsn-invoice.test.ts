/**
 * Invoices and the HSN master (issue 28): a line never prints a blank HSN, and a product whose HSN is missing, not in
 * the rate table or saved "uncertain" is taxed at the catch-all rate with its line flagged (`hsnFlag`), which the GST
 * page's month and the HSN check show. Figures are worked out here: ₹420 at the catch-all 18 % within Andhra Pradesh
 * is 42000 / 1.18 = 35593.22 paise, 35593 would leave 6407 p of tax (odd), so the taxable value takes the odd paisa
 * towards the exact value, 35594, and the tax is 6406 = 3203 + 3203; at the oil's own 5 % it is 40000 + 1000 + 1000.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { freshUtr, postOrder, putOrder } from "../helpers/orders";
import { extractText, getDocumentProxy } from "unpdf";
import { istDay } from "../../worker/domains/invoices/shared/gst";
import { renderInvoicePdf } from "../../worker/domains/invoices/pdf";
import type { InvoiceDocument } from "../../worker/domains/invoices/shared/document";

let admin: Account;
let customer: Account;
let categoryId: string;

const SHOP = {
  legalName: "Ghani HSN Test Shop",
  address: "1 Mill Road, Guntur, Andhra Pradesh 522001",
  fssaiNumber: "10000000000000",
  carePhone: "+91 90000 00000",
  careEmail: "care@ghani.example",
  gstRegistered: true,
  gstin: "37AAAAA0000A1Z1",
  shopState: "Andhra Pradesh",
  invoicePrefix: "HS",
  creditNotePrefix: "HSCN",
};

type Line = { description: string; hsn: string; hsnFlag: string | null; rate: number; taxableValue: number; cgst: number; sgst: number; igst: number; total: number };

/** The verified order's invoice lines for one unit of the product, goods only. */
async function invoicedGoods(productId: string): Promise<{ orderId: string; goods: Line[]; all: Line[] }> {
  const placed = await postOrder(customer.token, [{ productId, quantity: 1 }]);
  expect(placed.status, placed.text).toBe(201);
  const paid = await putOrder(customer.token, placed.body._id, { amountPaid: placed.body.bill, transactionId: freshUtr() });
  expect(paid.status, paid.text).toBe(200);
  expect((await putOrder(admin.token, placed.body._id, { paymentStatus: "verified" })).status).toBe(200);
  const invoice = await call(`/api/order/${placed.body._id}/invoice?format=json`, { token: admin.token });
  expect(invoice.status, invoice.text).toBe(200);
  const all: Line[] = invoice.body.lines;
  return { orderId: placed.body._id, goods: all.filter((line) => !/charge|fee/i.test(line.description)), all };
}

const product = (overrides: Record<string, unknown>) => addProduct(admin, categoryId, { mrp: "450", salePrice: "420", ...overrides });

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  categoryId = (await addCategory(admin))._id;
  const saved = await call("/api/admin/settings", { method: "PUT", token: admin.token, json: SHOP });
  expect(saved.status, saved.text).toBe(200);
});

describe("an invoice never prints a blank HSN", () => {
  it("a known code prints as saved, at its own rate, unflagged", async () => {
    const { goods } = await invoicedGoods((await product({ hsnCode: "150890" }))._id);
    expect(goods).toHaveLength(1);
    expect(goods[0]).toMatchObject({ hsn: "150890", hsnFlag: null, rate: 5, taxableValue: 400, cgst: 10, sgst: 10, igst: 0, total: 420 });
  });

  it("an unknown HSN cannot reach an invoice unflagged: printed as saved, taxed at the catch-all, flagged on the GST page", async () => {
    const oil = await product({ hsnCode: "150890" });
    // Saved before saves were checked against the rate table: the API now refuses 9999, so it is written directly.
    await env.DB.prepare("update products set hsn_code = '9999' where id = ?").bind(oil._id).run();
    const { orderId, goods, all } = await invoicedGoods(oil._id);
    expect(goods[0]).toMatchObject({ hsn: "9999", hsnFlag: "unknown", rate: 18, taxableValue: 355.94, cgst: 32.03, sgst: 32.03, total: 420 });
    // A delivery or COD charge follows its principal supply, flag included.
    for (const line of all) expect(line.hsnFlag).toBe("unknown");

    const summary = await call(`/api/admin/gst/summary?month=${istDay().slice(0, 7)}`, { token: admin.token });
    expect(summary.status, summary.text).toBe(200);
    const row = summary.body.documents.find((document: { orderId: string }) => document.orderId === orderId);
    expect(row.hsnFlaggedLines).toBe(all.length);
  });

  it("a product without an HSN code prints N/A, never blank, at the catch-all rate, flagged missing", async () => {
    const { goods, all } = await invoicedGoods((await product({}))._id);
    expect(goods[0]).toMatchObject({ hsn: "N/A", hsnFlag: "missing", rate: 18, taxableValue: 355.94, cgst: 32.03, sgst: 32.03 });
    for (const line of all) expect(line.hsn.trim()).not.toBe("");
  });

  it("a missing HSN keeps the month out of the offline tool's GSTR-1 zip, naming the document, until it is corrected", async () => {
    const { orderId } = await invoicedGoods((await product({}))._id);
    const number = (await call(`/api/order/${orderId}/invoice?format=json`, { token: admin.token })).body.number as string;
    const zip = await call(`/api/admin/gst/gstr1.zip?month=${istDay().slice(0, 7)}`, { token: admin.token });
    expect(zip.status).toBe(422);
    expect(zip.body.message).toContain(number);
  });

  it("a code saved 'uncertain' takes the catch-all even when the table knows it: the admin chose it", async () => {
    const { goods } = await invoicedGoods((await product({ hsnCode: "150890", hsnUncertain: true }))._id);
    expect(goods[0]).toMatchObject({ hsn: "150890", hsnFlag: "uncertain", rate: 18, taxableValue: 355.94 });
  });

  it("the PDF's HSN column prints the marker too", async () => {
    const item = await product({ name: "Unclassified laddu" });
    const { orderId } = await invoicedGoods(item._id);
    const stored = await env.DB.prepare("select document from invoices where order_id = ? and kind = 'invoice'").bind(orderId).first<{ document: string }>();
    const proxy = await getDocumentProxy((await renderInvoicePdf(JSON.parse(stored!.document) as InvoiceDocument)).slice());
    const { text } = await extractText(proxy, { mergePages: true });
    // Description, then the HSN/SAC column, then quantity and unit.
    expect(text).toMatch(/Unclassified laddu[^\n]*? N\/A 1 NOS/);
  });
});
