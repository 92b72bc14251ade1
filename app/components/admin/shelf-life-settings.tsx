/**
 * Issue 33 on the admin Settings page: "Shelf life at delivery", the dated rule of how much of a batch's shelf life
 * must remain when it reaches the customer (FSSAI's direction to e-commerce food businesses). Shows the rule in force
 * and since when, the history of rules, and a form to add a rule from a day on (today or later: the past keeps the
 * rule it had). The server validates (intent "shelf-life-rule") and answers what is wrong; the form keeps the input.
 */
import { useState } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { HintedField } from "~/components/admin/hinted-field";
import { TableRegion } from "~/components/admin/table-region";
import { useAdminSave } from "~/components/admin/use-admin-fetcher";
import { formatDay, numberOrTyped } from "~/components/admin/batch-format";
import type { ShelfLifeRules } from "../../../worker/http/batch-pages.server";


type Key = "minPercent" | "minDays" | "assumedDeliveryDays";
const FIELDS: { key: Key; label: string; hint: string }[] = [
  { key: "minPercent", label: "Share of the shelf life left at delivery (%)", hint: "0 to 100" },
  { key: "minDays", label: "Days left at delivery", hint: "0 or more" },
  { key: "assumedDeliveryDays", label: "Delivery days assumed", hint: "0 to 60; used where a pincode has no delivery estimate" },
];

/** "30 % or 45 days" for one rule. */
export function ruleText(rule: { minPercent: number; minDays: number }): string {
  return `${rule.minPercent} % of the shelf life or ${rule.minDays} days, whichever is more`;
}

export function ShelfLifeSettings({ rules }: { rules: ShelfLifeRules }) {
  const { current } = rules;
  const [draft, setDraft] = useState<Record<Key | "effectiveFrom", string>>(() => ({
    effectiveFrom: "",
    minPercent: String(current.minPercent),
    minDays: String(current.minDays),
    assumedDeliveryDays: String(current.assumedDeliveryDays),
  }));
  const { save, busy, error } = useAdminSave({ saved: "Shelf-life rule saved", failed: "Failed to save the shelf-life rule" });
  return (
    <section aria-labelledby="shelf-life-heading" className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h3 id="shelf-life-heading" className="text-lg font-semibold text-stone-900">
        Shelf life at delivery
      </h3>
      <p id="shelf-life-help" className="text-sm text-stone-700">
        30 % of the shelf life or 45 days, whichever is more; a food whose whole shelf life is 45 days or less must keep 30 % (FSSAI, Nov 2024). A batch that
        cannot reach a customer with this much left is not sold: the shop shows it sold out.
      </p>
      <p className="text-sm text-stone-900" data-shelf-life-current>
        <span className="font-semibold">In force since {formatDay(current.effectiveFrom)}:</span> {ruleText(current)}; {current.assumedDeliveryDays} delivery days assumed.
      </p>
      <TableRegion label="Shelf-life rules table" className="rounded-lg ring-1 ring-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Shelf-life rules, newest first</caption>
          <thead>
            <tr className="bg-stone-50 text-stone-700">
              <th scope="col" className="px-3 py-2">From</th>
              <th scope="col" className="px-3 py-2">Share left</th>
              <th scope="col" className="px-3 py-2">Days left</th>
              <th scope="col" className="px-3 py-2">Delivery days assumed</th>
            </tr>
          </thead>
          <tbody>
            {[...rules.rules]
              .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))
              .map((rule) => (
                <tr key={rule.effectiveFrom} className="border-t border-stone-200">
                  <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {formatDay(rule.effectiveFrom)}
                    {rule.effectiveFrom === current.effectiveFrom ? " (in force)" : rule.effectiveFrom > current.effectiveFrom ? " (coming)" : ""}
                  </th>
                  <td className="px-3 py-2">{rule.minPercent} %</td>
                  <td className="px-3 py-2">{rule.minDays}</td>
                  <td className="px-3 py-2">{rule.assumedDeliveryDays}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </TableRegion>
      <form
        aria-label="New shelf-life rule"
        aria-describedby="shelf-life-help"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const numbers = Object.fromEntries(FIELDS.map(({ key }) => [key, numberOrTyped(draft[key])]));
          save({ intent: "shelf-life-rule", effectiveFrom: draft.effectiveFrom, ...numbers });
        }}
      >
        <h4 className="font-semibold text-stone-900">Set a new rule</h4>
        <div className="grid gap-4 md:grid-cols-4">
          <HintedField
            id="shelf-life-effectiveFrom"
            label="Applies from"
            hint="Today or later; the same day again replaces that coming rule"
            type="date"
            required
            value={draft.effectiveFrom}
            onChange={(event) => setDraft((current) => ({ ...current, effectiveFrom: event.target.value }))}
          />
          {FIELDS.map((field) => (
            <HintedField
              key={field.key}
              id={`shelf-life-${field.key}`}
              label={field.label}
              hint={field.hint}
              required
              inputMode="numeric"
              pattern="[0-9]*"
              value={draft[field.key]}
              onChange={(event) => setDraft((current) => ({ ...current, [field.key]: event.target.value }))}
            />
          ))}
        </div>
        <ErrorAlert message={error} />
        <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
          Save shelf-life rule
        </button>
      </form>
    </section>
  );
}
