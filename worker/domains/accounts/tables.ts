/**
 * The accounts domain's tables: customer and admin accounts, password-reset codes and the erasure log. Orders,
 * carts, addresses and grievances point at users; those tables live with their own domains and import this file.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    /**
     * Stored trimmed and lower-cased: e-mail addresses are unique case-insensitively. "" for an account made by
     * signing in with a phone number (issue 31), which has no e-mail address yet (the unique index skips "").
     */
    emailAddress: text("email_address").notNull(),
    /**
     * PBKDF2 record `pbkdf2-sha256$iterations$salt$hash` (worker/lib/password.ts); never leaves the server. "" for an
     * account made by phone sign-in: no password matches it (verifyPassword refuses a record it cannot parse).
     */
    passwordHash: text("password_hash").notNull(),
    /**
     * The Indian mobile number (+91XXXXXXXXXX) this account signs in with, proven by a code sent to it by SMS (issue
     * 31); null for accounts that never did. Separate from the typed `phoneNumber`, which nobody ever proved.
     */
    phoneLogin: text("phone_login"),
    role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
    doorNo: text("door_no").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    state: text("state").notNull(),
    /** Bumped on logout, password reset and role change: tokens carrying an older version are refused. */
    tokenVersion: integer("token_version").notNull().default(1),
    /** Set when the customer erased their account (issue 20): every personal field above is a placeholder since. */
    erasedAt: text("erased_at"),
    /**
     * When the owner of `emailAddress` proved it by the link mailed to it (issue 29); null until then, and again after
     * an e-mail change. Only a verified address lets erasure delete the mails sent to it.
     */
    emailVerifiedAt: text("email_verified_at"),
    /** SHA-256 of the live verification link's token (never the token itself); null once used or never sent. */
    emailVerificationHash: text("email_verification_hash"),
    /** When that link was mailed: it expires EMAIL_VERIFICATION_TTL_MS later (worker/domains/accounts/email-verification.ts). */
    emailVerificationSentAt: text("email_verification_sent_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    // Partial since issue 31: accounts made by phone sign-in all hold "" until they add an address.
    uniqueIndex("users_email_unique").on(t.emailAddress).where(sql`${t.emailAddress} <> ''`),
    uniqueIndex("users_phone_login_unique").on(t.phoneLogin),
    index("users_role_idx").on(t.role),
    uniqueIndex("users_email_verification_hash_unique").on(t.emailVerificationHash),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
  ],
);

/**
 * The erasure log (issue 20): when an account was erased and what happened to its records, with no personal data
 * (not even the account's id), so the shop can show it honoured erasure requests.
 */
export const accountErasures = sqliteTable("account_erasures", {
  id: text("id").primaryKey(),
  erasedAt: text("erased_at").notNull(),
  /** Invoiced orders kept for the tax law, with the customer's e-mail and phone removed. */
  ordersKept: integer("orders_kept").notNull(),
  /** Orders without an invoice, kept for the shop's sales figures with every personal field replaced. */
  ordersAnonymised: integer("orders_anonymised").notNull(),
  /** Saved addresses, cart lines, password-reset codes and mails deleted. */
  rowsRemoved: integer("rows_removed").notNull(),
});

export const passwordResetOtps = sqliteTable(
  "password_reset_otps",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** HMAC-SHA256 of the 6 digits keyed with the server secret: a leaked table reveals no code. */
    codeHash: text("code_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("password_reset_otps_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Sign-in codes sent by SMS (issue 31), keyed by the number (there may be no account yet: the first right code
 * makes one). The same rules as the password-reset codes: HMAC only, 10 minutes, 5 attempts, a new code spends the
 * old; the partial unique index keeps at most one live code per number, whatever races.
 */
export const phoneLoginOtps = sqliteTable(
  "phone_login_otps",
  {
    id: text("id").primaryKey(),
    /** +91XXXXXXXXXX (worker/domains/accounts/shared/phone.ts). */
    phoneNumber: text("phone_number").notNull(),
    /** HMAC-SHA256 of the 6 digits keyed with the server secret: a leaked table reveals no code. */
    codeHash: text("code_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("phone_login_otps_live_unique").on(t.phoneNumber).where(sql`${t.usedAt} is null`)],
);

/**
 * Issue 31: the code that confirms deleting an account without a password (made by phone sign-in), sent to the
 * account's proven number. Kept apart from the sign-in codes so neither kind of code can do the other's job. One live
 * code per account (partial unique index); the same HMAC, expiry and attempt rules as the other codes.
 */
export const accountErasureCodes = sqliteTable(
  "account_erasure_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    codeHash: text("code_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("account_erasure_codes_live_unique").on(t.userId).where(sql`${t.usedAt} is null`)],
);

export type User = typeof users.$inferSelect;
