/**
 * `npm run mail -- [--count N] [--persist-to DIR]`: shows the newest messages of the LOCAL mail outbox.
 *
 * Without a mail provider (local development) the Worker keeps every message in `mail_outbox` and logs only
 * its id, so this is where a developer reads a password-reset OTP or an order mail. Without an SMS provider the same
 * goes for SMS and WhatsApp (channel "sms" or "whatsapp", to a +91 number: the phone sign-in code, order updates
 * and the owner's new-order alert, issue 31).
 */
import { parseArgs } from "node:util";
import { CliError, query, userPath } from "./d1-cli.ts";

type OutboxRow = { id: string; channel: string; recipient: string; subject: string; text_body: string; status: string; created_at: string; provider_status: string | null };

function main() {
  const { values } = parseArgs({ options: { count: { type: "string", default: "3" }, "persist-to": { type: "string" } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new CliError("--count must be a whole number from 1 to 100");
  const target = { remote: false as const, persistTo: userPath(values["persist-to"], ".wrangler/state") };
  const [rows] = query<OutboxRow>(
    target,
    `select id, channel, recipient, subject, text_body, status, created_at, provider_status from mail_outbox order by created_at desc, id desc limit ${count}`,
  );
  if (rows.length === 0) {
    console.log("The local mail outbox is empty.");
    return;
  }
  for (const row of rows) {
    // An SMS has no subject: its channel says what it is.
    const heading = row.channel === "email" ? `Subject: ${row.subject}` : `Channel: ${row.channel.toUpperCase()}`;
    // What the provider reported since (issue 31's webhooks: delivered, read, failed), when it did.
    const reported = row.provider_status ? ` (${row.provider_status})` : "";
    console.log(`── ${row.created_at}  ${row.status}${reported}  ${row.id}\nTo: ${row.recipient}\n${heading}\n\n${row.text_body}\n`);
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
