import { Fragment, lazy, type ReactNode } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { formatRupees } from "../../../worker/shared/money";
import { DEFAULT_RTO_PERIOD, parsePeriod, rtoPeriodOf } from "../../../worker/domains/analytics/shared";
import { RealUserSpeed } from "~/components/admin/real-user-speed";
import { rtoReturns, salesDashboard } from "../../../worker/domains/analytics/page.server";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import { vitalsOverview } from "../../../worker/domains/vitals/page.server";
import type { Route } from "./+types/analysis";
import { TableRegion } from "~/components/admin/table-region";
import { ClientChart } from "~/components/admin/client-chart";
import { RtoSection } from "~/components/admin/rto-section";

// recharts only ever loads on this page, and only in the browser.
const SalesTrendChart = lazy(() => import("~/components/admin/analysis-charts").then((m) => ({ default: m.SalesTrendChart })));
const TopProductsChart = lazy(() => import("~/components/admin/analysis-charts").then((m) => ({ default: m.TopProductsChart })));
const FakeTrendChart = lazy(() => import("~/components/admin/analysis-charts").then((m) => ({ default: m.FakeTrendChart })));

export function meta(): Route.MetaDescriptors {
  return [{ title: "Sales Analytics | Ghani Admin" }];
}

/** The real-user speed section always covers the last 30 days, whatever the sales period. */
const VITALS_DAYS = 30;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  const search = new URL(request.url).searchParams;
  const period = parsePeriod(search.get("period"));
  // Issue 32: the returns section has its own period (?rto=30d|90d|365d); the page shows the default for any other.
  const rtoPeriod = rtoPeriodOf(search.get("rto")) ?? DEFAULT_RTO_PERIOD;
  const ctx = serviceContextFrom(context);
  const [dashboard, vitals, rto] = await Promise.all([salesDashboard(ctx, period), vitalsOverview(ctx, VITALS_DAYS), rtoReturns(ctx, rtoPeriod)]);
  return { dashboard, vitals, rto };
}

const PERIOD_OPTIONS = [
  { value: "daily", label: "Last 24 Hours" },
  { value: "weekly", label: "Last 7 Days" },
  { value: "monthly", label: "Last 30 Days" },
] as const;

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm font-semibold text-stone-700">{label}</p>
      <p className="mt-2 text-2xl font-bold text-leaf-800">{value}</p>
    </li>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-5">
      <h3 className="mb-3 text-lg font-bold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

const money2 = (value: number) => formatRupees(Number(value.toFixed(2)));
/** A share the dashboard gives to 4 decimals (0.8571) as a percentage with 2 (85.71%). */
const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

type PackSales = { variantId: string; label: string; quantity: number; revenue: number; paid: number };

/** A top product's sales per pack size, as a table of its own so screen readers announce which product it breaks down. */
function PackBreakdown({ productName, packs }: { productName: string; packs: PackSales[] }) {
  return (
    <table className="w-full text-left text-xs text-stone-700">
      <caption className="py-1 text-left font-semibold">Packs of {productName}</caption>
      <thead>
        <tr>
          <th scope="col">Pack</th>
          <th scope="col">Units Sold</th>
          <th scope="col">Total Bill</th>
          <th scope="col">Amount Paid</th>
        </tr>
      </thead>
      <tbody>
        {packs.map((pack) => (
          <tr key={pack.variantId} className="border-t border-stone-100">
            <th scope="row" className="py-1 font-normal">{pack.label}</th>
            <td>{pack.quantity}</td>
            <td>{money2(pack.revenue)}</td>
            <td>{money2(pack.paid)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AnalysisAdmin({ loaderData }: Route.ComponentProps) {
  const { dashboard: d, vitals, rto } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const loading = useNavigation().state === "loading";
  const period = parsePeriod(searchParams.get("period"));

  return (
    <section aria-labelledby="analysis-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="analysis-heading" className="text-2xl font-bold text-stone-900">
          Sales Analytics
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-semibold text-stone-800">
            Period
            <select
              value={period}
              onChange={(event) =>
                setSearchParams((current) => {
                  current.set("period", event.target.value);
                  return current;
                })
              }
              className="mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2"
            >
              {PERIOD_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <Link reloadDocument to={`/admin/analysis/export?period=${period}`} className="rounded-lg px-4 py-2 font-semibold text-leaf-800 ring-1 ring-leaf-700">
            Export CSV
          </Link>
        </div>
      </div>
      {loading && <p role="status">Loading analytics...</p>}

      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-6">
        <StatCard label="Total Sales" value={money2(d.totalSales)} />
        <StatCard label="Amount Paid" value={money2(d.totalAmountPaid)} />
        <StatCard label="Total Orders" value={String(d.totalOrders)} />
        <StatCard label="Avg Order Value" value={`₹${d.averageOrderValue.toFixed(2)}`} />
        <StatCard label="Avg Paid Value" value={`₹${d.averagePaidValue.toFixed(2)}`} />
        <StatCard label="Active Customers" value={String(d.activeCustomers)} />
      </ul>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Sales Trends">
          <ClientChart>
            <SalesTrendChart data={d.salesTrends} />
          </ClientChart>
        </Panel>
        <Panel title="Top Products by Quantity">
          <ClientChart>
            <TopProductsChart data={[...d.topProducts].sort((a, b) => b.totalQuantity - a.totalQuantity)} />
          </ClientChart>
        </Panel>
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Top Selling Products">
          <TableRegion label="Top selling products table" className="">
            <table className="w-full min-w-[28rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
              <thead>
                <tr className="text-stone-700">
                  <th scope="col" className="py-2">Product</th>
                  <th scope="col">Units Sold</th>
                  <th scope="col">Total Bill</th>
                  <th scope="col">Amount Paid</th>
                </tr>
              </thead>
              <tbody>
                {d.topProducts.map((product) => (
                  <Fragment key={product.productId}>
                    <tr className="border-t border-stone-200">
                      <td className="py-2">
                        <span className="flex items-center gap-2">
                          {product.image && <img src={product.image} alt="" width={32} height={32} className="h-8 w-8 rounded object-cover" />}
                          {product.name}
                        </span>
                      </td>
                      <td>{product.totalQuantity}</td>
                      <td>{money2(product.totalRevenue)}</td>
                      <td>{money2(product.totalAmountPaid)}</td>
                    </tr>
                    {product.variants.length > 0 && (
                      <tr>
                        <td colSpan={4} className="pb-2 pl-10">
                          <PackBreakdown productName={product.name} packs={product.variants} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </TableRegion>
          {d.topProducts.length === 0 && <p className="mt-2 text-sm text-stone-700">No sales in this period.</p>}
        </Panel>
        <Panel title="Top Customers">
          <TableRegion label="Top customers table" className="">
            <table className="w-full min-w-[28rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
              <thead>
                <tr className="text-stone-700">
                  <th scope="col" className="py-2">Customer</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Total Bill</th>
                  <th scope="col">Amount Paid</th>
                </tr>
              </thead>
              <tbody>
                {d.topCustomers.map((customer) => (
                  <tr key={customer.email} className="border-t border-stone-200">
                    <td className="py-2">
                      {customer.name}
                      <span className="block text-xs text-stone-600">{customer.email}</span>
                    </td>
                    <td>{customer.orderCount}</td>
                    <td>{money2(customer.totalSpent)}</td>
                    <td>{money2(customer.amountPaid)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          {d.topCustomers.length === 0 && <p className="mt-2 text-sm text-stone-700">No customers in this period.</p>}
        </Panel>
      </div>

      <section aria-labelledby="cod-heading" className="space-y-4">
        <h3 id="cod-heading" className="text-xl font-bold text-stone-900">
          Cash on Delivery and Cancellations
        </h3>
        <p className="text-sm text-stone-700">
          A cash-on-delivery order counts as a sale once its cash is collected; cancelled and returned orders are not sales.
        </p>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-6">
          <StatCard label="COD Orders" value={String(d.cod.orders)} />
          <StatCard label="COD Collected" value={`${d.cod.collected} (${money2(d.cod.collectedAmount)})`} />
          <StatCard label="COD Share of Sales" value={percent(d.cod.share)} />
          <StatCard label="COD Returned" value={String(d.cod.returned)} />
          <StatCard label="COD Return Rate" value={percent(d.cod.returnRate)} />
          <StatCard label="Cancelled Orders" value={`${d.cancelled.orders} (${money2(d.cancelled.amount)})`} />
        </ul>
      </section>

      <section aria-labelledby="fake-heading" className="space-y-4">
        <h3 id="fake-heading" className="text-xl font-bold text-red-800">
          Fake Orders Analysis
        </h3>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <StatCard label="Total Fake Orders" value={String(d.fakeOrdersAnalysis.totalFakeOrders)} />
          <StatCard label="Total Fake Amount" value={money2(d.fakeOrdersAnalysis.totalFakeAmount)} />
          <StatCard label="Customers with Fake Orders" value={String(d.fakeOrdersAnalysis.fakeOrdersByCustomer.length)} />
        </ul>
        <div className="grid gap-6 xl:grid-cols-2">
          <Panel title="Fake Orders Trend">
            <ClientChart>
              <FakeTrendChart data={d.fakeOrdersAnalysis.fakeOrdersTrend} />
            </ClientChart>
          </Panel>
          <Panel title="Customers with Fake Orders">
            <TableRegion label="Customers with fake orders table" className="">
              <table className="w-full min-w-[24rem] text-left text-sm [&_td]:pr-3 [&_th]:pr-3">
                <thead>
                  <tr className="text-stone-700">
                    <th scope="col" className="py-2">Customer</th>
                    <th scope="col">Fake Orders</th>
                    <th scope="col">Total Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {d.fakeOrdersAnalysis.fakeOrdersByCustomer.map((customer) => (
                    <tr key={customer.email} className="border-t border-stone-200">
                      <td className="py-2">
                        {customer.name}
                        <span className="block text-xs text-stone-600">{customer.email}</span>
                      </td>
                      <td>{customer.orderCount}</td>
                      <td>{money2(customer.totalAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            {d.fakeOrdersAnalysis.fakeOrdersByCustomer.length === 0 && <p className="mt-2 text-sm text-stone-700">No fake orders in this period.</p>}
          </Panel>
        </div>
      </section>

      <RtoSection rto={rto} />

      <RealUserSpeed overview={vitals} />
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
      Failed to fetch orders data
    </p>
  );
}
