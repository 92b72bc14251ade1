/**
 * Stock (admin): receive units, adjust to a count, the low-stock list and a pack's ledger; issue 33: batches (receive a
 * lot, a pack's batches, write-offs), the expiry report and the dated shelf-life rule.
 */
import { Hono } from "hono";
import { stockAdjustmentSchema, stockReceiptSchema } from "../catalogue/shared/schemas";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { parseInput } from "../../lib/validation";
import { adjustStock, lowStock, receiveStock, stockMovementsOf } from "./ledger";
import { listBatches, receiveBatch, writeOffBatch } from "./batches";
import { expiryReport } from "./expiry";
import { toExpiryReportView } from "./views";
import { addShelfLifeRule, shelfLifeRulesView } from "./shelf-life-rules";
import { batchListQuerySchema, batchReceiptSchema, expiringQuerySchema, shelfLifeRuleSchema, writeOffSchema } from "./shared/schemas";
import type { HonoEnv } from "../../http/hono-env";

export const stockRoutes = new Hono<HonoEnv>({ strict: false });

stockRoutes.post("/admin/stock/receive", requireAdmin, async (c) => {
  const receipt = await parseJsonBody(c, stockReceiptSchema);
  const level = await receiveStock(c.var.ctx, c.var.principal, receipt);
  return c.json({ success: true, message: "Stock received", stock: level });
});

stockRoutes.post("/admin/stock/adjust", requireAdmin, async (c) => {
  const adjustment = await parseJsonBody(c, stockAdjustmentSchema);
  const level = await adjustStock(c.var.ctx, c.var.principal, adjustment);
  return c.json({ success: true, message: "Stock adjusted", stock: level });
});

stockRoutes.get("/admin/stock/low", requireAdmin, async (c) =>
  c.json({ success: true, message: "Packs low on stock", variants: await lowStock(c.var.ctx) }),
);

stockRoutes.get("/admin/stock/movements/:variantId", requireAdmin, async (c) =>
  c.json({ success: true, message: "Stock movements", movements: await stockMovementsOf(c.var.ctx, c.req.param("variantId")) }),
);

stockRoutes.post("/admin/stock/batches", requireAdmin, async (c) => {
  const receipt = await parseJsonBody(c, batchReceiptSchema);
  const { batch, stock } = await receiveBatch(c.var.ctx, c.var.principal, receipt);
  return c.json({ success: true, message: "Batch received", batch, stock }, 201);
});

stockRoutes.get("/admin/stock/batches", requireAdmin, async (c) => {
  const { variantId } = parseInput(batchListQuerySchema, c.req.query());
  return c.json({ success: true, message: "Batches", batches: await listBatches(c.var.ctx, variantId) });
});

stockRoutes.post("/admin/stock/batches/:id/write-off", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, writeOffSchema);
  const { batch, stock } = await writeOffBatch(c.var.ctx, c.var.principal, c.req.param("id"), input);
  return c.json({ success: true, message: "Written off", batch, stock });
});

stockRoutes.get("/admin/stock/expiring", requireAdmin, async (c) => {
  const { days } = parseInput(expiringQuerySchema, c.req.query());
  return c.json({ success: true, message: "Expiring stock", ...toExpiryReportView(await expiryReport(c.var.ctx, days)) });
});

stockRoutes.get("/admin/stock/shelf-life-rules", requireAdmin, async (c) =>
  c.json({ success: true, message: "Shelf-life rules", ...(await shelfLifeRulesView(c.var.ctx)) }),
);

stockRoutes.post("/admin/stock/shelf-life-rules", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, shelfLifeRuleSchema);
  return c.json({ success: true, message: "Shelf-life rule saved", ...(await addShelfLifeRule(c.var.ctx, c.var.principal, input)) });
});
