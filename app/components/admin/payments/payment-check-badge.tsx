/** How an order's reported payment stands against the imported bank statements, on the admin's order list. */
import { Link } from "react-router";
import { PAYMENT_CHECK_LABELS, type PaymentCheck } from "../../../../worker/domains/payments/shared/matching";

const CHECK_CLASSES: Record<PaymentCheck, string> = {
  matched: "bg-green-100 text-green-900",
  short: "bg-red-100 text-red-900",
  over: "bg-amber-100 text-amber-900",
  not_in_statement: "bg-red-200 text-red-950",
  unchecked: "bg-stone-100 text-stone-800",
  reversed: "bg-red-200 text-red-950",
  duplicate: "bg-amber-100 text-amber-900",
};

export function PaymentCheckBadge({ check }: { check: PaymentCheck }) {
  const label = PAYMENT_CHECK_LABELS[check];
  return (
    <Link
      to={check === "unchecked" ? "/admin/payments" : `/admin/payments?status=${check}`}
      data-payment-check={check}
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold underline-offset-2 hover:underline ${CHECK_CLASSES[check]}`}
    >
      {label}
    </Link>
  );
}
