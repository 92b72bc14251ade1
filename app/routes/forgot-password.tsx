import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { ErrorAlert, FormField, primaryButton } from "~/components/ui/form-field";
import { field } from "../../worker/http/form.server";
import { forgotPasswordSchema, resetPasswordSchema, verifyOtpSchema } from "../../worker/domains/accounts/shared/schemas";
import { homePathFor } from "../../worker/domains/accounts/shared/user";
import { REDIRECT_PARAM, safeRedirectPath, withRedirectParam } from "../../worker/domains/accounts/shared/redirect";
import { parseInput, readFormBody } from "../../worker/http/input.server";
import { checkPasswordResetOtp, requestPasswordReset, resetPasswordWithOtp, sessionCookie } from "../../worker/domains/accounts/page.server";
import { actionFailure, serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/forgot-password";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Forgot Password | Ghani" },
    { name: "description", content: "Reset access to your Ghani account with a one-time code sent by e-mail." },
  ];
}

type AccountContext = ReturnType<typeof serviceContextFrom>;

const PASSWORDS_DIFFER_MESSAGE = "The two passwords do not match";
/** The signup rule (PASSWORD_MIN_LENGTH), repeated here because importing the schemas would ship zod to the page. */
const MIN_PASSWORD_LENGTH = 8;

/** The three steps: e-mail, then the code sent to it, then a new password. A refusal (`{ error }`, 4xx) keeps the
 * person on the step they were at, with what they typed. */
type Step = { step: "otp"; email: string; message: string } | { step: "password"; email: string; otp: string };

async function sendCode(ctx: AccountContext, form: FormData) {
  const input = parseInput(forgotPasswordSchema, { email: field(form, "email") });
  const { message } = await requestPasswordReset(ctx, input.email);
  return { step: "otp", email: input.email, message } satisfies Step;
}

/** Checks the code before asking for a password (this counts as one of the code's attempts). */
async function checkCode(ctx: AccountContext, form: FormData) {
  const input = parseInput(verifyOtpSchema, { email: field(form, "email"), otp: field(form, "otp") });
  await checkPasswordResetOtp(ctx, input.email, input.otp);
  return { step: "password", email: input.email, otp: input.otp } satisfies Step;
}

async function setNewPassword(ctx: AccountContext, request: Request, form: FormData, redirectTo: string | null) {
  const input = parseInput(resetPasswordSchema, { email: field(form, "email"), otp: field(form, "otp"), password: field(form, "password") });
  // The same answer a refused service call gets from actionFailure.
  if (field(form, "confirmPassword") !== input.password) return data({ error: PASSWORDS_DIFFER_MESSAGE }, { status: 400 });
  const session = await resetPasswordWithOtp(ctx, input);
  // Back to the page that sent the person to sign in (the forms post to this URL, ?redirectTo= included).
  return redirect(safeRedirectPath(redirectTo, homePathFor(session.user)), {
    headers: { "Set-Cookie": sessionCookie(request, session.token) },
  });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const ctx = serviceContextFrom(context);
  try {
    const form = await readFormBody(request);
    const intent = field(form, "intent");
    if (intent === "verify") return await checkCode(ctx, form);
    if (intent === "reset") return await setNewPassword(ctx, request, form, url.searchParams.get(REDIRECT_PARAM));
    return await sendCode(ctx, form);
  } catch (error) {
    return actionFailure(error);
  }
}

type Shown = { step: "email" } | Step;

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [shown, setShown] = useState<Shown>({ step: "email" });
  const [error, setError] = useState<string | null>(null);
  const [handled, setHandled] = useState<unknown>(null);
  if (actionData !== handled) {
    setHandled(actionData);
    if (actionData && "step" in actionData) setShown(actionData);
    setError(actionData && "error" in actionData ? (actionData.error ?? null) : null);
  }

  function startAgain() {
    setShown({ step: "email" });
    setError(null);
  }

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-leaf-50 to-stone-100">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg ring-1 ring-stone-200">
          <Link to={withRedirectParam("/login", searchParams.get(REDIRECT_PARAM))} className="text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline">
            ← Back to Login
          </Link>
          <h1 className="mt-4 text-2xl font-bold text-stone-900">Forgot Password</h1>
          {shown.step === "password" ? (
            <Form key="password" method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="email" value={shown.email} />
              <input type="hidden" name="otp" value={shown.otp} />
              <p className="rounded-lg bg-leaf-50 px-4 py-3 text-sm text-leaf-900">
                Code accepted. Choose a new password for {shown.email} (at least {MIN_PASSWORD_LENGTH} characters).
              </p>
              <FormField label="New password" name="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
              <FormField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
              <ErrorAlert message={error} />
              <button type="submit" className={primaryButton} disabled={busyIntent === "reset"}>
                {busyIntent === "reset" ? "Saving..." : "Set New Password"}
              </button>
              <button
                type="button"
                onClick={startAgain}
                className="w-full text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline"
              >
                Request a new code
              </button>
            </Form>
          ) : shown.step === "otp" ? (
            <Form key="otp" method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="email" value={shown.email} />
              <p className="rounded-lg bg-leaf-50 px-4 py-3 text-sm text-leaf-900">{shown.message}</p>
              <FormField label="Email address" name="lockedEmail" type="email" value={shown.email} readOnly disabled />
              <FormField label="OTP" name="otp" inputMode="numeric" autoComplete="one-time-code" required />
              <ErrorAlert message={error && (error || "Invalid OTP")} />
              <button type="submit" className={primaryButton} disabled={busyIntent === "verify"}>
                {busyIntent === "verify" ? "Verifying..." : "Verify OTP"}
              </button>
            </Form>
          ) : (
            <Form key="email" method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="send" />
              <p className="text-sm text-stone-700">Enter your account's email address and we will send you a 6-digit OTP.</p>
              <FormField label="Email address" name="email" type="email" autoComplete="email" required />
              <ErrorAlert message={error && (error || "Failed to send OTP")} />
              <button type="submit" className={primaryButton} disabled={busyIntent === "send"}>
                {busyIntent === "send" ? "Sending..." : "Send OTP"}
              </button>
            </Form>
          )}
        </div>
      </main>
      <footer className="py-4 text-center text-xs text-stone-700">© {new Date().getFullYear()} Ghani. All rights reserved.</footer>
    </div>
  );
}
