/**
 * The Telugu an admin sends beside the English (issue 30 part 2): an optional `te` object of the row's translatable
 * fields, checked like the English ones (text, the same length limits, no control characters) and refused with a 400
 * naming the field when it is not. A blank text means "no Telugu" (the page shows the English); a field left out of
 * `te` keeps its stored Telugu, and a save without `te` keeps all of it (old clients never send one).
 *
 * Telugu spelling needs the zero-width joiner and non-joiner (పిన్‌కోడ్), so they are kept, unlike in the English
 * fields; other invisible characters are dropped and the text is stored in Unicode NFC, the form the search compares.
 */
import { z } from "zod";
import { isCleanText } from "../text-fields";
import type { TeTexts } from "./localize";

const INVISIBLE = /[\u200B\u2060\uFEFF]/g;

/** One Telugu text: "" when blank or null (no Telugu), else trimmed NFC text within `max` characters. */
export function teluguText(label: string, max: number) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .transform((value) => (value ?? "").replace(INVISIBLE, "").normalize("NFC").trim())
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max} characters`)
        .refine(isCleanText, `${label} contains characters that are not allowed`),
    );
}

/** What each translatable field is called in messages and how long it may be (the English field's limit). */
export type TeluguFieldRules<F extends string> = Record<F, { label: string; max: number }>;

/** The message naming the `te` object's own problems (not an object; a field it does not have). */
function teObjectError(fields: string[]) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `Telugu (te) has no field ${(issue.keys ?? []).map((key) => `"${key}"`).join(", ")}: its fields are ${fields.join(", ")}`
      : `Telugu (te) must be an object of texts (${fields.join(", ")})`;
}

/** The optional `te` of an input: only the given fields, each a Telugu text (see teluguText). */
export function teluguTexts<F extends string>(rules: TeluguFieldRules<F>) {
  const fields = Object.keys(rules) as F[];
  const shape = Object.fromEntries(
    fields.map((field) => [field, teluguText(`${rules[field].label} (te.${field})`, rules[field].max).optional()]),
  ) as Record<F, z.ZodOptional<ReturnType<typeof teluguText>>>;
  return z.strictObject(shape, { error: teObjectError(fields) }).optional();
}

/** The optional `te` of an input with extra, non-text members (an article's sections): `shape` checks them. */
export function teluguObject<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, { error: teObjectError(Object.keys(shape)) }).optional();
}

/**
 * The Telugu a save stores: the stored texts with the sent ones over them (a field sent blank loses its Telugu, a
 * field not sent keeps it); nothing sent keeps everything. Only fields with text are stored.
 */
export function mergeTelugu<T extends Record<string, unknown>>(stored: T | null | undefined, sent: Partial<Record<keyof T, unknown>> | undefined): T {
  const merged: Record<string, unknown> = { ...(stored ?? {}) };
  for (const [field, value] of Object.entries(sent ?? {})) {
    if (value === undefined) continue;
    if (isBlank(value)) delete merged[field];
    else merged[field] = value;
  }
  for (const [field, value] of Object.entries(merged)) if (isBlank(value)) delete merged[field];
  return merged as T;
}

/** A Telugu value with nothing in it: a blank text, or a list of sections whose texts are all blank. */
function isBlank(value: unknown): boolean {
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every((item) => item === null || typeof item !== "object" || Object.values(item).every(isBlank));
  return value === null || value === undefined;
}

/** The Telugu of plain text fields as stored (what mergeTelugu answers, typed for a row). */
export function storedTelugu<F extends string>(stored: TeTexts<F> | null | undefined, sent: Partial<Record<F, string>> | undefined): TeTexts<F> {
  return mergeTelugu<TeTexts<F>>(stored, sent);
}
