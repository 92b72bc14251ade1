/** The cart's API (API.md 1.4): thin handlers that read the customer's cart record and answer its view (./views.ts). */
import { Hono, type Context } from "hono";
import { cartUpdateSchema } from "./shared/cart-schemas";
import { requireUser } from "../../http/auth";
import { parseJsonBody } from "../../http/request";
import { readCart, setCartQuantity } from "./cart";
import { toCartView } from "./views";
import type { HonoEnv } from "../../http/hono-env";
import { answerLang } from "../../lib/edge-cache";

/** The signed-in customer's own cart; clients call it as /api/cart/ (trailing slash), both forms work. */
export const checkoutRoutes = new Hono<HonoEnv>({ strict: false });

/** The cart's products in `?lang=` (Telugu names with `?lang=te`), else English as always, like the product list. */
const viewContext = (c: Context<HonoEnv>) => ({ ...c.var.ctx, lang: answerLang(new URL(c.req.url)) });

checkoutRoutes.get("/cart", requireUser, async (c) => c.json({ success: true, cart: toCartView(await readCart(c.var.ctx, c.var.principal), viewContext(c)) }));

checkoutRoutes.put("/cart", requireUser, async (c) => {
  const update = await parseJsonBody(c, cartUpdateSchema);
  const cart = await setCartQuantity(c.var.ctx, c.var.principal, update);
  return c.json({ success: true, message: "Cart updated", cart: toCartView(cart, viewContext(c)) });
});
