/** The cart as pages and clients hold it, and the small rules they apply to it (counts, stock problems, the quantity cap). */
import type { ProductView, PackView } from "../../catalogue/shared/views";

export const MAX_CART_QUANTITY = 99;

/**
 * The cart as clients read it (API.md 1.4; made by ../views.ts from the cart's record): every line's product expanded, quantities as numbers. A line is one
 * pack of a product; its product's `mrp`/`salePrice` are that pack's, and `variant` says what it costs per unit
 * and how many are left.
 */
export type CartLine = { _id: string; productId: ProductView; quantity: number; variantId: string; variantLabel: string; variant: PackView };
export type CartView = { _id: string; userId: string; products: CartLine[] };

export function cartItemCount(cart: Pick<CartView, "products"> | null | undefined): number {
  return cart ? cart.products.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** How many of a pack the cart holds. */
export function quantityOf(cart: Pick<CartView, "products"> | null | undefined, variantId: string): number {
  return cart?.products.find((line) => line.variantId === variantId)?.quantity ?? 0;
}

/** What stands between a line and checkout: its pack ran out, or holds fewer than the line asks for. */
export function stockProblem(line: Pick<CartLine, "quantity" | "variant">): string | null {
  const { stock } = line.variant;
  if (stock === null || line.quantity <= stock) return null;
  return stock === 0 ? "Out of stock: remove it to order the rest" : `Only ${stock} left: lower the quantity to order it`;
}
