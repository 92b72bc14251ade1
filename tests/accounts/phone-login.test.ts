/**
 * Sign-in with a phone number and a code by SMS (issue 31): POST /api/login/phone and /api/login/phone/verify, with
 * the password reset's rules for codes (hashed, 10 minutes, 5 attempts, a new code spends the old, limits per number
 * and per network), accounts made for new numbers, and the SMS in the outbox.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { phoneLoginOtps, users } from "../../worker/domains/accounts/tables";
import { carts } from "../../worker/domains/checkout/tables";
import { normaliseIndianMobile, PHONE_INVALID_MESSAGE, PHONE_NOT_INDIAN_MESSAGE } from "../../worker/domains/accounts/shared/phone";
import { EMAIL_REQUIRED_MESSAGE, NO_PASSWORD_MESSAGE, OTP_INVALID_MESSAGE, OTP_LOCKED_MESSAGE } from "../../worker/domains/accounts/auth";
import {
  PHONE_CODE_IP_LIMIT_MESSAGE,
  PHONE_CODE_LIMIT_MESSAGE,
  PHONE_CODE_SENT_MESSAGE,
  PHONE_CODE_SENT_WHATSAPP_MESSAGE,
} from "../../worker/domains/accounts/phone-login";
import { CHANNEL_INVALID_MESSAGE } from "../../worker/domains/accounts/shared/phone";
import { ERASURE_CODE_REQUIRED_MESSAGE } from "../../worker/domains/accounts/erasure-code";
import { call, testDb } from "../helpers/api";
import { createCustomer, profileBody } from "../helpers/factories";
import { FAKE_MSG91_AUTH_KEY, FAKE_WHATSAPP_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN } from "../helpers/fake-msg91";

let ipCounter = 0;
/** Every request from its own address, so the per-IP limits stay out of the way of the rule under test. */
const freshIp = () => `172.20.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;
let numberCounter = 0;
/** A fresh mobile number per use, as a person might type it. */
const freshNumber = () => `98${String(Date.now() % 1e6).padStart(6, "0")}${String(++numberCounter % 100).padStart(2, "0")}`;
const stored = (typed: string) => `+91${typed.replace(/\D/g, "").slice(-10)}`;

async function latestSms(number: string) {
  return testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, number), orderBy: desc(mailOutbox.id) });
}

async function latestCode(number: string): Promise<string> {
  const code = (await latestSms(number))?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS for ${number}`);
  return code;
}

const sendCode = (phoneNumber: unknown, ip = freshIp(), path = "/api/login/phone") => call(path, { json: { phoneNumber }, ip });
const verify = (phoneNumber: unknown, otp: unknown, ip = freshIp()) => call("/api/login/phone/verify", { json: { phoneNumber, otp }, ip });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("Indian mobile numbers", () => {
  it("accepts the usual ways of writing one and stores +91 and the ten digits", () => {
    for (const typed of ["9876543210", "+91 98765 43210", "09876543210", "919876543210", "+91-98765-43210", "0091 9876543210", " 98765 43210 "]) {
      expect(normaliseIndianMobile(typed), typed).toEqual({ ok: true, number: "+919876543210" });
    }
    expect(normaliseIndianMobile("6000000000")).toEqual({ ok: true, number: "+916000000000" });
  });

  it("refuses anything else, naming the problem", () => {
    for (const typed of ["5876543210", "987654321", "98765432101", "0401234567", "abcdefghij", "", "+91 5876543210", "91987654321"]) {
      expect(normaliseIndianMobile(typed), typed).toEqual({ ok: false, message: PHONE_INVALID_MESSAGE });
    }
    expect(normaliseIndianMobile("+1 415 555 0100")).toEqual({ ok: false, message: PHONE_NOT_INDIAN_MESSAGE });
    expect(normaliseIndianMobile("+44 7700 900123")).toEqual({ ok: false, message: PHONE_NOT_INDIAN_MESSAGE });
  });

  it("the API answers 400 with the reason, and sends nothing", async () => {
    const before = (await testDb().select({ n: count() }).from(phoneLoginOtps))[0].n;
    expect(await sendCode("12345")).toMatchObject({ status: 400, body: { success: false, message: PHONE_INVALID_MESSAGE } });
    expect(await sendCode("+1 415 555 0100")).toMatchObject({ status: 400, body: { message: PHONE_NOT_INDIAN_MESSAGE } });
    expect(await sendCode(undefined)).toMatchObject({ status: 400, body: { message: "Phone number is required" } });
    expect(await sendCode(9876543210)).toMatchObject({ status: 400, body: { message: "Phone number must be text" } });
    expect((await testDb().select({ n: count() }).from(phoneLoginOtps))[0].n).toBe(before);
  });

  it("says it in Telugu for a Telugu request", async () => {
    const response = await call("/api/login/phone?lang=te", { json: { phoneNumber: "12345" }, ip: freshIp() });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/[\u0C00-\u0C7F]/);
  });
});

describe("POST /api/login/phone and /api/login/phone/verify", () => {
  it("sends a code by SMS and signs in with it, answering as POST /api/login does", async () => {
    const typed = `+91 ${freshNumber()}`;
    const sent = await sendCode(typed);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: PHONE_CODE_SENT_MESSAGE });

    const number = stored(typed);
    const response = await verify(typed, await latestCode(number));
    expect(response.status).toBe(200);

    // The same answer as /api/login: the same keys, the user with the same fields, a token that works.
    const customer = await createCustomer();
    const login = await call("/api/login", { json: { emailAddress: customer.email, password: customer.password }, ip: freshIp() });
    expect(Object.keys(response.body).sort()).toEqual(Object.keys(login.body).sort());
    expect(Object.keys(response.body.user).sort()).toEqual(Object.keys(login.body.user).sort());
    expect(response.body).toMatchObject({ success: true, message: "Signed in", user: { phoneNumber: number, emailAddress: "", role: "user" } });
    expect(response.body.token.split(".")).toHaveLength(3);
    const cart = await call("/api/cart/", { token: response.body.token });
    expect(cart.status).toBe(200);
  });

  it("makes a customer account for a number nobody signed in with, and signs the same account in afterwards", async () => {
    const number = stored(freshNumber());
    const before = (await testDb().select({ n: count() }).from(users))[0].n;
    await sendCode(number);
    const first = await verify(number, await latestCode(number));
    expect(first.status).toBe(200);
    expect((await testDb().select({ n: count() }).from(users))[0].n).toBe(before + 1);

    const row = await testDb().query.users.findFirst({ where: eq(users.id, first.body.user._id) });
    expect(row).toMatchObject({ phoneLogin: number, phoneNumber: number, emailAddress: "", passwordHash: "", role: "user", erasedAt: null });
    expect(await testDb().query.carts.findFirst({ where: eq(carts.userId, row!.id) })).toBeTruthy();

    await sendCode(number);
    const again = await verify(number, await latestCode(number));
    expect(again.body.user._id).toBe(first.body.user._id);
    expect((await testDb().select({ n: count() }).from(users))[0].n).toBe(before + 1);
  });

  it("does not sign in to an e-mail account whose typed phone number nobody proved", async () => {
    const typed = freshNumber();
    const customer = await createCustomer({ phoneNumber: typed });
    await sendCode(typed);
    const response = await verify(typed, await latestCode(stored(typed)));
    expect(response.status).toBe(200);
    expect(response.body.user._id).not.toBe(customer.user._id);
  });

  it("answers the same whether or not an account has the number", async () => {
    const known = stored(freshNumber());
    await sendCode(known);
    expect((await verify(known, await latestCode(known))).status).toBe(200);
    const unknown = stored(freshNumber());
    const a = await sendCode(known);
    const b = await sendCode(unknown);
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
  });

  it("stores only an HMAC of the code, valid for 10 minutes", async () => {
    const number = stored(freshNumber());
    await sendCode(number);
    const code = await latestCode(number);
    const row = await testDb().query.phoneLoginOtps.findFirst({ where: eq(phoneLoginOtps.phoneNumber, number) });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(Date.parse(row!.expiresAt) - Date.parse(row!.createdAt)).toBe(10 * 60 * 1000);
  });

  it("puts the SMS in the outbox (channel sms, to the +91 number, logged without a provider) in the request's language, one SMS long", async () => {
    const number = stored(freshNumber());
    await sendCode(number);
    const english = await latestSms(number);
    expect(english).toMatchObject({ channel: "sms", recipient: number, subject: "", status: "logged" });
    expect(english?.textBody).toMatch(/^\d{6} is your Ghani Natural Foods sign-in code\. It expires in 10 minutes\. Do not share it\.$/);
    expect(english!.textBody.length).toBeLessThanOrEqual(160);
    expect(english!.textBody).toMatch(/^[\x20-\x7e]+$/);

    const other = stored(freshNumber());
    await call("/api/login/phone?lang=te", { json: { phoneNumber: other }, ip: freshIp() });
    const telugu = await latestSms(other);
    expect(telugu?.textBody).toMatch(/[\u0C00-\u0C7F]/);
    expect(telugu?.textBody).toContain("Ghani Natural Foods");
    // One UCS-2 part is 70 characters (UTF-16 code units).
    expect(telugu!.textBody.length).toBeLessThanOrEqual(70);
  });

  it("a new code spends the old one", async () => {
    const number = stored(freshNumber());
    await sendCode(number);
    const old = await latestCode(number);
    await sendCode(number);
    const fresh = await latestCode(number);
    if (old !== fresh) expect(await verify(number, old)).toMatchObject({ status: 400, body: { message: OTP_INVALID_MESSAGE } });
    expect((await verify(number, fresh)).status).toBe(200);
    const live = await testDb().select({ n: count() }).from(phoneLoginOtps).where(and(eq(phoneLoginOtps.phoneNumber, number)));
    expect(live[0].n).toBe(2);
  });

  it("five wrong codes kill the code: the right one is refused after them", async () => {
    const number = stored(freshNumber());
    await sendCode(number);
    const code = await latestCode(number);
    for (let i = 0; i < 5; i++) expect(await verify(number, wrongCodeFor(code))).toMatchObject({ status: 400, body: { message: OTP_INVALID_MESSAGE } });
    expect(await verify(number, code)).toMatchObject({ status: 429, body: { message: OTP_LOCKED_MESSAGE } });
  });

  it("counts guesses that arrive at once: at most five are compared", async () => {
    const number = stored(freshNumber());
    await sendCode(number);
    const code = await latestCode(number);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(number, wrongCodeFor(code))));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  });

  it("a right code works once: of two sign-ins with it at once, one gets a session, and one account is made", async () => {
    const number = stored(freshNumber());
    await sendCode(number);
    const code = await latestCode(number);
    const before = (await testDb().select({ n: count() }).from(users))[0].n;
    const answers = await Promise.all([verify(number, code), verify(number, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await testDb().select({ n: count() }).from(users))[0].n).toBe(before + 1);
    expect(await verify(number, code)).toMatchObject({ status: 400, body: { message: OTP_INVALID_MESSAGE } });
  });

  it("refuses an expired code", async () => {
    const number = stored(freshNumber());
    await sendCode(number);
    const code = await latestCode(number);
    await testDb().update(phoneLoginOtps).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(phoneLoginOtps.phoneNumber, number));
    expect(await verify(number, code)).toMatchObject({ status: 400, body: { message: OTP_INVALID_MESSAGE } });
  });

  it("refuses a code for a number that was never sent one, and a malformed code", async () => {
    expect(await verify(stored(freshNumber()), "123456")).toMatchObject({ status: 400, body: { message: OTP_INVALID_MESSAGE } });
    expect(await verify(stored(freshNumber()), "")).toMatchObject({ status: 400, body: { message: "OTP is required" } });
    expect(await verify("12345", "123456")).toMatchObject({ status: 400, body: { message: PHONE_INVALID_MESSAGE } });
  });
});

describe("limits", () => {
  it("5 codes per number per hour, whoever asks, then 429", async () => {
    const number = freshNumber();
    for (let i = 0; i < 5; i++) expect((await sendCode(number)).status).toBe(200);
    expect(await sendCode(`+91 ${number}`)).toMatchObject({ status: 429, body: { message: PHONE_CODE_LIMIT_MESSAGE } });
  });

  it("10 codes per network per hour (an exact counter beside the edge limiter), then 429", async () => {
    const ip = freshIp();
    // Without the edge limiter (5 a minute per network) the hourly counter in D1 is what stops the sixth and later.
    const noEdge = { OTP_RATE_LIMITER: undefined };
    for (let i = 0; i < 10; i++) expect((await call("/api/login/phone", { json: { phoneNumber: freshNumber() }, ip, env: noEdge })).status).toBe(200);
    const eleventh = await call("/api/login/phone", { json: { phoneNumber: freshNumber() }, ip, env: noEdge });
    expect(eleventh).toMatchObject({ status: 429, body: { message: PHONE_CODE_IP_LIMIT_MESSAGE } });
  });

  it("the edge limiter stops a burst from one network within a minute", async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await sendCode(freshNumber(), ip)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses).toContain(429);
  });
});

describe("with MSG91 configured", () => {
  it("sends the code through MSG91 with the DLT template and the otp variable, and marks the SMS sent", async () => {
    const origin = inject("fakeMsg91Origin");
    const number = stored(freshNumber());
    // Secrets the generated Env type does not list (worker/env.ts AppEnv adds them).
    const env = { MSG91_AUTH_KEY: FAKE_MSG91_AUTH_KEY, MSG91_SENDER_ID: "GHANIF", MSG91_OTP_TEMPLATE_ID: "tmpl-signin-en", MSG91_API_URL: `${origin}/api/v5/flow/` } as never;
    expect((await call("/api/login/phone", { json: { phoneNumber: number }, ip: freshIp(), env })).status).toBe(200);
    const sms = await latestSms(number);
    expect(sms).toMatchObject({ channel: "sms", status: "sent" });
    const code = await latestCode(number);
    const requests = (await (await fetch(`${origin}/requests`)).json()) as { body: { recipients?: { mobiles: string }[] } }[];
    const request = requests.find((r) => r.body.recipients?.[0]?.mobiles === number.slice(1));
    expect(request?.body).toEqual({ flow_id: "tmpl-signin-en", sender: "GHANIF", unicode: 0, recipients: [{ mobiles: number.slice(1), otp: code }] });
  });
});

describe("the code on WhatsApp", () => {
  it("goes to the outbox with channel whatsapp when asked for, and signs in like the SMS one", async () => {
    const number = stored(freshNumber());
    const sent = await call("/api/login/phone", { json: { phoneNumber: number, channel: "whatsapp" }, ip: freshIp() });
    expect(sent.body).toEqual({ success: true, message: PHONE_CODE_SENT_WHATSAPP_MESSAGE });
    expect(await latestSms(number)).toMatchObject({ channel: "whatsapp", recipient: number, status: "logged" });
    expect((await verify(number, await latestCode(number))).status).toBe(200);
  });

  it("through the Cloud API when configured, with the approved template in the request's language", async () => {
    const origin = inject("fakeMsg91Origin");
    const number = stored(freshNumber());
    const env = { WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_OTP_TEMPLATE: "ghani_sign_in", WHATSAPP_API_URL: `${origin}/v21.0` } as never;
    expect((await call("/api/login/phone?lang=te", { json: { phoneNumber: number, channel: "whatsapp" }, ip: freshIp(), env })).status).toBe(200);
    expect(await latestSms(number)).toMatchObject({ channel: "whatsapp", status: "sent" });
    const code = await latestCode(number);
    const requests = (await (await fetch(`${origin}/requests`)).json()) as { body: { to?: string; template?: unknown } }[];
    expect(requests.find((r) => r.body.to === number.slice(1))?.body.template).toMatchObject({ name: "ghani_sign_in", language: { code: "te" }, components: [{ parameters: [{ text: code }] }, { parameters: [{ text: code }] }] });
  });

  it("refuses another channel, naming it", async () => {
    expect(await call("/api/login/phone", { json: { phoneNumber: stored(freshNumber()), channel: "email" }, ip: freshIp() })).toMatchObject({
      status: 400,
      body: { message: CHANNEL_INVALID_MESSAGE },
    });
  });
});

describe("accounts without an e-mail address or password", () => {
  it("cannot confirm a change with a password they do not have, and say so", async () => {
    const number = stored(freshNumber());
    await sendCode(number);
    const { body } = await verify(number, await latestCode(number));
    // Issue 31: its deletion is confirmed by a code sent to its phone instead (tests/accounts/erasure-code.test.ts).
    const erase = await call("/api/me", { method: "DELETE", json: { password: "anything" }, token: body.token });
    expect(erase).toMatchObject({ status: 400, body: { message: ERASURE_CODE_REQUIRED_MESSAGE } });
    // Nobody signs in to it by e-mail or password.
    expect((await call("/api/login", { json: { emailAddress: "", password: "" }, ip: freshIp() })).status).toBe(400);
  });

  it("fill in their name and address on the profile (the e-mail address stays empty), and many of them can exist", async () => {
    const sessions = [];
    for (const number of [stored(freshNumber()), stored(freshNumber())]) {
      await sendCode(number);
      sessions.push((await verify(number, await latestCode(number))).body);
    }
    const [first] = sessions;
    const edit = await call("/api/edit-profile", {
      method: "PUT",
      token: first.token,
      json: { name: "Lakshmi", phoneNumber: first.user.phoneNumber, emailAddress: "", password: "", address: { doorNo: "7", street: "Gandhi Road", city: "Vijayawada", pincode: "520002", state: "AP" } },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body.user).toMatchObject({ name: "Lakshmi", emailAddress: "", address: { city: "Vijayawada", state: "Andhra Pradesh" } });
    expect((await testDb().select({ n: count() }).from(users).where(eq(users.emailAddress, "")))[0].n).toBeGreaterThanOrEqual(2);

    // Adding an e-mail address or a password needs a password such an account does not have: refused, saying why.
    const addEmail = await call("/api/edit-profile", { method: "PUT", token: first.token, json: { ...edit.body.user, emailAddress: "lakshmi@example.com", password: "" } });
    expect(addEmail).toMatchObject({ status: 400, body: { message: NO_PASSWORD_MESSAGE } });
  });

  it("an account with an e-mail address cannot blank it", async () => {
    const customer = await createCustomer();
    const response = await call("/api/edit-profile", { method: "PUT", token: customer.token, json: profileBody(customer, { emailAddress: "" }) });
    expect(response).toMatchObject({ status: 400, body: { message: EMAIL_REQUIRED_MESSAGE } });
  });
});
