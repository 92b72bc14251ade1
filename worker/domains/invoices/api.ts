/**
 * The admin GST page's API (issue 19): the month's documents and totals, the GSTR-1 CSV, the GSTR-1 zip for the GST
 * offline tool (issue 28), the dated rate table, and (issue 28) the products whose HSN code is missing, unknown or
 * uncertain.
 */
import { Hono } from "hono";
import { gstMonthQuerySchema, gstRateInputSchema } from "./shared/schemas";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { parseInput } from "../../lib/validation";
import { gstMonthFigures, gstr1Rows } from "./gst-returns";
import { gstMonthSummaryView, gstr1Csv, hsnCheckView } from "./views";
import { productsWithHsnProblems } from "./hsn";
import { addGstRate, listGstRates } from "./invoices";
import { gstr1OfflineRows } from "./gstr1-offline";
import { gstr1OfflineFilename, gstr1OfflineZip } from "./gstr1-views";
import { readShopSettings } from "../settings/settings";
import type { HonoEnv } from "../../http/hono-env";

export const invoiceRoutes = new Hono<HonoEnv>({ strict: false });

invoiceRoutes.get("/admin/gst/summary", requireAdmin, async (c) => {
  const { month } = parseInput(gstMonthQuerySchema, c.req.query());
  return c.json(gstMonthSummaryView(await gstMonthFigures(c.var.ctx, month)));
});

invoiceRoutes.get("/admin/gst/gstr1.csv", requireAdmin, async (c) => {
  const { month } = parseInput(gstMonthQuerySchema, c.req.query());
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="gstr1-${month}.csv"`);
  c.header("Cache-Control", "private, no-store");
  return c.body(gstr1Csv(month, await gstr1Rows(c.var.ctx, month)));
});

invoiceRoutes.get("/admin/gst/gstr1.zip", requireAdmin, async (c) => {
  const { month } = parseInput(gstMonthQuerySchema, c.req.query());
  const [rows, settings] = await Promise.all([gstr1OfflineRows(c.var.ctx, month), readShopSettings(c.var.ctx)]);
  c.header("Content-Type", "application/zip");
  c.header("Content-Disposition", `attachment; filename="${gstr1OfflineFilename(month, settings.gstin, settings.legalName)}"`);
  c.header("Cache-Control", "private, no-store");
  return c.body(gstr1OfflineZip(rows));
});

invoiceRoutes.get("/admin/gst/rates", requireAdmin, async (c) => c.json({ rates: await listGstRates(c.var.ctx) }));

invoiceRoutes.post("/admin/gst/rates", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, gstRateInputSchema);
  return c.json({ success: true, message: "Rate added", rates: await addGstRate(c.var.ctx, c.var.principal, input) }, 201);
});

invoiceRoutes.get("/admin/gst/hsn-check", requireAdmin, async (c) => c.json(hsnCheckView(await productsWithHsnProblems(c.var.ctx))));
