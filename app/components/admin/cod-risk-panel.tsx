/**
 * Issue 32 on the admin order card: the order's risk score with its reasons in words (as scored when it was placed),
 * and "Block this phone / address for COD" with the owner's reason (the page's action, intent "cod-block-order":
 * the order's own stored keys go to the block list).
 */
import { useId, useState } from "react";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { shortOrderRef } from "../../../worker/domains/orders/shared/status";

type Submit = (body: { intent: string; [key: string]: unknown }) => void;

const tone = (score: number) => (score >= 60 ? "bg-red-50 text-red-950 ring-red-300" : score >= 30 ? "bg-amber-50 text-amber-950 ring-amber-300" : "bg-stone-50 text-stone-900 ring-stone-200");

export function CodRiskPanel({ order, busy, submit }: { order: OrderView; busy: boolean; submit: Submit }) {
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const risk = order.risk;
  if (risk === undefined) return null;
  const ref = shortOrderRef(order._id);
  return (
    <details className={`mt-3 rounded-lg px-3 py-2 text-sm ring-1 ${risk ? tone(risk.score) : tone(0)}`} data-risk={risk?.score ?? "none"}>
      <summary className="cursor-pointer font-semibold">{risk ? `Risk ${risk.score} / 100` : "Risk not scored (placed before risk scores)"}</summary>
      {risk && risk.reasons.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {risk.reasons.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {risk && risk.reasons.length === 0 && <p className="mt-1">Nothing in the shop&apos;s history raises this order&apos;s risk.</p>}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={reasonId} className="block font-semibold">
            Reason to block<span className="sr-only"> for order {ref}</span>
          </label>
          <input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2" />
        </div>
        {(["phone", "address"] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            disabled={busy}
            onClick={() => submit({ intent: "cod-block-order", id: order._id, kind, reason })}
            className="rounded-lg px-3 py-2 font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100 disabled:opacity-60"
          >
            Block this {kind} for COD<span className="sr-only"> (order {ref})</span>
          </button>
        ))}
      </div>
    </details>
  );
}
