/** The shop's pack picker rules, shared by the product card, the cart drawer and checkout. */
import { MAX_CART_QUANTITY } from "../../checkout/shared/cart";
import { defaultPack, type PackView } from "./views";

/**
 * The pack a card shows: the one the shopper picked while the product still sells it (an admin may remove a pack
 * while the page is open), else the product's default pack (the first in stock).
 */
export function chosenPack<V extends Pick<PackView, "_id" | "stock">>(packs: V[], chosenId: string | null): V {
  return packs.find((pack) => pack._id === chosenId) ?? defaultPack(packs);
}

/** Why one more of a pack cannot go into the cart now: sold out, all that is left is in the cart, or the per-order cap. */
export type AddBlocker = { reason: "soldOut" } | { reason: "allInCart"; left: number } | { reason: "maxPerOrder"; max: number };

/**
 * Why one more of a pack cannot go into the cart now, or null when it can. The server refuses the same cases
 * (409 above stock); saying so beside the button spares the shopper a refused request. Pages word the reason in
 * their language; `addBlocker` is its English.
 */
export function addBlockerReason(pack: Pick<PackView, "stock" | "inStock">, inCart: number): AddBlocker | null {
  if (!pack.inStock || pack.stock === 0) return { reason: "soldOut" };
  if (pack.stock !== null && inCart >= pack.stock) return { reason: "allInCart", left: pack.stock };
  if (inCart >= MAX_CART_QUANTITY) return { reason: "maxPerOrder", max: MAX_CART_QUANTITY };
  return null;
}

/** `addBlockerReason` in English words. */
export function addBlocker(pack: Pick<PackView, "stock" | "inStock">, inCart: number): string | null {
  const blocker = addBlockerReason(pack, inCart);
  if (!blocker) return null;
  if (blocker.reason === "soldOut") return "Out of stock";
  if (blocker.reason === "allInCart") return `Only ${blocker.left} left, all in your cart`;
  return `At most ${blocker.max} of a pack per order`;
}
