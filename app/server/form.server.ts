/**
 * The one way page actions read a submitted form. `request.formData()` throws on a body that is not a form (JSON,
 * garbage, a multipart body without its boundary), which React Router would answer with a 500; here it becomes a
 * 400 DomainError that the action's `actionFailure` turns into `{ error }` like any other refusal.
 */
import { badRequest } from "../../worker/lib/errors";

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
