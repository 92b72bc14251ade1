/**
 * Sales analytics computed by D1 with SQL aggregates (never by shipping every order to the browser).
 *
 * - A period is 1, 7 or 30 days: an order counts when ceil(|now - createdAt| / 1 day) <= days.
 * - orderStatus "wrong order" marks a fake order; every other order is a genuine sale.
 * - A product's paid amount is quantity x the price it was sold at, scaled by its order's paid-to-bill ratio.
 * - Days are calendar days in the shop's time zone (Asia/Kolkata, UTC+5:30); every day of the period is listed.
 * - Money is summed in paise and rounded to 2 decimals in rupees only on output.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export const PERIODS = { daily: 1, weekly: 7, monthly: 30 } as const;
export type Period = keyof typeof PERIODS;
export const DEFAULT_PERIOD: Period = "weekly";

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MINUTES = 330;
const TOP = 5;
const TOP_FAKE_CUSTOMERS = 20;

export function parsePeriod(value: string | undefined | null): Period {
  return value && Object.hasOwn(PERIODS, value) ? (value as Period) : DEFAULT_PERIOD;
}

const rupees = (paise: number | null | undefined) => Math.round(Number(paise ?? 0)) / 100;

/** The IST calendar date (YYYY-MM-DD) of an instant. */
export function istDate(instant: number): string {
  return new Date(instant + IST_OFFSET_MINUTES * 60 * 1000).toISOString().slice(0, 10);
}

/** Every IST date from the period's first instant to now, oldest first. */
export function periodDays(since: number, now: number): string[] {
  const days: string[] = [];
  for (let day = istDate(since); day <= istDate(now); ) {
    days.push(day);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  }
  return days;
}

export type Dashboard = Awaited<ReturnType<typeof salesDashboard>>;

export async function salesDashboard(db: Db, period: Period = DEFAULT_PERIOD, now = Date.now()) {
  const days = PERIODS[period];
  const since = now - days * DAY_MS;
  const sinceIso = new Date(since).toISOString();
  const untilIso = new Date(now + days * DAY_MS).toISOString();
  const inPeriod = sql`o.created_at >= ${sinceIso} and o.created_at <= ${untilIso}`;
  const istDay = sql`date(o.created_at, '+${sql.raw(String(IST_OFFSET_MINUTES))} minutes')`;

  const [totals, trend, products, customers, fakeCustomers] = await Promise.all([
    db.get<{ orders: number; bill: number; paid: number; customers: number; fakeOrders: number; fakeBill: number }>(sql`
      select
        count(*) filter (where o.order_status != 'wrong order') as orders,
        coalesce(sum(o.bill_paise) filter (where o.order_status != 'wrong order'), 0) as bill,
        coalesce(sum(o.amount_paid_paise) filter (where o.order_status != 'wrong order'), 0) as paid,
        count(distinct o.email_address) filter (where o.order_status != 'wrong order') as customers,
        count(*) filter (where o.order_status = 'wrong order') as fakeOrders,
        coalesce(sum(o.bill_paise) filter (where o.order_status = 'wrong order'), 0) as fakeBill
      from orders o where ${inPeriod}`),
    db.all<{ day: string; bill: number; fakeOrders: number }>(sql`
      select ${istDay} as day,
        coalesce(sum(o.bill_paise) filter (where o.order_status != 'wrong order'), 0) as bill,
        count(*) filter (where o.order_status = 'wrong order') as fakeOrders
      from orders o where ${inPeriod} group by day`),
    // Sums per product first (orders of the period as the outer loop: CROSS JOIN fixes the join order), then
    // names and pictures for the five winners only.
    db.all<{ productId: string; name: string; images: string; quantity: number; revenue: number; paid: number }>(sql`
      with top as (
        select i.product_id as productId, sum(i.quantity) as quantity, sum(i.product_bill_paise) as revenue,
          sum(case when o.bill_paise > 0 then i.product_bill_paise * 1.0 * o.amount_paid_paise / o.bill_paise else 0 end) as paid
        from orders o cross join order_items i on i.order_id = o.id
        where ${inPeriod} and o.order_status != 'wrong order'
        group by i.product_id
        order by paid desc, quantity desc
        limit ${TOP})
      select top.productId, top.quantity, top.revenue, top.paid,
        coalesce(p.name, (select x.product_name from order_items x where x.product_id = top.productId order by x.id desc limit 1)) as name,
        coalesce(p.images, (select x.images from order_items x where x.product_id = top.productId order by x.id desc limit 1)) as images
      from top left join products p on p.id = top.productId
      order by top.paid desc, top.quantity desc`),
    db.all<{ email: string; name: string; bill: number; paid: number; orders: number }>(sql`
      select o.email_address as email, max(o.name) as name, sum(o.bill_paise) as bill,
        sum(o.amount_paid_paise) as paid, count(*) as orders
      from orders o where ${inPeriod} and o.order_status != 'wrong order'
      group by o.email_address order by paid desc, orders desc limit ${TOP}`),
    db.all<{ email: string; name: string; bill: number; orders: number }>(sql`
      select o.email_address as email, max(o.name) as name, sum(o.bill_paise) as bill, count(*) as orders
      from orders o where ${inPeriod} and o.order_status = 'wrong order'
      group by o.email_address order by orders desc, bill desc limit ${TOP_FAKE_CUSTOMERS}`),
  ]);

  const byDay = new Map(trend.map((row) => [row.day, row]));
  const dayList = periodDays(since, now);
  const orders = totals?.orders ?? 0;
  const totalSales = rupees(totals?.bill);
  const totalAmountPaid = rupees(totals?.paid);

  return {
    period,
    days,
    from: sinceIso,
    to: new Date(now).toISOString(),
    totalSales,
    totalAmountPaid,
    totalOrders: orders,
    // Averages divide paise and round once (half up), never an already rounded rupee figure.
    averageOrderValue: orders ? rupees(Number(totals?.bill) / orders) : 0,
    averagePaidValue: orders ? rupees(Number(totals?.paid) / orders) : 0,
    activeCustomers: totals?.customers ?? 0,
    salesTrends: dayList.map((date) => ({ date, total: rupees(byDay.get(date)?.bill) })),
    topProducts: products.map((row) => ({
      productId: row.productId,
      name: row.name,
      totalQuantity: row.quantity,
      totalRevenue: rupees(row.revenue),
      totalAmountPaid: rupees(row.paid),
      image: (JSON.parse(row.images || "[]") as string[])[0] ?? null,
    })),
    topCustomers: customers.map((row) => ({
      email: row.email,
      name: row.name,
      totalSpent: rupees(row.bill),
      amountPaid: rupees(row.paid),
      orderCount: row.orders,
    })),
    fakeOrdersAnalysis: {
      totalFakeOrders: totals?.fakeOrders ?? 0,
      totalFakeAmount: rupees(totals?.fakeBill),
      fakeOrdersByCustomer: fakeCustomers.map((row) => ({
        email: row.email,
        name: row.name,
        totalAmount: rupees(row.bill),
        orderCount: row.orders,
      })),
      fakeOrdersTrend: dayList.map((date) => ({ date, count: byDay.get(date)?.fakeOrders ?? 0 })),
    },
  };
}

/** The period's orders as CSV rows (header first), for the admin's export button. */
export async function ordersCsv(db: Db, period: Period, now = Date.now()): Promise<string> {
  const since = new Date(now - PERIODS[period] * DAY_MS).toISOString();
  const until = new Date(now + PERIODS[period] * DAY_MS).toISOString();
  const rows = await db.all<Record<string, string | number | null>>(sql`
    select o.id, o.created_at, o.name, o.email_address, o.phone_number, o.city, o.state, o.bill_paise,
      o.amount_paid_paise, o.transaction_id, o.payment_status, o.order_status,
      (select group_concat(i.product_name || ' x ' || i.quantity, '; ') from order_items i where i.order_id = o.id) as items
    from orders o where o.created_at >= ${since} and o.created_at <= ${until} order by o.created_at desc`);
  const header = ["order_id", "created_at", "name", "email", "phone", "city", "state", "bill_inr", "amount_paid_inr", "transaction_id", "payment_status", "order_status", "items"];
  const escape = (value: unknown) => {
    let text = value === null || value === undefined ? "" : String(value);
    // A leading = + - @ (or tab / carriage return) would make a spreadsheet run the cell as a formula.
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = rows.map((row) =>
    [row.id, row.created_at, row.name, row.email_address, row.phone_number, row.city, row.state, rupees(Number(row.bill_paise)),
      rupees(Number(row.amount_paid_paise)), row.transaction_id, row.payment_status, row.order_status, row.items].map(escape).join(","),
  );
  return [header.join(","), ...lines].join("\n") + "\n";
}
