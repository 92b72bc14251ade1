/**
 * Issue 32 on the admin order card: a cash-on-delivery order whose rules asked for an advance by UPI says where the
 * advance stands. Due or reported, the order cannot ship; a reported one is verified from the bank statement (the
 * Payments page) or with the card's "Advance verified" button (the status table's verify-advance, offered only once
 * the customer has reported it). Verified, the courier collects the rest.
 */
import { cashToCollect } from "../../../worker/domains/orders/shared/status";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { formatRupees } from "../../../worker/shared/money";

export function AdvanceNotice({ order }: { order: OrderView }) {
  const advance = order.advance;
  if (!advance) return null;
  const amount = formatRupees(advance.amount);
  if (advance.status === "verified") {
    return (
      <p data-advance="verified" className="mt-3 text-sm text-stone-800">
        Advance {formatRupees(order.amountPaid > 0 && order.paymentStatus === "cod" ? order.amountPaid : advance.amount)} verified
        {order.paymentStatus === "cod" ? `: collect ${formatRupees(cashToCollect(order))} in cash on delivery.` : "."}
      </p>
    );
  }
  return (
    <p data-advance={advance.status} className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
      {advance.status === "due"
        ? `Advance of ${amount} by UPI not paid yet: this order cannot ship until it is paid and verified.`
        : `Advance of ${amount} reported (UPI reference ${order.transactionId ?? "-"}): verify it from the bank statement before shipping.`}
    </p>
  );
}
