/**
 * The one mail path (sendMail): the message is in the outbox when sendMail returns, i.e. before the caller
 * answers, and the provider is only called from the promise handed to waitUntil, i.e. after the response.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../worker/lib/tables";
import { newId } from "../../worker/lib/ids";
import { sendMail } from "../../worker/lib/mail";
import { env, testDb } from "../helpers/api";

afterEach(() => vi.restoreAllMocks());

function mailContext(provider: { MAIL_API_URL?: string; MAIL_API_KEY?: string }) {
  const afterResponse: Promise<unknown>[] = [];
  const ctx = {
    db: testDb(),
    env: { ...env, ...provider } as never,
    waitUntil: (promise: Promise<unknown>) => void afterResponse.push(promise),
  };
  return { ctx, afterResponse };
}

async function outboxRow(recipient: string) {
  return testDb().query.mailOutbox.findFirst({ where: eq(mailOutbox.recipient, recipient) });
}

describe("sendMail", () => {
  it("records the message before it returns and calls the provider only after the response", async () => {
    let answerProvider: (response: Response) => void = () => {};
    const providerCall = new Promise<Response>((resolve) => (answerProvider = resolve));
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => providerCall);
    const { ctx, afterResponse } = mailContext({ MAIL_API_URL: "https://mail.invalid/send", MAIL_API_KEY: "test-key" });
    const to = `mail-${newId()}@example.com`;

    // The provider has not answered, yet sendMail is done: delivery does not hold up the response.
    await sendMail(ctx, { to, subject: "Hello", text: "Body" });
    expect(afterResponse).toHaveLength(1);
    expect(await outboxRow(to)).toMatchObject({ subject: "Hello", textBody: "Body", status: "queued" });

    answerProvider(new Response("{}", { status: 200 }));
    await Promise.all(afterResponse);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await outboxRow(to)).toMatchObject({ status: "sent" });
  });

  it("without a provider keeps the message readable in the outbox, marked logged after the response", async () => {
    const { ctx, afterResponse } = mailContext({ MAIL_API_URL: "", MAIL_API_KEY: undefined });
    const to = `mail-${newId()}@example.com`;

    await sendMail(ctx, { to, subject: "Code", text: "123456", html: "<p>123456</p>" });
    expect(await outboxRow(to)).toMatchObject({ htmlBody: "<p>123456</p>" });

    await Promise.all(afterResponse);
    expect(await outboxRow(to)).toMatchObject({ status: "logged" });
  });

  it("marks a message the provider refused as failed, without failing the request", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("no", { status: 503 }));
    const { ctx, afterResponse } = mailContext({ MAIL_API_URL: "https://mail.invalid/send", MAIL_API_KEY: "test-key" });
    const to = `mail-${newId()}@example.com`;

    await sendMail(ctx, { to, subject: "Hello", text: "Body" });
    await Promise.all(afterResponse);
    expect(await outboxRow(to)).toMatchObject({ status: "failed", error: "provider answered 503" });
  });
});
