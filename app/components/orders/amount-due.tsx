/**
 * What is due on an order in its state now (issue 31), as worker/domains/orders/shared/timeline.ts `amountDue` says:
 * a UPI order still to pay links to the checkout's payment step; cash on delivery names the courier's amount; a
 * cancelled cash-on-delivery order or a paid one owes nothing; a refund owed or sent is said as such.
 */
import { Link } from "~/components/ui/link";
import { useT, type Translate } from "~/lib/i18n";
import { srOnly, T } from "~/lib/trans";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import type { AmountDue, AmountDueKind } from "../../../worker/domains/orders/shared/timeline";

const DUE_TEXT: Readonly<Record<AmountDueKind, MessageId>> = {
  "pay-now": "orders.due.payNow",
  "pay-advance": "orders.due.payAdvance",
  "checking-advance": "orders.due.checkingAdvance",
  "pay-courier": "orders.due.payCourier",
  "checking-payment": "orders.due.checkingPayment",
  "refund-owed": "orders.due.refundOwed",
  "checking-refund": "orders.due.checkingRefund",
  refunded: "orders.due.refunded",
  nothing: "orders.due.nothing",
};

/** What is due, in a sentence ("₹256 to pay by UPI."): the order page's note and the list's cards say it alike. */
export function dueText(due: AmountDue, t: Translate, rupees: (amount: number) => string): string {
  return t(DUE_TEXT[due.kind], { amount: rupees(due.amount) });
}

/** Owing money stands out (amber); everything else is a calm note. */
const OWING: readonly AmountDueKind[] = ["pay-now", "pay-advance", "pay-courier"];

export function AmountDueNote({ due, orderId, orderRef }: { due: AmountDue; orderId: string; orderRef: string }) {
  const { t, rupees } = useT();
  const amount = rupees(due.amount);
  const tone = OWING.includes(due.kind) ? "bg-amber-50 ring-amber-300" : "bg-white ring-stone-200";
  return (
    <div data-due={due.kind} className={`rounded-2xl p-5 ring-1 ${tone}`}>
      <p className="font-semibold text-stone-900">{dueText(due, t, rupees)}</p>
      {due.kind === "pay-now" && (
        <Link
          to={`/checkout?pay=${encodeURIComponent(orderId)}`}
          className="mt-3 inline-block rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800"
        >
          <T id="orders.due.payNowLink" values={{ amount, ref: orderRef }} components={{ sr: srOnly }} />
        </Link>
      )}
      {due.kind === "pay-advance" && (
        <Link
          to={`/checkout?pay=${encodeURIComponent(orderId)}`}
          className="mt-3 inline-block rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800"
        >
          <T id="orders.due.payAdvanceLink" values={{ amount, ref: orderRef }} components={{ sr: srOnly }} />
        </Link>
      )}
    </div>
  );
}
