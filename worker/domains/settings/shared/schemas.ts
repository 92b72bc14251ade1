/**
 * The shop's settings (legal identity and consumer care), shared by the admin Settings page and
 * PUT /api/admin/settings. The legal identity and consumer care are required (the footer and every product page
 * show them); the GST and grievance-officer fields, added later, are optional so that older clients keep working.
 */
import { z } from "zod";
import { fieldError, isCleanText, requiredText } from "../../../shared/text-fields";
import { DOCUMENT_PREFIX_FORMAT, gstinProblem } from "../../invoices/shared/gst";
import { canonicalState } from "../../delivery/shared/india";
import { normaliseIndianMobile } from "../../accounts/shared/phone";

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
  .pipe(z.string().superRefine((value, issue) => {
    const problem = value === "" ? null : gstinProblem(value);
    if (problem) issue.addIssue({ code: "custom", message: problem });
  }));

const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

/** Landline, mobile or toll-free, as the shop wants it shown: 8 to 13 digits with spaces, hyphens, + or brackets. */
const carePhoneField = requiredText("Consumer-care phone", 30, {
  regex: PHONE_CHARACTERS,
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

/** Optional (absent keeps the saved value): clients from before GST invoices send none of the GST fields. */
const gstFields = {
  gstRegistered: z.boolean({ error: fieldError("GST registered (gstRegistered)", "true or false") }).optional(),
  shopState: z
    .string({ error: fieldError("Shop's state (shopState)", "text") })
    .transform((value, issue) => {
      if (value.trim() === "") return "";
      const state = canonicalState(value);
      if (!state) issue.addIssue({ code: "custom", message: `Shop's state "${value}" is not an Indian state or union territory` });
      return state ?? "";
    })
    .optional(),
  invoicePrefix: documentPrefix("Invoice prefix (invoicePrefix)"),
  creditNotePrefix: documentPrefix("Credit note prefix (creditNotePrefix)"),
};

function documentPrefix(label: string) {
  return z
    .string({ error: fieldError(label, "text") })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(DOCUMENT_PREFIX_FORMAT, `${label} must be 1 to 4 letters or digits (numbers are PREFIX/YY-YY/NNNNN, at most 16 characters)`))
    .optional();
}

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Optional text: absent keeps the saved value, "" clears it, null is refused like any other non-text; `rule`
 * (checked only when not "") adds a format.
 */
function optionalSettingText(label: string, max: number, rule?: { check: (value: string) => boolean; message: string }) {
  return z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(ZERO_WIDTH, "").trim())
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max} characters`)
        .refine(isCleanText, `${label} contains characters that are not allowed`)
        .refine((value) => !rule || value === "" || rule.check(value), rule?.message ?? ""),
    )
    .optional();
}

const isEmail = (value: string) => z.email().safeParse(value).success;
const isPhone = (value: string) => {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(value) && digits >= 8 && digits <= 13;
};

/**
 * The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)). Optional, and absent keeps the
 * saved value: clients from before issue 20 send none of these fields.
 */
const grievanceOfficerFields = {
  grievanceOfficerName: optionalSettingText("Grievance officer's name (grievanceOfficerName)", 100),
  grievanceOfficerDesignation: optionalSettingText("Grievance officer's designation (grievanceOfficerDesignation)", 100),
  grievanceOfficerEmail: optionalSettingText("Grievance officer's e-mail (grievanceOfficerEmail)", 254, {
    check: isEmail,
    message: "Grievance officer's e-mail (grievanceOfficerEmail) must be a valid e-mail address",
  }).transform((value) => value?.toLowerCase()),
  grievanceOfficerPhone: optionalSettingText("Grievance officer's phone (grievanceOfficerPhone)", 30, {
    check: isPhone,
    message: "Grievance officer's phone (grievanceOfficerPhone) must have 8 to 13 digits (spaces, hyphens, brackets and a leading + allowed)",
  }),
};

export const shopSettingsInputSchema = z.object({
  ...gstFields,
  ...grievanceOfficerFields,
  legalName: requiredText("Legal name", 200),
  address: requiredText("Address", 500),
  fssaiNumber: fssaiField,
  gstin: gstinField,
  carePhone: carePhoneField,
  careEmail: careEmailField,
});

export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

/**
 * The owner's new-order alert (issue 31): an Indian mobile number ("" for none), stored as +91XXXXXXXXXX, and the
 * channel it goes on. Saved on its own (PUT /api/admin/settings/order-alert, the Settings page's own form): the number
 * is the owner's, never shown by the public GET /api/settings.
 */
export const orderAlertInputSchema = z.object({
  orderAlertPhone: z
    .string({ error: fieldError("Order alert phone (orderAlertPhone)", "text") })
    .transform((value, issue) => {
      if (value.trim() === "") return "";
      const mobile = normaliseIndianMobile(value);
      if (!mobile.ok) {
        issue.addIssue({ code: "custom", message: "Order alert phone (orderAlertPhone) must be an Indian mobile number, e.g. +91 98765 43210" });
        return z.NEVER;
      }
      return mobile.number;
    }),
  orderAlertChannel: z.enum(["sms", "whatsapp"], { error: "Order alert channel (orderAlertChannel) must be sms or whatsapp" }).default("sms"),
});

export type OrderAlertInput = z.infer<typeof orderAlertInputSchema>;
