/**
 * Issue 29's payments findings, each from a statement written in its bank's export layout (tests/fixtures/
 * statements/issue29, not the app's samples): reversals, amount + Dr/Cr columns, one line whatever the file format,
 * the reference column's UTR over a phone number and the date window, "not in statement" only after the statement's
 * last complete day, the refund due of an overpayment, and two credits with one UTR in the bulk actions.
 * The fixtures' DAY0/DAYM1/DAYM2 (today, yesterday, the day before), UTRx and AMOUNTx are filled in here, so the
 * lines fall around the orders this file places today.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { freshUtr, placeOrder, putOrder, stateOf } from "../helpers/orders";
import { hdfcDate, istDay, statementForm } from "../helpers/statements";
import hdfcTemplate from "../fixtures/statements/issue29/hdfc-reversal-duplicate-phone.csv?raw";
import sbiTemplate from "../fixtures/statements/issue29/sbi-old-credit.csv?raw";
import iciciTemplate from "../fixtures/statements/issue29/icici-non-upi.csv?raw";
import iciciResavedTemplate from "../fixtures/statements/issue29/icici-non-upi-excel-resaved.csv?raw";
import amountCrDrTemplate from "../fixtures/statements/issue29/amount-crdr.csv?raw";

let admin: Account;
let customer: Account;
let categoryId: string;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const slashDate = (day: string) => day.split("-").reverse().join("/");
const dashDate = (day: string) => day.split("-").reverse().join("-");
const sbiDate = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

function fill(template: string, dateOf: (day: string) => string, values: Record<string, string> = {}): string {
  let text = template.replaceAll("DAYM2", dateOf(istDay(-2))).replaceAll("DAYM1", dateOf(istDay(-1))).replaceAll("DAY0", dateOf(istDay()));
  for (const [token, value] of Object.entries(values)) text = text.replaceAll(token, value);
  return text;
}

async function upload(text: string, fields: Record<string, string> = {}) {
  return call("/api/admin/payments/statements", { method: "POST", body: statementForm(text, fields), token: admin.token });
}

async function importOk(text: string, fields: Record<string, string> = {}) {
  const response = await upload(text, fields);
  if (response.status !== 201) throw new Error(`import failed: ${response.status} ${response.text}`);
  return response.body;
}

let billCounter = 0;
const uniqueBill = () => 2000 + (billCounter += 1) * 11 + 0.5;

async function orderOf(bill: number, utr?: string) {
  const product = await addProduct(admin, categoryId, { mrp: String(bill), salePrice: String(bill) });
  const order = await placeOrder(customer.token, [{ productId: product._id, quantity: 1 }]);
  if (utr) {
    const reported = await putOrder(customer.token, order._id, { amountPaid: bill, transactionId: utr });
    if (reported.status !== 200) throw new Error(`pay failed: ${reported.status} ${reported.text}`);
  }
  return order;
}

async function matches(status?: string) {
  const response = await call(`/api/admin/payments/matches?pageSize=200${status ? `&status=${status}` : ""}`, { token: admin.token });
  expect(response.status).toBe(200);
  return response.body.matches as any[];
}

async function orderView(orderId: string) {
  const list = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
  return list.body.find((o: { _id: string }) => o._id === orderId);
}

const creditsOf = async (utr: string) =>
  (await env.DB.prepare("select id, amount_paise from bank_credits where utr = ? order by day, id").bind(utr).all<{ id: string; amount_paise: number }>()).results;

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  categoryId = (await addCategory(admin))._id;
});

describe("HDFC: a reversed credit, one UTR twice, a phone number in the payer's name", () => {
  const [utrA, utrB, utrC] = [freshUtr(), freshUtr(), freshUtr()];
  const [billA, billB, billC] = [uniqueBill(), uniqueBill(), uniqueBill()];
  const money = (rupees: number) => rupees.toLocaleString("en-IN", { minimumFractionDigits: 2 });
  let orderA: { _id: string };
  let orderB: { _id: string };
  let orderC: { _id: string };

  beforeAll(async () => {
    orderA = await orderOf(billA, utrA);
    orderB = await orderOf(billB, utrB);
    orderC = await orderOf(billC, utrC);
    await importOk(fill(hdfcTemplate, hdfcDate, { UTRA: utrA, UTRB: utrB, UTRC: utrC, AMOUNTA: money(billA), AMOUNTB: money(billB), AMOUNTC: money(billC) }));
  });

  it("a reversal cancels its credit: never matched, never verified, shown as taken back", async () => {
    const entry = (await matches()).find((m) => m.order?._id === orderA._id);
    expect(entry).toMatchObject({ status: "reversed", credit: { upiReference: utrA } });
    expect((await orderView(orderA._id)).paymentCheck).toBe("reversed");
    const settle = await call("/api/admin/payments/settle", { method: "POST", token: admin.token, json: { orderId: orderA._id, creditId: (await creditsOf(utrA))[0].id } });
    expect(settle.status).toBe(409);
    expect((await stateOf(orderA._id)).paymentStatus).toBe("done");
  });

  it("the reference column's UTR wins over a phone number in the payer's name", async () => {
    expect(await creditsOf(utrC)).toHaveLength(1);
    expect((await matches()).find((m) => m.order?._id === orderC._id)).toMatchObject({ status: "matched", difference: 0 });
  });

  it("two credits with one UTR: verify-all verifies the order once, the other credit waits for a person", async () => {
    const twins = await creditsOf(utrB);
    expect(twins).toHaveLength(2);
    const duplicate = (await matches("duplicate")).find((m) => m.order?._id === orderB._id);
    expect(duplicate?.credit._id).toBe(twins[1].id);
    const verify = await call("/api/admin/payments/verify-matched", { method: "POST", token: admin.token, json: {} });
    expect(verify.status).toBe(200);
    expect(verify.body.orderIds).toContain(orderB._id);
    expect(verify.body.orderIds).toContain(orderC._id);
    expect(verify.body.orderIds).not.toContain(orderA._id);
    expect((await stateOf(orderB._id)).paymentStatus).toBe("verified");
    const again = await call("/api/admin/payments/verify-matched", { method: "POST", token: admin.token, json: {} });
    expect(again.status).toBe(200);
    expect((await matches("duplicate")).some((m) => m.credit._id === twins[1].id)).toBe(true);
  });

  it("an order already verified on a credit that is reversed later is flagged for the admin", async () => {
    const utr = freshUtr();
    const bill = uniqueBill();
    const order = await orderOf(bill, utr);
    const credit = fill(hdfcTemplate, hdfcDate).split("\r\n").slice(0, 7).join("\r\n");
    const line = (narration: string, withdrawal: string, deposit: string) =>
      `"${hdfcDate(istDay())}","${narration}","0000${utr}","${hdfcDate(istDay())}","${withdrawal}","${deposit}","1,000.00"`;
    await importOk(`${credit}\r\n${line(`UPI-ASHA-asha@okaxis-UTIB0000123-${utr}-x`, "", money(bill))}\r\n`);
    expect((await call("/api/admin/payments/verify-matched", { method: "POST", token: admin.token, json: {} })).body.orderIds).toContain(order._id);
    await importOk(`${credit}\r\n${line(`REV-UPI-ASHA-asha@okaxis-UTIB0000123-${utr}-x`, money(bill), "")}\r\n`);
    expect((await orderView(order._id)).paymentCheck).toBe("reversed");
    expect((await matches("reversed")).find((m) => m.order?._id === order._id)?.order.paymentStatus).toBe("verified");
    expect((await matches("matched")).some((m) => m.order?._id === order._id)).toBe(false);
  });
});

describe("auto-verify on import with one UTR twice", () => {
  it("imports (201), verifies the order with one credit and leaves the other for a person", async () => {
    const utr = freshUtr();
    const bill = uniqueBill();
    const order = await orderOf(bill, utr);
    const head = fill(hdfcTemplate, hdfcDate).split("\r\n").slice(0, 7).join("\r\n");
    const line = `"${hdfcDate(istDay())}","UPI-ASHA-asha@okaxis-UTIB0000123-${utr}-x","0000${utr}","${hdfcDate(istDay())}","","${bill.toFixed(2)}","1,000.00"`;
    await call("/api/admin/payments/settings", { method: "PUT", token: admin.token, json: { autoVerify: true } });
    try {
      const response = await upload(`${head}\r\n${line}\r\n${line}\r\n`);
      expect(response.status).toBe(201);
      expect(response.body.verified).toBeGreaterThanOrEqual(1);
      expect((await stateOf(order._id)).paymentStatus).toBe("verified");
      expect((await matches("duplicate")).filter((m) => m.order?._id === order._id)).toHaveLength(1);
    } finally {
      await call("/api/admin/payments/settings", { method: "PUT", token: admin.token, json: { autoVerify: false } });
    }
  });
});

describe("SBI: an old credit does not pay a new order by reference", () => {
  it("matches only within the date window, which the admin can widen", async () => {
    const [utrOld, utrNew] = [freshUtr(), freshUtr()];
    const [oldBill, newBill] = [uniqueBill(), uniqueBill()];
    const oldOrder = await orderOf(oldBill, utrOld);
    const newOrder = await orderOf(newBill, utrNew);
    await importOk(fill(sbiTemplate, sbiDate, { UTRD: utrOld, UTRE: utrNew, AMOUNTD: oldBill.toFixed(2), AMOUNTE: newBill.toFixed(2) }));
    const all = await matches();
    expect(all.find((m) => m.order?._id === newOrder._id)).toMatchObject({ status: "matched" });
    expect(all.some((m) => m.order?._id === oldOrder._id && m.credit?.upiReference === utrOld)).toBe(false);
    expect((await call("/api/admin/payments/summary", { token: admin.token })).body.summary.matchWindowDays).toBe(7);
    const widen = await call("/api/admin/payments/settings", { method: "PUT", token: admin.token, json: { matchWindowDays: 5000 } });
    expect(widen.status).toBe(400);
    const set = await call("/api/admin/payments/settings", { method: "PUT", token: admin.token, json: { matchWindowDays: 0 } });
    expect(set.body.summary.matchWindowDays).toBe(0);
    await call("/api/admin/payments/settings", { method: "PUT", token: admin.token, json: { matchWindowDays: 7 } });
  });
});

describe("ICICI: one line whatever the file format", () => {
  it("stores a non-UPI line once when the statement comes again re-saved by Excel", async () => {
    const first = await importOk(fill(iciciTemplate, slashDate));
    expect(first.statement).toMatchObject({ credits: 3, duplicates: 0 });
    const again = await importOk(fill(iciciResavedTemplate, dashDate));
    expect(again.statement).toMatchObject({ credits: 3, duplicates: 3 });
    const stored = await env.DB.prepare("select count(*) as n from bank_credits where narration like 'NEFT-SBIN426051234567%' or lower(narration) like '%cash deposit%'").first<{ n: number }>();
    expect(stored?.n).toBe(3);
  });
});

describe("one amount column with a Dr/Cr column (a bank mapped by the admin)", () => {
  const file = () => fill(amountCrDrTemplate, slashDate);
  const columns = (extra: Record<string, string> = {}) =>
    JSON.stringify({ date: "Transaction Date", narration: "Particulars", reference: "Reference No", credit: "Amount", ...extra });

  it("refuses a mapping that would read debits as credits, naming the Dr/Cr column", async () => {
    const mapping = await call("/api/admin/payments/mappings", {
      method: "PUT",
      token: admin.token,
      json: { name: "Amount only", columns: JSON.parse(columns()) },
    });
    expect(mapping.status).toBe(200);
    const refused = await upload(file(), { mapping: "Amount only" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("'CR/DR'");
    expect((await env.DB.prepare("select count(*) as n from bank_credits where narration like '%bescom@axisbank%'").first<{ n: number }>())?.n).toBe(0);
  });

  it("reads the Dr/Cr column of a mapping: credits stored, debits never", async () => {
    const saved = await call("/api/admin/payments/mappings", {
      method: "PUT",
      token: admin.token,
      json: { name: "Amount and CR/DR", columns: JSON.parse(columns({ indicator: "CR/DR" })) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.mapping.columns.indicator).toBe("CR/DR");
    const body = await importOk(file(), { mapping: "Amount and CR/DR" });
    expect(body.statement).toMatchObject({ lines: 4, credits: 2 });
    const debits = await env.DB.prepare("select count(*) as n from bank_credits where narration like '%bescom@axisbank%' or narration like 'ACH/DEBIT%'").first<{ n: number }>();
    expect(debits?.n).toBe(0);
  });
});

describe("a payment reported after the statement was exported", () => {
  it("is not listed as not in statement while the statement's last day may be incomplete", async () => {
    const order = await orderOf(uniqueBill(), freshUtr());
    await importOk(fill(iciciTemplate, slashDate));
    expect((await matches("not_in_statement")).some((m) => m.order?._id === order._id)).toBe(false);
    expect((await orderView(order._id)).paymentCheck).toBe("unchecked");
  });
});

describe("an overpayment", () => {
  it("records the excess as refund due, on the order and the payments page", async () => {
    const utr = freshUtr();
    const bill = uniqueBill();
    const order = await orderOf(bill, utr);
    const text = fill(hdfcTemplate, hdfcDate).split("\r\n").slice(0, 7).join("\r\n");
    await importOk(`${text}\r\n"${hdfcDate(istDay())}","UPI-ASHA-asha@okaxis-UTIB0000123-${utr}-x","0000${utr}","${hdfcDate(istDay())}","","${(bill + 150).toFixed(2)}","1,000.00"\r\n`);
    const creditId = (await creditsOf(utr))[0].id;
    const settle = await call("/api/admin/payments/settle", { method: "POST", token: admin.token, json: { orderId: order._id, creditId, confirm: true } });
    expect(settle.status).toBe(200);
    expect(settle.body.order.refundDue).toBe(150);
    expect((await env.DB.prepare("select refund_due_paise as p from orders where id = ?").bind(order._id).first<{ p: number }>())?.p).toBe(15000);
    expect((await matches("over")).find((m) => m.order?._id === order._id)?.order.refundDue).toBe(150);
  });
});
