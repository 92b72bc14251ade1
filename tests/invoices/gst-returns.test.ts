/**
 * The admin GST page's figures (issue 19): the month summary and the GSTR-1 CSV against an independent model built
 * here from the issued documents themselves (their JSON, as buyers get them), so that a change in the SQL that sums
 * them shows up as a difference.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "../helpers/api";
import { parseCsv } from "../helpers/analytics";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { freshUtr, postOrder, putOrder, verifiedOrder } from "../helpers/orders";
import { serviceContext } from "../helpers/services";
import { istDay } from "../../worker/domains/invoices/shared/gst";
import { applyTransition } from "../../worker/domains/orders/transitions";

type Line = { hsn: string; rate: number; quantity: number; unit: string; taxableValue: number; cgst: number; sgst: number; igst: number; total: number };
type Doc = {
  kind: "invoice" | "credit-note";
  number: string;
  date: string;
  orderId: string;
  intraState: boolean;
  recipient: { name: string; gstin: string | null };
  placeOfSupply: { state: string; stateCode: string };
  refersTo: { number: string; date: string } | null;
  lines: Line[];
  totals: { taxableValue: number; cgst: number; sgst: number; igst: number; total: number };
};

let admin: Account;
let customer: Account;
const documents: Doc[] = [];
const month = istDay().slice(0, 7);
const KARNATAKA = { doorNo: "7", street: "MG Road", city: "Bengaluru", pincode: "560001", state: "Karnataka" };
const TAMIL_NADU = { doorNo: "3", street: "Anna Salai", city: "Chennai", pincode: "600002", state: "Tamil Nadu" };

const paidOrder = async (lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) =>
  (await verifiedOrder(customer.token, admin.token, lines, extra)) as { _id: string; bill: number };

async function documentOf(orderId: string, path: "invoice" | "credit-note"): Promise<Doc> {
  const response = await call(`/api/order/${orderId}/${path}?format=json`, { token: admin.token });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

const round = (value: number) => Math.round(value * 100) / 100;
const signOf = (doc: Doc) => (doc.kind === "credit-note" ? -1 : 1);

/** Adds figures into a keyed map of totals. */
function addInto(map: Map<string, Record<string, number>>, key: string, figures: Record<string, number>) {
  const entry = map.get(key) ?? {};
  for (const [name, value] of Object.entries(figures)) entry[name] = round((entry[name] ?? 0) + value);
  map.set(key, entry);
}

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  const settings = {
    legalName: "Ghani Returns Test",
    address: "1 Mill Road, Guntur",
    fssaiNumber: "10000000000000",
    carePhone: "+91 90000 00000",
    careEmail: "care@ghani.example",
    gstRegistered: true,
    gstin: "37AAAAA0000A1Z1",
    shopState: "Andhra Pradesh",
    invoicePrefix: "RT",
    creditNotePrefix: "RTCN",
  };
  expect((await call("/api/admin/settings", { method: "PUT", token: admin.token, json: settings })).status).toBe(200);
  const category = await addCategory(admin);
  const oil = await addProduct(admin, category._id, { mrp: "450", salePrice: "420", hsnCode: "150890" });
  const namkeen = await addProduct(admin, category._id, { mrp: "99.99", salePrice: "99.99", hsnCode: "210690" });
  const facePack = await addProduct(admin, category._id, { mrp: "118", salePrice: "118", hsnCode: "330499" });
  // ₹60,000 a tin: two make an inter-state invoice above ₹1 lakh (GSTR-1's B2C large table).
  const bulk = await addProduct(admin, category._id, { mrp: "60000", salePrice: "60000", hsnCode: "151590" });

  const intra = await paidOrder([{ productId: oil._id, quantity: 3 }, { productId: namkeen._id, quantity: 7 }, { productId: facePack._id, quantity: 1 }]);
  const interSmall = await paidOrder([{ productId: namkeen._id, quantity: 3 }, { productId: facePack._id, quantity: 2 }], { deliveryAddress: KARNATAKA });
  const interSmall2 = await paidOrder([{ productId: oil._id, quantity: 1 }], { deliveryAddress: KARNATAKA });
  const interLarge = await paidOrder([{ productId: bulk._id, quantity: 2 }], { deliveryAddress: TAMIL_NADU });
  const b2bIntra = await paidOrder([{ productId: oil._id, quantity: 10 }], { buyerGstin: "37AAAAA0000A1Z1", businessName: "Guntur Caterers" });
  const b2bInter = await paidOrder([{ productId: namkeen._id, quantity: 4 }, { productId: oil._id, quantity: 2 }], {
    deliveryAddress: KARNATAKA,
    buyerGstin: "29AAGCB7383J1Z4",
    businessName: "Bengaluru Foods LLP",
  });
  const cancelledB2c = await paidOrder([{ productId: facePack._id, quantity: 1 }]);
  const cancelledLarge = await paidOrder([{ productId: bulk._id, quantity: 2 }], { deliveryAddress: TAMIL_NADU });
  for (const order of [cancelledB2c, cancelledLarge, b2bInter]) {
    expect((await putOrder(admin.token, order._id, { orderStatus: "cancelled", reason: "Returns test" })).status).toBe(200);
  }
  for (const order of [intra, interSmall, interSmall2, interLarge, b2bIntra, b2bInter, cancelledB2c, cancelledLarge]) documents.push(await documentOf(order._id, "invoice"));
  for (const order of [cancelledB2c, cancelledLarge, b2bInter]) documents.push(await documentOf(order._id, "credit-note"));

  // One invoice of last month, which this month's figures must leave out.
  const placed = await postOrder(customer.token, [{ productId: oil._id, quantity: 1 }]);
  await putOrder(customer.token, placed.body._id, { amountPaid: placed.body.bill, transactionId: freshUtr() });
  const actor = { id: admin.user._id, role: "admin" as const, emailAddress: admin.email, name: admin.user.name };
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(new Date(Date.parse(`${month}-01T00:00:00+05:30`) - 60_000));
    await applyTransition(serviceContext(), actor, placed.body._id, "verify");
  } finally {
    vi.useRealTimers();
  }
});

describe("the month's summary", () => {
  it("lists this month's invoices and credit notes, none of another month", async () => {
    const response = await call(`/api/admin/gst/summary?month=${month}`, { token: admin.token });
    expect(response.status, response.text).toBe(200);
    const summary = response.body;
    expect(summary.documents.map((doc: { number: string }) => doc.number).sort()).toEqual(documents.map((doc) => doc.number).sort());
    const invoices = documents.filter((doc) => doc.kind === "invoice");
    const notes = documents.filter((doc) => doc.kind === "credit-note");
    const sumOf = (docs: Doc[], key: keyof Doc["totals"]) => round(docs.reduce((total, doc) => total + doc.totals[key], 0));
    for (const key of ["taxableValue", "cgst", "sgst", "igst", "total"] as const) {
      expect(summary.invoices[key], `invoices ${key}`).toBe(sumOf(invoices, key));
      expect(summary.creditNotes[key], `credit notes ${key}`).toBe(sumOf(notes, key));
      expect(summary.net[key], `net ${key}`).toBe(round(sumOf(invoices, key) - sumOf(notes, key)));
    }
    expect(summary.invoices.count).toBe(8);
    expect(summary.creditNotes.count).toBe(3);
  });

  it("totals by rate and by place of supply, net of credit notes, match the documents' lines", async () => {
    const summary = (await call(`/api/admin/gst/summary?month=${month}`, { token: admin.token })).body;
    const byRate = new Map<string, Record<string, number>>();
    const byState = new Map<string, Record<string, number>>();
    for (const doc of documents) {
      for (const line of doc.lines) {
        const sign = signOf(doc);
        const figures = { taxableValue: sign * line.taxableValue, cgst: sign * line.cgst, sgst: sign * line.sgst, igst: sign * line.igst, total: sign * line.total };
        addInto(byRate, String(line.rate), figures);
        addInto(byState, doc.placeOfSupply.stateCode, figures);
      }
    }
    expect(summary.byRate.map((row: Record<string, number>) => [String(row.rate), { taxableValue: row.taxableValue, cgst: row.cgst, sgst: row.sgst, igst: row.igst, total: row.total }])).toEqual(
      [...byRate].sort(([a], [b]) => Number(a) - Number(b)),
    );
    expect(Object.fromEntries(summary.byState.map((row: Record<string, number | string>) => [row.stateCode, { taxableValue: row.taxableValue, cgst: row.cgst, sgst: row.sgst, igst: row.igst, total: row.total }]))).toEqual(
      Object.fromEntries(byState),
    );
  });

  it("is empty for a month with nothing, and refuses a month that is not YYYY-MM", async () => {
    const empty = (await call("/api/admin/gst/summary?month=2019-02", { token: admin.token })).body;
    expect(empty.documents).toEqual([]);
    expect(empty.net).toEqual({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
    for (const bad of ["2026-13", "26-11", "", "2026-1", "2026-11-01"]) {
      const response = await call(`/api/admin/gst/summary?month=${bad}`, { token: admin.token });
      expect(response.status, bad).toBe(400);
      expect(response.body.message).toMatch(/month/);
    }
    expect((await call("/api/admin/gst/summary", { token: admin.token })).status).toBe(400);
    expect((await call(`/api/admin/gst/summary?month=${month}`, { token: customer.token })).status).toBe(403);
  });
});

describe("the GSTR-1 CSV", () => {
  let tables: Map<string, string[][]>;

  beforeAll(async () => {
    const response = await call(`/api/admin/gst/gstr1.csv?month=${month}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toContain(`gstr1-${month}.csv`);
    // Tables are a title row, a header row and data rows, separated by blank rows.
    tables = new Map();
    const rows = parseCsv(response.text);
    let current: string[][] | null = null;
    for (const row of rows.slice(1)) {
      if (row.length === 1 && row[0] === "") current = null;
      else if (!current) tables.set(row[0].split(" (")[0], (current = []));
      else current.push(row);
    }
  });

  const dataOf = (title: string) => tables.get(title)!.slice(1);
  const num = (cell: string) => Number(cell);
  const taxCells = (line: Line, sign = 1) => [sign * line.taxableValue, sign * line.igst, sign * line.cgst, sign * line.sgst].map(round);

  /** Per document per rate, as the tables that list documents one by one show them. */
  function perRate(doc: Doc) {
    const byRate = new Map<number, Line>();
    for (const line of doc.lines) {
      const entry = byRate.get(line.rate) ?? { ...line, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
      byRate.set(line.rate, { ...entry, taxableValue: round(entry.taxableValue + line.taxableValue), cgst: round(entry.cgst + line.cgst), sgst: round(entry.sgst + line.sgst), igst: round(entry.igst + line.igst) });
    }
    return [...byRate.values()].sort((a, b) => a.rate - b.rate);
  }
  const place = (doc: Doc) => `${doc.placeOfSupply.stateCode}-${doc.placeOfSupply.state}`;
  const isLarge = (doc: Doc) => {
    const invoice = doc.kind === "invoice" ? doc : documents.find((candidate) => candidate.number === doc.refersTo?.number)!;
    return !doc.recipient.gstin && !doc.intraState && invoice.totals.total > 100_000;
  };

  it("B2B lists each invoice to a GSTIN holder per rate", () => {
    const expected = documents
      .filter((doc) => doc.kind === "invoice" && doc.recipient.gstin)
      .flatMap((doc) => perRate(doc).map((line) => [doc.recipient.gstin, doc.recipient.name, doc.number, doc.date, doc.totals.total, place(doc), line.rate, ...taxCells(line)]));
    expect(dataOf("B2B invoices").map((row) => [row[0], row[1], row[2], row[3], num(row[4]), row[5], num(row[6]), ...row.slice(7).map(num)])).toEqual(expected);
    expect(expected).toHaveLength(2);
  });

  it("B2C large lists the inter-state invoices above ₹1 lakh to unregistered buyers", () => {
    const expected = documents
      .filter((doc) => doc.kind === "invoice" && isLarge(doc))
      .flatMap((doc) => perRate(doc).map((line) => [doc.number, doc.date, doc.totals.total, place(doc), line.rate, ...taxCells(line)]));
    expect(dataOf("B2C large invoices").map((row) => [row[0], row[1], num(row[2]), row[3], num(row[4]), ...row.slice(5).map(num)])).toEqual(expected);
    expect(expected).toHaveLength(2);
  });

  it("B2C small sums the rest by place of supply and rate, less their credit notes", () => {
    const sums = new Map<string, Record<string, number>>();
    for (const doc of documents.filter((candidate) => !candidate.recipient.gstin && !isLarge(candidate))) {
      for (const line of doc.lines) {
        const sign = signOf(doc);
        addInto(sums, `${place(doc)}|${line.rate}`, { taxable: sign * line.taxableValue, igst: sign * line.igst, cgst: sign * line.cgst, sgst: sign * line.sgst });
      }
    }
    const expected = [...sums].map(([key, value]) => ["OE", key.split("|")[0], Number(key.split("|")[1]), value.taxable, value.igst, value.cgst, value.sgst]);
    const actual = dataOf("B2C small").map((row) => [row[0], row[1], num(row[2]), ...row.slice(3).map(num)]);
    const order = (rows: unknown[][]) => [...rows].sort((a, b) => `${a[1]}|${a[2]}`.localeCompare(`${b[1]}|${b[2]}`));
    expect(order(actual)).toEqual(order(expected));
  });

  it("credit notes go to CDNR (registered buyers) and CDNUR (against B2C large invoices), the small ones into B2C small", () => {
    const cdnr = documents.filter((doc) => doc.kind === "credit-note" && doc.recipient.gstin);
    expect(dataOf("Credit notes to registered buyers").map((row) => [row[0], row[2], row[4], row[5]])).toEqual(
      cdnr.flatMap((doc) => perRate(doc).map(() => [doc.recipient.gstin, doc.number, "C", doc.refersTo!.number])),
    );
    const cdnur = documents.filter((doc) => doc.kind === "credit-note" && isLarge(doc));
    expect(dataOf("Credit notes to unregistered buyers against B2C large invoices").map((row) => [row[0], row[3], num(row[5])])).toEqual(
      cdnur.map((doc) => [doc.number, doc.refersTo!.number, doc.totals.total]),
    );
  });

  it("the HSN summary sums quantity, value and tax by HSN and rate, B2B and B2C apart, net of credit notes", () => {
    const sums = new Map<string, Record<string, number>>();
    for (const doc of documents) {
      for (const line of doc.lines) {
        const sign = signOf(doc);
        const key = `${doc.recipient.gstin ? "B2B" : "B2C"}|${line.hsn}|${line.rate}`;
        addInto(sums, key, { quantity: sign * line.quantity, total: sign * line.total, taxable: sign * line.taxableValue, igst: sign * line.igst, cgst: sign * line.cgst, sgst: sign * line.sgst });
      }
    }
    const expected = [...sums].map(([key, v]) => {
      const [supply, hsn, rate] = key.split("|");
      return [supply, hsn, "NOS", v.quantity, v.total, Number(rate), v.taxable, v.igst, v.cgst, v.sgst];
    });
    const actual = dataOf("HSN summary").map((row) => [row[0], row[1], row[2], num(row[3]), num(row[4]), num(row[5]), ...row.slice(6).map(num)]);
    const order = (rows: unknown[][]) => [...rows].sort((a, b) => `${a[0]}|${a[1]}|${a[5]}`.localeCompare(`${b[0]}|${b[1]}|${b[5]}`));
    expect(order(actual)).toEqual(order(expected));
  });

  it("the document summary gives each series' first and last number and count", () => {
    const series = (kind: Doc["kind"]) => documents.filter((doc) => doc.kind === kind).map((doc) => doc.number).sort();
    const invoices = series("invoice");
    const notes = series("credit-note");
    expect(dataOf("Documents issued")).toEqual([
      ["Invoices for outward supply", invoices[0], invoices.at(-1), String(invoices.length), "0", String(invoices.length)],
      ["Credit note", notes[0], notes.at(-1), String(notes.length), "0", String(notes.length)],
    ]);
  });

  it("is for admins only and refuses a bad month", async () => {
    expect((await call(`/api/admin/gst/gstr1.csv?month=${month}`, { token: customer.token })).status).toBe(403);
    expect((await call("/api/admin/gst/gstr1.csv?month=2026-00", { token: admin.token })).status).toBe(400);
  });
});
