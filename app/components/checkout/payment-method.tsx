import { useT } from "~/lib/i18n";
import type { CodChoice } from "../../../worker/domains/checkout/shared/checkout";
import type { PaymentMethod } from "../../../worker/domains/orders/shared/schemas";

/**
 * "Pay now by UPI" or, where the server allows it for this address and bill, "Cash on delivery": the order form's
 * `paymentMethod` (before the scripts run, COD is offered as the page's first quote allows; the server decides).
 * Issue 32: when the owner gives a discount for paying by UPI, the UPI choice says what it saves on these lines.
 */
export function PaymentMethodPicker({
  method,
  onMethod,
  cod,
  prepaidDiscount = 0,
}: {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  cod: CodChoice | null;
  prepaidDiscount?: number;
}) {
  const { t, rupees } = useT();
  return (
    <fieldset className="mt-6">
      <legend className="text-lg font-bold text-stone-900">{t("checkout.paymentMethod")}</legend>
      <div className="mt-2 space-y-2">
        <label className="flex items-center gap-2">
          <input type="radio" name="paymentMethod" value="upi" checked={method === "upi"} onChange={() => onMethod("upi")} className="h-4 w-4 accent-leaf-700" />
          <span>
            {t("checkout.payUpi")}
            {prepaidDiscount > 0 && (
              <span data-prepaid-saving className="ml-1 text-sm font-semibold text-leaf-800">
                {t("checkout.upiSaves", { amount: rupees(prepaidDiscount) })}
              </span>
            )}
          </span>
        </label>
        {cod?.allowed && (
          <label className="flex items-center gap-2">
            <input type="radio" name="paymentMethod" value="cod" checked={method === "cod"} onChange={() => onMethod("cod")} className="h-4 w-4 accent-leaf-700" />
            <span>
              {t("checkout.cod")}
              {cod.fee > 0 && <span className="text-sm text-stone-700"> {t("checkout.codFee", { fee: rupees(cod.fee) })}</span>}
            </span>
          </label>
        )}
      </div>
      {cod && !cod.allowed && <p className="mt-2 text-sm text-stone-700">{cod.reason}.</p>}
    </fieldset>
  );
}
