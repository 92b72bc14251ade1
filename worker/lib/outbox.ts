/**
 * The one way a queued outbox row (mail, SMS or WhatsApp; ./mail.ts, ./sms.ts) is delivered and its status kept:
 * with no provider configured the row is marked "logged" and stays readable (`npm run mail`); otherwise the provider
 * is called and the row marked "sent", or "failed" with the reason. The logs name only the row, never the recipient
 * or the text, which may hold a one-time code.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { log } from "./log";
import { nowIso } from "./ids";
import { mailOutbox } from "./tables";

export type OutboxDelivery = {
  /**
   * Calls the provider; null when none is configured for this row. It may resolve to the provider's id of the message
   * (kept on the row, so the provider's delivery reports find it: worker/domains/messages/webhooks.ts).
   */
  send: (() => Promise<string | void>) | null;
  /** The log lines of the two outcomes that are logged, and what they add to the row's id. */
  keptMessage: string;
  failedMessage: string;
  logFields?: Record<string, string>;
};

export async function deliverOutboxRow(db: Db, id: string, { send, keptMessage, failedMessage, logFields = {} }: OutboxDelivery): Promise<void> {
  if (!send) {
    log("info", keptMessage, { mailId: id, ...logFields });
    await db.update(mailOutbox).set({ status: "logged", sentAt: nowIso() }).where(eq(mailOutbox.id, id));
    return;
  }
  try {
    const providerMessageId = await send();
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: nowIso(), ...(providerMessageId ? { providerMessageId } : {}) })
      .where(eq(mailOutbox.id, id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown error";
    log("error", failedMessage, { mailId: id, ...logFields, error: reason });
    await db.update(mailOutbox).set({ status: "failed", error: reason }).where(eq(mailOutbox.id, id));
  }
}
