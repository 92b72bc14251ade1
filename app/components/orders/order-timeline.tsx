/**
 * An order's story in plain words (issue 31): one line per step of worker/domains/orders/shared/timeline.ts, oldest
 * first, each with its date and time; the shipment's step carries the tracking. The newest step is marked as where
 * the order is now.
 */
import { useT, type Translate } from "~/lib/i18n";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import type { TimelineStep, TimelineStepKind } from "../../../worker/domains/orders/shared/timeline";
import type { Tracking } from "../../../worker/domains/orders/shared/tracking";
import { OrderTracking } from "./order-tracking";
import { DELIVERY_FAILURE_TEXT } from "../../../worker/domains/orders/shared/delivery-attempt-texts";

/** The words of each step: a Record, so a step added to the timeline without its words is a type error. */
const STEP_TEXT: Readonly<Record<TimelineStepKind, MessageId>> = {
  placed: "orders.step.placed",
  "payment-reported": "orders.step.paymentReported",
  paid: "orders.step.paid",
  "payment-not-found": "orders.step.paymentNotFound",
  shipped: "orders.step.shipped",
  delivered: "orders.step.delivered",
  "delivered-cash-paid": "orders.step.deliveredCashPaid",
  returned: "orders.step.returned",
  "cancelled-nothing-due": "orders.step.cancelledNothingDue",
  "cancelled-refund-due": "orders.step.cancelledRefundDue",
  "cancelled-checking-payment": "orders.step.cancelledCheckingPayment",
  "cancelled-not-confirmed": "orders.step.cancelledNotConfirmed",
  "refund-due": "orders.step.refundDue",
  refunded: "orders.step.refunded",
  "wrong-order": "orders.step.wrongOrder",
  "delivery-failed": "orders.step.deliveryFailed",
  "advance-reported": "orders.step.advanceReported",
  "advance-paid": "orders.step.advancePaid",
};

const BAD_STEPS: readonly TimelineStepKind[] = ["payment-not-found", "returned", "wrong-order"];

function stepText(step: TimelineStep, tracking: Tracking | null, t: Translate, rupees: (amount: number) => string): string {
  if (step.kind === "shipped" && !tracking) return t("orders.step.shippedUnknown");
  if (step.attempt) return t(STEP_TEXT[step.kind], { reason: t(DELIVERY_FAILURE_TEXT[step.attempt.reason]) });
  return t(STEP_TEXT[step.kind], { amount: rupees(step.amount ?? 0), courier: tracking?.courier ?? "" });
}

/** The reason of a cancellation or the reference of a refund, when the change recorded one. */
function stepDetail(step: TimelineStep, t: Translate): string | null {
  if (!step.detail) return null;
  if (step.kind === "refunded") return t("orders.step.reference", { reference: step.detail });
  return step.kind.startsWith("cancelled") ? t("orders.step.reason", { reason: step.detail }) : null;
}

/** Issue 32 (item 4): a failed attempt's next day (IST) and the courier's note, in plain words. */
function AttemptDetail({ attempt }: { attempt: NonNullable<TimelineStep["attempt"]> }) {
  const { t, date } = useT();
  const next = attempt.nextAttemptOn ? date(`${attempt.nextAttemptOn}T12:00:00+05:30`, { day: "numeric", month: "long", year: "numeric" }) : t("orders.attemptNextUnknown");
  return (
    <>
      <p className="text-sm font-semibold text-stone-800">{t("orders.step.nextAttempt", { date: next })}</p>
      {attempt.note && <p className="text-sm text-stone-800">{t("orders.step.courierNote", { note: attempt.note })}</p>}
    </>
  );
}

export function OrderTimeline({ steps, tracking }: { steps: TimelineStep[]; tracking: Tracking | null }) {
  const { t, rupees, date } = useT();
  return (
    <ol className="relative space-y-5 border-l-2 border-stone-300 pl-6">
      {steps.map((step, index) => {
        const latest = index === steps.length - 1;
        const detail = stepDetail(step, t);
        const dot = BAD_STEPS.includes(step.kind) ? "bg-red-600" : step.kind === "delivery-failed" ? "bg-amber-600" : latest ? "bg-leaf-800" : "bg-leaf-600";
        return (
          <li key={`${step.kind}-${step.at}`} data-step={step.kind} aria-current={latest ? "step" : undefined} className="relative">
            <span aria-hidden="true" className={`absolute -left-[33px] top-1 h-4 w-4 rounded-full ring-4 ring-white ${dot}`} />
            <p className={`font-semibold ${latest ? "text-stone-900" : "text-stone-800"}`}>{stepText(step, tracking, t, rupees)}</p>
            <time dateTime={step.at} className="text-sm text-stone-700">
              {date(step.at, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" })}
            </time>
            {detail && <p className="text-sm text-stone-800">{detail}</p>}
            {step.attempt && <AttemptDetail attempt={step.attempt} />}
            {step.kind === "shipped" && tracking && <OrderTracking tracking={tracking} />}
          </li>
        );
      })}
    </ol>
  );
}
