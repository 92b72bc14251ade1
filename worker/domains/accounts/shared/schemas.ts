/**
 * Account inputs, shared by the pages' forms and actions and by the JSON API.
 * Unknown fields (login posts the whole signup form; nobody may send `role`) are dropped by zod.
 */
import { z } from "zod";
import { emailField, fieldError, requiredText } from "../../../shared/text-fields";
import { settleAddressState } from "../../delivery/shared/address-state";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The rules for a password someone chooses (signup, profile edit, reset). */
export const newPassword = z
  .string({ error: fieldError("Password", "text") })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const phoneNumber = requiredText("Phone number", 20).refine(
  (value) => /^\+?[0-9]{10,13}$/.test(value.replace(/[\s-]/g, "")),
  "Enter a valid phone number (10 digits, optionally with +91)",
);

/** A profile's address; its state is the one its pincode is in (typed short forms like "AP" mapped, a contradiction refused). */
export const addressSchema = z
  .object(
    {
      doorNo: requiredText("Door number", 50),
      street: requiredText("Street"),
      city: requiredText("City", 100),
      pincode: requiredText("Pincode", 6, { regex: /^[0-9]{6}$/, message: "Pincode must be 6 digits" }),
      state: requiredText("State", 100),
    },
    { error: fieldError("Address", "an object with doorNo, street, city, pincode and state") },
  )
  .transform(settleAddressState);

export const signupSchema = z.object({
  name: requiredText("Name", 100),
  phoneNumber,
  emailAddress: emailField,
  password: newPassword,
  address: addressSchema,
  /**
   * Consent to the privacy notice (issue 20). Optional for the API's original clients, which cannot send it; false
   * is refused by the signup service, and our own form always asks (worker/domains/policies/consents.ts).
   */
  privacyConsent: z.boolean({ error: "Privacy notice consent (privacyConsent) must be true or false" }).optional(),
});

export const loginSchema = z.object({
  emailAddress: emailField,
  password: z
    .string({ error: fieldError("Password", "text") })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Invalid email or password"),
});

/**
 * A profile's e-mail address: signup's rules, except that "" passes as "": an account made by phone sign-in has no
 * address (issue 31). The service refuses "" for every account that has one.
 */
const profileEmail = z.string({ error: fieldError("Email address", "text") }).transform((value, zodCtx) => {
  if (value.trim() === "") return "";
  const parsed = emailField.safeParse(value);
  if (parsed.success) return parsed.data;
  zodCtx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "Enter a valid email address" });
  return z.NEVER;
});

/** Profile edits: same fields as signup, but a blank password means "keep the current one". */
export const editProfileSchema = z.object({
  name: requiredText("Name", 100),
  phoneNumber,
  emailAddress: profileEmail,
  password: z
    .string({ error: "Password must be text" })
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional()
    .refine((value) => !value || value.length >= PASSWORD_MIN_LENGTH, {
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters (or leave it blank to keep it)`,
    })
    .transform((value) => value || undefined),
  /** Needed only when the e-mail address or the password changes (the service decides); blank means absent. */
  currentPassword: z
    .string({ error: "Current password must be text" })
    .max(PASSWORD_MAX_LENGTH, "Current password is incorrect")
    .nullish()
    .transform((value) => value || undefined),
  address: addressSchema,
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const verifyOtpSchema = z.object({
  email: emailField,
  otp: z.string({ error: fieldError("OTP", "text") }).trim().min(1, "OTP is required").max(20, "Invalid OTP"),
});

/** Setting a new password with a reset code: the password follows the signup rules. */
export const resetPasswordSchema = verifyOtpSchema.extend({ password: newPassword });

/** The token of an e-mail confirmation link (issue 29): 64 hex characters as mailed; anything else is simply invalid. */
export const verifyEmailSchema = z.object({
  token: z.string({ error: fieldError("Token", "text") }).trim().min(1, "Token is required").max(200, "Invalid token"),
});

/** Accepting the privacy notice after sign-in (issue 29): only an explicit true records a consent. */
export const privacyConsentSchema = z.object({
  privacyConsent: z.literal(true, { error: "Privacy notice consent (privacyConsent) must be true" }),
});

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type EditProfileInput = z.infer<typeof editProfileSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type Address = z.infer<typeof addressSchema>;
