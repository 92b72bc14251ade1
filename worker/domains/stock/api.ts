/** Stock (admin): receive units, adjust to a count, the low-stock list and a pack's ledger. */
import { Hono } from "hono";
import { stockAdjustmentSchema, stockReceiptSchema } from "../catalogue/shared/schemas";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { adjustStock, lowStock, receiveStock, stockMovementsOf } from "./ledger";
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
