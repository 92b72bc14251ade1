/**
 * The shop search box's suggestions as you type (issue 31): asked of /shop/suggestions (the page carries one page of
 * cards, not the catalogue to suggest from) a moment after each keystroke, the last answer kept until the next
 * arrives so the list does not flicker. A blank box suggests nothing. The fetcher drops an answer overtaken by a
 * newer request, so a slow answer for "pa" never replaces the one for "palm".
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useLang } from "~/lib/i18n";
import { pathInLang } from "../../../worker/shared/i18n/languages";
import type { SuggestionsAnswer } from "~/routes/shop-suggestions";

/** How long typing pauses before the suggestions are asked for: one request per burst of keys, not per key. */
const SUGGEST_DELAY_MS = 120;

export function useSuggestions(text: string): string[] {
  const fetcher = useFetcher<SuggestionsAnswer>();
  const lang = useLang();
  const wanted = text.trim();
  // The latest load function, for a timer set during an earlier render.
  const load = useRef(fetcher.load);
  useEffect(() => {
    load.current = fetcher.load;
  });
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => void load.current(`${pathInLang("/shop/suggestions", lang)}?${new URLSearchParams({ q: wanted })}`), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, lang]);
  return wanted && fetcher.data ? fetcher.data.suggestions : [];
}
