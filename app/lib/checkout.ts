/** What the checkout page shows before an order exists: the addresses to choose from and the server's quote. */
import type { OrderBreakup } from "./orders";
import type { PaymentMethod } from "./schemas/orders";

/** A delivery address the customer can pick: the profile's (`_id` "profile") or one saved with an earlier order. */
export type SavedAddress = { _id: string; doorNo: string; street: string; city: string; pincode: string; state: string };

export const PROFILE_ADDRESS_ID = "profile";

/** Whether cash on delivery can be chosen for this quote, with its fee, or why not. */
export type CodChoice = { allowed: true; fee: number } | { allowed: false; reason: string };

/**
 * The bill the server would charge for the chosen lines, address and payment method (rupees), or why it cannot be
 * placed there. `paymentMethod` is the one priced: "cod" only when it was asked for and is allowed.
 */
export type CheckoutQuote =
  | { serviceable: true; paymentMethod: PaymentMethod; breakup: OrderBreakup; cod: CodChoice }
  | { serviceable: false; message: string };
