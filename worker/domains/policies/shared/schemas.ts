/** A policy's text as the admin Settings page and PUT /api/admin/policies/:slug send it. */
import { z } from "zod";
import { fieldError, requiredText } from "../../../shared/text-fields";
import { teluguTexts } from "../../../shared/i18n/telugu-input";

/**
 * About 2,500 words: three times the longest shipped policy (the privacy notice, about 4,300 characters), and
 * short enough that a text in any Indian script (3 bytes a character) fits the API's 64 KB body limit.
 */
export const POLICY_MAX_LENGTH = 15_000;

/** Line endings as a textarea in any browser sends them, so an unedited text compares equal to the saved one. */
const unixLines = (text: string) => text.replace(/\r\n?/g, "\n");

export const policyInputSchema = z.object({
  body: requiredText("Policy text (body)", POLICY_MAX_LENGTH).transform(unixLines),
  /** Issue 30: the Telugu Markdown (same placeholders); absent keeps the version in force's Telugu, blank removes it. */
  te: teluguTexts({ body: { label: "Telugu policy text", max: POLICY_MAX_LENGTH } }).transform((te) =>
    te?.body === undefined ? te : { body: unixLines(te.body) },
  ),
});

export type PolicyInput = z.infer<typeof policyInputSchema>;

/** The admin Settings page's save: which policy, and whether the admin confirmed the regulated-word warnings. */
export const policyEditSchema = policyInputSchema.extend({
  slug: z.string({ error: fieldError("Policy (slug)", "text") }),
  confirmWarnings: z.boolean({ error: "Confirm warnings (confirmWarnings) must be true or false" }).optional().default(false),
});
