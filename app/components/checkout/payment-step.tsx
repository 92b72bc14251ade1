/** The UPI payment step of an order: the QR code and app link for the amount, then the amount and UTR paid. */
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { notify } from "~/lib/notify";
import { useFetcher } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { addressLine } from "./delivery-address";
import { shortOrderRef } from "../../../worker/domains/orders/shared/status";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { upiPaymentUri } from "../../../worker/domains/payments/shared/upi-link";
import { useShopProfile } from "~/components/settings/use-shop-profile";

/** Paying an order by UPI (QR code or app link), then reporting the amount and the reference. */
export function PaymentStep({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const shop = useShopProfile();
  const fetcher = useFetcher<{ paid?: string; error?: string }>();
  const outstanding = Math.max(order.bill - order.amountPaid, 0) || order.bill;
  const [qrAmount, setQrAmount] = useState(String(outstanding));
  const [amountPaid, setAmountPaid] = useState("");
  const [transactionId, setTransactionId] = useState("");
  const { t, rupees } = useT();
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.paid) return;
    notify.success(t("checkout.paySubmitted"));
    onDone();
  });

  const amountForQr = Number(qrAmount) > 0 ? Number(qrAmount) : outstanding;
  const uri = upiPaymentUri({ vpa: shop.upi.vpa, payeeName: shop.upi.payeeName, amount: amountForQr, orderRef: shortOrderRef(order._id) });
  // An answer without a message (a dropped connection, a 5xx) still shows the spec's alert.
  const error =
    fetcher.state === "idle" && fetcher.data && "error" in fetcher.data
      ? fetcher.data.error || t("checkout.payFailed")
      : null;

  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="payment-heading" className="text-2xl font-bold text-stone-900">
        {t("checkout.payHeading", { ref: shortOrderRef(order._id) })}
      </h2>
      <p className="mt-2 text-lg">
        <T id="checkout.totalBill" values={{ amount: rupees(order.bill) }} components={{ b: <strong /> }} />
      </p>
      <p className="mt-3 rounded-lg bg-leaf-50 px-4 py-3 text-sm text-leaf-900">
        {t("checkout.weDeliverTo", { address: addressLine(order.address) })}
      </p>
      {(shop.care.phone || shop.care.email) && (
        <p className="mt-2 text-sm text-stone-700">
          {shop.care.phone && shop.care.email
            ? t("checkout.payQuestionsBoth", { phone: shop.care.phone, email: shop.care.email })
            : shop.care.phone
              ? t("checkout.payQuestionsPhone", { phone: shop.care.phone })
              : t("checkout.payQuestionsEmail", { email: shop.care.email })}
        </p>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col items-center gap-3">
          <div className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <QRCodeSVG value={uri} size={200} level="H" title={t("checkout.qrTitle", { amount: rupees(amountForQr) })} />
          </div>
          <label className="w-full text-sm font-semibold text-stone-800">
            {t("checkout.qrAmount")}
            <input
              type="number"
              min="0.01"
              step="0.01"
              value={qrAmount}
              onChange={(event) => setQrAmount(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </label>
          <a href={uri} className="w-full rounded-lg bg-turmeric-400 px-4 py-2 text-center font-semibold text-stone-900 hover:bg-turmeric-600 hover:text-white">
            {t("checkout.payWithApp")}
          </a>
        </div>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!amountPaid.trim() || !transactionId.trim()) {
              notify.error(t("checkout.fillEverything"));
              return;
            }
            void fetcher.submit(
              { intent: "pay", orderId: order._id, amountPaid: Number.parseFloat(amountPaid), transactionId: transactionId.trim() },
              { method: "post", encType: "application/json" },
            );
          }}
        >
          <p className="text-sm text-stone-700">{t("checkout.afterPaying")}</p>
          <UtrHelp id={`utr-help-${order._id}`} />
          <label className="block text-sm font-semibold text-stone-800">
            {t("checkout.amountPaid")}
            <input
              type="number"
              min="0.01"
              step="0.01"
              inputMode="decimal"
              value={amountPaid}
              onChange={(event) => setAmountPaid(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
          </label>
          <UtrField helpId={`utr-help-${order._id}`} value={transactionId} onChange={setTransactionId} />
          <ErrorAlert message={error} />
          <PaymentStepButtons busy={fetcher.state !== "idle"} onLater={onDone} />
        </form>
      </div>
    </section>
  );
}

/** The UTR the customer types after paying (the order's payment, or issue 32's advance), described by its help. */
export function UtrField({ helpId, value, onChange }: { helpId: string; value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  return (
    <label className="block text-sm font-semibold text-stone-800">
      {t("checkout.transactionId")}
      <input
        name="transactionId"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={helpId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("checkout.utrPlaceholder")}
        className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
      />
    </label>
  );
}

/** A payment step's two buttons: report what was paid (busy while it goes), or come back to it later. */
export function PaymentStepButtons({ busy, onLater }: { busy: boolean; onLater: () => void }) {
  const { t } = useT();
  return (
    <div className="flex gap-3">
      <button type="submit" disabled={busy} className="flex-1 rounded-lg bg-leaf-700 px-4 py-2.5 font-semibold text-white disabled:opacity-70">
        {busy ? t("checkout.submitting") : t("checkout.done")}
      </button>
      <button type="button" onClick={onLater} className="rounded-lg px-4 py-2.5 font-semibold text-stone-800 ring-1 ring-stone-300">
        {t("checkout.later")}
      </button>
    </div>
  );
}

/** Where the 12-digit reference sits in the common UPI apps (each names it differently). */
export function UtrHelp({ id }: { id: string }) {
  const { t } = useT();
  return (
    <div id={id} className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-800 ring-1 ring-stone-200">
      <p>{t("checkout.utrWhere")}</p>
      <ul className="mt-1 list-disc pl-5">
        <li>{t("checkout.utrGooglePay")}</li>
        <li>{t("checkout.utrPhonePe")}</li>
        <li>{t("checkout.utrPaytm")}</li>
        <li>{t("checkout.utrBhim")}</li>
      </ul>
      <p className="mt-1">{t("checkout.utrSpaces")}</p>
    </div>
  );
}
