/**
 * Indian mobile numbers for phone sign-in (issue 31), shared by the login page's form and the API: people type a
 * number many ways ("98765 43210", "+91 98765 43210", "098765 43210", "919876543210"); the shop stores one form,
 * +91 and the ten digits, so one person is one number whatever they typed. Only mobiles (first digit 6 to 9, the
 * numbering plan's mobile series) can get an SMS; landlines and other countries are refused with a reason.
 */
import { z } from "zod";
import { fieldError } from "../../../shared/text-fields";

export const PHONE_INVALID_MESSAGE = "Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9)";
export const PHONE_NOT_INDIAN_MESSAGE = "Only Indian mobile numbers (+91) can sign in with a code";

/** Separators people type inside a number: spaces, hyphens, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * The number as +91XXXXXXXXXX, or the reason it is not an Indian mobile number. Accepted: 10 digits, 0 and 10
 * digits (the trunk prefix), 91 and 10 digits, +91 and 10 digits (also written 0091).
 */
export function normaliseIndianMobile(typed: string): { ok: true; number: string } | { ok: false; message: string } {
  const compact = typed.replace(SEPARATORS, "");
  const digits = compact.replace(/^(\+|00)/, "");
  if (!/^[0-9]+$/.test(digits)) return { ok: false, message: PHONE_INVALID_MESSAGE };
  const international = compact.startsWith("+") || compact.startsWith("00");
  let national: string;
  if (international) {
    if (!digits.startsWith("91")) return { ok: false, message: PHONE_NOT_INDIAN_MESSAGE };
    national = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith("91")) national = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) national = digits.slice(1);
  else national = digits;
  if (!/^[6-9][0-9]{9}$/.test(national)) return { ok: false, message: PHONE_INVALID_MESSAGE };
  return { ok: true, number: `+91${national}` };
}

/** The phoneNumber field of the phone sign-in calls: a string, normalised to +91XXXXXXXXXX, or 400 naming the problem. */
export const indianMobileField = z
  .string({ error: fieldError("Phone number", "text") })
  .max(30, PHONE_INVALID_MESSAGE)
  .transform((value, zodCtx) => {
    if (value.trim() === "") {
      zodCtx.addIssue({ code: "custom", message: "Phone number is required" });
      return z.NEVER;
    }
    const result = normaliseIndianMobile(value);
    if (!result.ok) {
      zodCtx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.number;
  });

export const CHANNEL_INVALID_MESSAGE = "Channel must be sms or whatsapp";

/**
 * `channel` (optional, "sms" when absent): where the code goes. Asking for WhatsApp is the customer's opt-in to this
 * one message, which WhatsApp requires for a message the business starts.
 */
export const phoneCodeRequestSchema = z.object({
  phoneNumber: indianMobileField,
  channel: z.enum(["sms", "whatsapp"], { error: CHANNEL_INVALID_MESSAGE }).optional().default("sms"),
});

export const phoneCodeVerifySchema = z.object({
  phoneNumber: indianMobileField,
  otp: z
    .string({ error: fieldError("OTP", "text") })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().min(1, "OTP is required").max(20, "Invalid OTP")),
});

export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;
export type PhoneCodeVerify = z.infer<typeof phoneCodeVerifySchema>;

/** How a number is shown back to its owner: "+91 98765 43210". */
export function displayIndianMobile(number: string): string {
  return number.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2");
}
