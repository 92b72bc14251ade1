import { discountPercent, formatRupees } from "~/lib/money";
import { formatUnitPrice, type UnitPrice } from "~/lib/unit-price";

/**
 * Sale price with the struck-through MRP (hidden where the shop hides it, e.g. for Oils) and, for a pack, its
 * unit sale price ("₹42 / 100 ml"), which Indian listings must show beside every price.
 */
export function Price({ mrp, salePrice, showMrp = true, unitPrice }: { mrp: number; salePrice: number; showMrp?: boolean; unitPrice?: UnitPrice }) {
  const discounted = showMrp && mrp > salePrice;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-leaf-800">{formatRupees(salePrice)}</span>
      {discounted && (
        <span className="text-sm text-stone-600 line-through">
          <span className="sr-only">MRP </span>
          {formatRupees(mrp)}
        </span>
      )}
      {unitPrice && <UnitPriceText unitPrice={unitPrice} />}
    </p>
  );
}

/** "(₹42 / 100 ml)" in the muted style every price line uses. */
export function UnitPriceText({ unitPrice }: { unitPrice: UnitPrice }) {
  return <span className="text-xs text-stone-600">({formatUnitPrice(unitPrice, formatRupees)})</span>;
}

export function SaveBadge({ mrp, salePrice }: { mrp: number; salePrice: number }) {
  const percent = discountPercent(mrp, salePrice);
  if (percent <= 0) return null;
  return (
    <span className="rounded-full bg-turmeric-100 px-2 py-0.5 text-xs font-bold text-soil-700">Save {percent}%</span>
  );
}
