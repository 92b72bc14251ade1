/**
 * /shop/suggestions?q=…: the shop search box's suggestions as you type (issue 31). The shop page no longer carries
 * the whole catalogue to suggest from, so the box asks here: a few product names in the page's language (/te/…
 * answers Telugu names), from the same search the shop's `?q=` uses. Public and edge-cached per text, like /shop.
 * Any text is answered (too long is cut, blank answers none): a box's keystroke never earns an error.
 */
import { shopSuggestions } from "../../worker/domains/catalogue/page.server";
import { serviceContextFrom } from "../../worker/http/session.server";
import type { Route } from "./+types/shop-suggestions";

export type SuggestionsAnswer = { q: string; suggestions: string[] };

export async function loader({ request, context }: Route.LoaderArgs): Promise<SuggestionsAnswer> {
  const ctx = serviceContextFrom(context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { q, suggestions: await shopSuggestions(ctx, ctx.principal, q) };
}
