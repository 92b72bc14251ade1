/**
 * What happened to an order after it was placed, as the customer's card and the admin's card both show it: cash on
 * delivery, the shipment with its tracking link, why it was cancelled, where its refund stands, and its GST invoice
 * and credit note to download.
 */
import { formatRupees } from "../../../worker/shared/money";
import type { OrderView } from "../../../worker/domains/orders/shared/views";

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
        Invoice to {order.buyerBusinessName}, GSTIN <span className="font-mono">{order.buyerGstin}</span>
      </li>,
    );
  }
  if (order.invoiceNumber) {
    lines.push(
      <li key="invoice" data-fulfilment="invoice">
        Invoice {order.invoiceNumber} ·{" "}
        <a href={`/orders/${order._id}/invoice`} download className={linkClass}>
          Download invoice<span className="sr-only"> {order.invoiceNumber}</span>
        </a>
      </li>,
    );
  }
  if (order.creditNoteNumber) {
    lines.push(
      <li key="credit-note" data-fulfilment="credit-note">
        Credit note {order.creditNoteNumber} ·{" "}
        <a href={`/orders/${order._id}/credit-note`} download className={linkClass}>
          Download credit note<span className="sr-only"> {order.creditNoteNumber}</span>
        </a>
      </li>,
    );
  }
  return lines;
}

/** Only a web address is ever a link (the server accepts http(s) only; this keeps a stored value from becoming script). */
function safeTrackingUrl(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export function OrderFulfilment({ order, className = "" }: { order: Facts; className?: string }) {
  const lines = [];
  if (order.paymentMethod === "cod") {
    lines.push(
      <li key="cod" data-fulfilment="cod">
        {order.paymentStatus === "cod" ? `Cash on delivery: ${formatRupees(order.bill)} to be paid to the courier.` : "Cash on delivery."}
      </li>,
    );
  }
  if (order.courier && order.trackingNumber) {
    const url = safeTrackingUrl(order.trackingUrl);
    lines.push(
      <li key="shipment" data-fulfilment="shipment">
        Shipped by {order.courier}, tracking number <span className="font-mono">{order.trackingNumber}</span>
        {url && (
          <>
            {" "}
            ·{" "}
            <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-leaf-800 underline">
              Track your parcel<span className="sr-only"> ({order.courier} {order.trackingNumber})</span>
            </a>
          </>
        )}
      </li>,
    );
  }
  if (order.orderStatus === "cancelled") {
    lines.push(
      <li key="cancelled" data-fulfilment="cancelled">
        Cancelled{order.cancelReason ? `: ${order.cancelReason}` : "."}
      </li>,
    );
  }
  if (order.orderStatus === "returned") {
    lines.push(
      <li key="returned" data-fulfilment="returned">
        Refused at delivery and returned.
      </li>,
    );
  }
  if (order.paymentStatus === "refund pending") {
    lines.push(
      <li key="refund" data-fulfilment="refund-pending">
        Refund pending: {formatRupees(order.amountPaid)} will be refunded.
      </li>,
    );
  }
  if (order.paymentStatus === "payment to check") {
    lines.push(
      <li key="refund" data-fulfilment="payment-to-check">
        Payment to check: we are looking for the {formatRupees(order.amountPaid)} you reported in our bank statement. If it
        reached us, we will refund it and write to you.
      </li>,
    );
  }
  if (order.paymentStatus === "refunded") {
    lines.push(
      <li key="refund" data-fulfilment="refunded">
        Refunded {formatRupees(order.amountPaid)} (ref {order.refundReference ?? "-"}).
      </li>,
    );
  }
  lines.push(...documentLines(order));
  if (lines.length === 0) return null;
  return <ul className={`space-y-1 rounded-lg bg-white/70 px-3 py-2 text-sm text-stone-900 ring-1 ring-stone-300 ${className}`}>{lines}</ul>;
}
