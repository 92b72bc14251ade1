/** The pages' way into the cart service (the API reaches it through worker/api/cart.ts). */
export { getCart, setCartQuantity } from "../../worker/services/cart";
