/**
 * The HSN master on the admin's products (issue 28): the badge of a product whose HSN code is missing, not in the
 * rate table or marked uncertain (its invoices are taxed at the catch-all and flagged), the count of such products
 * above the list, and the product form's "HSN uncertain — use the catch-all rate" checkbox.
 */
import { HSN_UNCERTAIN_LABEL, type HsnStatus } from "../../../worker/domains/invoices/shared/gst";

const FLAG_TEXT: Record<Exclude<HsnStatus, "known">, string> = {
  missing: "HSN missing: invoices use the catch-all rate",
  unknown: "HSN not in the rate table: invoices use the catch-all rate",
  uncertain: "HSN uncertain: invoices use the catch-all rate",
};

export function HsnFlag({ status }: { status: HsnStatus | undefined }) {
  if (!status || status === "known") return null;
  return <p className="mt-2 rounded-md bg-rose-50 px-2 py-1 text-xs font-semibold text-rose-900 ring-1 ring-rose-300">{FLAG_TEXT[status]}</p>;
}

export function HsnFlagCount({ statuses }: { statuses: (HsnStatus | undefined)[] }) {
  const flagged = statuses.filter((status) => status && status !== "known").length;
  if (flagged === 0) return null;
  return (
    <p role="status" className="mt-6 rounded-lg bg-rose-50 px-3 py-2 text-sm font-semibold text-rose-900 ring-1 ring-rose-300">
      {flagged} product{flagged === 1 ? "" : "s"} need{flagged === 1 ? "s" : ""} an HSN code the rate table knows (missing, unknown or uncertain):
      their invoices are taxed at the catch-all rate until it is settled.
    </p>
  );
}

export function HsnUncertainCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-sm text-stone-800 md:col-span-2">
      <input id="product-hsn-uncertain" type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1" />
      <span>
        <span className="font-semibold">{HSN_UNCERTAIN_LABEL}</span>
        <span className="block text-xs text-stone-600">
          Tick when you are not sure of the HSN code: the product is saved flagged and taxed at the catch-all rate until you confirm a code from the rate table.
        </span>
      </span>
    </label>
  );
}
