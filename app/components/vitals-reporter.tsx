/**
 * Reports the Core Web Vitals of a sampled share of page views to POST /api/vitals. Nothing of it is on the
 * critical path: the web-vitals library is imported only after the page has loaded and the browser is idle, and
 * only for sampled views. The metrics belong to the page the document was loaded for (its route pattern, never
 * its URL): later client-side navigations are not measured separately, as LCP and TTFB only exist for the load.
 * One beacon goes out when the page is hidden (tab switched, app backgrounded, navigated away).
 */
import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { VITALS_PAGE_BY_ROUTE_ID } from "~/lib/vitals";

type Metric = { name: string; value: number };

/** Once per document, whatever re-runs the effect (React's development double run, a remount). */
let reporting = false;

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

function send(body: string) {
  if (navigator.sendBeacon?.("/api/vitals", body)) return;
  fetch("/api/vitals", { method: "POST", body, keepalive: true }).catch(() => undefined);
}

async function reportVitals(page: string) {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const pending = new Map<string, number>();
  const sent = new Set<string>();
  const queue = (metric: Metric) => {
    if (!sent.has(metric.name)) pending.set(metric.name, metric.value);
  };
  for (const observe of [onLCP, onINP, onCLS, onTTFB, onFCP]) observe(queue);
  // Each metric once per page view: the value known when the page is first hidden is the one a visitor lived.
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value: name === "CLS" ? Number(value.toFixed(4)) : Math.round(value) }));
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    send(JSON.stringify({ page, metrics }));
  };
  // Added after web-vitals' own (capturing) listeners, so the metrics they finalise on hiding are queued by now.
  window.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  window.addEventListener("pagehide", flush);
}

export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  const matches = useMatches();
  const landingPage = useRef(VITALS_PAGE_BY_ROUTE_ID[matches.at(-1)?.id ?? ""]);
  useEffect(() => {
    const page = landingPage.current;
    if (reporting || !page || !(Math.random() < sampleRate)) return;
    return afterLoadWhenIdle(() => {
      if (reporting) return;
      reporting = true;
      reportVitals(page).catch(() => undefined);
    });
  }, [sampleRate]);
  return null;
}
