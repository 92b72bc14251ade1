/**
 * GST documents (issue 19): the invoice (or bill of supply) an order gets when its money is in, and the credit note
 * a paid order gets when it is closed or refunded. Which transitions issue which is the order-status table's
 * `gstDocument`; this module builds the documents and the statements that issue them inside the transition's own
 * batch, numbered by the database (document_counters) so concurrent issues never share or skip a number.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { financialYear, hsnStatus, istDay, productRateOn, rupeesInWords, splitInclusive, type GstRateRow } from "./shared/gst";
import { loadGstRates } from "./hsn";
import { gstStateCode, stateOfStoredAddress } from "../delivery/shared/india";
import type { InvoiceDocument, InvoiceKind, InvoiceLine, InvoiceTotals } from "./shared/document";
import type { Transition } from "../orders/shared/status";
import type { ShopProfile } from "../settings/shared/shop-profile";
import type { Principal } from "../accounts/shared/user";
import type { Db } from "../../../db/client";
import { documentCounters, gstRates, invoices, type Invoice } from "./tables";
import { orderItems, orders, type Order } from "../orders/tables";
import { products } from "../catalogue/tables";
import { conflict, isUniqueViolation, notFound } from "../../lib/errors";
import type { GstRateInput } from "./shared/schemas";
import { auditStatement } from "../../lib/audit";
import { newId, nowIso } from "../../lib/ids";
import type { ServiceContext } from "../../http/context";
import { readShopProfile } from "../settings/settings";
import { allocateDiscount } from "./discount";

/** What an invoice says of the shop (its profile, shared/shop-profile.ts in the settings domain): supplier and GST series. */
export type GstSettings = Pick<ShopProfile, "legalName" | "address" | "state" | "fssaiNumber" | "gstin" | "gst">;

/** D1 binds at most 100 parameters per statement. */
const IN_LIST_CHUNK = 90;

/** The rate of goods no row of the table names (the general rate): only if an admin removed the catch-all row. */
const GENERAL_RATE_PERCENT = 18;

/** One goods line as the order holds it, with its product's HSN code. */
export type OrderLineForInvoice = {
  productName: string;
  variantLabel: string;
  quantity: number;
  unitPricePaise: number;
  unitMrpPaise: number | null;
  productBillPaise: number;
  hsnCode: string | null;
  /** The product's HSN was saved "uncertain — use the catch-all" (products.hsn_uncertain). */
  hsnUncertain: boolean;
};

/**
 * What a goods line prints as its HSN when the product has none. An invoice is issued the moment the money is in
 * (payment verification or cash collection must not be held up, and rule 46 wants the invoice then), so a missing
 * code cannot refuse the transition; it cannot print blank either. The line is taxed at the catch-all (the general
 * rate, so no tax is under-charged), reads this marker instead of a code, and carries `hsnFlag` so the GST page shows
 * it before the month's return is filed: an officer sees a deliberate, flagged gap charged at the full rate, never a
 * silently empty column. (Rule 46 lets a shop of up to ₹5 crore turnover leave HSN off B2C invoices altogether.)
 */
export const MISSING_HSN_MARK = "N/A";

type OrderForInvoice = Pick<
  Order,
  "id" | "name" | "doorNo" | "street" | "city" | "pincode" | "state" | "deliveryFeePaise" | "codFeePaise" | "buyerGstin" | "buyerBusinessName"
> & {
  /** Issue 32: the discount for paying by UPI, given at the time of supply (absent on documents' inputs before it: 0). */
  prepaidDiscountPaise?: number;
};

// ---------------------------------------------------------------------------------------------------------------
// Building documents (pure)

/** What an invoice is made of: the order, its goods lines, the shop's GST settings and rates, the issue day. */
export type InvoiceInput = {
  order: OrderForInvoice;
  lines: OrderLineForInvoice[];
  settings: GstSettings;
  rates: readonly GstRateRow[];
  day: string;
};

function addTotals(lines: InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxableValuePaise: sum((line) => line.taxableValuePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}

/**
 * The invoice of an order, as issued on `day` (its number is given by the database when it is issued). Each line's
 * tax-inclusive amount is split at its HSN's rate on that day, so the lines add up to the bill exactly. Delivery and
 * the cash-on-delivery fee are their own lines; with the goods they are one composite supply, taxed at the rate
 * (and reported under the HSN) of its principal supply, the goods line of the highest value. An unregistered shop's
 * bill of supply carries no tax.
 */
export function buildInvoiceDocument(input: InvoiceInput): InvoiceDocument {
  const { order, settings, day } = input;
  const registered = settings.gst.registered;
  // The place of supply is where the parcel goes: the state of the delivery pincode (delivery/shared/india.ts), so a
  // stored "AP" or a state the pincode is not in never taxes the order as somewhere else.
  const state = stateOfStoredAddress(order.pincode, order.state);
  const placeOfSupply = { state, stateCode: gstStateCode(state) };
  const intraState = placeOfSupply.stateCode !== "" && placeOfSupply.stateCode === gstStateCode(settings.state);
  type LineFields = Pick<InvoiceLine, "description" | "hsn" | "quantity" | "unitPricePaise" | "discountPaise" | "hsnFlag" | "prepaidDiscountPaise"> & { amountPaise: number; ratePercent: number };
  const line = (fields: LineFields): InvoiceLine => {
    const ratePercent = registered ? fields.ratePercent : 0;
    const split = splitInclusive(fields.amountPaise, ratePercent, intraState);
    const { amountPaise, hsnFlag, ...rest } = fields;
    return { ...rest, unit: "NOS", ...split, ratePercent, totalPaise: amountPaise, ...(hsnFlag ? { hsnFlag } : {}) };
  };
  const prepaidShares = allocateDiscount(input.lines.map((item) => item.productBillPaise), order.prepaidDiscountPaise ?? 0);
  const goods = input.lines.map((item, index) => {
    const status = hsnStatus(item.hsnCode, item.hsnUncertain, input.rates, day);
    // The line reads unit price × quantity − discount = amount: the unit price is the pack's MRP when ordered (the
    // sale price on lines from before MRPs were kept, or should an MRP ever be below it), and the discount is the rest,
    // with the line's share of a prepaid discount (issue 32) in it, so the line still reads unit price × quantity −
    // discount = amount.
    const unitPricePaise = Math.max(item.unitMrpPaise ?? 0, item.unitPricePaise);
    const amountPaise = item.productBillPaise - prepaidShares[index];
    return line({
      description: `${item.productName} ${item.variantLabel}`,
      hsn: item.hsnCode || MISSING_HSN_MARK,
      hsnFlag: status === "known" ? undefined : status,
      quantity: item.quantity,
      unitPricePaise,
      discountPaise: unitPricePaise * item.quantity - amountPaise,
      amountPaise,
      ...(prepaidShares[index] ? { prepaidDiscountPaise: prepaidShares[index] } : {}),
      ratePercent: productRateOn(input.rates, item.hsnCode, status, day) ?? GENERAL_RATE_PERCENT,
    });
  });
  const principal = goods.reduce((best, candidate) => (candidate.totalPaise > best.totalPaise ? candidate : best), goods[0]);
  const charge = (description: string, amountPaise: number) =>
    line({
      description,
      hsn: principal?.hsn ?? MISSING_HSN_MARK,
      hsnFlag: principal ? principal.hsnFlag : "missing",
      quantity: 1,
      unitPricePaise: amountPaise,
      discountPaise: 0,
      amountPaise,
      ratePercent: principal?.ratePercent ?? 0,
    });
  const lines = [
    ...goods,
    ...(order.deliveryFeePaise > 0 ? [charge("Delivery charge", order.deliveryFeePaise)] : []),
    ...(order.codFeePaise > 0 ? [charge("Cash on delivery fee", order.codFeePaise)] : []),
  ];
  const totals = addTotals(lines);
  return {
    kind: "invoice",
    documentClass: registered ? "tax-invoice" : "bill-of-supply",
    number: "",
    date: day,
    orderId: order.id,
    refersTo: null,
    reason: null,
    supplier: {
      name: settings.legalName,
      address: settings.address ? [settings.address] : [],
      state: settings.state,
      stateCode: gstStateCode(settings.state),
      gstin: registered && settings.gstin ? settings.gstin : null,
      fssaiNumber: settings.fssaiNumber,
    },
    recipient: {
      name: order.buyerGstin && order.buyerBusinessName ? order.buyerBusinessName : order.name,
      address: [[order.doorNo, order.street].filter(Boolean).join(", "), `${order.city} ${order.pincode}`],
      state,
      stateCode: placeOfSupply.stateCode,
      gstin: order.buyerGstin,
    },
    placeOfSupply,
    intraState,
    lines,
    totals,
    ...(order.prepaidDiscountPaise ? { prepaidDiscountPaise: order.prepaidDiscountPaise } : {}),
    totalInWords: rupeesInWords(totals.totalPaise),
  };
}

/** The credit note that reverses an invoice in full, issued on `day` for `reason`. */
export function buildCreditNote(invoice: InvoiceDocument, day: string, reason: string): InvoiceDocument {
  return { ...invoice, kind: "credit-note", number: "", date: day, refersTo: { number: invoice.number, date: invoice.date }, reason };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading what issuing needs

/** The goods lines of the orders (with their products' HSN codes), by order. */
async function linesForInvoices(db: Db, orderIds: string[]): Promise<Map<string, OrderLineForInvoice[]>> {
  const byOrder = new Map<string, OrderLineForInvoice[]>(orderIds.map((id) => [id, []]));
  for (let i = 0; i < orderIds.length; i += IN_LIST_CHUNK) {
    const rows = await db
      .select({
        orderId: orderItems.orderId,
        productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      unitMrpPaise: orderItems.unitMrpPaise,
      productBillPaise: orderItems.productBillPaise,
      hsnCode: products.hsnCode,
      hsnUncertain: sql<boolean>`coalesce(${products.hsnUncertain}, 0) = 1`.mapWith(Boolean),
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, orderIds.slice(i, i + IN_LIST_CHUNK)))
      .orderBy(orderItems.id);
    for (const { orderId, ...line } of rows) byOrder.get(orderId)?.push(line);
  }
  return byOrder;
}

async function invoiceOf(db: Db, orderId: string, kind: InvoiceKind): Promise<Invoice | undefined> {
  return db.query.invoices.findFirst({ where: and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)) });
}

// ---------------------------------------------------------------------------------------------------------------
// Issuing, inside a batch

/**
 * The two statements that issue a document: the series' counter for the document's financial year goes up by one,
 * and the document is inserted with that number. Both run only when `condition` holds (the transition's event was
 * recorded, the order has no such document yet, ...), so a refused transition takes no number and no document is
 * issued twice. In one D1 batch they are one transaction: no gap, no duplicate.
 */
function issueStatements(db: Db, document: InvoiceDocument, prefix: string, condition: SQL) {
  const series = document.kind;
  const year = financialYear(document.date);
  // PREFIX/YY-YY/NNNNN, as documentNumber() in worker/domains/invoices/shared/gst.ts writes it (tests check they agree).
  const numberSql = sql`printf('%s/%s/%05d', ${prefix}, ${year.slice(2)}, c.last_serial)`;
  const { totals } = document;
  return [
    db
      .insert(documentCounters)
      .select(sql`select ${series}, ${year}, 1 where ${condition}`)
      .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.financialYear], set: { lastSerial: sql`${documentCounters.lastSerial} + 1` } }),
    db.insert(invoices).select(
      sql`select ${newId()}, ${document.orderId}, ${document.kind}, ${document.documentClass}, ${numberSql}, ${year}, c.last_serial,
          ${document.date}, (select i.id from invoices i where i.order_id = ${document.orderId} and i.kind = 'invoice' and ${document.kind} = 'credit-note'),
          ${document.placeOfSupply.stateCode}, ${document.recipient.gstin}, ${document.intraState ? 1 : 0},
          ${totals.taxableValuePaise}, ${totals.cgstPaise}, ${totals.sgstPaise}, ${totals.igstPaise}, ${totals.totalPaise},
          json_set(${JSON.stringify(document)}, '$.number', ${numberSql}), ${nowIso()}
        from document_counters c where c.series = ${series} and c.financial_year = ${year} and ${condition}`,
    ),
  ] as const;
}

/** Holds while the order has no document of this kind. */
const hasNo = (orderId: string, kind: InvoiceKind) => sql`not exists (select 1 from invoices i where i.order_id = ${orderId} and i.kind = ${kind})`;

/**
 * The statements a transition adds to its batch for its GST document, or none. `eventId` is the transition's event:
 * the document is issued only if that event was recorded (the status change applied). An invoice is issued once per
 * order; a credit note only against an invoice, once. Reads what the document needs before the batch.
 */
export async function gstStatementsFor(ctx: Pick<ServiceContext, "db" | "env">, order: Order, transition: Transition, eventId: string, note: string | null) {
  const { db } = ctx;
  const applied = sql`exists (select 1 from order_events e where e.id = ${eventId})`;
  const day = istDay();
  if (transition.gstDocument === "invoice") {
    // Already invoiced (a prepaid order shipping, a COD order's cash collected after it shipped): nothing to build.
    // The batch's own condition still settles a race with a concurrent first invoice.
    if (await invoiceOf(db, order.id, "invoice")) return [];
    const [settings, rates, lines] = await Promise.all([readShopProfile(ctx), loadGstRates(ctx), linesForInvoices(db, [order.id])]);
    return invoiceStatements(db, { order, lines: lines.get(order.id) ?? [], settings, rates, day }, applied);
  }
  if (transition.gstDocument === "credit-note") {
    const invoice = await invoiceOf(db, order.id, "invoice");
    if (!invoice) return [];
    const settings = await readShopProfile(ctx);
    const document = buildCreditNote(invoice.document, day, note ?? transition.label);
    return issueStatements(db, document, settings.gst.creditNotePrefix, sql`${applied} and ${hasNo(order.id, "credit-note")}`);
  }
  return [];
}

/** The statements that issue an order's invoice, when `condition` holds and the order has none yet. */
function invoiceStatements(db: Db, input: InvoiceInput, condition: SQL) {
  const document = buildInvoiceDocument(input);
  return issueStatements(db, document, input.settings.gst.invoicePrefix, sql`${condition} and ${hasNo(input.order.id, "invoice")}`);
}

/**
 * Issues the invoices of orders whose payment is verified and that have none yet, after payments verified in bulk
 * from a bank statement (whose SQL moves many orders at once): the settings, rates, orders and lines are read once
 * for all of them, and the invoices are numbered one after another in a single batch. Other orders are skipped.
 */
export async function issueMissingInvoices(ctx: Pick<ServiceContext, "db" | "env">, orderIds: string[]): Promise<void> {
  const { db } = ctx;
  if (orderIds.length === 0) return;
  const [settings, rates, lines] = await Promise.all([readShopProfile(ctx), loadGstRates(ctx), linesForInvoices(db, orderIds)]);
  const verified: Order[] = [];
  for (let i = 0; i < orderIds.length; i += IN_LIST_CHUNK) {
    const chunk = orderIds.slice(i, i + IN_LIST_CHUNK);
    verified.push(...(await db.select().from(orders).where(and(inArray(orders.id, chunk), eq(orders.paymentStatus, "verified")))));
  }
  const day = istDay();
  const statements = verified.flatMap((order) =>
    invoiceStatements(db, { order, lines: lines.get(order.id) ?? [], settings, rates, day }, sql`exists (select 1 from orders o where o.id = ${order.id} and o.payment_status = 'verified')`),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

// ---------------------------------------------------------------------------------------------------------------
// Reading issued documents

/** The order's documents by kind (its invoice and credit note, when issued). */
/** An order's document numbers, when issued. */
export type OrderDocumentNumbers = { invoice?: string; creditNote?: string };

export async function documentsOfOrders(db: Db, orderIds: string[]): Promise<Map<string, OrderDocumentNumbers>> {
  const found = new Map<string, OrderDocumentNumbers>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({ orderId: invoices.orderId, kind: invoices.kind, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  for (const row of rows) {
    const entry = found.get(row.orderId) ?? {};
    if (row.kind === "invoice") entry.invoice = row.number;
    else entry.creditNote = row.number;
    found.set(row.orderId, entry);
  }
  return found;
}

export const INVOICE_NOT_FOUND_MESSAGE = "This order has no invoice yet: one is issued when its payment is verified";

/**
 * An order's invoice or credit note for someone allowed to see it: the customer who placed the order, or an admin.
 * Another customer's order is not found (404), as are documents not issued yet.
 */
export async function getOrderDocument(ctx: Pick<ServiceContext, "db">, actor: Principal, orderId: string, kind: InvoiceKind): Promise<InvoiceDocument> {
  return (await findOrderDocument(ctx, actor, orderId, kind)).document;
}

async function findOrderDocument(ctx: Pick<ServiceContext, "db">, actor: Principal, orderId: string, kind: InvoiceKind) {
  const order = await ctx.db.query.orders.findFirst({ columns: { id: true, userId: true, lang: true }, where: eq(orders.id, orderId) });
  if (!order || (actor.role !== "admin" && order.userId !== actor.id)) throw notFound("Order not found");
  const document = await invoiceOf(ctx.db, orderId, kind);
  if (!document) throw notFound(kind === "invoice" ? INVOICE_NOT_FOUND_MESSAGE : "This order has no credit note");
  return { document: document.document, lang: order.lang };
}

/**
 * The document's PDF and a file name for it ("GN-26-27-00001.pdf"), for the API and the page's download link. Its
 * labels are in the order's language, as its mails are (the admin downloads the same file the customer does).
 */
export async function orderDocumentPdf(ctx: Pick<ServiceContext, "db">, actor: Principal, orderId: string, kind: InvoiceKind) {
  const { document, lang } = await findOrderDocument(ctx, actor, orderId, kind);
  // The PDF library is loaded only when a PDF is asked for: it stays off every other request's path.
  const { renderInvoicePdf } = await import("./pdf");
  return { fileName: `${document.number.replaceAll("/", "-")}.pdf`, bytes: await renderInvoicePdf(document, lang) };
}

// ---------------------------------------------------------------------------------------------------------------
// The rate table

export type GstRateView = GstRateRow & { _id: string };

export async function listGstRates(ctx: Pick<ServiceContext, "db">): Promise<GstRateView[]> {
  const rows = await ctx.db.select().from(gstRates).orderBy(asc(gstRates.hsnPrefix), asc(gstRates.effectiveFrom));
  return rows.map((row) => ({ _id: row.id, hsnPrefix: row.hsnPrefix, ratePercent: row.ratePercent, effectiveFrom: row.effectiveFrom }));
}

/**
 * Adds a dated row: from that day on, goods of that HSN prefix are taxed at the new rate. Rows are never edited, so
 * the rate of every issued invoice stays explainable; the same prefix and day twice is a 409.
 */
export async function addGstRate(ctx: ServiceContext, actor: Principal, input: GstRateInput): Promise<GstRateView[]> {
  const id = newId();
  try {
    await ctx.db.batch([
      ctx.db.insert(gstRates).values({ id, ...input, createdAt: nowIso() }),
      auditStatement(ctx, actor, { action: "create", entity: "gst-rate", entityId: id, details: { ...input } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, "gst_rates")) throw conflict(`A rate for HSN "${input.hsnPrefix || "every other good"}" from ${input.effectiveFrom} already exists`);
    throw error;
  }
  return listGstRates(ctx);
}
