/** Delivery: the public pincode check, and the admin's delivery rules (zones, unserved pincodes, cash on delivery). */
import { Hono } from "hono";
import { deliveryQuoteQuerySchema, deliveryRulesInputSchema } from "../../app/lib/schemas/delivery";
import { parseInput } from "../lib/validation";
import { requireAdmin } from "../middleware/auth";
import { parseJsonBody } from "../middleware/request";
import { getDeliveryRules, quoteForPincode, saveDeliveryRules } from "../services/delivery";
import type { HonoEnv } from "../types";

export const deliveryRoutes = new Hono<HonoEnv>({ strict: false });

// Public; a signed-in customer without a productId gets the quote for their cart.
deliveryRoutes.get("/delivery/quote", async (c) => {
  const query = parseInput(deliveryQuoteQuerySchema, c.req.query());
  const quote = await quoteForPincode(c.var.ctx, c.var.ctx.principal, query);
  return c.json({ success: true, ...quote });
});

deliveryRoutes.get("/admin/delivery", requireAdmin, async (c) =>
  c.json({ success: true, message: "Delivery rules", delivery: await getDeliveryRules(c.var.ctx) }),
);

deliveryRoutes.put("/admin/delivery", requireAdmin, async (c) => {
  const input = await parseJsonBody(c, deliveryRulesInputSchema);
  const delivery = await saveDeliveryRules(c.var.ctx, c.var.principal, input);
  return c.json({ success: true, message: "Delivery rules saved", delivery });
});
