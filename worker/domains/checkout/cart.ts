/**
 * Carts: each customer's own, one line per pack, read with the current catalogue (deleted products and packs never
 * shown). The services answer the cart's record (packs priced in paise); ./views.ts makes the contract's CartView.
 * A cart holds no stock: stock is taken when the order is placed (worker/domains/orders/place.ts).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
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
import { findLiveProducts, livePacksJson, productRecordOf, type PackRecord, type PricedProduct, type ProductRecord } from "../catalogue/queries";
import type { ServiceContext } from "../../http/context";
import { shortageError } from "../stock/ledger";

/** One line of a cart: a pack of a live product and how many of it. */
export type CartLineRecord = { product: ProductRecord; pack: PackRecord; quantity: number };
/** A cart as the services read it; a guest's (./guest-cart.ts) has the id "guest" and no user. */
export type CartRecord = { id: string; userId: string; lines: CartLineRecord[] };

type Ctx = Pick<ServiceContext, "db">;

/** The user's cart id, creating the cart on first use (a customer without a cart gets an empty one). */
export async function cartIdFor(db: Db, userId: string): Promise<string> {
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
 * `inCartPackIds` are the packs of this product the cart holds (either cart: the customer's rows, the guest's cookie).
 */
export function packForUpdate(product: PricedProduct, update: Pick<CartUpdate, "variantId">, inCartPackIds: readonly string[]): PackRecord {
  if (update.variantId) {
    const named = product.packs.find((pack) => pack.id === update.variantId);
    if (!named) throw notFound(`${product.name} has no such pack (variantId ${update.variantId})`);
    return named;
  }
  const inCart = inCartPackIds.length === 1 ? product.packs.find((pack) => pack.id === inCartPackIds[0]) : undefined;
  return inCart ?? defaultPack(product.packs);
}

/** What a quantity change does to a line: removes it, or sets it to the quantity. */
export type LineChange = { kind: "remove" } | { kind: "set"; quantity: number };

/**
 * THE rule for a line's new quantity, for the customer's cart and the guest's alike: 0 removes a line the cart
 * holds; more than MAX_CART_QUANTITY is refused; raising a line above its pack's stock is refused with what is left
 * (lowering one never is, so a shopper can always come down to what is there).
 */
export function decideLineChange(change: { productName: string; pack: Pick<PackRecord, "label" | "stock">; current: number; requested: number }): LineChange {
  const { productName, pack, current, requested } = change;
  if (requested === 0) {
    if (current === 0) throw badRequest("That product is not in your cart");
    return { kind: "remove" };
  }
  if (!Number.isInteger(requested) || requested < 0 || requested > MAX_CART_QUANTITY) throw badRequest(`quantity can be at most ${MAX_CART_QUANTITY}`);
  if (pack.stock !== null && requested > pack.stock && requested > current) throw shortageError(productName, pack.label, pack.stock);
  return { kind: "set", quantity: requested };
}

/** The quantity "one more" asks for (Add to Cart), held at the cart's limit. */
export function oneMore(current: number): number {
  return Math.min(current + 1, MAX_CART_QUANTITY);
}

/**
 * Sets a line's absolute quantity (decideLineChange): more than 0 sets it (adding the line), 0 removes an existing
 * line; a line of a product deleted meanwhile can still be removed. Answers the cart as it is now.
 */
export async function setCartQuantity(ctx: Ctx, actor: Principal, update: CartUpdate): Promise<CartRecord> {
  const { db } = ctx;
  const cartId = await cartIdFor(db, actor.id);
  const [product] = await findLiveProducts(db, [update.productId]);
  if (!product) {
    if (update.quantity !== 0) throw notFound("Product not found");
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, update.productId)))
      .returning({ productId: cartItems.productId });
    if (removed.length === 0) throw badRequest("That product is not in your cart");
    return readCart(ctx, actor);
  }
  const lines = await db
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, update.productId)));
  const pack = packForUpdate(product, update, lines.map((line) => line.variantId));
  const current = lines.find((line) => line.variantId === pack.id)?.quantity ?? 0;
  const decided = decideLineChange({ productName: product.name, pack, current, requested: update.quantity });
  if (decided.kind === "remove") {
    await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, pack.id)));
  } else {
    await db
      .insert(cartItems)
      .values({ cartId, productId: update.productId, variantId: pack.id, quantity: decided.quantity, addedAt: nowIso() })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity: decided.quantity } });
  }
  return readCart(ctx, actor);
}

/**
 * One more of a pack (the product's line in the cart, else its default pack, as for a quantity without a pack), for
 * a form posted before the page's scripts ran: the cart's limit holds by the quantity rule, stock by setCartQuantity.
 */
export async function addOneToCart(ctx: Ctx, actor: Principal, add: CartAdd): Promise<CartRecord> {
  const cart = await readCart(ctx, actor);
  const line = cart.lines.find(({ product, pack }) => product.id === add.productId && (!add.variantId || pack.id === add.variantId));
  return setCartQuantity(ctx, actor, { productId: add.productId, variantId: add.variantId ?? line?.pack.id, quantity: oneMore(line?.quantity ?? 0) });
}

/**
 * How many items the customer's cart holds (the header's count on every page, issue 31): the sum of its lines of
 * live products and packs, as cartItemCount of the cart's view adds them up, in one small statement.
 */
export async function countCartItems(ctx: Ctx, actor: Principal): Promise<number> {
  const [row] = await ctx.db
    .select({ items: sql<number | null>`sum(${cartItems.quantity})` })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(products, and(eq(products.id, cartItems.productId), isNull(products.deletedAt)))
    .innerJoin(productPacks, and(eq(productPacks.id, cartItems.variantId), isNull(productPacks.deletedAt)))
    .where(eq(carts.userId, actor.id));
  return Number(row?.items ?? 0);
}
