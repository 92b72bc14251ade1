/**
 * The eleven common questions about our wood-pressed oil range (SPEC.md, Common queries), in order, in the page's
 * language: their texts are the "faq" message namespace (worker/shared/i18n/catalog/faq.ts), read on the server
 * only (the /commonqueries loader), so English and Telugu live in one place and no other page ships them.
 */
import type { MessageId } from "../../shared/i18n/catalogs";
import type { Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import type { CommonQuery } from "./shared/common-queries";

export const COMMON_QUERY_COUNT = 11;

/** The questions and answers in `lang`. */
export function commonQueries(lang: Lang): CommonQuery[] {
  return Array.from({ length: COMMON_QUERY_COUNT }, (_, index) => ({
    question: t(lang, `faq.q${index + 1}` as MessageId),
    answer: t(lang, `faq.a${index + 1}` as MessageId),
  }));
}

export const COMMON_QUERIES: CommonQuery[] = commonQueries("en");
