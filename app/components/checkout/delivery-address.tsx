/**
 * Where an order goes: the profile's address, a saved one, or a new one typed at checkout (issue 17), with the
 * person who receives the parcel there (issue 31). Part of the checkout's order form: every field carries its name
 * (../../../worker/domains/checkout/shared/checkout-form.ts), the list opens and closes as a <details> and the new
 * address's fields show when "A new address" is picked through CSS (:has), so all of it works before the page's
 * scripts run; once they run the same fields are state the live quote follows.
 */
import { useId } from "react";
import { useT } from "~/lib/i18n";
import { srOnly, T } from "~/lib/trans";
import { PROFILE_ADDRESS_ID, type SavedAddress } from "../../../worker/domains/checkout/shared/checkout";
import { NEW_ADDRESS_CHOICE } from "../../../worker/domains/checkout/shared/checkout-form";
import { PINCODE_FORMAT } from "../../../worker/domains/delivery/shared/india";
import { StateOptions } from "../delivery/state-options";
import type { DeliveryAddress } from "../../../worker/domains/orders/shared/schemas";

/** A new address as typed, who receives it, and whether to keep it for next time. */
export type AddressDraft = { doorNo: string; street: string; city: string; pincode: string; state: string; name: string; phoneNumber: string; save: boolean };
export const EMPTY_DRAFT: AddressDraft = { doorNo: "", street: "", city: "", pincode: "", state: "", name: "", phoneNumber: "", save: true };

/** Which address the order goes to: one of the listed ones (the profile's first), or the new one typed. */
export type AddressChoice = { kind: "listed"; id: string } | { kind: "new" };

/** The draft's place once every field of it is filled in a form the server accepts (enough to price); null while not. */
export function completeDraft(draft: AddressDraft): DeliveryAddress | null {
  const { doorNo, street, city, pincode, state } = draft;
  if (![doorNo, street, city].every((part) => part.trim()) || !PINCODE_FORMAT.test(pincode.trim()) || !state) return null;
  return { doorNo: doorNo.trim(), street: street.trim(), city: city.trim(), pincode: pincode.trim(), state };
}

/** Whether the draft can be ordered to: its place, and who receives the parcel there (name and phone). */
export function draftReady(draft: AddressDraft): boolean {
  return completeDraft(draft) !== null && draft.name.trim() !== "" && draft.phoneNumber.trim() !== "";
}

export const addressLine = (a: Pick<SavedAddress, "doorNo" | "street" | "city" | "pincode" | "state">) =>
  `${a.doorNo}, ${a.street}, ${a.city} ${a.pincode}, ${a.state}`;

const inputClass = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900";

/**
 * The delivery address of this order, with "Change" to pick a saved one or type a new one. `startOpen`: the list is
 * open from the start (no address yet, or a new one was being typed when the server refused the order).
 */
export function DeliveryAddressPicker({
  addresses,
  choice,
  onChoice,
  draft,
  onDraft,
  startOpen,
}: {
  addresses: SavedAddress[];
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  draft: AddressDraft;
  onDraft: (draft: AddressDraft) => void;
  startOpen: boolean;
}) {
  const id = useId();
  const { t } = useT();
  const chosen = choice.kind === "listed" ? addresses.find((address) => address._id === choice.id) : null;
  const summary = chosen ? addressLine(chosen) : completeDraft(draft) ? addressLine(draft) : t("checkout.newAddressSummary");

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        {t("checkout.deliveryAddress")}
      </h2>
      <p data-delivery-address className="mt-1 text-stone-800">
        {chosen && chosen.name ? `${chosen.name}, ` : ""}
        {summary}
      </p>
      {/* The open state is the browser's (a <details>): React never sets it after the first render. */}
      <details open={startOpen} className="group/picker mt-2">
        <summary className="inline-block cursor-pointer rounded-md px-2 py-1 font-semibold text-leaf-800 underline marker:content-none">
          <T id="checkout.change" components={{ sr: srOnly }} />
        </summary>
        <fieldset className="group mt-3 space-y-2 rounded-xl p-4 ring-1 ring-stone-200">
          <legend className="px-1 font-semibold text-stone-900">{t("checkout.deliverTo")}</legend>
          {addresses.map((address) => (
            <label key={address._id} className="flex items-start gap-2">
              <input
                type="radio"
                name="address"
                value={address._id}
                checked={choice.kind === "listed" && choice.id === address._id}
                onChange={() => onChoice({ kind: "listed", id: address._id })}
                className="mt-1 h-4 w-4 accent-leaf-700"
              />
              <span>
                {address.name ? `${address.name}, ` : ""}
                {addressLine(address)}
                {address._id === PROFILE_ADDRESS_ID && <span className="text-sm text-stone-700"> {t("checkout.yourProfile")}</span>}
              </span>
            </label>
          ))}
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name="address"
              value={NEW_ADDRESS_CHOICE}
              data-new-address
              checked={choice.kind === "new"}
              onChange={() => onChoice({ kind: "new" })}
              className="mt-1 h-4 w-4 accent-leaf-700"
            />
            <span>{t("checkout.newAddress")}</span>
          </label>
          <NewAddressFields draft={draft} onDraft={onDraft} />
        </fieldset>
      </details>
    </section>
  );
}

/**
 * The new address's fields: always in the form (so a form posted before the scripts ran has them), shown only while
 * "A new address" is picked. Its receiver's name and phone come first, filled in with the account's.
 */
function NewAddressFields({ draft, onDraft }: { draft: AddressDraft; onDraft: (draft: AddressDraft) => void }) {
  const set = (field: Exclude<keyof AddressDraft, "save">) => (event: { target: { value: string } }) => onDraft({ ...draft, [field]: event.target.value });
  const { t } = useT();
  const badPincode = draft.pincode.trim().length >= 6 && !PINCODE_FORMAT.test(draft.pincode.trim());
  return (
    <div data-new-address-fields className="hidden gap-3 pt-2 group-has-[[data-new-address]:checked]:grid sm:grid-cols-2">
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.recipientName")}
        <input name="recipientName" value={draft.name} onChange={set("name")} autoComplete="name" maxLength={100} className={inputClass} />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.recipientPhone")}
        <input
          name="recipientPhone"
          type="tel"
          value={draft.phoneNumber}
          onChange={set("phoneNumber")}
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          className={inputClass}
        />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.doorNumber")}
        <input name="doorNo" value={draft.doorNo} onChange={set("doorNo")} autoComplete="address-line1" maxLength={100} className={inputClass} />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.street")}
        <input name="street" value={draft.street} onChange={set("street")} autoComplete="address-line2" maxLength={200} className={inputClass} />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.city")}
        <input name="city" value={draft.city} onChange={set("city")} autoComplete="address-level2" maxLength={100} className={inputClass} />
      </label>
      <label className="text-sm font-semibold text-stone-800">
        {t("checkout.pincode")}
        <input
          name="pincode"
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
        <select name="state" value={draft.state} onChange={set("state")} autoComplete="address-level1" className={inputClass}>
          <StateOptions placeholder={t("checkout.chooseState")} />
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
        <input
          type="checkbox"
          name="saveAddress"
          value="on"
          checked={draft.save}
          onChange={(event) => onDraft({ ...draft, save: event.target.checked })}
          className="h-4 w-4 accent-leaf-700"
        />
        {t("checkout.saveAddress")}
      </label>
    </div>
  );
}
