import { z } from "zod";
import { deliveryAddressSchema, MAX_ORDER_LINES, PAYMENT_METHODS } from "./orders";

/**
 * Asking the checkout for a quote: the chosen cart lines, where to (only the pincode and state price a delivery;
 * omitted means the profile's address) and how the customer means to pay (omitted: UPI).
 */
export const checkoutQuoteSchema = z.object({
  variantIds: z.array(z.string().min(1).max(64)).min(1, "Please select at least one product").max(MAX_ORDER_LINES),
  deliveryAddress: deliveryAddressSchema.pick({ pincode: true, state: true }).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of: ${PAYMENT_METHODS.join(", ")}` }).optional(),
});

export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteSchema>;
