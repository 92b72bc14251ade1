/** The checkout quote's input, shared by the page's action and its form. */
import { z } from "zod";
import { deliveryPlaceSchema, MAX_ORDER_LINES, PAYMENT_METHODS } from "../../orders/shared/schemas";

/**
 * Asking the checkout for a quote: the chosen cart lines, where to (only the pincode and state price a delivery;
 * omitted means the profile's address) and how the customer means to pay (omitted: UPI).
 */
export const checkoutQuoteSchema = z.object({
  variantIds: z.array(z.string().min(1).max(64)).min(1, "Please select at least one product").max(MAX_ORDER_LINES),
  deliveryAddress: deliveryPlaceSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of: ${PAYMENT_METHODS.join(", ")}` }).optional(),
});

export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteSchema>;
