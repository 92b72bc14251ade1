/**
 * Domain errors carry the HTTP status they map to and a message safe to show a customer. Services throw
 * them; the API's error handler and the route actions turn them into `{ success: false, message }`.
 *
 * The message is English, as today's clients, the logs and the tests read it; the answer speaks the request's
 * language (issue 30): the edges (worker/http/errors.ts, actionFailure) translate it through the "server" message
 * catalogue (./localize.ts). An error whose words are not a catalogue message of their own (zod's, worded per issue)
 * carries its own translation in `localized`.
 */
import type { Lang } from "../shared/i18n/languages";

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

export class DomainError extends Error {
  readonly status: ErrorStatus;
  /** The message in a language, when the catalogue cannot translate `message` by itself. */
  readonly localized?: (lang: Lang) => string;
  constructor(status: ErrorStatus, message: string, localized?: (lang: Lang) => string) {
    super(message);
    this.name = "DomainError";
    this.status = status;
    this.localized = localized;
  }
}

export const badRequest = (message: string) => new DomainError(400, message);
export const unauthorized = (message = "Please sign in to continue.") => new DomainError(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new DomainError(403, message);
export const notFound = (message = "Not found.") => new DomainError(404, message);
export const conflict = (message: string) => new DomainError(409, message);
/** Well-formed, but contradicts what the server already holds for it (e.g. a reused idempotency key). */
export const unprocessable = (message: string) => new DomainError(422, message);
export const tooManyRequests = (message = "Too many attempts. Please wait a minute and try again.") =>
  new DomainError(429, message);

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/**
 * Whether D1 refused a write for a unique index (its message, or its cause's, says "UNIQUE constraint failed"),
 * optionally naming a column or index in that message: the race a prior lookup cannot close.
 */
export function isUniqueViolation(error: unknown, naming = ""): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes("UNIQUE constraint failed") && text.includes(naming);
}
