/**
 * The shape of a message catalogue (issue 30): every message the shopper reads lives in one namespace file under
 * ./catalog/, English and Telugu side by side, in ICU MessageFormat ("{count, plural, one {# item} other {# items}}",
 * "{name}"). Keys are "<namespace>.<name>". TypeScript makes a missing Telugu text a type error, and
 * tests/platform/messages.test.ts checks every text is there, non-empty and has the same placeholders in both.
 *
 * Telugu is written the way a shop in Vijayawada writes to its customers: everyday words, English product words kept
 * where people use them ("ఆర్డర్", "UPI", "కార్ట్").
 */
import type { Lang } from "./languages";

export type MessageTexts = Record<Lang, string>;
export type Catalog = Record<string, MessageTexts>;

/** Declares a namespace's messages; the keys must start with `${namespace}.`. */
export function defineMessages<const Namespace extends string, const Messages extends Record<`${Namespace}.${string}`, MessageTexts>>(
  namespace: Namespace,
  messages: Messages,
): { namespace: Namespace; messages: Messages } {
  return { namespace, messages };
}
