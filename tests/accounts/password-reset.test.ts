import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { passwordResetOtps, users } from "../../worker/domains/accounts/tables";
import { call, env, ORIGIN, testDb } from "../helpers/api";
import type { ServiceContext } from "../../worker/http/context";
import { createCustomer } from "../helpers/factories";
import {
  ACCOUNT_LOCKED_MESSAGE,
  checkPasswordResetOtp,
  OTP_INVALID_MESSAGE,
  OTP_LOCKED_MESSAGE,
  resetPasswordWithOtp,
  SIGN_IN_FAILURES_MAX,
} from "../../worker/domains/accounts/auth";

async function latestOtpFromOutbox(email: string): Promise<string> {
  const mail = await testDb().query.mailOutbox.findFirst({
    where: eq(mailOutbox.recipient, email),
    orderBy: desc(mailOutbox.id),
  });
  const code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP mail for ${email}`);
  return code;
}

async function otpRowFor(userId: string) {
  return testDb().query.passwordResetOtps.findFirst({
    where: eq(passwordResetOtps.userId, userId),
    orderBy: desc(passwordResetOtps.id),
  });
}

/** Every request from its own address, so the per-IP limits stay out of the way of the rule under test. */
let ipCounter = 0;
const freshIp = () => `172.16.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

describe("POST /api/forgot-password", () => {
  it("answers the same whether or not the e-mail is registered, and mails a code only to real accounts", async () => {
    const customer = await createCustomer();
    const registered = await call("/api/forgot-password", { json: { email: customer.email }, ip: freshIp() });
    const unknown = await call("/api/forgot-password", { json: { email: "ghost@example.com" }, ip: freshIp() });
    expect(registered.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(registered.body).toEqual(unknown.body);

    const ghostMail = await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, "ghost@example.com") });
    expect(ghostMail).toBeUndefined();
    expect(await latestOtpFromOutbox(customer.email)).toMatch(/^\d{6}$/);
  });

  it("stores only a hash of the code, with a 10-minute expiry", async () => {
    const customer = await createCustomer();
    await call("/api/forgot-password", { json: { email: customer.email }, ip: freshIp() });
    const code = await latestOtpFromOutbox(customer.email);
    const row = await otpRowFor(customer.user._id);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const lifetime = Date.parse(row!.expiresAt) - Date.parse(row!.createdAt);
    expect(lifetime).toBe(10 * 60 * 1000);
  });

  it("is also reachable as /api/forgotpassword", async () => {
    const customer = await createCustomer();
    const response = await call("/api/forgotpassword", { json: { email: customer.email }, ip: freshIp() });
    expect(response.status).toBe(200);
    expect(await latestOtpFromOutbox(customer.email)).toMatch(/^\d{6}$/);
  });

  it("refuses a missing or invalid e-mail with 400", async () => {
    expect((await call("/api/forgot-password", { json: {}, ip: freshIp() })).body.message).toBe("Email address is required");
    expect((await call("/api/forgot-password", { json: { email: "x" }, ip: freshIp() })).status).toBe(400);
  });

  it("allows 5 requests per e-mail per hour, whoever asks, then 429", async () => {
    const email = `limit.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await call("/api/forgot-password", { json: { email }, ip: freshIp() })).status).toBe(200);
    }
    const sixth = await call("/api/forgot-password", { json: { email }, ip: freshIp() });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many OTP requests/);
  });

  it("allows 5 requests per minute per IP, then 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await call("/api/forgot-password", { json: { email: `ip${i}.${Date.now()}@example.com` }, ip })).status).toBe(200);
    }
    const sixth = await call("/api/forgot-password", { json: { email: "another@example.com" }, ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body.success).toBe(false);
  });
});

describe("POST /api/verify-otp", () => {
  async function requestCode() {
    const customer = await createCustomer();
    await call("/api/forgot-password", { json: { email: customer.email }, ip: freshIp() });
    return { customer, code: await latestOtpFromOutbox(customer.email) };
  }

  it("signs the user in with token and user, and signs out their other sessions", async () => {
    const { customer, code } = await requestCode();
    const response = await call("/api/verify-otp", { json: { email: customer.email, otp: code }, ip: freshIp() });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ _id: customer.user._id, role: "user" });
    expect(response.body.token.split(".")).toHaveLength(3);

    expect((await call("/api/logout", { method: "POST", token: customer.token })).status).toBe(401);
    expect((await call("/api/logout", { method: "POST", token: response.body.token })).status).toBe(200);
  });

  it("is single use", async () => {
    const { customer, code } = await requestCode();
    expect((await call("/api/verify-otp", { json: { email: customer.email, otp: code }, ip: freshIp() })).status).toBe(200);
    const reuse = await call("/api/verify-otp", { json: { email: customer.email, otp: code }, ip: freshIp() });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe("Invalid or expired OTP");
  });

  it("expires after 10 minutes", async () => {
    const { customer, code } = await requestCode();
    const row = await otpRowFor(customer.user._id);
    await testDb()
      .update(passwordResetOtps)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResetOtps.id, row!.id));
    const response = await call("/api/verify-otp", { json: { email: customer.email, otp: code }, ip: freshIp() });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Invalid or expired OTP");
  });

  it("locks the code after 5 wrong tries, even for the right code", async () => {
    const { customer, code } = await requestCode();
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const response = await call("/api/verify-otp", { json: { email: customer.email, otp: wrong }, ip: freshIp() });
      expect(response.status).toBe(400);
    }
    const locked = await call("/api/verify-otp", { json: { email: customer.email, otp: code }, ip: freshIp() });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many wrong OTP attempts. Please request a new OTP.");
  });

  it("replaces an earlier code when a new one is requested", async () => {
    const { customer, code: first } = await requestCode();
    await call("/api/forgot-password", { json: { email: customer.email }, ip: freshIp() });
    const second = await latestOtpFromOutbox(customer.email);
    if (first !== second) {
      expect((await call("/api/verify-otp", { json: { email: customer.email, otp: first }, ip: freshIp() })).status).toBe(400);
    }
    expect((await call("/api/verify-otp", { json: { email: customer.email, otp: second }, ip: freshIp() })).status).toBe(200);
  });

  it("answers an unknown e-mail like a wrong code, and a missing OTP with 400", async () => {
    const unknown = await call("/api/verify-otp", { json: { email: "ghost@example.com", otp: "123456" }, ip: freshIp() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Invalid or expired OTP");
    const missing = await call("/api/verify-otp", { json: { email: "ghost@example.com" }, ip: freshIp() });
    expect(missing.body.message).toBe("OTP is required");
  });

  it("keeps the user's role from the database", async () => {
    const { customer, code } = await requestCode();
    await testDb().update(users).set({ role: "admin" }).where(eq(users.id, customer.user._id));
    const response = await call("/api/verify-otp", { json: { email: customer.email, otp: code }, ip: freshIp() });
    expect(response.body.user.role).toBe("admin");
  });
});

describe("reset codes under concurrent guessing", () => {
  async function requestCode() {
    const customer = await createCustomer();
    await call("/api/forgot-password", { json: { email: customer.email }, ip: freshIp() });
    return { customer, code: await latestOtpFromOutbox(customer.email) };
  }
  const wrongCodes = (code: string, count: number) =>
    Array.from({ length: count + 1 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, "0")).filter((guess) => guess !== code).slice(0, count);
  // Each guess from its own address: the per-IP limit is not what is under test.
  const guess = (email: string, otp: string) => call("/api/verify-otp", { json: { email, otp }, ip: freshIp() });

  it("30 wrong guesses at once: exactly 5 are compared, 25 are refused as locked, and then the right code is too", { timeout: 60_000 }, async () => {
    const { customer, code } = await requestCode();
    const responses = await Promise.all(wrongCodes(code, 30).map((otp) => guess(customer.email, otp)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    for (const response of responses.filter((r) => r.status === 429)) expect(response.body.message).toBe(OTP_LOCKED_MESSAGE);
    expect((await otpRowFor(customer.user._id))?.failedAttempts).toBe(5);

    const right = await guess(customer.email, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(OTP_LOCKED_MESSAGE);
  });

  it("29 wrong guesses and the right one at once: at most 5 are compared, and the right one wins only if it was", { timeout: 60_000 }, async () => {
    const { customer, code } = await requestCode();
    const guesses = wrongCodes(code, 29);
    guesses.splice(17, 0, code);
    const responses = await Promise.all(guesses.map((otp) => guess(customer.email, otp)));
    const compared = responses.filter((response) => response.status !== 429);
    expect(compared.length).toBeLessThanOrEqual(5);
    const rightAnswer = responses[17];
    expect([200, 429]).toContain(rightAnswer.status);
    if (rightAnswer.status === 200) expect(compared).toContain(rightAnswer);
    for (const [i, response] of responses.entries()) if (i !== 17) expect([400, 429]).toContain(response.status);
    expect((await otpRowFor(customer.user._id))?.failedAttempts).toBeLessThanOrEqual(5);
  });
});

describe("POST /api/reset-password", () => {
  async function requestCode() {
    const customer = await createCustomer();
    await call("/api/forgot-password", { json: { email: customer.email }, ip: freshIp() });
    return { customer, code: await latestOtpFromOutbox(customer.email) };
  }
  const reset = (json: Record<string, unknown>) => call("/api/reset-password", { json, ip: freshIp() });
  const login = (emailAddress: string, password: string) => call("/api/login", { json: { emailAddress, password }, ip: freshIp() });

  it("sets the new password, signs out every session and answers like login", async () => {
    const { customer, code } = await requestCode();
    const response = await reset({ email: customer.email.toUpperCase(), otp: code, password: "Fresh#Start2026" });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: "Password changed", user: { _id: customer.user._id, role: "user" } });
    expect(Object.keys(response.body).sort()).toEqual(["message", "success", "token", "user"]);
    expect(response.text).not.toContain("Fresh#Start2026");

    expect((await call("/api/cart/", { token: customer.token })).status).toBe(401);
    expect((await call("/api/cart/", { token: response.body.token })).status).toBe(200);
    expect((await login(customer.email, customer.password)).status).toBe(401);
    expect((await login(customer.email, "Fresh#Start2026")).status).toBe(200);

    const reuse = await reset({ email: customer.email, otp: code, password: "Another#Start2026" });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(OTP_INVALID_MESSAGE);
    expect((await login(customer.email, "Fresh#Start2026")).status).toBe(200);
  });

  it("follows the signup password rules and counts a wrong code like verify-otp does", async () => {
    const { customer, code } = await requestCode();
    const short = await reset({ email: customer.email, otp: code, password: "short" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters");
    const missing = await reset({ email: customer.email, otp: code });
    expect(missing.body.message).toBe("Password is required");
    expect((await otpRowFor(customer.user._id))?.failedAttempts).toBe(0);

    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) expect((await reset({ email: customer.email, otp: wrong, password: "Fresh#Start2026" })).status).toBe(400);
    expect((await call("/api/verify-otp", { json: { email: customer.email, otp: wrong }, ip: freshIp() })).status).toBe(400);
    const locked = await reset({ email: customer.email, otp: code, password: "Fresh#Start2026" });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(OTP_LOCKED_MESSAGE);
    expect((await login(customer.email, customer.password)).status).toBe(200);
  });

  it("two resets with the right code at once: one wins, and only its password works", { timeout: 60_000 }, async () => {
    const { customer, code } = await requestCode();
    const passwords = ["First#Start2026", "Second#Start2026"];
    const responses = await Promise.all(passwords.map((password) => reset({ email: customer.email, otp: code, password })));
    const winners = responses.flatMap((response, i) => (response.status === 200 ? [passwords[i]] : []));
    expect(winners).toHaveLength(1);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
    const loser = passwords.find((password) => password !== winners[0])!;
    expect((await login(customer.email, winners[0])).status).toBe(200);
    expect((await login(customer.email, loser)).status).toBe(401);
  });

  it("answers an unknown address like a wrong code", async () => {
    const response = await reset({ email: "ghost@example.com", otp: "123456", password: "Fresh#Start2026" });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(OTP_INVALID_MESSAGE);
  });
});

describe("a password reset clears the account's failed sign-ins", () => {
  async function lockedAccount() {
    const customer = await createCustomer();
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i++) {
      expect((await call("/api/login", { json: { emailAddress: customer.email, password: `Wrong#${i}xxxx` }, ip: freshIp() })).status).toBe(401);
    }
    const locked = await call("/api/login", { json: { emailAddress: customer.email, password: customer.password }, ip: freshIp() });
    expect(locked.body.message).toBe(ACCOUNT_LOCKED_MESSAGE);
    await call("/api/forgot-password", { json: { email: customer.email }, ip: freshIp() });
    return { customer, code: await latestOtpFromOutbox(customer.email) };
  }

  it("through reset-password", async () => {
    const { customer, code } = await lockedAccount();
    expect((await call("/api/reset-password", { json: { email: customer.email, otp: code, password: "Fresh#Start2026" }, ip: freshIp() })).status).toBe(200);
    expect((await call("/api/login", { json: { emailAddress: customer.email, password: "Fresh#Start2026" }, ip: freshIp() })).status).toBe(200);
  });

  it("through verify-otp", async () => {
    const { customer, code } = await lockedAccount();
    expect((await call("/api/verify-otp", { json: { email: customer.email, otp: code }, ip: freshIp() })).status).toBe(200);
    expect((await call("/api/login", { json: { emailAddress: customer.email, password: customer.password }, ip: freshIp() })).status).toBe(200);
  });

  it("but a wrong code does not", async () => {
    const { customer, code } = await lockedAccount();
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await call("/api/reset-password", { json: { email: customer.email, otp: wrong, password: "Fresh#Start2026" }, ip: freshIp() })).status).toBe(400);
    expect((await call("/api/login", { json: { emailAddress: customer.email, password: customer.password }, ip: freshIp() })).status).toBe(429);
  });
});

describe("the reset page's code step", () => {
  it("a right code after four wrong ones is accepted and still sets the new password at the last step", { timeout: 60_000 }, async () => {
    const customer = await createCustomer();
    await call("/api/forgot-password", { json: { email: customer.email }, ip: freshIp() });
    const code = await latestOtpFromOutbox(customer.email);
    const ctx: ServiceContext = {
      db: testDb(),
      env: { ...env, AUTH_RATE_LIMITER: undefined } as unknown as ServiceContext["env"],
      ip: "203.0.113.7",
      origin: ORIGIN,
      requestOrigin: ORIGIN,
      waitUntil: () => {},
      lang: "en" as const,
    };
    for (let i = 1; i <= 4; i++) {
      const wrong = String((Number(code) + i) % 1_000_000).padStart(6, "0");
      await expect(checkPasswordResetOtp(ctx, customer.email, wrong)).rejects.toThrow(OTP_INVALID_MESSAGE);
    }
    await checkPasswordResetOtp(ctx, customer.email, code);
    // The right code's check gave its attempt back: four wrong ones are all that count.
    expect((await otpRowFor(customer.user._id))?.failedAttempts).toBe(4);
    const session = await resetPasswordWithOtp(ctx, { email: customer.email, otp: code, password: "Fresh#Password2026" });
    expect(session.user.emailAddress).toBe(customer.email);
    const signIn = await call("/api/login", { json: { emailAddress: customer.email, password: "Fresh#Password2026" }, ip: freshIp() });
    expect(signIn.status).toBe(200);
  });
});
