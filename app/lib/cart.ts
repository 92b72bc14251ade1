import type { ProductView } from "./catalog";

export const MAX_CART_QUANTITY = 99;

/** The cart as clients read it (API.md 1.4): every line's product expanded, quantities as numbers. */
export type CartLine = { _id: string; productId: ProductView; quantity: number };
export type CartView = { _id: string; userId: string; products: CartLine[] };

export function cartItemCount(cart: Pick<CartView, "products"> | null | undefined): number {
  return cart ? cart.products.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** Total in rupees from each product's current sale price (never a stored price). */
export function cartTotal(cart: Pick<CartView, "products">): number {
  return Math.round(cart.products.reduce((sum, line) => sum + line.productId.salePrice * 100 * line.quantity, 0)) / 100;
}

export function quantityOf(cart: Pick<CartView, "products"> | null | undefined, productId: string): number {
  return cart?.products.find((line) => line.productId._id === productId)?.quantity ?? 0;
}
