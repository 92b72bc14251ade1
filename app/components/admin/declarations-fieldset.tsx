/**
 * The admin product form's "Product details": the listing declarations (worker/domains/catalogue/shared/declarations.ts),
 * each optional; those that describe the food have a Telugu input beside them (issue 30). Issue 33: the product's
 * kind comes first and decides which kind-only fields show (./kind-select.tsx); the label pictures are uploads.
 */
import { DIET_MARK_LABELS, DIET_MARKS, type ProductDeclarationsView } from "../../../worker/domains/catalogue/shared/declarations";
import { DEFAULT_PRODUCT_KIND, kindCarries, type ProductKind } from "../../../worker/domains/catalogue/shared/product-kinds";
import { DECLARATION_TE_FIELDS, type DeclarationTeField } from "../../../worker/domains/catalogue/shared/telugu";
import { TeluguField } from "./telugu-field";
import { KindSelect, LabelPictures } from "./kind-select";

/**
 * The declarations as the form holds them: text, "" for not given (sent as "", which the server stores as null);
 * and the product's kind (issue 33), sent with them.
 */
export type DeclarationsForm = { [K in keyof ProductDeclarationsView]: string } & { kind: ProductKind };

export const emptyDeclarations = (): DeclarationsForm => ({
  kind: DEFAULT_PRODUCT_KIND,
  genericName: "",
  ingredients: "",
  manufacturer: "",
  countryOfOrigin: "",
  shelfLife: "",
  storage: "",
  dietMark: "",
  allergens: "",
  labelImage: "",
  labelBackImage: "",
  licenceNumber: "",
  hsnCode: "",
});

export function declarationsFormFrom(declarations: ProductDeclarationsView, kind: ProductKind): DeclarationsForm {
  const form = emptyDeclarations();
  for (const key of Object.keys(declarations) as (keyof ProductDeclarationsView)[]) form[key] = declarations[key] ?? "";
  return { ...form, kind };
}

type TextField = { key: Exclude<keyof ProductDeclarationsView, "dietMark" | "labelImage" | "labelBackImage">; label: string; hint?: string; multiline?: boolean };

const TEXT_FIELDS: TextField[] = [
  { key: "genericName", label: "Generic name", hint: "e.g. Groundnut oil (wood-pressed)" },
  { key: "ingredients", label: "Ingredients", multiline: true },
  { key: "manufacturer", label: "Manufacturer or packer (name and address)", hint: "Leave empty when the shop itself packs it", multiline: true },
  { key: "countryOfOrigin", label: "Country of origin", hint: "Leave empty for India" },
  { key: "shelfLife", label: "Best before / shelf life", hint: "e.g. 6 months from packing" },
  { key: "storage", label: "Storage instructions" },
  { key: "allergens", label: "Allergen note (optional)" },
  { key: "licenceNumber", label: "Manufacturing licence number", hint: "Cosmetics: the licence number printed on the pack" },
  { key: "hsnCode", label: "HSN code (GST)", hint: "4, 6 or 8 digits, e.g. 150890 for groundnut oil; sets the GST rate on invoices" },
];

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-stone-800";

const isTranslated = (key: string): key is DeclarationTeField => (DECLARATION_TE_FIELDS as readonly string[]).includes(key);

export function DeclarationsFieldset({
  value,
  onChange,
  te,
  onTeChange,
  onError,
}: {
  value: DeclarationsForm;
  onChange: (value: DeclarationsForm) => void;
  /** An upload's failure (the label pictures). */
  onError: (message: string) => void;
  /** The Telugu of the food declarations ("" = none). */
  te: Record<DeclarationTeField, string>;
  onTeChange: (field: DeclarationTeField, text: string) => void;
}) {
  const set = (key: Exclude<keyof DeclarationsForm, "kind">, text: string) => onChange({ ...value, [key]: text });
  // A field only some kinds carry (the licence number) shows for those kinds only.
  const shown = TEXT_FIELDS.filter((field) => field.key !== "licenceNumber" || kindCarries(value.kind, "licenceNumber"));
  return (
    <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-4 md:col-span-2 md:grid-cols-2">
      <legend className="px-1 font-semibold text-stone-900">Product details</legend>
      <KindSelect value={value} onChange={onChange} />
      {shown.map((field) => {
        const id = `declaration-${field.key}`;
        const hintId = field.hint ? `${id}-hint` : undefined;
        const props = { id, value: value[field.key], "aria-describedby": hintId, className: inputClass };
        const key = field.key;
        const english = (
          <div key={field.key}>
            <label htmlFor={id} className={labelClass}>
              {field.label}
            </label>
            {field.multiline ? (
              <textarea rows={2} {...props} onChange={(event) => set(field.key, event.target.value)} />
            ) : (
              <input {...props} onChange={(event) => set(field.key, event.target.value)} />
            )}
            {field.hint && (
              <p id={hintId} className="mt-1 text-xs text-stone-600">
                {field.hint}
              </p>
            )}
          </div>
        );
        if (!isTranslated(key)) return english;
        // The English and its Telugu side by side, on a row of their own.
        return (
          <div key={key} className="grid gap-4 md:col-span-2 md:grid-cols-2">
            {english}
            <TeluguField id={`declaration-te-${key}`} field={field.label.replace(/ \(optional\)$/, "").toLowerCase()} value={te[key]} onChange={(text) => onTeChange(key, text)} rows={field.multiline ? 2 : undefined} />
          </div>
        );
      })}
      {kindCarries(value.kind, "dietMark") && (
      <div>
        <label htmlFor="declaration-dietMark" className={labelClass}>
          Veg mark
        </label>
        <select id="declaration-dietMark" value={value.dietMark} onChange={(event) => set("dietMark", event.target.value)} className={inputClass}>
          <option value="">Not given</option>
          {DIET_MARKS.map((mark) => (
            <option key={mark} value={mark}>
              {DIET_MARK_LABELS[mark]}
            </option>
          ))}
        </select>
      </div>
      )}
      <LabelPictures value={value} onChange={onChange} onError={onError} />
    </fieldset>
  );
}

/** The admin list's flag: what a product's listing still lacks. */
export function IncompleteFlag({ missing }: { missing: string[] }) {
  if (missing.length === 0) return null;
  return (
    <p className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
      Incomplete listing: missing {missing.join(", ")}
    </p>
  );
}
