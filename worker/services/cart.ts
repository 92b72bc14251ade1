/**
 * Carts: each customer's own, one line per pack, priced from the current catalogue, deleted products and packs
 * never shown. A cart holds no stock: stock is taken when the order is placed (worker/services/orders.ts).
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { defaultVariant } from "../../app/lib/catalog";
import type { CartLine, CartView } from "../../app/lib/cart";
import type { CartUpdate } from "../../app/lib/schemas/cart";
import type { Principal } from "../../app/lib/user";
import type { Db } from "../../db/client";
import { blobs, cartItems, carts, categories, productVariants, products } from "../../db/schema";
import { badRequest, notFound } from "../lib/errors";
import { newId, nowIso } from "../lib/ids";
import { liveVariantsJson, parseVariants, toProductView, toVariantView } from "./catalog";
import type { ViewContext } from "./context";
import { shortageError } from "./stock";

/** The user's cart id, creating the cart on first use (a customer without a cart gets an empty one). */
async function cartIdFor(db: Db, userId: string): Promise<string> {
  const existing = await db.query.carts.findFirst({ columns: { id: true }, where: eq(carts.userId, userId) });
  if (existing) return existing.id;
  await db.insert(carts).values({ id: newId(), userId, createdAt: nowIso() }).onConflictDoNothing();
  const created = await db.query.carts.findFirst({ columns: { id: true }, where: eq(carts.userId, userId) });
  if (!created) throw new Error("cart could not be created");
  return created.id;
}

/** One statement: the actor's own cart lines joined to live products and packs, their categories and blobs. */
export async function getCart(ctx: ViewContext, actor: Principal): Promise<CartView> {
  const { db } = ctx;
  const userId = actor.id;
  const rows = await db
    .select({ cart: carts, item: cartItems, product: products, variant: productVariants, category: categories, blob: blobs, variants: liveVariantsJson })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
    .leftJoin(productVariants, and(eq(productVariants.id, cartItems.variantId), isNull(productVariants.deletedAt)))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(blobs, eq(blobs.id, products.blobId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.variantId));
  // A customer without a cart (accounts from before carts existed) gets an empty one, created now.
  const cartId = rows[0]?.cart.id ?? (await cartIdFor(db, userId));
  const lines = rows.flatMap(({ item, product, variant, category, blob, variants }): CartLine[] => {
    if (!item || !product || !variant || !category) return [];
    const pack = toVariantView(variant);
    // The line's product carries the line's pack prices, so a client that prices lines from the product (as the
    // original shop does) shows what the order will charge.
    const productView = { ...toProductView({ product, category, blob, variants }, ctx), mrp: pack.mrp, salePrice: pack.salePrice };
    return [{ _id: `${item.cartId}:${variant.id}`, productId: productView, quantity: item.quantity, variantId: variant.id, variantLabel: variant.label, variant: pack }];
  });
  return { _id: cartId, userId, products: lines };
}

/**
 * The pack a cart update is about: the one named (it must be a live pack of the product); else, for old clients
 * that name only products, the product's line already in the cart when it has exactly one, else its default pack.
 */
async function packOf(db: Db, cartId: string, update: CartUpdate) {
  const [row] = await db
    .select({ name: products.name, variants: liveVariantsJson })
    .from(products)
    .where(and(eq(products.id, update.productId), isNull(products.deletedAt)))
    .limit(1);
  if (!row) return null;
  const packs = parseVariants(row.variants).map(toVariantView);
  if (update.variantId) {
    const named = packs.find((pack) => pack._id === update.variantId);
    if (!named) throw notFound(`${row.name} has no such pack (variantId ${update.variantId})`);
    return { productName: row.name, pack: named };
  }
  const lines = await db
    .select({ variantId: cartItems.variantId })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, update.productId)));
  const inCart = lines.length === 1 ? packs.find((pack) => pack._id === lines[0].variantId) : undefined;
  return { productName: row.name, pack: inCart ?? defaultVariant(packs) };
}

/**
 * Sets a line's absolute quantity: more than 0 sets it (adding the line), 0 removes an existing line. Raising a
 * line above the pack's stock is refused with what is left; lowering one never is.
 */
export async function setCartQuantity(ctx: ViewContext, actor: Principal, update: CartUpdate): Promise<CartView> {
  const { db } = ctx;
  const cartId = await cartIdFor(db, actor.id);
  const found = await packOf(db, cartId, update);
  if (update.quantity === 0) {
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, update.productId), found ? eq(cartItems.variantId, found.pack._id) : undefined))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) throw badRequest("That product is not in your cart");
    return getCart(ctx, actor);
  }
  if (!found) throw notFound("Product not found");
  const { productName, pack } = found;
  if (pack.stock !== null && update.quantity > pack.stock) {
    const line = await db.query.cartItems.findFirst({ columns: { quantity: true }, where: and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, pack._id)) });
    if (!line || update.quantity > line.quantity) throw shortageError(productName, pack.label, pack.stock);
  }
  await db
    .insert(cartItems)
    .values({ cartId, productId: update.productId, variantId: pack._id, quantity: update.quantity, addedAt: nowIso() })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity: update.quantity } });
  return getCart(ctx, actor);
}

