/**
 * "Sign in with your phone number" on /login and the signed-out /checkout (issue 31): the number, "Send code", then the code from the SMS, then
 * the login action signs the person in (making the account of a new number) and sends them back to redirectTo.
 * Its own part of the page so the e-mail form keeps its errors and this one its own; it posts to its page's action,
 * which hands it to worker/http/sign-in.server.ts (no scripts needed: the answer carries the step, the number and
 * any error).
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/lib/i18n";
import { ErrorAlert, FormField, primaryButton } from "~/components/ui/form-field";
import { REDIRECT_PARAM } from "../../../worker/domains/accounts/shared/redirect";
import { PHONE_SEND, PHONE_VERIFY, type PhoneAnswer } from "../../../worker/domains/accounts/shared/phone-steps";

export { PHONE_SEND, PHONE_VERIFY, type PhoneAnswer } from "../../../worker/domains/accounts/shared/phone-steps";

type Shown = { step: "number"; error: string | null } | { step: "code"; phoneNumber: string; message: string | null; error: string | null };

/** "+91 98765 43210": the stored form, spaced as people read it. */
const spaced = (number: string) => number.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2");

export function PhoneSignIn({ answer, redirectTo }: { answer: PhoneAnswer | null; redirectTo: string }) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("mode") : null;
  const [shown, setShown] = useState<Shown>({ step: "number", error: null });
  const [handled, setHandled] = useState<PhoneAnswer | null>(null);
  if (answer !== handled) {
    setHandled(answer);
    if (answer && "phoneStep" in answer) setShown({ step: "code", phoneNumber: answer.phoneNumber, message: answer.message, error: null });
    else if (answer?.phoneStage === "verify") setShown({ step: "code", phoneNumber: answer.phoneNumber, message: null, error: answer.phoneError || t("account.phoneFailed") });
    else if (answer) setShown({ step: "number", error: answer.phoneError || t("account.phoneFailed") });
  }

  return (
    <section aria-labelledby="phone-sign-in-title" className="mt-6">
      <h2 id="phone-sign-in-title" className="text-lg font-bold text-stone-900">
        {t("account.phoneSignInTitle")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t("account.phoneSignInIntro")}</p>
      {shown.step === "code" ? (
        <Form key="code" method="post" className="mt-4 space-y-4">
          <input type="hidden" name="mode" value={PHONE_VERIFY} />
          <input type="hidden" name="phoneNumber" value={shown.phoneNumber} />
          {redirectTo && <input type="hidden" name={REDIRECT_PARAM} value={redirectTo} />}
          {shown.message && (
            <p role="status" className="rounded-lg bg-leaf-50 px-4 py-3 text-sm text-leaf-900">
              {shown.message}
            </p>
          )}
          <FormField label={t("account.mobileNumber")} name="shownNumber" type="tel" value={spaced(shown.phoneNumber)} readOnly disabled />
          <FormField
            label={t("account.smsCode")}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            autoFocus
            aria-invalid={shown.error ? true : undefined}
            aria-describedby={shown.error ? "phone-error" : undefined}
          />
          <PhoneError message={shown.error} />
          <button type="submit" className={primaryButton} disabled={busy === PHONE_VERIFY}>
            {busy === PHONE_VERIFY ? t("account.signingIn") : t("account.signIn")}
          </button>
          <button
            type="button"
            onClick={() => setShown({ step: "number", error: null })}
            className="w-full text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline"
          >
            {t("account.changeNumber")}
          </button>
        </Form>
      ) : (
        <Form key="number" method="post" className="mt-4 space-y-4">
          <input type="hidden" name="mode" value={PHONE_SEND} />
          <div>
            <FormField
              label={t("account.mobileNumber")}
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              aria-invalid={shown.error ? true : undefined}
              aria-describedby={shown.error ? "phone-hint phone-error" : "phone-hint"}
            />
            <p id="phone-hint" className="mt-1 text-xs text-stone-700">
              {t("account.mobileHint")}
            </p>
          </div>
          <PhoneError message={shown.error} />
          <button type="submit" className={primaryButton} disabled={busy === PHONE_SEND}>
            {busy === PHONE_SEND ? t("account.sending") : t("account.sendCode")}
          </button>
        </Form>
      )}
    </section>
  );
}

function PhoneError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div id="phone-error">
      <ErrorAlert message={message} />
    </div>
  );
}
