/**
 * The product save's `kind` (issue 33): one of ./product-kinds.ts's kinds. Absent means "leave as it is", so an old
 * client that never sends it keeps a product's kind on update (a new product is then food); anything else that is
 * not a kind is a 400 naming the field. Kept apart from ./schemas.ts so the kinds' rules live beside their table.
 */
import { z } from "zod";
import { PRODUCT_KINDS, type ProductKind } from "./product-kinds";

/** Written out (not joined from PRODUCT_KINDS) so its Telugu is one message; tests/catalogue/kinds.test.ts holds the two together. */
export const KIND_MESSAGE = "Kind (kind) must be one of food, cosmetic, utensil, other";

export const kindField = z
  .unknown()
  .transform((value, context): ProductKind | undefined => {
    if (value === undefined) return undefined;
    const kind = PRODUCT_KINDS.find((candidate) => candidate === value);
    if (kind) return kind;
    context.addIssue({ code: "custom", message: KIND_MESSAGE });
    return z.NEVER;
  })
  .optional();
