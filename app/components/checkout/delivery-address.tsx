/** Where an order goes: the profile's address, a saved one, or a new one typed at checkout (issue 17). */
import { useId, useState } from "react";
import { useT } from "~/lib/i18n";
import { srOnly, T } from "~/lib/trans";
import { PROFILE_ADDRESS_ID, type SavedAddress } from "../../../worker/domains/checkout/shared/checkout";
import { PINCODE_FORMAT } from "../../../worker/domains/delivery/shared/india";
import { StateOptions } from "../delivery/state-options";
import type { DeliveryAddress } from "../../../worker/domains/orders/shared/schemas";

/** A new address as typed, and whether to keep it for next time. */
export type AddressDraft = DeliveryAddress & { save: boolean };
export const EMPTY_DRAFT: AddressDraft = { doorNo: "", street: "", city: "", pincode: "", state: "", save: true };

/** Which address the order goes to: one of the listed ones (the profile's first), or the new one typed. */
export type AddressChoice = { kind: "listed"; id: string } | { kind: "new" };

/** The draft once every field is filled in a form the server accepts; null while it is not. */
export function completeDraft(draft: AddressDraft): DeliveryAddress | null {
  const { doorNo, street, city, pincode, state } = draft;
  if (![doorNo, street, city].every((part) => part.trim()) || !PINCODE_FORMAT.test(pincode.trim()) || !state) return null;
  return { doorNo: doorNo.trim(), street: street.trim(), city: city.trim(), pincode: pincode.trim(), state };
}

export const addressLine = (a: Pick<SavedAddress, "doorNo" | "street" | "city" | "pincode" | "state">) =>
  `${a.doorNo}, ${a.street}, ${a.city} ${a.pincode}, ${a.state}`;

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900";

/** The delivery address of this order, with "Change" to pick a saved one or type a new one. */
export function DeliveryAddressPicker({
  addresses,
  choice,
  onChoice,
  draft,
  onDraft,
}: {
  addresses: SavedAddress[];
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  draft: AddressDraft;
  onDraft: (draft: AddressDraft) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { t } = useT();
  const chosen = choice.kind === "listed" ? addresses.find((address) => address._id === choice.id) : null;
  const summary = chosen ? addressLine(chosen) : completeDraft(draft) ? addressLine(draft) : t("checkout.newAddressSummary");

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
          {t("checkout.deliveryAddress")}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-picker`}
          onClick={() => setOpen(!open)}
          className="rounded-md px-2 py-1 font-semibold text-leaf-800 underline"
        >
          <T id="checkout.change" components={{ sr: srOnly }} />
        </button>
      </div>
      <p data-delivery-address className="mt-1 text-stone-800">
        {summary}
      </p>
      <div id={`${id}-picker`} hidden={!open} className="mt-3">
        <fieldset className="space-y-2 rounded-xl p-4 ring-1 ring-stone-200">
          <legend className="px-1 font-semibold text-stone-900">{t("checkout.deliverTo")}</legend>
          {addresses.map((address) => (
            <label key={address._id} className="flex items-start gap-2">
              <input
                type="radio"
                name={`${id}-address`}
                checked={choice.kind === "listed" && choice.id === address._id}
                onChange={() => onChoice({ kind: "listed", id: address._id })}
                className="mt-1 h-4 w-4 accent-leaf-700"
              />
              <span>
                {addressLine(address)}
                {address._id === PROFILE_ADDRESS_ID && <span className="text-sm text-stone-700"> {t("checkout.yourProfile")}</span>}
              </span>
            </label>
          ))}
          <label className="flex items-start gap-2">
            <input type="radio" name={`${id}-address`} checked={choice.kind === "new"} onChange={() => onChoice({ kind: "new" })} className="mt-1 h-4 w-4 accent-leaf-700" />
            <span>{t("checkout.newAddress")}</span>
          </label>
          {choice.kind === "new" && <NewAddressFields draft={draft} onDraft={onDraft} />}
        </fieldset>
      </div>
    </section>
  );
}

function NewAddressFields({ draft, onDraft }: { draft: AddressDraft; onDraft: (draft: AddressDraft) => void }) {
  const set = (field: keyof DeliveryAddress) => (event: { target: { value: string } }) => onDraft({ ...draft, [field]: event.target.value });
  const { t } = useT();
  const badPincode = draft.pincode.trim().length >= 6 && !PINCODE_FORMAT.test(draft.pincode.trim());
  return (
    <div className="grid gap-3 pt-2 sm:grid-cols-2">
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.doorNumber")}
        <input value={draft.doorNo} onChange={set("doorNo")} autoComplete="address-line1" className={inputClass} />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.street")}
        <input value={draft.street} onChange={set("street")} autoComplete="address-line2" className={inputClass} />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.city")}
        <input value={draft.city} onChange={set("city")} autoComplete="address-level2" className={inputClass} />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.pincode")}
        <input
          value={draft.pincode}
          onChange={set("pincode")}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          aria-invalid={badPincode}
          className={inputClass}
        />
        {badPincode && <span className="mt-1 block font-normal text-red-800">{t("checkout.pincodeInvalid")}</span>}
      </label>
      <label className="text-sm font-semibold text-stone-800 sm:col-span-2">
        {t("checkout.state")}
        <select value={draft.state} onChange={set("state")} autoComplete="address-level1" className={inputClass}>
          <StateOptions placeholder={t("checkout.chooseState")} />
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
        <input type="checkbox" checked={draft.save} onChange={(event) => onDraft({ ...draft, save: event.target.checked })} className="h-4 w-4 accent-leaf-700" />
        {t("checkout.saveAddress")}
      </label>
    </div>
  );
}
