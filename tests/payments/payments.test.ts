/**
 * Payments checked against the bank statement (issue 16): statement import (idempotent, overlapping statements),
 * every match status, acting on them through the order state machine with the statement line as evidence, the
 * auto-verify setting, saved column mappings, and the match state on order views.
 *
 * The matcher is checked two ways: scenario by scenario, and against an independent model of the issue's rules
 * (written here from the issue, not imported from the app) over every stored credit and order.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, env } from "../helpers/api";
import { serviceContext } from "../helpers/services";
import { importStatement } from "../../worker/domains/payments/statements";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { countRows, eventsOf, freshUtr, placeOrder, putOrder, stateOf } from "../helpers/orders";
import axisCsv from "../fixtures/statements/axis.csv?raw";
import hdfcCsv from "../fixtures/statements/hdfc.csv?raw";
import hdfcXlsxDataUrl from "../fixtures/statements/hdfc.xlsx?inline";
import iciciCsv from "../fixtures/statements/icici.csv?raw";
import kotakCsv from "../fixtures/statements/kotak.csv?raw";
import sbiCsv from "../fixtures/statements/sbi.csv?raw";
import { creditIdOf, hdfcStatement, istDay, statementForm, upiCredit } from "../helpers/statements";

let admin: Account;
let customer: Account;
let categoryId: string;

async function upload(text: string, options: { mapping?: string; token?: string; fileName?: string } = {}) {
  const form = statementForm(text, options.mapping ? { mapping: options.mapping } : {}, options.fileName);
  return call("/api/admin/payments/statements", { method: "POST", body: form, token: options.token ?? admin.token });
}

async function importOk(text: string, options: { mapping?: string } = {}) {
  const response = await upload(text, options);
  if (response.status !== 201) throw new Error(`import failed: ${response.status} ${response.text}`);
  return response.body;
}

/** An order of one product at `bill` rupees; reported as paid with `utr` when given. */
async function orderOf(bill: number, utr?: string, paid = bill) {
  const product = await addProduct(admin, categoryId, { mrp: String(bill), salePrice: String(bill) });
  const order = await placeOrder(customer.token, [{ productId: product._id, quantity: 1 }]);
  if (utr) {
    const reported = await putOrder(customer.token, order._id, { amountPaid: paid, transactionId: utr });
    if (reported.status !== 200) throw new Error(`pay failed: ${reported.status} ${reported.text}`);
  }
  return order;
}

async function matches(status?: string) {
  const response = await call(`/api/admin/payments/matches?pageSize=200${status ? `&status=${status}` : ""}`, { token: admin.token });
  expect(response.status).toBe(200);
  return response.body.matches as any[];
}

const entryFor = (list: any[], key: { order?: string; credit?: string }) =>
  list.find((entry) => (!key.order || entry.order?._id === key.order) && (!key.credit || entry.credit?._id === key.credit));

/** A bill no other order of this file has: suggestions match by amount, so scenarios must not collide. */
let billCounter = 0;
const uniqueBill = () => 1000 + (billCounter += 1) * 7 + 0.25;

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  categoryId = (await addCategory(admin))._id;
});

describe("statement import", () => {
  it("stores each credit of a statement once, ignores debits, and says what the file held", async () => {
    const [u1, u2] = [freshUtr(), freshUtr()];
    const text = hdfcStatement([
      upiCredit(u1, 420, "ASHA RANI", istDay(-3)),
      { day: istDay(-2), narration: "POS 4321 AMAZON", debit: 999 },
      upiCredit(u2, 150.5, "RAVI KUMAR", istDay(-1)),
      { day: istDay(-1), narration: "NEFT CR-SBIN0001234-GOPAL TRADERS-INVOICE 22", ref: "SBIN423456789012", credit: 5000 },
    ]);
    const body = await importOk(text);
    expect(body.success).toBe(true);
    expect(body.statement).toMatchObject({ lines: 4, credits: 3, duplicates: 0, from: istDay(-3), to: istDay(-1) });
    expect(body.summary.counts).toBeDefined();
    const stored = await env.DB.prepare("select amount_paise, utr, payer_name, day from bank_credits where statement_id = ? order by amount_paise")
      .bind(body.statement._id)
      .all();
    expect(stored.results).toEqual([
      { amount_paise: 15050, utr: u2, payer_name: "RAVI KUMAR", day: istDay(-1) },
      { amount_paise: 42000, utr: u1, payer_name: "ASHA RANI", day: istDay(-3) },
      { amount_paise: 500000, utr: null, payer_name: null, day: istDay(-1) },
    ]);

    // The same file again stores nothing new.
    const again = await importOk(text);
    expect(again.statement).toMatchObject({ lines: 4, credits: 3, duplicates: 3 });
    expect(await countRows("select count(*) as n from bank_credits where statement_id = ?", again.statement._id)).toBe(0);
  });

  it("stores the credits two overlapping statements share once, and identical lines of one file each once", async () => {
    const [a, b, c] = [freshUtr(), freshUtr(), freshUtr()];
    const cash = { day: istDay(-5), narration: "CASH DEPOSIT BY SELF", credit: 777 };
    const first = await importOk(hdfcStatement([upiCredit(a, 310, "A", istDay(-6)), cash, cash, upiCredit(b, 320, "B", istDay(-5))]));
    expect(first.statement).toMatchObject({ credits: 4, duplicates: 0 });
    const second = await importOk(hdfcStatement([cash, cash, upiCredit(b, 320, "B", istDay(-5)), upiCredit(c, 330, "C", istDay(-4))]));
    expect(second.statement).toMatchObject({ credits: 4, duplicates: 3 });
    expect(await countRows("select count(*) as n from bank_credits where narration = 'CASH DEPOSIT BY SELF' and day = ?", istDay(-5))).toBe(2);
    expect(await countRows("select count(*) as n from bank_credits where utr in (?, ?, ?)", a, b, c)).toBe(3);
  });

  it("imports each preset bank's sample export and an Excel workbook through the upload", async () => {
    for (const [bank, text] of [["hdfc", hdfcCsv], ["icici", iciciCsv], ["sbi", sbiCsv], ["axis", axisCsv], ["kotak", kotakCsv]]) {
      const response = await upload(text, { fileName: `${bank}.csv` });
      expect(response.status, bank).toBe(201);
      expect(response.body.statement.format).toBe(bank);
      expect(response.body.statement.credits, bank).toBeGreaterThan(0);
    }
    const bytes = Uint8Array.from(atob(hdfcXlsxDataUrl.slice(hdfcXlsxDataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.set("file", new File([bytes], "hdfc.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }));
    const workbook = await call("/api/admin/payments/statements", { method: "POST", body: form, token: admin.token });
    expect(workbook.status).toBe(201);
    // The workbook holds the same lines as the CSV sample imported just before: every credit is already there.
    expect(workbook.body.statement).toMatchObject({ format: "hdfc", duplicates: workbook.body.statement.credits });
    const oldExcel = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]);
    const refused = await call("/api/admin/payments/statements", { method: "POST", body: (() => { const f = new FormData(); f.set("file", new File([oldExcel], "old.xls")); return f; })(), token: admin.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/\.xls/);
  });

  it("refuses what is not a statement with a message, storing nothing", async () => {
    const before = await countRows("select count(*) as n from bank_statements");
    const garbage = await upload("hello,world\n1,2\n");
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toMatch(/header|column|bank/i);
    const empty = await upload("");
    expect(empty.status).toBe(400);
    const noFile = await call("/api/admin/payments/statements", { method: "POST", body: new FormData(), token: admin.token });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/file/);
    const unknownMapping = await upload(hdfcStatement([upiCredit(freshUtr(), 10)]), { mapping: "No such bank" });
    expect(unknownMapping.status).toBe(400);
    expect(unknownMapping.body.message).toContain("No such bank");
    expect(await countRows("select count(*) as n from bank_statements")).toBe(before);
  });

  it("reads another bank's export with a column mapping saved by name", async () => {
    const utr = freshUtr();
    const saved = await call("/api/admin/payments/mappings", {
      method: "PUT",
      token: admin.token,
      json: { name: "Village Co-op Bank", columns: { date: "Txn Dt", narration: "Particulars", reference: "", credit: "Cr Amt", debit: "Dr Amt" } },
    });
    expect(saved.status).toBe(200);
    const [year, month, date] = istDay(-1).split("-");
    const text = ["Txn Dt,Particulars,Dr Amt,Cr Amt", `${date}-${month}-${year},UPI/P2A/${utr}/MEENA/State Ban/order,,640.00`, `${date}-${month}-${year},ATM WDL,500.00,`].join("\n");
    const body = await importOk(text, { mapping: "village co-op bank" });
    expect(body.statement).toMatchObject({ lines: 2, credits: 1, format: "Village Co-op Bank" });
    expect(await countRows("select count(*) as n from bank_credits where utr = ? and amount_paise = 64000", utr)).toBe(1);
    const list = await call("/api/admin/payments/mappings", { token: admin.token });
    expect(list.body.mappings.map((m: { name: string }) => m.name)).toContain("Village Co-op Bank");
  });
});

describe("what an import keeps", () => {
  const adminPrincipal = () => ({ id: admin.user._id, role: "admin" as const, emailAddress: admin.email, name: admin.user.name });

  it("saves a new column mapping only with the import it reads", async () => {
    const columns = { date: "Txn Dt", narration: "Particulars", reference: null, credit: "Cr Amt", debit: null };
    const refused = await importStatement(serviceContext(), adminPrincipal(), {
      fileName: "wrong.csv",
      data: new TextEncoder().encode("Date,Narration,Amount\n01/11/26,UPI,10\n").buffer as ArrayBuffer,
      newMapping: { name: "Never Saved Bank", columns },
    }).catch((error: unknown) => error);
    expect((refused as { status?: number }).status).toBe(400);
    expect(await countRows("select count(*) as n from statement_mappings where name_key = 'never saved bank'")).toBe(0);
    const [year, month, date] = istDay().split("-");
    await importStatement(serviceContext(), adminPrincipal(), {
      fileName: "right.csv",
      data: new TextEncoder().encode(`Txn Dt,Particulars,Cr Amt\n${date}/${month}/${year},UPI/P2A/${freshUtr()}/X/Bank/n,12.00\n`).buffer as ArrayBuffer,
      newMapping: { name: "Never Saved Bank", columns },
    });
    expect(await countRows("select count(*) as n from statement_mappings where name_key = 'never saved bank'")).toBe(1);
  });

  it("keeps a file name without control or direction-override characters, and caps a narration", async () => {
    const utr = freshUtr();
    const long = `UPI-RAVI-ravi@okaxis-UTIB0000123-${utr}-${"x".repeat(2000)}`;
    const response = await upload(hdfcStatement([{ narration: long, ref: `0000${utr}`, credit: 99 }]), { fileName: "stat\u202Eement\u0007.csv" });
    expect(response.status).toBe(201);
    expect(response.body.statement.fileName).toBe("statement.csv");
    const row = await env.DB.prepare("select length(narration) as n from bank_credits where utr = ?").bind(utr).first<{ n: number }>();
    expect(row!.n).toBe(500);
  });
});

describe("matching", () => {
  it("finds matched, short, over, suggested, not in statement and unmatched credits", async () => {
    const [uMatched, uShort, uOver, uMissing, uStray, uUnreported] = Array.from({ length: 6 }, freshUtr);
    const matched = await orderOf(uniqueBill(), uMatched);
    const short = await orderOf(uniqueBill(), uShort);
    const over = await orderOf(uniqueBill(), uOver);
    const missing = await orderOf(uniqueBill(), uMissing);
    const lonely = await orderOf(uniqueBill()); // pending: the customer paid but never reported it
    const twinBill = uniqueBill();
    const twinA = await orderOf(twinBill);
    const twinB = await orderOf(twinBill);
    const strayAmount = uniqueBill();
    // Reported yesterday, before the statement's last complete day (today's lines may stop at the export).
    await env.DB.prepare("update orders set created_at = ? where id = ?").bind(`${istDay(-1)}T06:00:00.000Z`, missing._id).run();
    await env.DB.prepare("update order_events set created_at = ? where order_id = ? and transition = 'pay'").bind(`${istDay(-1)}T06:30:00.000Z`, missing._id).run();

    await importOk(
      hdfcStatement([
        { day: istDay(-1), narration: "ATW-512345XXXXXX1234-S1ANBG03-BENGALURU", debit: 500 },
        upiCredit(uMatched, matched.bill),
        upiCredit(uShort, short.bill - 50),
        upiCredit(uOver, over.bill + 20),
        upiCredit(uUnreported, lonely.bill),
        upiCredit(freshUtr(), twinBill),
        upiCredit(uStray, strayAmount),
      ]),
    );

    const all = await matches();
    expect(entryFor(all, { order: matched._id })).toMatchObject({ status: "matched", difference: 0, credit: { upiReference: uMatched } });
    expect(entryFor(all, { order: short._id })).toMatchObject({ status: "short", difference: -50 });
    expect(entryFor(all, { order: over._id })).toMatchObject({ status: "over", difference: 20 });
    expect(entryFor(all, { order: missing._id })).toMatchObject({ status: "not_in_statement", credit: null });
    const lonelyCredit = entryFor(all, { credit: await creditIdOf(uUnreported) });
    expect(lonelyCredit).toMatchObject({ status: "suggested", order: { _id: lonely._id } });
    expect(lonelyCredit.candidates.map((o: { _id: string }) => o._id)).toEqual([lonely._id]);
    const twins = all.find((entry) => entry.status === "suggested" && entry.credit.amount === twinBill);
    expect(twins.order).toBeNull();
    expect(twins.candidates.map((o: { _id: string }) => o._id).sort()).toEqual([twinA._id, twinB._id].sort());
    expect(entryFor(all, { credit: await creditIdOf(uStray) })).toMatchObject({ status: "unmatched_credit", order: null, candidates: [] });

    // The status filter lists exactly that status; the summary counts agree with the lists.
    for (const status of ["matched", "short", "over", "suggested", "not_in_statement", "unmatched_credit"]) {
      const listed = await matches(status);
      expect(listed.every((entry) => entry.status === status)).toBe(true);
      expect(listed.length).toBe(all.filter((entry) => entry.status === status).length);
    }
    const summary = (await call("/api/admin/payments/summary", { token: admin.token })).body.summary;
    for (const status of Object.keys(summary.counts)) expect(summary.counts[status]).toBe(all.filter((entry) => entry.status === status).length);
  });

  it("does not flag a reported payment on a day no imported statement covers", async () => {
    const utr = freshUtr();
    const order = await orderOf(uniqueBill(), utr);
    await env.DB.prepare("update orders set created_at = ? where id = ?").bind(`${istDay(-400)}T06:00:00.000Z`, order._id).run();
    expect(entryFor(await matches("not_in_statement"), { order: order._id })).toBeUndefined();
    const view = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect(view.body.find((o: { _id: string }) => o._id === order._id).paymentCheck).toBe("unchecked");
  });

  it("refuses an unknown status filter with a message naming the statuses", async () => {
    const response = await call("/api/admin/payments/matches?status=paid", { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("not_in_statement");
  });
});

describe("acting on the matches", () => {
  it("verifies every exact match through the state machine, with the statement line as evidence", async () => {
    const [u1, u2, u3] = [freshUtr(), freshUtr(), freshUtr()];
    const exact = await orderOf(uniqueBill(), u1);
    // Reported ₹1 less than the bill, but the bank received the whole bill: the bank's figure is what counts.
    const misreported = await orderOf(uniqueBill(), u2);
    await env.DB.prepare("update orders set amount_paid_paise = bill_paise - 100 where id = ?").bind(misreported._id).run();
    const short = await orderOf(uniqueBill(), u3);
    await importOk(hdfcStatement([upiCredit(u1, exact.bill), upiCredit(u2, misreported.bill), upiCredit(u3, short.bill - 1)]));

    const response = await call("/api/admin/payments/verify-matched", { method: "POST", token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.orderIds).toEqual(expect.arrayContaining([exact._id, misreported._id]));
    expect(response.body.orderIds).not.toContain(short._id);
    expect(await stateOf(exact._id)).toEqual({ paymentStatus: "verified", orderStatus: "not yet delivered" });
    expect(await stateOf(short._id)).toEqual({ paymentStatus: "done", orderStatus: "not yet delivered" });

    const row = await env.DB.prepare("select amount_paid_paise, bill_paise, payment_credit_id from orders where id = ?").bind(misreported._id).first();
    expect(row!.amount_paid_paise).toBe(row!.bill_paise);
    expect(row!.payment_credit_id).toBe(await creditIdOf(u2));
    const events = await eventsOf(exact._id);
    expect(events.at(-1)).toMatchObject({ transition: "verify", actor_role: "admin", from_payment_status: "done", to_payment_status: "verified" });
    const evidence = await env.DB.prepare("select bank_credit_id from order_events where order_id = ? and transition = 'verify'").bind(exact._id).first();
    expect(evidence!.bank_credit_id).toBe(await creditIdOf(u1));
    // The customer hears about it as after any verification.
    expect(await countRows("select count(*) as n from mail_outbox where recipient = ? and subject like ?", customer.email, `%payment received%${exact._id.slice(-6)}`)).toBe(1);

    // Nothing is left to verify, and a second press changes nothing.
    const again = await call("/api/admin/payments/verify-matched", { method: "POST", token: admin.token });
    expect(again.body).toMatchObject({ verified: 0, remaining: 0 });
    expect((await eventsOf(exact._id)).filter((e) => e.transition === "verify")).toHaveLength(1);

    // The history shows the evidence.
    const page = await call(`/api/order/user/${customer.user._id}`, { token: customer.token });
    expect(page.body.find((o: { _id: string }) => o._id === exact._id).paymentCheck).toBe("matched");
    expect(page.body.find((o: { _id: string }) => o._id === short._id).paymentCheck).toBe("short");
  });

  it("verifies a short or over match only with the admin's confirmation, and records what was accepted", async () => {
    const utr = freshUtr();
    const order = await orderOf(uniqueBill(), utr);
    await importOk(hdfcStatement([upiCredit(utr, order.bill - 30)]));
    const creditId = await creditIdOf(utr);
    const refused = await call("/api/admin/payments/settle", { token: admin.token, json: { orderId: order._id, creditId } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("₹30");
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "done", orderStatus: "not yet delivered" });

    const accepted = await call("/api/admin/payments/settle", { token: admin.token, json: { orderId: order._id, creditId, confirm: true } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order).toMatchObject({ paymentStatus: "verified", amountPaid: order.bill - 30, paymentCheck: "short" });
    const event = await env.DB.prepare("select confirmed_shortfall_paise, bank_credit_id from order_events where order_id = ? and transition = 'verify'")
      .bind(order._id)
      .first();
    expect(event).toEqual({ confirmed_shortfall_paise: 3000, bank_credit_id: creditId });
  });

  it("records an unreported payment from its statement line, once: a credit pays one order", async () => {
    const bill = uniqueBill();
    const [first, second] = [await orderOf(bill), await orderOf(bill)];
    const utr = freshUtr();
    await importOk(hdfcStatement([upiCredit(utr, bill)]));
    const creditId = await creditIdOf(utr);
    const settled = await call("/api/admin/payments/settle", { token: admin.token, json: { orderId: first._id, creditId } });
    expect(settled.status).toBe(200);
    expect(settled.body.order).toMatchObject({ paymentStatus: "verified", transactionId: utr, amountPaid: bill, paymentCheck: "matched" });
    expect((await eventsOf(first._id)).at(-1)).toMatchObject({ transition: "receive", from_payment_status: "pending", to_payment_status: "verified" });

    const reused = await call("/api/admin/payments/settle", { token: admin.token, json: { orderId: second._id, creditId } });
    expect(reused.status).toBe(409);
    expect(await stateOf(second._id)).toEqual({ paymentStatus: "pending", orderStatus: "not yet delivered" });
    // The settled credit is now a match of its order, and no longer a suggestion for the other.
    const all = await matches();
    expect(entryFor(all, { credit: creditId })).toMatchObject({ status: "matched", order: { _id: first._id } });
  });

  it("refuses to settle an order with a credit that carries another order's reported reference", async () => {
    const utr = freshUtr();
    const owner = await orderOf(uniqueBill(), utr);
    const other = await orderOf(owner.bill);
    await importOk(hdfcStatement([upiCredit(utr, owner.bill)]));
    const response = await call("/api/admin/payments/settle", { token: admin.token, json: { orderId: other._id, creditId: await creditIdOf(utr) } });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain(owner._id.slice(-6));
  });

  it("keeps the evidence-only transition off the order buttons and the status API", async () => {
    const order = await orderOf(uniqueBill());
    const response = await putOrder(admin.token, order._id, { paymentStatus: "verified" });
    expect(response.status).toBe(409);
    expect(await stateOf(order._id)).toEqual({ paymentStatus: "pending", orderStatus: "not yet delivered" });
    const unknown = await call("/api/admin/payments/settle", { token: admin.token, json: { orderId: order._id, creditId: "nope" } });
    expect(unknown.status).toBe(404);
  });

  it("verifies exact matches on import when the shop says so", async () => {
    const utr = freshUtr();
    const order = await orderOf(uniqueBill(), utr);
    const on = await call("/api/admin/payments/settings", { method: "PUT", token: admin.token, json: { autoVerify: true } });
    expect(on.body.summary.autoVerify).toBe(true);
    try {
      const body = await importOk(hdfcStatement([upiCredit(utr, order.bill)]));
      expect(body.verified).toBeGreaterThanOrEqual(1);
      expect(await stateOf(order._id)).toEqual({ paymentStatus: "verified", orderStatus: "not yet delivered" });
    } finally {
      await call("/api/admin/payments/settings", { method: "PUT", token: admin.token, json: { autoVerify: false } });
    }
    const bad = await call("/api/admin/payments/settings", { method: "PUT", token: admin.token, json: { autoVerify: "yes" } });
    expect(bad.status).toBe(400);
  });
});

describe("who may use it", () => {
  it("answers a customer 403 and a visitor 401 on every payments route", async () => {
    const routes: [string, string][] = [
      ["GET", "/api/admin/payments/summary"],
      ["GET", "/api/admin/payments/matches"],
      ["GET", "/api/admin/payments/statements"],
      ["GET", "/api/admin/payments/mappings"],
      ["POST", "/api/admin/payments/verify-matched"],
      ["POST", "/api/admin/payments/settle"],
      ["PUT", "/api/admin/payments/settings"],
      ["PUT", "/api/admin/payments/mappings"],
    ];
    for (const [method, path] of routes) {
      expect((await call(path, { method, token: customer.token, json: method === "GET" ? undefined : {} })).status, `${method} ${path}`).toBe(403);
      expect((await call(path, { method, json: method === "GET" ? undefined : {} })).status, `${method} ${path}`).toBe(401);
    }
    const uploadAsCustomer = await upload(hdfcStatement([upiCredit(freshUtr(), 1)]), { token: customer.token });
    expect(uploadAsCustomer.status).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------------------------
// An independent model of the matching rules, written from the issue (not from the app's SQL), run over every credit,
// order and statement the scenarios above left behind:
//  - a credit belongs to an order when it carries the order's reported transaction id, or when an admin settled the
//    order with it; then it is matched (amount = bill), short (below) or over (above);
//  - a credit that belongs to no order is suggested for the orders that belong to no credit, are pending (and not a
//    wrong order) or done, have exactly its amount as their bill and were placed (IST day) within 2 days of it;
//    with no such order it is an unmatched credit;
//  - a done order with a reported reference that belongs to no credit, placed on or after a statement's first day and
//    reported (its "pay" event) before that statement's last day, is not in the statement (issue 29).
// ---------------------------------------------------------------------------------------------------------
type CreditRow = { id: string; day: string; amount_paise: number; utr: string | null };
type OrderRowModel = {
  id: string;
  bill_paise: number;
  transaction_id: string | null;
  payment_status: string;
  order_status: string;
  created_at: string;
  payment_credit_id: string | null;
  reported_at: string | null;
};

const istDayOf = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
const dayDistance = (a: string, b: string) => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);

function modelMatches(credits: CreditRow[], orders: OrderRowModel[], statements: { from_day: string; to_day: string }[]): string[] {
  const entries: string[] = [];
  const pairedCredits = new Set<string>();
  const pairedOrders = new Set<string>();
  for (const credit of credits) {
    for (const order of orders) {
      if ((credit.utr !== null && order.transaction_id === credit.utr) || order.payment_credit_id === credit.id) {
        const status = credit.amount_paise === order.bill_paise ? "matched" : credit.amount_paise < order.bill_paise ? "short" : "over";
        entries.push(`${status}|${order.id}|${credit.id}`);
        pairedCredits.add(credit.id);
        pairedOrders.add(order.id);
      }
    }
  }
  const open = (order: OrderRowModel) => order.payment_status === "done" || (order.payment_status === "pending" && order.order_status !== "wrong order");
  for (const credit of credits.filter((c) => !pairedCredits.has(c.id))) {
    const candidates = orders
      .filter((o) => !pairedOrders.has(o.id) && open(o) && o.bill_paise === credit.amount_paise && Math.abs(dayDistance(istDayOf(o.created_at), credit.day)) <= 2)
      .map((o) => o.id)
      .sort();
    entries.push(candidates.length ? `suggested|${candidates.join(",")}|${credit.id}` : `unmatched_credit||${credit.id}`);
  }
  for (const order of orders) {
    const reported = istDayOf(order.reported_at ?? order.created_at);
    const covered = statements.some((s) => istDayOf(order.created_at) >= s.from_day && reported < s.to_day);
    if (order.payment_status === "done" && order.transaction_id && !pairedOrders.has(order.id) && covered) entries.push(`not_in_statement|${order.id}|`);
  }
  return entries.sort();
}

describe("the matcher against an independent model of the rules", () => {
  it("lists exactly what the model finds, over everything this file stored", async () => {
    const [credits, orders, statements] = await Promise.all([
      env.DB.prepare("select id, day, amount_paise, utr from bank_credits").all<CreditRow>(),
      env.DB.prepare(
        "select id, bill_paise, transaction_id, payment_status, order_status, created_at, payment_credit_id, (select max(created_at) from order_events e where e.order_id = orders.id and e.transition = 'pay') as reported_at from orders",
      ).all<OrderRowModel>(),
      env.DB.prepare("select from_day, to_day from bank_statements").all<{ from_day: string; to_day: string }>(),
    ]);
    const expected = modelMatches(credits.results, orders.results, statements.results);
    // The scenarios above must have left every status behind, or this comparison proves little.
    for (const status of ["matched", "short", "over", "suggested", "not_in_statement", "unmatched_credit"]) {
      expect(expected.some((entry) => entry.startsWith(`${status}|`)), status).toBe(true);
    }
    const listed: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await call(`/api/admin/payments/matches?pageSize=200&page=${page}`, { token: admin.token });
      const batch = response.body.matches as any[];
      for (const entry of batch) {
        const orderPart =
          entry.status === "suggested" ? entry.candidates.map((o: { _id: string }) => o._id).sort().join(",") : (entry.order?._id ?? "");
        listed.push(`${entry.status}|${orderPart}|${entry.credit?._id ?? ""}`);
      }
      if (listed.length >= response.body.total || batch.length === 0) break;
    }
    expect(listed.sort()).toEqual(expected);
  });
});
