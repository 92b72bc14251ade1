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
import type { DeliveryAddress, PaymentMethod, PlacementOptions } from "../../../worker/domains/orders/shared/schemas";
import { completeDraft, DeliveryAddressPicker, EMPTY_DRAFT, type AddressChoice, type AddressDraft } from "../checkout/delivery-address";
import { BusinessInvoiceFields, businessChoice, NO_BUSINESS, type BusinessDraft } from "../checkout/business-invoice";
import { PaymentMethodPicker } from "../checkout/payment-method";
import { useCheckoutQuote } from "../checkout/use-checkout-quote";

/** What the quote and the placement send for the chosen address: nothing for the profile's (as before issue 17). */
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

/**
 * The cart's lines (one per pack) to choose from, where to deliver them, how to pay, the server's price breakup and
 * the Place Order button.
 */
export function CurrentOrder({
  lines,
  addresses,
  initialQuote,
  busy,
  onPlace,
  onSetQuantity,
  pendingPackId,
}: {
  lines: CartLine[];
  addresses: SavedAddress[];
  initialQuote: CheckoutQuote | null;
  busy: boolean;
  onPlace: (variantIds: string[], options: PlacementOptions) => void;
  onSetQuantity: (line: CartLine, quantity: number) => void;
  pendingPackId: string | null;
}) {
  // Lines start ticked; the customer unticks what should wait (new cart lines arrive ticked too).
  const [unticked, setUnticked] = useState<string[]>([]);
  const [triedShort, setTriedShort] = useState(false);
  const [triedIncomplete, setTriedIncomplete] = useState(false);
  const [choice, setChoice] = useState<AddressChoice>({ kind: "listed", id: PROFILE_ADDRESS_ID });
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_DRAFT);
  const [method, setMethod] = useState<PaymentMethod>("upi");
  const [business, setBusiness] = useState<BusinessDraft>(NO_BUSINESS);
  const [triedBusiness, setTriedBusiness] = useState(false);
  const chosen = lines.filter((line) => !unticked.includes(line.variantId));
  const { address, ready } = chosenAddress(choice, addresses, draft);
  const key = quoteKey(chosen, address, method);
  const request = chosen.length && ready ? { key, input: { variantIds: chosen.map((line) => line.variantId), deliveryAddress: address, paymentMethod: method } } : null;
  const { t, rupees } = useT();
  const quoting = useCheckoutQuote({ quote: initialQuote, key: quoteKey(lines, undefined, "upi") }, request, (quote) => {
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
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) {
          window.alert(t("checkout.selectOne"));
          return;
        }
        // The server would refuse these lines (409); saying so here keeps the customer on the lines to fix.
        setTriedShort(short.length > 0);
        setTriedIncomplete(!ready);
        const invoiceTo = businessChoice(business);
        setTriedBusiness(invoiceTo.problem !== null);
        if (short.length > 0 || notServed || !ready || invoiceTo.problem) return;
        const saveAddress = choice.kind === "new" && draft.save ? true : undefined;
        onPlace(
          chosen.map((line) => line.variantId),
          {
            ...(address ? { deliveryAddress: address } : {}),
            ...(saveAddress ? { saveAddress } : {}),
            ...(method === "cod" ? { paymentMethod: "cod" } : {}),
            ...invoiceTo.options,
          },
        );
      }}
    >
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
      <DeliveryAddressPicker addresses={addresses} choice={choice} onChoice={setChoice} draft={draft} onDraft={setDraft} />
      <PaymentMethodPicker method={method} onMethod={setMethod} cod={quote?.serviceable ? quote.cod : null} />
      <BusinessInvoiceFields draft={business} onDraft={setBusiness} showProblem={triedBusiness} />
      <QuoteSummary quote={quote} current={quoting.current} error={quoting.error} ready={ready && chosen.length > 0} />
      <div className="mt-4 space-y-2">
        <ErrorAlert message={notServed} />
        <ErrorAlert message={refusal} />
        <ErrorAlert message={triedIncomplete && !ready ? t("checkout.fillAddress") : null} />
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
