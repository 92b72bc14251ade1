/**
 * SMS through the same outbox as mail (issue 31; worker/lib/mail.ts tells why an outbox): a row with channel "sms",
 * the +91 number as recipient and the text as the customer reads it, recorded before the caller answers and handed
 * to the provider after the response.
 *
 * - With MSG91 configured (secrets MSG91_AUTH_KEY and MSG91_SENDER_ID, and the message's DLT template id) the
 *   message goes through MSG91 (worker/lib/msg91.ts) and the row is marked sent or failed.
 * - Without (local development, tests): nothing is sent; the row is marked logged and `npm run mail` shows it,
 *   which is how a developer reads a sign-in code.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AppEnv } from "../env";
import type { ServiceContext } from "../http/context";
import { newId, nowIso } from "./ids";
import { errorMessage, log } from "./log";
import { sendMsg91Sms } from "./msg91";
import { mailOutbox } from "./tables";

export type SmsMessage = {
  /** +91XXXXXXXXXX */
  to: string;
  /** The text as sent (the DLT template filled in): what the outbox keeps. */
  text: string;
  /** The DLT template and its variables; null when the deployment has no template for this message. */
  template: { id: string; variables: Record<string, string> } | null;
};

/** Whether `text` needs UCS-2 (anything outside plain ASCII, Telugu above all): MSG91's `unicode: 1`. */
export const needsUnicode = (text: string) => /[^\x20-\x7e\n\r]/.test(text);

/** Whether this deployment can send SMS at all (both MSG91 secrets set). */
export const smsProviderConfigured = (env: AppEnv) => Boolean(env.MSG91_AUTH_KEY && env.MSG91_SENDER_ID);

/** Records the SMS in the outbox before it returns, and delivers it after the response (see sendMail). */
export async function sendSms(ctx: Pick<ServiceContext, "db" | "env" | "waitUntil">, message: SmsMessage): Promise<void> {
  const id = newId();
  try {
    await ctx.db.insert(mailOutbox).values({
      id,
      channel: "sms",
      recipient: message.to,
      subject: "",
      textBody: message.text,
      status: "queued",
      createdAt: nowIso(),
    });
  } catch (error) {
    // As with mail: the code is saved already; the person asks for a new one if none arrives.
    log("error", "sms could not be recorded", { error: errorMessage(error) });
    return;
  }
  ctx.waitUntil(deliverSms(ctx.db, ctx.env, id, message));
}

async function deliverSms(db: Db, env: AppEnv, id: string, message: SmsMessage): Promise<void> {
  if (!smsProviderConfigured(env) || !message.template) {
    // The log names only the row, never the number or the text (which holds a code).
    log("info", "sms kept in the outbox, no provider or template configured", { mailId: id });
    await db.update(mailOutbox).set({ status: "logged", sentAt: nowIso() }).where(eq(mailOutbox.id, id));
    return;
  }
  try {
    await sendMsg91Sms(
      { authKey: env.MSG91_AUTH_KEY ?? "", senderId: env.MSG91_SENDER_ID ?? "", apiUrl: env.MSG91_API_URL },
      { to: message.to, templateId: message.template.id, variables: message.template.variables, unicode: needsUnicode(message.text) },
    );
    await db.update(mailOutbox).set({ status: "sent", sentAt: nowIso() }).where(eq(mailOutbox.id, id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown error";
    log("error", "sms delivery failed", { mailId: id, error: reason });
    await db.update(mailOutbox).set({ status: "failed", error: reason }).where(eq(mailOutbox.id, id));
  }
}
