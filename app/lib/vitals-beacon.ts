/**
 * The browser side of real-user speed data, loaded only for sampled page views after the page is idle
 * (app/components/vitals/vitals-reporter.tsx): collects LCP, INP, CLS, TTFB and FCP with the web-vitals library and sends
 * them in one beacon to POST /api/vitals when the page is hidden. The beacon names the page's route pattern,
 * never its URL, and nothing about the visitor.
 */
import { VITALS_PAGE_BY_ROUTE_ID } from "../../worker/domains/vitals/shared";

type Metric = { name: string; value: number };

function send(body: string) {
  if (navigator.sendBeacon?.("/api/vitals", body)) return;
  fetch("/api/vitals", { method: "POST", body, keepalive: true }).catch(() => undefined);
}

const rounded = (metric: Metric) => (metric.name === "CLS" ? Number(metric.value.toFixed(4)) : Math.round(metric.value));

/** Starts measuring the page loaded for route `routeId`; pages that do not report (admin, not found) are skipped. */
export async function startVitalsBeacon(routeId: string): Promise<void> {
  const page = VITALS_PAGE_BY_ROUTE_ID[routeId];
  if (!page) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const pending = new Map<string, number>();
  const sent = new Set<string>();
  const queue = (metric: Metric) => {
    if (!sent.has(metric.name)) pending.set(metric.name, rounded(metric));
  };
  // Every change is queued and only the latest is sent: web-vitals' own final report on hiding can miss an
  // interaction whose timing it was still holding for an idle moment (it then settles it, but reports only to
  // listeners of every change), which left INP out of the beacon when the visitor left soon after a tap.
  for (const observe of [onLCP, onINP, onCLS, onTTFB, onFCP]) observe(queue, { reportAllChanges: true });
  // Each metric once per page view: the value known when the page is first hidden is the one the visitor lived.
  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    send(JSON.stringify({ page, metrics }));
  };
  // Added after web-vitals' own (capturing) listeners, so the metrics they finalise on hiding are queued by now.
  window.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  // Leaving the page fires pagehide while the page is still visible, then visibilitychange: flushing on that
  // pagehide would send CLS and INP (final only once hidden) in a second beacon. pagehide only sends when the page
  // is hidden already without a visibilitychange having reached us.
  window.addEventListener("pagehide", () => document.visibilityState === "hidden" && flush());
}
