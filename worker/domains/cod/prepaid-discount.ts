/**
 * Issue 32 (item 3, money): the owner's discount for paying by UPI, read from cod_rules (one row; no row: the column's
 * default, 0 = no discount). Pricing (../checkout/pricing.ts priceBill) applies it; the checkout's quote and placing an
 * order read it here, alongside the delivery rules (in parallel: no extra sequential round trip). The admin's form
 * for it is the cod rules page's.
 */
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import { codRules } from "./tables";

/** The prepaid discount in basis points (hundredths of a percent of the items at sale price); 0 when none is set. */
export async function loadPrepaidDiscountBasisPoints(ctx: Pick<ServiceContext, "db">): Promise<number> {
  const [row] = await ctx.db.select({ basisPoints: codRules.prepaidDiscountBasisPoints }).from(codRules).where(eq(codRules.id, 1));
  return row?.basisPoints ?? 0;
}
