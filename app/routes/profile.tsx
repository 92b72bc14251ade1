/** /profile: the customer's details and address (edit, confirm the e-mail), their complaints and their data. */
import { useEffect, useState } from "react";
import { notify } from "~/lib/notify";
import { data, Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { ErrorAlert, FormField, primaryButton } from "~/components/ui/form-field";
import { StateSelect } from "~/components/delivery/state-select";
import { stateOfStoredAddress } from "../../worker/domains/delivery/shared/india";
import { LogoutButton } from "~/components/accounts/logout-button";
import { YourData } from "~/components/accounts/your-data";
import { MyComplaints } from "~/components/grievances/my-complaints";
import { keepPageOnFailure } from "~/lib/client-action";
import { accountFormValues, field } from "../../worker/http/form.server";
import { editProfileSchema } from "../../worker/domains/accounts/shared/schemas";
import { parseInput, readFormBody } from "../../worker/http/input.server";
import { editProfile, getProfile, hasPrivacyConsent, resendVerification, sessionCookie } from "../../worker/domains/accounts/page.server";
import { listOwnGrievances } from "../../worker/domains/grievances/page.server";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/profile";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData?.meta.title }, { name: "description", content: loaderData?.meta.description }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  const [user, complaints, consented] = await Promise.all([getProfile(ctx, actor), listOwnGrievances(ctx, actor), hasPrivacyConsent(ctx, actor.id)]);
  const { lang } = ctx;
  return {
    user,
    complaints,
    consented,
    messages: pageMessages(lang, "account", "support", "states", "messages"),
    meta: { title: serverT(lang, "account.profileMetaTitle"), description: serverT(lang, "account.profileMetaDescription") },
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireSignedIn(context, url);
  try {
    const form = await readFormBody(request);
    if (field(form, "intent") === "resend-verification") {
      await resendVerification(serviceContextFrom(context), user);
      return data({ resent: true as const });
    }
    const values = { ...accountFormValues(form), currentPassword: field(form, "currentPassword") };
    const input = parseInput(editProfileSchema, values);
    const { user: updated, token } = await editProfile(serviceContextFrom(context), user, input);
    // A new e-mail or password signed out every session, this one too: it carries on with the fresh token.
    const headers = token ? { "Set-Cookie": sessionCookie(request, token) } : undefined;
    return data({ saved: true as const, user: updated }, { headers });
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure); the page says what failed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  // The saved profile comes back with the action's answer, before the page data is reloaded.
  const user = (actionData && "user" in actionData && actionData.user) || loaderData.user;
  const navigation = useNavigation();
  const [editing, setEditing] = useState(false);
  const [handled, setHandled] = useState<unknown>(null);
  const { t, path } = useT();
  // A successful save leaves edit mode; each answer is handled once.
  if (actionData !== handled) {
    setHandled(actionData);
    if (actionData && "saved" in actionData) setEditing(false);
  }
  useEffect(() => {
    if (actionData && "saved" in actionData) notify.success(t("account.profileUpdated"));
  }, [actionData, t]);
  // A refusal names its reason; an answer that never came (keepPageOnFailure) has none.
  const failure = actionData && "error" in actionData ? actionData.error || t("account.somethingWrong") : null;
  const resendError = !editing ? failure : null;
  const error = editing ? failure : null;
  const saving = navigation.state === "submitting";

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-leaf-900">{t("account.profileTitle")}</h1>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => setEditing((value) => !value)}
            className="rounded-lg border-2 border-leaf-700 px-4 py-2 font-semibold text-leaf-800 hover:bg-leaf-50"
          >
            {editing ? t("account.cancel") : t("account.editProfile")}
          </button>
          <LogoutButton className="rounded-lg border-2 border-stone-800 bg-stone-800 px-4 py-2 font-semibold text-white hover:bg-stone-900 disabled:opacity-70" />
        </div>
      </div>

      {!loaderData.consented && (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-stone-900 ring-1 ring-amber-200">
          <T
            id="account.noConsent"
            components={{ link: <Link to={`/consent?redirectTo=${path("/profile")}`} className="font-semibold text-leaf-800 underline" /> }}
          />
        </p>
      )}
      {/* An account made by phone sign-in (issue 31) has no address to confirm. */}
      {!user.emailVerified && user.emailAddress && (
        <Form method="post" className="mt-6 rounded-lg bg-amber-50 p-4 text-stone-900 ring-1 ring-amber-200">
          <input type="hidden" name="intent" value="resend-verification" />
          <p>
            {t("account.notVerified")}{" "}
            {actionData && "resent" in actionData ? (
              <strong>{t("account.linkSent")}</strong>
            ) : (
              <button type="submit" className="font-semibold text-leaf-800 underline" disabled={saving}>
                {t("account.sendLinkAgain")}
              </button>
            )}
          </p>
          <ErrorAlert message={resendError} />
        </Form>
      )}
      <Form
        method="post"
        // Remount (fresh default values) when leaving edit mode and again when the saved profile arrives.
        key={editing ? "edit" : `view-${JSON.stringify(user)}`}
        className="mt-8 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <fieldset disabled={!editing} className="space-y-4">
          <legend className="sr-only">{t("account.accountDetails")}</legend>
          <FormField label={t("account.fullName")} name="name" defaultValue={user.name} autoComplete="name" required />
          <FormField label={t("account.phone")} name="phoneNumber" type="tel" autoComplete="tel" defaultValue={user.phoneNumber} required />
          <FormField
            label={t("account.email")}
            name="emailAddress"
            type="email"
            autoComplete="email"
            defaultValue={user.emailAddress}
            // Issue 31: an account made by phone sign-in has none; adding one needs a password it does not have yet.
            required={Boolean(user.emailAddress)}
            readOnly={!user.emailAddress}
          />
          {!user.emailAddress && <p className="text-sm text-stone-700">{t("account.phoneAccountNote")}</p>}
          {editing && user.emailAddress && (
            <>
              <FormField
                label={t("account.newPasswordOptional")}
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={8}
              />
              <div>
                <FormField
                  label={t("account.currentPassword")}
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  aria-describedby="current-password-hint"
                />
                <p id="current-password-hint" className="mt-1 text-sm text-stone-700">
                  {t("account.currentPasswordHint")}
                </p>
              </div>
            </>
          )}
        </fieldset>
        <fieldset disabled={!editing} className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-bold text-stone-800">{t("account.deliveryAddress")}</legend>
          <FormField label={t("account.doorNo")} name="doorNo" defaultValue={user.address.doorNo} required />
          <FormField label={t("account.street")} name="street" defaultValue={user.address.street} required />
          <FormField label={t("account.city")} name="city" defaultValue={user.address.city} required />
          <FormField label={t("account.pincode")} name="pincode" inputMode="numeric" defaultValue={user.address.pincode} required />
          <StateSelect defaultValue={stateOfStoredAddress(user.address.pincode, user.address.state)} required className="col-span-2" />
        </fieldset>
        <ErrorAlert message={error} />
        {editing && (
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? t("account.saving") : t("account.saveChanges")}
          </button>
        )}
      </Form>
      <p className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <Link to="/orders" className="font-semibold text-leaf-800 underline">
          {t("common.navOrders")}
        </Link>
        <Link to="/profile/messages" className="mt-2 block font-semibold text-leaf-800 underline">
          {t("messages.profileLink")}
        </Link>
      </p>
      <MyComplaints complaints={loaderData.complaints} />
      <YourData />
    </section>
  );
}
