/** The profile's "Your data" section (DPDP Act rights, issue 20): a copy of it, and the way to delete the account. */
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";

export function YourData() {
  const { t } = useT();
  return (
    <section aria-labelledby="your-data-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="your-data-heading" className="text-xl font-bold text-stone-900">
        {t("account.yourData")}
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        <T id="account.yourDataText" components={{ link: <Link to="/policies/privacy" className="font-semibold text-leaf-800 underline" /> }} />
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href="/api/me/export" download className="rounded-lg border-2 border-leaf-700 px-4 py-2 font-semibold text-leaf-800 hover:bg-leaf-50">
          {t("account.downloadData")}
        </a>
        <Link to="/profile/delete" className="rounded-lg border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
          {t("account.deleteMine")}
        </Link>
      </div>
    </section>
  );
}
