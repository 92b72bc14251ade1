/**
 * Issue 32 (item 5): the analysis page's "Returns (RTO)" section: how many cash-on-delivery parcels come back, where
 * (pincode, district, state), with what (products) and when (IST weeks); COD against prepaid; the money returns
 * cost; and what the COD rules held back. Every figure comes computed from D1 (worker/domains/analytics/rto.ts);
 * the charts (recharts, loaded lazily in the browser only) repeat what the tables say, so the tables are the page.
 */
import { lazy, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { formatRupees } from "../../../worker/shared/money";
import { parsePeriod, RTO_PERIODS, rtoPeriodOf, DEFAULT_RTO_PERIOD, type RtoPeriod } from "../../../worker/domains/analytics/shared";
import type { RtoView } from "../../../worker/domains/analytics/views";
import { ClientChart } from "~/components/admin/client-chart";
import { TableRegion } from "~/components/admin/table-region";

const RtoWeeklyChart = lazy(() => import("~/components/admin/analysis-charts").then((m) => ({ default: m.RtoWeeklyChart })));
const RtoPincodeChart = lazy(() => import("~/components/admin/analysis-charts").then((m) => ({ default: m.RtoPincodeChart })));

const RTO_PERIOD_LABELS: Record<RtoPeriod, string> = { "30d": "Last 30 Days", "90d": "Last 90 Days", "365d": "Last 365 Days" };

/** A share given to 4 decimals (0.8571) as a percentage with 2 (85.71%); no share (nothing to divide) is a dash. */
const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(2)}%`);
const money = (rupees: number) => formatRupees(Number(rupees.toFixed(2)));

function Card({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm font-semibold text-stone-700">{label}</p>
      <p className="mt-1 text-xl font-bold text-leaf-800">{value}</p>
      {detail && <p className="mt-1 text-xs text-stone-700">{detail}</p>}
    </li>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-5">
      <h4 className="mb-3 text-lg font-bold text-stone-900">{title}</h4>
      {children}
    </section>
  );
}

type OutcomeLine = { key: string; label: string; codOrders: number; outcomes: number; delivered: number; returned: number; rate: number | null; fewOrders: boolean };

/** One table of COD outcomes, a row per place or product, most returns first. */
function OutcomeTable({ caption, heading, rows, empty }: { caption: string; heading: string; rows: OutcomeLine[]; empty: string }) {
  return (
    <>
      <TableRegion label={`Returns by ${heading.toLowerCase()} table`} className="">
        <table className="w-full min-w-[26rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
          <caption className="pb-2 text-left text-stone-700">{caption}</caption>
          <thead>
            <tr className="text-stone-700">
              <th scope="col" className="py-2">{heading}</th>
              <th scope="col">COD orders</th>
              <th scope="col">Delivered</th>
              <th scope="col">Returned</th>
              <th scope="col">RTO rate</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-stone-200">
                <th scope="row" className="py-2 font-normal">{row.label}</th>
                <td>{row.codOrders}</td>
                <td>{row.delivered}</td>
                <td>{row.returned}</td>
                <td>
                  <span className={row.fewOrders ? "text-stone-600" : "font-semibold text-stone-900"}>{percent(row.rate)}</span>
                  {row.fewOrders && <span className="block text-xs text-stone-700">few orders</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {rows.length === 0 && <p className="mt-2 text-sm text-stone-700">{empty}</p>}
    </>
  );
}

export function RtoSection({ rto }: { rto: RtoView }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = rtoPeriodOf(searchParams.get("rto")) ?? DEFAULT_RTO_PERIOD;
  const { totals, paymentMix: mix, losses, rules } = rto;
  const c = rules.confirmations;
  const few = `fewer than ${rto.minOutcomes} outcomes: read the rate with care`;
  const caption = (what: string, limited: boolean) =>
    `COD outcomes by ${what}${limited ? ", the 20 with the most returns" : ""}; "few orders": ${few}.`;

  return (
    <section aria-labelledby="rto-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h3 id="rto-heading" className="text-xl font-bold text-stone-900">
          Returns (RTO)
        </h3>
        <label className="text-sm font-semibold text-stone-800">
          Returns period
          <select
            value={period}
            onChange={(event) =>
              setSearchParams(
                (current) => {
                  current.set("period", parsePeriod(current.get("period")));
                  current.set("rto", event.target.value);
                  return current;
                },
                { preventScrollReset: true },
              )
            }
            className="mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2"
          >
            {(Object.keys(RTO_PERIODS) as RtoPeriod[]).map((value) => (
              <option key={value} value={value}>
                {RTO_PERIOD_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm text-stone-700" data-testid="rto-definition">
        {rto.definition} Orders placed from {new Date(rto.from).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata" })} to{" "}
        {new Date(rto.to).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata" })}; weeks start on Monday (India time).
      </p>

      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Card label="RTO Rate" value={percent(totals.rate)} detail={`${totals.returned} returned of ${totals.outcomes} COD outcomes`} />
        <Card label="COD Orders" value={String(totals.codOrders)} detail={`${totals.delivered} delivered, ${totals.returned} returned, ${totals.codOrders - totals.outcomes} open or cancelled`} />
        <Card label="COD Share of Orders" value={percent(mix.codOrderShare)} detail={`${mix.codOrders} COD, ${mix.prepaidOrders} prepaid of ${mix.orders} orders placed`} />
        <Card label="COD Share of Value" value={percent(mix.codValueShare)} detail={`${money(mix.codValue)} COD, ${money(mix.prepaidValue)} prepaid`} />
      </ul>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="RTO Rate and COD Share by Week">
          <ClientChart>
            <RtoWeeklyChart data={rto.byWeek} />
          </ClientChart>
        </Panel>
        <Panel title="Pincodes with the Most Returns">
          <ClientChart>
            <RtoPincodeChart data={rto.byPincode.slice(0, 10)} />
          </ClientChart>
        </Panel>
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Money Lost to Returns">
          <TableRegion label="Money lost to returns table" className="">
            <table className="w-full text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
              <caption className="pb-2 text-left text-stone-700">The {losses.returns} COD orders of the period that came back.</caption>
              <tbody>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal">Courier cost, shipping out</th>
                  <td>{money(losses.forwardCost)}</td>
                </tr>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal">Courier cost, coming back</th>
                  <td>{money(losses.returnCost)}</td>
                </tr>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-semibold">Courier cost recorded</th>
                  <td className="font-semibold">{money(losses.courierCost)}</td>
                </tr>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal">Returns with no courier cost recorded</th>
                  <td>{losses.returnsWithoutCost}</td>
                </tr>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal">COD fee not earned</th>
                  <td>{money(losses.codFeeNotEarned)}</td>
                </tr>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal">Value of the goods that came back</th>
                  <td>{money(losses.returnedValue)}</td>
                </tr>
              </tbody>
            </table>
          </TableRegion>
        </Panel>
        <Panel title="What the COD Rules Held Back">
          <TableRegion label="What the COD rules held back table" className="">
            <table className="w-full text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
              <caption className="pb-2 text-left text-stone-700">Orders placed in the period, by what the rules decided at checkout.</caption>
              <tbody>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal">COD offered</th>
                  <td>{rules.offered}</td>
                </tr>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-semibold">COD not offered (paid by UPI instead)</th>
                  <td className="font-semibold">
                    {rules.refused.orders} ({money(rules.refused.value)})
                  </td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pl-4 font-normal">risk score too high</th>
                  <td>{rules.refused.byScore}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pl-4 font-normal">over the customer's COD limit</th>
                  <td>{rules.refused.byLimit}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pl-4 font-normal">phone or address blocked</th>
                  <td>{rules.refused.blocked}</td>
                </tr>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal">COD with an advance asked</th>
                  <td>
                    {rules.advances.asked} ({money(rules.advances.askedAmount)})
                  </td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pl-4 font-normal">advance paid</th>
                  <td>
                    {rules.advances.paid} ({money(rules.advances.paidAmount)})
                  </td>
                </tr>
                <tr className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal">COD confirmed by the customer</th>
                  <td>{c.byCustomer}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pl-4 font-normal">confirmed by an admin (after a call)</th>
                  <td>{c.byAdmin}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pl-4 font-normal">expired unconfirmed (cancelled)</th>
                  <td>{c.expired}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pl-4 font-normal">still awaiting confirmation</th>
                  <td>{c.awaiting}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pl-4 font-normal">placed before confirmations were asked</th>
                  <td>{c.notAsked}</td>
                </tr>
              </tbody>
            </table>
          </TableRegion>
        </Panel>
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        {[
          { title: "Returns by Pincode", what: "pincode", limited: true, heading: "Pincode", rows: rto.byPincode.map((row) => ({ ...row, key: row.pincode, label: row.pincode })) },
          {
            title: "Returns by District",
            what: "postal district (the pincode's first three digits)",
            limited: true,
            heading: "District",
            rows: rto.byDistrict.map((row) => ({ ...row, key: row.district, label: `${row.district}xxx` })),
          },
          { title: "Returns by State", what: "state", limited: false, heading: "State", rows: rto.byState.map((row) => ({ ...row, key: row.state, label: row.state })) },
          {
            title: "Returns by Product",
            what: "product (the COD orders with a line of it)",
            limited: true,
            heading: "Product",
            rows: rto.byProduct.map((row) => ({ ...row, key: row.productId, label: row.name })),
          },
        ].map((breakdown) => (
          <Panel key={breakdown.title} title={breakdown.title}>
            <OutcomeTable
              caption={caption(breakdown.what, breakdown.limited)}
              heading={breakdown.heading}
              rows={breakdown.rows}
              empty="No COD order reached an outcome in this period."
            />
          </Panel>
        ))}
      </div>

      <Panel title="By Week">
        <TableRegion label="Returns and payment mix by week table" className="">
          <table className="w-full min-w-[40rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
            <caption className="pb-2 text-left text-stone-700">Orders placed each week (Monday to Sunday, India time): COD against prepaid, and the COD outcomes.</caption>
            <thead>
              <tr className="text-stone-700">
                <th scope="col" className="py-2">Week of</th>
                <th scope="col">Orders</th>
                <th scope="col">COD</th>
                <th scope="col">Prepaid</th>
                <th scope="col">COD share (orders)</th>
                <th scope="col">COD share (value)</th>
                <th scope="col">Delivered</th>
                <th scope="col">Returned</th>
                <th scope="col">RTO rate</th>
              </tr>
            </thead>
            <tbody>
              {[...rto.byWeek].reverse().map((row) => (
                <tr key={row.week} className="border-t border-stone-200">
                  <th scope="row" className="py-2 font-normal whitespace-nowrap">{new Date(`${row.week}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })}</th>
                  <td>{row.orders}</td>
                  <td>{row.codOrders}</td>
                  <td>{row.prepaidOrders}</td>
                  <td>{percent(row.codOrderShare)}</td>
                  <td>{percent(row.codValueShare)}</td>
                  <td>{row.delivered}</td>
                  <td>{row.returned}</td>
                  <td>{percent(row.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      </Panel>
    </section>
  );
}
