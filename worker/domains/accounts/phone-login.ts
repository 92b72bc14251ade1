/**
 * Sign-in with an Indian mobile number and a code sent to it by SMS (issue 31), beside (not inside) ./auth.ts. The
 * code follows the password reset's rules (./auth.ts): stored only as an HMAC, 10 minutes, at most 5 attempts counted
 * before the comparison, a new code spends the old, per-number and per-IP limits. An unknown number gets the same
 * answer and, with its first right code, a new customer account holding only that number (no e-mail address or
 * password yet; the users table keeps "" for both, see ./tables.ts). Races are settled in the database: the live
 * code is one row per number (partial unique index), spending it is a conditional UPDATE, and the account is one
 * row per proven number (unique index), created with its cart in the same batch.
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { PhoneCodeRequest, PhoneCodeVerify } from "./shared/phone";
import { phoneLoginOtps, users } from "./tables";
import { carts } from "../checkout/tables";
import { badRequest, tooManyRequests } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { localizeMessage } from "../../lib/localize";
import { enforceCounterLimit, enforceIpLimit, hashKey, ipLimitSubject } from "../../lib/rate-limit";
import { sendSms, smsProviderConfigured, type PhoneChannel, type SmsMessage } from "../../lib/sms";
import type { ServiceContext } from "../../http/context";
import type { Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import { getShopProfile } from "../settings/settings";
import { issueSession, OTP_INVALID_MESSAGE, OTP_LOCKED_MESSAGE, OTP_MAX_FAILED_ATTEMPTS, OTP_TTL_MS, type Session } from "./auth";
import { otpHash, randomOtp } from "./otp";

export const PHONE_CODE_SENT_MESSAGE = "We have sent a 6-digit OTP by SMS to this number. It is valid for 10 minutes.";
export const PHONE_CODE_SENT_WHATSAPP_MESSAGE = "We have sent a 6-digit OTP on WhatsApp to this number. It is valid for 10 minutes.";
export const PHONE_CODE_LIMIT_MESSAGE = "Too many OTP requests for this phone number. Please try again in an hour.";
export const PHONE_CODE_IP_LIMIT_MESSAGE = "Too many OTP requests from your network. Please try again in an hour.";
export const PHONE_CODES_PER_NUMBER_PER_HOUR = 5;
/** Each code is a paid SMS: one network may ask for a few numbers' codes, not pump messages to many. */
export const PHONE_CODES_PER_IP_PER_HOUR = 10;
/** The template variable that carries the code in the DLT-registered template ("##otp## is your … code"). */
export const OTP_TEMPLATE_VARIABLE = "otp";

/**
 * The SMS in the customer's language, one part long: English fits 160 GSM-7 characters, Telugu 70 UCS-2 ones with
 * the shop's name. Telugu only where it can be sent as such: with a provider, only when a Telugu template is registered.
 * On WhatsApp the approved authentication template (one name, its English and Telugu versions) carries the code.
 */
function signInCodeMessage(ctx: ServiceContext, shop: string, to: string, code: string, channel: PhoneChannel): SmsMessage {
  const variables = { [OTP_TEMPLATE_VARIABLE]: code };
  if (channel === "whatsapp") {
    const name = ctx.env.WHATSAPP_OTP_TEMPLATE;
    return { channel, to, text: t(ctx.lang, "mail.sms.signInCode", { shop, code }), template: name ? { id: name, variables, language: ctx.lang } : null };
  }
  const teTemplate = ctx.env.MSG91_OTP_TEMPLATE_ID_TE;
  const lang: Lang = ctx.lang === "te" && (teTemplate || !smsProviderConfigured(ctx.env)) ? "te" : "en";
  const templateId = lang === "te" ? teTemplate : ctx.env.MSG91_OTP_TEMPLATE_ID;
  return { channel, to, text: t(lang, "mail.sms.signInCode", { shop, code }), template: templateId ? { id: templateId, variables } : null };
}

/**
 * Sends a sign-in code to `phoneNumber` (+91XXXXXXXXXX) by SMS or, when asked, on WhatsApp. The answer is the same
 * whether or not an account has the number; the limits count every request (both channels), per network (edge
 * limiter and an exact hourly counter) and per number.
 */
export async function requestPhoneCode(ctx: ServiceContext, input: PhoneCodeRequest): Promise<{ message: string }> {
  const { phoneNumber } = input;
  await enforceIpLimit(ctx.env.OTP_RATE_LIMITER, "phone-otp", ctx.ip);
  await enforceCounterLimit(ctx.db, {
    key: `phone-otp-ip:${await hashKey(ipLimitSubject(ctx.ip))}`,
    windowSeconds: 3600,
    max: PHONE_CODES_PER_IP_PER_HOUR,
    message: PHONE_CODE_IP_LIMIT_MESSAGE,
  });
  await enforceCounterLimit(ctx.db, {
    key: `phone-otp:${await hashKey(phoneNumber)}`,
    windowSeconds: 3600,
    max: PHONE_CODES_PER_NUMBER_PER_HOUR,
    message: PHONE_CODE_LIMIT_MESSAGE,
  });

  const now = Date.now();
  const id = newId();
  const code = randomOtp();
  // A new code spends the number's live one in the same batch (the partial unique index allows one live code).
  await ctx.db.batch([
    ctx.db
      .update(phoneLoginOtps)
      .set({ usedAt: new Date(now).toISOString() })
      .where(and(eq(phoneLoginOtps.phoneNumber, phoneNumber), isNull(phoneLoginOtps.usedAt))),
    ctx.db.insert(phoneLoginOtps).values({
      id,
      phoneNumber,
      codeHash: await otpHash(ctx, id, code),
      expiresAt: new Date(now + OTP_TTL_MS).toISOString(),
      createdAt: new Date(now).toISOString(),
    }),
  ]);
  await sendSms(ctx, signInCodeMessage(ctx, (await getShopProfile(ctx)).name, phoneNumber, code, input.channel));
  return { message: localizeMessage(input.channel === "whatsapp" ? PHONE_CODE_SENT_WHATSAPP_MESSAGE : PHONE_CODE_SENT_MESSAGE, ctx.lang) };
}

/**
 * Checks a code and signs in the account of the number, making one when there is none. The attempt is counted
 * before the comparison by a conditional UPDATE, so at most OTP_MAX_FAILED_ATTEMPTS guesses are compared per code
 * however many arrive at once; a right code is spent in the batch that makes the account, and only the request whose
 * UPDATE spent it gets a session.
 */
export async function verifyPhoneCode(ctx: ServiceContext, input: PhoneCodeVerify): Promise<Session> {
  const { phoneNumber, otp: code } = input;
  await enforceIpLimit(ctx.env.AUTH_RATE_LIMITER, "phone-verify", ctx.ip);
  const otp = await ctx.db.query.phoneLoginOtps.findFirst({
    where: and(eq(phoneLoginOtps.phoneNumber, phoneNumber), isNull(phoneLoginOtps.usedAt)),
  });
  if (!otp || otp.expiresAt <= nowIso()) throw badRequest(OTP_INVALID_MESSAGE);

  const counted = await ctx.db
    .update(phoneLoginOtps)
    .set({ failedAttempts: sql`${phoneLoginOtps.failedAttempts} + 1` })
    .where(and(eq(phoneLoginOtps.id, otp.id), isNull(phoneLoginOtps.usedAt), lt(phoneLoginOtps.failedAttempts, OTP_MAX_FAILED_ATTEMPTS)))
    .returning({ id: phoneLoginOtps.id });
  if (counted.length !== 1) throw tooManyRequests(OTP_LOCKED_MESSAGE);
  if ((await otpHash(ctx, otp.id, code)) !== otp.codeHash) throw badRequest(OTP_INVALID_MESSAGE);

  const now = nowIso();
  const [spent] = await ctx.db.batch([
    ctx.db
      .update(phoneLoginOtps)
      .set({ usedAt: now })
      .where(and(eq(phoneLoginOtps.id, otp.id), isNull(phoneLoginOtps.usedAt)))
      .returning({ id: phoneLoginOtps.id }),
    // A number nobody signed in with yet becomes a customer: its number, nothing else (the profile fills the rest).
    ctx.db
      .insert(users)
      .values({
        id: newId(),
        name: "",
        phoneNumber,
        emailAddress: "",
        passwordHash: "",
        phoneLogin: phoneNumber,
        role: "user",
        doorNo: "",
        street: "",
        city: "",
        pincode: "",
        state: "",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.phoneLogin }),
    // Its cart (every account has one), unless the account was there already with its own.
    ctx.db
      .insert(carts)
      .select(sql`select ${newId()}, ${users.id}, ${now} from ${users} where ${users.phoneLogin} = ${phoneNumber}`)
      .onConflictDoNothing(),
  ]);
  if (spent.length !== 1) throw badRequest(OTP_INVALID_MESSAGE);
  const user = await ctx.db.query.users.findFirst({ where: eq(users.phoneLogin, phoneNumber) });
  if (!user) throw badRequest(OTP_INVALID_MESSAGE);
  return issueSession(ctx, user);
}
