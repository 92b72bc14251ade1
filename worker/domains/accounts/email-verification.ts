/**
 * E-mail ownership (issue 29, finding 9): a new account (and an account whose address changes) is mailed a one-time
 * link that proves the person holds the address. The account works at once as before; only a verified address
 * lets erasure delete the mails sent to it, and only a verified address is sent back text its account typed.
 * The link's token is stored only as its SHA-256 (like the reset codes' HMAC, a leaked table reveals no link).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Principal, PublicUser } from "./shared/user";
import { users } from "./tables";
import { badRequest, conflict, unauthorized } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import { paragraphsMail, sendMail } from "../../lib/mail";
import { enforceCounterLimit, hashKey } from "../../lib/rate-limit";
import type { ServiceContext } from "../../http/context";
import { getShopProfile } from "../settings/settings";
import { greeting } from "../settings/mail";
import { pathInLang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import { findUserById, SESSION_EXPIRED_MESSAGE, toPublicUser } from "./users";

/** A link stays usable for 7 days; a resend replaces it. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const VERIFICATION_RESENDS_PER_HOUR = 3;
export const VERIFICATION_LINK_INVALID_MESSAGE = "This confirmation link is invalid, used or expired. Sign in and ask for a new one on your profile.";
export const ALREADY_VERIFIED_MESSAGE = "Your e-mail address is already confirmed";
export const RESEND_LIMIT_MESSAGE = "Too many confirmation e-mails asked for. Please try again in an hour.";
/** The page a link opens (its form posts the token; opening the link alone verifies nothing, so mail scanners cannot). */
export const VERIFY_EMAIL_PATH = "/verify-email";

/** A fresh token (32 random bytes, hex) and the hash the users row keeps. */
export async function newVerificationToken(): Promise<{ token: string; hash: string }> {
  const token = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("");
  return { token, hash: await hashKey(token) };
}

/** The columns that start a verification of a (new) address: not verified, this link live from now. */
export function pendingVerification(hash: string, now: string) {
  return { emailVerifiedAt: null, emailVerificationHash: hash, emailVerificationSentAt: now };
}

/**
 * The link's mail. It carries nothing anyone typed (no name, no text of theirs): whoever signs up with an address
 * that is not theirs cannot make the shop relay words to it.
 */
export async function sendVerificationMail(ctx: ServiceContext, to: string, token: string): Promise<void> {
  const shop = (await getShopProfile(ctx)).name;
  // In the language of the request that asked for it (issue 30); the link opens the confirmation page in it too.
  const { lang } = ctx;
  await sendMail(
    ctx,
    paragraphsMail(to, `${shop}: ${t(lang, "mail.verify.subject")}`, [
      greeting(null, lang),
      t(lang, "mail.verify.created", { shop }),
      t(lang, "mail.verify.confirm", { link: `${ctx.origin}${pathInLang(VERIFY_EMAIL_PATH, lang)}?token=${token}` }),
      t(lang, "mail.verify.notYou"),
    ]),
  );
}

/**
 * Verifies the address the link was sent for: one conditional UPDATE (live hash, within the TTL, account not
 * erased) spends the link, so a link works once and a link of an address changed since matches nothing.
 */
export async function verifyEmail(ctx: ServiceContext, token: string): Promise<PublicUser> {
  const now = Date.now();
  const [updated] = await ctx.db
    .update(users)
    .set({ emailVerifiedAt: new Date(now).toISOString(), emailVerificationHash: null, updatedAt: new Date(now).toISOString() })
    .where(
      and(
        eq(users.emailVerificationHash, await hashKey(token)),
        gt(users.emailVerificationSentAt, new Date(now - EMAIL_VERIFICATION_TTL_MS).toISOString()),
        isNull(users.erasedAt),
      ),
    )
    .returning();
  if (!updated) throw badRequest(VERIFICATION_LINK_INVALID_MESSAGE);
  return toPublicUser(updated);
}

/** A new link for the signed-in person's current address (the old one stops working), a few per hour. */
export async function resendVerification(ctx: ServiceContext, actor: Principal): Promise<void> {
  const user = await findUserById(ctx, actor.id);
  if (!user || user.erasedAt) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED_MESSAGE);
  await enforceCounterLimit(ctx.db, { key: `verify-resend:${user.id}`, windowSeconds: 3600, max: VERIFICATION_RESENDS_PER_HOUR, message: RESEND_LIMIT_MESSAGE });
  const { token, hash } = await newVerificationToken();
  const now = nowIso();
  // Only while the address is the one read and still unverified: a change in between sends nothing stale.
  const [updated] = await ctx.db
    .update(users)
    .set({ emailVerificationHash: hash, emailVerificationSentAt: now })
    .where(and(eq(users.id, user.id), eq(users.emailAddress, user.emailAddress), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (!updated) throw conflict(ALREADY_VERIFIED_MESSAGE);
  await sendVerificationMail(ctx, user.emailAddress, token);
}

/** Whether `email` is the verified address of account `userId` (exact, case-insensitive). */
export async function isVerifiedAddressOf(ctx: Pick<ServiceContext, "db">, userId: string, email: string): Promise<boolean> {
  const row = await ctx.db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.id, userId), sql`lower(${users.emailAddress}) = lower(${email})`, sql`${users.emailVerifiedAt} is not null`, isNull(users.erasedAt)),
  });
  return Boolean(row);
}
