import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, passwordResetOtps, users } from "../../db/schema";
import { call, testDb } from "../helpers/api";
import { createCustomer } from "../helpers/factories";

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
