import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { notify } from "~/lib/notify";

/** What a successful admin save says when its action sends no message of its own (issue 31: every save says so). */
export const SAVED_MESSAGE = "Saved";
/** ...and what a successful delete says instead. */
export const DELETED_MESSAGE = "Deleted";

/** An admin action's answer; a save whose text has regulated words answers them as `warnings` and saves nothing. */
export type AdminActionResult = { ok: true; message?: string } | { error: string; warnings?: string[] };

type Submission = { intent: string; [key: string]: unknown };

/**
 * A save held back until the admin confirms its regulated words ("organic", "natural", ...): `confirm` sends the
 * same submission again with `confirmWarnings: true` (Save anyway), `dismiss` goes back to editing.
 */
export type PendingWarnings = { warnings: string[]; confirm: () => void; dismiss: () => void };

/**
 * A fetcher for admin actions that submits JSON and calls back once per answer: `onDone` on success (with the
 * action's message, if it sent one), `onError` with the server's message (or the page's fallback text) on failure,
 * `onWarnings` when a save waits for the admin to confirm its regulated words (`pendingWarnings`, shown by
 * WarningsConfirmation). Each success is announced once, as a toast (a live region, read out too): the action's
 * message, else `saved` ("Saved"; "Deleted" for a delete); a page that reports its results in a panel of its own passes `saved: false`.
 */
export function useAdminFetcher(handlers: {
  onDone?: (intent: string, message?: string) => void;
  onError: (message: string, intent: string) => void;
  onWarnings?: () => void;
  saved?: string | false;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const intentRef = useRef("");
  const lastSubmission = useRef<Submission | null>(null);
  const [held, setHeld] = useState<{ warnings: string[]; submission: Submission } | null>(null);
  useFetcherAnswer(fetcher, (answer) => {
    if ("error" in answer && answer.warnings?.length && lastSubmission.current) {
      setHeld({ warnings: answer.warnings, submission: lastSubmission.current });
      handlers.onWarnings?.();
    } else if ("error" in answer) handlers.onError(answer.error, intentRef.current);
    else {
      const { saved = SAVED_MESSAGE } = handlers;
      if (saved !== false) notify.success(answer.message ?? (intentRef.current === "delete" ? DELETED_MESSAGE : saved));
      handlers.onDone?.(intentRef.current, answer.message);
    }
  });

  function submit(body: Submission) {
    setHeld(null);
    intentRef.current = body.intent;
    lastSubmission.current = body;
    void fetcher.submit(body as never, { method: "post", encType: "application/json" });
  }
  const pendingWarnings: PendingWarnings | null = held && {
    warnings: held.warnings,
    confirm: () => submit({ ...held.submission, confirmWarnings: true }),
    dismiss: () => setHeld(null),
  };
  return { submit, busy: fetcher.state !== "idle", fetcher, pendingWarnings };
}

/**
 * An admin form's save: the fetcher plus its error (the server's message, else `failed`), cleared by a new submission;
 * success is the fetcher's toast (the action's message, else `saved`). Regulated words come back as
 * `pendingWarnings`, for WarningsConfirmation.
 */
export function useAdminSave(texts: { saved: string; failed: string }) {
  const [error, setError] = useState<string | null>(null);
  const { submit, busy, pendingWarnings } = useAdminFetcher({
    saved: texts.saved,
    onDone: () => setError(null),
    onError: (message) => setError(message || texts.failed),
    onWarnings: () => setError(null),
  });
  return { save: submit, busy, error, pendingWarnings };
}
