import { useEffect, useState } from "react";
import { notify } from "~/lib/notify";
import { data, Form, Link, useNavigation } from "react-router";
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
import type { Route } from "./+types/profile";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Your profile | Ghani" },
    { name: "description", content: "Your Ghani account details and delivery address." },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = requireSignedIn(context, url);
  const ctx = serviceContextFrom(context);
  const [user, complaints, consented] = await Promise.all([getProfile(ctx, actor), listOwnGrievances(ctx, actor), hasPrivacyConsent(ctx, actor.id)]);
  return { user, complaints, consented };
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

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction, "Something went wrong. Please try again.");

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  // The saved profile comes back with the action's answer, before the page data is reloaded.
  const user = (actionData && "user" in actionData && actionData.user) || loaderData.user;
  const navigation = useNavigation();
  const [editing, setEditing] = useState(false);
  const [handled, setHandled] = useState<unknown>(null);
  // A successful save leaves edit mode; each answer is handled once.
  if (actionData !== handled) {
    setHandled(actionData);
    if (actionData && "saved" in actionData) setEditing(false);
  }
  useEffect(() => {
    if (actionData && "saved" in actionData) notify.success("Profile updated");
  }, [actionData]);
  const resendError = !editing && actionData && "error" in actionData ? actionData.error : null;
  const error = editing && actionData && "error" in actionData ? actionData.error || "Failed to update profile" : null;
  const saving = navigation.state === "submitting";

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-leaf-900">Your Profile</h1>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => setEditing((value) => !value)}
            className="rounded-lg border-2 border-leaf-700 px-4 py-2 font-semibold text-leaf-800 hover:bg-leaf-50"
          >
            {editing ? "Cancel" : "Edit Profile"}
          </button>
          <LogoutButton className="rounded-lg border-2 border-stone-800 bg-stone-800 px-4 py-2 font-semibold text-white hover:bg-stone-900 disabled:opacity-70" />
        </div>
      </div>

      {!loaderData.consented && (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-stone-900 ring-1 ring-amber-200">
          We have no record of your consent to our privacy notice.{" "}
          <Link to="/consent?redirectTo=/profile" className="font-semibold text-leaf-800 underline">
            Read and accept it
          </Link>
        </p>
      )}
      {!user.emailVerified && (
        <Form method="post" className="mt-6 rounded-lg bg-amber-50 p-4 text-stone-900 ring-1 ring-amber-200">
          <input type="hidden" name="intent" value="resend-verification" />
          <p>
            Your e-mail address is not confirmed yet: follow the link we mailed to it.{" "}
            {actionData && "resent" in actionData ? (
              <strong>We have sent a new link.</strong>
            ) : (
              <button type="submit" className="font-semibold text-leaf-800 underline" disabled={saving}>
                Send the link again
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
          <legend className="sr-only">Account details</legend>
          <FormField label="Full name" name="name" defaultValue={user.name} autoComplete="name" required />
          <FormField label="Phone number" name="phoneNumber" type="tel" autoComplete="tel" defaultValue={user.phoneNumber} required />
          <FormField
            label="Email address"
            name="emailAddress"
            type="email"
            autoComplete="email"
            defaultValue={user.emailAddress}
            required
          />
          {editing && (
            <>
              <FormField
                label="New password (leave blank to keep the current one)"
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={8}
              />
              <div>
                <FormField
                  label="Current password"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  aria-describedby="current-password-hint"
                />
                <p id="current-password-hint" className="mt-1 text-sm text-stone-700">
                  Needed only to change your email address or password.
                </p>
              </div>
            </>
          )}
        </fieldset>
        <fieldset disabled={!editing} className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-bold text-stone-800">Delivery address</legend>
          <FormField label="Door no." name="doorNo" defaultValue={user.address.doorNo} required />
          <FormField label="Street" name="street" defaultValue={user.address.street} required />
          <FormField label="City" name="city" defaultValue={user.address.city} required />
          <FormField label="Pincode" name="pincode" inputMode="numeric" defaultValue={user.address.pincode} required />
          <StateSelect defaultValue={stateOfStoredAddress(user.address.pincode, user.address.state)} required className="col-span-2" />
        </fieldset>
        <ErrorAlert message={error} />
        {editing && (
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? "Saving..." : "Save Changes"}
          </button>
        )}
      </Form>
      <MyComplaints complaints={loaderData.complaints} />
      <YourData />
    </section>
  );
}
