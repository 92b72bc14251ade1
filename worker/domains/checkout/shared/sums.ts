/**
 * What cart lines add up to: items at MRP, items at sale price and shipping weight, in integer paise so a sum is
 * exact to the paisa. The one place lines are summed: the server's bill (../pricing.ts, so every quote and every
 * order), the pincode check's pack, the cart drawer and the checkout's lines (their rupee views, converted per pack
 * here and the sums back once).
 */
import { paiseToRupees, rupeesToPaise } from "../../../shared/money";
import type { CartLine } from "./cart";

/** What a sum reads of a pack: its two prices in paise and its shipping weight (none counts as 0 g). */
export type SummedPack = { mrpPaise: number; salePricePaise: number; weightGrams: number | null };

export type LineSums = { itemsMrpPaise: number; itemsPaise: number; weightGrams: number };

/** Lines of packs and quantities added up: items at MRP, at sale price, and their weight. */
export function sumLines(lines: readonly { pack: SummedPack; quantity: number }[]): LineSums {
  const sums: LineSums = { itemsMrpPaise: 0, itemsPaise: 0, weightGrams: 0 };
  for (const { pack, quantity } of lines) {
    sums.itemsMrpPaise += pack.mrpPaise * quantity;
    sums.itemsPaise += pack.salePricePaise * quantity;
    sums.weightGrams += (pack.weightGrams ?? 0) * quantity;
  }
  return sums;
}

/** The same sums of cart lines as pages hold them (rupees, per the contract), in rupees: items at MRP, the discount, items. */
export function cartTotals(lines: readonly Pick<CartLine, "variant" | "quantity">[]): { itemsMrp: number; discount: number; items: number } {
  const sums = sumLines(
    lines.map(({ variant, quantity }) => ({ pack: { mrpPaise: rupeesToPaise(variant.mrp), salePricePaise: rupeesToPaise(variant.salePrice), weightGrams: null }, quantity })),
  );
  return { itemsMrp: paiseToRupees(sums.itemsMrpPaise), discount: paiseToRupees(sums.itemsMrpPaise - sums.itemsPaise), items: paiseToRupees(sums.itemsPaise) };
}

/** Total in rupees from each pack's current sale price (never a stored price). */
export function cartTotal(cart: { products: readonly Pick<CartLine, "variant" | "quantity">[] }): number {
  return cartTotals(cart.products).items;
}
