import { useEffect, useRef } from "react";
import type { PendingWarnings } from "./use-admin-fetcher";

/**
 * The regulated words of a held-back save (use-admin-fetcher.ts), each with why the law restricts it, and the
 * admin's two ways on: "Save anyway" (the words are true of this item) or back to editing. It takes the keyboard
 * focus when it appears, so the admin who pressed Save lands on the question, not on a form that did nothing.
 * Pages dismiss it when the text changes (`onChange={pendingWarnings?.dismiss}` on the form), so "Save anyway"
 * only ever saves the text whose words are listed.
 */
export function WarningsConfirmation({ pending, busy }: { pending: PendingWarnings | null; busy: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const warnings = pending?.warnings;
  useEffect(() => {
    if (warnings) box.current?.focus();
  }, [warnings]);
  if (!pending) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="regulated-words-heading"
      className="rounded-lg border border-turmeric-400 bg-turmeric-100 px-4 py-3 text-sm text-soil-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf-700"
    >
      <h3 id="regulated-words-heading" className="font-bold">Please check these words before saving</h3>
      <p className="mt-1">Nothing has been saved yet. Food law allows these words only when they are true of this item:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {pending.warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={pending.confirm} className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
          Save anyway
        </button>
        <button type="button" onClick={pending.dismiss} className="rounded-lg bg-white px-4 py-2 font-semibold text-stone-800 ring-1 ring-stone-300">
          Edit the text
        </button>
      </div>
    </div>
  );
}
