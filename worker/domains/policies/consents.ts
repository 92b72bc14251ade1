/**
 * The record of consents to the privacy notice (DPDP Act 2023): one row per consent, naming the notice version in
 * force when it was given and how it was given. A consent given at sign-up is written in the same batch as the
 * account; an API sign-up that did not say `privacyConsent: true` records none (issue 29), and the person's own
 * acceptance of the prompt after sign-in is recorded later (recordPromptConsent).
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import type { ConsentSource } from "./shared/policies";
import { consents } from "./tables";
import { badRequest } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import type { ServiceContext } from "../../http/context";

export const PRIVACY_CONSENT_REQUIRED_MESSAGE = "Please accept the privacy notice to sign up";

/** Where a signup came from: our signup form, or the JSON API. */
export type SignupChannel = "signup-form" | "api";

/**
 * How a signup's consent is recorded, a 400 when it was refused, or null when none was given. Our form always asks
 * (an unticked box is a refusal); an API client may say `privacyConsent: true`. One of the original contract, which
 * has no such field, still gets its account, but no consent is recorded for a person who never gave it (issue 29):
 * our pages ask them on their next sign-in (hasPrivacyConsent, recordPromptConsent).
 */
export function signupConsentSource(channel: SignupChannel, privacyConsent: boolean | undefined): ConsentSource | null {
  if (privacyConsent === false || (channel === "signup-form" && privacyConsent !== true)) throw badRequest(PRIVACY_CONSENT_REQUIRED_MESSAGE);
  if (channel === "signup-form") return "signup-form";
  return privacyConsent ? "api" : null;
}

/** A consent the person gave: every source but "legacy-api", which the code before issue 29 wrote without asking. */
const givenConsent = (userId: string) => and(eq(consents.userId, userId), eq(consents.purpose, "privacy-notice"), ne(consents.source, "legacy-api"));

/** Whether the person consented to the privacy notice themselves (false: our pages ask them after sign-in). */
export async function hasPrivacyConsent(ctx: Pick<ServiceContext, "db">, userId: string): Promise<boolean> {
  const row = await ctx.db.query.consents.findFirst({ columns: { id: true }, where: givenConsent(userId) });
  return Boolean(row);
}

/**
 * Records the consent a signed-in person gave by accepting the prompt (source "sign-in-prompt"), unless one they
 * gave is already on record: the insert is conditional on that, so a double submit records one row.
 */
export async function recordPromptConsent(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<ConsentView[]> {
  const id = newId();
  await ctx.db.run(sql`insert into consents (id, user_id, purpose, notice_version, source, created_at)
    select ${id}, ${actor.id}, 'privacy-notice', (select coalesce(max(version), 1) from policies where slug = 'privacy'), 'sign-in-prompt', ${nowIso()}
    where not exists (select 1 from consents where user_id = ${actor.id} and purpose = 'privacy-notice' and source != 'legacy-api')`);
  return consentsOf(ctx, actor.id);
}

/**
 * The insert of a consent to the current privacy notice, for the signup's batch. The statement reads the version
 * itself (the highest privacy version when the account is created): no extra round trip, and no version read
 * earlier that a save in between could have made stale.
 */
export function privacyConsentStatement(ctx: Pick<ServiceContext, "db">, userId: string, source: ConsentSource) {
  return ctx.db.insert(consents).values({
    id: newId(),
    userId,
    purpose: "privacy-notice",
    // Migration 0015 ships version 1, so there is always a version to name; 1 guards a database without it.
    noticeVersion: sql`(select coalesce(max(version), 1) from policies where slug = 'privacy')`,
    source,
    createdAt: nowIso(),
  });
}

export type ConsentView = { purpose: "privacy-notice"; noticeVersion: number; source: ConsentSource; createdAt: string };

/** A person's consents, oldest first (their data export and the tests read them). */
export async function consentsOf(ctx: Pick<ServiceContext, "db">, userId: string): Promise<ConsentView[]> {
  const rows = await ctx.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
  return rows.map(({ purpose, noticeVersion, source, createdAt }) => ({ purpose, noticeVersion, source, createdAt }));
}
