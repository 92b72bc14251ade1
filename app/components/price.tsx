import { discountPercent, formatRupees } from "~/lib/money";

/** Sale price with the struck-through MRP (hidden where the shop hides it, e.g. for Oils). */
export function Price({ mrp, salePrice, showMrp = true }: { mrp: number; salePrice: number; showMrp?: boolean }) {
  const discounted = showMrp && mrp > salePrice;
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-lg font-bold text-leaf-800">{formatRupees(salePrice)}</span>
      {discounted && (
        <span className="text-sm text-stone-600 line-through">
          <span className="sr-only">MRP </span>
          {formatRupees(mrp)}
        </span>
      )}
    </p>
  );
}

export function SaveBadge({ mrp, salePrice }: { mrp: number; salePrice: number }) {
  const percent = discountPercent(mrp, salePrice);
  if (percent <= 0) return null;
  return (
    <span className="rounded-full bg-turmeric-100 px-2 py-0.5 text-xs font-bold text-soil-700">Save {percent}%</span>
  );
}
