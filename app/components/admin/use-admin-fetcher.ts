import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

export type AdminActionResult = { ok: true; message?: string } | { error: string };

/**
 * A fetcher for admin actions that submits JSON and calls back once per answer: `onDone` on success,
 * `onError` with the server's message (or the page's fallback text) on failure.
 */
export function useAdminFetcher(handlers: { onDone?: (intent: string) => void; onError: (message: string, intent: string) => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  const intentRef = useRef("");
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if ("error" in fetcher.data) handlersRef.current.onError(fetcher.data.error, intentRef.current);
    else handlersRef.current.onDone?.(intentRef.current);
  }, [fetcher.state, fetcher.data]);

  function submit(body: { intent: string; [key: string]: unknown }) {
    intentRef.current = body.intent;
    void fetcher.submit(body as never, { method: "post", encType: "application/json" });
  }
  return { submit, busy: fetcher.state !== "idle", fetcher };
}
