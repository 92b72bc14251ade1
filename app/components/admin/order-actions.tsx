/**
 * An order's admin buttons, drawn from the one order-status table: a transition that needs details (a shipment's
 * courier and tracking, a cancellation's reason, a refund's reference, the cash collected on delivery) opens its
 * form first; one that needs a confirmation for this order (verifying an underpaid payment) opens its confirm step.
 */
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import {
  availableTransitions,
  confirmationNeeded,
  paymentFactsOf,
  shortOrderRef,
  type Transition,
  type TransitionInput,
  type TransitionName,
} from "~/lib/order-status";
import type { OrderView } from "~/lib/orders";

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

/** The fields of each kind of transition input; names are the update body's (API.md, PUT /api/order/:orderId). */
function InputFields({ input, order }: { input: TransitionInput; order: OrderView }) {
  const id = (field: string) => `${input}-${field}-${order._id}`;
  switch (input) {
    case "shipment":
      return (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id={id("courier")} label="Courier">
            {(fieldId) => <input id={fieldId} name="courier" required maxLength={100} autoComplete="off" className={FIELD} />}
          </Field>
          <Field id={id("trackingNumber")} label="Tracking number">
            {(fieldId) => <input id={fieldId} name="trackingNumber" required maxLength={100} autoComplete="off" className={FIELD} />}
          </Field>
          <Field id={id("trackingUrl")} label="Tracking URL (optional)">
            {(fieldId) => <input id={fieldId} name="trackingUrl" type="url" maxLength={500} placeholder="https://" className={FIELD} />}
          </Field>
        </div>
      );
    case "reason":
      return (
        <Field id={id("reason")} label="Reason for cancelling">
          {(fieldId) => <textarea id={fieldId} name="reason" required maxLength={500} rows={2} className={FIELD} />}
        </Field>
      );
    case "refund":
      return (
        <Field id={id("refundReference")} label="Refund reference (UTR or bank reference)">
          {(fieldId) => <input id={fieldId} name="refundReference" required maxLength={100} autoComplete="off" className={FIELD} />}
        </Field>
      );
    case "cash":
      return (
        <Field id={id("amountPaid")} label="Cash collected (₹)">
          {(fieldId) => (
            <input id={fieldId} name="amountPaid" required inputMode="decimal" pattern="\d+(\.\d{1,2})?" defaultValue={String(order.bill)} className={FIELD} />
          )}
        </Field>
      );
  }
}

const SUBMIT_LABELS: Record<TransitionInput, string> = {
  shipment: "Mark shipped",
  reason: "Cancel this order",
  refund: "Record refund",
  cash: "Record cash and delivery",
};

/** A transition's form: its fields, then the button that sends them with the transition. */
function TransitionForm({ order, transition, busy, submit, onClose }: { order: OrderView; transition: Transition & { input: TransitionInput }; busy: boolean; submit: Submit; onClose: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>("input, textarea")?.focus(), []);
  const ref = shortOrderRef(order._id);
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    submit({ intent: "transition", transition: transition.name, id: order._id, ...fields });
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
      className={`mt-3 space-y-3 rounded-lg p-4 ring-1 ${transition.destructive ? "bg-red-50 ring-red-300" : "bg-stone-50 ring-stone-300"}`}
    >
      <InputFields input={transition.input} order={order} />
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
