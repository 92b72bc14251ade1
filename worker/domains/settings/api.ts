import { Hono } from "hono";
import { shopSettingsInputSchema } from "./shared/schemas";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { getShopSettings, saveShopSettings } from "./settings";
import type { HonoEnv } from "../../http/hono-env";

export const settingsRoutes = new Hono<HonoEnv>({ strict: false });

// Public: the same facts the footer and every product page show (legal identity and consumer care).
settingsRoutes.get("/settings", async (c) => c.json({ success: true, message: "Settings", settings: await getShopSettings(c.var.ctx) }));

settingsRoutes.put("/admin/settings", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, shopSettingsInputSchema);
  const settings = await saveShopSettings(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Settings saved", settings });
});
