/**
 * Issue 32: the payment step of a cash-on-delivery order whose rules asked for an advance by UPI. The QR code and the
 * app link are for the advance (not the bill, and not editable: the advance was fixed at checkout); after paying, the
 * customer types the UTR only (the page action's "pay-advance", the status table's transition). The rest is cash on
 * delivery. A refusal keeps the person here with the message and what they typed.
 */
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { notify } from "~/lib/notify";
import { ErrorAlert } from "~/components/ui/form-field";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { useShopProfile } from "~/components/settings/use-shop-profile";
import { cashToCollect, shortOrderRef } from "../../../worker/domains/orders/shared/status";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { upiPaymentUri } from "../../../worker/domains/payments/shared/upi-link";
import { PaymentStepButtons, UtrField, UtrHelp } from "./payment-step";

export function AdvancePaymentStep({ order, onDone }: { order: OrderView; onDone: () => void }) {
  const shop = useShopProfile();
  const fetcher = useFetcher<{ advanceReported?: string; error?: string }>();
  const [transactionId, setTransactionId] = useState("");
  const { t, rupees } = useT();
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.advanceReported) return;
    notify.success(t("checkout.advanceSubmitted"));
    onDone();
  });
  if (!order.advance) return null;
  const advance = order.advance.amount;
  const ref = shortOrderRef(order._id);
  const uri = upiPaymentUri({ vpa: shop.upi.vpa, payeeName: shop.upi.payeeName, amount: advance, orderRef: ref });
  const error = fetcher.state === "idle" && fetcher.data && "error" in fetcher.data ? fetcher.data.error || t("checkout.payFailed") : null;
  const helpId = `advance-utr-help-${order._id}`;

  return (
    <section aria-labelledby="advance-heading" data-advance-step className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="advance-heading" className="text-2xl font-bold text-stone-900">
        {t("checkout.advanceHeading", { ref })}
      </h2>
      <p className="mt-2 text-lg">
        <T id="checkout.advanceExplain" values={{ advance: rupees(advance), rest: rupees(cashToCollect({ bill: order.bill, amountPaid: advance })) }} components={{ b: <strong /> }} />
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="flex flex-col items-center gap-3">
          <div className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <QRCodeSVG value={uri} size={200} level="H" title={t("checkout.qrTitle", { amount: rupees(advance) })} />
          </div>
          <a href={uri} className="w-full rounded-lg bg-turmeric-400 px-4 py-2 text-center font-semibold text-stone-900 hover:bg-turmeric-600 hover:text-white">
            {t("checkout.payWithApp")}
          </a>
        </div>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!transactionId.trim()) {
              notify.error(t("checkout.fillUtr"));
              return;
            }
            void fetcher.submit({ intent: "pay-advance", orderId: order._id, transactionId: transactionId.trim() }, { method: "post", encType: "application/json" });
          }}
        >
          <p className="text-sm text-stone-700">{t("checkout.advanceAfterPaying")}</p>
          <UtrHelp id={helpId} />
          <UtrField helpId={helpId} value={transactionId} onChange={setTransactionId} />
          <ErrorAlert message={error} />
          <PaymentStepButtons busy={fetcher.state !== "idle"} onLater={onDone} />
        </form>
      </div>
    </section>
  );
}
