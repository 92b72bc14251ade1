/**
 * Issue 33's parts of the admin product form's "Product details": the Kind select (food, cosmetic, utensil, other;
 * worker/domains/catalogue/shared/product-kinds.ts), which clears the declarations the new kind cannot carry so a
 * save never sends a veg mark for a cosmetic, and the front and back label pictures, uploaded like the product's
 * other pictures (R2 via /api/upload), with what the kind requires said beside them.
 */
import { KIND_ONLY_DECLARATIONS, KIND_RULES, kindCarries, PRODUCT_KINDS, productKindOf, type ProductKind } from "../../../worker/domains/catalogue/shared/product-kinds";
import { ImageUploader } from "./image-uploader";

/** What these fields read and write of ./declarations-fieldset.tsx's form (its DeclarationsForm has them all). */
type KindFields = { kind: ProductKind; dietMark: string; licenceNumber: string; labelImage: string; labelBackImage: string };

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-semibold text-stone-800";

export function KindSelect<F extends KindFields>({ value, onChange }: { value: F; onChange: (value: F) => void }) {
  const required = KIND_RULES[value.kind].required.map(([, name]) => name).join(", ");
  return (
    <div className="md:col-span-2">
      <label htmlFor="declaration-kind" className={labelClass}>
        Kind of product
      </label>
      <select
        id="declaration-kind"
        value={value.kind}
        aria-describedby="declaration-kind-hint"
        onChange={(event) => {
          const kind = productKindOf(event.target.value);
          const cleared = Object.fromEntries(KIND_ONLY_DECLARATIONS.filter((key) => !kindCarries(kind, key)).map((key) => [key, ""]));
          onChange({ ...value, ...cleared, kind });
        }}
        className={inputClass}
      >
        {PRODUCT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_RULES[kind].label}
          </option>
        ))}
      </select>
      <p id="declaration-kind-hint" className="mt-1 text-xs text-stone-600">
        Required for this kind: {required}.{" "}
        {KIND_RULES[value.kind].showsFssai ? "Its page shows the shop's FSSAI number and the veg mark." : "Its page shows no FSSAI number and no veg mark."}
      </p>
    </div>
  );
}

/** The front and back label pictures: one upload each ("" = none). */
export function LabelPictures<F extends KindFields>({
  value,
  onChange,
  onError,
}: {
  value: F;
  onChange: (value: F) => void;
  onError: (message: string) => void;
}) {
  const needed = KIND_RULES[value.kind].required.some(([key]) => key === "labelImage");
  const suffix = needed ? "" : " (optional)";
  return (
    <>
      <ImageUploader
        label={`Front label picture${suffix}`}
        value={value.labelImage ? [value.labelImage] : []}
        multiple={false}
        onChange={(urls) => onChange({ ...value, labelImage: urls[0] ?? "" })}
        onError={onError}
      />
      <ImageUploader
        label={`Back label picture${suffix}`}
        value={value.labelBackImage ? [value.labelBackImage] : []}
        multiple={false}
        onChange={(urls) => onChange({ ...value, labelBackImage: urls[0] ?? "" })}
        onError={onError}
      />
    </>
  );
}
