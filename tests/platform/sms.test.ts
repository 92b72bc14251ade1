/**
 * The SMS channel of the outbox and its MSG91 adapter (issue 31), against a local fake of MSG91's documented flow API
 * (tests/helpers/fake-msg91.ts, on 127.0.0.1): the request is the documented one, MSG91's answers are read by their
 * `type`, and without the secrets nothing leaves the shop (the SMS stays in the outbox, marked logged).
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { newId } from "../../worker/lib/ids";
import { msg91FlowBody, MSG91_FLOW_URL, sendMsg91Sms } from "../../worker/lib/msg91";
import { needsUnicode, sendSms } from "../../worker/lib/sms";
import { env, testDb } from "../helpers/api";
import { FAKE_MSG91_AUTH_KEY, FAKE_WHATSAPP_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN } from "../helpers/fake-msg91";
import { sendWhatsAppOtp, WHATSAPP_GRAPH_URL } from "../../worker/lib/whatsapp";

afterEach(() => vi.restoreAllMocks());

const fakeOrigin = inject("fakeMsg91Origin");
const fakeFlowUrl = `${fakeOrigin}/api/v5/flow/`;
const config = { authKey: FAKE_MSG91_AUTH_KEY, senderId: "GHANIF", apiUrl: fakeFlowUrl };

type Recorded = { method: string; path: string; headers: Record<string, string>; body: Record<string, unknown>; answered: number };
async function fakeRequests(): Promise<Recorded[]> {
  return (await (await fetch(`${fakeOrigin}/requests`)).json()) as Recorded[];
}

const randomMobile = () => `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

function smsContext(provider: Record<string, string | undefined>) {
  const afterResponse: Promise<unknown>[] = [];
  const ctx = { db: testDb(), env: { ...env, ...provider } as never, waitUntil: (promise: Promise<unknown>) => void afterResponse.push(promise) };
  return { ctx, afterResponse };
}

describe("the MSG91 adapter", () => {
  it("defaults to MSG91's documented flow address", () => {
    expect(MSG91_FLOW_URL).toBe("https://control.msg91.com/api/v5/flow/");
  });

  it("sends the documented request: POST JSON, authkey header, flow_id, sender, recipients with mobiles and the variables", async () => {
    const to = randomMobile();
    const id = await sendMsg91Sms(config, { to, templateId: "tmpl-otp-en", variables: { otp: "123456" }, unicode: false });
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const request = (await fakeRequests()).find((r) => (r.body.recipients as { mobiles: string }[] | undefined)?.[0]?.mobiles === to.slice(1));
    expect(request).toMatchObject({ method: "POST", path: "/api/v5/flow/", answered: 200 });
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers.authkey).toBe(FAKE_MSG91_AUTH_KEY);
    expect(request?.body).toEqual({ flow_id: "tmpl-otp-en", sender: "GHANIF", unicode: 0, recipients: [{ mobiles: to.slice(1), otp: "123456" }] });
  });

  it("asks for unicode for Telugu text", () => {
    expect(needsUnicode("Ghani లాగిన్ OTP 123456")).toBe(true);
    expect(needsUnicode("123456 is your Ghani sign-in code.")).toBe(false);
    const body = msg91FlowBody(config, { to: "+919876543210", templateId: "t", variables: {}, unicode: true });
    expect(body.unicode).toBe(1);
    expect(body.recipients[0].mobiles).toBe("919876543210");
  });

  it("throws MSG91's reason when it refuses, by status or by an answer of type error with HTTP 200", async () => {
    await expect(sendMsg91Sms({ ...config, authKey: "wrong" }, { to: randomMobile(), templateId: "t", variables: {}, unicode: false })).rejects.toThrow(
      "MSG91 answered 401: Authentication failure",
    );
    await expect(sendMsg91Sms(config, { to: randomMobile(), templateId: "unknown-template", variables: {}, unicode: false })).rejects.toThrow(
      "MSG91 answered 200: Flow not found",
    );
  });
});

describe("sendSms (the outbox's sms channel)", () => {
  it("without the MSG91 secrets sends nothing: the SMS stays in the outbox, channel sms, marked logged", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { ctx, afterResponse } = smsContext({ MSG91_AUTH_KEY: undefined, MSG91_SENDER_ID: undefined });
    const to = randomMobile();
    await sendSms(ctx, { to, text: "111111 is your code", template: { id: "tmpl", variables: { otp: "111111" } } });
    expect(await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, to) })).toMatchObject({ channel: "sms", subject: "" });
    await Promise.all(afterResponse);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, to) })).toMatchObject({ status: "logged", textBody: "111111 is your code" });
  });

  it("with the secrets delivers through MSG91 after the response and marks the row sent, or failed with MSG91's reason", async () => {
    const provider = { MSG91_AUTH_KEY: FAKE_MSG91_AUTH_KEY, MSG91_SENDER_ID: "GHANIF", MSG91_API_URL: fakeFlowUrl };
    const sent = smsContext(provider);
    const to = randomMobile();
    await sendSms(sent.ctx, { to, text: "222222 is your code", template: { id: "tmpl-otp-en", variables: { otp: "222222" } } });
    await Promise.all(sent.afterResponse);
    expect(await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, to) })).toMatchObject({ channel: "sms", status: "sent" });
    const request = (await fakeRequests()).find((r) => (r.body.recipients as { mobiles: string }[] | undefined)?.[0]?.mobiles === to.slice(1));
    expect(request?.body).toMatchObject({ flow_id: "tmpl-otp-en", recipients: [{ otp: "222222" }] });

    const refused = smsContext({ ...provider, MSG91_AUTH_KEY: "revoked" });
    const other = randomMobile();
    await sendSms(refused.ctx, { to: other, text: "333333", template: { id: "tmpl", variables: {} } });
    await Promise.all(refused.afterResponse);
    expect(await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, other) })).toMatchObject({ status: "failed", error: "MSG91 answered 401: Authentication failure" });
  });

  it("with the secrets but no template for the message sends nothing (India allows only registered templates)", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { ctx, afterResponse } = smsContext({ MSG91_AUTH_KEY: FAKE_MSG91_AUTH_KEY, MSG91_SENDER_ID: "GHANIF", MSG91_API_URL: fakeFlowUrl });
    const to = randomMobile();
    await sendSms(ctx, { to, text: "444444", template: null });
    await Promise.all(afterResponse);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, to) })).toMatchObject({ status: "logged" });
  });

  it("an e-mail row keeps the channel it always had", async () => {
    const id = newId();
    await testDb().insert(mailOutbox).values({ id, recipient: "x@example.com", subject: "s", textBody: "t", createdAt: new Date().toISOString() });
    expect(await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) })).toMatchObject({ channel: "email" });
  });
});

describe("the WhatsApp Cloud API adapter", () => {
  const whatsApp = { accessToken: FAKE_WHATSAPP_TOKEN, phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID, apiUrl: `${fakeOrigin}/v21.0` };

  it("defaults to Meta's Graph API", () => {
    expect(WHATSAPP_GRAPH_URL).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d+$/);
  });

  it("sends the documented authentication template: Bearer token, the code in the body and the copy-code button", async () => {
    const to = randomMobile();
    const id = await sendWhatsAppOtp(whatsApp, { to, templateName: "ghani_sign_in", language: "te", code: "654321" });
    expect(id).toMatch(/^wamid\./);
    const request = (await fakeRequests()).find((r) => r.body.to === to.slice(1));
    expect(request).toMatchObject({ method: "POST", path: `/v21.0/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`, answered: 200 });
    expect(request?.headers.authorization).toBe(`Bearer ${FAKE_WHATSAPP_TOKEN}`);
    expect(request?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: to.slice(1),
      type: "template",
      template: {
        name: "ghani_sign_in",
        language: { code: "te" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "654321" }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "654321" }] },
        ],
      },
    });
  });

  it("throws Meta's reason when refused", async () => {
    await expect(sendWhatsAppOtp({ ...whatsApp, accessToken: "expired" }, { to: randomMobile(), templateName: "t", language: "en", code: "1" })).rejects.toThrow(
      "WhatsApp answered 401: Invalid OAuth access token.",
    );
  });

  it("through the outbox: channel whatsapp, sent with the secrets, kept (logged) without them", async () => {
    const provider = { WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_API_URL: `${fakeOrigin}/v21.0` };
    const sent = smsContext(provider);
    const to = randomMobile();
    await sendSms(sent.ctx, { channel: "whatsapp", to, text: "777777 is your code", template: { id: "ghani_sign_in", variables: { otp: "777777" }, language: "en" } });
    await Promise.all(sent.afterResponse);
    expect(await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, to) })).toMatchObject({ channel: "whatsapp", status: "sent" });

    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const kept = smsContext({ WHATSAPP_ACCESS_TOKEN: undefined, WHATSAPP_PHONE_NUMBER_ID: undefined });
    const other = randomMobile();
    await sendSms(kept.ctx, { channel: "whatsapp", to: other, text: "888888", template: { id: "ghani_sign_in", variables: { otp: "888888" } } });
    await Promise.all(kept.afterResponse);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, other) })).toMatchObject({ channel: "whatsapp", status: "logged" });
  });
});
