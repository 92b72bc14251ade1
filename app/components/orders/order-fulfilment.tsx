/**
 * What happened to an order after it was placed, as the customer's card and the admin's card both show it: cash on
 * delivery, the shipment with its tracking link, why it was cancelled, where its refund stands, and its GST invoice
 * and credit note to download.
 */
import { useT, type Translate } from "~/lib/i18n";
import { srOnly, T } from "~/lib/trans";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { amountDue } from "../../../worker/domains/orders/shared/timeline";
import { trackingOf } from "../../../worker/domains/orders/shared/tracking";

type Facts = Pick<
  OrderView,
  | "_id"
  | "paymentMethod"
  | "paymentStatus"
  | "orderStatus"
  | "bill"
  | "amountPaid"
  | "courier"
  | "trackingNumber"
  | "trackingUrl"
  | "cancelReason"
  | "refundReference"
  | "refundDue"
  | "invoiceNumber"
  | "creditNoteNumber"
  | "buyerGstin"
  | "buyerBusinessName"
>;

const linkClass = "font-semibold text-leaf-800 underline";

/** The order's GST documents: each a download (/orders/:id/invoice signs a visitor in first). */
function documentLines(order: Facts) {
  const lines = [];
  if (order.buyerGstin) {
    lines.push(
      <li key="business" data-fulfilment="business">
        <T
          id="orders.businessInvoice"
          values={{ name: order.buyerBusinessName ?? "", gstin: order.buyerGstin }}
          components={{ mono: <span className="font-mono" /> }}
        />
      </li>,
    );
  }
  if (order.invoiceNumber) {
    lines.push(
      <li key="invoice" data-fulfilment="invoice">
        <T
          id="orders.invoice"
          values={{ number: order.invoiceNumber }}
          components={{ link: <a href={`/orders/${order._id}/invoice`} download className={linkClass} />, sr: srOnly }}
        />
      </li>,
    );
  }
  if (order.creditNoteNumber) {
    lines.push(
      <li key="credit-note" data-fulfilment="credit-note">
        <T
          id="orders.creditNote"
          values={{ number: order.creditNoteNumber }}
          components={{ link: <a href={`/orders/${order._id}/credit-note`} download className={linkClass} />, sr: srOnly }}
        />
      </li>,
    );
  }
  return lines;
}


export function OrderFulfilment({ order, className = "" }: { order: Facts; className?: string }) {
  const { t, rupees } = useT();
  const lines = [...statusLines(order, t, rupees), ...documentLines(order)];
  if (lines.length === 0) return null;
  return <ul className={`space-y-1 rounded-lg bg-white/70 px-3 py-2 text-sm text-stone-900 ring-1 ring-stone-300 ${className}`}>{lines}</ul>;
}

/** Cash on delivery, the shipment, a cancellation or return, and where the money stands. */
function statusLines(order: Facts, t: Translate, rupees: (amount: number) => string) {
  const lines = [];
  if (order.paymentMethod === "cod") {
    lines.push(
      <li key="cod" data-fulfilment="cod">
        {/* A cancelled or returned cash-on-delivery order owes the courier nothing (issue 31: amountDue's rule). */}
        {amountDue(order).kind === "pay-courier" ? t("orders.codToPay", { amount: rupees(order.bill) }) : t("orders.codDone")}
      </li>,
    );
  }
  if (order.courier && order.trackingNumber) {
    const url = trackingOf(order)?.url ?? null;
    lines.push(
      <li key="shipment" data-fulfilment="shipment">
        <T id="orders.shipped" values={{ courier: order.courier, number: order.trackingNumber }} components={{ mono: <span className="font-mono" /> }} />
        {url && (
          <>
            {" "}
            ·{" "}
            <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-leaf-800 underline">
              <T id="orders.track" values={{ courier: order.courier, number: order.trackingNumber }} components={{ sr: srOnly }} />
            </a>
          </>
        )}
      </li>,
    );
  }
  if (order.orderStatus === "cancelled") {
    lines.push(
      <li key="cancelled" data-fulfilment="cancelled">
        {order.cancelReason ? t("orders.cancelledBecause", { reason: order.cancelReason }) : t("orders.cancelled")}
      </li>,
    );
  }
  if (order.orderStatus === "returned") {
    lines.push(
      <li key="returned" data-fulfilment="returned">
        {t("orders.returned")}
      </li>,
    );
  }
  if (order.paymentStatus === "refund pending") {
    lines.push(
      <li key="refund" data-fulfilment="refund-pending">
        {t("orders.refundPending", { amount: rupees(order.amountPaid) })}
      </li>,
    );
  }
  if (order.paymentStatus === "payment to check") {
    lines.push(
      <li key="refund" data-fulfilment="payment-to-check">
        {t("orders.paymentToCheck", { amount: rupees(order.amountPaid) })}
      </li>,
    );
  }
  if (order.paymentStatus === "refunded") {
    lines.push(
      <li key="refund" data-fulfilment="refunded">
        {t("orders.refunded", { amount: rupees(order.amountPaid), reference: order.refundReference ?? "-" })}
      </li>,
    );
  }
  return lines;
}
