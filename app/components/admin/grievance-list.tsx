/**
 * The admin Grievances page: the tickets, overdue ones first and marked (a red ring and the word "Overdue", never
 * colour alone), due times in India's time, each ticket opening to its complaint, order, history and the reply
 * forms its status allows (drawn from the rules table, worker/domains/grievances/shared/status.ts).
 */
import { Link } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminSave } from "~/components/admin/use-admin-fetcher";
import {
  availableGrievanceTransitions,
  categoryLabel,
  formatIst,
  nextDueAt,
  STATUS_LABELS,
  type GrievanceTransition,
  type OverdueKind,
} from "../../../worker/domains/grievances/shared/status";
import type { AdminGrievanceView } from "../../../worker/domains/grievances/shared/views";
import { shortOrderRef } from "../../../worker/domains/orders/shared/status";
import { MAX_REPLY_LENGTH } from "../../../worker/domains/grievances/shared/schemas";

export const GRIEVANCE_PAGE_FILTERS = [
  { value: "unresolved", label: "Needs action" },
  { value: "resolved", label: "Resolved" },
  { value: "all", label: "All" },
] as const;
export type GrievancePageFilter = (typeof GRIEVANCE_PAGE_FILTERS)[number]["value"];

type Save = (body: { intent: string; [key: string]: unknown }) => void;

const STATUS_CLASSES: Record<AdminGrievanceView["status"], string> = {
  open: "bg-amber-100 text-amber-900",
  acknowledged: "bg-sky-100 text-sky-900",
  resolved: "bg-green-100 text-green-900",
};

const OVERDUE_TEXT: Record<Exclude<OverdueKind, null>, string> = {
  acknowledgement: "Overdue: not acknowledged within 48 hours",
  resolution: "Overdue: not resolved within a month",
};

function DueTimes({ grievance }: { grievance: AdminGrievanceView }) {
  return (
    <dl className="mt-2 grid gap-x-3 gap-y-0.5 text-sm text-stone-800 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Filed</dt>
      <dd>{formatIst(grievance.createdAt)}</dd>
      <dt className="font-semibold">{grievance.acknowledgedAt ? "Acknowledged" : "Acknowledge by"}</dt>
      <dd>{formatIst(grievance.acknowledgedAt ?? grievance.ackDueAt)}</dd>
      <dt className="font-semibold">{grievance.resolvedAt ? "Resolved" : "Resolve by"}</dt>
      <dd>{formatIst(grievance.resolvedAt ?? grievance.resolveDueAt)}</dd>
    </dl>
  );
}

const actorText = (step: AdminGrievanceView["history"][number]) =>
  step.actorRole === "admin" ? (step.actorEmail ?? "an admin") : step.actorRole === "customer" ? "the customer" : "a visitor";

function History({ grievance }: { grievance: AdminGrievanceView }) {
  return (
    <ol className="mt-2 space-y-2 text-sm">
      {grievance.history.map((step) => (
        <li key={step.createdAt + step.toStatus}>
          <p className="text-stone-800">
            {formatIst(step.createdAt)}: {step.fromStatus ? `${STATUS_LABELS[step.fromStatus]} → ${STATUS_LABELS[step.toStatus]}` : "Filed"} by {actorText(step)}
          </p>
          {step.reply && <p className="mt-1 rounded-lg bg-stone-50 px-3 py-2 whitespace-pre-line text-stone-900 ring-1 ring-stone-200">{step.reply}</p>}
        </li>
      ))}
    </ol>
  );
}

/** One step's form: the reply the customer is mailed, then the button that makes the step. */
function StepForm({ grievance, transition, busy, save }: { grievance: AdminGrievanceView; transition: GrievanceTransition; busy: boolean; save: Save }) {
  const id = `reply-${transition.name}-${grievance._id}`;
  return (
    <form
      aria-label={`${transition.label} ${grievance.ticket}`}
      className="space-y-2 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-300"
      onSubmit={(event) => {
        event.preventDefault();
        const reply = new FormData(event.currentTarget).get("reply");
        save({ intent: "step", id: grievance._id, status: transition.to, reply });
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {transition.replyLabel}
      </label>
      <textarea id={id} name="reply" required maxLength={MAX_REPLY_LENGTH} rows={3} className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm" />
      <button type="submit" disabled={busy} className="rounded-lg bg-leaf-700 px-4 py-2 text-sm font-semibold text-white hover:bg-leaf-800 disabled:opacity-60">
        {transition.label}
        <span className="sr-only"> {grievance.ticket}</span> and e-mail the reply
      </button>
    </form>
  );
}

function Ticket({ grievance, busy, save }: { grievance: AdminGrievanceView; busy: boolean; save: Save }) {
  const overdue = grievance.overdue;
  const due = nextDueAt(grievance);
  const steps = availableGrievanceTransitions(grievance.status);
  return (
    <li data-overdue={overdue ?? undefined} className={`rounded-xl bg-white shadow-sm ${overdue ? "ring-2 ring-red-600" : "ring-1 ring-stone-200"}`}>
      <details>
        <summary className="cursor-pointer list-none p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-leaf-600 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg font-bold text-stone-900">
              {grievance.ticket} <span className="font-normal text-stone-700">· {categoryLabel(grievance.category)}</span>
            </h3>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_CLASSES[grievance.status]}`}>Status: {STATUS_LABELS[grievance.status]}</span>
          </div>
          <p className="mt-1 text-sm text-stone-800">
            {grievance.name} · {grievance.emailAddress}
            {grievance.userId ? "" : " (not signed in)"}
          </p>
          {overdue ? (
            <p className="mt-2 inline-block rounded-md bg-red-100 px-2 py-1 text-sm font-bold text-red-900">
              <span aria-hidden="true">⚠ </span>
              {OVERDUE_TEXT[overdue]}
              {due ? ` (was due ${formatIst(due)})` : ""}
            </p>
          ) : (
            due && <p className="mt-2 text-sm text-stone-800">Next due: {formatIst(due)}</p>
          )}
          <span className="mt-2 block text-sm font-semibold text-leaf-800 underline">Show details and reply</span>
        </summary>
        <div className="border-t border-stone-200 p-4 sm:p-5">
          <h4 className="text-sm font-bold text-stone-900">Complaint</h4>
          <p className="mt-1 whitespace-pre-line text-stone-900">{grievance.description}</p>
          {grievance.orderId && (
            <p className="mt-2 text-sm">
              About{" "}
              <Link to={`/admin/orders?orderId=${encodeURIComponent(grievance.orderId)}`} className="font-semibold text-leaf-800 underline">
                order #{shortOrderRef(grievance.orderId)}
              </Link>
            </p>
          )}
          <DueTimes grievance={grievance} />
          <h4 className="mt-4 text-sm font-bold text-stone-900">History</h4>
          <History grievance={grievance} />
          {steps.length > 0 && (
            <div className="mt-4 grid gap-3 md:grid-cols-2">
              {steps.map((transition) => (
                <StepForm key={`${transition.name}-${grievance.status}`} grievance={grievance} transition={transition} busy={busy} save={save} />
              ))}
            </div>
          )}
        </div>
      </details>
    </li>
  );
}

type ListProps = {
  grievances: AdminGrievanceView[];
  counts: { open: number; overdue: number };
  filter: GrievancePageFilter;
};

export function GrievanceAdminList({ grievances, counts, filter }: ListProps) {
  const { save, busy, error } = useAdminSave({ saved: "Saved", failed: "Failed to update the complaint" });
  return (
    <section aria-labelledby="grievances-heading">
      <h2 id="grievances-heading" className="text-2xl font-bold text-stone-900">
        Grievances
      </h2>
      <p className="mt-1 text-sm text-stone-800">
        {counts.open} open, <span className={counts.overdue > 0 ? "font-bold text-red-800" : ""}>{counts.overdue} overdue</span>. Acknowledge each
        complaint within 48 hours and resolve it within a month of filing; every step e-mails the customer your reply. Times are India time.
      </p>
      <nav aria-label="Which complaints" className="mt-4 flex flex-wrap gap-2">
        {GRIEVANCE_PAGE_FILTERS.map((entry) => (
          <Link
            key={entry.value}
            to={`?status=${entry.value}`}
            aria-current={entry.value === filter ? "page" : undefined}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ${entry.value === filter ? "bg-leaf-700 text-white ring-leaf-700" : "bg-white text-stone-800 ring-stone-300"}`}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
      <div className="mt-4 space-y-2">
        <ErrorAlert message={error} />
      </div>
      {grievances.length === 0 ? (
        <p className="mt-6 text-stone-700">No complaints here.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {grievances.map((grievance) => (
            <Ticket key={grievance._id} grievance={grievance} busy={busy} save={save} />
          ))}
        </ul>
      )}
    </section>
  );
}
