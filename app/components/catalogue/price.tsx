import { discountOnMrp, discountPercent } from "../../../worker/domains/catalogue/shared/prices";
import { formatUnitPrice, type UnitPrice } from "../../../worker/domains/catalogue/shared/unit-price";
import { useT } from "~/lib/i18n";

/**
 * Sale price with the struck-through MRP (hidden where the shop hides it, e.g. for Oils) and, for a pack, its unit
 * sale price (rule 6(11): from the MRP, "₹0.48/g"), which Indian listings must declare; none for exactly 1 kg / 1 L.
 */
export function Price({ mrp, salePrice, showMrp = true, unitSalePrice }: { mrp: number; salePrice: number; showMrp?: boolean; unitSalePrice?: UnitPrice | null }) {
  const { t, rupees } = useT();
  const discounted = showMrp && discountOnMrp(mrp, salePrice) > 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-leaf-800">{rupees(salePrice)}</span>
      {discounted && (
        <span className="text-sm text-stone-600 line-through">
          <span className="sr-only">{t("common.mrp")} </span>
          {rupees(mrp)}
        </span>
      )}
      {unitSalePrice && <UnitPriceText unitSalePrice={unitSalePrice} />}
    </p>
  );
}

/** "(₹0.48/g)" in the muted style every price line uses: the unit sale price of the MRP, named for screen readers. */
export function UnitPriceText({ unitSalePrice }: { unitSalePrice: UnitPrice | null }) {
  const { t } = useT();
  if (!unitSalePrice) return null;
  return (
    <span className="text-xs text-stone-600">
      <span className="sr-only">{t("common.unitPrice")} </span>({formatUnitPrice(unitSalePrice)})
    </span>
  );
}

export function SaveBadge({ mrp, salePrice }: { mrp: number; salePrice: number }) {
  const { t } = useT();
  const percent = discountPercent(mrp, salePrice);
  if (percent <= 0) return null;
  return <span className="rounded-full bg-turmeric-100 px-2 py-0.5 text-xs font-bold text-soil-700">{t("common.save", { percent })}</span>;
}
