/**
 * The policies domain's tables: the versioned policy texts and every consent to the privacy notice.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONSENT_SOURCES, POLICY_SLUGS, type PolicyTe } from "./shared/policies.ts";

/**
 * The shop's policies (issue 20), versioned: every save of a policy's Markdown is a new row with the next version,
 * and the highest version is the one in force. Old versions stay, so what a customer was shown on a given day (and
 * which privacy notice a consent refers to) can always be read again. Version 1 of each ships with the shop
 * (migration 0015). The catalogue version's triggers refresh the edge-cached policy pages on every insert.
 */
export const policies = sqliteTable(
  "policies",
  {
    id: text("id").primaryKey(),
    slug: text("slug", { enum: POLICY_SLUGS }).notNull(),
    version: integer("version").notNull(),
    /** Markdown with {{placeholders}} (worker/domains/policies/shared/policies.ts), filled from Settings when shown. */
    body: text("body").notNull(),
    /**
     * This version's Telugu (issue 30): `{ body }`, the same Markdown placeholders, or {} when there is none (the
     * Telugu page then shows the English). A save without Telugu carries the version before's Telugu over.
     */
    te: text("te", { mode: "json" }).$type<PolicyTe>().notNull().default(sql`'{}'`),
    createdAt: text("created_at").notNull(),
    /** The admin who saved this version; null for the shipped defaults. No foreign key: erasing an account keeps its rows. */
    createdBy: text("created_by"),
  },
  (t) => [
    // Two saves racing for the same next version: one wins, the other is refused by the index.
    uniqueIndex("policies_slug_version_unique").on(t.slug, t.version),
    check("policies_slug_check", sql`${t.slug} in ('returns', 'shipping', 'privacy', 'terms')`),
    check("policies_version_check", sql`${t.version} >= 1`),
  ],
);

/**
 * Every consent to the privacy notice (DPDP Act 2023, section 6), with the notice version it was given under and
 * how it was given (worker/domains/policies/shared/policies.ts CONSENT_SOURCES; "legacy-api" rows, written before issue 29 for signups
 * through the original API contract, which never asked, are not consents; "sign-in-prompt" is the later answer). Rows are only inserted. They outlive an erased account, holding nothing personal but
 * the account's id (no foreign key, so erasure never has to delete them).
 */
export const consents = sqliteTable(
  "consents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    purpose: text("purpose", { enum: ["privacy-notice"] }).notNull(),
    noticeVersion: integer("notice_version").notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("consents_user_idx").on(t.userId),
    check("consents_purpose_check", sql`${t.purpose} in ('privacy-notice')`),
    check("consents_source_check", sql`${t.source} in ('signup-form', 'api', 'legacy-api', 'sign-in-prompt')`),
  ],
);

export type Policy = typeof policies.$inferSelect;

export type Consent = typeof consents.$inferSelect;
