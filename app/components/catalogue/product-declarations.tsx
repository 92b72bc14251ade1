/**
 * The product page's "Product details" block: every declaration a listing must carry (Legal Metrology rule 6(10),
 * FSSAI e-commerce rules; ../shared/INDIA.md), per product and per pack. A declaration not given has no row: the
 * block never shows an empty one. Defaults: manufacturer = the shop (its legal name and address), country = India.
 * Issue 33: the rows follow the product's kind (the shop's FSSAI number for food only, a cosmetic's licence
 * number), the veg mark is the FSSAI symbol (./diet-symbol.tsx) and both label pictures are shown (./label-pictures.tsx).
 */
import type { ProductView, PackView } from "../../../worker/domains/catalogue/shared/views";
import type { DietMark } from "../../../worker/domains/catalogue/shared/declarations";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import { useT, type Translate } from "~/lib/i18n";
import type { ShopProfile } from "../../../worker/domains/settings/shared/shop-profile";
import { formatNetQuantity, formatUnitPrice } from "../../../worker/domains/catalogue/shared/unit-price";
import { KIND_RULES } from "../../../worker/domains/catalogue/shared/product-kinds";
import { DietSymbol } from "./diet-symbol";
import { LabelPictures } from "./label-pictures";

export type DeclaredProduct = Pick<ProductView, "name" | "declarations" | "textLang" | "kind"> & {
  variants: Pick<PackView, "_id" | "label" | "netQuantity" | "unit" | "mrp" | "salePrice" | "unitSalePrice">[];
};
type ShopFacts = Pick<ShopProfile, "legalName" | "address" | "fssaiNumber" | "care">;

/** `lang`: "en" on a Telugu page when the text is the English for want of Telugu (issue 30). */
export type DeclarationRow = { label: string; value: string; lang?: "en" };

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");

const DIET_MARKS: Record<DietMark, MessageId> = { veg: "product.veg", "non-veg": "product.nonVeg" };

/** The rows of the block, in label order, worded by `t`; only declarations with something to say. */
export function declarationRows(product: DeclaredProduct, shop: ShopFacts, t: Translate): DeclarationRow[] {
  const d = product.declarations;
  const english = product.textLang ?? {};
  const rows: [string, string | null | undefined, ("en" | undefined)?][] = [
    [t("product.genericName"), d.genericName, english.genericName],
    [t("product.ingredients"), d.ingredients, english.ingredients],
    [t("product.dietMark"), d.dietMark ? t(DIET_MARKS[d.dietMark]) : null],
    [t("product.allergens"), d.allergens, english.allergens],
    [t("product.bestBefore"), d.shelfLife, english.shelfLife],
    [t("product.storage"), d.storage, english.storage],
    [t("product.countryOfOrigin"), d.countryOfOrigin ?? t("product.india")],
    [t("product.manufacturer"), d.manufacturer ?? joined(shop.legalName, shop.address)],
    [t("product.licenceNumber"), d.licenceNumber],
    [t("product.consumerCare"), joined(shop.care.phone, shop.care.email)],
    // The shop's FSSAI licence covers the food it sells, so only food names it.
    [t("product.fssai"), KIND_RULES[product.kind].showsFssai ? shop.fssaiNumber : null],
  ];
  return rows.flatMap(([label, value, lang]) => (value && value.trim() ? [{ label, value: value.trim(), ...(lang ? { lang } : {}) }] : []));
}

export function ProductDeclarations({ product, shop }: { product: DeclaredProduct; shop: ShopFacts }) {
  const { t, rupees } = useT();
  const rows = declarationRows(product, shop, t);
  const { dietMark } = product.declarations;
  return (
    <section aria-labelledby="product-details-heading" className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id="product-details-heading" className="text-lg font-bold text-stone-900">
        {t("product.details")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold text-stone-800">{row.label}</dt>
            <dd lang={row.lang} className="whitespace-pre-line text-stone-700">
              {row.label === t("product.dietMark") && dietMark && <DietSymbol mark={dietMark} decorative className="mr-2 align-[-2px]" />}
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {product.variants.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">{t("product.packSizesOf", { name: product.name })}</caption>
          <thead className="text-stone-800">
            <tr>
              <th scope="col" className="py-1 pr-3">{t("product.netQuantity")}</th>
              <th scope="col" className="py-1 pr-3">{t("product.mrpColumn")}</th>
              <th scope="col" className="py-1 pr-3">{t("product.ourPrice")}</th>
              <th scope="col" className="py-1">{t("product.unitSalePrice")}</th>
            </tr>
          </thead>
          <tbody className="text-stone-700">
            {product.variants.map((pack) => (
              <tr key={pack._id} className="border-t border-stone-200">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatNetQuantity(pack.netQuantity, pack.unit)}
                  {pack.label !== formatNetQuantity(pack.netQuantity, pack.unit) && <span className="text-stone-600"> ({pack.label})</span>}
                </th>
                <td className="py-1 pr-3">{rupees(pack.mrp)}</td>
                <td className="py-1 pr-3">{rupees(pack.salePrice)}</td>
                <td className="py-1">{pack.unitSalePrice ? formatUnitPrice(pack.unitSalePrice) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LabelPictures product={product} />
    </section>
  );
}
