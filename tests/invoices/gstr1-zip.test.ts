/**
 * GSTR-1 for the GST offline tool (issue 28, GET /api/admin/gst/gstr1.zip): the zip is opened and each CSV is read
 * against an independent model built here from the issued documents themselves (their JSON, in rupees, as buyers
 * get them) and against the tool's own template headings, written out here as the templates spell them. A nil-rated
 * product's sales must land in the nil/exempt table and nowhere else; no row may be all zeros or have a blank HSN.
 */
import { unzipSync, strFromU8 } from "fflate";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { call, testDb } from "../helpers/api";
import { parseCsv } from "../helpers/analytics";
import { addCategory, addProduct } from "../helpers/catalogue";
import { createAdmin, createCustomer, type Account } from "../helpers/factories";
import { freshUtr, postOrder, putOrder, verifiedOrder } from "../helpers/orders";
import { serviceContext } from "../helpers/services";
import { istDay } from "../../worker/domains/invoices/shared/gst";
import { csvImportRow } from "../../worker/lib/csv";
import { applyTransition } from "../../worker/domains/orders/transitions";

type Line = { hsn: string; rate: number; quantity: number; unit: string; taxableValue: number; cgst: number; sgst: number; igst: number; total: number };
type Doc = {
  kind: "invoice" | "credit-note";
  number: string;
  date: string;
  intraState: boolean;
  recipient: { name: string; gstin: string | null };
  placeOfSupply: { state: string; stateCode: string };
  refersTo: { number: string; date: string } | null;
  lines: Line[];
  totals: { total: number };
};

/** The offline tool's CSV templates (Section_wise_CSV_files/GSTR1), heading by heading, in the zip's order. */
const TOOL_HEADINGS: [string, string][] = [
  ["b2b,sez,de.csv", "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount"],
  ["b2cl.csv", "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN"],
  ["b2cs.csv", "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN"],
  ["cdnr.csv", "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount"],
  ["cdnur.csv", "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount"],
  ["exemp.csv", "Description,Nil Rated Supplies,Exempted(other than nil rated/non GST supply),Non-GST Supplies"],
  ["hsn(b2b).csv", "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount"],
  ["hsn(b2c).csv", "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount"],
  ["docs.csv", "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled"],
];

const NIL_HSN = "07133100";
const GSTIN = "37AAAAA0000A1Z1";
let admin: Account;
let customer: Account;
let bulkId: string;
const documents: Doc[] = [];
const month = istDay().slice(0, 7);
const KARNATAKA = { doorNo: "7", street: "MG Road", city: "Bengaluru", pincode: "560001", state: "Karnataka" };
const TAMIL_NADU = { doorNo: "3", street: "Anna Salai", city: "Chennai", pincode: "600002", state: "Tamil Nadu" };

const paidOrder = async (lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) =>
  (await verifiedOrder(customer.token, admin.token, lines, extra)) as { _id: string };

async function documentOf(orderId: string, path: "invoice" | "credit-note"): Promise<Doc> {
  const response = await call(`/api/order/${orderId}/${path}?format=json`, { token: admin.token });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

// ---------------------------------------------------------------------------------------------------------------
// The model: whole paise, from the documents' rupees

const paise = (rupees: number) => Math.round(rupees * 100);
const toolAmount = (paiseValue: number) => `${paiseValue < 0 ? "-" : ""}${Math.floor(Math.abs(paiseValue) / 100)}.${String(Math.abs(paiseValue) % 100).padStart(2, "0")}`;
const cellPaise = (cell: string) => paise(Number(cell));
const signOf = (doc: Doc) => (doc.kind === "credit-note" ? -1 : 1);
const MONTH_NAMES = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const toolDate = (day: string) => `${day.slice(8, 10)}-${MONTH_NAMES[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;
const toolPlace = (doc: Doc) => `${doc.placeOfSupply.stateCode}-${doc.placeOfSupply.state}`;
const invoiceOf = (doc: Doc) => (doc.kind === "invoice" ? doc : documents.find((candidate) => candidate.number === doc.refersTo?.number)!);
const isLarge = (doc: Doc) => !doc.recipient.gstin && !doc.intraState && invoiceOf(doc).totals.total > 100_000;

/** Taxable value per rate of one document, nil-rated lines left out, zero sums dropped. */
function taxedRates(doc: Doc): [number, number][] {
  const byRate = new Map<number, number>();
  for (const line of doc.lines.filter((candidate) => candidate.rate !== 0)) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + paise(line.taxableValue));
  return [...byRate].filter(([, taxable]) => taxable !== 0).sort(([a], [b]) => a - b);
}

let files: Record<string, Uint8Array>;
let zipResponse: Awaited<ReturnType<typeof call>>;
const tableOf = (file: string) => parseCsv(strFromU8(files[file]));
const rowsOf = (file: string) => tableOf(file).slice(1);
const column = (file: string, heading: string) => tableOf(file)[0].indexOf(heading);

beforeAll(async () => {
  admin = await createAdmin();
  customer = await createCustomer();
  const settings = {
    legalName: "Ghani Offline Tool Test",
    address: "1 Mill Road, Guntur",
    fssaiNumber: "10000000000000",
    carePhone: "+91 90000 00000",
    careEmail: "care@ghani.example",
    gstRegistered: true,
    gstin: GSTIN,
    shopState: "Andhra Pradesh",
    invoicePrefix: "OT",
    creditNotePrefix: "OTCN",
  };
  expect((await call("/api/admin/settings", { method: "PUT", token: admin.token, json: settings })).status).toBe(200);
  const nilRate = await call("/api/admin/gst/rates", { method: "POST", token: admin.token, json: { hsnPrefix: NIL_HSN, ratePercent: 0, effectiveFrom: "2017-07-01" } });
  expect(nilRate.status, nilRate.text).toBe(201);
  const category = await addCategory(admin);
  const oil = await addProduct(admin, category._id, { mrp: "450", salePrice: "420", hsnCode: "150890" });
  const namkeen = await addProduct(admin, category._id, { mrp: "99.99", salePrice: "99.99", hsnCode: "210690" });
  const facePack = await addProduct(admin, category._id, { mrp: "118", salePrice: "118", hsnCode: "330499" });
  const dal = await addProduct(admin, category._id, { mrp: "160", salePrice: "150", hsnCode: NIL_HSN });
  // ₹60,000 a tin: two make an inter-state invoice above ₹1 lakh (B2C large) and below ₹2.5 lakh.
  const bulk = await addProduct(admin, category._id, { mrp: "60000", salePrice: "60000", hsnCode: "151590" });
  bulkId = bulk._id;

  const intra = await paidOrder([{ productId: oil._id, quantity: 3 }, { productId: dal._id, quantity: 2 }]);
  const interSmall = await paidOrder([{ productId: namkeen._id, quantity: 3 }, { productId: dal._id, quantity: 1 }], { deliveryAddress: KARNATAKA });
  const interLarge = await paidOrder([{ productId: bulk._id, quantity: 2 }], { deliveryAddress: TAMIL_NADU });
  const b2bIntra = await paidOrder([{ productId: oil._id, quantity: 10 }, { productId: dal._id, quantity: 5 }], { buyerGstin: GSTIN, businessName: "Guntur Caterers" });
  const b2bInter = await paidOrder([{ productId: namkeen._id, quantity: 4 }, { productId: dal._id, quantity: 3 }], {
    deliveryAddress: KARNATAKA,
    buyerGstin: "29AAGCB7383J1Z4",
    businessName: "Foods, Bengaluru LLP",
  });
  const cancelledSmall = await paidOrder([{ productId: facePack._id, quantity: 1 }]);
  const cancelledLarge = await paidOrder([{ productId: bulk._id, quantity: 2 }], { deliveryAddress: TAMIL_NADU });
  for (const order of [cancelledSmall, cancelledLarge, b2bInter]) {
    expect((await putOrder(admin.token, order._id, { orderStatus: "cancelled", reason: "Offline tool test" })).status).toBe(200);
  }
  for (const order of [intra, interSmall, interLarge, b2bIntra, b2bInter, cancelledSmall, cancelledLarge]) documents.push(await documentOf(order._id, "invoice"));
  for (const order of [cancelledSmall, cancelledLarge, b2bInter]) documents.push(await documentOf(order._id, "credit-note"));

  zipResponse = await call(`/api/admin/gst/gstr1.zip?month=${month}`, { token: admin.token });
  expect(zipResponse.status, zipResponse.text).toBe(200);
  files = unzipSync(zipResponse.bytes);
});

describe("the zip for the GST offline tool", () => {
  it("is a zip attachment named after the GSTIN and the month", () => {
    expect(zipResponse.headers.get("content-type")).toBe("application/zip");
    expect(zipResponse.headers.get("content-disposition")).toBe(`attachment; filename="GSTR1_${GSTIN}_${month.slice(5)}${month.slice(0, 4)}.zip"`);
  });

  it("holds one CSV per section, in the tool's order, each headed with the template's own headings", () => {
    expect(Object.keys(files)).toEqual(TOOL_HEADINGS.map(([file]) => file));
    for (const [file, heading] of TOOL_HEADINGS) expect(strFromU8(files[file]).split("\r\n")[0], file).toBe(heading);
  });

  it("has no row whose amounts are all zero and no blank HSN", () => {
    const amountHeadings = ["Taxable Value", "Nil Rated Supplies", "Exempted(other than nil rated/non GST supply)", "Non-GST Supplies", "Total Number"];
    for (const [file] of TOOL_HEADINGS) {
      const amountColumns = amountHeadings.map((heading) => column(file, heading)).filter((index) => index >= 0);
      expect(amountColumns.length, file).toBeGreaterThan(0);
      for (const row of rowsOf(file)) expect(amountColumns.some((index) => Number(row[index]) !== 0), `${file}: ${row.join(",")}`).toBe(true);
    }
    for (const file of ["hsn(b2b).csv", "hsn(b2c).csv"]) {
      expect(rowsOf(file).length, file).toBeGreaterThan(0);
      for (const row of rowsOf(file)) expect(row[0].trim(), `${file}: ${row.join(",")}`).not.toBe("");
    }
  });

  it("B2B lists each taxed rate of each invoice to a GSTIN holder, dated and placed as the tool writes them", () => {
    const expected = documents
      .filter((doc) => doc.kind === "invoice" && doc.recipient.gstin)
      .flatMap((doc) => taxedRates(doc).map(([rate, taxable]) => [doc.recipient.gstin, doc.recipient.name, doc.number, toolDate(doc.date), toolAmount(paise(doc.totals.total)), toolPlace(doc), "N", "", "Regular B2B", "", String(rate), toolAmount(taxable), ""]));
    expect(rowsOf("b2b,sez,de.csv")).toEqual(expected);
    expect(rowsOf("b2b,sez,de.csv").map((row) => row[5]).sort()).toEqual(["29-Karnataka", "37-Andhra Pradesh"]);
    for (const row of rowsOf("b2b,sez,de.csv")) expect(row[3]).toMatch(/^\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}$/);
  });

  it("B2CL and CDNUR list the large inter-state invoices to unregistered buyers and their credit notes", () => {
    const large = (kind: Doc["kind"]) => documents.filter((doc) => doc.kind === kind && isLarge(doc));
    expect(rowsOf("b2cl.csv")).toEqual(large("invoice").flatMap((doc) => taxedRates(doc).map(([rate, taxable]) => [doc.number, toolDate(doc.date), toolAmount(paise(doc.totals.total)), "33-Tamil Nadu", "", String(rate), toolAmount(taxable), "", ""])));
    expect(rowsOf("cdnur.csv")).toEqual(large("credit-note").flatMap((doc) => taxedRates(doc).map(([rate, taxable]) => ["B2CL", doc.number, toolDate(doc.date), "C", "33-Tamil Nadu", toolAmount(paise(doc.totals.total)), "", String(rate), toolAmount(taxable), ""])));
    expect(rowsOf("b2cl.csv")).toHaveLength(2);
    expect(rowsOf("cdnur.csv")).toHaveLength(1);
  });

  it("CDNR lists the credit notes to registered buyers", () => {
    const notes = documents.filter((doc) => doc.kind === "credit-note" && doc.recipient.gstin);
    expect(rowsOf("cdnr.csv")).toEqual(notes.flatMap((doc) => taxedRates(doc).map(([rate, taxable]) => [doc.recipient.gstin, doc.recipient.name, doc.number, toolDate(doc.date), "C", toolPlace(doc), "N", "Regular B2B", toolAmount(paise(doc.totals.total)), "", String(rate), toolAmount(taxable), ""])));
    expect(notes).toHaveLength(1);
  });

  it("B2CS sums the other unregistered sales by place of supply and taxed rate, net of their credit notes", () => {
    const sums = new Map<string, number>();
    for (const doc of documents.filter((candidate) => !candidate.recipient.gstin && !isLarge(candidate))) {
      for (const line of doc.lines.filter((candidate) => candidate.rate !== 0)) {
        const key = `${toolPlace(doc)}|${line.rate}`;
        sums.set(key, (sums.get(key) ?? 0) + signOf(doc) * paise(line.taxableValue));
      }
    }
    const expected = [...sums].filter(([, taxable]) => taxable !== 0).map(([key, taxable]) => ["OE", key.split("|")[0], key.split("|")[1], "", toolAmount(taxable), "", ""]);
    const order = (rows: string[][]) => [...rows].sort((a, b) => `${a[1]}|${a[2]}`.localeCompare(`${b[1]}|${b[2]}`));
    expect(order(rowsOf("b2cs.csv"))).toEqual(order(expected));
    expect(rowsOf("b2cs.csv").every((row) => row[2] !== "0")).toBe(true);
  });

  it("puts the nil-rated product's sales in the nil/exempt table, by registered or not and intra- or inter-state, and nowhere else", () => {
    const nil = new Map<string, number>();
    for (const doc of documents) {
      for (const line of doc.lines.filter((candidate) => candidate.rate === 0)) {
        const description = `${doc.intraState ? "Intra" : "Inter"}-State supplies to ${doc.recipient.gstin ? "registered" : "unregistered"} persons`;
        nil.set(description, (nil.get(description) ?? 0) + signOf(doc) * paise(line.taxableValue));
      }
    }
    const expected = [...nil].filter(([, taxable]) => taxable !== 0).map(([description, taxable]) => [description, toolAmount(taxable), "0.00", "0.00"]);
    const order = (rows: string[][]) => [...rows].sort((a, b) => a[0].localeCompare(b[0]));
    expect(order(rowsOf("exemp.csv"))).toEqual(order(expected));
    // The dal was sold all four ways; the Karnataka business's sale, net of its credit note, is nothing and has no row.
    expect(rowsOf("exemp.csv").map((row) => row[0]).sort()).toEqual(["Inter-State supplies to unregistered persons", "Intra-State supplies to registered persons", "Intra-State supplies to unregistered persons"]);
    for (const file of ["b2b,sez,de.csv", "b2cl.csv", "b2cs.csv", "cdnr.csv", "cdnur.csv"]) {
      expect(rowsOf(file).some((row) => row[column(file, "Rate")] === "0"), file).toBe(false);
    }
    expect(rowsOf("hsn(b2c).csv").find((row) => row[0] === NIL_HSN)?.[5]).toBe("0");
  });

  it("B2B + B2CL + B2CS + exempt, less CDNR and CDNUR, is the month's taxable value line by line", () => {
    const modelTotal = documents.reduce((total, doc) => total + signOf(doc) * doc.lines.reduce((sum, line) => sum + paise(line.taxableValue), 0), 0);
    const taxable = (file: string, heading = "Taxable Value") => rowsOf(file).reduce((sum, row) => sum + cellPaise(row[column(file, heading)]), 0);
    const zipTotal = taxable("b2b,sez,de.csv") + taxable("b2cl.csv") + taxable("b2cs.csv") + taxable("exemp.csv", "Nil Rated Supplies") - taxable("cdnr.csv") - taxable("cdnur.csv");
    expect(zipTotal).toBe(modelTotal);
    expect(modelTotal).toBeGreaterThan(0);
  });

  it("the HSN summaries sum quantity, value and tax by HSN and rate, B2B and B2C apart, net of credit notes", () => {
    for (const [file, registered] of [["hsn(b2b).csv", true], ["hsn(b2c).csv", false]] as const) {
      const sums = new Map<string, number[]>();
      for (const doc of documents.filter((candidate) => Boolean(candidate.recipient.gstin) === registered)) {
        for (const line of doc.lines) {
          const key = `${line.hsn}|${line.rate}`;
          const figures = [line.quantity, paise(line.total), paise(line.taxableValue), paise(line.igst), paise(line.cgst), paise(line.sgst)].map((value) => signOf(doc) * value);
          sums.set(key, (sums.get(key) ?? [0, 0, 0, 0, 0, 0]).map((value, index) => value + figures[index]));
        }
      }
      const expected = [...sums]
        .filter(([, figures]) => figures.some((value) => value !== 0))
        .map(([key, [quantity, total, taxable, igst, cgst, sgst]]) => [key.split("|")[0], "", "NOS-NUMBERS", String(quantity), toolAmount(total), key.split("|")[1], toolAmount(taxable), toolAmount(igst), toolAmount(cgst), toolAmount(sgst), ""]);
      const order = (rows: string[][]) => [...rows].sort((a, b) => `${a[0]}|${a[5]}`.localeCompare(`${b[0]}|${b[5]}`));
      expect(order(rowsOf(file)), file).toEqual(order(expected));
    }
  });

  it("docs gives each series' first and last number and count", () => {
    const series = (kind: Doc["kind"]) => documents.filter((doc) => doc.kind === kind).map((doc) => doc.number).sort();
    const invoices = series("invoice");
    const notes = series("credit-note");
    expect(rowsOf("docs.csv")).toEqual([
      ["Invoices for outward supply", invoices[0], invoices.at(-1), String(invoices.length), "0"],
      ["Credit Note", notes[0], notes.at(-1), String(notes.length), "0"],
    ]);
  });

  it("is for admins only and names the month when it is not a calendar month", async () => {
    const bad = await call("/api/admin/gst/gstr1.zip?month=2025-13", { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/month/);
    expect((await call(`/api/admin/gst/gstr1.zip?month=${month}`, { token: customer.token })).status).toBe(403);
    expect((await call(`/api/admin/gst/gstr1.zip?month=${month}`)).status).toBe(401);
  });

  it("an empty month is every file's header row alone", async () => {
    const empty = unzipSync((await call("/api/admin/gst/gstr1.zip?month=2019-02", { token: admin.token })).bytes);
    for (const [file, heading] of TOOL_HEADINGS) expect(strFromU8(empty[file]), file).toBe(`${heading}\r\n`);
  });

  it("before August 2024 an inter-state invoice up to ₹2.5 lakh to an unregistered buyer was B2C small, not B2C large", async () => {
    const placed = await postOrder(customer.token, [{ productId: bulkId, quantity: 2 }], { deliveryAddress: TAMIL_NADU });
    expect(placed.status, placed.text).toBe(201);
    await putOrder(customer.token, placed.body._id, { amountPaid: placed.body.bill, transactionId: freshUtr() });
    const actor = { id: admin.user._id, role: "admin" as const, emailAddress: admin.email, name: admin.user.name };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2024-07-15T12:00:00+05:30"));
      await applyTransition(serviceContext(), actor, placed.body._id, "verify");
    } finally {
      vi.useRealTimers();
    }
    const invoice = await documentOf(placed.body._id, "invoice");
    expect(invoice.date).toBe("2024-07-15");
    expect(invoice.totals.total).toBeGreaterThan(100_000);
    expect(invoice.totals.total).toBeLessThanOrEqual(250_000);
    const july = unzipSync((await call("/api/admin/gst/gstr1.zip?month=2024-07", { token: admin.token })).bytes);
    const rows = (file: string) => parseCsv(strFromU8(july[file])).slice(1);
    expect(rows("b2cl.csv")).toEqual([]);
    expect(rows("b2cs.csv")).toEqual(taxedRates(invoice).map(([rate, taxable]) => ["OE", "33-Tamil Nadu", String(rate), "", toolAmount(taxable), "", ""]));
  });

  it("refuses a month with a line that has no HSN code, naming the document, rather than leave it out", async () => {
    const db = testDb();
    const victim = documents[0];
    await db.$client.prepare(`update invoices set document = json_set(document, '$.lines[0].hsn', '') where number = ?`).bind(victim.number).run();
    try {
      const refused = await call(`/api/admin/gst/gstr1.zip?month=${month}`, { token: admin.token });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain(victim.number);
    } finally {
      await db.$client.prepare(`update invoices set document = json_set(document, '$.lines[0].hsn', ?) where number = ?`).bind(victim.lines[0].hsn, victim.number).run();
    }
    expect((await call(`/api/admin/gst/gstr1.zip?month=${month}`, { token: admin.token })).status).toBe(200);
  });
});

describe("the offline tool's CSV cells", () => {
  it("are bare unless a comma, a quote or a line break needs quoting; a formula start still gets its apostrophe", () => {
    expect(csvImportRow(["OE", "37-Andhra Pradesh", 5, "", "-120.50", "Foods, Bengaluru LLP", 'A "B"', "=1+1", "-x"])).toBe(
      'OE,37-Andhra Pradesh,5,,-120.50,"Foods, Bengaluru LLP","A ""B""","\'=1+1","\'-x"',
    );
  });
});
