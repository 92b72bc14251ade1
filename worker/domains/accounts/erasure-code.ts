/**
 * Deleting an account that has no password (issue 31: made by phone sign-in, it could not confirm its erasure and
 * had to ask the shop). The account holder asks for a code sent by SMS to the account's proven number and confirms
 * the erasure with it (./data-rights.ts). Same rules as the sign-in and reset codes (./otp.ts, ./phone-login.ts):
 * stored only as an HMAC, 10 minutes, at most 5 attempts counted before the comparison, a new code spends the old,
 * per-account and per-network limits; spent by a conditional UPDATE, so one code deletes at most once. The codes are
 * a table of their own, so a sign-in code cannot delete an account nor an erasure code sign in. Accounts with a
 * password keep confirming with it: they are refused a code.
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { accountErasureCodes, type User } from "./tables";
import { badRequest, conflict, tooManyRequests, unauthorized } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { localizeMessage } from "../../lib/localize";
import { enforceCounterLimit, enforceIpLimit, hashKey } from "../../lib/rate-limit";
import { sendSms, smsProviderConfigured } from "../../lib/sms";
import type { ServiceContext } from "../../http/context";
import type { Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import { getShopProfile } from "../settings/settings";
import type { Principal } from "./shared/user";
import { OTP_INVALID_MESSAGE, OTP_LOCKED_MESSAGE, OTP_MAX_FAILED_ATTEMPTS, OTP_TTL_MS, SESSION_EXPIRED_MESSAGE } from "./auth";
import { otpHash, randomOtp } from "./otp";
import { findUserById } from "./users";
import { OTP_TEMPLATE_VARIABLE } from "./phone-login";
import { displayIndianMobile } from "./shared/phone";

export const ERASURE_CODE_SENT_MESSAGE = "We have sent a 6-digit code by SMS to your phone number. It is valid for 10 minutes.";
export const ERASURE_CODE_LIMIT_MESSAGE = "Too many codes asked for this account. Please try again in an hour.";
export const ERASURE_WITH_PASSWORD_MESSAGE = "This account is deleted with its password: please enter your password.";
export const ERASURE_CODE_REQUIRED_MESSAGE = "Please enter the 6-digit code we sent to your phone to delete your account";
export const ADMIN_ERASURE_MESSAGE = "An admin account cannot be deleted: another admin must remove its admin role first";
export const ERASURE_CODES_PER_ACCOUNT_PER_HOUR = 5;

/** Whether an account confirms its erasure by a code to its phone: it has no password, only a proven number. */
export const erasedByCode = (user: Pick<User, "passwordHash" | "phoneLogin">) => !user.passwordHash && Boolean(user.phoneLogin);

/**
 * The SMS in the account holder's language where it can be sent so. With MSG91 it goes out on the deployment's DLT
 * OTP template (the sign-in code's: the code is the only variable); the outbox keeps the text below.
 */
function erasureCodeMessage(ctx: ServiceContext, shop: string, to: string, code: string) {
  const teTemplate = ctx.env.MSG91_OTP_TEMPLATE_ID_TE;
  const lang: Lang = ctx.lang === "te" && (teTemplate || !smsProviderConfigured(ctx.env)) ? "te" : "en";
  const templateId = lang === "te" ? teTemplate : ctx.env.MSG91_OTP_TEMPLATE_ID;
  return {
    channel: "sms" as const,
    to,
    text: t(lang, "mail.sms.erasureCode", { shop, code }),
    template: templateId ? { id: templateId, variables: { [OTP_TEMPLATE_VARIABLE]: code } } : null,
  };
}

async function erasableUser(ctx: ServiceContext, actor: Principal): Promise<User> {
  const user = await findUserById(ctx, actor.id);
  if (!user || user.erasedAt) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (user.role === "admin") throw conflict(ADMIN_ERASURE_MESSAGE);
  return user;
}

/** POST /api/me/erasure-code: a code to the signed-in account's proven number, for an account without a password. */
export async function requestErasureCode(ctx: ServiceContext, actor: Principal): Promise<{ message: string }> {
  const user = await erasableUser(ctx, actor);
  if (!erasedByCode(user) || !user.phoneLogin) throw conflict(ERASURE_WITH_PASSWORD_MESSAGE);
  await enforceIpLimit(ctx.env.OTP_RATE_LIMITER, "erasure-otp", ctx.ip);
  await enforceCounterLimit(ctx.db, {
    key: `erasure-otp:${await hashKey(user.id)}`,
    windowSeconds: 3600,
    max: ERASURE_CODES_PER_ACCOUNT_PER_HOUR,
    message: ERASURE_CODE_LIMIT_MESSAGE,
  });
  const now = Date.now();
  const id = newId();
  const code = randomOtp();
  await ctx.db.batch([
    ctx.db
      .update(accountErasureCodes)
      .set({ usedAt: new Date(now).toISOString() })
      .where(and(eq(accountErasureCodes.userId, user.id), isNull(accountErasureCodes.usedAt))),
    ctx.db.insert(accountErasureCodes).values({
      id,
      userId: user.id,
      codeHash: await otpHash(ctx, id, code),
      expiresAt: new Date(now + OTP_TTL_MS).toISOString(),
      createdAt: new Date(now).toISOString(),
    }),
  ]);
  await sendSms(ctx, erasureCodeMessage(ctx, (await getShopProfile(ctx)).name, user.phoneLogin, code));
  return { message: localizeMessage(ERASURE_CODE_SENT_MESSAGE, ctx.lang) };
}

/**
 * Spends the account's live erasure code when `code` is it; 400 for a wrong, expired or missing code, 429 once five
 * attempts were made on it (the attempt is counted before the comparison, however many arrive at once).
 */
export async function spendErasureCode(ctx: ServiceContext, user: User, code: string): Promise<void> {
  const row = await ctx.db.query.accountErasureCodes.findFirst({
    where: and(eq(accountErasureCodes.userId, user.id), isNull(accountErasureCodes.usedAt)),
  });
  if (!row || row.expiresAt <= nowIso()) throw badRequest(OTP_INVALID_MESSAGE);
  const counted = await ctx.db
    .update(accountErasureCodes)
    .set({ failedAttempts: sql`${accountErasureCodes.failedAttempts} + 1` })
    .where(and(eq(accountErasureCodes.id, row.id), isNull(accountErasureCodes.usedAt), lt(accountErasureCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS)))
    .returning({ id: accountErasureCodes.id });
  if (counted.length !== 1) throw tooManyRequests(OTP_LOCKED_MESSAGE);
  if ((await otpHash(ctx, row.id, code)) !== row.codeHash) throw badRequest(OTP_INVALID_MESSAGE);
  const spent = await ctx.db
    .update(accountErasureCodes)
    .set({ usedAt: nowIso() })
    .where(and(eq(accountErasureCodes.id, row.id), isNull(accountErasureCodes.usedAt)))
    .returning({ id: accountErasureCodes.id });
  if (spent.length !== 1) throw badRequest(OTP_INVALID_MESSAGE);
}

/** How the signed-in account confirms its erasure (the delete page asks for that): its password, or a code to its phone. */
export async function erasureConfirmation(ctx: ServiceContext, actor: Principal): Promise<{ method: "password" | "code"; phone: string | null }> {
  const user = await findUserById(ctx, actor.id);
  if (!user || user.erasedAt) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return erasedByCode(user) && user.phoneLogin ? { method: "code", phone: displayIndianMobile(user.phoneLogin) } : { method: "password", phone: null };
}
