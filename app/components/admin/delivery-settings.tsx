import { useState } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminSave } from "~/components/admin/use-admin-fetcher";
import { STATES_AND_UNION_TERRITORIES } from "../../../worker/domains/delivery/shared/india";
import type { DeliveryRulesView } from "../../../worker/domains/delivery/shared/schemas";

/** A zone as typed: numbers stay text until saved, so a half-typed field is not turned into 0 under the cursor. */
type ZoneForm = {
  key: string;
  name: string;
  states: string[];
  pincodePrefixes: string;
  baseFee: string;
  perExtra500g: string;
  freeAbove: string;
  etaMinDays: string;
  etaMaxDays: string;
};
type CodForm = { enabled: boolean; maxOrderValue: string; fee: string; excludedPincodes: string };

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-stone-800";

const numberText = (value: number | null) => (value === null ? "" : String(value));
/** "" is sent as null: the server says the field is required, or takes it as "no limit" where that is allowed. */
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));
const pincodeList = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

let zoneKeys = 0;
const newZoneKey = () => `zone-${(zoneKeys += 1)}`;

function zoneForms(rules: DeliveryRulesView): ZoneForm[] {
  return rules.zones.map((zone) => ({
    key: zone._id,
    name: zone.name,
    states: zone.states,
    pincodePrefixes: zone.pincodePrefixes.join(", "),
    baseFee: numberText(zone.baseFee),
    perExtra500g: numberText(zone.perExtra500g),
    freeAbove: numberText(zone.freeAbove),
    etaMinDays: numberText(zone.etaMinDays),
    etaMaxDays: numberText(zone.etaMaxDays),
  }));
}

function rulesBody(zones: ZoneForm[], unserved: string, cod: CodForm) {
  return {
    zones: zones.map((zone) => ({
      name: zone.name,
      states: zone.states,
      pincodePrefixes: pincodeList(zone.pincodePrefixes),
      baseFee: numberOrNull(zone.baseFee),
      perExtra500g: numberOrNull(zone.perExtra500g),
      freeAbove: numberOrNull(zone.freeAbove),
      etaMinDays: numberOrNull(zone.etaMinDays),
      etaMaxDays: numberOrNull(zone.etaMaxDays),
    })),
    unservedPincodes: pincodeList(unserved),
    cod: { enabled: cod.enabled, maxOrderValue: numberOrNull(cod.maxOrderValue), fee: numberOrNull(cod.fee), excludedPincodes: pincodeList(cod.excludedPincodes) },
  };
}

function NumberField({ id, label, value, onChange, hint, step = "0.01" }: { id: string; label: string; value: string; onChange: (value: string) => void; hint?: string; step?: string }) {
  // justify-end: inputs in a row line up even when a neighbour's label wraps onto two lines (phones).
  return (
    <div className="flex flex-col justify-end">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="number" min="0" step={step} inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} className={inputClass} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The states a zone covers, as checkboxes folded under a summary that names them. */
function StatesPicker({ id, chosen, onChange }: { id: string; chosen: string[]; onChange: (states: string[]) => void }) {
  const summary = chosen.length === 0 ? "No states: the rest of India (unless it has prefixes)" : chosen.join(", ");
  return (
    <details className="rounded-lg border border-stone-300 bg-white px-3 py-2">
      <summary className="cursor-pointer text-sm">
        <span className="font-semibold text-stone-800">States ({chosen.length})</span> <span className="text-stone-700">{summary}</span>
      </summary>
      <fieldset className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">States in this zone</legend>
        {STATES_AND_UNION_TERRITORIES.map((state) => (
          <label key={state} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={`${id}-states`}
              checked={chosen.includes(state)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, state] : chosen.filter((each) => each !== state))}
            />
            {state}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function ZoneEditor({ zone, index, onChange, onRemove }: { zone: ZoneForm; index: number; onChange: (zone: ZoneForm) => void; onRemove: () => void }) {
  const id = `zone-${index}`;
  const set = (field: keyof ZoneForm) => (value: string) => onChange({ ...zone, [field]: value });
  return (
    <li className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4" aria-label={`Zone ${index + 1}: ${zone.name || "unnamed"}`}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-name`} className={labelClass}>
            Zone name
          </label>
          <input id={`${id}-name`} value={zone.name} onChange={(event) => set("name")(event.target.value)} className={inputClass} />
        </div>
        <button type="button" onClick={onRemove} className="rounded-lg border border-red-700 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50">
          Remove zone<span className="sr-only"> {zone.name}</span>
        </button>
      </div>
      <StatesPicker id={id} chosen={zone.states} onChange={(states) => onChange({ ...zone, states })} />
      <div>
        <label htmlFor={`${id}-prefixes`} className={labelClass}>
          Pincode prefixes (optional)
        </label>
        <input id={`${id}-prefixes`} value={zone.pincodePrefixes} onChange={(event) => set("pincodePrefixes")(event.target.value)} placeholder="e.g. 520, 5220" aria-describedby={`${id}-prefixes-hint`} className={inputClass} />
        <p id={`${id}-prefixes-hint`} className="mt-1 text-xs text-stone-600">
          1 to 6 digits each, separated by commas. A prefix wins over a state: the longest matching one decides.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <NumberField id={`${id}-base-fee`} label="Base fee (₹)" value={zone.baseFee} onChange={set("baseFee")} />
        <NumberField id={`${id}-extra`} label="Per extra 500 g (₹)" value={zone.perExtra500g} onChange={set("perExtra500g")} />
        <NumberField id={`${id}-free-above`} label="Free above (₹)" value={zone.freeAbove} onChange={set("freeAbove")} />
        <NumberField id={`${id}-eta-min`} label="Min days" value={zone.etaMinDays} onChange={set("etaMinDays")} step="1" />
        <NumberField id={`${id}-eta-max`} label="Max days" value={zone.etaMaxDays} onChange={set("etaMaxDays")} step="1" />
      </div>
      <p className="text-xs text-stone-600">Free above: items worth this much (at sale price) ship free; leave it empty for never. Days: the delivery estimate shown.</p>
    </li>
  );
}

/** Settings → Delivery: zones, pincodes not served and cash on delivery, saved together (intent "delivery"). */
export function DeliverySettings({ rules }: { rules: DeliveryRulesView }) {
  const [zones, setZones] = useState<ZoneForm[]>(() => zoneForms(rules));
  const [unserved, setUnserved] = useState(rules.unservedPincodes.join(", "));
  const [cod, setCod] = useState<CodForm>({
    enabled: rules.cod.enabled,
    maxOrderValue: numberText(rules.cod.maxOrderValue),
    fee: numberText(rules.cod.fee),
    excludedPincodes: rules.cod.excludedPincodes.join(", "),
  });
  const { save, busy, error } = useAdminSave({ saved: "Delivery rules saved", failed: "Failed to save the delivery rules" });
  const addZone = () =>
    setZones((current) => [...current, { key: newZoneKey(), name: "", states: [], pincodePrefixes: "", baseFee: "", perExtra500g: "0", freeAbove: "", etaMinDays: "", etaMaxDays: "" }]);

  return (
    <form
      aria-labelledby="delivery-heading"
      className="mt-6 space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        save({ intent: "delivery", ...rulesBody(zones, unserved, cod) });
      }}
    >
      <div>
        <h3 id="delivery-heading" className="text-lg font-semibold text-stone-900">
          Delivery
        </h3>
        <p className="mt-1 text-sm text-stone-700">
          An address is in the zone with its longest pincode prefix, else the zone listing its state, else the zone with no states and no prefixes (the
          rest of India). The base fee covers the first 500 g of packed weight. With no zones, delivery is free everywhere.
        </p>
      </div>
      <fieldset>
        <legend className="mb-2 font-semibold text-stone-900">Zones</legend>
        {zones.length === 0 && <p className="text-sm text-stone-700">No zones: every order ships free.</p>}
        <ol className="space-y-4">
          {zones.map((zone, index) => (
            <ZoneEditor
              key={zone.key}
              zone={zone}
              index={index}
              onChange={(changed) => setZones((current) => current.map((each) => (each.key === zone.key ? changed : each)))}
              onRemove={() => setZones((current) => current.filter((each) => each.key !== zone.key))}
            />
          ))}
        </ol>
        <button type="button" onClick={addZone} className="mt-3 rounded-lg border border-leaf-700 px-4 py-2 text-sm font-semibold text-leaf-800 hover:bg-leaf-50">
          Add zone
        </button>
      </fieldset>
      <div>
        <label htmlFor="delivery-unserved" className={labelClass}>
          Pincodes not served
        </label>
        <textarea id="delivery-unserved" rows={2} value={unserved} onChange={(event) => setUnserved(event.target.value)} aria-describedby="delivery-unserved-hint" className={inputClass} />
        <p id="delivery-unserved-hint" className="mt-1 text-xs text-stone-600">
          Pincodes or prefixes separated by commas, e.g. 744 for the Andaman and Nicobar Islands.
        </p>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-stone-900">Cash on delivery</legend>
        <label className="flex items-center gap-2 text-sm font-semibold text-stone-800 sm:col-span-2">
          <input type="checkbox" checked={cod.enabled} onChange={(event) => setCod({ ...cod, enabled: event.target.checked })} />
          Offer cash on delivery
        </label>
        <NumberField id="cod-max" label="Maximum order value (₹)" value={cod.maxOrderValue} onChange={(maxOrderValue) => setCod({ ...cod, maxOrderValue })} hint="Empty: no limit" />
        <NumberField id="cod-fee" label="COD fee (₹)" value={cod.fee} onChange={(fee) => setCod({ ...cod, fee })} />
        <div className="sm:col-span-2">
          <label htmlFor="cod-excluded" className={labelClass}>
            Pincodes without cash on delivery
          </label>
          <textarea id="cod-excluded" rows={2} value={cod.excludedPincodes} onChange={(event) => setCod({ ...cod, excludedPincodes: event.target.value })} className={inputClass} />
        </div>
      </fieldset>
      <ErrorAlert message={error} />
      <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
        Save delivery rules
      </button>
    </form>
  );
}
