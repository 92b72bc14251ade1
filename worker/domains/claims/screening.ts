/**
 * The "no health claims" rule where admin text is saved (products, articles, banners, categories), before anything
 * is written:
 * - a disease claim ("cures diabetes") is refused with a 400 that names the field and the phrase;
 * - a regulated word ("organic", "natural", "pure", "chemical-free") may stay, but only once the admin has seen
 *   why it is regulated. The JSON API saves and reports it (`warnings` in its answer: old clients cannot confirm
 *   anything and ignore the field); the admin pages save nothing until the admin confirms ("Save anyway").
 * The words themselves are found by worker/domains/claims/shared.ts, which the content tests also run over the demo data.
 */
import { checkTexts, healthClaimMessage, type TextCheck } from "./shared";
import { badRequest, DomainError } from "../../lib/errors";

/** The texts of one save, each under the label the admin sees on the form ("Description", "Section 2 heading"). */
export type LabelledTexts = Record<string, string | null | undefined>;

/**
 * What a save does with regulated words: "report" saves and returns the warnings (the JSON API, and the pages once
 * the admin has confirmed); "ask" saves nothing while there are warnings (the pages' first submission).
 */
export type WarningsMode = "report" | "ask";

export const WARNINGS_TO_CONFIRM_MESSAGE = "Nothing was saved yet: please confirm the regulated words below, or change them.";

/** A save held back until the admin confirms its regulated words; the pages show `warnings` and a "Save anyway" button. */
export class WarningsToConfirm extends DomainError {
  readonly warnings: string[];
  constructor(warnings: string[]) {
    // 409: the text is valid, but the save waits for the admin's confirmation.
    super(409, WARNINGS_TO_CONFIRM_MESSAGE);
    this.name = "WarningsToConfirm";
    this.warnings = warnings;
  }
}

export function isWarningsToConfirm(error: unknown): error is WarningsToConfirm {
  return error instanceof WarningsToConfirm;
}

/** 'Description: Health claims are not allowed on food: "cures diabetes" (...)', one sentence per field. */
function claimRefusal(claims: TextCheck["claims"]): string {
  const fields = [...new Set(claims.map((claim) => claim.field))];
  return fields.map((field) => `${field}: ${healthClaimMessage(claims.filter((claim) => claim.field === field))}`).join(" ");
}

/** One warning per regulated word, naming every field it appears in: '"natural" in Name, Description: Only a ...'. */
function warningMessages(warnings: TextCheck["warnings"]): string[] {
  const words = [...new Set(warnings.map((warning) => warning.word))];
  return words.map((word) => {
    const ofWord = warnings.filter((warning) => warning.word === word);
    const fields = [...new Set(ofWord.map((warning) => warning.field))].join(", ");
    return `"${word}" in ${fields}: ${ofWord[0].note}`;
  });
}

/**
 * Screens the texts of a save: throws a 400 on any health claim, throws WarningsToConfirm in "ask" mode when a
 * regulated word is used, and otherwise returns the warnings for the answer (empty when the text is clean).
 */
export function screenTexts(texts: LabelledTexts, mode: WarningsMode): string[] {
  const { claims, warnings } = checkTexts(texts);
  if (claims.length > 0) throw badRequest(claimRefusal(claims));
  const messages = warningMessages(warnings);
  if (mode === "ask" && messages.length > 0) throw new WarningsToConfirm(messages);
  return messages;
}
