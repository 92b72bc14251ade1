import { Hono } from "hono";
import { shopSettingsInputSchema } from "../../app/lib/schemas/settings";
import { requireAdmin } from "../middleware/auth";
import { parseJsonBody } from "../middleware/request";
import { getShopSettings, saveShopSettings } from "../services/settings";
import type { HonoEnv } from "../types";

export const settingsRoutes = new Hono<HonoEnv>({ strict: false });

// Public: the same facts the footer and every product page show (legal identity and consumer care).
settingsRoutes.get("/settings", async (c) => c.json({ success: true, message: "Settings", settings: await getShopSettings(c.var.ctx) }));

settingsRoutes.put("/admin/settings", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, shopSettingsInputSchema);
  const settings = await saveShopSettings(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Settings saved", settings });
});
