import { z } from "zod";

/** A required text field: trimmed, non-empty, bounded. `label` is what the error message calls it. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
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
