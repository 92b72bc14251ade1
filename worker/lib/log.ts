/**
 * The Worker's only way to log: one JSON object per line, each carrying the id of the request it belongs to
 * (Workers Logs index JSON fields, so lines can be filtered by requestId, level or msg).
 *
 * Fields are limited to ids, counts, names of things and error messages: never a request body, an e-mail
 * address, a phone number, a name, a token or an OTP. The types allow only scalar values to make that easy to keep.
 */
import { AsyncLocalStorage } from "node:async_hooks";

type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Carries the request id through every await of a request, including work handed to waitUntil. */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

export function currentRequestId(): string | null {
  return requestScope.getStore()?.requestId ?? null;
}

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, requestId: currentRequestId(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/**
 * The message of something thrown, for a log field. D1's and fetch's own messages name no personal data, but
 * Drizzle wraps a failed statement as "Failed query: <sql>\nparams: <bound values>", and those values can be an
 * address, an e-mail, a password hash or a reset code: only the statement and D1's reason (the cause) are kept.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const message = error.message.replace(/\nparams:[\s\S]*$/, "");
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : "";
  return `${error.name}: ${message}${cause}`;
}
