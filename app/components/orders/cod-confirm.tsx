/**
 * "Confirm my order" on a cash-on-delivery order's page (issue 32): the order waits for this tap before it is packed
 * and sent. Posts to the page's action; once confirmed the loader's revalidation hides the panel, and the thanks stay
 * announced. A refusal leaves the customer on the page with the message. Issue 32 (item 4): after a failed delivery
 * attempt a shipped order asks again ("Do you still want this order?"), by the same button and action.
 */
import { useFetcher } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { useT } from "~/lib/i18n";

/**
 * `awaiting`: the order still waits; once the loader says it no longer does, only the thanks of this tap remain.
 * `deadline` (ISO): when it is cancelled if not confirmed, said in India's time.
 * `reconfirm`: it waits again after the courier could not deliver it.
 */
export function CodConfirm({ awaiting, deadline = null, reconfirm = false }: { awaiting: boolean; deadline?: string | null; reconfirm?: boolean }) {
  const fetcher = useFetcher<{ confirmed: true } | { error: string }>();
  const { t, date } = useT();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  const confirmed = answer !== undefined && "confirmed" in answer;
  if (!awaiting) {
    return confirmed ? (
      <p role="status" className="mt-6 rounded-2xl bg-leaf-50 p-5 font-semibold text-leaf-900 ring-1 ring-leaf-200">
        {reconfirm ? t("orders.codReconfirmed") : t("orders.codConfirmed")}
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="cod-confirm-title" className="mt-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300">
      <h2 id="cod-confirm-title" className="text-lg font-bold text-stone-900">
        {reconfirm ? t("orders.codReconfirmTitle") : t("orders.codConfirmTitle")}
      </h2>
      <p className="mt-1 text-stone-800">{reconfirm ? t("orders.codReconfirmHint") : t("orders.codConfirmHint")}</p>
      {deadline && (
        <p className="mt-1 font-semibold text-stone-900">
          {t("orders.codConfirmBy", { deadline: date(deadline, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZoneName: "short" }) })}
        </p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => void fetcher.submit({ intent: "confirm-cod" }, { method: "post", encType: "application/json" })}
        className="mt-3 w-full rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800 disabled:opacity-70 sm:w-auto"
      >
        {busy ? t("orders.codConfirmBusy") : reconfirm ? t("orders.codReconfirm") : t("orders.codConfirm")}
      </button>
      <ErrorAlert message={answer && "error" in answer ? answer.error : null} />
    </section>
  );
}
