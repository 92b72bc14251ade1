/**
 * Sales analytics computed by D1 with SQL aggregates (never by shipping every order to the browser).
 *
 * - A period is 1, 7 or 30 days: an order counts when ceil(|now - createdAt| / 1 day) <= days.
 * - orderStatus "wrong order" marks a fake order. A genuine sale is any order that is not fake, not cancelled, not
 *   returned (refused at the door) and not cash on delivery still to be collected (paymentStatus "cod"): a COD
 *   order is a sale once its cash is collected. Cancelled and returned orders are counted apart, as are COD ones.
 *   (The rule as SQL, shared with the roll-up triggers: ./sale-rule.ts.)
 * - A product's paid amount is quantity x the price it was sold at, scaled by its order's paid-to-bill ratio.
 * - Each top product is also broken down by pack (variants); its totals are the sums of its packs.
 * - Days are calendar days in the shop's time zone (Asia/Kolkata, UTC+5:30); every day of the period is listed.
 * - Money is summed in paise and rounded to 2 decimals in rupees only on output.
 */
import { sql } from "drizzle-orm";
import { IST_OFFSET_MS, istDay } from "../../shared/ist";
import { DEFAULT_PERIOD, PERIODS, type Period } from "./shared";
// The rule the roll-up triggers also follow (./rollup-triggers.ts renders them from it): the edge days read here and
// the whole days read from the roll-ups count the same orders.
import { cancelledOrderSql, codCollectedSql, codOrderSql, codReturnedSql, fakeOrderSql, genuineSaleSql } from "./sale-rule";
import { csvDocument } from "../../lib/csv";
import type { ServiceContext } from "../../http/context";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MINUTES = IST_OFFSET_MS / 60_000;
const TOP = 5;
const TOP_FAKE_CUSTOMERS = 20;

const rupees = (paise: number | null | undefined) => Math.round(Number(paise ?? 0)) / 100;

/** numerator / denominator rounded half up to 4 decimals (0.1234 is 12.34%), 0 when there is nothing to divide. */
export const ratio = (numerator: number, denominator: number) =>
  denominator > 0 ? Math.floor((2 * numerator * 10000 + denominator) / (2 * denominator)) / 10000 : 0;

/** Every IST date from the period's first instant to now, oldest first. */
export function periodDays(since: number, now: number): string[] {
  const days: string[] = [];
  for (let day = istDay(since); day <= istDay(now); ) {
    days.push(day);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  }
  return days;
}

export type Dashboard = Awaited<ReturnType<typeof salesDashboard>>;

/** The instant an IST calendar day starts, as an ISO string. */
function istDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS).toISOString();
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

type PackRow = { variantId: string; label: string | null; quantity: number; revenue: number; paid: number };
type ProductRow = { productId: string; name: string; images: string; quantity: number; revenue: number; paid: number; variants: string | null };

/**
 * A top product's packs, best paid first. The label is the live pack's, else (pack deleted since) the one its
 * latest order line was sold under, so a pack that no longer exists still reads as what the customer bought.
 */
function packFigures(json: string | null) {
  const packs = JSON.parse(json || "[]") as PackRow[];
  return packs
    .sort((a, b) => b.paid - a.paid || b.quantity - a.quantity)
    .map((pack) => ({
      variantId: pack.variantId,
      label: pack.label ?? "",
      quantity: pack.quantity,
      revenue: rupees(pack.revenue),
      paid: rupees(pack.paid),
    }));
}

type DayRow = {
  day: string;
  bill: number;
  fakeOrders: number;
  codOrders: number;
  codCollected: number;
  codCollectedBill: number;
  codReturned: number;
  cancelledOrders: number;
  cancelledBill: number;
};

/** Cash on delivery and cancellations over the period's days (additions of issue 17 to the dashboard). */
function codAndCancellations(trend: DayRow[], salesPaise: number) {
  const total = (field: Exclude<keyof DayRow, "day">) => trend.reduce((sum, row) => sum + Number(row[field] ?? 0), 0);
  const collected = total("codCollected");
  const returned = total("codReturned");
  const collectedBill = total("codCollectedBill");
  return {
    cod: {
      orders: total("codOrders"),
      collected,
      collectedAmount: rupees(collectedBill),
      share: ratio(collectedBill, salesPaise),
      returned,
      returnRate: ratio(returned, returned + collected),
    },
    cancelled: { orders: total("cancelledOrders"), amount: rupees(total("cancelledBill")) },
  };
}

type CustomerRow = { email: string; name: string; orders: number; bill: number; paid: number; fakeOrders: number; fakeBill: number };

/**
 * Whole IST days inside the period are read from the roll-ups (./tables.ts: sales_days, sales_customer_days,
 * sales_product_days, kept by triggers); the two partial days at its edges are read from the orders themselves.
 */
export async function salesDashboard(ctx: Pick<ServiceContext, "db">, period: Period = DEFAULT_PERIOD, now = Date.now()) {
  const { db } = ctx;
  const days = PERIODS[period];
  const since = now - days * DAY_MS;
  const sinceIso = new Date(since).toISOString();
  const untilIso = new Date(now + days * DAY_MS).toISOString();
  const firstDay = istDay(since);
  const lastDay = istDay(now + days * DAY_MS);
  const firstDayEnd = istDayStart(nextDay(firstDay));
  const lastDayStart = istDayStart(lastDay);
  const wholeDays = sql`day > ${firstDay} and day < ${lastDay}`;
  const edgeOrders = sql`((o.created_at >= ${sinceIso} and o.created_at < ${firstDayEnd}) or (o.created_at >= ${lastDayStart} and o.created_at <= ${untilIso}))`;
  const genuine = sql.raw(genuineSaleSql("o"));
  const fake = sql.raw(fakeOrderSql("o"));
  const cod = sql.raw(codOrderSql("o"));
  const codCollected = sql.raw(codCollectedSql("o"));
  const codReturned = sql.raw(codReturnedSql("o"));
  const cancelled = sql.raw(cancelledOrderSql("o"));

  const [customers, trend, products] = await Promise.all([
    db.all<CustomerRow>(sql`
      select email, max(name) as name, sum(orders) as orders, sum(bill) as bill, sum(paid) as paid,
        sum(fake_orders) as fakeOrders, sum(fake_bill) as fakeBill
      from (
        select email, name, orders, bill_paise as bill, paid_paise as paid, fake_orders, fake_bill_paise as fake_bill
        from sales_customer_days where ${wholeDays}
        union all
        select o.email_address, o.name, ${genuine}, iif(${genuine}, o.bill_paise, 0), iif(${genuine}, o.amount_paid_paise, 0),
          ${fake}, iif(${fake}, o.bill_paise, 0)
        from orders o where ${edgeOrders}
      )
      group by email
      having sum(orders) > 0 or sum(fake_orders) > 0`),
    db.all<DayRow>(sql`
      select day, sum(bill) as bill, sum(fake) as fakeOrders, sum(cod_orders) as codOrders, sum(cod_collected) as codCollected,
        sum(cod_collected_bill) as codCollectedBill, sum(cod_returned) as codReturned, sum(cancelled_orders) as cancelledOrders,
        sum(cancelled_bill) as cancelledBill
      from (
        select day, bill_paise as bill, fake_orders as fake, cod_orders, cod_collected, cod_collected_bill_paise as cod_collected_bill,
          cod_returned, cancelled_orders, cancelled_bill_paise as cancelled_bill
        from sales_days where ${wholeDays}
        union all
        select date(o.created_at, '+${sql.raw(String(IST_OFFSET_MINUTES))} minutes'), iif(${genuine}, o.bill_paise, 0), ${fake},
          ${cod}, ${codCollected}, iif(${codCollected}, o.bill_paise, 0), ${codReturned}, ${cancelled}, iif(${cancelled}, o.bill_paise, 0)
        from orders o where ${edgeOrders}
      ) group by day`),
    // Top products first from the per-product roll-up (one row per product and day), then only those products' packs
    // from the per-pack one: the whole days listed one by one let its primary key (day, product_id, variant_id) seek
    // them directly, so the breakdown costs a few index lookups instead of a sort of every pack's rows.
    db.all<ProductRow>(sql`
      with top as materialized (
        select product_id as productId, sum(quantity) as quantity, sum(revenue) as revenue, sum(paid) as paid from (
          select product_id, quantity, revenue_paise as revenue, paid_paise as paid from sales_product_days where ${wholeDays}
          union all
          select i.product_id, i.quantity, i.product_bill_paise,
            iif(o.bill_paise > 0, i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
          from orders o cross join order_items i on i.order_id = o.id
          where ${edgeOrders} and ${genuine}
        ) group by product_id having sum(quantity) > 0
        order by paid desc, quantity desc limit ${TOP}
      ), whole_days(day) as (
        select date(${firstDay}, '+1 day') where date(${firstDay}, '+1 day') < ${lastDay}
        union all
        select date(day, '+1 day') from whole_days where date(day, '+1 day') < ${lastDay}
      ), packs as materialized (
        select product_id, variant_id, sum(quantity) as quantity, sum(revenue) as revenue, sum(paid) as paid from (
          select product_id, variant_id, quantity, revenue_paise as revenue, paid_paise as paid from sales_variant_days
          where day in (select day from whole_days) and product_id in (select productId from top)
          union all
          select i.product_id, i.variant_id, i.quantity, i.product_bill_paise,
            iif(o.bill_paise > 0, i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise, 0)
          from orders o cross join order_items i on i.order_id = o.id
          where ${edgeOrders} and ${genuine} and i.product_id in (select productId from top)
        ) group by product_id, variant_id
      )
      select top.productId, top.quantity, top.revenue, top.paid,
        coalesce(p.name, (select x.product_name from order_items x where x.product_id = top.productId order by x.id desc limit 1)) as name,
        coalesce(p.images, (select x.images from order_items x where x.product_id = top.productId order by x.id desc limit 1)) as images,
        (select json_group_array(json_object('variantId', k.variant_id, 'quantity', k.quantity, 'revenue', k.revenue, 'paid', k.paid,
            'label', coalesce(v.label, (select x.variant_label from order_items x join orders xo on xo.id = x.order_id
              where x.product_id = k.product_id and x.variant_id = k.variant_id order by xo.created_at desc, x.id desc limit 1))))
          from packs k left join product_variants v on v.id = k.variant_id and v.deleted_at is null
          where k.product_id = top.productId and k.quantity > 0) as variants
      from top left join products p on p.id = top.productId
      order by top.paid desc, top.quantity desc`),
  ]);

  const genuineCustomers = customers.filter((row) => row.orders > 0);
  const orders = genuineCustomers.reduce((sum, row) => sum + row.orders, 0);
  const billPaise = genuineCustomers.reduce((sum, row) => sum + row.bill, 0);
  const paidPaise = genuineCustomers.reduce((sum, row) => sum + row.paid, 0);
  const fakeCustomers = customers.filter((row) => row.fakeOrders > 0);
  const byDay = new Map(trend.map((row) => [row.day, row]));
  const dayList = periodDays(since, now);

  return {
    period,
    days,
    from: sinceIso,
    to: new Date(now).toISOString(),
    totalSales: rupees(billPaise),
    totalAmountPaid: rupees(paidPaise),
    totalOrders: orders,
    // Averages divide paise and round once (half up), never an already rounded rupee figure.
    averageOrderValue: orders ? rupees(billPaise / orders) : 0,
    averagePaidValue: orders ? rupees(paidPaise / orders) : 0,
    activeCustomers: genuineCustomers.length,
    salesTrends: dayList.map((date) => ({ date, total: rupees(byDay.get(date)?.bill) })),
    topProducts: products.map((row) => ({
      productId: row.productId,
      name: row.name,
      totalQuantity: row.quantity,
      totalRevenue: rupees(row.revenue),
      totalAmountPaid: rupees(row.paid),
      image: (JSON.parse(row.images || "[]") as string[])[0] ?? null,
      variants: packFigures(row.variants),
    })),
    topCustomers: [...genuineCustomers]
      .sort((a, b) => b.paid - a.paid || b.orders - a.orders)
      .slice(0, TOP)
      .map((row) => ({ email: row.email, name: row.name, totalSpent: rupees(row.bill), amountPaid: rupees(row.paid), orderCount: row.orders })),
    fakeOrdersAnalysis: {
      totalFakeOrders: fakeCustomers.reduce((sum, row) => sum + row.fakeOrders, 0),
      totalFakeAmount: rupees(fakeCustomers.reduce((sum, row) => sum + row.fakeBill, 0)),
      fakeOrdersByCustomer: [...fakeCustomers]
        .sort((a, b) => b.fakeOrders - a.fakeOrders || b.fakeBill - a.fakeBill)
        .slice(0, TOP_FAKE_CUSTOMERS)
        .map((row) => ({ email: row.email, name: row.name, totalAmount: rupees(row.fakeBill), orderCount: row.fakeOrders })),
      fakeOrdersTrend: dayList.map((date) => ({ date, count: byDay.get(date)?.fakeOrders ?? 0 })),
    },
    ...codAndCancellations(trend, billPaise),
  };
}

/** The period's orders as CSV rows (header first, every cell quoted), for the admin's export button. */
export async function ordersCsv(ctx: Pick<ServiceContext, "db">, period: Period, now = Date.now()): Promise<string> {
  const since = new Date(now - PERIODS[period] * DAY_MS).toISOString();
  const until = new Date(now + PERIODS[period] * DAY_MS).toISOString();
  const rows = await ctx.db.all<Record<string, string | number | null>>(sql`
    select o.id, o.created_at, o.name, o.email_address, o.phone_number, o.city, o.state, o.bill_paise,
      o.amount_paid_paise, o.transaction_id, o.payment_status, o.order_status,
      (select group_concat(i.product_name || ' (' || i.variant_label || ') x ' || i.quantity, '; ') from order_items i where i.order_id = o.id) as items
    from orders o where o.created_at >= ${since} and o.created_at <= ${until} order by o.created_at desc`);
  const header = ["order_id", "created_at", "name", "email", "phone", "city", "state", "bill_inr", "amount_paid_inr", "transaction_id", "payment_status", "order_status", "items"];
  const records = rows.map((row) => [row.id, row.created_at, row.name, row.email_address, row.phone_number, row.city, row.state,
    rupees(Number(row.bill_paise)), rupees(Number(row.amount_paid_paise)), row.transaction_id, row.payment_status, row.order_status, row.items]);
  return csvDocument([header, ...records]);
}
