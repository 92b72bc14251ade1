import { Link } from "./link";
import { useT } from "~/lib/i18n";

/** The not-found page of SPEC.md section 2 (also used for unknown admin sections), in the page's language. */
export function NotFound() {
  const { t } = useT();
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-16 text-center">
      <title>{t("common.notFoundTitle")}</title>
      <meta name="description" content={t("common.notFoundDescription")} />
      <p className="text-7xl font-extrabold text-leaf-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{t("common.notFoundHeading")}</h1>
      <p className="mt-3 max-w-md text-stone-700">{t("common.notFoundText")}</p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-leaf-700 px-6 py-3 font-semibold text-white shadow hover:bg-leaf-800"
      >
        {t("common.backHome")}
      </Link>
    </main>
  );
}
