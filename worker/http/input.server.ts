/**
 * How page actions read what was sent: a form (`readFormBody`) or a JSON submission with an `intent`
 * (`readSubmission`, the admin pages, the cart and checkout), checked with the one parser of the API too
 * (`parseInput`). Unreadable bodies become 400s, never 500s.
 *
 * The one way page actions read a submitted form. `request.formData()` throws on a body that is not a form (JSON,
 * garbage, a multipart body without its boundary), which React Router would answer with a 500; here it becomes a
 * 400 DomainError that the action's `actionFailure` turns into `{ error }` like any other refusal.
 */
import { badRequest } from "../lib/errors";
import { INVALID_JSON_MESSAGE, jsonObjectOf } from "./json-body";

export { parseInput } from "../lib/validation";

const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export const NOT_A_FORM_MESSAGE = "This page accepts form submissions only (application/x-www-form-urlencoded or multipart/form-data)";
export const UNREADABLE_FORM_MESSAGE = "The submitted form could not be read";

/** Whether a page action was sent a form (a post made without or before the page's scripts) rather than JSON. */
export function isFormPost(request: Request): boolean {
  return FORM_CONTENT_TYPE.test(request.headers.get("Content-Type") ?? "");
}

export async function readFormBody(request: Request): Promise<FormData> {
  if (!FORM_CONTENT_TYPE.test(request.headers.get("Content-Type") ?? "")) throw badRequest(NOT_A_FORM_MESSAGE);
  try {
    return await request.formData();
  } catch {
    throw badRequest(UNREADABLE_FORM_MESSAGE);
  }
}

/**
 * Admin forms, the cart and checkout submit JSON (`encType: "application/json"`) with an `intent` naming the
 * operation. Read by the API's reader of a JSON object (./json-body.ts), with its messages; an empty body is no JSON.
 */
export async function readSubmission(request: Request): Promise<{ intent: string; [key: string]: unknown }> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw badRequest(INVALID_JSON_MESSAGE);
  }
  const body = jsonObjectOf(text, { emptyIsObject: false });
  return { ...body, intent: typeof body.intent === "string" ? body.intent : "" };
}

/** A submission whose `intent` the page does not know: refused with a 400 like any other bad input. */
export function unknownAction() {
  return badRequest("Unknown action");
}
