/**
 * The browser half of every page action that people type into: a dropped connection or a broken answer (5xx,
 * a proxy's error page) must not replace the page with the error boundary and lose what was typed. Route
 * modules export `clientAction = ({ serverAction }) => keepPageOnFailure(serverAction)`; the page then gets an
 * ordinary `{ error }` answer, keeps its inputs and can simply submit again.
 */
import { data, isRouteErrorResponse } from "react-router";

/** The status of an answer that never came (no HTTP status exists for "the network dropped"). */
const UNREACHABLE_STATUS = 503;

/**
 * Calls the route's server action and turns any failure to get its answer into `{ error: message }` with a
 * 4xx/5xx status (so React Router does not reload the page's data over a broken connection). `message` is the
 * page's text for such a failure; left empty, the page shows its usual fallback (SPEC.md section 8).
 * Redirects (signed out, signed in) pass through: they are answers, not failures.
 */
export async function keepPageOnFailure<T>(serverAction: () => Promise<T>, message = "") {
  try {
    return await serverAction();
  } catch (failure) {
    if (failure instanceof Response) throw failure;
    const status = isRouteErrorResponse(failure) ? failure.status : UNREACHABLE_STATUS;
    return data({ error: refusalMessage(failure) ?? message }, { status });
  }
}

/**
 * A 4xx answered outside React Router (the Worker's JSON refusals, e.g. a cross-site form post or an
 * oversized body) carries a message meant for the person; a 5xx never does.
 */
function refusalMessage(failure: unknown): string | null {
  if (!isRouteErrorResponse(failure) || failure.status >= 500 || typeof failure.data !== "string") return null;
  try {
    const body: unknown = JSON.parse(failure.data);
    const text = typeof body === "object" && body !== null && "message" in body ? body.message : null;
    return typeof text === "string" && text ? text : null;
  } catch {
    return null;
  }
}
