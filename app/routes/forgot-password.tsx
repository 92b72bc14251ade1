/** /forgot-password: an OTP by e-mail, then a new password, then back to the page that sent the person to sign in. */
import { useState } from "react";
import { data, Form, useNavigation, useSearchParams } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { ErrorAlert, FormField, primaryButton } from "~/components/ui/form-field";
import { field } from "../../worker/http/form.server";
import { forgotPasswordSchema, resetPasswordSchema, verifyOtpSchema } from "../../worker/domains/accounts/shared/schemas";
import { homePathFor } from "../../worker/domains/accounts/shared/user";
import { REDIRECT_PARAM, safeRedirectPath, withRedirectParam } from "../../worker/domains/accounts/shared/redirect";
import { parseInput, readFormBody } from "../../worker/http/input.server";
import { checkPasswordResetOtp, requestPasswordReset, resetPasswordWithOtp } from "../../worker/domains/accounts/page.server";
import { signedInRedirect } from "../../worker/http/sign-in.server";
import { actionFailure, serviceContextFrom } from "../../worker/http/session.server";
import { pathInLang } from "../../worker/shared/i18n/languages";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/forgot-password";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData?.meta.title }, { name: "description", content: loaderData?.meta.description }];
}

export function loader({ context }: Route.LoaderArgs) {
  const { lang } = serviceContextFrom(context);
  return {
    messages: pageMessages(lang, "account"),
    meta: { title: serverT(lang, "account.forgotMetaTitle"), description: serverT(lang, "account.forgotMetaDescription") },
  };
}

type AccountContext = ReturnType<typeof serviceContextFrom>;

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
  if (field(form, "confirmPassword") !== input.password) return data({ error: serverT(ctx.lang, "account.passwordsDiffer") }, { status: 400 });
  const session = await resetPasswordWithOtp(ctx, input);
  // Back to the page that sent the person to sign in (the forms post to this URL, ?redirectTo= included).
  // A guest cart merges into the account on the way (worker/http/sign-in.server.ts).
  return signedInRedirect(request, ctx, session, safeRedirectPath(redirectTo, pathInLang(homePathFor(session.user), ctx.lang)), { askConsent: false });
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
  const { t } = useT();
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
            {t("account.backToLogin")}
          </Link>
          <h1 className="mt-4 text-2xl font-bold text-stone-900">{t("account.forgotTitle")}</h1>
          {shown.step === "password" ? (
            <Form key="password" method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="email" value={shown.email} />
              <input type="hidden" name="otp" value={shown.otp} />
              <p className="rounded-lg bg-leaf-50 px-4 py-3 text-sm text-leaf-900">
                {t("account.codeAccepted", { email: shown.email, min: MIN_PASSWORD_LENGTH })}
              </p>
              <FormField label={t("account.newPassword")} name="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
              <FormField label={t("account.confirmNewPassword")} name="confirmPassword" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} required />
              <ErrorAlert message={error} />
              <button type="submit" className={primaryButton} disabled={busyIntent === "reset"}>
                {busyIntent === "reset" ? t("account.saving") : t("account.setNewPassword")}
              </button>
              <button
                type="button"
                onClick={startAgain}
                className="w-full text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline"
              >
                {t("account.requestNewCode")}
              </button>
            </Form>
          ) : shown.step === "otp" ? (
            <Form key="otp" method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="email" value={shown.email} />
              <p className="rounded-lg bg-leaf-50 px-4 py-3 text-sm text-leaf-900">{shown.message}</p>
              <FormField label={t("account.email")} name="lockedEmail" type="email" value={shown.email} readOnly disabled />
              <FormField label={t("account.otp")} name="otp" inputMode="numeric" autoComplete="one-time-code" required />
              <ErrorAlert message={error && (error || t("account.invalidOtp"))} />
              <button type="submit" className={primaryButton} disabled={busyIntent === "verify"}>
                {busyIntent === "verify" ? t("account.verifying") : t("account.verifyOtp")}
              </button>
            </Form>
          ) : (
            <Form key="email" method="post" className="mt-6 space-y-4">
              <input type="hidden" name="intent" value="send" />
              <p className="text-sm text-stone-700">{t("account.enterEmail")}</p>
              {/* Issue 31: an account made by phone sign-in has no e-mail address or password to reset. */}
              <p className="text-sm text-stone-700">{t("account.forgotPhoneHint")}</p>
              <FormField label={t("account.email")} name="email" type="email" autoComplete="email" required />
              <ErrorAlert message={error && (error || t("account.sendFailed"))} />
              <button type="submit" className={primaryButton} disabled={busyIntent === "send"}>
                {busyIntent === "send" ? t("account.sending") : t("account.sendOtp")}
              </button>
            </Form>
          )}
        </div>
      </main>
      <footer className="py-4 text-center text-xs text-stone-700">{t("common.footerRights", { year: String(new Date().getFullYear()), name: "Ghani" })}</footer>
    </div>
  );
}
