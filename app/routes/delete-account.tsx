/**
 * /profile/delete: the customer erases their account (DPDP Act, issue 20) after reading what goes and what the law
 * makes the shop keep, and confirming with their password, or, for an account made by phone sign-in that has none
 * (issue 31), with a code sent to its phone ("Send the code", then the code). Done, the session cookie is dropped
 * and the browser lands on /account-deleted, which says what was erased and kept.
 */
import { privatePageMeta } from "~/lib/seo";
import { Form, redirect, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { ErrorAlert, FormField } from "~/components/ui/form-field";
import { keepPageOnFailure } from "~/lib/client-action";
import { field } from "../../worker/http/form.server";
import { eraseAccountSchema } from "../../worker/domains/accounts/shared/data-rights-schemas";
import { clearedSessionCookie, eraseMyAccount, erasureConfirmation, requestErasureCode } from "../../worker/domains/accounts/page.server";
import { parseInput, readFormBody } from "../../worker/http/input.server";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import { pathInLang } from "../../worker/shared/i18n/languages";
import type { Route } from "./+types/delete-account";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  return {
    messages: pageMessages(ctx.lang, "account"),
    meta: { title: serverT(ctx.lang, "account.deleteMetaTitle") },
    confirmation: await erasureConfirmation(ctx, actor),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  let erasure;
  try {
    const form = await readFormBody(request);
    if (field(form, "intent") === "send-code") return { codeSent: (await requestErasureCode(ctx, actor)).message };
    const otp = field(form, "otp");
    erasure = await eraseMyAccount(ctx, actor, parseInput(eraseAccountSchema, otp ? { otp } : { password: field(form, "password") }));
  } catch (error) {
    return actionFailure(error);
  }
  // Only figures in the address: the page after says how many orders were kept, naming no one.
  const done = `${pathInLang("/account-deleted", ctx.lang)}?kept=${erasure.ordersKept}&anonymised=${erasure.ordersAnonymised}`;
  return redirect(done, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}

/** A dropped connection or a 5xx keeps the page (see keepPageOnFailure); the page says what failed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const sending = busy && navigation.formData?.get("intent") === "send-code";
  const { t } = useT();
  const { confirmation } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error || t("account.somethingWrong") : null;
  const codeSent = actionData && "codeSent" in actionData ? actionData.codeSent : null;
  const deleteButton = (
    <button type="submit" disabled={busy} className="rounded-lg bg-red-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
      {busy && !sending ? t("account.deleting") : t("account.deleteMine")}
    </button>
  );
  const keepLink = (
    <Link to="/profile" className="rounded-lg border-2 border-stone-300 px-5 py-2 font-semibold text-stone-800">
      {t("account.keepMine")}
    </Link>
  );
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
      {confirmation.method === "code" ? (
        <div className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <p className="text-stone-800">{t("account.deleteByCodeIntro", { phone: confirmation.phone ?? "" })}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="send-code" />
            <button type="submit" disabled={busy} className="rounded-lg bg-white px-5 py-2 font-semibold text-leaf-900 ring-1 ring-leaf-700 disabled:opacity-60">
              {sending ? t("account.sendingDeleteCode") : codeSent ? t("account.sendDeleteCodeAgain") : t("account.sendDeleteCode")}
            </button>
          </Form>
          {codeSent && (
            <p role="status" className="rounded-lg border border-leaf-300 bg-leaf-50 px-4 py-3 text-sm font-medium text-leaf-900">
              {codeSent}
            </p>
          )}
          <Form method="post" className="space-y-4">
            <FormField label={t("account.deleteCode")} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
            <ErrorAlert message={error} />
            <div className="flex flex-wrap gap-3">
              {deleteButton}
              {keepLink}
            </div>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <FormField label={t("account.yourPassword")} name="password" type="password" autoComplete="current-password" required />
          <ErrorAlert message={error} />
          <div className="flex flex-wrap gap-3">
            {deleteButton}
            {keepLink}
          </div>
        </Form>
      )}
    </section>
  );
}
