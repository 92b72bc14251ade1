import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";

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
 * WarningsConfirmation).
 */
export function useAdminFetcher(handlers: {
  onDone?: (intent: string, message?: string) => void;
  onError: (message: string, intent: string) => void;
  onWarnings?: () => void;
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
    else handlers.onDone?.(intentRef.current, answer.message);
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
 * An admin form's save: the fetcher plus the one message it shows, a notice on success (the action's message, else
 * `saved`) or an error on failure (the server's message, else `failed`); a new submission clears the notice.
 * Regulated words come back as `pendingWarnings`, for WarningsConfirmation.
 */
export function useAdminSave(texts: { saved: string; failed: string }) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { submit, busy, pendingWarnings } = useAdminFetcher({
    onDone: (_intent, message) => {
      setError(null);
      setNotice(message ?? texts.saved);
    },
    onError: (message) => {
      setNotice(null);
      setError(message || texts.failed);
    },
    onWarnings: () => setError(null),
  });
  const save = (body: Submission) => {
    setNotice(null);
    submit(body);
  };
  return { save, busy, error, notice, pendingWarnings };
}
