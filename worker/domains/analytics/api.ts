/** Sales analytics (admin only), computed in D1: see worker/domains/analytics/sales.ts. */
import { Hono, type Context } from "hono";
import { absoluteImageUrl } from "../../shared/image-urls";
import { requireAdmin } from "../../http/auth";
import { badRequest } from "../../lib/errors";
import { parsePeriod, RTO_PERIOD_MESSAGE, rtoPeriodOf } from "./shared";
import { salesDashboard } from "./sales";
import { rtoAnalytics } from "./rto";
import { toRtoView } from "./views";
import type { HonoEnv } from "../../http/hono-env";

export const analyticsRoutes = new Hono<HonoEnv>({ strict: false });

analyticsRoutes.use("/admin/analysis/*", requireAdmin);

/** The dashboard of the requested period, its product pictures absolute like every image URL the API answers. */
async function dashboard(c: Context<HonoEnv>) {
  const ctx = c.var.ctx;
  const figures = await salesDashboard(ctx, parsePeriod(c.req.query("period")));
  const topProducts = figures.topProducts.map((product) => ({ ...product, image: product.image && absoluteImageUrl(product.image, ctx) }));
  return { ...figures, topProducts };
}

analyticsRoutes.get("/admin/analysis/dashboard", async (c) => c.json(await dashboard(c)));

analyticsRoutes.get("/admin/analysis/orderAnalytics", async (c) => {
  const d = await dashboard(c);
  return c.json({
    success: true,
    period: d.period,
    totalOrders: d.totalOrders,
    activeCustomers: d.activeCustomers,
    salesTrends: d.salesTrends,
    fakeOrdersAnalysis: d.fakeOrdersAnalysis,
  });
});

analyticsRoutes.get("/admin/analysis/revenueAnalytics", async (c) => {
  const d = await dashboard(c);
  return c.json({
    success: true,
    period: d.period,
    totalSales: d.totalSales,
    totalAmountPaid: d.totalAmountPaid,
    averageOrderValue: d.averageOrderValue,
    averagePaidValue: d.averagePaidValue,
    topCustomers: d.topCustomers,
  });
});

analyticsRoutes.get("/admin/analysis/topProducts", async (c) => {
  const d = await dashboard(c);
  return c.json({ success: true, period: d.period, topProducts: d.topProducts });
});

// Issue 32 (item 5): returns (RTO) analytics over 30, 90 or 365 days; an unknown period is a 400, not the default.
analyticsRoutes.get("/admin/analysis/rto", async (c) => {
  const period = rtoPeriodOf(c.req.query("period"));
  if (!period) throw badRequest(RTO_PERIOD_MESSAGE);
  return c.json({ success: true, ...toRtoView(await rtoAnalytics(c.var.ctx, period)) });
});
