/**
 * Server messages in the request's language (issue 30). Services keep throwing and returning English, exactly as
 * today's clients, logs and tests read it; where an answer leaves (the API's error handler, the page actions'
 * actionFailure, a service returning a sentence to show) the English is looked up in the "server" catalogue
 * (worker/shared/i18n/catalog/server*.ts), whose English texts are the messages as the code writes them: a
 * fixed text by itself, a message with values as a template ("Only {left} left of {name}. Please lower the
 * quantity."). A template's values are taken back out of the English message and translated in turn when they
 * are messages or labels themselves ("{label} is required" with "Pincode"), so composed messages translate whole.
 *
 * A message with no Telugu stays English; tests/platform/server-messages.test.ts scans the Worker's source so that
 * none is missed.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { MessageId } from "../shared/i18n/catalogs";
import serverCatalog from "../shared/i18n/catalog/server";
import { DEFAULT_LANG, type Lang } from "../shared/i18n/languages";
import { t } from "../shared/i18n/messages.server";
import type { DomainError } from "./errors";

/** Messages worded per zod issue (./zod-telugu.ts), never matched against an English message. */
export const ZOD_WORDING_PREFIX = "server.zod.";

type Pattern = { id: MessageId; regex: RegExp; names: string[]; literalLength: number };
type ServerIndex = { exact: Map<string, MessageId>; patterns: Pattern[] };

/** A catalogue text's parts: literal strings and placeholder names (no plural or select in server messages). */
export function messageParts(icu: string): { literals: string[]; names: string[] } {
  const compiled = compileMessage(icu);
  const tokens = typeof compiled === "string" ? [compiled] : compiled;
  const literals = [""];
  const names: string[] = [];
  for (const token of tokens) {
    if (typeof token === "string") {
      literals[literals.length - 1] += token;
    } else {
      if (token.length > 1) throw new Error(`server message ${JSON.stringify(icu)}: only plain {placeholders} can be read back`);
      names.push(String(token[0]));
      literals.push("");
    }
  }
  return { literals, names };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let serverIndex: ServerIndex | null = null;

function index(): ServerIndex {
  if (serverIndex) return serverIndex;
  const exact = new Map<string, MessageId>();
  const patterns: Pattern[] = [];
  for (const [id, texts] of Object.entries(serverCatalog.messages) as [MessageId, { en: string }][]) {
    if (id.startsWith(ZOD_WORDING_PREFIX)) continue;
    const { literals, names } = messageParts(texts.en);
    if (names.length === 0) {
      if (!exact.has(literals[0])) exact.set(literals[0], id);
      continue;
    }
    const source = literals.map(escapeRegex).join("(.+?)");
    patterns.push({ id, regex: new RegExp(`^${source}$`, "s"), names, literalLength: literals.join("").length });
  }
  serverIndex = { exact, patterns };
  return serverIndex;
}

type Reading = { id: MessageId; values: Record<string, string>; covered: number; frame: number };

/** Values nest (a label in a message, a reason in a sentence) a few levels at most. */
const MAX_DEPTH = 5;

/**
 * The best reading of an English text as a catalogue message: a fixed text as it is, else the template that,
 * with its values read in turn, accounts for the most of the text's words (so "{reason}. {howToConfirm}" reads a
 * confirmation's sentence whole where "{paid} paid of a bill of {bill}" would cut through it).
 */
function read(english: string, depth: number, memo: Map<string, Reading | null>): Reading | null {
  const known = memo.get(english);
  if (known !== undefined) return known;
  const { exact, patterns } = index();
  const id = exact.get(english);
  let best: Reading | null = id ? { id, values: {}, covered: english.length, frame: english.length } : null;
  if (!best) {
    for (const pattern of patterns) {
      const match = pattern.regex.exec(english);
      if (!match) continue;
      const values: Record<string, string> = {};
      pattern.names.forEach((name, position) => {
        if (!(name in values)) values[name] = match[position + 1];
      });
      const inner = depth < MAX_DEPTH ? Object.values(values).reduce((sum, value) => sum + (read(value, depth + 1, memo)?.covered ?? 0), 0) : 0;
      const covered = pattern.literalLength + inner;
      // Equal readings: the template with more words of its own frames the sentence ("This order is {mismatch}").
      if (!best || covered > best.covered || (covered === best.covered && pattern.literalLength > best.frame)) best = { id: pattern.id, values, covered, frame: pattern.literalLength };
    }
  }
  memo.set(english, best);
  return best;
}

/** The catalogue message an English text is, with the values read back from it; null when it is none. */
export function findServerMessage(english: string): { id: MessageId; values: Record<string, string> } | null {
  const reading = read(english, 0, new Map());
  return reading && { id: reading.id, values: reading.values };
}

function translate(english: string, lang: Lang, depth: number, memo: Map<string, Reading | null>): string {
  const reading = depth > MAX_DEPTH ? null : read(english, depth, memo);
  if (!reading) return english;
  const values = Object.fromEntries(Object.entries(reading.values).map(([name, value]) => [name, translate(value, lang, depth + 1, memo)]));
  return t(lang, reading.id, values);
}

/** An English server message in `lang`: its catalogue text with its values (translated too), or the English itself. */
export function localizeMessage(english: string, lang: Lang): string {
  if (lang === "en") return english;
  return translate(english, lang, 0, new Map());
}

/** What a refused request is told, in `lang`: the domain error's message, translated. */
export function errorMessageIn(error: DomainError, lang: Lang): string {
  if (lang === "en") return error.message;
  return error.localized?.(lang) ?? localizeMessage(error.message, lang);
}

/**
 * The request's language for code that is handed no context (a page action's `actionFailure(error)`): set once per
 * request by worker/http/request.ts, English outside a request.
 */
const langScope = new AsyncLocalStorage<Lang>();

export function runInLang<T>(lang: Lang, work: () => T): T {
  return langScope.run(lang, work);
}

export function currentLang(): Lang {
  return langScope.getStore() ?? DEFAULT_LANG;
}
