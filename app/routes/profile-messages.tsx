/**
 * /profile/messages (issue 31): where the customer chooses how order updates reach them (e-mail, SMS, WhatsApp) and
 * gives or withdraws the WhatsApp opt-in. A plain form post, so it works before and without JavaScript; the opt-in
 * box's words are the ones the server keeps with the opt-in (worker/domains/messages/preferences.ts).
 */
import { data, Form, useNavigation } from "react-router";
import { privatePageMeta } from "~/lib/seo";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { ErrorAlert, primaryButton } from "~/components/ui/form-field";
import { keepPageOnFailure } from "~/lib/client-action";
import { readFormBody } from "../../worker/http/input.server";
import { getMessagePreferences, getShopProfile, saveMessagePreferences, whatsAppConsentText } from "../../worker/domains/messages/page.server";
import type { MessagePreferencesView } from "../../worker/domains/messages/shared/preferences";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Lang } from "../../worker/shared/i18n/languages";
import type { Route } from "./+types/profile-messages";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(loaderData?.meta);
}

const dayIn = (lang: Lang, iso: string) =>
  new Date(iso).toLocaleDateString(lang === "te" ? "te-IN" : "en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** What the page shows of the saved choice: the preferences, the opt-in box's words and the dates in the page's language. */
async function pageView(ctx: ReturnType<typeof serviceContextFrom>, preferences: MessagePreferencesView) {
  const shop = (await getShopProfile(ctx)).name;
  return {
    preferences,
    consentText: preferences.phoneNumber ? whatsAppConsentText(ctx.lang, shop, preferences.phoneNumber) : "",
    optedInOn: preferences.whatsapp && preferences.whatsappOptIn ? dayIn(ctx.lang, preferences.whatsappOptIn.at) : null,
    optedOutOn: !preferences.whatsapp && preferences.whatsappOptOutAt ? dayIn(ctx.lang, preferences.whatsappOptOutAt) : null,
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  const view = await pageView(ctx, await getMessagePreferences(ctx, actor));
  return { ...view, messages: pageMessages(ctx.lang, "messages", "account"), meta: { title: serverT(ctx.lang, "messages.metaTitle") } };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireSignedIn(context, url);
  let submitted: { email: boolean; sms: boolean; whatsapp: boolean; whatsappOptIn: boolean } | null = null;
  try {
    const form = await readFormBody(request);
    // A checkbox sends its name only when ticked: every box is on the form, so an absent one is a "no".
    submitted = { email: form.has("email"), sms: form.has("sms"), whatsapp: form.has("whatsapp"), whatsappOptIn: form.has("whatsappOptIn") };
    const ctx = serviceContextFrom(context);
    return data({ saved: true as const, ...(await pageView(ctx, await saveMessagePreferences(ctx, actor, submitted, "profile page"))) });
  } catch (error) {
    // The boxes as the customer left them come back with the reason (a page without scripts is drawn anew).
    const failure = actionFailure(error);
    return data({ ...failure.data, submitted }, failure.init ?? undefined);
  }
}

/** A dropped connection or a 5xx keeps the page and the ticks (see keepPageOnFailure); the page says what failed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

const boxClass = "mt-1 h-5 w-5 shrink-0 accent-leaf-700";

export default function ProfileMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const saving = useNavigation().state === "submitting";
  const view = actionData && "saved" in actionData ? actionData : loaderData;
  const { preferences, consentText } = view;
  const submitted = actionData && "submitted" in actionData ? actionData.submitted : null;
  const checked = submitted ?? { ...preferences, whatsappOptIn: false };
  const failure = actionData && "error" in actionData ? actionData.error || t("messages.failed") : null;
  const phone = preferences.phoneNumber;
  const liveOptIn = preferences.whatsapp && preferences.whatsappOptIn?.number === phone;

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-leaf-900">{t("messages.title")}</h1>
      <p className="mt-3 text-stone-800">{t("messages.intro")}</p>
      {/* Keyed by the saved choice: a save redraws the boxes from what the server kept. */}
      <Form method="post" key={JSON.stringify(preferences)} className="mt-6 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-2 font-bold text-stone-900">{t("messages.channels")}</legend>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="email" defaultChecked={checked.email} disabled={!preferences.emailAddress} className={boxClass} />
            <span className="min-w-0 [overflow-wrap:anywhere]">{preferences.emailAddress ? t("messages.email", { address: preferences.emailAddress }) : t("messages.emailNone")}</span>
          </label>
          {phone ? (
            <>
              <label className="flex items-start gap-3">
                <input type="checkbox" name="sms" defaultChecked={checked.sms} className={boxClass} />
                <span>{t("messages.sms", { number: phone })}</span>
              </label>
              <label className="flex items-start gap-3">
                <input type="checkbox" name="whatsapp" defaultChecked={checked.whatsapp} className={boxClass} />
                <span>{t("messages.whatsapp", { number: phone })}</span>
              </label>
              {liveOptIn && view.optedInOn ? (
                // Agreed already: the words stay visible, and leaving WhatsApp ticked keeps the opt-in.
                <p className="ml-8 text-sm text-stone-700">
                  {preferences.whatsappOptIn?.text} {t("messages.optedInOn", { date: view.optedInOn })}
                </p>
              ) : (
                <label className="ml-8 flex items-start gap-3 rounded-lg bg-leaf-50 p-3 text-sm text-stone-900 ring-1 ring-leaf-200">
                  <input type="checkbox" name="whatsappOptIn" defaultChecked={checked.whatsappOptIn} className={boxClass} aria-describedby="whatsapp-consent-hint" />
                  <span>
                    {consentText}
                    <span id="whatsapp-consent-hint" className="mt-1 block text-stone-700">
                      {t("messages.whatsappConsentNeeded")}
                    </span>
                  </span>
                </label>
              )}
              {view.optedOutOn && <p className="ml-8 text-sm text-stone-700">{t("messages.optedOutOn", { date: view.optedOutOn })}</p>}
            </>
          ) : (
            <p className="text-sm text-stone-700">{t("messages.phoneNone")}</p>
          )}
        </fieldset>
        {!preferences.saved && <p className="text-sm text-stone-700">{t("messages.defaults")}</p>}
        <ErrorAlert message={failure} />
        {actionData && "saved" in actionData && !saving && (
          <p role="status" className="rounded-lg border border-leaf-300 bg-leaf-50 px-4 py-3 text-sm font-medium text-leaf-900">
            {t("messages.saved")}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? t("messages.saving") : t("messages.save")}
        </button>
      </Form>
      <Link to="/profile" className="mt-6 inline-block font-semibold text-leaf-800 underline">
        {t("messages.back")}
      </Link>
    </section>
  );
}
