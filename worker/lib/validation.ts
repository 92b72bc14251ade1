/**
 * The one way input is checked, whoever sends it (a JSON API body, a page's form, an admin submission): the
 * shared zod schema of the domain (worker/domains/<domain>/shared), and on failure a 400 whose message names the field.
 * The message is English (today's wording); a Telugu request is told the same in Telugu (issue 30): the schema's own
 * message through the catalogue, zod's default wording from ./zod-telugu.ts (the input is checked again with it,
 * only when a Telugu answer is asked for).
 */
import type { z } from "zod";
import { describeIssues } from "../shared/text-fields";
import type { Lang } from "../shared/i18n/languages";
import { DomainError } from "./errors";
import { localizeMessage } from "./localize";
import { zodIssueMessage } from "./zod-telugu";

/** The first problem of `input`, worded in `lang` (a schema's own message translated, zod's default in that language). */
function describeIn<T>(schema: z.ZodType<T>, input: unknown, lang: Lang, english: string): string {
  const result = schema.safeParse(input, { error: (issue) => zodIssueMessage(lang, issue) });
  const first = result.success ? undefined : result.error.issues[0];
  return first ? localizeMessage(first.message, lang) : localizeMessage(english, lang);
}

export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    const english = describeIssues(result.error);
    throw new DomainError(400, english, (lang) => describeIn(schema, input, lang, english));
  }
  return result.data;
}
