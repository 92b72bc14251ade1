import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/components/use-fetcher-answer";

export type AdminActionResult = { ok: true; message?: string } | { error: string };

/**
 * A fetcher for admin actions that submits JSON and calls back once per answer: `onDone` on success (with the
 * action's message, if it sent one), `onError` with the server's message (or the page's fallback text) on failure.
 */
export function useAdminFetcher(handlers: { onDone?: (intent: string, message?: string) => void; onError: (message: string, intent: string) => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  const intentRef = useRef("");
  useFetcherAnswer(fetcher, (answer) => {
    if ("error" in answer) handlers.onError(answer.error, intentRef.current);
    else handlers.onDone?.(intentRef.current, answer.message);
  });

  function submit(body: { intent: string; [key: string]: unknown }) {
    intentRef.current = body.intent;
    void fetcher.submit(body as never, { method: "post", encType: "application/json" });
  }
  return { submit, busy: fetcher.state !== "idle", fetcher };
}

/**
 * An admin form's save: the fetcher plus the one message it shows, a notice on success (the action's message, else
 * `saved`) or an error on failure (the server's message, else `failed`); a new submission clears the notice.
 */
export function useAdminSave(texts: { saved: string; failed: string }) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { submit, busy } = useAdminFetcher({
    onDone: (_intent, message) => {
      setError(null);
      setNotice(message ?? texts.saved);
    },
    onError: (message) => {
      setNotice(null);
      setError(message || texts.failed);
    },
  });
  const save = (body: { intent: string; [key: string]: unknown }) => {
    setNotice(null);
    submit(body);
  };
  return { save, busy, error, notice };
}
