/**
 * The one way a queued outbox row (mail, SMS or WhatsApp; ./mail.ts, ./sms.ts) is delivered and its status kept:
 * with no provider configured the row is marked "logged" and stays readable (`npm run mail`); otherwise the provider
 * is called and the row marked "sent", or "failed" with the reason. The logs name only the row, never the recipient
 * or the text, which may hold a one-time code.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ServiceContext } from "../http/context";
import { errorMessage, log } from "./log";
import { nowIso } from "./ids";
import { mailOutbox } from "./tables";

/** Rows per INSERT of the outbox: at most 8 columns each, within D1's 100 bound parameters per statement. */
const OUTBOX_ROWS_PER_INSERT = 12;

type OutboxRow = typeof mailOutbox.$inferInsert & { id: string };

/**
 * Many messages at once (one per order verified in bulk, an order's updates to customer and owner): the rows are
 * recorded in one batch before the caller answers, then delivered one by one after the response by `deliver`. A
 * failed recording is logged, not thrown: what the messages tell of is saved, and a lost notification must not turn
 * it into a 500.
 */
export async function queueOutboxRows<M>(
  ctx: Pick<ServiceContext, "db" | "waitUntil">,
  rows: OutboxRow[],
  messages: M[],
  deliver: (id: string, message: M) => Promise<void>,
  failureLog: string,
): Promise<void> {
  const inserts = [];
  for (let i = 0; i < rows.length; i += OUTBOX_ROWS_PER_INSERT) inserts.push(ctx.db.insert(mailOutbox).values(rows.slice(i, i + OUTBOX_ROWS_PER_INSERT)));
  try {
    await ctx.db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
  } catch (error) {
    log("error", failureLog, { error: errorMessage(error), messages: messages.length });
    return;
  }
  ctx.waitUntil(
    (async () => {
      for (const [index, row] of rows.entries()) await deliver(row.id, messages[index]);
    })(),
  );
}

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
