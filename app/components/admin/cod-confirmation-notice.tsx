/**
 * Issue 32 on the admin order card: a cash-on-delivery order awaiting its customer's confirmation says so, with a
 * Confirm button for the admin who has confirmed it by phone (the page's action; the service records it in the
 * audit log). It cannot be shipped until then, so the card offers no "Shipped"; the card says by when it must be
 * confirmed before it is cancelled. A confirmed order says who and when; an expired one that it was cancelled.
 * Issue 32 (item 4): a shipped order awaits again after a failed delivery attempt, and says so.
 */
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { shortOrderRef } from "../../../worker/domains/orders/shared/status";

type Submit = (body: { intent: string; [key: string]: unknown }) => void;

/** A moment in India's time, as the admin pages write it. */
const istTime = (iso: string) => `${new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" })} IST`;

export function CodConfirmationNotice({ order, busy, submit }: { order: OrderView; busy: boolean; submit: Submit }) {
  const cod = order.codConfirmation;
  if (!cod) return null;
  if (cod.status === "awaiting") {
    return (
      <div data-cod-confirmation="awaiting" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm ring-1 ring-amber-300">
        <p className="font-semibold text-amber-950">
          {order.orderStatus === "shipped"
            ? "Awaiting confirmation again: the courier could not deliver, and the customer has not yet said they still want it."
            : "Awaiting confirmation: the customer has not confirmed this cash-on-delivery order yet, so it cannot ship."}
          {cod.deadline && <span className="block font-normal">Cancelled automatically if not confirmed by {istTime(cod.deadline)}.</span>}
        </p>
        {(order.orderStatus === "not yet delivered" || order.orderStatus === "shipped") && (
          <button
            type="button"
            disabled={busy}
            onClick={() => submit({ intent: "confirm-cod", id: order._id })}
            className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
          >
            Confirm (after a phone call)<span className="sr-only"> for order {shortOrderRef(order._id)}</span>
          </button>
        )}
      </div>
    );
  }
  if (cod.status === "expired") {
    return (
      <p className="mt-3 text-sm font-semibold text-red-900">
        Confirmation expired: the customer never confirmed this order{cod.deadline ? ` by ${istTime(cod.deadline)}` : ""}, so it was cancelled and its stock put back.
      </p>
    );
  }
  if (!cod.by || !cod.at) return null;
  const who = cod.by === "customer" ? "the customer" : "an admin by phone";
  return (
    <p data-cod-confirmation="confirmed" className="mt-3 text-sm text-stone-800">
      Confirmed by {who} on {istTime(cod.at)}
    </p>
  );
}
