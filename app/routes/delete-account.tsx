/**
 * /profile/delete: the customer erases their account (DPDP Act, issue 20) after reading what goes and what the law
 * makes the shop keep, and confirming with their password. Done, the session cookie is dropped.
 */
import { privatePageMeta } from "~/lib/seo";
import { data, Form, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { ErrorAlert, FormField } from "~/components/ui/form-field";
import { keepPageOnFailure } from "~/lib/client-action";
import { field } from "../../worker/http/form.server";
import { eraseAccountSchema } from "../../worker/domains/accounts/shared/data-rights-schemas";
import { clearedSessionCookie, eraseMyAccount } from "../../worker/domains/accounts/page.server";
import { parseInput, readFormBody } from "../../worker/http/input.server";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/delete-account";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

export function loader({ context, url }: Route.LoaderArgs) {
  requireSignedIn(context, url);
  const { lang } = serviceContextFrom(context);
  return { messages: pageMessages(lang, "account"), meta: { title: serverT(lang, "account.deleteMetaTitle") } };
}

/**
 * Once the account is erased the session is gone: asking this page's loader again would send the person to the sign-in
 * page before they read that the deletion is done (a race seen on a busy machine), so the page keeps its answer.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "deleted" in actionResult) return false;
  return defaultShouldRevalidate;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireSignedIn(context, url);
  try {
    const form = await readFormBody(request);
    await eraseMyAccount(serviceContextFrom(context), actor, parseInput(eraseAccountSchema, { password: field(form, "password") }));
    return data({ deleted: true as const }, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page (see keepPageOnFailure); the page says what failed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { t } = useT();
  if (actionData && "deleted" in actionData) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-leaf-900">{t("account.deletedTitle")}</h1>
        <p role="status" className="mt-4 text-stone-800">
          {t("account.deletedText")}
        </p>
        <Link to="/" className="mt-6 inline-block font-semibold text-leaf-800 underline">
          {t("account.backToShop")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-leaf-900">{t("account.deleteTitle")}</h1>
      <div className="mt-4 space-y-3 text-stone-800">
        <p>{t("account.deleteCannotUndo")}</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>{t("account.deleteErases")}</li>
          <li>{t("account.deleteSignsOut")}</li>
          <li>{t("account.deleteKeepsInvoiced")}</li>
          <li>{t("account.deleteKeepsOthers")}</li>
        </ul>
        <p>
          <T id="account.downloadFirst" components={{ link: <a href="/api/me/export" download className="font-semibold text-leaf-800 underline" /> }} />
        </p>
      </div>
      <Form method="post" className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <FormField label={t("account.yourPassword")} name="password" type="password" autoComplete="current-password" required />
        <ErrorAlert message={actionData && "error" in actionData ? actionData.error || t("account.somethingWrong") : null} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="rounded-lg bg-red-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
            {busy ? t("account.deleting") : t("account.deleteMine")}
          </button>
          <Link to="/profile" className="rounded-lg border-2 border-stone-300 px-5 py-2 font-semibold text-stone-800">
            {t("account.keepMine")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
