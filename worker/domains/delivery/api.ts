/** Delivery: the public pincode check, and the admin's delivery rules (zones, unserved pincodes, cash on delivery). */
import { Hono } from "hono";
import { deliveryQuoteQuerySchema, deliveryRulesInputSchema } from "./shared/schemas";
import { parseInput } from "../../lib/validation";
import { requireAdmin } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { loadDeliveryRules, quoteForPincode, saveDeliveryRules } from "./zones";
import { deliveryRulesFromInput } from "./rules-input";
import { deliveryQuoteAnswer, deliveryRulesView } from "./views";
import type { HonoEnv } from "../../http/hono-env";

export const deliveryRoutes = new Hono<HonoEnv>({ strict: false });

// Public; a signed-in customer without a productId gets the quote for their cart.
deliveryRoutes.get("/delivery/quote", async (c) => {
  const query = parseInput(deliveryQuoteQuerySchema, c.req.query());
  const quote = await quoteForPincode(c.var.ctx, c.var.ctx.principal, query);
  return c.json({ success: true, ...deliveryQuoteAnswer(query.pincode, quote, c.var.ctx.lang) });
});

deliveryRoutes.get("/admin/delivery", requireAdmin, async (c) =>
  c.json({ success: true, message: "Delivery rules", delivery: deliveryRulesView(await loadDeliveryRules(c.var.ctx)) }),
);

deliveryRoutes.put("/admin/delivery", requireAdmin, async (c) => {
  const rules = deliveryRulesFromInput(await parseJsonBody(c, deliveryRulesInputSchema));
  const delivery = deliveryRulesView(await saveDeliveryRules(c.var.ctx, c.var.principal, rules));
  return c.json({ success: true, message: "Delivery rules saved", delivery });
});
