import { z } from "zod";

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
// Control characters other than tab, newline and carriage return never belong in text people typed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A required text field: zero-width characters dropped, trimmed, non-empty, bounded, no control characters;
 * `label` is what the error messages call it. `pattern` optionally adds a format rule. */
export function requiredText(label: string, max = 200, pattern?: { regex: RegExp; message: string }) {
  return z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(ZERO_WIDTH, "").trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`)
        .refine((value) => !CONTROL.test(value), `${label} contains characters that are not allowed`)
        .refine((value) => !pattern || pattern.regex.test(value), pattern?.message ?? ""),
    );
}

export const emailField = z
  .string({ error: "Email address is required" })
  .trim()
  .min(1, "Email address is required")
  .max(254, "Email address is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((email) => email.toLowerCase());

/** Turns a zod failure into one readable sentence naming the field, e.g. "address.city: City is required". */
export function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid input";
  return first.message;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; message: string };

export function safeParse<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: describeIssues(result.error) };
}
