/**
 * Admin → Best-before (issue 33): the batches with units on hand whose best-before falls within the next 30, 60 or
 * 90 days (or has passed), soonest first with their value at the pack's sale price, and what was written off in the
 * same number of days, by reason, with totals by value. The period is a link per choice (`?days=`), so it works
 * without scripts and each view has its own address. Writing off happens on the products page, per batch.
 */
import { Link } from "react-router";
import { TableRegion } from "~/components/admin/table-region";
import { formatDay } from "~/components/admin/batch-format";
import { formatRupees } from "../../../worker/shared/money";
import { packName } from "../../../worker/domains/catalogue/shared/views";
import { EXPIRY_WINDOWS } from "../../../worker/domains/stock/shared/schemas";
import { expiryReportFor, type ExpiryReport } from "../../../worker/http/batch-pages.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/expiry";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Best-before | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  return { report: await expiryReportFor(serviceContextFrom(context), url.searchParams.get("days")) };
}

const REASON_NAMES: Record<keyof ExpiryReport["totals"]["writtenOffByReason"], string> = {
  expired: "Expired",
  damaged: "Damaged",
  "near-expiry": "Too near best-before (shelf-life rule)",
  other: "Other",
};

const th = "px-3 py-2 font-semibold";
const td = "px-3 py-2";

export default function ExpiryAdmin({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <section aria-labelledby="expiry-heading" className="space-y-6">
      <div>
        <h2 id="expiry-heading" className="text-2xl font-bold text-stone-900">
          Best-before
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Batches on hand that reach their best-before soon, and what was written off. Values are units × the pack&apos;s sale price today.
        </p>
      </div>
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {EXPIRY_WINDOWS.map((days) => (
            <li key={days}>
              <Link
                to={`?days=${days}`}
                aria-current={report.days === days ? "page" : undefined}
                className={`inline-block rounded-full px-4 py-2 text-sm font-semibold ${report.days === days ? "bg-leaf-700 text-white" : "bg-white text-stone-800 ring-1 ring-stone-300"}`}
              >
                Next {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Expiring report={report} />
      <WrittenOff report={report} />
    </section>
  );
}

function Expiring({ report }: { report: ExpiryReport }) {
  const caption = `Batches with best-before within ${report.days} days, soonest first`;
  return (
    <section aria-labelledby="expiring-heading" className="space-y-2">
      <h3 id="expiring-heading" className="text-lg font-semibold text-stone-900">
        Expiring within {report.days} days
      </h3>
      <p className="text-sm text-stone-800" data-expiring-total>
        {report.expiring.length} batch{report.expiring.length === 1 ? "" : "es"} worth <strong>{formatRupees(report.totals.expiringValue)}</strong>
      </p>
      {report.expiring.length === 0 ? (
        <p className="text-sm text-stone-700">No batch on hand reaches its best-before within {report.days} days.</p>
      ) : (
        <TableRegion label={`${caption} table`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="bg-stone-50 text-stone-700">
                <th scope="col" className={th}>Pack</th>
                <th scope="col" className={th}>Lot</th>
                <th scope="col" className={th}>Best before</th>
                <th scope="col" className={th}>Days left</th>
                <th scope="col" className={th}>Last day to deliver</th>
                <th scope="col" className={`${th} text-right`}>On hand</th>
                <th scope="col" className={`${th} text-right`}>Value</th>
              </tr>
            </thead>
            <tbody>
              {report.expiring.map((batch) => (
                <tr key={batch.batchId} className="border-t border-stone-200">
                  <th scope="row" className={`${td} min-w-40 font-semibold`}>
                    {packName(batch.productName, batch.label)}
                    <span className="block text-xs font-normal break-all text-stone-600">{batch.sku}</span>
                  </th>
                  <td className={`${td} whitespace-nowrap`}>{batch.lotNumber}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDay(batch.bestBefore)}</td>
                  <td className={td}>{batch.daysLeft < 0 ? <span className="font-semibold text-red-800">past ({-batch.daysLeft} days)</span> : batch.daysLeft}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDay(batch.lastDeliveryDay)}</td>
                  <td className={`${td} text-right`}>{batch.onHand}</td>
                  <td className={`${td} text-right whitespace-nowrap`}>{formatRupees(batch.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

function WrittenOff({ report }: { report: ExpiryReport }) {
  const caption = `Written off in the last ${report.days} days`;
  const reasons = Object.entries(report.totals.writtenOffByReason) as [keyof typeof REASON_NAMES, number][];
  return (
    <section aria-labelledby="written-off-heading" className="space-y-2">
      <h3 id="written-off-heading" className="text-lg font-semibold text-stone-900">
        {caption}
      </h3>
      <TableRegion label="Written off by reason table">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Value written off in the last {report.days} days, by reason</caption>
          <thead>
            <tr className="bg-stone-50 text-stone-700">
              <th scope="col" className={th}>Reason</th>
              <th scope="col" className={`${th} text-right`}>Value</th>
            </tr>
          </thead>
          <tbody>
            {reasons.map(([reason, value]) => (
              <tr key={reason} className="border-t border-stone-200">
                <th scope="row" className={`${td} font-normal`}>{REASON_NAMES[reason]}</th>
                <td className={`${td} text-right`}>{formatRupees(value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-stone-300">
              <th scope="row" className={th}>Total</th>
              <td className={`${td} text-right font-semibold`}>{formatRupees(report.totals.writtenOffValue)}</td>
            </tr>
          </tfoot>
        </table>
      </TableRegion>
      {report.writtenOff.length === 0 ? (
        <p className="text-sm text-stone-700">Nothing was written off in the last {report.days} days.</p>
      ) : (
        <TableRegion label={`${caption} table`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}, newest first</caption>
            <thead>
              <tr className="bg-stone-50 text-stone-700">
                <th scope="col" className={th}>When</th>
                <th scope="col" className={th}>Pack</th>
                <th scope="col" className={th}>Lot</th>
                <th scope="col" className={th}>Reason</th>
                <th scope="col" className={`${th} text-right`}>Units</th>
                <th scope="col" className={`${th} text-right`}>Value</th>
              </tr>
            </thead>
            <tbody>
              {report.writtenOff.map((entry) => (
                <tr key={entry.movementId} className="border-t border-stone-200">
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", year: "numeric" })}</time>
                  </td>
                  <th scope="row" className={`${td} min-w-40 font-semibold`}>{packName(entry.productName, entry.label)}</th>
                  <td className={`${td} whitespace-nowrap`}>
                    {entry.lotNumber}
                    <span className="block text-xs text-stone-600">best before {formatDay(entry.bestBefore)}</span>
                  </td>
                  <td className={td}>
                    {REASON_NAMES[entry.reason]}
                    {entry.note && <span className="block text-xs text-stone-600">{entry.note}</span>}
                  </td>
                  <td className={`${td} text-right`}>{entry.quantity}</td>
                  <td className={`${td} text-right whitespace-nowrap`}>{formatRupees(entry.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
