/** /login: sign in, or sign up with the delivery address and consent to the privacy notice. */
import { useEffect, useRef, useState } from "react";
import { Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Link } from "~/components/ui/link";
import { useT } from "~/lib/i18n";
import { T } from "~/lib/trans";
import { ErrorAlert, FormField, primaryButton } from "~/components/ui/form-field";
import { StateSelect } from "~/components/delivery/state-select";
import { PolicyLink } from "~/components/policies/policy-link";
import { keepPageOnFailure } from "~/lib/client-action";
import { PhoneSignIn } from "~/components/accounts/phone-sign-in";
import { isPhoneAnswer } from "../../worker/domains/accounts/shared/phone-steps";
import { accountFormValues, field } from "../../worker/http/form.server";
import { REDIRECT_PARAM, safeRedirectPath, withRedirectParam } from "../../worker/domains/accounts/shared/redirect";
import { loginSchema, signupSchema } from "../../worker/domains/accounts/shared/schemas";
import { homePathFor } from "../../worker/domains/accounts/shared/user";
import { parseInput, readFormBody } from "../../worker/http/input.server";
import { login, signup } from "../../worker/domains/accounts/page.server";
import { isPhoneStep, nextPathOf, phoneSignInStep, signedInRedirect } from "../../worker/http/sign-in.server";
import { actionFailure, currentUser, serviceContextFrom } from "../../worker/http/session.server";
import { pathInLang } from "../../worker/shared/i18n/languages";
import { pageMessages, t as serverT } from "../../worker/shared/i18n/messages.server";
import type { Route } from "./+types/login";

type Mode = "signin" | "signup";

/** Remember me keeps the e-mail address only; a password never touches browser storage. */
const REMEMBERED_EMAIL_KEY = "ghani.rememberedEmail";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData?.meta.title }, { name: "description", content: loaderData?.meta.description }];
}

export function loader({ context, url }: Route.LoaderArgs) {
  const user = currentUser(context);
  const { lang } = serviceContextFrom(context);
  if (user) throw redirect(safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), pathInLang(homePathFor(user), lang)));
  return {
    messages: pageMessages(lang, "account", "states"),
    meta: { title: serverT(lang, "account.loginMetaTitle"), description: serverT(lang, "account.loginMetaDescription") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serviceContextFrom(context);
  try {
    const form = await readFormBody(request);
    // Issue 31: a code by SMS, then the code; one handler with the signed-out checkout's (worker/http/sign-in.server.ts).
    if (isPhoneStep(form)) return await phoneSignInStep(request, ctx, form);
    const mode = field(form, "mode");
    let session;
    if (mode === "signup") {
      // The box is unticked until the person ticks it: an unticked (absent) box is a refusal, never a consent.
      const privacyConsent = field(form, "privacyConsent") === "on";
      session = await signup(ctx, parseInput(signupSchema, { ...accountFormValues(form), privacyConsent }), "signup-form");
    } else {
      session = await login(ctx, parseInput(loginSchema, accountFormValues(form)));
    }
    // Back to the page that sent the visitor here (a hidden field of the form), else the role's home page, in the
    // language of the page the form was on (a /te/login post is Telugu); by way of the consent prompt for a customer
    // with no consent to the privacy notice on record (issue 29; a sign-up just gave it). A guest cart merges into
    // the account on the way (signedInRedirect).
    return await signedInRedirect(request, ctx, session, nextPathOf(form, ctx, session.user), { askConsent: mode !== "signup" });
  } catch (error) {
    return actionFailure(error);
  }
}

/** A dropped connection or a 5xx keeps the page and what was typed (see keepPageOnFailure). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageOnFailure(serverAction);

function SignupFields() {
  const { t } = useT();
  return (
    <>
      <FormField label={t("account.fullName")} name="name" autoComplete="name" required />
      <FormField label={t("account.phone")} name="phoneNumber" type="tel" autoComplete="tel" required />
    </>
  );
}

/**
 * Consent to the privacy notice (DPDP Act 2023): an explicit tick, never pre-ticked (Consumer Protection
 * (E-Commerce) Rules 2020). Required by the browser, and refused by the server when absent.
 */
function ConsentFields() {
  return (
    <div className="space-y-2 text-sm text-stone-800">
      <label className="flex items-start gap-2">
        <input type="checkbox" name="privacyConsent" required className="mt-0.5 h-4 w-4 shrink-0 accent-leaf-700" />
        <span>
          <T id="account.privacyConsent" components={{ link: <PolicyLink slug="privacy" /> }} />
        </span>
      </label>
      <p className="text-stone-700">
        <T id="account.acceptTerms" components={{ link: <PolicyLink slug="terms" /> }} />
      </p>
    </div>
  );
}

function AddressFields() {
  const { t } = useT();
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="mb-1 text-sm font-bold text-stone-800">{t("account.deliveryAddress")}</legend>
      <FormField label={t("account.doorNo")} name="doorNo" required />
      <FormField label={t("account.street")} name="street" autoComplete="address-line1" required />
      <FormField label={t("account.city")} name="city" autoComplete="address-level2" required />
      <FormField label={t("account.pincode")} name="pincode" inputMode="numeric" autoComplete="postal-code" required />
      <StateSelect required className="col-span-2" />
    </fieldset>
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM), "");
  const [mode, setMode] = useState<Mode>("signin");
  const [error, setError] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const { t } = useT();

  const submitting = navigation.state !== "idle" && navigation.formData?.get("mode") === mode;

  // Show each failed answer once; toggling modes clears it.
  const [handled, setHandled] = useState<unknown>(undefined);
  if (actionData !== handled) {
    setHandled(actionData);
    if (actionData && "error" in actionData) {
      setError(actionData.error || t(mode === "signup" ? "account.signupFailed" : "account.loginFailed"));
    }
  }

  useEffect(() => {
    const remembered = localStorage.getItem(REMEMBERED_EMAIL_KEY);
    if (remembered && emailRef.current) {
      emailRef.current.value = remembered;
      setRemember(true);
    }
  }, []);

  function toggleMode() {
    // Switching modes starts afresh: fields (the form remounts), error and Remember me are cleared.
    setMode((current) => (current === "signin" ? "signup" : "signin"));
    setError(null);
    setRemember(false);
  }

  function rememberEmail(form: HTMLFormElement) {
    const email = new FormData(form).get("emailAddress");
    if (remember && typeof email === "string") localStorage.setItem(REMEMBERED_EMAIL_KEY, email.trim());
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  }

  const signingUp = mode === "signup";
  const phoneAnswer = isPhoneAnswer(actionData) ? actionData : null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-leaf-50 to-stone-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg ring-1 ring-stone-200">
        <Link to="/" className="text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline">
          {t("account.backHome")}
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{signingUp ? t("account.createAccount") : t("account.welcomeBack")}</h1>
        <p className="mt-1 text-sm text-stone-700">
          {signingUp ? t("account.signupIntro") : t("account.signinIntro")}
        </p>

        <Form
          key={mode}
          method="post"
          className="mt-6 space-y-4"
          onSubmit={(event) => {
            setError(null);
            rememberEmail(event.currentTarget);
          }}
        >
          <input type="hidden" name="mode" value={mode} />
          {redirectTo && <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />}
          {signingUp && <SignupFields />}
          <FormField
            ref={emailRef}
            label={t("account.email")}
            name="emailAddress"
            type="email"
            autoComplete="email"
            required
          />
          <FormField
            label={t("account.password")}
            name="password"
            type="password"
            autoComplete={signingUp ? "new-password" : "current-password"}
            minLength={signingUp ? 8 : undefined}
            required
          />
          {signingUp && <AddressFields />}
          {signingUp && <ConsentFields />}

          <div className="flex items-center justify-between text-sm">
            <label className="flex items-center gap-2 text-stone-800">
              <input
                type="checkbox"
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
                className="h-4 w-4 accent-leaf-700"
              />
              {t("account.rememberMe")}
            </label>
            <Link to={withRedirectParam("/forgot-password", redirectTo)} className="font-semibold text-leaf-800 underline-offset-4 hover:underline">
              {t("account.forgotPassword")}
            </Link>
          </div>

          <ErrorAlert message={error} />

          <button type="submit" className={primaryButton} disabled={submitting}>
            {signingUp ? (submitting ? t("account.signingUp") : t("account.signUp")) : submitting ? t("account.signingIn") : t("account.signIn")}
          </button>
        </Form>

        {!signingUp && (
          <>
            <p className="mt-6 flex items-center gap-3 text-sm text-stone-700" aria-hidden="true">
              <span className="h-px flex-1 bg-stone-300" />
              {t("account.or")}
              <span className="h-px flex-1 bg-stone-300" />
            </p>
            <PhoneSignIn answer={phoneAnswer} redirectTo={redirectTo} />
          </>
        )}

        <p className="mt-6 text-center text-sm text-stone-700">
          {signingUp ? t("account.haveAccount") : t("account.newToGhani")}{" "}
          <button type="button" onClick={toggleMode} className="font-semibold text-leaf-800 underline-offset-4 hover:underline">
            {signingUp ? t("account.signIn") : t("account.signUp")}
          </button>
        </p>
      </div>
    </main>
  );
}
