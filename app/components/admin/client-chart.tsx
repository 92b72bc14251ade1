/**
 * The box a lazily loaded chart of the analysis page draws in: a fixed height (the page does not jump when the chart
 * arrives) and nothing on the server, where recharts never loads; the figures are in the tables beside it.
 */
import { Suspense, useSyncExternalStore, type ReactNode } from "react";

const useIsClient = () => useSyncExternalStore(() => () => {}, () => true, () => false);

export function ClientChart({ children }: { children: ReactNode }) {
  const isClient = useIsClient();
  return <div className="h-[260px]">{isClient ? <Suspense fallback={<p className="text-sm text-stone-600">Loading chart…</p>}>{children}</Suspense> : null}</div>;
}
