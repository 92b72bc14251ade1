/**
 * /consent (issue 29): the prompt a signed-in person sees after signing in when no consent of theirs to the privacy
 * notice is on record (an API signup without `privacyConsent: true` records none). Accepting records it; until then
 * sign-in brings them here and their profile reminds them.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { ErrorAlert, primaryButton } from "~/components/ui/form-field";
import { PolicyLink } from "~/components/policies/policy-link";
import { field } from "../../worker/http/form.server";
import { readFormBody } from "../../worker/http/input.server";
import { REDIRECT_PARAM, safeRedirectPath } from "../../worker/domains/accounts/shared/redirect";
import { hasPrivacyConsent, recordPromptConsent } from "../../worker/domains/accounts/page.server";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/consent";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Our privacy notice | Ghani" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = requireSignedIn(context, url);
  const next = safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), "/");
  if (await hasPrivacyConsent(serviceContextFrom(context), actor.id)) throw redirect(next);
  return { next };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = requireSignedIn(context, url);
  try {
    const form = await readFormBody(request);
    if (field(form, "privacyConsent") !== "on") return data({ error: "Please tick the box to accept the privacy notice." }, { status: 400 });
    await recordPromptConsent(serviceContextFrom(context), actor);
    return redirect(safeRedirectPath(field(form, REDIRECT_PARAM), "/"));
  } catch (error) {
    return actionFailure(error);
  }
}

export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-leaf-900">Before you continue</h1>
      <p className="mt-4 text-stone-800">
        We have no record of your consent to our privacy notice. Please read it and accept it to go on using your account.
      </p>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name={REDIRECT_PARAM} value={loaderData.next} />
        <label className="flex items-start gap-2 text-stone-800">
          <input type="checkbox" name="privacyConsent" className="mt-1" required />
          <span>
            I have read the <PolicyLink slug="privacy">privacy notice</PolicyLink> and agree to it.
          </span>
        </label>
        <ErrorAlert message={actionData && "error" in actionData ? actionData.error : null} />
        <button type="submit" className={primaryButton} disabled={submitting}>
          {submitting ? "Saving..." : "Accept and continue"}
        </button>
      </Form>
    </section>
  );
}
