/**
 * Rendering page components outside a page in tests: `inLang("te", element)` wraps them in the message provider
 * the root gives every page (all namespaces, in one language, or only `namespaces`: `["common"]` is what every page
 * has, the admin pages included), and `translate(lang)` is the `t` a component gets.
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement, type ReactNode } from "react";
import type { Translate } from "../../app/lib/i18n";
import { CATALOGS, type Namespace } from "../../worker/shared/i18n/catalogs";
import { INTL_LOCALE, type Lang } from "../../worker/shared/i18n/languages";
import { pageMessages, t } from "../../worker/shared/i18n/messages.server";

export function inLang(lang: Lang, element: ReactNode, namespaces: Namespace[] = CATALOGS.map((catalog) => catalog.namespace)) {
  const messages = pageMessages(lang, ...namespaces);
  const i18n = setupI18n({ locale: lang, locales: [INTL_LOCALE[lang]], messages: { [lang]: messages } });
  return createElement(I18nProvider, { i18n }, element);
}

export const translate =
  (lang: Lang): Translate =>
  (id, values) =>
    t(lang, id, values);
