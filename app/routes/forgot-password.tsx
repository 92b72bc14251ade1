import { useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { ErrorAlert, FormField, primaryButton } from "~/components/form-field";
import { field } from "~/lib/form";
import { forgotPasswordSchema, verifyOtpSchema } from "~/lib/schemas/auth";
import { safeParse } from "~/lib/schemas/common";
import { homePathFor } from "~/lib/user";
import { actionFailure, serviceContextFrom } from "~/server/session.server";
import { sessionCookie } from "../../worker/lib/session-cookie";
import { requestPasswordReset, verifyPasswordResetOtp } from "../../worker/services/auth";
import type { Route } from "./+types/forgot-password";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Forgot Password | Ghani" },
    { name: "description", content: "Reset access to your Ghani account with a one-time code sent by e-mail." },
  ];
}

type ActionResult = { step: "otp"; email: string; message: string } | { error: string; step?: "otp"; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const ctx = serviceContextFrom(context);
  if (field(form, "intent") === "verify") {
    const parsed = safeParse(verifyOtpSchema, { email: field(form, "email"), otp: field(form, "otp") });
    if (!parsed.ok) return { error: parsed.message, step: "otp", email: field(form, "email") } satisfies ActionResult;
    try {
      const session = await verifyPasswordResetOtp(ctx, parsed.data.email, parsed.data.otp);
      return redirect(homePathFor(session.user), {
        headers: { "Set-Cookie": sessionCookie(request, session.token) },
      });
    } catch (error) {
      return actionFailure(error);
    }
  }
  const parsed = safeParse(forgotPasswordSchema, { email: field(form, "email") });
  if (!parsed.ok) return { error: parsed.message } satisfies ActionResult;
  try {
    const { message } = await requestPasswordReset(ctx, parsed.data.email);
    return { step: "otp", email: parsed.data.email, message } satisfies ActionResult;
  } catch (error) {
    return actionFailure(error);
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  // Step 2 starts once a code was sent and stays while the customer retries the code.
  const [otpEmail, setOtpEmail] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<unknown>(null);
  if (actionData !== shownFor) {
    setShownFor(actionData);
    if (actionData && "step" in actionData && actionData.step === "otp" && actionData.email) {
      setOtpEmail(actionData.email);
    }
  }
  const error = actionData && "error" in actionData ? actionData.error : null;
  const notice = actionData && "message" in actionData ? actionData.message : null;

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-leaf-50 to-stone-100">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg ring-1 ring-stone-200">
          <Link to="/login" className="text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline">
            ← Back to Login
          </Link>
          <h1 className="mt-4 text-2xl font-bold text-stone-900">Forgot Password</h1>
          {otpEmail ? (
            <Form method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="email" value={otpEmail} />
              {notice && <p className="rounded-lg bg-leaf-50 px-4 py-3 text-sm text-leaf-900">{notice}</p>}
              <FormField label="Email address" name="lockedEmail" type="email" value={otpEmail} readOnly disabled />
              <FormField label="OTP" name="otp" inputMode="numeric" autoComplete="one-time-code" required />
              <ErrorAlert message={error && (error || "Invalid OTP")} />
              <button type="submit" className={primaryButton} disabled={busyIntent === "verify"}>
                {busyIntent === "verify" ? "Verifying..." : "Verify OTP"}
              </button>
            </Form>
          ) : (
            <Form method="post" className="mt-6 space-y-4">
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
