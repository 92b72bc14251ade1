/** The admin GST page's API (issue 19): the month's documents and totals, the GSTR-1 CSV, and the dated rate table. */
import { Hono } from "hono";
import { gstMonthQuerySchema, gstRateInputSchema } from "../../app/lib/schemas/gst";
import { requireAdmin } from "../middleware/auth";
import { parseJsonBody } from "../middleware/request";
import { parseInput } from "../lib/validation";
import { gstMonthSummary, gstr1Csv } from "../services/gst-returns";
import { addGstRate, listGstRates } from "../services/invoices";
import type { HonoEnv } from "../types";

export const gstRoutes = new Hono<HonoEnv>({ strict: false });

gstRoutes.get("/admin/gst/summary", requireAdmin, async (c) => {
  const { month } = parseInput(gstMonthQuerySchema, c.req.query());
  return c.json(await gstMonthSummary(c.var.ctx, month));
});

gstRoutes.get("/admin/gst/gstr1.csv", requireAdmin, async (c) => {
  const { month } = parseInput(gstMonthQuerySchema, c.req.query());
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="gstr1-${month}.csv"`);
  c.header("Cache-Control", "private, no-store");
  return c.body(await gstr1Csv(c.var.ctx, month));
});

gstRoutes.get("/admin/gst/rates", requireAdmin, async (c) => c.json({ rates: await listGstRates(c.var.ctx) }));

gstRoutes.post("/admin/gst/rates", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, gstRateInputSchema);
  return c.json({ success: true, message: "Rate added", rates: await addGstRate(c.var.ctx, c.var.principal, input) }, 201);
});
