/**
 * Issue 32 (item 4) on the admin order card: the courier's failed delivery attempts, listed oldest first, and on a
 * shipped order "Delivery failed" (a form: the reason from the fixed list, a note the customer also reads, the next
 * attempt's day, today or later in India). A returned order shows its courier costs out and back and lets the admin
 * record or correct them. Both post to the orders page's action; a refused post keeps the form and what was typed
 * (the page shows the message), a saved one closes it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { DELIVERY_FAILURE_LABELS, DELIVERY_FAILURE_REASONS } from "../../../worker/domains/orders/shared/delivery-attempts";
import { shortOrderRef } from "../../../worker/domains/orders/shared/status";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { istDay } from "../../../worker/shared/ist";
import { formatRupees } from "../../../worker/shared/money";
import { rtoCostInput } from "./order-actions";

type Submit = (body: { intent: string; [key: string]: unknown }) => void;

const FIELD = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm";
const LABEL = "block text-sm font-semibold text-stone-800";
const BUTTON = "rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60";

/** "9 Dec 2026" for an IST day. */
const dayText = (day: string) => new Date(`${day}T12:00:00+05:30`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** A form that is open until the order changes (its updatedAt moves only when the save applied): it remembers the version it was opened on. */
function useOpenUntilSaved(order: OrderView) {
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const setOpen = (open: boolean) => setOpenedOn(open ? order.updatedAt : null);
  return [openedOn === order.updatedAt, setOpen] as const;
}

function formFields(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  return Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
}

function AttemptForm({ order, busy, submit, onClose }: { order: OrderView; busy: boolean; submit: Submit; onClose: () => void }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>("select")?.focus(), []);
  const ref = shortOrderRef(order._id);
  return (
    <form
      ref={form}
      aria-label={`Delivery failed for order ${ref}`}
      data-attempt-form
      onSubmit={(event) => submit({ intent: "delivery-attempt", id: order._id, ...formFields(event) })}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="mt-3 space-y-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-reason`} className={LABEL}>
            Why the courier could not deliver
          </label>
          <select id={`${id}-reason`} name="reason" required defaultValue="" className={FIELD}>
            <option value="" disabled>
              Choose a reason
            </option>
            {DELIVERY_FAILURE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {DELIVERY_FAILURE_LABELS[reason]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-next`} className={LABEL}>
            Next attempt (optional)
          </label>
          <input id={`${id}-next`} name="nextAttemptOn" type="date" min={istDay()} className={FIELD} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={LABEL}>
          Note (optional; the customer sees it)
        </label>
        <textarea id={`${id}-note`} name="note" maxLength={500} rows={2} className={FIELD} />
      </div>
      {order.paymentMethod === "cod" && <p className="text-sm text-amber-950">The customer will be asked to confirm again that they still want this cash-on-delivery order.</p>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={`${BUTTON} bg-leaf-700 text-white hover:bg-leaf-800`}>
          Record failed attempt<span className="sr-only"> for order {ref}</span>
        </button>
        <button type="button" onClick={onClose} className={`${BUTTON} text-stone-800 ring-1 ring-stone-300`}>
          Close
        </button>
      </div>
    </form>
  );
}

/** The attempts so far, and "Delivery failed" on a shipped order. */
export function DeliveryAttempts({ order, busy, submit }: { order: OrderView; busy: boolean; submit: Submit }) {
  const [open, setOpen] = useOpenUntilSaved(order);
  const button = useRef<HTMLButtonElement>(null);
  const attempts = order.deliveryAttempts;
  if (attempts.length === 0 && order.orderStatus !== "shipped") return null;
  function close() {
    setOpen(false);
    button.current?.focus();
  }
  return (
    <div className="mt-3 text-sm">
      {attempts.length > 0 && (
        <>
          <h4 className="font-semibold text-stone-900">Failed delivery attempts ({attempts.length})</h4>
          <ol data-delivery-attempts className="mt-1 list-decimal space-y-1 pl-5">
            {attempts.map((attempt) => (
              <li key={attempt.at}>
                {new Date(attempt.at).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}: {DELIVERY_FAILURE_LABELS[attempt.reason]}
                {attempt.nextAttemptOn ? `; next attempt ${dayText(attempt.nextAttemptOn)}` : "; next attempt not fixed"}
                {attempt.note && <span className="text-stone-700"> ({attempt.note})</span>}
              </li>
            ))}
          </ol>
        </>
      )}
      {order.orderStatus === "shipped" && (
        <>
          <button
            ref={button}
            type="button"
            disabled={busy}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className={`${BUTTON} mt-2 bg-amber-100 text-amber-950 ring-1 ring-amber-400 hover:bg-amber-200`}
          >
            Delivery failed<span className="sr-only"> for order {shortOrderRef(order._id)}</span>
          </button>
          {open && <AttemptForm order={order} busy={busy} submit={submit} onClose={close} />}
        </>
      )}
    </div>
  );
}

/** A returned order's courier costs, and their form (record them late, or correct them). */
export function RtoCosts({ order, busy, submit }: { order: OrderView; busy: boolean; submit: Submit }) {
  const [open, setOpen] = useOpenUntilSaved(order);
  const id = useId();
  if (order.orderStatus !== "returned") return null;
  const cost = order.rtoCost;
  const amount = (rupees: number | null | undefined) => (rupees === null || rupees === undefined ? "not recorded" : formatRupees(rupees));
  const ref = shortOrderRef(order._id);
  return (
    <div data-rto-cost className="mt-3 text-sm">
      <p>
        <span className="font-semibold">Courier cost of the return:</span> out {amount(cost?.forward)}, back {amount(cost?.return)}
        {cost && <span> (total {formatRupees((cost.forward ?? 0) + (cost.return ?? 0))})</span>}
      </p>
      <button type="button" disabled={busy} aria-expanded={open} onClick={() => setOpen(!open)} className={`${BUTTON} mt-2 text-stone-900 ring-1 ring-stone-300`}>
        {cost ? "Correct courier costs" : "Record courier costs"}
        <span className="sr-only"> for order {ref}</span>
      </button>
      {open && (
        <form
          aria-label={`Courier costs for order ${ref}`}
          onSubmit={(event) => submit({ intent: "rto-costs", id: order._id, ...formFields(event) })}
          className="mt-3 space-y-3 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-300"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {(
              [
                ["rtoForwardCost", "Courier cost out (₹; blank: not known)", cost?.forward],
                ["rtoReturnCost", "Courier cost back (₹; blank: not known)", cost?.return],
              ] as const
            ).map(([name, label, value]) => (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className={LABEL}>
                  {label}
                </label>
                {rtoCostInput({ id: `${id}-${name}`, name, defaultValue: value === null || value === undefined ? "" : String(value) })}
              </div>
            ))}
          </div>
          <button type="submit" disabled={busy} className={`${BUTTON} bg-leaf-700 text-white hover:bg-leaf-800`}>
            Save courier costs<span className="sr-only"> for order {ref}</span>
          </button>
        </form>
      )}
    </div>
  );
}
