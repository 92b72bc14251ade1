/**
 * "Speed for real visitors": the p75 of LCP, INP, CLS and TTFB per storefront page over the window, and per day for
 * one chosen page, each labelled with its rating in words (the colour only repeats it).
 */
import { useId, useState } from "react";
import { formatVital, OVERVIEW_METRICS, type VitalMetric } from "../../../worker/domains/vitals/shared";
import type { VitalFigure, VitalsOverview } from "../../../worker/domains/vitals/page.server";
import { TableRegion } from "~/components/admin/table-region";

const RATING_STYLE: Record<VitalFigure["rating"], string> = {
  good: "bg-leaf-100 text-leaf-900 ring-leaf-700",
  "needs improvement": "bg-amber-100 text-amber-900 ring-amber-700",
  poor: "bg-red-100 text-red-900 ring-red-700",
};

const METRIC_TITLES: Record<(typeof OVERVIEW_METRICS)[number], string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
  TTFB: "Time to First Byte",
};

function FigureCell({ metric, figure }: { metric: VitalMetric; figure: VitalFigure | undefined }) {
  if (!figure) return <td className="px-2 py-2 text-stone-600">no data</td>;
  const label = figure.rating === "needs improvement" ? "Needs improvement" : figure.rating === "good" ? "Good" : "Poor";
  return (
    <td className="px-2 py-2 whitespace-nowrap" data-metric={metric}>
      <span className="font-semibold text-stone-900">{formatVital(metric, figure.p75)}</span>{" "}
      <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ring-1 ${RATING_STYLE[figure.rating]}`}>{label}</span>
    </td>
  );
}

const viewsOf = (metrics: Partial<Record<VitalMetric, VitalFigure>>) => Math.max(0, ...Object.values(metrics).map((figure) => figure.samples));

function MetricHeaders() {
  return OVERVIEW_METRICS.map((metric) => (
    <th key={metric} scope="col" className="px-2 py-2">
      <abbr title={METRIC_TITLES[metric]}>{metric}</abbr>
    </th>
  ));
}

type FiguresRow = { key: string; label: string; metrics: VitalsOverview["pages"][number]["metrics"] };

/** One table of p75 figures, a row per page or per day (the two tables differ only in their first column). */
function FiguresTable({ caption, heading, rows, labelClassName }: { caption: string; heading: string; rows: FiguresRow[]; labelClassName: string }) {
  return (
    <TableRegion label={caption.split(":")[0]} className="">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-stone-700">{caption}</caption>
        <thead>
          <tr className="text-stone-700">
            <th scope="col" className="px-2 py-2">{heading}</th>
            <th scope="col" className="px-2 py-2">Reports</th>
            <MetricHeaders />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-stone-200">
              <th scope="row" className={`px-2 py-2 font-normal ${labelClassName}`}>{row.label}</th>
              <td className="px-2 py-2">{viewsOf(row.metrics)}</td>
              {OVERVIEW_METRICS.map((metric) => (
                <FigureCell key={metric} metric={metric} figure={row.metrics[metric]} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function PagesTable({ pages }: { pages: VitalsOverview["pages"] }) {
  const rows = pages.map((entry) => ({ key: entry.page, label: entry.page, metrics: entry.metrics }));
  return <FiguresTable caption="p75 per page: three in four page views were at least this fast." heading="Page" rows={rows} labelClassName="font-mono" />;
}

function DailyTable({ overview, page }: { overview: VitalsOverview; page: string }) {
  const rows = overview.daily.filter((entry) => entry.page === page).map((entry) => ({ key: entry.day, label: entry.day, metrics: entry.metrics }));
  return <FiguresTable caption={`p75 per day for ${page}`} heading="Day" rows={rows} labelClassName="whitespace-nowrap" />;
}

export function RealUserSpeed({ overview }: { overview: VitalsOverview }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const page = chosen ?? overview.pages[0]?.page;
  const { LCP, INP, CLS } = overview.thresholds;
  return (
    <section aria-labelledby="vitals-heading" className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h3 id="vitals-heading" className="text-xl font-bold text-stone-900">
        Speed for real visitors (last {overview.days} days)
      </h3>
      <p className="text-sm text-stone-700">
        Core Web Vitals measured in shoppers&apos; own browsers. Good is LCP ≤ {formatVital("LCP", LCP.good)}, INP ≤ {formatVital("INP", INP.good)} and
        CLS ≤ {formatVital("CLS", CLS.good)}; poor is above {formatVital("LCP", LCP.needsImprovement)}, {formatVital("INP", INP.needsImprovement)} and{" "}
        {formatVital("CLS", CLS.needsImprovement)}.
      </p>
      {page === undefined ? (
        <p className="rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
          No speed reports yet. A sample of visitors&apos; browsers (VITALS_SAMPLE_RATE, a quarter of page views by default) report how fast each
          storefront page loaded and responded when the visitor leaves it; the figures appear here from the first report. Nothing personal is sent:
          only the page&apos;s pattern (such as /products/:slug) and the timings.
        </p>
      ) : (
        <>
          <PagesTable pages={overview.pages} />
          <div className="space-y-2">
            <label htmlFor={selectId} className="block text-sm font-semibold text-stone-800">
              Daily figures for page
            </label>
            <select
              id={selectId}
              value={page}
              onChange={(event) => setChosen(event.target.value)}
              className="block max-w-full rounded-lg border border-stone-300 bg-white px-3 py-2 font-mono"
            >
              {overview.pages.map((entry) => (
                <option key={entry.page} value={entry.page}>
                  {entry.page}
                </option>
              ))}
            </select>
            <DailyTable overview={overview} page={page} />
          </div>
        </>
      )}
    </section>
  );
}
