/** A policy's text as the admin Settings page and PUT /api/admin/policies/:slug send it. */
import { z } from "zod";
import { fieldError, requiredText } from "../../../shared/text-fields";

/**
 * About 2,500 words: three times the longest shipped policy (the privacy notice, about 4,300 characters), and
 * short enough that a text in any Indian script (3 bytes a character) fits the API's 64 KB body limit.
 */
export const POLICY_MAX_LENGTH = 15_000;

export const policyInputSchema = z.object({
  // Line endings as a textarea in any browser sends them, so an unedited text compares equal to the saved one.
  body: requiredText("Policy text (body)", POLICY_MAX_LENGTH).transform((body) => body.replace(/\r\n?/g, "\n")),
});

export type PolicyInput = z.infer<typeof policyInputSchema>;

/** The admin Settings page's save: which policy, and whether the admin confirmed the regulated-word warnings. */
export const policyEditSchema = policyInputSchema.extend({
  slug: z.string({ error: fieldError("Policy (slug)", "text") }),
  confirmWarnings: z.boolean({ error: "Confirm warnings (confirmWarnings) must be true or false" }).optional().default(false),
});
