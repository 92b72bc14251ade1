/** Sales analytics (admin only), computed in D1: see worker/services/analytics.ts. */
import { Hono } from "hono";
import { requireAdmin } from "../middleware/auth";
import { parsePeriod, salesDashboard } from "../services/analytics";
import type { HonoEnv } from "../types";

export const analyticsRoutes = new Hono<HonoEnv>({ strict: false });

analyticsRoutes.use("/admin/analysis/*", requireAdmin);

analyticsRoutes.get("/admin/analysis/dashboard", async (c) =>
  c.json(await salesDashboard(c.var.db, parsePeriod(c.req.query("period")))),
);

analyticsRoutes.get("/admin/analysis/orderAnalytics", async (c) => {
  const d = await salesDashboard(c.var.db, parsePeriod(c.req.query("period")));
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
  const d = await salesDashboard(c.var.db, parsePeriod(c.req.query("period")));
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
  const d = await salesDashboard(c.var.db, parsePeriod(c.req.query("period")));
  return c.json({ success: true, period: d.period, topProducts: d.topProducts });
});
