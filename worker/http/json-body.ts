/**
 * The one reader of a JSON object body, for the API (worker/http/request.ts) and the pages' JSON submissions
 * (worker/http/input.server.ts): one parse, one set of messages. Anything that is not a JSON object is a 400 saying
 * so, never a 500. The two doors differ only on an empty body: API clients may send Content-Type JSON with none
 * (it reads as `{}`), while our own pages always send one (none is not valid JSON).
 */
import { badRequest } from "../lib/errors";

export const INVALID_JSON_MESSAGE = "Request body must be valid JSON";
export const NOT_AN_OBJECT_MESSAGE = "Request body must be a JSON object";

export function jsonObjectOf(text: string, { emptyIsObject }: { emptyIsObject: boolean }): Record<string, unknown> {
  if (emptyIsObject && !text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(INVALID_JSON_MESSAGE);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw badRequest(NOT_AN_OBJECT_MESSAGE);
  return parsed as Record<string, unknown>;
}
