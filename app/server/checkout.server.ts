/** The checkout page's way into the quote and saved-address services (issue 17). */
export { checkoutStart, quoteCheckout } from "../../worker/services/checkout";
