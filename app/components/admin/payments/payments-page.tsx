/**
 * The admin payments page (issue 16): import a bank statement, read what the matcher found per status, and act on
 * it (verify every exact match, settle one order with a statement line, mark a payment that is not in the statement
 * fake). Every figure comes from the server; the page only draws it.
 */
import { useState } from "react";
import { Link } from "react-router";
import { ErrorAlert } from "~/components/ui/form-field";
import { useAdminFetcher } from "~/components/admin/use-admin-fetcher";
import { MATCH_STATUS_INFO, MATCH_STATUSES, type MatchStatus, type PaymentMatchView, type PaymentSummary, type StatementImportView } from "../../../../worker/domains/payments/shared/matching";
import type { MappingView } from "../../../../worker/domains/payments/page.server";
import { MatchList } from "./match-list";
import type { Notices } from "./notices";
import { StatementUpload } from "./statement-upload";

export type PaymentsPageData = {
  summary: PaymentSummary;
  status: MatchStatus;
  matches: PaymentMatchView[];
  total: number;
  page: number;
  pageCount: number;
  statements: StatementImportView[];
  mappings: MappingView[];
};


const dayFormat = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

export function PaymentsPage({ data, searchParams }: { data: PaymentsPageData; searchParams: URLSearchParams }) {
  const { summary, status, matches, page, pageCount, statements, mappings } = data;
  const [messages, setMessages] = useState<Notices>({ notice: null, error: null });
  // The page's results panel (below) is its one success message: no toast as well.
  const report = {
    saved: false as const,
    onDone: (_intent: string, message?: string) => setMessages({ notice: message ?? "Done", error: null }),
    onError: (message: string) => setMessages({ notice: null, error: message || "That did not work. Please try again." }),
  };
  const actions = useAdminFetcher(report);
  const link = (next: Record<string, string>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(next)) params.set(key, value);
    return `?${params}`;
  };
  return (
    <section aria-labelledby="payments-heading" className="space-y-6">
      <div>
        <h2 id="payments-heading" className="text-2xl font-bold text-stone-900">
          Payments
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {summary.statements === 0
            ? "Import your bank statement: the shop checks every reported UPI payment against the credits in it."
            : `${summary.statements} statement${summary.statements === 1 ? "" : "s"} imported, ${summary.credits} credits, covering ${dayFormat(summary.coveredFrom!)} to ${dayFormat(summary.coveredTo!)}.`}
        </p>
      </div>

      <StatementUpload mappings={mappings} onResult={setMessages} />

      {/* Kept in view while the list scrolls: an action far down the list answers here, and on a phone this
          spot would otherwise be screens away from the button pressed. */}
      <div className="sticky top-2 z-10 flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-2">
          <div role="status" aria-live="polite">
            {messages.notice && <p className="rounded-lg border border-leaf-300 bg-leaf-50 px-4 py-3 text-sm font-medium text-leaf-900 shadow">{messages.notice}</p>}
          </div>
          <ErrorAlert message={messages.error} />
        </div>
        {(messages.notice || messages.error) && (
          <button
            type="button"
            onClick={() => setMessages({ notice: null, error: null })}
            className="shrink-0 rounded-lg bg-white px-3 py-2.5 text-sm font-semibold text-stone-800 shadow ring-1 ring-stone-300"
          >
            Dismiss<span className="sr-only"> message</span>
          </button>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <button
          type="button"
          disabled={actions.busy || summary.verifiable === 0}
          onClick={() => actions.submit({ intent: "verify-matched" })}
          className="rounded-lg bg-leaf-700 px-4 py-2 font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          Verify all matched ({summary.verifiable})
        </button>
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={summary.autoVerify}
            disabled={actions.busy}
            onChange={(event) => actions.submit({ intent: "auto-verify", autoVerify: event.target.checked })}
            className="h-4 w-4"
          />
          Verify exact matches automatically on import
        </label>
        <form
          className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-800"
          onSubmit={(event) => {
            event.preventDefault();
            const days = new FormData(event.currentTarget).get("matchWindowDays");
            actions.submit({ intent: "match-window", matchWindowDays: String(days ?? "") });
          }}
        >
          <label htmlFor="match-window-days">A payment counts for an order only if it reached the bank within</label>
          <input
            id="match-window-days"
            name="matchWindowDays"
            type="number"
            min={0}
            max={60}
            defaultValue={summary.matchWindowDays}
            className="w-16 rounded-lg border border-stone-300 px-2 py-1"
          />
          <span>days of the order</span>
          <button type="submit" disabled={actions.busy} className="rounded-lg bg-white px-3 py-1 font-semibold ring-1 ring-stone-300">
            Save
          </button>
        </form>
      </div>

      <nav aria-label="Match statuses">
        <ul className="flex flex-wrap gap-2">
          {MATCH_STATUSES.map((each) => (
            <li key={each}>
              <Link
                to={link({ status: each, page: "1" })}
                aria-current={each === status ? "page" : undefined}
                title={MATCH_STATUS_INFO[each].meaning}
                className={`inline-block rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
                  each === status ? "bg-leaf-700 text-white ring-leaf-700" : "bg-white text-stone-800 ring-stone-300 hover:bg-stone-50"
                }`}
              >
                {MATCH_STATUS_INFO[each].label} <span data-count={each}>{summary.counts[each]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-stone-700">{MATCH_STATUS_INFO[status].meaning}</p>

      <MatchList status={status} matches={matches} actions={actions} />

      {pageCount > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-4">
          {page > 1 && (
            <Link to={link({ page: String(page - 1) })} className="rounded-lg px-4 py-2 font-semibold ring-1 ring-stone-300">
              Previous
            </Link>
          )}
          <span className="text-sm">
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <Link to={link({ page: String(page + 1) })} className="rounded-lg px-4 py-2 font-semibold ring-1 ring-stone-300">
              Next
            </Link>
          )}
        </nav>
      )}

      {statements.length > 0 && (
        <details className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200">
          <summary className="cursor-pointer font-semibold text-stone-900">Imported statements</summary>
          <ul className="mt-2 divide-y divide-stone-100">
            {statements.map((statement) => (
              <li key={statement._id} className="py-2">
                <span className="font-semibold">{statement.fileName}</span> ({statement.format}): {dayFormat(statement.from)} to {dayFormat(statement.to)},{" "}
                {statement.lines} lines, {statement.credits} credits
                {statement.duplicates ? `, ${statement.duplicates} already imported` : ""}. Imported{" "}
                {new Date(statement.createdAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}.
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
