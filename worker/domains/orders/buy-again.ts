/**
 * "Buy again" (issue 31): the packs of one of the customer's own orders go back into their cart through the cart
 * service (../checkout/cart.ts: live packs only, never beyond stock), at today's prices, and the answer says what
 * changed since the order was placed: a pack priced differently, fewer left, out of stock, or no longer sold.
 */
import { eq } from "drizzle-orm";
import type { Principal } from "../accounts/shared/user";
import type { ServiceContext } from "../../http/context";
import { notFound } from "../../lib/errors";
import { findLiveProducts, type PackRecord, type PricedProduct } from "../catalogue/queries";
import { readCart, setCartQuantity } from "../checkout/cart";
import { MAX_CART_QUANTITY } from "../checkout/shared/cart";
import type { BuyAgainLineRecord, BuyAgainRecord } from "./shared/buy-again";
import { ORDER_NOT_FOUND_MESSAGE } from "./queries";
import { orderItems, orders, type OrderItem } from "./tables";

type Ctx = Pick<ServiceContext, "db">;

/** The order's lines, one per pack (quantities of a pack ordered twice added up); 404 unless the order is the actor's. */
async function ownOrderLines(ctx: Ctx, actor: Principal, orderId: string): Promise<OrderItem[]> {
  const order = await ctx.db.query.orders.findFirst({ columns: { userId: true }, where: eq(orders.id, orderId) });
  if (!order || order.userId !== actor.id) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const byPack = new Map<string, OrderItem>();
  for (const item of items) {
    const seen = byPack.get(item.variantId);
    byPack.set(item.variantId, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  return [...byPack.values()];
}

type Plan = { item: OrderItem; pack: PackRecord | null; target: number; line: BuyAgainLineRecord };

/** How many of a pack the cart should hold: what was ordered (or more if the cart has more), within stock and the cap. */
function planLine(item: OrderItem, product: PricedProduct | undefined, inCart: number): Plan {
  const pack = product?.packs.find((candidate) => candidate.id === item.variantId) ?? null;
  const base = { productName: product?.name ?? item.productName, variantLabel: pack?.label ?? item.variantLabel, previousPricePaise: item.unitPricePaise };
  if (!pack) return { item, pack, target: inCart, line: { ...base, outcome: "gone", quantity: inCart, currentPricePaise: null } };
  const currentPricePaise = pack.salePricePaise;
  const wanted = Math.min(Math.max(inCart, item.quantity), MAX_CART_QUANTITY);
  const target = pack.stock === null ? wanted : Math.min(wanted, Math.max(pack.stock, inCart));
  const outcome =
    pack.stock === 0 && inCart === 0 ? "out-of-stock" : target < item.quantity ? "fewer-left" : pack.salePricePaise !== item.unitPricePaise ? "price-changed" : "added";
  return { item, pack, target, line: { ...base, outcome, quantity: target, currentPricePaise } };
}

/**
 * Puts the packs of the customer's own order into their cart (another's order is 404) and answers, line by line,
 * what went in and what changed. A pack already in the cart keeps its larger quantity; nothing is ever taken out.
 */
export async function buyAgain(ctx: Ctx, actor: Principal, orderId: string): Promise<BuyAgainRecord> {
  const items = await ownOrderLines(ctx, actor, orderId);
  const [cart, products] = await Promise.all([readCart(ctx, actor), findLiveProducts(ctx.db, [...new Set(items.map((item) => item.productId))])]);
  const inCart = new Map(cart.lines.map((line) => [line.pack.id, line.quantity]));
  const plans = items.map((item) => planLine(item, products.find((product) => product.id === item.productId), inCart.get(item.variantId) ?? 0));
  for (const plan of plans) {
    if (plan.pack && plan.target > (inCart.get(plan.item.variantId) ?? 0)) {
      await setCartQuantity(ctx, actor, { productId: plan.item.productId, variantId: plan.item.variantId, quantity: plan.target });
    }
  }
  const lines = plans.map((plan) => plan.line);
  return { lines, addedCount: lines.filter((line) => line.outcome !== "gone" && line.outcome !== "out-of-stock").length };
}
