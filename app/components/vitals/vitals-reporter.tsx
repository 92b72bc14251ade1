/**
 * Mounted once in app/root.tsx: for a sampled share of page views, loads the speed beacon (app/lib/vitals-beacon.ts,
 * which loads web-vitals) after the page has loaded and the browser is idle, so none of it is on the critical path.
 * The metrics belong to the page the document was loaded for: later client-side navigations are not measured
 * separately (LCP and TTFB only exist for a document load).
 */
import { useEffect, useRef } from "react";
import { useMatches } from "react-router";

/** Once per document, whatever re-runs the effect (React's development double run, a remount). */
let started = false;

function afterLoadWhenIdle(run: () => void): () => void {
  let idleHandle: number | undefined;
  const schedule = () => {
    idleHandle = typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 5000 }) : window.setTimeout(run, 1);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle === undefined) return;
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idleHandle);
    else clearTimeout(idleHandle);
  };
}

export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  const landingRouteId = useRef(useMatches().at(-1)?.id);
  useEffect(() => {
    const routeId = landingRouteId.current;
    if (started || !routeId || !(Math.random() < sampleRate)) return;
    return afterLoadWhenIdle(() => {
      if (started) return;
      started = true;
      import("~/lib/vitals-beacon").then((beacon) => beacon.startVitalsBeacon(routeId)).catch(() => undefined);
    });
  }, [sampleRate]);
  return null;
}
