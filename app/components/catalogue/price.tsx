import { discountOnMrp, discountPercent, mrpStyle } from "../../../worker/domains/catalogue/shared/prices";
import { formatUnitPrice, type UnitPrice } from "../../../worker/domains/catalogue/shared/unit-price";
import { useT } from "~/lib/i18n";

/**
 * A pack's price as every card and page shows it: the sale price, the MRP of a discounted pack in its category's
 * style (`mrpStyle`: struck through with "Save n%", or stated for Oils), and the unit sale price (rule 6(11): from the
 * MRP, "₹0.48/g"), which Indian listings must declare; none for exactly 1 kg / 1 L.
 */
export function Price({ mrp, salePrice, categoryKey, unitSalePrice }: { mrp: number; salePrice: number; categoryKey: string; unitSalePrice?: UnitPrice | null }) {
  const { t, rupees } = useT();
  const discounted = discountOnMrp(mrp, salePrice) > 0;
  const style = mrpStyle(categoryKey);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="text-lg font-bold text-leaf-800">{rupees(salePrice)}</span>
      {discounted && style === "struck" && (
        <span className="text-sm text-stone-600 line-through">
          <span className="sr-only">{t("common.mrp")} </span>
          {rupees(mrp)}
        </span>
      )}
      {unitSalePrice && <UnitPriceText unitSalePrice={unitSalePrice} />}
      {discounted && style === "struck" && <SaveBadge mrp={mrp} salePrice={salePrice} />}
      {discounted && style === "stated" && <span className="basis-full text-xs text-stone-600">{t("common.mrpStated", { price: rupees(mrp) })}</span>}
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
