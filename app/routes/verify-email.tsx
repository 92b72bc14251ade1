/**
 * /verify-email (issue 29): where the confirmation link mailed at sign-up (or after an e-mail change) leads. Opening
 * the link verifies nothing (mail scanners open links); the person presses the button, whose POST spends the token.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { ErrorAlert, primaryButton } from "~/components/ui/form-field";
import { field } from "../../worker/http/form.server";
import { readFormBody } from "../../worker/http/input.server";
import { verifyEmail } from "../../worker/domains/accounts/page.server";
import { actionFailure, serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/verify-email";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Confirm your e-mail address | Ghani" }, { name: "robots", content: "noindex" }];
}

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
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
  if (actionData && "verified" in actionData) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-bold text-leaf-900">E-mail address confirmed</h1>
        <p className="mt-4 text-stone-800">Thank you: {actionData.email} is confirmed for your account.</p>
        <Link to="/profile" className="mt-6 inline-block font-semibold text-leaf-800 underline">
          Go to your profile
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-leaf-900">Confirm your e-mail address</h1>
      <p className="mt-4 text-stone-800">Press the button to confirm that this e-mail address is yours.</p>
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <ErrorAlert message={actionData && "error" in actionData ? actionData.error : null} />
        <button type="submit" className={primaryButton} disabled={submitting || !loaderData.token}>
          {submitting ? "Confirming..." : "Confirm my e-mail address"}
        </button>
      </Form>
    </section>
  );
}
