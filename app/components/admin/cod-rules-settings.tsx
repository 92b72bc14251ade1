/**
 * Issue 32 on the admin Settings page: the owner's cash-on-delivery rules (every column of cod_rules: the
 * confirmation window, the scores at which COD needs an advance or is refused, the advance, the per-customer limits,
 * the prepaid discount) and the block list of phones and addresses with reasons. Each saves on its own (intents
 * "cod-rules", "cod-block", "cod-unblock"); the server validates and answers what is wrong.
 */
import { useState } from "react";
import { ErrorAlert } from "~/components/ui/form-field";
import { HintedField, settingsInputClass as inputClass, settingsLabelClass as labelClass } from "~/components/admin/hinted-field";
import { useAdminSave } from "~/components/admin/use-admin-fetcher";
import type { CodRulesView } from "../../../worker/domains/cod/shared/rules";
import type { CodBlockView } from "../../../worker/domains/cod/shared/blocks";


type NumberKey = Exclude<keyof CodRulesView, "advanceKind" | "updatedAt">;
type Field = { key: NumberKey; label: string; hint: string; step?: string };

const FIELDS: Field[] = [
  { key: "confirmHours", label: "Hours to confirm a COD order", hint: "Unconfirmed COD orders are cancelled after this (1 to 168)" },
  { key: "advanceScore", label: "Advance from risk score", hint: "0 to 100; empty: never ask an advance" },
  { key: "refuseScore", label: "Refuse COD from risk score", hint: "0 to 100, above the advance score; empty: never refuse by score" },
  { key: "advanceFixed", label: "Fixed advance (₹)", hint: "Used when the advance is a fixed amount, or the order has no delivery fee", step: "0.01" },
  { key: "dayMaxOrders", label: "COD orders per customer per day", hint: "Per account and per phone; empty: no limit" },
  { key: "weekMaxOrders", label: "COD orders per customer per 7 days", hint: "Empty: no limit" },
  { key: "dayMaxValue", label: "COD value per customer per day (₹)", hint: "Empty: no limit", step: "0.01" },
  { key: "weekMaxValue", label: "COD value per customer per 7 days (₹)", hint: "Empty: no limit", step: "0.01" },
  { key: "prepaidDiscountPercent", label: "Discount for paying by UPI (%)", hint: "Of the items at sale price, shown at checkout; 0: none", step: "0.01" },
];

type Draft = Record<NumberKey, string> & { advanceKind: CodRulesView["advanceKind"] };

const draftOf = (rules: CodRulesView): Draft => ({
  ...(Object.fromEntries(FIELDS.map(({ key }) => [key, rules[key] === null ? "" : String(rules[key])])) as Record<NumberKey, string>),
  advanceKind: rules.advanceKind,
});

/** Empty is "no rule" (null); anything else goes as a number, or as typed so that the server names the problem. */
const valueOf = (typed: string) => (typed.trim() === "" ? null : Number.isFinite(Number(typed)) ? Number(typed) : typed);

export function CodRulesSettings({ rules, blocks }: { rules: CodRulesView; blocks: CodBlockView[] }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const { save, busy, error } = useAdminSave({ saved: "Cash on delivery rules saved", failed: "Failed to save the cash on delivery rules" });
  return (
    <section aria-labelledby="cod-rules-heading" className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h3 id="cod-rules-heading" className="text-lg font-semibold text-stone-900">
        Cash on delivery rules
      </h3>
      <p className="text-sm text-stone-700">
        Every order gets a risk score from 0 to 100 from the shop&apos;s own history (refused parcels, the pincode&apos;s returns, new accounts, repeated orders, the address). Shoppers never see the score: above your thresholds they are told to pay by UPI.
      </p>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const numbers = Object.fromEntries(FIELDS.map(({ key }) => [key, valueOf(draft[key])]));
          save({ intent: "cod-rules", ...numbers, advanceKind: draft.advanceKind });
        }}
      >
        <div className="grid gap-4 md:grid-cols-3">
          {FIELDS.map((field) => (
            <HintedField
              key={field.key}
              id={`cod-${field.key}`}
              label={field.label}
              hint={field.hint}
              type="number"
              inputMode="decimal"
              min="0"
              step={field.step ?? "1"}
              value={draft[field.key]}
              onChange={(event) => setDraft((current) => ({ ...current, [field.key]: event.target.value }))}
            />
          ))}
          <div>
            <label htmlFor="cod-advanceKind" className={labelClass}>
              The advance is
            </label>
            <select id="cod-advanceKind" value={draft.advanceKind} onChange={(event) => setDraft((current) => ({ ...current, advanceKind: event.target.value as Draft["advanceKind"] }))} className={inputClass}>
              <option value="delivery-fee">the delivery and COD fees</option>
              <option value="fixed">the fixed amount</option>
            </select>
          </div>
        </div>
        <ErrorAlert message={error} />
        <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
          Save cash on delivery rules
        </button>
      </form>
      <CodBlockList blocks={blocks} />
    </section>
  );
}

function CodBlockList({ blocks }: { blocks: CodBlockView[] }) {
  const [kind, setKind] = useState<"phone" | "address">("phone");
  const [fields, setFields] = useState({ phoneNumber: "", doorNo: "", street: "", pincode: "", reason: "" });
  const { save, busy, error } = useAdminSave({ saved: "Blocked for cash on delivery", failed: "Failed to change the block list" });
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));
  return (
    <div aria-labelledby="cod-blocks-heading" role="region" className="border-t border-stone-200 pt-4">
      <h4 id="cod-blocks-heading" className="font-semibold text-stone-900">
        COD block list
      </h4>
      {blocks.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">No phone or address is blocked.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 text-sm" data-cod-blocks>
          {blocks.map((block) => (
            <li key={block._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong className="font-semibold">{block.kind === "phone" ? "Phone" : "Address"}:</strong> {block.label}. <span className="text-stone-700">Reason: {block.reason}</span>
              </span>
              <button type="button" disabled={busy} onClick={() => save({ intent: "cod-unblock", id: block._id })} className="rounded-lg px-3 py-1 font-semibold text-red-800 ring-1 ring-red-300 disabled:opacity-60">
                Remove<span className="sr-only"> the block of {block.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-3 grid gap-3 md:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          const target = kind === "phone" ? { phoneNumber: fields.phoneNumber } : { doorNo: fields.doorNo, street: fields.street, pincode: fields.pincode };
          save({ intent: "cod-block", kind, ...target, reason: fields.reason });
        }}
      >
        <div>
          <label htmlFor="cod-block-kind" className={labelClass}>
            Block
          </label>
          <select id="cod-block-kind" value={kind} onChange={(event) => setKind(event.target.value as "phone" | "address")} className={inputClass}>
            <option value="phone">a phone</option>
            <option value="address">an address</option>
          </select>
        </div>
        {kind === "phone" ? (
          <div>
            <label htmlFor="cod-block-phone" className={labelClass}>
              Mobile number
            </label>
            <input id="cod-block-phone" type="tel" inputMode="tel" value={fields.phoneNumber} onChange={set("phoneNumber")} className={inputClass} />
          </div>
        ) : (
          <>
            <div>
              <label htmlFor="cod-block-door" className={labelClass}>
                Door number
              </label>
              <input id="cod-block-door" value={fields.doorNo} onChange={set("doorNo")} className={inputClass} />
            </div>
            <div>
              <label htmlFor="cod-block-street" className={labelClass}>
                Street
              </label>
              <input id="cod-block-street" value={fields.street} onChange={set("street")} className={inputClass} />
            </div>
            <div>
              <label htmlFor="cod-block-pincode" className={labelClass}>
                Pincode
              </label>
              <input id="cod-block-pincode" inputMode="numeric" value={fields.pincode} onChange={set("pincode")} className={inputClass} />
            </div>
          </>
        )}
        <div className="md:col-span-4">
          <label htmlFor="cod-block-reason" className={labelClass}>
            Reason
          </label>
          <input id="cod-block-reason" value={fields.reason} onChange={set("reason")} className={inputClass} />
        </div>
        <div className="md:col-span-4">
          <ErrorAlert message={error} />
          <button type="submit" disabled={busy} className="mt-2 rounded-lg bg-red-800 px-5 py-2 font-semibold text-white disabled:opacity-60">
            Block for cash on delivery
          </button>
        </div>
      </form>
    </div>
  );
}
