/**
 * Accounts: sign up, sign in, sign out, profile edits and password reset by one-time code.
 * Both the JSON API and the pages' actions call these functions; rate limits live here so they hold for both.
 */
import { and, desc, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { EditProfileInput, LoginInput, SignupInput } from "../../app/lib/schemas/auth";
import type { PublicUser } from "../../app/lib/user";
import { carts, passwordResetOtps, users, type User } from "../../db/schema";
import { jwtSecret } from "../env";
import { badRequest, conflict, tooManyRequests, unauthorized, isUniqueViolation } from "../lib/errors";
import { escapeHtml } from "../lib/html";
import { newId, nowIso } from "../lib/ids";
import { signSessionToken } from "../lib/jwt";
import { deliverMail, queueMail } from "../lib/mail";
import { hashPassword, UNKNOWN_USER_PASSWORD_RECORD, verifyPassword } from "../lib/password";
import { enforceCounterLimit, enforceEdgeLimit, hashKey } from "../lib/rate-limit";
import type { ServiceContext } from "./context";
import { findUserByEmail, findUserById, toPublicUser } from "./users";

export type Session = { token: string; user: PublicUser };

export const LOGIN_FAILED_MESSAGE = "Invalid email or password";
export const EMAIL_TAKEN_MESSAGE = "An account with this email address already exists";
export const OTP_SENT_MESSAGE = "If an account exists for this email address, we have sent it a 6-digit OTP.";
export const OTP_INVALID_MESSAGE = "Invalid or expired OTP";
export const OTP_LOCKED_MESSAGE = "Too many wrong OTP attempts. Please request a new OTP.";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_REQUESTS_PER_EMAIL_PER_HOUR = 5;

async function issueSession(ctx: ServiceContext, user: User): Promise<Session> {
  const token = await signSessionToken({ userId: user.id, tokenVersion: user.tokenVersion }, jwtSecret(ctx.env));
  return { token, user: toPublicUser(user) };
}

export async function signup(ctx: ServiceContext, input: SignupInput): Promise<Session> {
  await enforceEdgeLimit(ctx.env.AUTH_RATE_LIMITER, `signup:${ctx.ip}`);
  if (await findUserByEmail(ctx.db, input.emailAddress)) throw conflict(EMAIL_TAKEN_MESSAGE);

  const now = nowIso();
  const user: User = {
    id: newId(),
    name: input.name,
    phoneNumber: input.phoneNumber,
    emailAddress: input.emailAddress,
    passwordHash: await hashPassword(input.password),
    role: "user",
    ...input.address,
    tokenVersion: 1,
    createdAt: now,
    updatedAt: now,
  };
  try {
    // The user and their (empty) cart are created together or not at all.
    await ctx.db.batch([
      ctx.db.insert(users).values(user),
      ctx.db.insert(carts).values({ id: newId(), userId: user.id, createdAt: now }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  return issueSession(ctx, user);
}

export async function login(ctx: ServiceContext, input: LoginInput): Promise<Session> {
  await enforceEdgeLimit(ctx.env.AUTH_RATE_LIMITER, `login:${ctx.ip}`);
  const user = await findUserByEmail(ctx.db, input.emailAddress);
  // Hash even for an unknown e-mail so timing does not tell which addresses are registered.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? UNKNOWN_USER_PASSWORD_RECORD);
  if (!user || !passwordOk) throw unauthorized(LOGIN_FAILED_MESSAGE);
  return issueSession(ctx, user);
}

/** Revokes every token the user holds: their version no longer matches. */
export async function revokeSessions(ctx: ServiceContext, userId: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: nowIso() })
    .where(eq(users.id, userId));
}

export async function editProfile(ctx: ServiceContext, userId: string, input: EditProfileInput): Promise<PublicUser> {
  const clash = await ctx.db.query.users.findFirst({
    columns: { id: true },
    where: and(eq(users.emailAddress, input.emailAddress), ne(users.id, userId)),
  });
  if (clash) throw conflict(EMAIL_TAKEN_MESSAGE);

  const changes = {
    name: input.name,
    phoneNumber: input.phoneNumber,
    emailAddress: input.emailAddress,
    ...input.address,
    ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    updatedAt: nowIso(),
  };
  let updated: User | undefined;
  try {
    [updated] = await ctx.db.update(users).set(changes).where(eq(users.id, userId)).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  if (!updated) throw unauthorized();
  return toPublicUser(updated);
}

/** A uniformly random 6-digit code (rejection sampling avoids the bias of a plain modulo). */
function randomOtp(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, "0");
  }
}

async function otpHash(ctx: ServiceContext, otpId: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(jwtSecret(ctx.env)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${otpId}:${code}`));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, "0")).join("");
}

function otpMail(ctx: ServiceContext, user: User, code: string) {
  const shop = ctx.env.SHOP_NAME;
  const text =
    `Hello ${user.name},\n\nYour ${shop} password reset code is ${code}.\n` +
    `It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.\n`;
  const html =
    `<p>Hello ${escapeHtml(user.name)},</p><p>Your ${escapeHtml(shop)} password reset code is ` +
    `<strong>${code}</strong>.</p><p>It is valid for 10 minutes and can be used once. ` +
    `If you did not ask for it, ignore this e-mail.</p>`;
  return { to: user.emailAddress, subject: `${shop}: your password reset code`, text, html };
}

/**
 * Sends a one-time code to a registered address. The answer is the same whether or not the address is
 * registered; the per-address limit counts every request for that address, registered or not.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<{ message: string }> {
  await enforceEdgeLimit(ctx.env.OTP_RATE_LIMITER, `forgot:${ctx.ip}`);
  await enforceCounterLimit(ctx.db, {
    key: `forgot-email:${await hashKey(email)}`,
    windowSeconds: 3600,
    max: OTP_REQUESTS_PER_EMAIL_PER_HOUR,
    message: "Too many OTP requests for this email address. Please try again in an hour.",
  });

  const user = await findUserByEmail(ctx.db, email);
  if (!user) return { message: OTP_SENT_MESSAGE };

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
  const message = otpMail(ctx, user, code);
  const mailId = await queueMail(ctx.db, ctx.env, message);
  ctx.waitUntil(deliverMail(ctx.db, ctx.env, mailId, message));
  return { message: OTP_SENT_MESSAGE };
}

/** Checks a code; on success the code is spent, other sessions are signed out and a new session starts. */
export async function verifyPasswordResetOtp(ctx: ServiceContext, email: string, code: string): Promise<Session> {
  await enforceEdgeLimit(ctx.env.AUTH_RATE_LIMITER, `verify-otp:${ctx.ip}`);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw badRequest(OTP_INVALID_MESSAGE);

  const otp = await ctx.db.query.passwordResetOtps.findFirst({
    where: and(eq(passwordResetOtps.userId, user.id), isNull(passwordResetOtps.usedAt)),
    orderBy: desc(passwordResetOtps.id),
  });
  if (!otp || otp.expiresAt <= nowIso()) throw badRequest(OTP_INVALID_MESSAGE);
  if (otp.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) throw tooManyRequests(OTP_LOCKED_MESSAGE);

  if ((await otpHash(ctx, otp.id, code)) !== otp.codeHash) {
    await ctx.db
      .update(passwordResetOtps)
      .set({ failedAttempts: sql`${passwordResetOtps.failedAttempts} + 1` })
      .where(eq(passwordResetOtps.id, otp.id));
    throw badRequest(OTP_INVALID_MESSAGE);
  }

  // Spend the code with a conditional update: of two concurrent correct submissions only one succeeds.
  const spent = await ctx.db
    .update(passwordResetOtps)
    .set({ usedAt: nowIso() })
    .where(
      and(
        eq(passwordResetOtps.id, otp.id),
        isNull(passwordResetOtps.usedAt),
        lt(passwordResetOtps.failedAttempts, OTP_MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning({ id: passwordResetOtps.id });
  if (spent.length !== 1) throw badRequest(OTP_INVALID_MESSAGE);

  await revokeSessions(ctx, user.id);
  const fresh = await findUserById(ctx.db, user.id);
  if (!fresh) throw badRequest(OTP_INVALID_MESSAGE);
  return issueSession(ctx, fresh);
}
