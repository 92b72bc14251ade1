/** The shop's pack picker rules, shared by the product card, the cart drawer and checkout. */
import { MAX_CART_QUANTITY } from "./cart";
import { defaultVariant, type VariantView } from "./catalog";

/**
 * The pack a card shows: the one the shopper picked while the product still sells it (an admin may remove a pack
 * while the page is open), else the product's default pack (the first in stock).
 */
export function chosenPack<V extends Pick<VariantView, "_id" | "inStock">>(variants: V[], chosenId: string | null): V {
  return variants.find((variant) => variant._id === chosenId) ?? defaultVariant(variants);
}

/**
 * Why one more of a pack cannot go into the cart now, or null when it can. The server refuses the same cases
 * (409 above stock); saying so beside the button spares the shopper a refused request.
 */
export function addBlocker(pack: Pick<VariantView, "stock" | "inStock">, inCart: number): string | null {
  if (!pack.inStock || pack.stock === 0) return "Out of stock";
  if (pack.stock !== null && inCart >= pack.stock) return `Only ${pack.stock} left, all in your cart`;
  if (inCart >= MAX_CART_QUANTITY) return `At most ${MAX_CART_QUANTITY} of a pack per order`;
  return null;
}
