import { z } from "zod";

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
// Control characters other than tab, newline and carriage return never belong in text people typed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Explicit bidirectional embeddings, overrides and isolates reorder the text around them when shown ("Trojan
// Source"): a name could read differently in the admin pages than it was typed. Plain right-to-left text needs none.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// A UTF-16 surrogate without its partner cannot be written as UTF-8: D1 would store it as U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored and shown as typed: no control characters (tab and line breaks aside), no
 * bidirectional overrides, no lone surrogates. */
export function isCleanText(value: string): boolean {
  return !CONTROL.test(value) && !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The error of a field that is absent or of the wrong type: "Name is required" when it is missing (or `null`),
 * "Name must be text" when it is there but is a number, a boolean, a list or an object.
 */
export function fieldError(label: string, expected: string) {
  return (issue: { input?: unknown }) => (issue.input == null ? `${label} is required` : `${label} must be ${expected}`);
}

/** A required text field: zero-width characters dropped, trimmed, non-empty, bounded, no control characters;
 * `label` is what the error messages call it. `pattern` optionally adds a format rule. */
export function requiredText(label: string, max = 200, pattern?: { regex: RegExp; message: string }) {
  return z
    .string({ error: fieldError(label, "text") })
    .transform((value) => value.replace(ZERO_WIDTH, "").trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`)
        .refine(isCleanText, `${label} contains characters that are not allowed`)
        .refine((value) => !pattern || pattern.regex.test(value), pattern?.message ?? ""),
    );
}

/** An optional text field with requiredText's rules: absent, null or blank is null. */
export function optionalText(label: string, max = 200) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .optional()
    .transform((value) => (value ?? "").replace(ZERO_WIDTH, "").trim())
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max} characters`)
        .refine(isCleanText, `${label} contains characters that are not allowed`)
        .transform((value) => value || null),
    );
}

export const emailField = z
  .string({ error: fieldError("Email address", "text") })
  .trim()
  .min(1, "Email address is required")
  .max(254, "Email address is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

/**
 * Turns a zod failure into one readable sentence naming the field. Our schemas word their own messages with the
 * field's label ("City is required", "Price must be a number"); where zod's generic wording is left ("Invalid
 * input…", "Too big…", "Unrecognized key…"), the field's path is put in front: "address.city: Invalid input".
 */
export function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid input";
  const generic = /^(Invalid|Too (big|small)|Unrecognized)/.test(first.message);
  return generic && first.path.length > 0 ? `${first.path.join(".")}: ${first.message}` : first.message;
}
