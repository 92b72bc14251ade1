/**
 * The providers' webhooks (issue 31): WhatsApp's subscription handshake and its signed notifications (X-Hub-Signature-
 * 256, HMAC-SHA256 of the raw body under the app secret), which record delivery statuses on the outbox rows and end
 * an opt-in on a STOP reply; MSG91's delivery reports on a URL with a secret token, in webhook v2 (form) and v3
 * (JSON). A wrong signature or token is refused (401/403) and changes nothing.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { newId, nowIso } from "../../worker/lib/ids";
import { messagePreferences } from "../../worker/domains/messages/tables";
import { WEBHOOK_SIGNATURE_MESSAGE } from "../../worker/domains/messages/api";
import { isStopReply, whatsAppSignature } from "../../worker/domains/messages/webhooks";
import { call, testDb } from "../helpers/api";
import { createCustomer, freshMobile } from "../helpers/factories";

const APP_SECRET = "test-whatsapp-app-secret";
const VERIFY_TOKEN = "test-verify-token";
const MSG91_TOKEN = "test-msg91-webhook-token-0123456789";
const SECRETS = { WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN, MSG91_WEBHOOK_TOKEN: MSG91_TOKEN } as never;

/** An outbox row as the adapters leave one they sent: with the provider's id. */
async function sentRow(channel: "sms" | "whatsapp", providerMessageId: string) {
  const id = newId();
  await testDb().insert(mailOutbox).values({ id, channel, recipient: freshMobile(), subject: "", textBody: "order update", status: "sent", createdAt: nowIso(), providerMessageId });
  return id;
}
const row = async (id: string) => testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) });

function statusNotification(statuses: unknown[], messages: unknown[] = []) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" }, statuses, messages } }] }],
  });
}

const postWhatsApp = (body: string, signature: string | null, env: never = SECRETS) =>
  call("/api/webhooks/whatsapp", { method: "POST", body, headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "X-Hub-Signature-256": signature }) }, env });

/** The signature as Meta computes it (Node's crypto, independent of the Worker's code). */
const metaSignature = (body: string, secret = APP_SECRET) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

describe("GET /api/webhooks/whatsapp (the subscription handshake)", () => {
  it("answers the challenge for the right verify token, 403 otherwise", async () => {
    const ok = await call("/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=test-verify-token&hub.challenge=1158201444", { env: SECRETS });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe("1158201444");
    expect((await call("/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1", { env: SECRETS })).status).toBe(403);
    expect((await call("/api/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=test-verify-token&hub.challenge=1", { env: SECRETS })).status).toBe(403);
    // Not configured: nothing is answered.
    expect((await call("/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=&hub.challenge=1")).status).toBe(403);
  });
});

describe("POST /api/webhooks/whatsapp", () => {
  it("signs as Meta does (the Worker's signature equals Node's HMAC-SHA256 of the raw body)", async () => {
    const body = statusNotification([]);
    expect(await whatsAppSignature(body, APP_SECRET)).toBe(metaSignature(body));
  });

  it("records delivery statuses on the rows they report, never going back (read, then a late delivered)", async () => {
    const wamid = `wamid.${newId()}`;
    const id = await sentRow("whatsapp", wamid);
    const delivered = statusNotification([{ id: wamid, status: "delivered", timestamp: "1700000000", recipient_id: "919876543210" }]);
    const answer = await postWhatsApp(delivered, metaSignature(delivered));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ success: true, statuses: 1 });
    expect(await row(id)).toMatchObject({ providerStatus: "delivered", status: "sent" });

    const read = statusNotification([{ id: wamid, status: "read", timestamp: "1700000060", recipient_id: "919876543210" }]);
    await postWhatsApp(read, metaSignature(read));
    await postWhatsApp(delivered, metaSignature(delivered));
    expect((await row(id))?.providerStatus).toBe("read");
  });

  it("marks a row failed with WhatsApp's reason", async () => {
    const wamid = `wamid.${newId()}`;
    const id = await sentRow("whatsapp", wamid);
    const failed = statusNotification([{ id: wamid, status: "failed", timestamp: "1700000000", recipient_id: "919876543210", errors: [{ code: 131026, title: "Message undeliverable" }] }]);
    expect((await postWhatsApp(failed, metaSignature(failed))).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "failed", providerStatus: "failed", error: "Message undeliverable" });
  });

  it("refuses a wrong, missing or differently keyed signature with 401, and changes nothing", async () => {
    const wamid = `wamid.${newId()}`;
    const id = await sentRow("whatsapp", wamid);
    const body = statusNotification([{ id: wamid, status: "delivered", timestamp: "1700000000", recipient_id: "919876543210" }]);
    for (const signature of [null, "", "sha256=", metaSignature(body, "another-secret"), metaSignature(`${body} `), metaSignature(body).replace("sha256=", "sha1=")]) {
      const answer = await postWhatsApp(body, signature);
      expect(answer.status, String(signature)).toBe(401);
      expect(answer.body).toEqual({ success: false, message: WEBHOOK_SIGNATURE_MESSAGE });
    }
    expect((await row(id))?.providerStatus).toBeNull();
    // No app secret configured: refused too.
    expect((await postWhatsApp(body, metaSignature(body), {} as never)).status).toBe(403);
    expect((await row(id))?.providerStatus).toBeNull();
  });

  it("a STOP reply opts the sender out of WhatsApp updates", async () => {
    const mobile = freshMobile();
    const customer = await createCustomer({ phoneNumber: mobile.slice(3) });
    expect((await call("/api/me/message-preferences", { method: "PUT", token: customer.token, json: { whatsapp: true, whatsappOptIn: true } })).status).toBe(200);
    const reply = statusNotification([], [{ from: mobile.slice(1), id: `wamid.${newId()}`, timestamp: "1700000000", type: "text", text: { body: " Stop " } }]);
    const answer = await postWhatsApp(reply, metaSignature(reply));
    expect(answer.body).toMatchObject({ success: true, optOuts: 1 });
    const saved = await testDb().query.messagePreferences.findFirst({ where: eq(messagePreferences.userId, customer.user._id) });
    expect(saved).toMatchObject({ whatsapp: false });
    expect(saved?.whatsappOptOutAt).toEqual(expect.any(String));
    expect((await call("/api/me/message-preferences", { token: customer.token })).body.preferences.whatsapp).toBe(false);
  });

  it("knows a STOP from an ordinary reply", () => {
    for (const text of ["STOP", "stop", "Stop.", "unsubscribe", "ఆపండి"]) expect(isStopReply(text), text).toBe(true);
    for (const text of ["Don't stop", "when will it arrive?", "stopped"]) expect(isStopReply(text), text).toBe(false);
  });
});

describe("POST /api/webhooks/msg91/:token", () => {
  const path = `/api/webhooks/msg91/${MSG91_TOKEN}`;

  it("records a webhook v3 (JSON) report: 1 is delivered", async () => {
    const requestId = `3465${newId()}`;
    const id = await sentRow("sms", requestId);
    const report = { date: "2024-05-22 09:58:16", number: "919876543210", senderId: "GHANIF", requestId, status: "1", desc: "DELIVERED" };
    const answer = await call(path, { json: report, env: SECRETS });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ success: true, reports: 1, recorded: 1 });
    expect(await row(id)).toMatchObject({ providerStatus: "delivered", status: "sent" });
  });

  it("records a webhook v2 (form data) report: 2 is failed", async () => {
    const requestId = `3466${newId()}`;
    const id = await sentRow("sms", requestId);
    const data = JSON.stringify([{ senderId: "GHANIF", requestId, report: [{ date: "2024-05-22 10:06:20", number: "919876543210", status: "2", desc: "FAILED" }], userId: "27", campaignName: "API" }]);
    const answer = await call(path, { method: "POST", body: new URLSearchParams({ data }).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" }, env: SECRETS });
    expect(answer.status, answer.text).toBe(200);
    expect(await row(id)).toMatchObject({ providerStatus: "failed", status: "failed", error: "FAILED" });
  });

  it("refuses a wrong token (403) or none configured, and changes nothing", async () => {
    const requestId = `3467${newId()}`;
    const id = await sentRow("sms", requestId);
    const report = { requestId, number: "919876543210", status: "1", desc: "DELIVERED" };
    for (const token of ["wrong", MSG91_TOKEN.slice(0, -1), `${MSG91_TOKEN}x`]) {
      expect((await call(`/api/webhooks/msg91/${token}`, { json: report, env: SECRETS })).status, token).toBe(403);
    }
    expect((await call(path, { json: report })).status).toBe(403);
    expect((await row(id))?.providerStatus).toBeNull();
  });

  it("answers 400 for a body that is no report", async () => {
    expect((await call(path, { method: "POST", body: "not json", headers: { "Content-Type": "application/json" }, env: SECRETS })).status).toBe(400);
    expect((await call(path, { method: "POST", body: "x=1", headers: { "Content-Type": "application/x-www-form-urlencoded" }, env: SECRETS })).status).toBe(400);
  });
});
