/**
 * Carts: each customer's own, one line per pack, read with the current catalogue (deleted products and packs never
 * shown). The services answer the cart's record (packs priced in paise); ./views.ts makes the contract's CartView.
 * A cart holds no stock: stock is taken when the order is placed (worker/domains/orders/place.ts).
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { defaultPack } from "../catalogue/shared/views";
import type { CartAdd, CartUpdate } from "./shared/cart-schemas";
import { MAX_CART_QUANTITY } from "./shared/cart";
import type { Principal } from "../accounts/shared/user";
import type { Db } from "../../../db/client";
import { blobs } from "../content/tables";
import { cartItems, carts } from "./tables";
import { categories, productPacks, products } from "../catalogue/tables";
import { badRequest, notFound } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { findLiveProducts, livePacksJson, productRecordOf, type PackRecord, type ProductRecord } from "../catalogue/queries";
import type { ServiceContext } from "../../http/context";
import { shortageError } from "../stock/ledger";

/** One line of a cart: a pack of a live product and how many of it. */
export type CartLineRecord = { product: ProductRecord; pack: PackRecord; quantity: number };
export type CartRecord = { id: string; userId: string; lines: CartLineRecord[] };

type Ctx = Pick<ServiceContext, "db">;

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
export async function readCart(ctx: Ctx, actor: Principal): Promise<CartRecord> {
  const { db } = ctx;
  const userId = actor.id;
  const rows = await db
    .select({ cart: carts, item: cartItems, product: products, pack: productPacks, category: categories, blob: blobs, packs: livePacksJson })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
    .leftJoin(productPacks, and(eq(productPacks.id, cartItems.variantId), isNull(productPacks.deletedAt)))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(blobs, eq(blobs.id, products.blobId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.variantId));
  // A customer without a cart (accounts from before carts existed) gets an empty one, created now.
  const cartId = rows[0]?.cart.id ?? (await cartIdFor(db, userId));
  const lines = rows.flatMap(({ item, product, pack, category, blob, packs }): CartLineRecord[] => {
    if (!item || !product || !pack || !category) return [];
    return [{ product: productRecordOf({ product, category, blob, packs }), pack, quantity: item.quantity }];
  });
  return { id: cartId, userId, lines };
}

/**
 * The pack a cart update is about: the one named (it must be a live pack of the product); else, for old clients
 * that name only products, the product's line already in the cart when it has exactly one, else its default pack.
 */
async function packOf(db: Db, cartId: string, update: CartUpdate) {
  const [product] = await findLiveProducts(db, [update.productId]);
  if (!product) return null;
  if (update.variantId) {
    const named = product.packs.find((pack) => pack.id === update.variantId);
    if (!named) throw notFound(`${product.name} has no such pack (variantId ${update.variantId})`);
    return { productName: product.name, pack: named };
  }
  const lines = await db
    .select({ variantId: cartItems.variantId })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, update.productId)));
  const inCart = lines.length === 1 ? product.packs.find((pack) => pack.id === lines[0].variantId) : undefined;
  return { productName: product.name, pack: inCart ?? defaultPack(product.packs) };
}

/**
 * Sets a line's absolute quantity: more than 0 sets it (adding the line), 0 removes an existing line. Raising a
 * line above the pack's stock is refused with what is left; lowering one never is. Answers the cart as it is now.
 */
export async function setCartQuantity(ctx: Ctx, actor: Principal, update: CartUpdate): Promise<CartRecord> {
  const { db } = ctx;
  const cartId = await cartIdFor(db, actor.id);
  const found = await packOf(db, cartId, update);
  if (update.quantity === 0) {
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, update.productId), found ? eq(cartItems.variantId, found.pack.id) : undefined))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) throw badRequest("That product is not in your cart");
    return readCart(ctx, actor);
  }
  if (!found) throw notFound("Product not found");
  const { productName, pack } = found;
  if (pack.stock !== null && update.quantity > pack.stock) {
    const line = await db.query.cartItems.findFirst({ columns: { quantity: true }, where: and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, pack.id)) });
    if (!line || update.quantity > line.quantity) throw shortageError(productName, pack.label, pack.stock);
  }
  await db
    .insert(cartItems)
    .values({ cartId, productId: update.productId, variantId: pack.id, quantity: update.quantity, addedAt: nowIso() })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity: update.quantity } });
  return readCart(ctx, actor);
}

/**
 * One more of a pack (the product's line in the cart, else its default pack, as for a quantity without a pack), for
 * a form posted before the page's scripts ran: the cart's limit holds by the quantity rule, stock by setCartQuantity.
 */
export async function addOneToCart(ctx: Ctx, actor: Principal, add: CartAdd): Promise<CartRecord> {
  const cart = await readCart(ctx, actor);
  const line = cart.lines.find(({ product, pack }) => product.id === add.productId && (!add.variantId || pack.id === add.variantId));
  const quantity = Math.min((line?.quantity ?? 0) + 1, MAX_CART_QUANTITY);
  return setCartQuantity(ctx, actor, { productId: add.productId, variantId: add.variantId ?? line?.pack.id, quantity });
}
