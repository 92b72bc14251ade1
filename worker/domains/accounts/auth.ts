/**
 * Accounts: sign up, sign in, sign out, profile edits and password reset by one-time code.
 * Both the JSON API and the pages' actions call these functions; rate limits live here so they hold for both.
 */
import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { EditProfileInput, LoginInput, ResetPasswordInput, SignupInput } from "./shared/schemas";
import type { Principal, PublicUser } from "./shared/user";
import { carts } from "../checkout/tables";
import { passwordResetOtps, users, type User } from "./tables";
import { jwtSecret } from "../../env";
import { badRequest, conflict, tooManyRequests, unauthorized, isUniqueViolation } from "../../lib/errors";
import { escapeHtml } from "../../lib/html";
import { newId, nowIso } from "../../lib/ids";
import { signSessionToken } from "../../lib/jwt";
import { localizeMessage } from "../../lib/localize";
import { sendMail } from "../../lib/mail";
import { hashPassword, UNKNOWN_USER_PASSWORD_RECORD, verifyPassword } from "../../lib/password";
import { beginCountedAttempt, clearCounter, enforceCounterLimit, enforceIpLimit, hashKey } from "../../lib/rate-limit";
import { privacyConsentStatement, signupConsentSource, type SignupChannel } from "../policies/consents";
import type { ServiceContext } from "../../http/context";
import { findUserByEmail, findUserById, SESSION_EXPIRED_MESSAGE, toPublicUser } from "./users";
import { newVerificationToken, pendingVerification, sendVerificationMail } from "./email-verification";
export { SESSION_EXPIRED_MESSAGE } from "./users";
import type { ShopProfile } from "../settings/shared/shop-profile";
import { careLine, eitherOf, formatIstIn, greeting } from "../settings/mail";
import { pathInLang, type Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import { getShopProfile } from "../settings/settings";
import { otpHash, randomOtp } from "./otp";

export type Session = { token: string; user: PublicUser };
type PasswordResetOtp = typeof passwordResetOtps.$inferSelect;

export const LOGIN_FAILED_MESSAGE = "Invalid email or password";
export const EMAIL_TAKEN_MESSAGE = "An account with this email address already exists";
export const OTP_SENT_MESSAGE = "If an account exists for this email address, we have sent it a 6-digit OTP.";
export const OTP_INVALID_MESSAGE = "Invalid or expired OTP";
export const OTP_LOCKED_MESSAGE = "Too many wrong OTP attempts. Please request a new OTP.";
export const ACCOUNT_LOCKED_MESSAGE =
  "Too many failed sign-in attempts for this account. Try again in 15 minutes or reset your password.";
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = "Current password is required to change your email address or password";
export const CURRENT_PASSWORD_WRONG_MESSAGE = "Current password is incorrect";
export const EMAIL_REQUIRED_MESSAGE = "Email address is required";
/** Issue 31: an account made by phone sign-in has no password (nor e-mail) to confirm a change with yet. */
export const NO_PASSWORD_MESSAGE =
  "This account signs in with a code sent to its phone and has no password yet, so this cannot be confirmed. Please contact the shop.";

export const OTP_TTL_MS = 10 * 60 * 1000;
/** Guesses compared per code, right or wrong (the failed_attempts column counts every attempt). */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** Wrong passwords per account (sign-in and the current password of a profile edit) per window. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const OTP_REQUESTS_PER_EMAIL_PER_HOUR = 5;

export async function issueSession(ctx: ServiceContext, user: User): Promise<Session> {
  const token = await signSessionToken({ userId: user.id, tokenVersion: user.tokenVersion }, jwtSecret(ctx.env));
  return { token, user: toPublicUser(user) };
}

/**
 * Creates an account with its cart and, when it was given, the record of its consent to the privacy notice, which
 * `channel` (our signup form or the API) and `input.privacyConsent` decide (signupConsentSource: 400 when refused;
 * none recorded for an API signup that did not say true). The address is mailed a confirmation link (issue 29).
 */
export async function signup(ctx: ServiceContext, input: SignupInput, channel: SignupChannel): Promise<Session> {
  const consentSource = signupConsentSource(channel, input.privacyConsent);
  await enforceIpLimit(ctx.env.AUTH_RATE_LIMITER, "signup", ctx.ip);
  if (await findUserByEmail(ctx, input.emailAddress)) throw conflict(EMAIL_TAKEN_MESSAGE);

  const now = nowIso();
  const verification = await newVerificationToken();
  const user: User = {
    id: newId(),
    name: input.name,
    phoneNumber: input.phoneNumber,
    emailAddress: input.emailAddress,
    passwordHash: await hashPassword(input.password),
    phoneLogin: null,
    role: "user",
    ...input.address,
    tokenVersion: 1,
    erasedAt: null,
    ...pendingVerification(verification.hash, now),
    createdAt: now,
    updatedAt: now,
  };
  try {
    // The user, their (empty) cart and their consent record are created together or not at all.
    await ctx.db.batch([
      ctx.db.insert(users).values(user),
      ctx.db.insert(carts).values({ id: newId(), userId: user.id, createdAt: now }),
      ...(consentSource ? [privacyConsentStatement(ctx, user.id, consentSource)] : []),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  await sendVerificationMail(ctx, user.emailAddress, verification.token);
  return issueSession(ctx, user);
}

/** The counter of an account's wrong passwords: keyed by a hash of the e-mail, never the address itself. */
export async function signInFailureKey(email: string): Promise<string> {
  return `sign-in-failures:${await hashKey(email.trim().toLowerCase())}`;
}

/**
 * Counts a password attempt on the account of `email` before the password is checked, so a locked account
 * refuses even the right password and parallel guesses cannot overrun the limit. Only failures stay counted.
 */
async function beginPasswordAttempt(ctx: ServiceContext, email: string) {
  return beginCountedAttempt(ctx.db, {
    key: await signInFailureKey(email),
    windowSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS,
    max: SIGN_IN_FAILURES_MAX,
    message: ACCOUNT_LOCKED_MESSAGE,
  });
}

export async function login(ctx: ServiceContext, input: LoginInput): Promise<Session> {
  await enforceIpLimit(ctx.env.AUTH_RATE_LIMITER, "login", ctx.ip);
  // Counted for unknown addresses too: the answers stay the same whether or not an address is registered.
  const attempt = await beginPasswordAttempt(ctx, input.emailAddress);
  const user = await findUserByEmail(ctx, input.emailAddress);
  // Hash even for an unknown e-mail so timing does not tell which addresses are registered.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? UNKNOWN_USER_PASSWORD_RECORD);
  if (!user || !passwordOk) throw unauthorized(LOGIN_FAILED_MESSAGE);
  await attempt.succeeded();
  return issueSession(ctx, user);
}

/** Revokes every token the acting person holds: their version no longer matches. */
export async function revokeSessions(ctx: Pick<ServiceContext, "db">, actor: Principal): Promise<void> {
  await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: nowIso() })
    .where(eq(users.id, actor.id));
}

/** A profile edit's answer; `token` is there when the edit signed out every other session (see editProfile). */
export type ProfileUpdate = { user: PublicUser; token?: string };

/** The current password guards a change of e-mail or password; wrong ones count against the sign-in limit. */
async function confirmCurrentPassword(ctx: ServiceContext, user: User, currentPassword: string | undefined) {
  if (!user.passwordHash) throw badRequest(NO_PASSWORD_MESSAGE);
  if (!currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED_MESSAGE);
  await confirmPassword(ctx, user, currentPassword);
}

/**
 * 401 unless `password` is the account's: for changes only the account holder may make (a stolen session alone is
 * not enough). Wrong ones count against the account's sign-in limit, so they cannot be guessed here either.
 */
export async function confirmPassword(ctx: ServiceContext, user: User, password: string): Promise<void> {
  if (!user.passwordHash) throw badRequest(NO_PASSWORD_MESSAGE);
  const attempt = await beginPasswordAttempt(ctx, user.emailAddress);
  if (!(await verifyPassword(password, user.passwordHash))) throw unauthorized(CURRENT_PASSWORD_WRONG_MESSAGE);
  await attempt.succeeded();
}

/**
 * Updates name, phone, e-mail, address and (when given) password. Changing the e-mail or the password is a
 * sensitive change: it needs the current password, signs out every session in the same UPDATE (the token
 * version moves on), starts a fresh session for the caller and tells the old address about it, so a stolen
 * session alone can neither take the account over nor do it unnoticed.
 */
export async function editProfile(ctx: ServiceContext, actor: Principal, input: EditProfileInput): Promise<ProfileUpdate> {
  const userId = actor.id;
  const current = await findUserById(ctx, userId);
  if (!current) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  // Only an account made by phone sign-in may keep "" (it has no address yet; issue 31).
  if (!input.emailAddress && current.emailAddress) throw badRequest(EMAIL_REQUIRED_MESSAGE);
  const emailChanged = input.emailAddress !== current.emailAddress.trim().toLowerCase();
  const passwordChanged = input.password !== undefined;
  const sensitive = emailChanged || passwordChanged;
  if (sensitive) await confirmCurrentPassword(ctx, current, input.currentPassword);

  const clash = input.emailAddress
    ? await ctx.db.query.users.findFirst({ columns: { id: true }, where: and(eq(users.emailAddress, input.emailAddress), ne(users.id, userId)) })
    : undefined;
  if (clash) throw conflict(EMAIL_TAKEN_MESSAGE);

  // A new address is unverified until its owner follows the link mailed to it (issue 29).
  const verification = emailChanged ? await newVerificationToken() : undefined;
  const changes = {
    name: input.name,
    phoneNumber: input.phoneNumber,
    emailAddress: input.emailAddress,
    ...input.address,
    ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    ...(sensitive ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    ...(verification ? pendingVerification(verification.hash, nowIso()) : {}),
    updatedAt: nowIso(),
  };
  let updated: User | undefined;
  try {
    // Only while the caller's session is still the current one: a session revoked meanwhile changes nothing.
    [updated] = await ctx.db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, userId), eq(users.tokenVersion, current.tokenVersion)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  if (!updated) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (!sensitive) return { user: toPublicUser(updated) };

  await sendAccountChangeNotice(ctx, current, { emailChanged, passwordChanged });
  if (verification) await sendVerificationMail(ctx, updated.emailAddress, verification.token);
  return issueSession(ctx, updated);
}

/** "Hello Asha," only to a verified address: the name is text the signer typed (issue 29); "Hello," otherwise. */
const hello = (user: User, lang: Lang) => greeting(user.emailVerifiedAt ? user.name : null, lang);

/** A mail of paragraphs with one HTML paragraph each (every value escaped); the text part's paragraphs apart by a blank line. */
function accountMail(to: string, subject: string, paragraphs: string[]) {
  return {
    to,
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(""),
  };
}

/** The time of a change as the notice states it: UTC in English (as it always was), India's time in Telugu. */
function changeTime(lang: Lang): string {
  const now = new Date();
  return lang === "en" ? now.toUTCString() : formatIstIn(now.toISOString(), lang);
}

/** In the language of the request that made the change (issue 30). */
function accountChangeMail(ctx: ServiceContext, profile: ShopProfile, user: User, change: { emailChanged: boolean; passwordChanged: boolean }) {
  const { lang } = ctx;
  const shop = profile.name;
  const kind = change.emailChanged && change.passwordChanged ? "both" : change.emailChanged ? "email" : "password";
  const contact = eitherOf([profile.care.email, profile.care.phone].filter(Boolean), lang);
  // After an e-mail change the reset code would go to the new address, so only the shop can help.
  const remedy = change.emailChanged
    ? t(lang, "mail.changed.secure", { contact })
    : t(lang, "mail.changed.reset", { url: `${ctx.origin}${pathInLang("/forgot-password", lang)}`, contact });
  return accountMail(user.emailAddress, `${shop}: ${t(lang, "mail.changed.subject", { change: kind })}`, [
    hello(user, lang),
    t(lang, "mail.changed.what", { change: kind, shop, when: changeTime(lang) }),
    t(lang, "mail.changed.ifNotYou", { remedy }),
  ]);
}

/** The notice goes to the address the account had before the change: its owner, if the change was not theirs. */
async function sendAccountChangeNotice(
  ctx: ServiceContext,
  before: User,
  change: { emailChanged: boolean; passwordChanged: boolean },
) {
  await sendMail(ctx, accountChangeMail(ctx, await getShopProfile(ctx), before, change));
}

/** The reset code, in the language of the request that asked for it (issue 30); the code stands out in the HTML part. */
function otpMail(profile: ShopProfile, user: User, code: string, lang: Lang) {
  const shop = profile.name;
  const care = careLine(profile.care, lang);
  const codeSentence = t(lang, "mail.otp.code", { shop, code });
  const validity = t(lang, "mail.otp.validity");
  const text = `${hello(user, lang)}\n\n${codeSentence}\n${validity}\n` + (care ? `\n${care}\n` : "");
  // The code (six digits) is the one value not escaped: it is set in bold where the sentence names it.
  const marker = "\u0000";
  const codeHtml = escapeHtml(t(lang, "mail.otp.code", { shop, code: marker })).replace(marker, `<strong>${code}</strong>`);
  const html = `<p>${escapeHtml(hello(user, lang))}</p><p>${codeHtml}</p><p>${escapeHtml(validity)}</p>` + (care ? `<p>${escapeHtml(care)}</p>` : "");
  return { to: user.emailAddress, subject: `${shop}: ${t(lang, "mail.otp.subject")}`, text, html };
}

/**
 * Sends a one-time code to a registered address. The answer is the same whether or not the address is
 * registered; the per-address limit counts every request for that address, registered or not.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<{ message: string }> {
  await enforceIpLimit(ctx.env.OTP_RATE_LIMITER, "forgot", ctx.ip);
  await enforceCounterLimit(ctx.db, {
    key: `forgot-email:${await hashKey(email)}`,
    windowSeconds: 3600,
    max: OTP_REQUESTS_PER_EMAIL_PER_HOUR,
    message: "Too many OTP requests for this email address. Please try again in an hour.",
  });

  const user = await findUserByEmail(ctx, email);
  if (!user) return { message: localizeMessage(OTP_SENT_MESSAGE, ctx.lang) };

  const now = Date.now();
  const id = newId();
  const code = randomOtp();
  // A new code replaces any earlier one that is still unused.
  await ctx.db.batch([
    ctx.db
      .update(passwordResetOtps)
      .set({ usedAt: new Date(now).toISOString() })
      .where(and(eq(passwordResetOtps.userId, user.id), isNull(passwordResetOtps.usedAt))),
    ctx.db.insert(passwordResetOtps).values({
      id,
      userId: user.id,
      codeHash: await otpHash(ctx, id, code),
      expiresAt: new Date(now + OTP_TTL_MS).toISOString(),
      createdAt: new Date(now).toISOString(),
    }),
  ]);
  await sendMail(ctx, otpMail(await getShopProfile(ctx), user, code, ctx.lang));
  return { message: localizeMessage(OTP_SENT_MESSAGE, ctx.lang) };
}

/**
 * Finds the live code of `email` and counts this attempt on it BEFORE comparing: the count is a conditional
 * UPDATE (attempts below the limit, code unused) whose changed-row check decides, so at most
 * OTP_MAX_FAILED_ATTEMPTS guesses are ever compared per code, however many arrive at once.
 */
async function checkOtpAttempt(ctx: ServiceContext, email: string, code: string): Promise<{ user: User; otp: PasswordResetOtp }> {
  await enforceIpLimit(ctx.env.AUTH_RATE_LIMITER, "verify-otp", ctx.ip);
  const user = await findUserByEmail(ctx, email);
  if (!user) throw badRequest(OTP_INVALID_MESSAGE);

  const otp = await ctx.db.query.passwordResetOtps.findFirst({
    where: and(eq(passwordResetOtps.userId, user.id), isNull(passwordResetOtps.usedAt)),
    orderBy: desc(passwordResetOtps.id),
  });
  if (!otp || otp.expiresAt <= nowIso()) throw badRequest(OTP_INVALID_MESSAGE);

  const counted = await ctx.db
    .update(passwordResetOtps)
    .set({ failedAttempts: sql`${passwordResetOtps.failedAttempts} + 1` })
    .where(
      and(
        eq(passwordResetOtps.id, otp.id),
        isNull(passwordResetOtps.usedAt),
        lt(passwordResetOtps.failedAttempts, OTP_MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning({ id: passwordResetOtps.id });
  if (counted.length !== 1) throw tooManyRequests(OTP_LOCKED_MESSAGE);

  if ((await otpHash(ctx, otp.id, code)) !== otp.codeHash) throw badRequest(OTP_INVALID_MESSAGE);
  return { user, otp };
}

/**
 * Spends the code and, only when this request is the one that spent it (changes() counts the rows of the
 * statement before), signs out every session and applies `changes` to the user, all in one batch. A reset also
 * clears the account's failed sign-ins.
 */
async function completeReset(ctx: ServiceContext, user: User, otp: PasswordResetOtp, changes: { passwordHash?: string }) {
  const now = nowIso();
  const [spent, [updated]] = await ctx.db.batch([
    ctx.db
      .update(passwordResetOtps)
      .set({ usedAt: now })
      .where(and(eq(passwordResetOtps.id, otp.id), isNull(passwordResetOtps.usedAt)))
      .returning({ id: passwordResetOtps.id }),
    ctx.db
      .update(users)
      .set({ ...changes, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, user.id), sql`changes() = 1`))
      .returning(),
  ]);
  if (spent.length !== 1 || !updated) throw badRequest(OTP_INVALID_MESSAGE);
  await clearCounter(ctx.db, await signInFailureKey(user.emailAddress));
  return issueSession(ctx, updated);
}

/**
 * Checks a code without spending it (the reset page's code step). The attempt is counted before the comparison
 * like any other; a right code gives it back, because the page sends the same code again with the new password,
 * and a person who needed four tries must not find the fifth, right one, refused at that last step.
 */
export async function checkPasswordResetOtp(ctx: ServiceContext, email: string, code: string): Promise<void> {
  const { otp } = await checkOtpAttempt(ctx, email, code);
  await ctx.db
    .update(passwordResetOtps)
    .set({ failedAttempts: sql`${passwordResetOtps.failedAttempts} - 1` })
    .where(and(eq(passwordResetOtps.id, otp.id), gt(passwordResetOtps.failedAttempts, 0)));
}

/**
 * The original reset call (API `verify-otp`): a right code is spent, every other session is signed out and a
 * new session starts. The password stays as it was; resetPasswordWithOtp sets a new one.
 */
export async function verifyPasswordResetOtp(ctx: ServiceContext, email: string, code: string): Promise<Session> {
  const { user, otp } = await checkOtpAttempt(ctx, email, code);
  return completeReset(ctx, user, otp, {});
}

/** Sets a new password (signup's rules) with a reset code: the code is spent, every session signed out. */
export async function resetPasswordWithOtp(ctx: ServiceContext, input: ResetPasswordInput): Promise<Session> {
  const { user, otp } = await checkOtpAttempt(ctx, input.email, input.otp);
  return completeReset(ctx, user, otp, { passwordHash: await hashPassword(input.password) });
}
