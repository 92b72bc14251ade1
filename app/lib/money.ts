/**
 * Money is integer paise inside the server and rupees (a JSON number with up to 2 decimals) at the edges.
 * One formatter renders rupees for people: ₹ with Indian digit grouping (₹1,23,456.5).
 */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const rupeeFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}

/** Save percentage badge: round((mrp - salePrice) / mrp * 100), 0 when there is no discount. */
export function discountPercent(mrp: number, salePrice: number): number {
  if (!(mrp > 0) || salePrice >= mrp) return 0;
  return Math.round(((mrp - salePrice) / mrp) * 100);
}
