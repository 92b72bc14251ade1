/** Issue 32: the owner's COD rules and block list for admins (GET/PUT /api/admin/cod-rules, GET/POST/DELETE /api/admin/cod-blocks). */
import { Hono } from "hono";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import type { HonoEnv } from "../../http/hono-env";
import { codRulesInputSchema } from "./shared/rules";
import { codBlockInputSchema } from "./shared/blocks";
import { readCodRules, saveCodRules } from "./rules";
import { addCodBlock, deleteCodBlock, listCodBlocks } from "./blocks";
import { toCodBlockView, toCodRulesView } from "./views";

export const codRoutes = new Hono<HonoEnv>({ strict: false });

codRoutes.get("/admin/cod-rules", requireAdmin, async (c) => c.json({ success: true, codRules: toCodRulesView(await readCodRules(c.var.ctx)) }));

codRoutes.put("/admin/cod-rules", requireAdmin, async (c) => {
  const rules = await parseJsonBody(c, codRulesInputSchema);
  return c.json({ success: true, message: "Cash on delivery rules saved", codRules: toCodRulesView(await saveCodRules(c.var.ctx, c.var.principal, rules)) });
});

codRoutes.get("/admin/cod-blocks", requireAdmin, async (c) => c.json({ success: true, blocks: (await listCodBlocks(c.var.ctx)).map(toCodBlockView) }));

codRoutes.post("/admin/cod-blocks", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, codBlockInputSchema);
  return c.json({ success: true, message: "Blocked for cash on delivery", block: toCodBlockView(await addCodBlock(c.var.ctx, c.var.principal, input)) }, 201);
});

codRoutes.delete("/admin/cod-blocks/:id", requireAdmin, async (c) => {
  await deleteCodBlock(c.var.ctx, c.var.principal, c.req.param("id"));
  return c.json({ success: true, message: "Block removed" });
});
