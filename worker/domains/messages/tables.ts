/**
 * The messages domain's table (issue 31): on which channels each customer wants their order updates (e-mail, SMS,
 * WhatsApp), with the WhatsApp opt-in as it was given (when, on which number, and the checkbox text the customer
 * saw), which WhatsApp's Business Messaging Policy asks a business to keep, and an opt-out ("STOP") when one came.
 * No row: the defaults of ./preferences.ts (e-mail where the account has one, SMS for a proven phone).
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "../accounts/tables.ts";

export const messagePreferences = sqliteTable(
  "message_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: integer("email", { mode: "boolean" }).notNull(),
    sms: integer("sms", { mode: "boolean" }).notNull(),
    /** On only with an opt-in below that no opt-out followed. */
    whatsapp: integer("whatsapp", { mode: "boolean" }).notNull(),
    /** The +91XXXXXXXXXX number the customer opted in with; WhatsApp messages go there. */
    whatsappNumber: text("whatsapp_number"),
    /** When the customer ticked the opt-in box, and the box's text as shown (in the language shown). */
    whatsappOptInAt: text("whatsapp_opt_in_at"),
    whatsappOptInText: text("whatsapp_opt_in_text"),
    /** Where it was given: "profile page" (the form) or "api" (PUT /api/me/message-preferences). */
    whatsappOptInSource: text("whatsapp_opt_in_source"),
    /** When the customer turned WhatsApp off again, on the page or by replying STOP; null while opted in. */
    whatsappOptOutAt: text("whatsapp_opt_out_at"),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("message_preferences_whatsapp_number_idx").on(t.whatsappNumber)],
);

export type MessagePreferencesRow = typeof messagePreferences.$inferSelect;
