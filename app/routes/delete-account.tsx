/**
 * /profile/delete: the customer erases their account (DPDP Act, issue 20) after reading what goes and what the law
 * makes the shop keep, and confirming with their password. Done, the session cookie is dropped.
 */
import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorAlert, FormField } from "~/components/ui/form-field";
import { keepPageOnFailure } from "~/lib/client-action";
import { field } from "../../worker/http/form.server";
import { eraseAccountSchema } from "../../worker/domains/accounts/shared/data-rights-schemas";
import { clearedSessionCookie, eraseMyAccount } from "../../worker/domains/accounts/page.server";
import { parseInput, readFormBody } from "../../worker/http/input.server";
import { actionFailure, requireSignedIn, serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/delete-account";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Delete your account | Ghani" }, { name: "robots", content: "noindex" }];
}

export function loader({ context, url }: Route.LoaderArgs) {
  requireSignedIn(context, url);
  return null;
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

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction, "Something went wrong. Please try again.");

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData && "deleted" in actionData) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-leaf-900">Your account has been deleted</h1>
        <p role="status" className="mt-4 text-stone-800">
          Your personal data is erased and you are signed out everywhere. You can sign up again with the same e-mail address at any time.
        </p>
        <Link to="/" className="mt-6 inline-block font-semibold text-leaf-800 underline">
          Back to the shop
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold text-leaf-900">Delete your account</h1>
      <div className="mt-4 space-y-3 text-stone-800">
        <p>Deleting your account cannot be undone. It:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>erases your name, e-mail address, phone number and addresses, your saved addresses and your cart;</li>
          <li>signs you out on every device;</li>
          <li>
            keeps the orders we invoiced, with the name and address on their GST invoices, because the tax law makes us keep invoices for years (without
            your e-mail or phone);
          </li>
          <li>keeps your other orders only as anonymous sales figures.</li>
        </ul>
        <p>
          You may want to{" "}
          <a href="/api/me/export" download className="font-semibold text-leaf-800 underline">
            download your data
          </a>{" "}
          first.
        </p>
      </div>
      <Form method="post" className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <FormField label="Your password" name="password" type="password" autoComplete="current-password" required />
        <ErrorAlert message={actionData && "error" in actionData ? actionData.error : null} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="rounded-lg bg-red-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
            {busy ? "Deleting..." : "Delete my account"}
          </button>
          <Link to="/profile" className="rounded-lg border-2 border-stone-300 px-5 py-2 font-semibold text-stone-800">
            Keep my account
          </Link>
        </div>
      </Form>
    </section>
  );
}
