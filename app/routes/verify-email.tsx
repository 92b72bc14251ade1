/**
 * /verify-email (issue 29): where the confirmation link mailed at sign-up (or after an e-mail change) leads. Opening
 * the link verifies nothing (mail scanners open links); the person presses the button, whose POST spends the token.
 */
import { privatePageMeta } from "~/lib/seo";
import { data, Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { ErrorAlert, primaryButton } from "~/components/ui/form-field";
import { field } from "../../worker/http/form.server";
import { readFormBody } from "../../worker/http/input.server";
import { verifyEmail } from "../../worker/domains/accounts/page.server";
import { actionFailure, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/verify-email";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

export function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = serviceContextFrom(context);
  return {
    token: url.searchParams.get("token") ?? "",
    messages: pageMessages(lang, "account"),
    meta: { title: serverT(lang, "account.verifyMetaTitle") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const form = await readFormBody(request);
    const user = await verifyEmail(serviceContextFrom(context), field(form, "token"));
    return data({ verified: true as const, email: user.emailAddress });
  } catch (error) {
    return actionFailure(error);
  }
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { t } = useT();
  if (actionData && "verified" in actionData) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold text-leaf-900">{t("account.emailConfirmed")}</h1>
        <p className="mt-4 text-stone-800">{t("account.emailConfirmedText", { email: actionData.email })}</p>
        <Link to="/profile" className="mt-6 inline-block font-semibold text-leaf-800 underline">
          {t("account.goToProfile")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-leaf-900">{t("account.confirmEmailTitle")}</h1>
      <p className="mt-4 text-stone-800">{t("account.confirmEmailText")}</p>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <ErrorAlert message={actionData && "error" in actionData ? actionData.error : null} />
        <button type="submit" className={primaryButton} disabled={submitting || !loaderData.token}>
          {submitting ? t("account.confirming") : t("account.confirmEmail")}
        </button>
      </Form>
    </section>
  );
}
