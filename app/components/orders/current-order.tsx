/** The checkout's current order: the cart's lines to choose from, the address, the payment method and the price. */
import { useState } from "react";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { LineQuantity, LineStockNote, PackLineText } from "~/components/checkout/cart-drawer";
import { ErrorAlert } from "~/components/ui/form-field";
import { PriceBreakup } from "~/components/orders/order-breakup";
import { PolicyLink } from "~/components/policies/policy-link";
import { stockProblem, type CartLine } from "../../../worker/domains/checkout/shared/cart";
import { cartTotals } from "../../../worker/domains/checkout/shared/sums";
import { packName } from "../../../worker/domains/catalogue/shared/views";
import { PROFILE_ADDRESS_ID, type CheckoutQuote, type SavedAddress } from "../../../worker/domains/checkout/shared/checkout";
import type { CheckoutFormValues } from "../../../worker/domains/checkout/shared/checkout-form";
import type { DeliveryAddress, PaymentMethod } from "../../../worker/domains/orders/shared/schemas";
import { completeDraft, DeliveryAddressPicker, draftReady, EMPTY_DRAFT, type AddressChoice, type AddressDraft } from "../checkout/delivery-address";
import { BusinessInvoiceFields, businessChoice, NO_BUSINESS, type BusinessDraft } from "../checkout/business-invoice";
import { PaymentMethodPicker } from "../checkout/payment-method";
import { useCheckoutQuote } from "../checkout/use-checkout-quote";

/** What the form shows first: what was posted when the server refused it (kept as typed), else the defaults. */
function startingChoices(lines: CartLine[], addresses: SavedAddress[], contact: AccountContact, submitted: CheckoutFormValues | null) {
  const listed = addresses.find((address) => address._id === submitted?.address) ?? (submitted ? undefined : addresses[0]);
  const choice: AddressChoice = listed ? { kind: "listed", id: listed._id } : { kind: "new" };
  const draft: AddressDraft = submitted
    ? {
        doorNo: submitted.doorNo,
        street: submitted.street,
        city: submitted.city,
        pincode: submitted.pincode,
        state: submitted.state,
        name: submitted.recipientName,
        phoneNumber: submitted.recipientPhone,
        save: submitted.saveAddress,
      }
    : { ...EMPTY_DRAFT, name: contact.name, phoneNumber: contact.phoneNumber };
  return {
    choice,
    draft,
    unticked: submitted ? lines.map((line) => line.variantId).filter((id) => !submitted.variantIds.includes(id)) : [],
    method: (submitted?.paymentMethod === "cod" ? "cod" : "upi") as PaymentMethod,
    business: submitted ? { wanted: submitted.business, gstin: submitted.buyerGstin, name: submitted.businessName } : NO_BUSINESS,
  };
}

/** What the quote sends for the chosen address: nothing for the profile's (as before issue 17). */
function chosenAddress(choice: AddressChoice, addresses: SavedAddress[], draft: AddressDraft): { address: DeliveryAddress | undefined; ready: boolean } {
  if (choice.kind === "new") {
    const typed = completeDraft(draft);
    return { address: typed ?? undefined, ready: typed !== null };
  }
  if (choice.id === PROFILE_ADDRESS_ID) return { address: undefined, ready: true };
  const saved = addresses.find((address) => address._id === choice.id);
  return { address: saved && { doorNo: saved.doorNo, street: saved.street, city: saved.city, pincode: saved.pincode, state: saved.state }, ready: saved !== undefined };
}

const quoteKey = (lines: CartLine[], address: DeliveryAddress | undefined, method: PaymentMethod) =>
  JSON.stringify([lines.map((line) => [line.variantId, line.quantity]), address ? [address.pincode, address.state] : null, method]);

/** The account's own name and phone: the new address's receiver to start with. */
export type AccountContact = { name: string; phoneNumber: string };

/**
 * The cart's lines (one per pack) to choose from, where to deliver them, how to pay, the server's price breakup and
 * the Place Order button: one `<form method="post">` (issue 31) that places the order before the page's scripts run
 * (the action answers with the order's page), and that the scripts check and post themselves once they run
 * (`onPlace`, the answer shown in the page). `submitted` and `error`: what a refused post held, and why.
 */
export function CurrentOrder({
  lines,
  addresses,
  contact,
  placementKey,
  submitted,
  error,
  initialQuote,
  busy,
  onPlace,
  onSetQuantity,
  pendingPackId,
}: {
  lines: CartLine[];
  addresses: SavedAddress[];
  contact: AccountContact;
  placementKey: string;
  submitted: CheckoutFormValues | null;
  error: string | null;
  initialQuote: CheckoutQuote | null;
  busy: boolean;
  onPlace: (form: HTMLFormElement) => void;
  onSetQuantity: (line: CartLine, quantity: number) => void;
  pendingPackId: string | null;
}) {
  const [start] = useState(() => startingChoices(lines, addresses, contact, submitted));
  // Lines start ticked; the customer unticks what should wait (new cart lines arrive ticked too).
  const [unticked, setUnticked] = useState<string[]>(start.unticked);
  const [triedShort, setTriedShort] = useState(false);
  const [triedIncomplete, setTriedIncomplete] = useState(false);
  const [choice, setChoice] = useState<AddressChoice>(start.choice);
  const [draft, setDraft] = useState<AddressDraft>(start.draft);
  const [method, setMethod] = useState<PaymentMethod>(start.method);
  const [business, setBusiness] = useState<BusinessDraft>(start.business);
  const [triedBusiness, setTriedBusiness] = useState(false);
  const chosen = lines.filter((line) => !unticked.includes(line.variantId));
  const { address, ready } = chosenAddress(choice, addresses, draft);
  const key = quoteKey(chosen, address, method);
  const request = chosen.length && ready ? { key, input: { variantIds: chosen.map((line) => line.variantId), deliveryAddress: address, paymentMethod: method } } : null;
  const { t, rupees } = useT();
  // The loader's quote is for the whole cart to the first address listed, by UPI.
  const firstListed = addresses[0] ? chosenAddress({ kind: "listed", id: addresses[0]._id }, addresses, draft).address : undefined;
  const quoting = useCheckoutQuote({ quote: initialQuote, key: quoteKey(lines, firstListed, "upi") }, request, (quote) => {
    // Cash on delivery stopped being possible (another pincode, a bigger bill): back to UPI, with the reason shown.
    if (quote.serviceable && !quote.cod.allowed) setMethod("upi");
  });
  if (lines.length === 0) {
    return (
      <p className="rounded-xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
        <T id="checkout.cartEmpty" components={{ link: <Link to="/shop" className="font-semibold text-leaf-800 underline" /> }} />
      </p>
    );
  }
  const short = chosen.filter((line) => stockProblem(line) !== null);
  // Shown once Place Order met short lines, and only while some still are.
  const refusal =
    triedShort && short.length > 0
      ? t("checkout.notEnoughStock", { names: short.map((line) => packName(line.productId.name, line.variantLabel)).join(", ") })
      : null;
  const { quote } = quoting;
  const notServed = quote && !quote.serviceable && quoting.current ? quote.message : null;
  return (
    <form
      method="post"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) {
          window.alert(t("checkout.selectOne"));
          return;
        }
        // The server would refuse these lines (409); saying so here keeps the customer on the lines to fix.
        setTriedShort(short.length > 0);
        const placeable = ready && (choice.kind !== "new" || draftReady(draft));
        setTriedIncomplete(!placeable);
        const invoiceTo = businessChoice(business);
        setTriedBusiness(invoiceTo.problem !== null);
        if (short.length > 0 || notServed || !placeable || invoiceTo.problem) return;
        onPlace(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="idempotencyKey" value={placementKey} />
      {error && (
        <div className="mb-4">
          <ErrorAlert message={error} />
        </div>
      )}
      <fieldset>
        <legend className="text-lg font-bold text-stone-900">{t("checkout.chooseLines")}</legend>
        <ul className="mt-3 divide-y divide-stone-200">
          {lines.map((line) => {
            const id = `pick-${line.variantId}`;
            return (
              <li key={line.variantId} className="flex flex-wrap items-center gap-3 py-3">
                <input
                  id={id}
                  type="checkbox"
                  name="variantIds"
                  value={line.variantId}
                  checked={!unticked.includes(line.variantId)}
                  onChange={(event) =>
                    setUnticked((current) => (event.target.checked ? current.filter((picked) => picked !== line.variantId) : [...current, line.variantId]))
                  }
                  className="h-5 w-5 accent-leaf-700"
                />
                <img src={line.productId.images[0] ?? "/favicon.svg"} alt="" width={56} height={56} className="h-14 w-14 rounded-lg object-cover" />
                <label htmlFor={id} className="min-w-40 flex-1">
                  <PackLineText line={line} />
                  <LineStockNote line={line} />
                </label>
                <LineQuantity line={line} busy={pendingPackId === line.variantId} onSetQuantity={onSetQuantity} />
                <span className="w-24 text-right font-semibold">{rupees(cartTotals([line]).items)}</span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <DeliveryAddressPicker
        addresses={addresses}
        choice={choice}
        onChoice={setChoice}
        draft={draft}
        onDraft={setDraft}
        startOpen={start.choice.kind === "new"}
      />
      <PaymentMethodPicker
        method={method}
        onMethod={setMethod}
        cod={quote?.serviceable ? quote.cod : null}
        prepaidDiscount={quote?.serviceable ? (quote.prepaidDiscount ?? 0) : 0}
      />
      <BusinessInvoiceFields draft={business} onDraft={setBusiness} showProblem={triedBusiness} />
      <QuoteSummary quote={quote} current={quoting.current} error={quoting.error} ready={ready && chosen.length > 0} />
      <div className="mt-4 space-y-2">
        <ErrorAlert message={notServed} />
        <ErrorAlert message={refusal} />
        <ErrorAlert message={triedIncomplete && !(ready && (choice.kind !== "new" || draftReady(draft))) ? t("checkout.fillAddress") : null} />
      </div>
      <p id="checkout-terms" className="mt-4 text-sm text-stone-700">
        <T id="checkout.terms" components={{ terms: <PolicyLink slug="terms" />, returns: <PolicyLink slug="returns" /> }} />
      </p>
      <button
        type="submit"
        disabled={busy}
        aria-describedby="checkout-terms"
        className="mt-3 w-full rounded-lg bg-leaf-700 px-4 py-3 font-semibold text-white disabled:opacity-70"
      >
        {busy ? t("checkout.placing") : t("checkout.place")}
      </button>
    </form>
  );
}

/** The breakup of the latest quote; while a newer choice is being priced it says so rather than show old figures as new. */
function QuoteSummary({ quote, current, error, ready }: { quote: CheckoutQuote | null; current: boolean; error: string | null; ready: boolean }) {
  const { t } = useT();
  return (
    <section aria-label={t("checkout.priceBreakup")} aria-busy={ready && !current && !error} className="mt-6 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <h2 className="text-lg font-bold text-stone-900">{t("orders.priceDetails")}</h2>
      <p aria-live="polite" className="text-sm text-stone-700">
        {!ready ? t("checkout.chooseToSeePrice") : error ? error : !current ? t("checkout.updatingPrice") : ""}
      </p>
      {quote?.serviceable && <PriceBreakup breakup={quote.breakup} className={`mt-2 ${current ? "" : "opacity-60"}`} />}
    </section>
  );
}
