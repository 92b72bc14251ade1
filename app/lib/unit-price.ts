/**
 * Unit sale price: the price per standard unit that Indian packaged-commodity rules (Legal Metrology, Packaged
 * Commodities Rules 2011, rule 6(10) as amended in 2022) ask e-commerce listings to show beside every price:
 * per 100 g / 100 ml for packs below 1 kg / 1 L, per kg / litre for packs of 1 kg / 1 L and above, per piece
 * for goods sold by number.
 */
export const PACK_UNITS = ["ml", "l", "g", "kg", "pcs"] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export type UnitPrice = { amount: number; per: "100 g" | "kg" | "100 ml" | "litre" | "piece" };

/** The pack's net quantity in grams or millilitres (pieces for pcs). */
function baseQuantity(netQuantity: number, unit: PackUnit): number {
  return unit === "kg" || unit === "l" ? netQuantity * 1000 : netQuantity;
}

export function unitSalePrice(salePrice: number, netQuantity: number, unit: PackUnit): UnitPrice {
  const base = baseQuantity(netQuantity, unit);
  const round = (value: number) => Math.round(value * 100) / 100;
  if (unit === "pcs") return { amount: round(salePrice / netQuantity), per: "piece" };
  const byWeight = unit === "g" || unit === "kg";
  if (base >= 1000) return { amount: round((salePrice * 1000) / base), per: byWeight ? "kg" : "litre" };
  return { amount: round((salePrice * 100) / base), per: byWeight ? "100 g" : "100 ml" };
}

/** "₹38.50 / 100 ml": how every page prints a unit price. */
export function formatUnitPrice(unitPrice: UnitPrice, formatRupees: (rupees: number) => string): string {
  return `${formatRupees(unitPrice.amount)} / ${unitPrice.per}`;
}

/** How a net quantity reads on a label: "500 ml", "1 L", "1 kg", "6 pcs". */
export function formatNetQuantity(netQuantity: number, unit: PackUnit): string {
  const symbol = unit === "l" ? "L" : unit;
  return `${netQuantity} ${symbol}`;
}
