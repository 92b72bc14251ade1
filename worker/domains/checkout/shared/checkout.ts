/** What the checkout page shows before an order exists: the addresses to choose from and the server's quote. */
import type { PaymentMethod } from "../../orders/shared/schemas";

/**
 * A delivery address the customer can pick: the profile's (`_id` "profile") or one saved with an earlier order, with
 * the person who receives there (issue 31: `name`, `phoneNumber`; the customer's own for the profile's address).
 */
export type SavedAddress = { _id: string; doorNo: string; street: string; city: string; pincode: string; state: string; name: string; phoneNumber: string };

export const PROFILE_ADDRESS_ID = "profile";

/**
 * A bill as clients read it (rupees; the quote's and every order's `breakup`): items at MRP, the discount, items at
 * sale price, delivery, COD fee, the discount for paying by UPI (issue 32: `prepaidDiscount`, 0 when none) and the
 * total the customer pays (items − prepaidDiscount + delivery + codFee). Priced by ../pricing.ts, shown by ../views.ts.
 */
export type BillBreakup = { itemsMrp: number; discount: number; items: number; delivery: number; codFee: number; prepaidDiscount: number; total: number };

/**
 * Whether cash on delivery can be chosen for this quote, with its fee, or why not. Issue 32: `advance` (rupees; absent
 * when none) is what the owner's rules ask to be paid by UPI first when this order is paid in cash.
 */
export type CodChoice = { allowed: true; fee: number; advance?: number } | { allowed: false; reason: string };

/**
 * The bill the server would charge for the chosen lines, address and payment method (rupees), or why it cannot be
 * placed there. `paymentMethod` is the one priced: "cod" only when it was asked for and is allowed. `prepaidDiscount`
 * (issue 32) is what paying by UPI saves on these lines whichever method is priced (0: no discount), for the
 * "Pay by UPI and save ₹12" beside the choice.
 */
export type CheckoutQuote =
  | { serviceable: true; paymentMethod: PaymentMethod; breakup: BillBreakup; cod: CodChoice; prepaidDiscount: number }
  | { serviceable: false; message: string };
