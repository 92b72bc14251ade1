/**
 * The owner's new-order notice (issue 31: nothing told the owner a new order came in). While an admin page is open
 * and its tab visible, it asks GET /api/admin/attention every ATTENTION_POLL_MS (not at all while the tab is hidden,
 * once at once when it shows again) for the orders placed since the page was opened, and says so in a live region
 * with a link to the order. Dismissed or followed, the notice waits for the next order. `?poll=<ms>` on the page's
 * address shortens the interval (never below a second, never above the default): the browser journeys use it.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatRupees } from "../../../worker/shared/money";
import { ATTENTION_POLL_MS, type AttentionView } from "../../../worker/domains/orders/shared/attention";

const MIN_POLL_MS = 1000;

function pollInterval(): number {
  const asked = Number(new URLSearchParams(window.location.search).get("poll"));
  return Number.isFinite(asked) && asked > 0 ? Math.min(ATTENTION_POLL_MS, Math.max(MIN_POLL_MS, asked)) : ATTENTION_POLL_MS;
}

function waitingText(counts: AttentionView["counts"]): string | null {
  const parts = [
    counts.paymentToCheck && `${counts.paymentToCheck} payment${counts.paymentToCheck === 1 ? "" : "s"} to check`,
    counts.toShip && `${counts.toShip} to ship`,
    counts.refundPending && `${counts.refundPending} refund${counts.refundPending === 1 ? "" : "s"} to pay`,
  ].filter(Boolean);
  return parts.length ? `Waiting for you: ${parts.join(", ")}.` : null;
}

/** `openedAt`: when the page was rendered (the server's clock, the one orders are stamped with). */
export function NewOrderNotice({ openedAt }: { openedAt: string }) {
  const [since, setSince] = useState(openedAt);
  const [answer, setAnswer] = useState<AttentionView | null>(null);
  const sinceRef = useRef(since);
  useEffect(() => {
    sinceRef.current = since;
  }, [since]);

  useEffect(() => {
    const interval = pollInterval();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let asking = false;
    async function ask() {
      if (stopped || asking || document.visibilityState !== "visible") return;
      asking = true;
      try {
        const response = await fetch(`/api/admin/attention?since=${encodeURIComponent(sinceRef.current)}`, { headers: { Accept: "application/json" } });
        // Signed out or no longer an admin: nothing more to ask.
        if (response.status === 401 || response.status === 403) stopped = true;
        else if (response.ok) {
          const view = (await response.json()) as AttentionView;
          if (!stopped) setAnswer(view);
        }
      } catch {
        // Offline for a moment: the next round asks again.
      } finally {
        asking = false;
      }
    }
    function schedule() {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== "visible") return;
      timer = setTimeout(() => void ask().then(schedule), interval);
    }
    function onVisibility() {
      if (document.visibilityState === "visible") void ask().then(schedule);
      else clearTimeout(timer);
    }
    document.addEventListener("visibilitychange", onVisibility);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  const order = answer?.newestOrder;
  const fresh = answer && order && answer.newSince > 0 && order.createdAt > since ? answer : null;
  const seen = () => {
    if (order) setSince(order.createdAt);
    setAnswer(null);
  };
  const waiting = fresh && waitingText(fresh.counts);
  return (
    <div role="status" aria-live="polite" className="print:hidden">
      {fresh && order && (
        <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border-2 border-amber-400 bg-amber-50 px-4 py-3 text-stone-900 shadow-sm">
          <p className="w-full min-w-0 sm:w-auto sm:flex-1">
            <span className="font-bold">{fresh.newSince === 1 ? "New order" : `${fresh.newSince} new orders`}</span>
            {": "}
            {fresh.newSince === 1 ? "" : "the latest, "}#{order.ref}
            {order.name ? ` from ${order.name}` : ""}, {formatRupees(order.bill)}.
            {waiting && <span className="block text-sm text-stone-700">{waiting}</span>}
          </p>
          <Link to={`/admin/orders?orderId=${encodeURIComponent(order._id)}`} onClick={seen} className="rounded-lg bg-leaf-700 px-4 py-2 text-sm font-semibold text-white hover:bg-leaf-800">
            View order<span className="sr-only"> #{order.ref}</span>
          </Link>
          <button type="button" onClick={seen} className="rounded-lg px-3 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-400 hover:bg-white">
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
