/**
 * One order on the "My orders" list (issue 31): a compact card (reference, date, what it holds, total, statuses and
 * what is due) whose title links to the order's own page.
 */
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { srOnly, T } from "~/lib/trans";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "~/lib/order-status";
import { dueText } from "./amount-due";
import { orderCardTone, shortOrderRef } from "../../../worker/domains/orders/shared/status";
import type { OrderSummary } from "../../../worker/domains/orders/shared/timeline";

const TONE_BORDER = {
  wrong: "border-l-red-600",
  unpaid: "border-l-amber-500",
  delivered: "border-l-green-600",
  "in-progress": "border-l-orange-400",
  closed: "border-l-stone-400",
} as const;

export function OrderSummaryCard({ order }: { order: OrderSummary }) {
  const { t, rupees, date } = useT();
  const ref = shortOrderRef(order._id);
  const tone = orderCardTone(order);
  const title = order.orderStatus === "wrong order" ? t("orders.deprecated") : t("orders.cardTitle", { ref });
  return (
    <article data-order={order._id} className={`flex gap-4 rounded-2xl border-l-4 bg-white p-4 shadow-sm ring-1 ring-stone-200 ${TONE_BORDER[tone]}`}>
      <img src={order.image ?? "/favicon.svg"} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="text-lg font-bold text-stone-900">
            <Link to={`/orders/${order._id}`} className="underline-offset-4 hover:underline focus-visible:underline">
              {title}
            </Link>
          </h2>
          <p className="font-semibold text-stone-900">{rupees(order.bill)}</p>
        </div>
        <p className="text-sm text-stone-700">
          <time dateTime={order.createdAt}>{t("orders.placedOn", { date: date(order.createdAt) })}</time> · {t("orders.itemCount", { count: order.itemCount })}
        </p>
        <p className="mt-1 truncate text-sm text-stone-800">{order.names.join(", ")}</p>
        <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
          <span data-status={order.orderStatus} className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">
            {t(ORDER_STATUS_LABELS[order.orderStatus])}
          </span>
          <span data-status={order.paymentStatus} className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">
            {t(PAYMENT_STATUS_LABELS[order.paymentStatus])}
          </span>
        </p>
        <p data-due={order.due.kind} className="mt-2 text-sm font-semibold text-stone-900">
          {dueText(order.due, t, rupees)}
        </p>
        <Link to={`/orders/${order._id}`} className="mt-1 inline-block text-sm font-semibold text-leaf-800 underline" aria-hidden="true" tabIndex={-1}>
          <T id="orders.openOrder" values={{ ref }} components={{ sr: srOnly }} />
        </Link>
      </div>
    </article>
  );
}
