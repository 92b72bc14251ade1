import type { ComponentProps } from "react";
import { useT } from "~/lib/i18n";
import { StateOptions } from "./state-options";

type Props = Omit<ComponentProps<"select">, "children"> & { label?: string; name?: string };

/**
 * The state or union territory of an address, chosen from the fixed list of 28 states and 8 union territories (no
 * free text: "AP" or a misspelling could price delivery and tax as somewhere else). The server checks the choice
 * against the pincode and names the field when they disagree.
 */
export function StateSelect({ label, name = "state", id, className, ...select }: Props) {
  const { t } = useT();
  const selectId = id ?? `field-${name}`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-semibold text-stone-800">
        {label ?? t("common.stateLabel")}
      </label>
      <select
        id={selectId}
        name={name}
        autoComplete="address-level1"
        className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600 focus:outline-none"
        {...select}
      >
        <StateOptions placeholder={t("common.stateChoose")} />
      </select>
    </div>
  );
}
