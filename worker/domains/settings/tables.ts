/**
 * The settings domain's table: the one row of shop-wide settings (legal identity, contacts, delivery and COD
 * switches, GST, grievance officer). Other domains read it through worker/domains/settings; the delivery and COD
 * columns live here rather than in delivery's tables because the owner edits them all on one Settings page.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The shop's own legal identity and contacts, edited on the admin Settings page and shown in the footer and on
 * every product page: one row (id 1).
 */
export const shopSettings = sqliteTable(
  "shop_settings",
  {
    id: integer("id").primaryKey(),
    legalName: text("legal_name").notNull().default(""),
    address: text("address").notNull().default(""),
    /** FSSAI licence or registration number: exactly 14 digits, or "" until given. */
    fssaiNumber: text("fssai_number").notNull().default(""),
    /** GSTIN (15 characters with a check digit), or "" when the shop is not registered. */
    gstin: text("gstin").notNull().default(""),
    carePhone: text("care_phone").notNull().default(""),
    careEmail: text("care_email").notNull().default(""),
    /** Verify every exact statement match (reference and amount) as soon as a statement is imported. */
    autoVerifyStatementMatches: integer("auto_verify_statement_matches", { mode: "boolean" }).notNull().default(false),
    /** A credit pays an order by reference only within this many days of the order's day, either side (issue 29). */
    statementMatchWindowDays: integer("statement_match_window_days").notNull().default(7),
    // Delivery and cash on delivery (issue 17; worker/domains/delivery/shared/rules.ts reads them with the zones).
    /** Pincodes or pincode prefixes the shop does not deliver to (JSON list of 1 to 6 digits each). */
    unservedPincodes: text("unserved_pincodes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    codEnabled: integer("cod_enabled", { mode: "boolean" }).notNull().default(false),
    /** The largest bill (items and delivery) payable in cash on delivery; null: no limit. */
    codMaxPaise: integer("cod_max_paise"),
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    codExcludedPincodes: text("cod_excluded_pincodes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    // GST (issue 19). A registered shop issues tax invoices (CGST + SGST within its state, IGST to another); an
    // unregistered one a bill of supply. The series prefixes make numbers PREFIX/YY-YY/NNNNN (worker/domains/invoices/shared/gst.ts).
    gstRegistered: integer("gst_registered", { mode: "boolean" }).notNull().default(false),
    /** The state the shop supplies from (one of worker/domains/delivery/shared/india.ts's list), or "" until given. */
    shopState: text("shop_state").notNull().default(""),
    invoicePrefix: text("invoice_prefix").notNull().default("INV"),
    creditNotePrefix: text("credit_note_prefix").notNull().default("CN"),
    // The grievance officer (issue 20; Consumer Protection (E-Commerce) Rules 2020, rule 4(4)): shown on /contact and
    // filled into the policies' {{grievanceOfficer}} placeholders. "" until given.
    grievanceOfficerName: text("grievance_officer_name").notNull().default(""),
    grievanceOfficerDesignation: text("grievance_officer_designation").notNull().default(""),
    grievanceOfficerEmail: text("grievance_officer_email").notNull().default(""),
    grievanceOfficerPhone: text("grievance_officer_phone").notNull().default(""),
    // The owner's new-order alert (issue 31): besides the mail to consumer care, an SMS or WhatsApp message to this
    // Indian mobile (+91XXXXXXXXXX), "" for none. Never shown by the public GET /api/settings.
    orderAlertPhone: text("order_alert_phone").notNull().default(""),
    orderAlertChannel: text("order_alert_channel", { enum: ["sms", "whatsapp"] }).notNull().default("sms"),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [check("shop_settings_single_row", sql`${t.id} = 1`)],
);

export type ShopSettings = typeof shopSettings.$inferSelect;
