/**
 * Messages to a phone, SMS or WhatsApp, through the same outbox as mail (issue 31; worker/lib/mail.ts tells why an
 * outbox): a row with channel "sms" or "whatsapp", the +91 number as recipient and the text as the customer reads it,
 * recorded before the caller answers and handed to the provider after the response.
 *
 * - SMS with MSG91 configured (secrets MSG91_AUTH_KEY and MSG91_SENDER_ID, and the message's DLT template id) goes
 *   through MSG91 (worker/lib/msg91.ts); WhatsApp with WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID (and the
 *   approved template's name) through Meta's Cloud API (worker/lib/whatsapp.ts). The row is marked sent or failed.
 * - Without (local development, tests): nothing is sent; the row is marked logged and `npm run mail` shows it,
 *   which is how a developer reads a sign-in code.
 */
import type { Db } from "../../db/client";
import type { AppEnv } from "../env";
import type { ServiceContext } from "../http/context";
import { newId, nowIso } from "./ids";
import { errorMessage, log } from "./log";
import { sendMsg91Sms } from "./msg91";
import { bodyComponents, otpComponents, sendWhatsAppTemplate } from "./whatsapp";
import { mailOutbox } from "./tables";
import { deliverOutboxRow, queueOutboxRows } from "./outbox";

export type PhoneChannel = "sms" | "whatsapp";

export type SmsMessage = {
  /** "sms" unless said otherwise. */
  channel?: PhoneChannel;
  /** +91XXXXXXXXXX */
  to: string;
  /** The text as sent (the DLT template filled in): what the outbox keeps. */
  text: string;
  /**
   * The registered template (SMS: the MSG91 id of the DLT template; WhatsApp: the approved template's name, with its
   * language) and its variables (`otp` carries a code); null when the deployment has no template for this message.
   * A WhatsApp utility template (order updates) takes its body variables {{1}}, {{2}}… in order as `parameters`;
   * without them a WhatsApp template is the authentication one, carrying `variables.otp`.
   */
  template: { id: string; variables: Record<string, string>; language?: string; parameters?: string[] } | null;
};

/** Whether `text` needs UCS-2 (anything outside plain ASCII, Telugu above all): MSG91's `unicode: 1`. */
export const needsUnicode = (text: string) => /[^\x20-\x7e\n\r]/.test(text);

/** Whether this deployment can send SMS at all (both MSG91 secrets set). */
export const smsProviderConfigured = (env: AppEnv) => Boolean(env.MSG91_AUTH_KEY && env.MSG91_SENDER_ID);

/** Whether this deployment can send WhatsApp messages (both Cloud API secrets set). */
export const whatsAppConfigured = (env: AppEnv) => Boolean(env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID);

const providerConfigured = (env: AppEnv, channel: PhoneChannel) => (channel === "sms" ? smsProviderConfigured(env) : whatsAppConfigured(env));

/** Records the SMS in the outbox before it returns, and delivers it after the response (see sendMail). */
export async function sendSms(ctx: Pick<ServiceContext, "db" | "env" | "waitUntil">, message: SmsMessage): Promise<void> {
  const id = newId();
  try {
    await ctx.db.insert(mailOutbox).values({
      id,
      channel: message.channel ?? "sms",
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

/**
 * Many phone messages at once (an order's updates to the customer and the owner, one per order verified in bulk):
 * recorded in one batch before the caller answers, delivered one by one after the response, as sendSms does for one.
 */
export async function sendPhoneMessages(ctx: Pick<ServiceContext, "db" | "env" | "waitUntil">, messages: SmsMessage[]): Promise<void> {
  messages = messages.filter((message) => message.to);
  if (messages.length === 0) return;
  const now = nowIso();
  const rows = messages.map((message) => ({
    id: newId(),
    channel: message.channel ?? "sms",
    recipient: message.to,
    subject: "",
    textBody: message.text,
    status: "queued" as const,
    createdAt: now,
  }));
  await queueOutboxRows(ctx, rows, messages, (id, message) => deliverSms(ctx.db, ctx.env, id, message), "phone messages could not be recorded");
}

function deliverSms(db: Db, env: AppEnv, id: string, message: SmsMessage): Promise<void> {
  const channel = message.channel ?? "sms";
  const { template } = message;
  return deliverOutboxRow(db, id, {
    send: providerConfigured(env, channel) && template ? () => sendToProvider(env, channel, message, template) : null,
    keptMessage: "phone message kept in the outbox, no provider or template configured",
    failedMessage: "phone message delivery failed",
    logFields: { channel },
  });
}

/** Resolves to the provider's id of the message (WhatsApp's wamid, MSG91's request id), kept for delivery reports. */
function sendToProvider(env: AppEnv, channel: PhoneChannel, message: SmsMessage, template: NonNullable<SmsMessage["template"]>): Promise<string> {
  if (channel === "whatsapp") {
    return sendWhatsAppTemplate(
      { accessToken: env.WHATSAPP_ACCESS_TOKEN ?? "", phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? "", apiUrl: env.WHATSAPP_API_URL },
      {
        to: message.to,
        templateName: template.id,
        language: template.language ?? "en",
        components: template.parameters ? bodyComponents(template.parameters) : otpComponents(template.variables.otp ?? ""),
      },
    );
  } else {
    return sendMsg91Sms(
      { authKey: env.MSG91_AUTH_KEY ?? "", senderId: env.MSG91_SENDER_ID ?? "", apiUrl: env.MSG91_API_URL },
      { to: message.to, templateId: template.id, variables: template.variables, unicode: needsUnicode(message.text) },
    );
  }
}
