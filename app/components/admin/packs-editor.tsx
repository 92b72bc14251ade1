/**
 * The product form's pack sizes: one fieldset per pack, added, removed (one must stay) and reordered in place.
 * Existing packs show their stock read-only: stock changes only by receiving or adjusting, from the product list.
 */
import { emptyPackRow, moveRow, PACK_UNITS, type PackFormRow } from "./pack-rows";

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm";
const labelClass = "block text-xs font-semibold text-stone-800";
const smallButton = "rounded-md px-2 py-1 text-xs font-semibold text-stone-800 ring-1 ring-stone-300 disabled:opacity-40";

type Props = { rows: PackFormRow[]; problems: string[][]; onChange: (rows: PackFormRow[]) => void };

export function PacksEditor({ rows, problems, onChange }: Props) {
  const update = (index: number, patch: Partial<PackFormRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="md:col-span-2">
      <h3 className="text-sm font-semibold text-stone-800">Pack sizes</h3>
      <ol className="mt-2 space-y-3">
        {rows.map((row, index) => (
          <li key={row.key}>
            <PackFieldset
              row={row}
              number={index + 1}
              problems={problems[index] ?? []}
              onChange={(patch) => update(index, patch)}
              onMove={(by) => onChange(moveRow(rows, index, by))}
              onRemove={rows.length > 1 ? () => onChange(rows.filter((_, i) => i !== index)) : null}
              isFirst={index === 0}
              isLast={index === rows.length - 1}
            />
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...rows, emptyPackRow()])} className={`mt-3 ${smallButton} text-sm`}>
        Add pack
      </button>
    </div>
  );
}

type FieldsetProps = {
  row: PackFormRow;
  number: number;
  problems: string[];
  onChange: (patch: Partial<PackFormRow>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: (() => void) | null;
  isFirst: boolean;
  isLast: boolean;
};

function PackFieldset({ row, number, problems, onChange, onMove, onRemove, isFirst, isLast }: FieldsetProps) {
  const pack = `Pack ${number}`;
  const id = (field: string) => `pack-${number}-${field}`;
  const problemsId = id("problems");
  const field = (name: keyof PackFormRow, label: string, extra: Record<string, string> = {}) => (
    <div>
      <label htmlFor={id(name)} className={labelClass}>
        <span className="sr-only">{pack} </span>
        {label}
      </label>
      <input
        id={id(name)}
        value={String(row[name] ?? "")}
        onChange={(event) => onChange({ [name]: event.target.value })}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length ? problemsId : undefined}
        className={inputClass}
        {...extra}
      />
    </div>
  );
  return (
    <fieldset className={`rounded-lg p-3 ring-1 ${problems.length ? "ring-red-400" : "ring-stone-200"}`}>
      <legend className="px-1 text-sm font-semibold text-stone-900">
        {pack}
        {row._id ? "" : " (new)"}
      </legend>
      <div className="mb-2 flex flex-wrap gap-2">
        <button type="button" onClick={() => onMove(-1)} disabled={isFirst} className={smallButton} aria-label={`Move pack ${number} up`}>
          ↑ Up
        </button>
        <button type="button" onClick={() => onMove(1)} disabled={isLast} className={smallButton} aria-label={`Move pack ${number} down`}>
          ↓ Down
        </button>
        {onRemove && (
          <button type="button" onClick={onRemove} className={`${smallButton} text-red-800 ring-red-300`} aria-label={`Remove pack ${number}`}>
            Remove
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {field("label", "Label", { placeholder: "500 ml", maxLength: "40" })}
        {field("netQuantity", "Net quantity", { inputMode: "decimal", placeholder: "500" })}
        <div>
          <label htmlFor={id("unit")} className={labelClass}>
            <span className="sr-only">{pack} </span>Unit
          </label>
          <select id={id("unit")} value={row.unit} onChange={(event) => onChange({ unit: event.target.value as PackFormRow["unit"] })} className={inputClass}>
            {PACK_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit === "l" ? "L" : unit}
              </option>
            ))}
          </select>
        </div>
        {field("mrp", "MRP (₹)", { inputMode: "decimal" })}
        {field("salePrice", "Sale price (₹)", { inputMode: "decimal" })}
        {field("sku", "SKU", { maxLength: "40", autoCapitalize: "characters" })}
        {field("weightGrams", "Shipping weight (g)", { inputMode: "numeric" })}
        {field("lowStockThreshold", "Low-stock threshold", { inputMode: "numeric" })}
        {row._id ? (
          <div>
            <label htmlFor={id("stock")} className={labelClass}>
              <span className="sr-only">{pack} </span>Stock
            </label>
            <input
              id={id("stock")}
              readOnly
              value={row.currentStock === null ? "not counted" : row.currentStock}
              title="Change stock with Receive or Adjust in the product list"
              className={`${inputClass} bg-stone-100`}
            />
          </div>
        ) : (
          field("openingStock", "Opening stock", { inputMode: "numeric", placeholder: "not counted" })
        )}
      </div>
      {problems.length > 0 && (
        <ul id={problemsId} className="mt-2 list-disc pl-5 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
