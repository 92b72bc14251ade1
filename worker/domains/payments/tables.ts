/**
 * The payments domain's tables: imported bank statements, their credits (each stored once) and the admins' saved
 * column mappings. An order's verified credit is orders.payment_credit_id (worker/domains/orders/tables.ts).
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A saved column mapping's header names: the parser's ColumnMapping (./shared/statement.ts) less its name, a column of its own. */
export type StatementColumns = {
  date: string;
  narration: string;
  reference?: string | null;
  credit: string;
  debit?: string | null;
  /** The Dr/Cr column of a file with one amount column (issue 29): then `credit` names that amount column. */
  indicator?: string | null;
};

/*
 * Bank statements (issue 16): an admin imports the shop account's statement, and every credit line is kept once,
 * whatever overlapping statements bring it again, so that SQL can match credits against the orders' reported UPI
 * references and bills (worker/domains/payments/matching.ts).
 */

/** One imported file: what it held and the days it covers (a reported payment on a covered day must be in it). */
export const bankStatements = sqliteTable(
  "bank_statements",
  {
    id: text("id").primaryKey(),
    fileName: text("file_name").notNull(),
    /** The bank preset that read it ("hdfc", ...) or the name of the admin's saved column mapping. */
    format: text("format").notNull(),
    lines: integer("lines").notNull(),
    credits: integer("credits").notNull(),
    /** Credits already stored by an earlier (overlapping or repeated) statement. */
    duplicates: integer("duplicates").notNull(),
    fromDay: text("from_day").notNull(),
    toDay: text("to_day").notNull(),
    importedBy: text("imported_by").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("bank_statements_days_idx").on(t.fromDay, t.toDay)],
);

/** One credit of the shop's bank account, stored once. Amounts in paise; the day is the statement's own date. */
export const bankCredits = sqliteTable(
  "bank_credits",
  {
    id: text("id").primaryKey(),
    /** The statement that first brought this credit. */
    statementId: text("statement_id")
      .notNull()
      .references(() => bankStatements.id),
    day: text("day").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    narration: text("narration").notNull(),
    reference: text("reference").notNull(),
    /** The 12-digit UPI reference (RRN/UTR) read from the narration or the reference column, when there is one. */
    utr: text("utr"),
    payerName: text("payer_name"),
    /**
     * What makes two statement lines the same credit: its day, amount, UPI reference (or, without one, narration and
     * reference) and how many identical lines came before it in the same file. Overlapping statements give the same
     * key for the same credit, so the unique index stores it once.
     */
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("bank_credits_dedupe_unique").on(t.dedupeKey),
    index("bank_credits_utr_idx").on(t.utr),
    index("bank_credits_day_idx").on(t.day, t.amountPaise),
    check("bank_credits_amount_check", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A debit that takes back a UPI credit ("REV-UPI-…", issue 29): kept by its reference, so a credit is cancelled
 * whichever of the two statements is imported first. The n-th reversal of a reference cancels its n-th credit.
 */
export const bankReversals = sqliteTable(
  "bank_reversals",
  {
    id: text("id").primaryKey(),
    statementId: text("statement_id")
      .notNull()
      .references(() => bankStatements.id),
    day: text("day").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    utr: text("utr").notNull(),
    narration: text("narration").notNull(),
    /** The same line identity as a credit's (worker/domains/payments/credit-identity.ts): stored once. */
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("bank_reversals_dedupe_unique").on(t.dedupeKey), index("bank_reversals_utr_idx").on(t.utr)],
);

/** An admin's column mapping for a bank without a preset, saved by name (unique case-insensitively). */
export const statementMappings = sqliteTable(
  "statement_mappings",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    /** Header names of the date, narration, reference, credit and debit columns (worker/domains/payments/shared/statement.ts). */
    columns: text("columns", { mode: "json" }).$type<StatementColumns>().notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("statement_mappings_name_unique").on(t.nameKey)],
);

export type BankStatement = typeof bankStatements.$inferSelect;

export type BankCredit = typeof bankCredits.$inferSelect;

export type BankReversal = typeof bankReversals.$inferSelect;

export type StatementMapping = typeof statementMappings.$inferSelect;
