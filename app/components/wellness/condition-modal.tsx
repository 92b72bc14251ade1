import type { ProtocolCategory, ProtocolConditionCard, ProtocolDisease } from "../../../worker/domains/wellness/shared";
import type { MessageId } from "../../../worker/shared/i18n/catalogs";
import { useT, type Translate } from "~/lib/i18n";
import { FetchedContent, useFetchedJson } from "../ui/fetched-json";
import { Modal } from "../ui/modal";

/** The data's fixed category names, in the page's language (the items under them are shown as the data has them). */
export const PROTOCOL_CATEGORY_MESSAGES: Record<ProtocolCategory["category"], MessageId> = {
  Oils: "wellness.categoryOils",
  Millets: "wellness.categoryMillets",
  "Decoctions (Kashyam)": "wellness.categoryDecoctions",
  Juices: "wellness.categoryJuices",
  "Plant-based Milk": "wellness.categoryPlantMilk",
  Laddus: "wellness.categoryLaddus",
  "Green leaf vegetable": "wellness.categoryGreens",
  "Additional Notes": "wellness.categoryNotes",
  "Additional Practices": "wellness.categoryPractices",
};

const categoryName = (category: ProtocolCategory, t: Translate) => t(PROTOCOL_CATEGORY_MESSAGES[category.category]);

function CategoryTable({ category }: { category: ProtocolCategory }) {
  const { t } = useT();
  const notesOnly = category.items.every((item) => "note" in item);
  return (
    <section className="mt-5">
      <h3 className="text-lg font-bold text-leaf-800">{categoryName(category, t)}</h3>
      <table className="mt-2 w-full text-left text-sm">
        <thead className="bg-leaf-50 text-stone-800">
          <tr>
            {notesOnly ? (
              <th scope="col" className="px-3 py-2">{t("wellness.note")}</th>
            ) : (
              <>
                <th scope="col" className="px-3 py-2">{t("wellness.name")}</th>
                <th scope="col" className="px-3 py-2">{t("wellness.duration")}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {category.items.map((item, index) => (
            <tr key={index} className="border-t border-stone-200">
              {"note" in item ? (
                <td colSpan={notesOnly ? 1 : 2} className="px-3 py-2">{item.note}</td>
              ) : (
                <>
                  <td className="px-3 py-2 font-semibold">{item.name}</td>
                  <td className="px-3 py-2">{item.duration}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ConditionTables({ disease, disclaimer }: { disease: ProtocolDisease; disclaimer: string }) {
  const { t } = useT();
  const practices = disease.categories.filter((category) => category.best_practices);
  return (
    <div>
      {disease.categories.map((category) => (
        <CategoryTable key={category.category} category={category} />
      ))}
      {practices.length > 0 && (
        <section className="mt-6 rounded-xl bg-leaf-50 p-4 ring-1 ring-leaf-100">
          <h3 className="font-bold text-leaf-900">{t("wellness.bestPractices")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {practices.map((category) => (
              <li key={category.category}>
                <strong>{categoryName(category, t)}:</strong> {category.best_practices}
              </li>
            ))}
          </ul>
        </section>
      )}
      {disease.notes && (
        <section className="mt-4 rounded-xl bg-turmeric-100 p-4">
          <h3 className="font-bold text-soil-700">{t("wellness.importantNotes")}</h3>
          <p className="mt-1 text-sm text-soil-700">{disease.notes}</p>
        </section>
      )}
      <p className="mt-6 text-xs text-stone-700">{disclaimer}</p>
    </div>
  );
}

/** A condition's protocol: the dialog opens with its name at once; the tables load from /protocols/<id>. */
export function ConditionModal({ condition, disclaimer, onClose }: { condition: ProtocolConditionCard; disclaimer: string; onClose: () => void }) {
  const { t, path } = useT();
  // The page's language's address: a condition unknown there is refused in that language.
  const fetched = useFetchedJson<ProtocolDisease>(path(`/protocols/${encodeURIComponent(condition.id)}`));
  return (
    <Modal title={condition.name} onClose={onClose}>
      <FetchedContent fetched={fetched} failedText={t("wellness.conditionFailed")}>
        {(disease) => <ConditionTables disease={disease} disclaimer={disclaimer} />}
      </FetchedContent>
    </Modal>
  );
}
