/**
 * The unit sale price, as the Legal Metrology (Packaged Commodities) Rules 2011, rule 6(11) (substituted by
 * G.S.R. 226(E) of 2022, in force 1 December 2022) ask it to be declared: in rupees, rounded off to two decimals,
 * derived from the retail sale price (the MRP), **per gram** where the net quantity is less than one kilogram and
 * **per kilogram** where it is more, **per millilitre** below one litre and **per litre** above, **per unit** for goods
 * sold by number; and not declared where the retail sale price equals the unit sale price (a pack of exactly 1 kg or
 * 1 L, or of one unit). Per 100 g / 100 ml is the EU habit, not the Indian rule. A listing may also show the selling
 * price per unit, in the same units: `unitPrice`.
 */
export const PACK_UNITS = ["ml", "l", "g", "kg", "pcs"] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

/** The units rule 6(11) declares prices in. */
export type UnitBasis = "g" | "kg" | "ml" | "litre" | "unit";

/** A price per unit: rupees with two decimals, and the unit. */
export type UnitPrice = { amount: number; per: UnitBasis };

/** The pack's net quantity in grams, millilitres or units. */
function baseQuantity(netQuantity: number, unit: PackUnit): number {
  return unit === "kg" || unit === "l" ? netQuantity * 1000 : netQuantity;
}

/**
 * The unit a pack's prices are declared per, and how many of those units it holds: below 1 kg / 1 L per gram /
 * millilitre, from 1 kg / 1 L per kilogram / litre, by number per unit.
 */
export function unitBasisOf(netQuantity: number, unit: PackUnit): { per: UnitBasis; quantity: number } {
  if (unit === "pcs") return { per: "unit", quantity: netQuantity };
  const base = baseQuantity(netQuantity, unit);
  const byWeight = unit === "g" || unit === "kg";
  if (base < 1000) return { per: byWeight ? "g" : "ml", quantity: base };
  return { per: byWeight ? "kg" : "litre", quantity: base / 1000 };
}

/** Paise over a quantity, rounded off to the nearest paisa (half away from zero), as rupees. */
function rupeesPer(pricePaise: number, quantity: number): number {
  // The tiny bias keeps an exact half (e.g. 47.5 paise) from becoming 47.4999… in binary and rounding down.
  return Math.round(pricePaise / quantity + 1e-9) / 100;
}

/** The selling price (or any price) of a pack per its declaration unit. */
export function pricePerUnit(pricePaise: number, netQuantity: number, unit: PackUnit): UnitPrice {
  const basis = unitBasisOf(netQuantity, unit);
  return { amount: rupeesPer(pricePaise, basis.quantity), per: basis.per };
}

/**
 * The unit sale price rule 6(11) asks a listing to declare, from the pack's MRP; null where it is not required (the
 * pack holds exactly one kilogram, one litre or one unit, so the MRP is the unit sale price).
 */
export function unitSalePrice(mrpPaise: number, netQuantity: number, unit: PackUnit): UnitPrice | null {
  const basis = unitBasisOf(netQuantity, unit);
  if (basis.quantity === 1) return null;
  return { amount: rupeesPer(mrpPaise, basis.quantity), per: basis.per };
}

const TWO_DECIMALS = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹0.48/g", "₹290.00/litre", "₹15.00/unit": how every page prints a unit price (always two decimals). */
export function formatUnitPrice(unitPrice: UnitPrice): string {
  return `${TWO_DECIMALS.format(unitPrice.amount)}/${unitPrice.per}`;
}

/** How a net quantity reads on a label: "500 ml", "1 L", "1 kg", "6 pcs". */
export function formatNetQuantity(netQuantity: number, unit: PackUnit): string {
  const symbol = unit === "l" ? "L" : unit;
  return `${netQuantity} ${symbol}`;
}
