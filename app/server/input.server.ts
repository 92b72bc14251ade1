/**
 * How page actions read what was sent: a form (`readFormBody`) or a JSON submission with an `intent`
 * (`readSubmission`, the admin pages, the cart and checkout), checked with the one parser of the API too
 * (`parseInput`). Unreadable bodies become 400s, never 500s.
 *
 * The one way page actions read a submitted form. `request.formData()` throws on a body that is not a form (JSON,
 * garbage, a multipart body without its boundary), which React Router would answer with a 500; here it becomes a
 * 400 DomainError that the action's `actionFailure` turns into `{ error }` like any other refusal.
 */
import { badRequest } from "../../worker/lib/errors";

export { parseInput } from "../../worker/lib/validation";

const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export const NOT_A_FORM_MESSAGE = "This page accepts form submissions only (application/x-www-form-urlencoded or multipart/form-data)";
export const UNREADABLE_FORM_MESSAGE = "The submitted form could not be read";

export async function readFormBody(request: Request): Promise<FormData> {
  if (!FORM_CONTENT_TYPE.test(request.headers.get("Content-Type") ?? "")) throw badRequest(NOT_A_FORM_MESSAGE);
  try {
    return await request.formData();
  } catch {
    throw badRequest(UNREADABLE_FORM_MESSAGE);
  }
}

/** Admin forms, the cart and checkout submit JSON (`encType: "application/json"`) with an `intent` naming the operation. */
export async function readSubmission(request: Request): Promise<{ intent: string; [key: string]: unknown }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("Request body must be a JSON object");
  const intent = (body as { intent?: unknown }).intent;
  return { ...(body as Record<string, unknown>), intent: typeof intent === "string" ? intent : "" };
}

/** A submission whose `intent` the page does not know: refused with a 400 like any other bad input. */
export function unknownAction() {
  return badRequest("Unknown action");
}
