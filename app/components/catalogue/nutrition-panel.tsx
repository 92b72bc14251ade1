/**
 * The product page's nutrition information (issue 33; FSS (Labelling and Display) Regulations 2020): a real <table>
 * captioned "Nutrition information", per 100 g or 100 ml as stored, and a per-serve column derived from the serve size
 * (never stored, so the two cannot disagree). Row names come from the message catalogue, so a Telugu page reads them in
 * Telugu; a further nutrient the shop does not know by name is shown as the admin typed it, marked English.
 * Pages render it only for a product with a panel.
 */
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import { useT } from "~/lib/i18n";
import { knownNutrientOf, NUTRITION_ROWS, perServe, type NutrientUnit, type NutritionFacts } from "../../../worker/domains/catalogue/shared/nutrition";

type PanelRow = { key: string; label: string; lang?: "en"; indent: boolean; amount: number; unit: NutrientUnit };

export function NutritionPanel({ nutrition }: { nutrition: NutritionFacts }) {
  const { t, number } = useT();
  const rows: PanelRow[] = [
    ...NUTRITION_ROWS.map((row) => ({ key: row.key, label: t(`product.nutrition.${row.key}` as MessageId), indent: row.indent, amount: nutrition[row.key], unit: row.unit })),
    ...nutrition.others.map((other) => {
      const known = knownNutrientOf(other.name);
      return {
        key: `other-${other.name}`,
        label: known ? t(`product.nutrient.${known.key}` as MessageId) : other.name,
        ...(known ? {} : { lang: "en" as const }),
        indent: false,
        amount: other.amount,
        unit: other.unit,
      };
    }),
  ];
  const liquid = nutrition.basis === "100ml";
  const serve = nutrition.serveSize;
  const amount = (value: number, unit: NutrientUnit) => `${number(value, { maximumFractionDigits: 2 })} ${unit}`;
  return (
    <section aria-labelledby="nutrition-heading" className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[16rem] text-left text-sm">
          <caption id="nutrition-heading" className="pb-2 text-left text-lg font-bold text-stone-900">
            {t("product.nutritionCaption")}
          </caption>
          <thead className="text-stone-800">
            <tr className="border-b-2 border-stone-800">
              <th scope="col" className="py-1 pr-3">{t("product.nutrient")}</th>
              <th scope="col" className="py-1 pr-3 text-right">{t(liquid ? "product.per100ml" : "product.per100g")}</th>
              {serve !== null && (
                <th scope="col" className="py-1 text-right">
                  {t(liquid ? "product.perServeMl" : "product.perServeG", { size: number(serve, { maximumFractionDigits: 1 }) })}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="text-stone-700">
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-stone-200">
                <th scope="row" lang={row.lang} className={`py-1 pr-3 ${row.indent ? "pl-4 font-normal" : "font-semibold text-stone-800"}`}>
                  {row.label}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{amount(row.amount, row.unit)}</td>
                {serve !== null && <td className="py-1 text-right tabular-nums">{amount(perServe(row.amount, serve), row.unit)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
