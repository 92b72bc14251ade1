/** The cart's API (API.md 1.4): thin handlers that read the customer's cart record and answer its view (./views.ts). */
import { Hono } from "hono";
import { cartUpdateSchema } from "./shared/cart-schemas";
import { requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { readCart, setCartQuantity } from "./cart";
import { toCartView } from "./views";
import type { HonoEnv } from "../../http/hono-env";

/** The signed-in customer's own cart; clients call it as /api/cart/ (trailing slash), both forms work. */
export const checkoutRoutes = new Hono<HonoEnv>({ strict: false });

checkoutRoutes.get("/cart", requireUser, async (c) => c.json({ success: true, cart: toCartView(await readCart(c.var.ctx, c.var.principal), c.var.ctx) }));

checkoutRoutes.put("/cart", requireUser, async (c) => {
  const update = await parseJsonBody(c, cartUpdateSchema);
  const cart = await setCartQuantity(c.var.ctx, c.var.principal, update);
  return c.json({ success: true, message: "Cart updated", cart: toCartView(cart, c.var.ctx) });
});
