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

/**
 * Why one more of a pack cannot go into the cart now, or null when it can. The server refuses the same cases
 * (409 above stock); saying so beside the button spares the shopper a refused request.
 */
export function addBlocker(pack: Pick<PackView, "stock" | "inStock">, inCart: number): string | null {
  if (!pack.inStock || pack.stock === 0) return "Out of stock";
  if (pack.stock !== null && inCart >= pack.stock) return `Only ${pack.stock} left, all in your cart`;
  if (inCart >= MAX_CART_QUANTITY) return `At most ${MAX_CART_QUANTITY} of a pack per order`;
  return null;
}
