/**
 * "Invoice to my business": a business buyer gives its GSTIN (checked here as the server checks it: format, state
 * code, check character) and the name its GST invoice is made out to.
 */
import { gstinProblem, normaliseGstin } from "../../../worker/domains/invoices/shared/gst";

export type BusinessDraft = { wanted: boolean; gstin: string; name: string };
export const NO_BUSINESS: BusinessDraft = { wanted: false, gstin: "", name: "" };

/** What the draft adds to the placement, or the problem that stops it. */
export function businessChoice(draft: BusinessDraft): { options: { buyerGstin?: string; businessName?: string }; problem: string | null } {
  if (!draft.wanted) return { options: {}, problem: null };
  const gstin = normaliseGstin(draft.gstin);
  const problem = gstin ? gstinProblem(gstin) : "Enter your business's GSTIN, or untick the business invoice";
  if (problem) return { options: {}, problem };
  if (!draft.name.trim()) return { options: {}, problem: "Enter the business name the invoice is made out to" };
  return { options: { buyerGstin: gstin, businessName: draft.name.trim() }, problem: null };
}

export function BusinessInvoiceFields({ draft, onDraft, showProblem }: { draft: BusinessDraft; onDraft: (draft: BusinessDraft) => void; showProblem: boolean }) {
  const { problem } = businessChoice(draft);
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-bold text-stone-900">GST invoice</legend>
      <label className="mt-2 flex items-center gap-2">
        <input type="checkbox" checked={draft.wanted} onChange={(event) => onDraft({ ...draft, wanted: event.target.checked })} className="h-4 w-4 accent-leaf-700" />
        Invoice to my business (GSTIN)
      </label>
      {draft.wanted && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="business-gstin" className="block text-sm font-semibold text-stone-800">
              GSTIN
            </label>
            <input
              id="business-gstin"
              value={draft.gstin}
              autoCapitalize="characters"
              maxLength={20}
              aria-invalid={showProblem && problem !== null}
              aria-describedby="business-problem"
              onChange={(event) => onDraft({ ...draft, gstin: event.target.value })}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 uppercase"
            />
          </div>
          <div>
            <label htmlFor="business-name" className="block text-sm font-semibold text-stone-800">
              Business name
            </label>
            <input
              id="business-name"
              value={draft.name}
              maxLength={200}
              onChange={(event) => onDraft({ ...draft, name: event.target.value })}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </div>
          <p id="business-problem" role={showProblem && problem ? "alert" : undefined} className="text-sm text-red-800 sm:col-span-2">
            {showProblem ? problem : ""}
          </p>
        </div>
      )}
    </fieldset>
  );
}
