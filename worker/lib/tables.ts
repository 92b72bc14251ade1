/**
 * The platform's tables, used by every domain and owned by none: the mail outbox (worker/lib/mail.ts), the exact
 * rate-limit counters (worker/lib/rate-limit.ts) and the admin audit log (worker/lib/audit.ts).
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, the domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    /**
     * How the message goes (issue 31): "email" (every row before), "sms" or "whatsapp". The recipient is an e-mail
     * address for "email" and a +91XXXXXXXXXX number for the others; an SMS has no subject ("").
     */
    channel: text("channel", { enum: ["email", "sms", "whatsapp"] }).notNull().default("email"),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** queued -> sent | failed (HTTP provider), or logged (no provider configured: local development). */
    status: text("status", { enum: ["queued", "sent", "failed", "logged"] }).notNull().default("queued"),
    error: text("error"),
    createdAt: text("created_at").notNull(),
    sentAt: text("sent_at"),
    /**
     * Issue 31: the provider's id of the sent message (WhatsApp's "wamid…", MSG91's request id), so that the
     * provider's delivery reports (worker/domains/messages/webhooks.ts) find the row; null for mail and unsent rows.
     */
    providerMessageId: text("provider_message_id"),
    /** The provider's last delivery report ("sent", "delivered", "read", "failed"…), and when it came; null before. */
    providerStatus: text("provider_status"),
    providerStatusAt: text("provider_status_at"),
  },
  (t) => [index("mail_outbox_recipient_idx").on(t.recipient, t.createdAt), index("mail_outbox_provider_message_idx").on(t.providerMessageId)],
);

/** Exact fixed-window counters for limits the edge rate limiter cannot express (per e-mail, per hour). */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Append-only record of every admin write: who did what to which record, and when. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** A short JSON summary of the change (never a password or a token). */
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
