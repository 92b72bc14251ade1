/**
 * The grievances domain's tables: complaints (tickets), their yearly serial counters and every step of a ticket.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../accounts/tables.ts";
import { orders } from "../orders/tables.ts";
import { GRIEVANCE_STATUSES, type GrievanceCategory } from "./shared/status.ts";
import { LANGS } from "../../shared/i18n/languages.ts";

/**
 * Consumer complaints (issue 20; Consumer Protection (E-Commerce) Rules 2020, rule 4(5)): filed by a signed-in
 * customer (user_id set, their account's name and e-mail copied) or by a visitor with a name and an e-mail. The due
 * times are fixed when the ticket is filed (worker/domains/grievances/shared/status.ts says how they are counted); the status moves
 * only forward (open -> acknowledged -> resolved, or open -> resolved), each move a row of grievance_events.
 */
export const grievances = sqliteTable(
  "grievances",
  {
    id: text("id").primaryKey(),
    /** GR-2026-00042: numbered by the database (grievance_counters) in the same batch as the insert. */
    ticket: text("ticket").notNull(),
    /** Null for a visitor's complaint, and if the account is ever deleted (the ticket stays: it is a record). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** One of worker/domains/grievances/shared/status.ts's categories (checked by the app: the list may grow without a rebuild). */
    category: text("category").$type<GrievanceCategory>().notNull(),
    /** The customer's own order the complaint is about, if any. */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    status: text("status", { enum: GRIEVANCE_STATUSES }).notNull().default("open"),
    ackDueAt: text("ack_due_at").notNull(),
    resolveDueAt: text("resolve_due_at").notNull(),
    acknowledgedAt: text("acknowledged_at"),
    resolvedAt: text("resolved_at"),
    /** The language the complaint was filed in (issue 30): its receipt and the officer's replies are mailed in it. */
    lang: text("lang", { enum: LANGS }).notNull().default("en"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("grievances_ticket_unique").on(t.ticket),
    index("grievances_user_idx").on(t.userId, t.createdAt),
    // The admin list and the overview's counts read tickets by status and due time.
    index("grievances_status_idx").on(t.status, t.ackDueAt, t.resolveDueAt),
    check("grievances_status_check", sql`${t.status} in ('open', 'acknowledged', 'resolved')`),
  ],
);

/**
 * The last ticket serial given in each calendar year in India. Taken by an upsert that adds one in the same batch as
 * the ticket's insert (as document_counters does for invoices): concurrent filings get consecutive numbers.
 */
export const grievanceCounters = sqliteTable("grievance_counters", {
  year: integer("year").primaryKey(),
  lastSerial: integer("last_serial").notNull(),
});

/** Every step of a ticket: its filing (from null to open), then each status change with the reply and who sent it. */
export const grievanceEvents = sqliteTable(
  "grievance_events",
  {
    id: text("id").primaryKey(),
    grievanceId: text("grievance_id")
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: GRIEVANCE_STATUSES }),
    toStatus: text("to_status", { enum: GRIEVANCE_STATUSES }).notNull(),
    /** What the customer was told at this step (null for the filing). */
    reply: text("reply"),
    /** The customer or admin who made the step; null for a visitor's filing. */
    actorId: text("actor_id"),
    actorRole: text("actor_role", { enum: ["customer", "visitor", "admin"] }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("grievance_events_grievance_idx").on(t.grievanceId, t.createdAt)],
);

export type Grievance = typeof grievances.$inferSelect;
