/**
 * The admin product form's "Nutrition information (per 100 g / 100 ml)" (issue 33): the mandatory rows of the FSS
 * (Labelling and Display) Regulations 2020, the serve size, and further nutrient rows (fibre, iron, a claimed
 * vitamin...) to add and remove. The form holds what was typed, as text, so a refused save keeps it; the server checks
 * the panel (worker/domains/catalogue/shared/nutrition-schema.ts) and the nutrient claims against it.
 */
import { NUTRIENT_UNITS, NUTRITION_ROWS, type NutrientUnit, type NutritionBasis, type NutritionFacts, type NutritionRowKey } from "../../../worker/domains/catalogue/shared/nutrition";

export type NutrientRowForm = { name: string; amount: string; unit: NutrientUnit };

/** The panel as typed; `given` false means the product has no panel (sent as null). */
export type NutritionForm = {
  given: boolean;
  basis: NutritionBasis;
  serveSize: string;
  rows: Record<NutritionRowKey, string>;
  others: NutrientRowForm[];
};

const emptyRows = () => Object.fromEntries(NUTRITION_ROWS.map((row) => [row.key, ""])) as Record<NutritionRowKey, string>;

export const emptyNutrition = (): NutritionForm => ({ given: false, basis: "100g", serveSize: "", rows: emptyRows(), others: [] });

export function nutritionFormFrom(facts: NutritionFacts | null): NutritionForm {
  if (!facts) return emptyNutrition();
  return {
    given: true,
    basis: facts.basis,
    serveSize: facts.serveSize === null ? "" : String(facts.serveSize),
    rows: Object.fromEntries(NUTRITION_ROWS.map((row) => [row.key, String(facts[row.key])])) as Record<NutritionRowKey, string>,
    others: facts.others.map((other) => ({ name: other.name, amount: String(other.amount), unit: other.unit })),
  };
}

/** What a save sends: null for no panel, else the typed text (the server reads numbers and says which row is wrong). */
export function nutritionPayload(form: NutritionForm) {
  if (!form.given) return null;
  return { basis: form.basis, serveSize: form.serveSize, ...form.rows, others: form.others };
}

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-stone-800";

export function NutritionFieldset({ value, onChange }: { value: NutritionForm; onChange: (value: NutritionForm) => void }) {
  const unitOf = value.basis === "100ml" ? "ml" : "g";
  const setRow = (key: NutritionRowKey, text: string) => onChange({ ...value, rows: { ...value.rows, [key]: text } });
  const setOther = (index: number, change: Partial<NutrientRowForm>) =>
    onChange({ ...value, others: value.others.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-4 md:col-span-2">
      <legend className="px-1 font-semibold text-stone-900">Nutrition information (per 100 g / 100 ml)</legend>
      <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <input type="checkbox" checked={value.given} onChange={(event) => onChange({ ...value, given: event.target.checked })} />
        This product has a nutrition panel
      </label>
      <p className="text-xs text-stone-600">
        Needed for any nutrient claim in the name or description (&quot;rich in fibre&quot;, &quot;source of vitamin C&quot;, &quot;low fat&quot;). Carbohydrate is
        the available carbohydrate, without fibre; give fibre and any claimed vitamin or mineral as further nutrients.
      </p>
      {value.given && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="nutrition-basis" className={labelClass}>Amounts are per</label>
              <select id="nutrition-basis" value={value.basis} onChange={(event) => onChange({ ...value, basis: event.target.value as NutritionBasis })} className={inputClass}>
                <option value="100g">100 g (solids)</option>
                <option value="100ml">100 ml (liquids)</option>
              </select>
            </div>
            <div>
              <label htmlFor="nutrition-serveSize" className={labelClass}>Serve size ({unitOf}, optional)</label>
              <input id="nutrition-serveSize" inputMode="decimal" value={value.serveSize} onChange={(event) => onChange({ ...value, serveSize: event.target.value })} aria-describedby="nutrition-serveSize-hint" className={inputClass} />
              <p id="nutrition-serveSize-hint" className="mt-1 text-xs text-stone-600">When given, the product page adds a per-serve column.</p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {NUTRITION_ROWS.map((row) => (
              <div key={row.key}>
                <label htmlFor={`nutrition-${row.key}`} className={labelClass}>
                  {row.label} ({row.unit})
                </label>
                <input id={`nutrition-${row.key}`} inputMode="decimal" required value={value.rows[row.key]} onChange={(event) => setRow(row.key, event.target.value)} className={inputClass} />
              </div>
            ))}
          </div>
          <div className="space-y-2">
            <p className={labelClass}>Further nutrients</p>
            {value.others.map((row, index) => (
              <div key={index} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_6rem_5rem_auto]">
                <div className="col-span-2 min-w-0 sm:col-span-1">
                  <label htmlFor={`nutrition-other-${index}-name`} className="block text-xs font-semibold text-stone-800">Nutrient {index + 1}</label>
                  <input id={`nutrition-other-${index}-name`} required value={row.name} onChange={(event) => setOther(index, { name: event.target.value })} placeholder="e.g. Dietary fibre" className={inputClass} />
                </div>
                <div className="min-w-0">
                  <label htmlFor={`nutrition-other-${index}-amount`} className="block text-xs font-semibold text-stone-800">Amount</label>
                  <input id={`nutrition-other-${index}-amount`} inputMode="decimal" required value={row.amount} onChange={(event) => setOther(index, { amount: event.target.value })} className={inputClass} />
                </div>
                <div className="min-w-0">
                  <label htmlFor={`nutrition-other-${index}-unit`} className="block text-xs font-semibold text-stone-800">Unit</label>
                  <select id={`nutrition-other-${index}-unit`} value={row.unit} onChange={(event) => setOther(index, { unit: event.target.value as NutrientUnit })} className={inputClass}>
                    {NUTRIENT_UNITS.map((unit) => (
                      <option key={unit} value={unit}>{unit}</option>
                    ))}
                  </select>
                </div>
                <button type="button" onClick={() => onChange({ ...value, others: value.others.filter((_, at) => at !== index) })} className="col-span-2 justify-self-start rounded-lg px-3 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 sm:col-span-1">
                  Remove<span className="sr-only"> nutrient {index + 1}</span>
                </button>
              </div>
            ))}
            <button type="button" onClick={() => onChange({ ...value, others: [...value.others, { name: "", amount: "", unit: "g" }] })} className="rounded-lg px-3 py-2 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700">
              Add a nutrient
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}
