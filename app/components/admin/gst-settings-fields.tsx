/** The GST part of the Settings form: registration, GSTIN, the shop's state and the document series prefixes. */
import { STATES_AND_UNION_TERRITORIES } from "../../../worker/domains/delivery/shared/india";
import type { ShopSettingsView } from "../../../worker/domains/settings/shared/shop-settings";

type GstForm = Pick<ShopSettingsView, "gstRegistered" | "gstin" | "shopState" | "invoicePrefix" | "creditNotePrefix">;

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-stone-800";
const hintClass = "mt-1 text-xs text-stone-600";

const PREFIX_FIELDS = [
  { key: "invoicePrefix", label: "Invoice number prefix" },
  { key: "creditNotePrefix", label: "Credit note prefix" },
] as const;

export function GstSettingsFields({ form, onChange }: { form: GstForm; onChange: (changes: Partial<GstForm>) => void }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-stone-900">GST and invoices</legend>
      <div className="md:col-span-2">
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
          <input type="checkbox" checked={form.gstRegistered} onChange={(event) => onChange({ gstRegistered: event.target.checked })} className="h-4 w-4" />
          Registered for GST
        </label>
        <p className={hintClass}>
          Registered: every paid order gets a tax invoice (CGST + SGST within your state, IGST to other states). Not registered: a bill of supply
          with no tax.
        </p>
      </div>
      <div>
        <label htmlFor="settings-gstin" className={labelClass}>
          GSTIN{form.gstRegistered ? "" : " (optional)"}
        </label>
        <input
          id="settings-gstin"
          name="gstin"
          value={form.gstin}
          required={form.gstRegistered}
          aria-describedby="settings-gstin-hint"
          autoCapitalize="characters"
          className={inputClass}
          onChange={(event) => onChange({ gstin: event.target.value })}
        />
        <p id="settings-gstin-hint" className={hintClass}>
          15 characters, e.g. 27AAPFU0939F1ZV; its first two digits are your state's code
        </p>
      </div>
      <div>
        <label htmlFor="settings-shopState" className={labelClass}>
          State you supply from
        </label>
        <select
          id="settings-shopState"
          name="shopState"
          value={form.shopState}
          required={form.gstRegistered}
          className={inputClass}
          onChange={(event) => onChange({ shopState: event.target.value })}
        >
          <option value="">Choose a state</option>
          {STATES_AND_UNION_TERRITORIES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      </div>
      {PREFIX_FIELDS.map(({ key, label }) => (
        <div key={key}>
          <label htmlFor={`settings-${key}`} className={labelClass}>
            {label}
          </label>
          <input
            id={`settings-${key}`}
            name={key}
            value={form[key]}
            maxLength={4}
            aria-describedby="settings-prefix-hint"
            className={inputClass}
            onChange={(event) => onChange({ [key]: event.target.value })}
          />
        </div>
      ))}
      <p id="settings-prefix-hint" className={`${hintClass} md:col-span-2`}>
        1 to 4 letters or digits. Numbers run PREFIX/YY-YY/00001 and start again at 00001 every April (the financial year).
      </p>
    </fieldset>
  );
}
