/** Carts: each customer's own, lines priced from the current catalogue, deleted products never shown. */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { CartView } from "../../app/lib/cart";
import type { CartUpdate } from "../../app/lib/schemas/cart";
import type { Principal } from "../../app/lib/user";
import type { Db } from "../../db/client";
import { blobs, cartItems, carts, categories, products } from "../../db/schema";
import { badRequest, notFound } from "../lib/errors";
import { newId, nowIso } from "../lib/ids";
import { toProductView } from "./catalog";
import type { ViewContext } from "./context";

/** The user's cart id, creating the cart on first use (a customer without a cart gets an empty one). */
async function cartIdFor(db: Db, userId: string): Promise<string> {
  const existing = await db.query.carts.findFirst({ columns: { id: true }, where: eq(carts.userId, userId) });
  if (existing) return existing.id;
  await db.insert(carts).values({ id: newId(), userId, createdAt: nowIso() }).onConflictDoNothing();
  const created = await db.query.carts.findFirst({ columns: { id: true }, where: eq(carts.userId, userId) });
  if (!created) throw new Error("cart could not be created");
  return created.id;
}

/** One statement: the actor's own cart lines joined to live products, their categories and blobs. */
export async function getCart(ctx: ViewContext, actor: Principal): Promise<CartView> {
  const { db } = ctx;
  const userId = actor.id;
  const rows = await db
    .select({ cart: carts, item: cartItems, product: products, category: categories, blob: blobs })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(blobs, eq(blobs.id, products.blobId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt));
  // A customer without a cart (accounts from before carts existed) gets an empty one, created now.
  const cartId = rows[0]?.cart.id ?? (await cartIdFor(db, userId));
  const lines = rows.flatMap(({ item, product, category, blob }) =>
    item && product && category ? [{ _id: `${item.cartId}:${product.id}`, productId: toProductView(product, category, blob, ctx), quantity: item.quantity }] : [],
  );
  return { _id: cartId, userId, products: lines };
}

/** Sets a line's absolute quantity: more than 0 sets it (adding the line), 0 removes an existing line. */
export async function setCartQuantity(ctx: ViewContext, actor: Principal, update: CartUpdate): Promise<CartView> {
  const { db } = ctx;
  const userId = actor.id;
  const product = await db.query.products.findFirst({
    columns: { id: true },
    where: and(eq(products.id, update.productId), isNull(products.deletedAt)),
  });
  const cartId = await cartIdFor(db, userId);
  if (update.quantity === 0) {
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, update.productId)))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) throw badRequest("That product is not in your cart");
    return getCart(ctx, actor);
  }
  if (!product) throw notFound("Product not found");
  await db
    .insert(cartItems)
    .values({ cartId, productId: update.productId, quantity: update.quantity, addedAt: nowIso() })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity: update.quantity } });
  return getCart(ctx, actor);
}
