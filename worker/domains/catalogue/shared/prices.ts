/**
 * The one rule between a pack's two prices: nothing may be sold above the MRP printed on it (Legal Metrology), so
 * the sale price is at most the MRP; below it is a discount the pages show (the struck-through MRP, "Save n%").
 * The zod schemas, the admin's pack rows and the pages all ask this file; the database's CHECK on product_variants
 * says the same. Both prices in one unit, rupees or paise: the sign and the percentage are the same in either.
 */

/** What a buyer saves against the MRP: more than 0 is a discount, 0 none, less than 0 a sale price above the MRP (refused). */
export function discountOnMrp(mrp: number, salePrice: number): number {
  return mrp - salePrice;
}

/** Save percentage badge: round((mrp - salePrice) / mrp * 100), 0 when there is no discount. */
export function discountPercent(mrp: number, salePrice: number): number {
  const discount = discountOnMrp(mrp, salePrice);
  return mrp > 0 && discount > 0 ? Math.round((discount / mrp) * 100) : 0;
}

/**
 * How a listing shows a discounted pack's MRP, the same on every card and page (issue 31): struck through with a
 * "Save n%" badge, or, for Oils, stated plainly ("MRP ₹240 (incl. of all taxes)") with no badge. SPEC.md hides the
 * crossed-out MRP of Oils; Legal Metrology rule 6(10) still wants every listing to state the MRP.
 */
export type MrpStyle = "struck" | "stated";

/** The category whose MRP is stated rather than struck through (SPEC.md, Storefront). */
const STATED_MRP_CATEGORY = "Oils";

export function mrpStyle(categoryKey: string): MrpStyle {
  return categoryKey === STATED_MRP_CATEGORY ? "stated" : "struck";
}
