/**
 * The phone sign-in forms' steps (issue 31), shared by the form (app/components/accounts/phone-sign-in.tsx) and the
 * one server handler of them (worker/http/sign-in.server.ts) that both /login and the signed-out /checkout use.
 * No zod: the storefront's checkout imports it.
 */

/** The `mode` field of the two forms: send a code to the number, then check the code typed. */
export const PHONE_SEND = "phone-send";
export const PHONE_VERIFY = "phone-verify";

/** What the action answers to the phone forms: the code step, or a refusal of one of the two steps. */
export type PhoneAnswer =
  | { phoneStep: "code"; phoneNumber: string; message: string }
  | { phoneError: string; phoneStage: "send" | "verify"; phoneNumber: string };

export function isPhoneAnswer(value: unknown): value is PhoneAnswer {
  return typeof value === "object" && value !== null && ("phoneStep" in value || "phoneError" in value);
}
