/** The cart's input (PUT /api/cart and the pages' /cart action), shared by both doors. */
import { z } from "zod";
import { MAX_CART_QUANTITY } from "./cart";
import { fieldError } from "../../../shared/text-fields";

/** A pack named by id where a line may name one: omitted (old clients) means the product's default or existing pack. */
export const optionalPackIdField = z
  .string({ error: fieldError("variantId", "an id (text)") })
  .trim()
  .min(1, "variantId must not be empty")
  .max(64, "variantId is invalid")
  .optional();

const productIdField = z.string({ error: fieldError("productId", "an id (text)") }).trim().min(1, "productId is required").max(64, "productId is invalid");

/** PUT /api/cart/: `quantity` is the ABSOLUTE new quantity of the line (0 removes it), not a delta. */
export const cartUpdateSchema = z.object({
  productId: productIdField,
  quantity: z
    .number({ error: fieldError("quantity", "a whole number") })
    .int("quantity must be a whole number")
    .min(0, "quantity cannot be negative")
    .max(MAX_CART_QUANTITY, `quantity can be at most ${MAX_CART_QUANTITY}`),
  /** The pack; omitted (old clients) means the product's line already in the cart, else its default pack. */
  variantId: optionalPackIdField,
});

export type CartUpdate = z.infer<typeof cartUpdateSchema>;

/**
 * The Add to Cart form of a product card or page posted without scripts (issue 31: a tap before the page's
 * JavaScript has loaded): one more of the chosen pack, whatever the cart holds now.
 */
export const cartAddSchema = z.object({ productId: productIdField, variantId: optionalPackIdField });

export type CartAdd = z.infer<typeof cartAddSchema>;
