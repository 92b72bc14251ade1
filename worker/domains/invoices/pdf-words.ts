/**
 * The words a GST document's PDF prints (issue 30), in the language of the order it belongs to.
 *
 * An English order's document reads as it always did. A Telugu order's prints every label in both languages,
 * "Tax invoice / పన్ను ఇన్వాయిస్": the customer reads it in Telugu, while a tax officer or the buyer's accountant
 * still finds the English terms of CGST rule 46 in their usual places. What the document records (names,
 * addresses, product names, figures, the total in words) prints as it was issued: the words are presentation only,
 * so re-downloading never changes a figure.
 */
import type { MessageId } from "../../shared/i18n/catalogs";
import type { Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";

export type InvoiceMessageId = Extract<MessageId, `invoice.${string}`>;
type Values = Record<string, unknown>;

export type Words = {
  /** One line: "Total" or, on a Telugu document, "Total / మొత్తం". */
  say(id: InvoiceMessageId, values?: Values): string;
  /** The label as lines, English first: a table header stacks them rather than widening its column. */
  lines(id: InvoiceMessageId, values?: Values): string[];
  /** How many lines one footer note takes. */
  linesPerNote: number;
};

export function wordsFor(lang: Lang): Words {
  const texts = (id: InvoiceMessageId, values?: Values) => {
    const english = t("en", id, values);
    return lang === "en" ? [english] : [english, t(lang, id, values)];
  };
  return {
    say: (id, values) => texts(id, values).join(" / "),
    lines: texts,
    linesPerNote: lang === "en" ? 1 : 2,
  };
}

/** The charge lines the document records in English (invoices.ts), printed in the document's words. */
const CHARGE_LINES: Record<string, InvoiceMessageId> = {
  "Delivery charge": "invoice.deliveryCharge",
  "Cash on delivery fee": "invoice.codFee",
};

export function lineDescription(words: Words, description: string): string {
  const id = CHARGE_LINES[description];
  return id ? words.say(id) : description;
}
