/**
 * Serving messages: each page's loader asks for its namespaces in its language (`pageMessages`), compiled once per
 * Worker instance into Lingui's compiled form (the browser then needs only Lingui's small runtime, no ICU parser);
 * server-side texts (mails, invoices, error messages) use `translator`.
 */
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { CATALOGS, type MessageId, type Namespace } from "./catalogs";
import { INTL_LOCALE, type Lang } from "./languages";

export type CompiledMessages = Record<string, CompiledMessage>;

const compiled = new Map<string, CompiledMessages>();

function namespaceMessages(lang: Lang, namespace: Namespace): CompiledMessages {
  const cacheKey = `${lang}:${namespace}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    const catalog = CATALOGS.find((candidate) => candidate.namespace === namespace);
    messages = {};
    for (const [id, texts] of Object.entries(catalog?.messages ?? {}) as [string, Record<Lang, string>][]) {
      messages[id] = compileMessage(texts[lang]);
    }
    compiled.set(cacheKey, messages);
  }
  return messages;
}

/** The compiled messages of `namespaces` in `lang`, for a page's loader data. */
export function pageMessages(lang: Lang, ...namespaces: Namespace[]): CompiledMessages {
  return Object.assign({}, ...namespaces.map((namespace) => namespaceMessages(lang, namespace))) as CompiledMessages;
}

const translators = new Map<Lang, I18n>();

/** A Lingui instance holding every namespace in `lang`, for texts the server writes (mails, PDFs, errors). */
export function translator(lang: Lang): I18n {
  let i18n = translators.get(lang);
  if (!i18n) {
    const all = pageMessages(lang, ...CATALOGS.map((catalog) => catalog.namespace));
    i18n = setupI18n({ locale: lang, locales: [INTL_LOCALE[lang]], messages: { [lang]: all } });
    translators.set(lang, i18n);
  }
  return i18n;
}

/** One message in `lang`: `t("te", "mail.orderPlaced", { number })`. */
export function t(lang: Lang, id: MessageId, values?: Record<string, unknown>): string {
  return translator(lang)._(id, values);
}
