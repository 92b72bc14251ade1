import { useEffect, useRef } from "react";

/**
 * Calls `onAnswer` once for each answer a fetcher settles with: when it is back to idle holding data it did not
 * hold before. An answer already there when the component mounts (a keyed fetcher shared with other components)
 * is not this component's to react to. The latest `onAnswer` is used, so callers need not memoise it.
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }, onAnswer: (answer: T) => void): void {
  const handled = useRef<T | undefined>(fetcher.data);
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    latest.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
