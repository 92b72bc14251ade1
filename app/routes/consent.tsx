/**
 * /consent (issue 29): the prompt a signed-in person sees after signing in when no consent of theirs to the privacy
 * notice is on record (an API signup without `privacyConsent: true` records none). Accepting records it; until then
 * sign-in brings them here and their profile reminds them.
 */
import { privatePageMeta } from "~/lib/seo";
import { data, Form, redirect, useNavigation } from "react-router";
import { ErrorAlert, primaryButton } from "~/components/ui/form-field";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { PolicyLink } from "~/components/policies/policy-link";
import { field } from "../../worker/http/form.server";
import { readFormBody } from "../../worker/http/input.server";
import { REDIRECT_PARAM, safeRedirectPath } from "../../worker/domains/accounts/shared/redirect";
import { hasPrivacyConsent, recordPromptConsent } from "../../worker/domains/accounts/page.server";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import { pathInLang } from "../../worker/shared/i18n/languages";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/consent";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = requireSignedIn(context, url);
  const { lang } = serviceContextFrom(context);
  const next = safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), pathInLang("/", lang));
  if (await hasPrivacyConsent(serviceContextFrom(context), actor.id)) throw redirect(next);
  return { next, messages: pageMessages(lang, "account"), meta: { title: serverT(lang, "account.consentMetaTitle") } };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  try {
    const form = await readFormBody(request);
    if (field(form, "privacyConsent") !== "on") return data({ error: serverT(ctx.lang, "account.consentTick") }, { status: 400 });
    await recordPromptConsent(ctx, actor);
    return redirect(safeRedirectPath(field(form, REDIRECT_PARAM), pathInLang("/", ctx.lang)));
  } catch (error) {
    return actionFailure(error);
  }
}

export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { t } = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-leaf-900">{t("account.consentTitle")}</h1>
      <p className="mt-4 text-stone-800">
        {t("account.consentText")}
      </p>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name={REDIRECT_PARAM} value={loaderData.next} />
        <label className="flex items-start gap-2 text-stone-800">
          <input type="checkbox" name="privacyConsent" className="mt-1" required />
          <span>
            <T id="account.consentAgree" components={{ link: <PolicyLink slug="privacy" /> }} />
          </span>
        </label>
        <ErrorAlert message={actionData && "error" in actionData ? actionData.error : null} />
        <button type="submit" className={primaryButton} disabled={submitting}>
          {submitting ? t("account.saving") : t("account.acceptContinue")}
        </button>
      </Form>
    </section>
  );
}
