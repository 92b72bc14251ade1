/**
 * Admin → Translations (issue 30): the content whose Telugu is missing, so the admin knows what Telugu pages still
 * show in English: each product, category, banner, article and policy with its untranslated fields and a link to
 * its editor. The same list as GET /api/admin/translations/missing.
 */
import { Link } from "react-router";
import { listMissingTranslations } from "../../../worker/domains/content/page.server";
import { TRANSLATION_KINDS, translationFieldName, type MissingTranslation, type TranslationKind } from "../../../worker/domains/content/shared/translations";
import { requireAdminUser, serviceContextFrom } from "../../../worker/http/session.server";
import type { Route } from "./+types/translations";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Translations | Ghani Admin" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdminUser(context, url);
  return { missing: await listMissingTranslations(serviceContextFrom(context)) };
}

const HEADINGS: Record<TranslationKind, string> = {
  product: "Products",
  category: "Categories",
  banner: "Banners",
  blob: "Blobs (articles)",
  policy: "Policies",
};

function MissingList({ items }: { items: MissingTranslation[] }) {
  return (
    <ul className="mt-3 divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">{item.name}</p>
            <p className="text-sm text-stone-700">No Telugu {item.fields.map(translationFieldName).join(", ")}</p>
          </div>
          <Link to={item.editPath} className="rounded-md px-3 py-1.5 text-sm font-semibold text-leaf-800 ring-1 ring-leaf-700 hover:bg-leaf-50">
            Add Telugu<span className="sr-only"> for {item.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function TranslationsAdmin({ loaderData }: Route.ComponentProps) {
  const { missing } = loaderData;
  return (
    <section aria-labelledby="translations-heading" className="max-w-4xl">
      <h2 id="translations-heading" className="text-2xl font-bold text-stone-900">
        Translations
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Texts without their Telugu: the Telugu pages show them in English until you add it.
      </p>
      {missing.length === 0 ? (
        <p role="status" className="mt-6 rounded-lg border border-leaf-300 bg-leaf-50 px-4 py-3 font-medium text-leaf-900">
          Everything has its Telugu.
        </p>
      ) : (
        TRANSLATION_KINDS.map((kind) => {
          const items = missing.filter((item) => item.kind === kind);
          if (items.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`missing-${kind}`} className="mt-6">
              <h3 id={`missing-${kind}`} className="text-lg font-semibold text-stone-900">
                {HEADINGS[kind]} ({items.length})
              </h3>
              <MissingList items={items} />
            </section>
          );
        })
      )}
    </section>
  );
}
