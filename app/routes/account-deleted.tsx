/**
 * /account-deleted (issue 31: deleting the account ended on the login page with no word that it worked): where the
 * deletion lands, signed out. It says the account is gone, what was erased and what the tax law makes the shop keep
 * (worker/domains/accounts/data-rights.ts), with the numbers of kept orders the erasure answered (`?kept=&anonymised=`,
 * only figures: the address names no one). Rendered on the server in English or Telugu, never indexed.
 */
import { privatePageMeta } from "~/lib/seo";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/account-deleted";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

/** A count from the address: a whole number up to a sane size, else not shown. */
function countParam(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}

export function loader({ context, url }: Route.LoaderArgs) {
  const { lang } = serviceContextFrom(context);
  const kept = countParam(url.searchParams.get("kept"));
  const anonymised = countParam(url.searchParams.get("anonymised"));
  return {
    messages: pageMessages(lang, "account"),
    meta: { title: `${serverT(lang, "account.deletedPageTitle")} | Ghani` },
    counts: kept === null || anonymised === null ? null : { kept, anonymised },
  };
}

export default function AccountDeleted({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { counts } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12" aria-labelledby="deleted-heading">
      <h1 id="deleted-heading" className="text-3xl font-bold text-leaf-900">
        {t("account.deletedTitle")}
      </h1>
      <p role="status" className="mt-4 text-stone-800">
        {t("account.deletedSignedOut")}
      </p>
      <div className="mt-6 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{t("account.deletedErasedHeading")}</h2>
          <p className="mt-1 text-stone-800">{t("account.deletedErased")}</p>
        </div>
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{t("account.deletedKeptHeading")}</h2>
          <ul className="mt-1 list-disc space-y-1 pl-6 text-stone-800">
            <li>{t("account.deletedKeptInvoiced")}</li>
            <li>{t("account.deletedKeptOthers")}</li>
          </ul>
          {counts && <p className="mt-2 text-sm text-stone-700">{t("account.deletedCounts", { kept: String(counts.kept), anonymised: String(counts.anonymised) })}</p>}
        </div>
      </div>
      <Link to="/" className="mt-6 inline-block font-semibold text-leaf-800 underline">
        {t("account.backToShop")}
      </Link>
    </section>
  );
}
