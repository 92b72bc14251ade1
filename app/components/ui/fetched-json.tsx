import { useEffect, useState, type ReactNode } from "react";
import { useT } from "~/lib/i18n";

export type Fetched<T> = { state: "loading" } | { state: "ready"; value: T } | { state: "failed" };

/**
 * Reads JSON from our own site once per URL, for dialogs that open at once and fill in their text after (an
 * article, a protocol's tables): the page stays light and the dialog says so while it loads or if it cannot.
 */
export function useFetchedJson<T>(url: string): Fetched<T> {
  const [fetched, setFetched] = useState<{ url: string; result: Fetched<T> }>({ url, result: { state: "loading" } });
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        setFetched({ url, result: { state: "ready", value: (await response.json()) as T } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ url, result: { state: "failed" } });
      });
    return () => controller.abort();
  }, [url]);
  return fetched.url === url ? fetched.result : { state: "loading" };
}

/** The fetched value's content, or the loading line, or the failure message (announced to screen readers). */
export function FetchedContent<T>({ fetched, failedText, children }: { fetched: Fetched<T>; failedText: string; children: (value: T) => ReactNode }) {
  const { t } = useT();
  if (fetched.state === "ready") return children(fetched.value);
  if (fetched.state === "loading") {
    return (
      <p role="status" className="text-stone-700">
        {t("common.loading")}
      </p>
    );
  }
  return (
    <p role="alert" className="text-red-800">
      {failedText}
    </p>
  );
}
