/**
 * Content in two languages (issue 30 part 2): every content row (product, category, banner, article, policy) keeps
 * its Telugu beside the English in one JSON column `te` ({ field: "Telugu text" }), and a Telugu page shows the
 * Telugu where the admin wrote it and the English where not. `localized` is that choice, made once for every view:
 * it answers the record with the chosen texts in the usual fields and, on a Telugu page only, `textLang` naming the
 * fields that fell back to English, so the element holding such a text is marked `lang="en"` (screen readers then
 * read it with English rules, and the browser picks fitting fonts and hyphenation).
 *
 * Imported by pages, views and Node scripts alike: type-only imports, no dependencies.
 */
import type { Lang } from "./languages";

/** A row's Telugu texts, by field; a field absent (or blank) has no Telugu yet. */
export type TeTexts<F extends string = string> = Partial<Record<F, string>>;

/** The fields of a localized record whose text fell back to English: the element showing one gets `lang="en"`. */
export type TextLang<F extends string = string> = Partial<Record<F, "en">>;

/** A record as a page in `lang` shows it: the chosen texts, no `te`, and (Telugu pages only) what fell back. */
export type Localized<R, F extends string> = Omit<R, "te"> & { textLang?: TextLang<F> };

/** The Telugu of one field when the admin wrote some (blank counts as none). */
export function teluguOf<F extends string>(te: TeTexts<F> | null | undefined, field: F): string | null {
  const text = te?.[field];
  return typeof text === "string" && text.trim() ? text : null;
}

/**
 * `record` as a page in `lang` shows it: in Telugu each of `fields` is the record's `te[field]` when there is one,
 * else the English, listed in `textLang` (only when there is an English text to show); in English the record as it
 * is. The `te` object itself is left out either way (the storefront never needs it).
 */
export function localized<R extends { te?: TeTexts<F> | null } & { [K in F]: string | null | undefined }, F extends string>(
  record: R,
  fields: readonly F[],
  lang: Lang,
): Localized<R, F> {
  const { te, ...rest } = record;
  if (lang !== "te") return rest;
  const chosen: Record<string, unknown> = { ...rest };
  const textLang: TextLang<F> = {};
  for (const field of fields) {
    const telugu = teluguOf(te, field);
    if (telugu !== null) chosen[field] = telugu;
    else if (typeof record[field] === "string" && (record[field] as string).trim()) textLang[field] = "en";
  }
  return { ...(chosen as Omit<R, "te">), textLang };
}

/** The fields of `te` that hold a Telugu text, of those whose English is given: what the missing-translations view checks. */
export function missingTelugu<F extends string>(english: { [K in F]?: string | null }, te: TeTexts<F> | null | undefined, fields: readonly F[]): F[] {
  return fields.filter((field) => {
    const text = english[field];
    return typeof text === "string" && text.trim() !== "" && teluguOf(te, field) === null;
  });
}
