/**
 * Issue 32: the prepaid discount on a tax invoice. The discount is given on the whole bill; GST is charged per line, so
 * each goods line carries its share, and the shares must add up to the discount to the paisa for the invoice to
 * recompute by hand. Pure (no database), used by ./invoices.ts when it builds a document.
 */
/**
 * Issue 32: a discount on the whole bill spread over the goods lines in proportion to their amounts, rounded so the
 * parts add up to the discount exactly (largest remainder; ties to the earlier line). A discount recorded on the
 * invoice at the time of supply is not part of the value of supply (CGST Act s.15(3)(a)), so each line's taxable
 * value is computed on its amount after its share. Delivery and COD fee lines take no share (the discount is on the
 * items at sale price).
 */
export function allocateDiscount(amountsPaise: readonly number[], discountPaise: number): number[] {
  const total = amountsPaise.reduce((sum, amount) => sum + amount, 0);
  if (discountPaise <= 0 || total <= 0) return amountsPaise.map(() => 0);
  const exact = amountsPaise.map((amount) => (amount * discountPaise) / total);
  const shares = exact.map(Math.floor);
  let left = discountPaise - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
