import { Hono } from "hono";
import { orderAlertInputSchema, shopSettingsInputSchema } from "./shared/schemas";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { getOrderAlert, getShopSettings, saveOrderAlert, saveShopSettings } from "./settings";
import type { HonoEnv } from "../../http/hono-env";

export const settingsRoutes = new Hono<HonoEnv>({ strict: false });

// Public: the same facts the footer and every product page show (legal identity and consumer care).
settingsRoutes.get("/settings", async (c) => c.json({ success: true, message: "Settings", settings: await getShopSettings(c.var.ctx) }));

settingsRoutes.put("/admin/settings", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, shopSettingsInputSchema);
  const settings = await saveShopSettings(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Settings saved", settings });
});

// The owner's new-order alert (issue 31): the owner's own number, so admins only and apart from the public settings.
settingsRoutes.get("/admin/settings/order-alert", requireAdmin, async (c) => c.json({ success: true, orderAlert: await getOrderAlert(c.var.ctx) }));

settingsRoutes.put("/admin/settings/order-alert", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, orderAlertInputSchema);
  return c.json({ success: true, message: "Order alert saved", orderAlert: await saveOrderAlert(c.var.ctx, c.var.principal, input) });
});
