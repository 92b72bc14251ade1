/**
 * The shop's settings (legal identity and consumer care), shared by the admin Settings page and
 * PUT /api/admin/settings. Every field but the GSTIN is required: the footer and every product page show them.
 */
import { z } from "zod";
import { fieldError, requiredText } from "./common";

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** State code, PAN (5 letters, 4 digits, 1 letter), registration number in that state, "Z", check character. */
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character, from its first 14 (the GSTN's mod-36 scheme, Luhn's method over base 36): every
 * second character's value is doubled, each product adds its base-36 digits, and the check character brings the
 * sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

/** Whether a GSTIN (upper case, no spaces) has the right format and check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_FORMAT.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** Spaces people type between digit groups are dropped before a number is checked. */
const withoutSpaces = (value: string) => value.replace(/[\s-]/g, "");

const fssaiField = z
  .string({ error: fieldError("FSSAI number", "text") })
  .transform(withoutSpaces)
  .pipe(z.string().min(1, "FSSAI number is required").regex(/^\d{14}$/, "FSSAI number must be exactly 14 digits"));

/** Optional: "" (or absent, or null) when the shop is not registered for GST. */
const gstinField = z
  .union([z.string(), z.null()], { error: "GSTIN must be text" })
  .optional()
  .transform((value) => withoutSpaces(value ?? "").toUpperCase())
  .pipe(
    z
      .string()
      .refine((value) => value === "" || value.length === 15, "GSTIN must be 15 characters")
      .refine((value) => value === "" || value.length !== 15 || GSTIN_FORMAT.test(value), "GSTIN is not in the GSTIN format (e.g. 27AAPFU0939F1ZV)")
      .refine((value) => value === "" || !GSTIN_FORMAT.test(value) || isValidGstin(value), "GSTIN check character does not match: check the number"),
  );

/** Landline, mobile or toll-free, as the shop wants it shown: 8 to 13 digits with spaces, hyphens, + or brackets. */
const carePhoneField = requiredText("Consumer-care phone", 30, {
  regex: /^\+?[\d\s()-]+$/,
  message: "Consumer-care phone may use only digits, spaces, hyphens, brackets and a leading +",
}).refine((value) => {
  const digits = value.replace(/\D/g, "").length;
  return digits >= 8 && digits <= 13;
}, "Consumer-care phone must have 8 to 13 digits");

const careEmailField = z
  .string({ error: fieldError("Consumer-care e-mail", "text") })
  .trim()
  .min(1, "Consumer-care e-mail is required")
  .max(254, "Consumer-care e-mail is too long")
  .pipe(z.email("Consumer-care e-mail must be a valid e-mail address"))
  .transform((email) => email.toLowerCase());

export const shopSettingsInputSchema = z.object({
  legalName: requiredText("Legal name", 200),
  address: requiredText("Address", 500),
  fssaiNumber: fssaiField,
  gstin: gstinField,
  carePhone: carePhoneField,
  careEmail: careEmailField,
});

export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;
