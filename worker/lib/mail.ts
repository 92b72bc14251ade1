/**
 * Mail goes through an outbox table first, so nothing is lost when a provider is down and tests (and local
 * developers) can read what was sent.
 *
 * - Production: with MAIL_API_URL and the MAIL_API_KEY secret set, each message is POSTed as JSON
 *   `{ from, to, subject, text, html }` with `Authorization: Bearer <key>` (the shape Resend and similar
 *   HTTP mail APIs accept), and the row is marked sent or failed.
 * - Local development: no provider is configured, so the row is marked logged and stays readable in the table
 *   (`npm run mail` shows the newest). That is how a developer reads a password-reset OTP.
 */
import type { Db } from "../../db/client";
import { mailOutbox } from "./tables";
import { deliverOutboxRow, queueOutboxRows } from "./outbox";
import type { AppEnv } from "../env";
import type { ServiceContext } from "../http/context";
import { escapeHtml } from "./html";
import { newId, nowIso } from "./ids";
import { errorMessage, log } from "./log";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * A mail of paragraphs: the text part one line per paragraph, the HTML part one <p> each, every value escaped (customer-
 * supplied names, reasons and descriptions cannot inject markup) and a paragraph's own line breaks kept.
 */
export function paragraphsMail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join("\n")}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`).join(""),
  };
}

/**
 * The one way to send mail: the message is recorded in the outbox before the caller answers (so it is never lost
 * with the request), and delivered after the response (the customer does not wait for the provider).
 */
export async function sendMail(ctx: Pick<ServiceContext, "db" | "env" | "waitUntil">, message: MailMessage): Promise<void> {
  // An account made by phone sign-in (issue 31) has no e-mail address yet: there is nobody to mail.
  if (!message.to) return;
  let id: string;
  try {
    id = await queueMail(ctx.db, message);
  } catch (error) {
    // The change the mail tells of is already saved (a new password, a reported payment): failing the request
    // now would answer 500 for something that happened, and could leave the person signed out of it.
    log("error", "mail could not be recorded", { error: errorMessage(error) });
    return;
  }
  ctx.waitUntil(deliverMail(ctx.db, ctx.env, id, message));
}

/**
 * Many messages at once (one per order verified by "Verify all matched"): recorded in the outbox in one batch of
 * multi-row inserts, then delivered one by one after the response, as sendMail does for one.
 */
export async function sendMails(ctx: Pick<ServiceContext, "db" | "env" | "waitUntil">, messages: MailMessage[]): Promise<void> {
  messages = messages.filter((message) => message.to);
  if (messages.length === 0) return;
  const now = nowIso();
  const rows = messages.map((message) => ({
    id: newId(),
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    status: "queued" as const,
    createdAt: now,
  }));
  await queueOutboxRows(ctx, rows, messages, (id, message) => deliverMail(ctx.db, ctx.env, id, message), "mail could not be recorded");
}

async function queueMail(db: Db, message: MailMessage): Promise<string> {
  const id = newId();
  await db.insert(mailOutbox).values({
    id,
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    status: "queued",
    createdAt: nowIso(),
  });
  return id;
}

/** Delivers one queued message; runs in waitUntil so the customer does not wait for the provider. */
function deliverMail(db: Db, env: AppEnv, id: string, message: MailMessage): Promise<void> {
  const { MAIL_API_URL: url, MAIL_API_KEY: key } = env;
  return deliverOutboxRow(db, id, {
    // No provider (local development): the message stays readable in the mail_outbox table (see README, Mail).
    send: url && key ? () => postMail(url, key, env.MAIL_FROM, message) : null,
    keptMessage: "mail kept in the outbox, no provider configured",
    failedMessage: "mail delivery failed",
  });
}

async function postMail(url: string, key: string, from: string | undefined, message: MailMessage): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
    body: JSON.stringify({ from, to: message.to, subject: message.subject, text: message.text, html: message.html }),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
}
