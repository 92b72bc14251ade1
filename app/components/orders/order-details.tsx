/**
 * The parts of an order's own page (issue 31) beside its timeline: the lines with pack and price and the breakup,
 * the delivery address, and the GST invoice and credit note to download (the /orders/:id/invoice document routes).
 */
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n";
import { srOnly, T } from "~/lib/trans";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { OrderLines } from "./order-lines";
import { PriceBreakup } from "./order-breakup";

const linkClass = "font-semibold text-leaf-800 underline";

export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function OrderItems({ order }: { order: OrderView }) {
  const { t } = useT();
  return (
    <Panel title={t("orders.itemsTitle")} id="order-items">
      <OrderLines order={order} className="divide-y divide-stone-100" />
      <PriceBreakup breakup={order.breakup} paymentMethod={order.paymentMethod} className="mt-3 border-t border-stone-200 pt-3" />
    </Panel>
  );
}

export function DeliveryAddress({ order }: { order: OrderView }) {
  const { t } = useT();
  // Issue 31: the person who receives the parcel (the customer unless another was named at checkout).
  const { doorNo, street, city, pincode, state, name, phoneNumber } = order.address;
  return (
    <Panel title={t("orders.deliverTo")} id="order-address">
      <address className="not-italic text-stone-800">
        {name}
        <br />
        {doorNo}, {street}
        <br />
        {city} {pincode}
        <br />
        {state}
        <br />
        <span className="text-sm text-stone-700">{phoneNumber}</span>
      </address>
    </Panel>
  );
}

/** The order's GST documents, once issued: each a download. */
export function OrderDocuments({ order }: { order: OrderView }) {
  const { t } = useT();
  if (!order.invoiceNumber && !order.creditNoteNumber) return null;
  return (
    <Panel title={t("orders.documentsTitle")} id="order-documents">
      <ul className="space-y-1 text-sm text-stone-900">
        {order.invoiceNumber && (
          <li data-document="invoice">
            <T
              id="orders.invoice"
              values={{ number: order.invoiceNumber }}
              components={{ link: <a href={`/orders/${order._id}/invoice`} download className={linkClass} />, sr: srOnly }}
            />
          </li>
        )}
        {order.creditNoteNumber && (
          <li data-document="credit-note">
            <T
              id="orders.creditNote"
              values={{ number: order.creditNoteNumber }}
              components={{ link: <a href={`/orders/${order._id}/credit-note`} download className={linkClass} />, sr: srOnly }}
            />
          </li>
        )}
      </ul>
    </Panel>
  );
}
