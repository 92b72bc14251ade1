/**
 * The pages' side of the message catalogue (issue 30; the texts live in worker/shared/i18n/catalog/).
 *
 * Every loader that renders text returns `messages: pageMessages(lang, …namespaces)`: the compiled texts of its
 * namespaces, in its page's language only. `I18nPage` gathers those of every matched route into one Lingui
 * instance, so the server render and the hydrating browser hold the very same texts (no flash, nothing fetched
 * after load); a client navigation brings the next page's texts in its loader data. The browser carries Lingui's
 * runtime (a few kB), never a catalogue or an ICU parser.
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { useMemo, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import type { MessageId } from "../../worker/shared/i18n/catalogs";
import { INTL_LOCALE, langOfPath, pathInLang, type Lang } from "../../worker/shared/i18n/languages";
import { formatRupees } from "../../worker/shared/money";

type CompiledMessages = Record<string, unknown>;

function hasMessages(data: unknown): data is { messages: CompiledMessages } {
  return typeof data === "object" && data !== null && "messages" in data && typeof (data as { messages: unknown }).messages === "object";
}

/** The language of the page on screen: its address says it (/te/… is Telugu). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** Provides every matched route's messages to the page (used once, in the root). */
export function I18nPage({ lang, children }: { lang: Lang; children: ReactNode }) {
  const matches = useMatches();
  const sources = matches.map((match) => (hasMessages(match.loaderData) ? match.loaderData.messages : null));
  // A route's messages are fixed by its namespaces and the language: its id and how many it brought name them.
  const sourcesKey = matches.map((match, index) => `${match.id}:${Object.keys(sources[index] ?? {}).length}`).join();
  const i18n = useMemo(
    () => {
      const messages = Object.assign({}, ...sources.filter(Boolean)) as CompiledMessages;
      return setupI18n({ locale: lang, locales: [INTL_LOCALE[lang]], messages: { [lang]: messages as never } });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, sourcesKey],
  );
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * The page's translator and formats: `const { t, lang, rupees, date } = useT();` then `t("cart.title")`,
 * `t("cart.items", { count })`, `rupees(120.5)` and `date(iso)`.
 */
export function useT() {
  const { i18n } = useLingui();
  const lang = i18n.locale as Lang;
  return useMemo(() => {
    const t: Translate = (id, values) => i18n._(id, values);
    return {
      t,
      lang,
      rupees: (amount: number) => formatRupees(amount, lang),
      number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(INTL_LOCALE[lang], options).format(value),
      date: (iso: string, options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" }) =>
        new Date(iso).toLocaleDateString(INTL_LOCALE[lang], { timeZone: "Asia/Kolkata", ...options }),
      /** A site path in the page's language ("/shop" → "/te/shop" on a Telugu page). */
      path: (to: string) => pathInLang(to, lang),
    };
  }, [i18n, lang]);
}
