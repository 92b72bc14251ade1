/**
 * An order's admin buttons, drawn from the one order-status table: a transition that needs details (a shipment's
 * courier and tracking, a cancellation's reason, a refund's reference, the cash collected on delivery) opens its
 * form first; one that needs a confirmation for this order (verifying an underpaid payment) opens its confirm step.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  availableTransitions,
  cashToCollect,
  confirmationNeeded,
  paymentFactsOf,
  shortOrderRef,
  type Transition,
  type TransitionInput,
  type TransitionName,
} from "../../../worker/domains/orders/shared/status";
import { TRANSITION_INPUT_FIELDS, type TransitionInputField } from "../../../worker/domains/orders/shared/transition-input";
import type { OrderView } from "../../../worker/domains/orders/shared/views";
import { rupeesToPaise } from "../../../worker/shared/money";

type Submit = (body: { intent: string; [key: string]: unknown }) => void;

/** Which step of which order is open: a transition's form or its confirm step. */
export type OpenStep = { orderId: string; transition: TransitionName } | null;

const FIELD = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm";
const LABEL = "block text-sm font-semibold text-stone-800";

function Field({ id, label, children }: { id: string; label: string; children: (id: string) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

type Control = { id: string; name: string; order: OrderView };

/** A courier cost in rupees, optional: blank is "not known yet". */
export function rtoCostInput({ id, name, defaultValue }: { id: string; name: string; defaultValue?: string }) {
  return <input id={id} name={name} inputMode="decimal" pattern="\d+(\.\d{1,2})?" autoComplete="off" defaultValue={defaultValue} className={FIELD} />;
}

/**
 * How the form asks for each field a transition input carries. Which input carries which field, and the field's
 * name (the update body's, API.md PUT /api/order/:orderId), come from the one list of transition-input.ts.
 */
const FIELD_FORMS: Record<TransitionInputField, { label: string; control: (field: Control) => ReactNode }> = {
  courier: { label: "Courier", control: ({ id, name }) => <input id={id} name={name} required maxLength={100} autoComplete="off" className={FIELD} /> },
  trackingNumber: { label: "Tracking number", control: ({ id, name }) => <input id={id} name={name} required maxLength={100} autoComplete="off" className={FIELD} /> },
  trackingUrl: { label: "Tracking URL (optional)", control: ({ id, name }) => <input id={id} name={name} type="url" maxLength={500} placeholder="https://" className={FIELD} /> },
  reason: { label: "Reason for cancelling", control: ({ id, name }) => <textarea id={id} name={name} required maxLength={500} rows={2} className={FIELD} /> },
  refundReference: {
    label: "Refund reference (UTR or bank reference)",
    control: ({ id, name }) => <input id={id} name={name} required maxLength={100} autoComplete="off" className={FIELD} />,
  },
  amountPaid: {
    label: "Cash collected (₹)",
    control: ({ id, name, order }) => <input id={id} name={name} required inputMode="decimal" pattern="\d+(\.\d{1,2})?" defaultValue={String(cashToCollect(order))} className={FIELD} />,
  },
  // Issue 32: a returned parcel's courier costs, optional (they can be recorded later on the card).
  rtoForwardCost: { label: "Courier cost out (₹, optional)", control: rtoCostInput },
  rtoReturnCost: { label: "Courier cost back (₹, optional)", control: rtoCostInput },
};

/** The fields of one kind of transition input, side by side when there are several. */
function InputFields({ input, order }: { input: TransitionInput; order: OrderView }) {
  const fields = TRANSITION_INPUT_FIELDS[input].map((name) => (
    <Field key={name} id={`${input}-${name}-${order._id}`} label={FIELD_FORMS[name].label}>
      {(id) => FIELD_FORMS[name].control({ id, name, order })}
    </Field>
  ));
  return fields.length > 1 ? <div className="grid gap-3 sm:grid-cols-3">{fields}</div> : <>{fields}</>;
}

const SUBMIT_LABELS: Record<TransitionInput, string> = {
  shipment: "Mark shipped",
  reason: "Cancel this order",
  refund: "Record refund",
  cash: "Record cash and delivery",
  rto: "Mark returned",
};

/** A transition's form: its fields, then the button that sends them with the transition. */
function TransitionForm({ order, transition, busy, submit, onClose }: { order: OrderView; transition: Transition & { input: TransitionInput }; busy: boolean; submit: Submit; onClose: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>("input, textarea")?.focus(), []);
  const ref = shortOrderRef(order._id);
  const [typedCash, setTypedCash] = useState(String(cashToCollect(order)));
  // Cash that is not the bill is recorded only with the admin's explicit tick (the server refuses it otherwise).
  const difference = transition.input === "cash" ? cashDifference(transition, order, typedCash) : null;
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { confirm, ...fields } = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const confirmation = confirm && transition.confirmation ? { [transition.confirmation.flag]: true } : {};
    submit({ intent: "transition", transition: transition.name, id: order._id, ...fields, ...confirmation });
  }
  return (
    <form
      ref={form}
      onSubmit={send}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      aria-label={`${transition.label} for order ${ref}`}
      data-transition-form={transition.name}
      onInput={(event) => {
        const field = event.target as HTMLInputElement;
        if (field.name === "amountPaid") setTypedCash(field.value);
      }}
      className={`mt-3 space-y-3 rounded-lg p-4 ring-1 ${transition.destructive ? "bg-red-50 ring-red-300" : "bg-stone-50 ring-stone-300"}`}
    >
      <InputFields input={transition.input} order={order} />
      {difference && (
        <label className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-400">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4" />
          <span>
            {difference}. {transition.confirmation?.confirmLabel}
          </span>
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
            transition.destructive ? "bg-red-700 hover:bg-red-800" : "bg-leaf-700 hover:bg-leaf-800"
          }`}
        >
          {SUBMIT_LABELS[transition.input]}
          <span className="sr-only"> for order {ref}</span>
        </button>
        <button type="button" onClick={onClose} className="rounded-lg px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300">
          Close
        </button>
      </div>
    </form>
  );
}

/** Why the cash typed for a cash-collected change needs the admin's tick (it is not the bill, less any advance), or null. */
function cashDifference(transition: Transition, order: OrderView, typed: string): string | null {
  const rupees = Number(typed);
  if (!/^\d+(\.\d{1,2})?$/.test(typed.trim()) || !Number.isFinite(rupees)) return null;
  // Issue 32: compared with the bill less a verified advance, as the server compares it.
  const facts = { ...paymentFactsOf(order), paymentStatus: "done" as const, billPaise: rupeesToPaise(cashToCollect(order)), amountPaidPaise: rupeesToPaise(rupees) };
  return confirmationNeeded(transition, facts)?.reason ?? null;
}

/**
 * The confirm step of a transition that needs one (verifying an underpaid payment): an inline alert dialog that
 * takes focus when it opens, says why, and sends the confirmation only from its own button; Escape or Cancel
 * closes it.
 */
function ConfirmStep({ order, transition, reason, busy, onConfirm, onCancel }: { order: OrderView; transition: Transition; reason: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const ref = shortOrderRef(order._id);
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-labelledby={`confirm-title-${order._id}`}
      aria-describedby={`confirm-reason-${order._id}`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onCancel();
      }}
      className="mt-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-2 ring-amber-400 focus:outline-none focus-visible:ring-4"
    >
      <p id={`confirm-title-${order._id}`} className="font-bold">
        Verify an underpaid payment for order #{ref}?
      </p>
      <p id={`confirm-reason-${order._id}`} className="mt-1">
        {reason}. Verifying it anyway records in the order&apos;s history that you accepted the shortfall.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={onConfirm} className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60">
          {transition.confirmation?.confirmLabel}
          <span className="sr-only"> for order {ref}</span>
        </button>
        <button type="button" onClick={onCancel} className="rounded-lg px-4 py-2 font-semibold text-stone-800 ring-1 ring-stone-300">
          Cancel
        </button>
      </div>
    </div>
  );
}

export function OrderActions({ order, open, setOpen, busy, submit }: { order: OrderView; open: OpenStep; setOpen: (step: OpenStep) => void; busy: boolean; submit: Submit }) {
  const actions = availableTransitions(order, "admin");
  const facts = paymentFactsOf(order);
  const openTransition = open?.orderId === order._id ? actions.find((t) => t.name === open.transition) : undefined;
  const confirmNeeded = openTransition && !openTransition.input ? confirmationNeeded(openTransition, facts) : null;
  if (actions.length === 0) return null;

  function close(transition: TransitionName) {
    setOpen(null);
    // Back to the button that opened the step, so keyboard users keep their place.
    document.getElementById(`action-${transition}-${order._id}`)?.focus();
  }
  function start(transition: Transition) {
    if (transition.input || confirmationNeeded(transition, facts)) setOpen(openTransition === transition ? null : { orderId: order._id, transition: transition.name });
    else submit({ intent: "transition", transition: transition.name, id: order._id });
  }

  return (
    <>
      <div className="mt-4 flex flex-wrap gap-2">
        {actions.map((transition) => {
          const opensStep = Boolean(transition.input || confirmationNeeded(transition, facts));
          return (
            <button
              key={transition.name}
              id={`action-${transition.name}-${order._id}`}
              type="button"
              disabled={busy}
              aria-expanded={opensStep ? openTransition === transition : undefined}
              onClick={() => start(transition)}
              className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-60 ${
                transition.destructive ? "bg-red-700 hover:bg-red-800" : "bg-leaf-700 hover:bg-leaf-800"
              }`}
            >
              {transition.label}
              <span className="sr-only"> for order {shortOrderRef(order._id)}</span>
            </button>
          );
        })}
      </div>
      {openTransition?.input && (
        <TransitionForm
          key={openTransition.name}
          order={order}
          transition={openTransition as Transition & { input: TransitionInput }}
          busy={busy}
          submit={submit}
          onClose={() => close(openTransition.name)}
        />
      )}
      {openTransition && confirmNeeded && (
        <ConfirmStep
          order={order}
          transition={openTransition}
          reason={confirmNeeded.reason}
          busy={busy}
          onConfirm={() => submit({ intent: "transition", transition: openTransition.name, id: order._id, confirmUnderpaid: true })}
          onCancel={() => close(openTransition.name)}
        />
      )}
    </>
  );
}
