import { Hono } from "hono";
import { cartUpdateSchema } from "../../app/lib/schemas/cart";
import { requireUser } from "../middleware/auth";
import { parseJsonBody } from "../middleware/request";
import { getCart, setCartQuantity } from "../services/cart";
import type { HonoEnv } from "../types";

/** The signed-in customer's own cart; clients call it as /api/cart/ (trailing slash), both forms work. */
export const cartRoutes = new Hono<HonoEnv>({ strict: false });

cartRoutes.get("/cart", requireUser, async (c) => c.json({ success: true, cart: await getCart(c.var.ctx, c.var.principal) }));

cartRoutes.put("/cart", requireUser, async (c) => {
  const update = await parseJsonBody(c, cartUpdateSchema);
  const cart = await setCartQuantity(c.var.ctx, c.var.principal, update);
  return c.json({ success: true, message: "Cart updated", cart });
});
