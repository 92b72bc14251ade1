/**
 * The profile's "My complaints": each ticket the customer filed with its status, when it was filed, acknowledged and
 * resolved (or by when it will be), the order it names, and the grievance officer's replies.
 */
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { CATEGORY_LABELS, GRIEVANCE_STATUS_LABELS, useIstTime } from "./labels";
import type { GrievanceView } from "../../../worker/domains/grievances/shared/views";
import { shortOrderRef } from "../../../worker/domains/orders/shared/status";

const STATUS_CLASSES: Record<GrievanceView["status"], string> = {
  open: "bg-amber-100 text-amber-900",
  acknowledged: "bg-sky-100 text-sky-900",
  resolved: "bg-green-100 text-green-900",
};

function Dates({ complaint }: { complaint: GrievanceView }) {
  const { t } = useT();
  const formatIst = useIstTime();
  return (
    <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm text-stone-800 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t("support.filed")}</dt>
      <dd>{formatIst(complaint.createdAt)}</dd>
      <dt className="font-semibold">{complaint.acknowledgedAt ? t("support.acknowledgedAt") : t("support.ackBy")}</dt>
      <dd>{formatIst(complaint.acknowledgedAt ?? complaint.ackDueAt)}</dd>
      <dt className="font-semibold">{complaint.resolvedAt ? t("support.resolvedAt") : t("support.resolveBy")}</dt>
      <dd>{formatIst(complaint.resolvedAt ?? complaint.resolveDueAt)}</dd>
      {complaint.orderId && (
        <>
          <dt className="font-semibold">{t("support.order")}</dt>
          <dd>#{shortOrderRef(complaint.orderId)}</dd>
        </>
      )}
    </dl>
  );
}

function Replies({ complaint }: { complaint: GrievanceView }) {
  const replies = complaint.history.filter((step) => step.reply);
  const { t } = useT();
  const formatIst = useIstTime();
  if (replies.length === 0) return null;
  return (
    <ol className="mt-3 space-y-2" aria-label={t("support.repliesTo", { ticket: complaint.ticket })}>
      {replies.map((step) => (
        <li key={step.createdAt + step.toStatus} className="rounded-lg bg-stone-50 px-3 py-2 text-sm ring-1 ring-stone-200">
          <p className="font-semibold text-stone-900">
            {t(GRIEVANCE_STATUS_LABELS[step.toStatus])} · {formatIst(step.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-line text-stone-800">{step.reply}</p>
        </li>
      ))}
    </ol>
  );
}

export function MyComplaints({ complaints }: { complaints: GrievanceView[] }) {
  const { t } = useT();
  return (
    <section id="my-complaints" aria-labelledby="my-complaints-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-complaints-heading" className="text-2xl font-bold text-leaf-900">
          {t("support.myComplaints")}
        </h2>
        <Link to="/support" className="rounded-lg border-2 border-leaf-700 px-4 py-2 font-semibold text-leaf-800 hover:bg-leaf-50">
          {t("support.formLabel")}
        </Link>
      </div>
      {complaints.length === 0 ? (
        <p className="mt-3 text-stone-700">{t("support.noComplaints")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {complaints.map((complaint) => (
            <li key={complaint._id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-lg font-bold text-stone-900">
                  {complaint.ticket} <span className="font-normal text-stone-700">· {CATEGORY_LABELS[complaint.category] ? t(CATEGORY_LABELS[complaint.category]) : complaint.category}</span>
                </h3>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_CLASSES[complaint.status]}`}>
                  {t("support.statusIs", { status: t(GRIEVANCE_STATUS_LABELS[complaint.status]) })}
                </span>
              </div>
              <p className="mt-2 line-clamp-3 whitespace-pre-line text-sm text-stone-800">{complaint.description}</p>
              <Dates complaint={complaint} />
              <Replies complaint={complaint} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
