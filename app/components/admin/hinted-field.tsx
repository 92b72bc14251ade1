/**
 * A labelled admin settings input with a hint below it, tied to the input by aria-describedby (so a screen reader
 * reads the hint with the field). One component for the Settings sections that list numeric rules with an
 * explanation each (cash on delivery rules, shelf life at delivery).
 */
import type { ComponentProps } from "react";

export const settingsInputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2";
export const settingsLabelClass = "block text-sm font-semibold text-stone-800";

type HintedFieldProps = Omit<ComponentProps<"input">, "id" | "className"> & { id: string; label: string; hint: string };

export function HintedField({ id, label, hint, ...input }: HintedFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={settingsLabelClass}>
        {label}
      </label>
      <input id={id} aria-describedby={`${id}-hint`} className={settingsInputClass} {...input} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
    </div>
  );
}
