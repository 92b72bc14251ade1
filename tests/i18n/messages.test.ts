/**
 * The message catalogue's check (issue 30): every message has an English and a Telugu text, both parse as ICU
 * MessageFormat, both use the same placeholders (a Telugu text that dropped `{count}` would print a wrong sentence),
 * and a Telugu text is written in Telugu (unless it is only names, numbers or words people say in English, listed
 * below). A new key without its Telugu fails here (and TypeScript refuses it already in the catalogue file).
 */
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../../worker/shared/i18n/catalogs";
import { LANGS } from "../../worker/shared/i18n/languages";
import { gstStateCode, STATES_AND_UNION_TERRITORIES } from "../../worker/domains/delivery/shared/india";
import states from "../../worker/shared/i18n/catalog/states";

const TELUGU = /[\u0C00-\u0C7F]/;
/** Keys whose Telugu is rightly the same characters as the English (a brand, a unit, an English-only word). */
const SAME_IN_BOTH = new Set<string>([
  // Issue 30, server messages: words said in English, and the frames that join two translated messages.
  "server.label.otp",
  // Issue 31: the query parameter's own name (GET /api/admin/attention?since=).
  "server.label.since",
  "server.label.mrp",
  "server.label.sku",
  "server.label.gstin",
  "server.field.named",
  "server.order.confirmationNeeded",
  "server.te.field",
  // Issue 30, buy-side pages: labels people read in English (the form's OTP, GSTIN, the UPI payment method), and a
  // due time's "IST".
  "account.otp",
  "checkout.gstin",
  "orders.upi",
  "support.dueTime",
]);

/** The names of a compiled message's arguments (`{name}`, `{count, plural, …}`), nested ones included. */
function argumentNames(message: CompiledMessage, names = new Set<string>()): Set<string> {
  if (typeof message === "string") return names;
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, , options] = token as [string, string?, Record<string, CompiledMessage>?];
    if (name !== "#") names.add(name);
    for (const branch of Object.values(options ?? {})) if (typeof branch !== "string" && Array.isArray(branch)) argumentNames(branch, names);
  }
  return names;
}

const entries = CATALOGS.flatMap((catalog) => Object.entries(catalog.messages as Record<string, Record<string, string>>).map(([id, texts]) => ({ namespace: catalog.namespace, id, texts })));

describe("the message catalogue", () => {
  it("has namespaces with unique names, and every key starts with its namespace", () => {
    const names = CATALOGS.map((catalog) => catalog.namespace);
    expect(new Set(names).size).toBe(names.length);
    for (const { namespace, id } of entries) expect(id.startsWith(`${namespace}.`), id).toBe(true);
  });

  it("gives every key a non-empty text in every language", () => {
    const missing = entries.flatMap(({ id, texts }) => LANGS.filter((lang) => typeof texts[lang] !== "string" || texts[lang]!.trim() === "").map((lang) => `${id} (${lang})`));
    expect(missing).toEqual([]);
  });

  it("parses every text as ICU MessageFormat, with the same placeholders in both languages", () => {
    const problems: string[] = [];
    for (const { id, texts } of entries) {
      try {
        const [en, te] = [compileMessage(texts.en!), compileMessage(texts.te!)];
        const [enNames, teNames] = [[...argumentNames(en)].sort(), [...argumentNames(te)].sort()];
        if (enNames.join() !== teNames.join()) problems.push(`${id}: {${enNames.join(", ")}} in English, {${teNames.join(", ")}} in Telugu`);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("writes the Telugu in Telugu script", () => {
    const untranslated = entries.filter(({ id, texts }) => !SAME_IN_BOTH.has(id) && /[A-Za-z]{3,}/.test(texts.en!) && !TELUGU.test(texts.te!)).map(({ id }) => id);
    expect(untranslated).toEqual([]);
  });

  it("fails on a Telugu text that lost a placeholder (the check itself can fail)", () => {
    expect([...argumentNames(compileMessage("{count, plural, one {# item} other {# items}} for {name}"))].sort()).toEqual(["count", "name"]);
    expect([...argumentNames(compileMessage("వస్తువులు"))]).toEqual([]);
  });

  it("names every state and union territory of the address forms, keyed by its GST code, under its own English name", () => {
    const expected = Object.fromEntries(STATES_AND_UNION_TERRITORIES.map((state) => [`states.${gstStateCode(state)}`, state]));
    const english = Object.fromEntries(Object.entries(states.messages).map(([key, texts]) => [key, texts.en]));
    expect(english).toEqual(expected);
  });
});
