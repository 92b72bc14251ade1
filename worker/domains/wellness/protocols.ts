/**
 * The wellness protocols (SPEC.md section 3, "Protocol data"): traditional dietary practice in our own words, for
 * general information only, never a claim to cure or treat a disease. The text is data (worker/domains/wellness/data/protocols.json),
 * bundled with the Worker and checked against its schema the first time an isolate reads it, so a bad edit fails
 * loudly on the first request and in the tests rather than rendering half a protocol. The /protocols page gets the
 * summary; a condition's tables load when its card is opened, so the page does not ship 200 kB of prose.
 * The summary's fixed texts (quote, disclaimer, tabs, recipes) are translated with the "protocols" messages; the
 * conditions' own tables are shown as the data has them.
 */
import { protocolContentSchema, type ProtocolContent, type ProtocolDisease, type ProtocolSummary } from "./shared";
import rawContent from "./data/protocols.json";
import { notFound } from "../../lib/errors";
import type { MessageId } from "../../shared/i18n/catalogs";
import type { Lang } from "../../shared/i18n/languages";
import { t } from "../../shared/i18n/messages.server";
import protocolMessages from "../../shared/i18n/catalog/protocols";

let checked: ProtocolContent | undefined;

export function protocolContent(): ProtocolContent {
  checked ??= protocolContentSchema.parse(rawContent);
  return checked;
}

export function allConditions(): ProtocolDisease[] {
  return protocolContent().groups.flatMap((group) => group.diseases);
}

/**
 * A fixed text of the data in `lang`: the data's own English, else its "protocols" message, else (a recipe or tab
 * added to the data before its translation) the English. tests/wellness/protocol-texts.test.ts keeps them together.
 */
function translated(lang: Lang, key: string, english: string): string {
  const id = `protocols.${key}`;
  return lang === "en" || !(id in protocolMessages.messages) ? english : t(lang, id as MessageId);
}

/** What the /protocols page shows: everything but the conditions' tables, its fixed texts in `lang`. */
export function protocolSummary(lang: Lang = "en"): ProtocolSummary {
  const { groups, quote, disclaimer, recipes } = protocolContent();
  const text = (key: string, english: string) => translated(lang, key, english);
  return {
    quote: { text: text("quote", quote.text), author: text("quoteAuthor", quote.author) },
    disclaimer: text("disclaimer", disclaimer),
    recipes: recipes.map((recipe) => ({
      ...recipe,
      title: text(`${recipe.id}.title`, recipe.title),
      intro: text(`${recipe.id}.intro`, recipe.intro),
      heading: text(`${recipe.id}.heading`, recipe.heading),
      steps: recipe.steps.map((step, index) => text(`${recipe.id}.step${index + 1}`, step)),
    })),
    groups: groups.map(({ id, title, diseases }) => ({
      id,
      title: text(`group.${id}`, title),
      diseases: diseases.map(({ id, name, teluguName, aliases }) => ({ id, name, teluguName, aliases })),
    })),
  };
}

export const CONDITION_NOT_FOUND_MESSAGE = "No protocol has that name";

export function protocolCondition(id: string, lang: Lang = "en"): ProtocolDisease {
  const condition = allConditions().find((disease) => disease.id === id);
  if (!condition) throw notFound(lang === "en" ? CONDITION_NOT_FOUND_MESSAGE : t(lang, "wellness.conditionNotFound"));
  return condition;
}
