/**
 * Deleting an account made by phone sign-in (issue 31): it has no password, so POST /api/me/erasure-code sends a code
 * by SMS to its proven number and DELETE /api/me { otp } erases it. The codes follow the other codes' rules: a wrong
 * code is refused and counted, the sixth attempt on one code is 429 even with the right code, an expired code is
 * refused, a new code spends the old, a sign-in code cannot delete. Accounts with a password are unchanged: they are
 * refused a code and still confirm with their password. Also the page: /profile/delete asks such an account for the
 * code and lands on /account-deleted.
 */
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { accountErasureCodes, users } from "../../worker/domains/accounts/tables";
import { OTP_INVALID_MESSAGE, OTP_LOCKED_MESSAGE } from "../../worker/domains/accounts/auth";
import {
  ERASURE_CODE_LIMIT_MESSAGE,
  ERASURE_CODE_REQUIRED_MESSAGE,
  ERASURE_CODE_SENT_MESSAGE,
  ERASURE_CODES_PER_ACCOUNT_PER_HOUR,
  ERASURE_WITH_PASSWORD_MESSAGE,
} from "../../worker/domains/accounts/erasure-code";
import { ERASE_PASSWORD_REQUIRED_MESSAGE } from "../../worker/domains/accounts/shared/data-rights-schemas";
import { SESSION_COOKIE } from "../../worker/lib/session-cookie";
import { call, ORIGIN, testDb } from "../helpers/api";
import { callPage } from "../helpers/pages";
import { createCustomer } from "../helpers/factories";

let ipCounter = 0;
const freshIp = () => `172.31.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
let numberCounter = 0;
const freshNumber = () => `97${String(Date.now() % 1e6).padStart(6, "0")}${String(++numberCounter % 100).padStart(2, "0")}`;
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function latestCode(number: string, pattern = /delete/): Promise<string> {
  const sms = await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, number), orderBy: desc(mailOutbox.id) });
  expect(sms?.textBody).toMatch(pattern);
  const code = sms?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS for ${number}`);
  return code;
}

/** A customer account made by phone sign-in: no e-mail address, no password. */
async function phoneAccount() {
  const typed = freshNumber();
  const number = `+91${typed}`;
  expect((await call("/api/login/phone", { json: { phoneNumber: typed }, ip: freshIp() })).status).toBe(200);
  const signedIn = await call("/api/login/phone/verify", { json: { phoneNumber: typed, otp: await latestCode(number, /sign-in/) }, ip: freshIp() });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { number, token: signedIn.body.token as string, id: signedIn.body.user._id as string };
}

const askCode = (token: string) => call("/api/me/erasure-code", { method: "POST", token, ip: freshIp() });
const erase = (token: string, json: unknown) => call("/api/me", { method: "DELETE", token, json, ip: freshIp() });
const erasedAt = async (id: string) => (await testDb().query.users.findFirst({ where: eq(users.id, id) }))?.erasedAt ?? null;

describe("deleting an account made by phone sign-in", () => {
  it("sends a code by SMS to the account's number and erases the account with it", async () => {
    const account = await phoneAccount();
    const asked = await askCode(account.token);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toEqual({ success: true, message: ERASURE_CODE_SENT_MESSAGE });
    const code = await latestCode(account.number);
    // Stored only as an HMAC.
    const [row] = await testDb().select().from(accountErasureCodes).where(eq(accountErasureCodes.userId, account.id));
    expect(row.codeHash).not.toContain(code);

    const done = await erase(account.token, { otp: code });
    expect(done.status, done.text).toBe(200);
    expect(done.body.success).toBe(true);
    expect(await erasedAt(account.id)).toBeTruthy();
    // The number is erased too: it signs in to a new, empty account, not the old one.
    expect((await testDb().query.users.findFirst({ where: eq(users.id, account.id) }))?.phoneLogin).not.toBe(account.number);
    // The old session is gone.
    expect((await askCode(account.token)).status).toBe(401);
  });

  it("refuses a wrong code, a missing one and a password, erasing nothing", async () => {
    const account = await phoneAccount();
    await askCode(account.token);
    const code = await latestCode(account.number);
    expect(await erase(account.token, { otp: wrongCodeFor(code) })).toMatchObject({ status: 400, body: { success: false, message: OTP_INVALID_MESSAGE } });
    expect(await erase(account.token, {})).toMatchObject({ status: 400, body: { message: ERASURE_CODE_REQUIRED_MESSAGE } });
    expect(await erase(account.token, { password: "Guess#Pass2026" })).toMatchObject({ status: 400, body: { message: ERASURE_CODE_REQUIRED_MESSAGE } });
    expect(await erase(account.token, { otp: 123456 })).toMatchObject({ status: 400, body: { message: "OTP must be text" } });
    expect(await erasedAt(account.id)).toBeNull();
    // The right code still works after one wrong try.
    expect((await erase(account.token, { otp: code })).status).toBe(200);
  });

  it("allows 5 attempts on a code: the sixth is refused even when right", async () => {
    const account = await phoneAccount();
    await askCode(account.token);
    const code = await latestCode(account.number);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await erase(account.token, { otp: wrongCodeFor(code) })).status, `attempt ${attempt}`).toBe(400);
    }
    expect(await erase(account.token, { otp: code })).toMatchObject({ status: 429, body: { message: OTP_LOCKED_MESSAGE } });
    expect(await erasedAt(account.id)).toBeNull();
    // A new code works (and spends the locked one).
    await askCode(account.token);
    expect((await erase(account.token, { otp: await latestCode(account.number) })).status).toBe(200);
  });

  it("refuses an expired code, and a code replaced by a newer one", async () => {
    const account = await phoneAccount();
    await askCode(account.token);
    const first = await latestCode(account.number);
    await askCode(account.token);
    const second = await latestCode(account.number);
    if (first !== second) expect((await erase(account.token, { otp: first })).status).toBe(400);
    await testDb()
      .update(accountErasureCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(accountErasureCodes.userId, account.id));
    expect(await erase(account.token, { otp: second })).toMatchObject({ status: 400, body: { message: OTP_INVALID_MESSAGE } });
    expect(await erasedAt(account.id)).toBeNull();
  });

  it("a sign-in code cannot delete the account", async () => {
    const account = await phoneAccount();
    await call("/api/login/phone", { json: { phoneNumber: account.number }, ip: freshIp() });
    const signInCode = await latestCode(account.number, /sign-in/);
    expect((await erase(account.token, { otp: signInCode })).status).toBe(400);
    expect(await erasedAt(account.id)).toBeNull();
  });

  it("limits the codes per account", async () => {
    const account = await phoneAccount();
    for (let i = 0; i < ERASURE_CODES_PER_ACCOUNT_PER_HOUR; i++) expect((await askCode(account.token)).status).toBe(200);
    expect(await askCode(account.token)).toMatchObject({ status: 429, body: { message: ERASURE_CODE_LIMIT_MESSAGE } });
  });

  it("the page asks for the code and lands on /account-deleted, signed out", async () => {
    const account = await phoneAccount();
    const cookie = `${SESSION_COOKIE}=${account.token}`;
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN };
    const shown = await callPage("/profile/delete", { cookie });
    expect(shown.status).toBe(200);
    expect(shown.body.loaderData["routes/delete-account"].confirmation).toEqual({ method: "code", phone: account.number.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2") });
    const sent = await callPage("/profile/delete", { method: "POST", cookie, headers, body: new URLSearchParams({ intent: "send-code" }).toString() });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(ERASURE_CODE_SENT_MESSAGE);
    const done = await callPage("/profile/delete", { method: "POST", cookie, headers, body: new URLSearchParams({ otp: await latestCode(account.number) }).toString() });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account-deleted?kept=0&anonymised=0");
    expect(done.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=;|Max-Age=0`));
    expect(await erasedAt(account.id)).toBeTruthy();
  });
});

describe("accounts with a password", () => {
  it("are refused a code and still delete with their password", async () => {
    const customer = await createCustomer();
    expect(await askCode(customer.token)).toMatchObject({ status: 409, body: { message: ERASURE_WITH_PASSWORD_MESSAGE } });
    expect(await erase(customer.token, { otp: "123456" })).toMatchObject({ status: 400, body: { message: ERASURE_WITH_PASSWORD_MESSAGE } });
    expect(await erase(customer.token, {})).toMatchObject({ status: 400, body: { message: ERASE_PASSWORD_REQUIRED_MESSAGE } });
    expect(await erase(customer.token, { password: "" })).toMatchObject({ status: 400, body: { message: ERASE_PASSWORD_REQUIRED_MESSAGE } });
    expect((await erase(customer.token, { password: "Wrong#Pass2026" })).status).toBe(401);
    expect(await erasedAt(customer.user._id)).toBeNull();
    expect((await erase(customer.token, { password: customer.password })).status).toBe(200);
    expect(await erasedAt(customer.user._id)).toBeTruthy();
  });
});
