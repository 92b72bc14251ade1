/**
 * "Invoice to my business": a business buyer gives its GSTIN (checked here as the server checks it: format, state
 * code, check character) and the name its GST invoice is made out to. Fields of the checkout's order form
 * (`business`, `buyerGstin`, `businessName`), shown by CSS while the box is ticked so they work before scripts run.
 */
import { useT } from "~/lib/i18n";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import { gstinCheckCharacter, gstinProblem, GSTIN_FORMAT, normaliseGstin } from "../../../worker/domains/invoices/shared/gst";

export type BusinessDraft = { wanted: boolean; gstin: string; name: string };
export const NO_BUSINESS: BusinessDraft = { wanted: false, gstin: "", name: "" };

/** A problem as the page says it: a catalogue message and its values. */
type Problem = { id: MessageId; values?: Record<string, unknown> };

/**
 * Which of the server's GSTIN rules (gstinProblem) a GSTIN breaks, as a message in the page's language. The rules
 * are checked in the server's order; a GSTIN whose only fault is its check character is valid once that is right.
 */
function gstinProblemMessage(gstin: string): Problem | null {
  if (gstinProblem(gstin) === null) return null;
  if (gstin.length !== 15) return { id: "checkout.gstinLength" };
  if (!GSTIN_FORMAT.test(gstin)) return { id: "checkout.gstinFormat" };
  const first14 = gstin.slice(0, 14);
  if (gstinProblem(first14 + gstinCheckCharacter(first14)) !== null) return { id: "checkout.gstinState", values: { code: gstin.slice(0, 2) } };
  return { id: "checkout.gstinCheck" };
}

/** What the draft adds to the placement, or the problem that stops it. */
export function businessChoice(draft: BusinessDraft): { options: { buyerGstin?: string; businessName?: string }; problem: Problem | null } {
  if (!draft.wanted) return { options: {}, problem: null };
  const gstin = normaliseGstin(draft.gstin);
  const problem: Problem | null = gstin ? gstinProblemMessage(gstin) : { id: "checkout.gstinMissing" };
  if (problem) return { options: {}, problem };
  if (!draft.name.trim()) return { options: {}, problem: { id: "checkout.businessNameMissing" } };
  return { options: { buyerGstin: gstin, businessName: draft.name.trim() }, problem: null };
}

export function BusinessInvoiceFields({ draft, onDraft, showProblem }: { draft: BusinessDraft; onDraft: (draft: BusinessDraft) => void; showProblem: boolean }) {
  const { problem } = businessChoice(draft);
  const { t } = useT();
  return (
    <fieldset className="group mt-6">
      <legend className="text-lg font-bold text-stone-900">{t("checkout.gstInvoice")}</legend>
      <label className="mt-2 flex items-center gap-2">
        <input
          type="checkbox"
          name="business"
          value="on"
          data-business
          checked={draft.wanted}
          onChange={(event) => onDraft({ ...draft, wanted: event.target.checked })}
          className="h-4 w-4 accent-leaf-700"
        />
        {t("checkout.invoiceToBusiness")}
      </label>
      {/* Always in the form (a post before the scripts ran carries them); shown while the box is ticked. */}
      <div className="mt-3 hidden gap-3 group-has-[[data-business]:checked]:grid sm:grid-cols-2">
        <div>
          <label htmlFor="business-gstin" className="block text-sm font-semibold text-stone-800">
            {t("checkout.gstin")}
          </label>
          <input
            id="business-gstin"
            name="buyerGstin"
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
            {t("checkout.businessName")}
          </label>
          <input
            id="business-name"
            name="businessName"
            value={draft.name}
            maxLength={200}
            onChange={(event) => onDraft({ ...draft, name: event.target.value })}
            className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
          />
        </div>
        <p id="business-problem" role={showProblem && problem ? "alert" : undefined} className="text-sm text-red-800 sm:col-span-2">
          {showProblem && problem ? t(problem.id, problem.values) : ""}
        </p>
      </div>
    </fieldset>
  );
}
