/**
 * The providers' webhooks (issue 31): delivery reports of the SMS and WhatsApp messages the outbox sent, recorded on
 * their rows (found by the provider's message id kept when sent), and WhatsApp replies, where a STOP ends the sender's
 * opt-in. Nothing is processed unless the request proves it comes from the provider: WhatsApp signs every POST with
 * the Meta app's secret, MSG91 calls a URL holding a secret token. Both checks are constant-time.
 *
 * Formats followed (see also docs/operations.md, "Webhooks"):
 * - WhatsApp Cloud API webhooks (developers.facebook.com/docs/graph-api/webhooks/getting-started, "Verification
 *   Requests" and "Event Notifications"; developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components): the
 *   subscription handshake is `GET ?hub.mode=subscribe&hub.verify_token=<ours>&hub.challenge=<n>`, answered with the
 *   challenge; each notification is a POST of JSON `{ object: "whatsapp_business_account", entry: [{ id, changes: [{
 *   field: "messages", value: { messaging_product, metadata, statuses?: [{ id: "wamid…", status: "sent" | "delivered"
 *   | "read" | "failed", timestamp, recipient_id, errors? }], messages?: [{ from, id, timestamp, type: "text", text:
 *   { body } }] } }] }] }` with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed by the app
 *   secret>`. Meta retries what is not answered 200.
 * - MSG91 delivery reports (msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url): webhook v2 posts
 *   form data `data=<JSON text of [{ requestId, senderId, report: [{ number, status, desc, date }] }]>`; v3 posts
 *   JSON `{ requestId, number, status, desc, date, … }`. The status codes: 1 delivered, 2 failed, 9 NDNC, 16 and 25
 *   rejected, 17 blocked number. `requestId` is the id the flow API answered with when the SMS was sent.
 */
import { and, eq } from "drizzle-orm";
import { mailOutbox } from "../../lib/tables";
import { nowIso } from "../../lib/ids";
import { log } from "../../lib/log";
import type { ServiceContext } from "../../http/context";
import { optOutWhatsAppNumber } from "./preferences";

const encoder = new TextEncoder();

/** Constant-time equality of two strings of any lengths (their SHA-256 digests are compared). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = (await Promise.all([crypto.subtle.digest("SHA-256", encoder.encode(given)), crypto.subtle.digest("SHA-256", encoder.encode(expected))])).map(
    (digest) => new Uint8Array(digest),
  );
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** Whether `header` ("sha256=<hex>") is the HMAC-SHA256 of the raw body under the app secret (verified in constant time). */
export async function validWhatsAppSignature(rawBody: string, header: string | undefined, appSecret: string): Promise<boolean> {
  const signature = header?.startsWith("sha256=") ? hexBytes(header.slice("sha256=".length)) : null;
  if (!signature) return false;
  const key = await crypto.subtle.importKey("raw", encoder.encode(appSecret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  return crypto.subtle.verify("HMAC", key, signature, encoder.encode(rawBody));
}

/** The signature a WhatsApp webhook of this body carries (for tests and local tools that play Meta). */
export async function whatsAppSignature(rawBody: string, appSecret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(appSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(rawBody)));
  return `sha256=${[...mac].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** A later report never takes a row back (delivered after read arrives out of order); a failure always counts. */
const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

type Report = { channel: "sms" | "whatsapp"; providerMessageId: string; status: string; error?: string };

async function recordReport(ctx: Pick<ServiceContext, "db">, report: Report): Promise<boolean> {
  const where = and(eq(mailOutbox.providerMessageId, report.providerMessageId), eq(mailOutbox.channel, report.channel));
  const row = await ctx.db.query.mailOutbox.findFirst({ columns: { id: true, providerStatus: true }, where });
  if (!row) return false;
  const failed = report.status === "failed" || report.status === "rejected" || report.status === "blocked" || report.status === "ndnc";
  if (!failed && (STATUS_RANK[row.providerStatus ?? ""] ?? 0) > (STATUS_RANK[report.status] ?? 0)) return true;
  await ctx.db
    .update(mailOutbox)
    .set({ providerStatus: report.status, providerStatusAt: nowIso(), ...(failed ? { status: "failed" as const, error: (report.error ?? report.status).slice(0, 200) } : {}) })
    .where(eq(mailOutbox.id, row.id));
  return true;
}

/** Words that end a WhatsApp opt-in when sent alone (WhatsApp's own opt-out wording, and the Telugu a customer may type). */
const STOP_WORDS = new Set(["stop", "unsubscribe", "stop all", "ఆపు", "ఆపండి"]);

export const isStopReply = (text: string) => STOP_WORDS.has(text.trim().toLowerCase().replace(/[.!]+$/, ""));

type WhatsAppNotification = {
  entry?: { changes?: { field?: string; value?: { statuses?: unknown[]; messages?: unknown[] } }[] }[];
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Records a verified WhatsApp notification's statuses and STOP replies; answers what it did, for the log and tests. */
export async function processWhatsAppNotification(ctx: Pick<ServiceContext, "db">, payload: unknown): Promise<{ statuses: number; optOuts: number }> {
  let statuses = 0;
  let optOuts = 0;
  const entries = isObject(payload) && Array.isArray((payload as WhatsAppNotification).entry) ? (payload as WhatsAppNotification).entry! : [];
  for (const entry of entries) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const value = change?.value;
      for (const status of Array.isArray(value?.statuses) ? value.statuses : []) {
        if (!isObject(status) || typeof status.id !== "string" || typeof status.status !== "string") continue;
        const errors = Array.isArray(status.errors) ? status.errors : [];
        const first = isObject(errors[0]) ? errors[0] : null;
        const error = first && (typeof first.title === "string" ? first.title : typeof first.message === "string" ? first.message : undefined);
        if (await recordReport(ctx, { channel: "whatsapp", providerMessageId: status.id, status: status.status, error: error || undefined })) statuses++;
      }
      for (const message of Array.isArray(value?.messages) ? value.messages : []) {
        if (!isObject(message) || typeof message.from !== "string" || !/^91[6-9]\d{9}$/.test(message.from)) continue;
        const body = isObject(message.text) && typeof message.text.body === "string" ? message.text.body : "";
        if (message.type === "text" && isStopReply(body)) optOuts += await optOutWhatsAppNumber(ctx, `+${message.from}`);
      }
    }
  }
  if (optOuts) log("info", "whatsapp opt-out recorded", { optOuts: String(optOuts) });
  return { statuses, optOuts };
}

const MSG91_STATUS: Record<string, string> = { "1": "delivered", "2": "failed", "9": "ndnc", "16": "rejected", "25": "rejected", "17": "blocked" };

/** One report of MSG91's (v2's report lines, v3's object) as ours. */
function msg91Report(requestId: unknown, line: Record<string, unknown>): Report | null {
  if (typeof requestId !== "string" || !requestId) return null;
  const code = String(line.status ?? "");
  const desc = typeof line.desc === "string" ? line.desc : "";
  const status = MSG91_STATUS[code] ?? (desc.toLowerCase() || "unknown");
  return { channel: "sms", providerMessageId: requestId, status, error: desc || undefined };
}

/**
 * The reports in a delivery-report request of either webhook version: v2's form field `data` (JSON text of a list
 * of requests with their `report` lines), or v3's JSON object (or a list of them). Null when it is neither.
 */
export function parseMsg91Reports(contentType: string, rawBody: string): Report[] | null {
  let payload: unknown;
  try {
    if (/^\s*application\/x-www-form-urlencoded\b/i.test(contentType)) {
      const data = new URLSearchParams(rawBody).get("data");
      if (data === null) return null;
      payload = JSON.parse(data);
    } else {
      payload = JSON.parse(rawBody);
    }
  } catch {
    return null;
  }
  const requests = Array.isArray(payload) ? payload : [payload];
  const reports: Report[] = [];
  for (const request of requests) {
    if (!isObject(request)) return null;
    const lines = Array.isArray(request.report) ? request.report.filter(isObject) : [request];
    for (const line of lines) {
      const report = msg91Report(request.requestId, line);
      if (report) reports.push(report);
    }
  }
  return reports;
}

export async function recordMsg91Reports(ctx: Pick<ServiceContext, "db">, reports: Report[]): Promise<number> {
  let recorded = 0;
  for (const report of reports) if (await recordReport(ctx, report)) recorded++;
  return recorded;
}
