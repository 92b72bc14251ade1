/**
 * The dated GST rate table and the form that adds a row: a rate change is a new row from its day on, never an edit,
 * so every invoice already issued keeps the rate it was issued with.
 */
import { useState } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminSave } from "~/components/admin/use-admin-fetcher";
import { GST_RATES_ALLOWED } from "../../../../worker/domains/invoices/shared/gst";
import type { GstRateView } from "../../../../worker/domains/invoices/page.server";
import { TableRegion } from "~/components/admin/table-region";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";

export function GstRates({ rates }: { rates: GstRateView[] }) {
  const [draft, setDraft] = useState({ hsnPrefix: "", ratePercent: "5", effectiveFrom: "" });
  const { save, busy, error } = useAdminSave({ saved: "Rate added", failed: "Failed to add the rate" });
  return (
    <section className="mt-8" aria-labelledby="gst-rates-heading">
      <h3 id="gst-rates-heading" className="text-lg font-semibold text-stone-900">
        Rate table
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Each product's HSN code (Products, product details) takes the rate of the longest matching prefix in force on the invoice day. Confirm the rates
        with your accountant.
      </p>
      <TableRegion label="GST rates table" className="mt-2 max-h-80 overflow-y-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        <table className="min-w-full text-sm">
          <thead className="sticky top-0 bg-stone-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">HSN prefix</th>
              <th scope="col" className="px-3 py-2 text-right">Rate</th>
              <th scope="col" className="px-3 py-2 text-left">From</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rates.map((rate) => (
              <tr key={rate._id}>
                <td className="px-3 py-2 font-mono">{rate.hsnPrefix || "every other good"}</td>
                <td className="px-3 py-2 text-right">{rate.ratePercent} %</td>
                <td className="px-3 py-2">{rate.effectiveFrom}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <form
        className="mt-3 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-4 sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save({ intent: "add-rate", ...draft });
        }}
      >
        <div>
          <label htmlFor="rate-hsn" className="block text-sm font-semibold text-stone-800">
            HSN prefix
          </label>
          <input id="rate-hsn" inputMode="numeric" value={draft.hsnPrefix} onChange={(event) => setDraft({ ...draft, hsnPrefix: event.target.value })} className={inputClass} />
        </div>
        <div>
          <label htmlFor="rate-percent" className="block text-sm font-semibold text-stone-800">
            Rate
          </label>
          <select id="rate-percent" value={draft.ratePercent} onChange={(event) => setDraft({ ...draft, ratePercent: event.target.value })} className={inputClass}>
            {GST_RATES_ALLOWED.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate} %
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="rate-from" className="block text-sm font-semibold text-stone-800">
            In force from
          </label>
          <input id="rate-from" type="date" required value={draft.effectiveFrom} onChange={(event) => setDraft({ ...draft, effectiveFrom: event.target.value })} className={inputClass} />
        </div>
        <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
          Add rate
        </button>
        <div className="sm:col-span-4">
          <ErrorAlert message={error} />
        </div>
      </form>
    </section>
  );
}
