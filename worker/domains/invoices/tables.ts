/**
 * The invoices domain's tables: the dated GST rate table, the gap-free document series counters and the issued
 * invoices and credit notes.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { orders } from "../orders/tables.ts";
import type { InvoiceDocument } from "./shared/document.ts";

/**
 * The dated GST rate table: from `effective_from` (an Indian calendar day) on, goods whose HSN code starts with
 * `hsn_prefix` are taxed at `rate_percent`; the longest prefix in force on the invoice day wins ("" is the
 * catch-all). Rows are never edited in place when a rate changes: a new row with the new date keeps old invoices'
 * rates explainable (rates changed on 22 September 2025).
 */
export const gstRates = sqliteTable(
  "gst_rates",
  {
    id: text("id").primaryKey(),
    hsnPrefix: text("hsn_prefix").notNull(),
    ratePercent: real("rate_percent").notNull(),
    effectiveFrom: text("effective_from").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("gst_rates_prefix_from_unique").on(t.hsnPrefix, t.effectiveFrom),
    check("gst_rates_rate_check", sql`${t.ratePercent} >= 0 and ${t.ratePercent} <= 40`),
  ],
);

/**
 * The last serial given in each document series ("invoice", "credit-note") per financial year. Numbers are taken by
 * an upsert that adds one inside the same batch as the document's insert: D1 runs a batch as one transaction, so
 * concurrent issues get consecutive numbers with no gap and no duplicate.
 */
export const documentCounters = sqliteTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Issued GST documents: an invoice (or bill of supply) when an order's payment is verified or its cash collected,
 * and a credit note against it when a paid order is cancelled, refunded or marked fake. Never updated or deleted
 * (a correction is a credit note); `document` is the whole document as issued (worker/domains/invoices/shared/document.ts), the
 * other columns are its figures the monthly return sums in SQL.
 */
export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", { enum: ["invoice", "credit-note"] }).notNull(),
    documentClass: text("document_class", { enum: ["tax-invoice", "bill-of-supply"] }).notNull(),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    /** Issue day in India (YYYY-MM-DD). */
    day: text("day").notNull(),
    /** A credit note's invoice. */
    refersToId: text("refers_to_id"),
    placeOfSupplyCode: text("place_of_supply_code").notNull(),
    buyerGstin: text("buyer_gstin"),
    intraState: integer("intra_state", { mode: "boolean" }).notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    document: text("document", { mode: "json" }).$type<InvoiceDocument>().notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("invoices_number_unique").on(t.number),
    // One invoice and at most one credit note per order; one document per serial of a series and year.
    uniqueIndex("invoices_order_kind_unique").on(t.orderId, t.kind),
    uniqueIndex("invoices_series_serial_unique").on(t.kind, t.financialYear, t.serial),
    index("invoices_day_idx").on(t.day, t.kind),
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit-note')`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;

export type GstRate = typeof gstRates.$inferSelect;
