/**
 * Every message a client can receive from the Worker has its Telugu (issue 30). The Worker's source is scanned for
 * its messages (tests/helpers/message-sites.ts: the error helpers' arguments, zod's messages, the field labels, the
 * status rules, the *_MESSAGE constants and the functions that compose messages) and each must be one of the "server"
 * catalogue's messages (worker/shared/i18n/catalog/server*.ts): a text as it is, a template with its `${…}` holes
 * read back as values, and every value that holds words of its own (a label, a reason) a catalogue message in turn.
 * Adding `badRequest("Something new")` without its Telugu fails here.
 */
import { describe, expect, it } from "vitest";
import { labelHelpers, messageSites, type Found } from "../helpers/message-sites";
import serverCatalog from "../../worker/shared/i18n/catalog/server";
import { findServerMessage, localizeMessage, messageParts, ZOD_WORDING_PREFIX } from "../../worker/lib/localize";

const sources = import.meta.glob<string>("../../worker/**/*.ts", { query: "?raw", import: "default", eager: true });

const workerPath = (globKey: string) => globKey.replace(/^\.\.\/\.\.\//, "");

/** Files with no message of their own: the catalogue itself, the Telugu wording of zod's issues, the Drizzle tables. */
const NOT_SCANNED = [/^worker\/shared\/i18n\/catalog\//, /^worker\/lib\/zod-telugu\.ts$/, /(^|\/)tables\.ts$/];

/** Functions whose bodies compose messages from parts (each literal in them is a message or a part of one). */
const PRODUCERS = new Set(["describeMismatch", "gstinProblem", "healthClaimMessage", "claimRefusal", "confirmationMissingMessage", "codOffer", "quoteMessage", "daysText", "teObjectError", "nutrientClaimMessage", "energyMismatchMessage", "duplicateNutrientMessage", "kcalNutrientMessage"]);

/**
 * Sites whose message is an expression, and where its texts are checked. A new one fails the test until it is
 * listed here with the place its words come from.
 */
const KNOWN_EXPRESSIONS: Record<string, string> = {
  "worker/lib/errors.ts: message": "the helpers pass on their caller's message, which is checked at the call",
  "worker/lib/rate-limit.ts: message": "the limits' messages are checked where they are given (enforceIpLimit's argument, `message:` options)",
  "worker/lib/rate-limit.ts: options.message": "as above",
  "worker/lib/validation.ts: english": "zod's messages, checked where the schemas word them (zod-telugu words zod's defaults)",
  "worker/domains/wellness/api.ts: error.message": "re-throws a prompt message with 413; the message is checked where it is made",
  "worker/domains/payments/statements.ts: error.message": "StatementFormatError's messages, checked at `new StatementFormatError(…)`",
  "worker/domains/orders/transitions.ts: refusal": "transitionRefusal's answer: the status table's `rule:` texts, or a hold's message (issue 32: ./shared/cod-confirmation.ts)",
  "worker/domains/orders/transitions.ts: confirmationMissingMessage(needed)": "a producer: its template, and the confirmations' `reason:` and `howToConfirm:` texts",
  "worker/domains/grievances/grievances.ts: transition.rule": "the complaint status table's `rule:` texts",
  "worker/domains/claims/nutrient-claims.ts: first": "nutrientClaimMessage's answer (a producer; issue 33)",
  "worker/domains/claims/screening.ts: claimRefusal(claims)": "a producer (with healthClaimMessage); the field names are the labels of the admin's forms",
  "worker/domains/checkout/pricing.ts: offer.reason": "codOffer's reasons (a producer)",
  'worker/domains/wellness/protocols.ts: lang === "en" ? CONDITION_NOT_FOUND_MESSAGE : t(lang, "wellness.conditionNotFound")':
    "translated where it is thrown: the constant (checked where declared) in English, a wellness catalogue message otherwise",
};

/** Literals a site's pattern catches that are no message (a type's union of log reasons). */
const NOT_MESSAGES: Record<string, string> = {
  "worker/domains/wellness/chat-grounding.ts: health claim": "AnswerProblem's reason, a log field",
  "worker/domains/wellness/chat-grounding.ts: product name": "AnswerProblem's reason, a log field",
  "worker/domains/wellness/chat-grounding.ts: link": "AnswerProblem's reason, a log field",
  "worker/domains/orders/shared/transition-input.ts: reason": "the names of a transition input's fields",
};

const HOLE = /⟦\d+⟧/g;
const hasWords = (text: string) => /[A-Za-z]{2}/.test(text.replace(HOLE, ""));

/** The parts of `english` no catalogue message covers: itself when it is none, else its values' that hold words. */
function uncovered(english: string, depth = 0): string[] {
  const found = findServerMessage(english);
  if (!found) return [english];
  if (depth > 5) return [];
  return Object.values(found.values).flatMap((value) => (hasWords(value) ? uncovered(value, depth + 1) : []));
}

/** A template as a sample message: each hole a marker that stands for "a value", never for words. */
const sampleOf = (quasis: string[]) => quasis.map((part, index) => (index === 0 ? part : `⟦${index}⟧${part}`)).join("");

type Scan = { file: string; found: Found }[];

/** The field helpers of the whole Worker (requiredText, priceField …): their first argument is a label. */
const helpers = labelHelpers(Object.values(sources));

function scan(files: Record<string, string>): Scan {
  const scanned = Object.entries(files)
    .map(([key, source]) => [workerPath(key), source] as const)
    .filter(([path]) => !NOT_SCANNED.some((rule) => rule.test(path)));
  return scanned.flatMap(([file, source]) => {
    const { messages, labels } = messageSites(source, helpers, PRODUCERS);
    return [...messages, ...labels].map((found) => ({ file, found }));
  });
}

/** What has no Telugu: "file:line  text" for each message of the scan the catalogue does not cover. */
function missingTelugu(found: Scan): string[] {
  return found.flatMap(({ file, found: item }) => {
    if (item.kind === "expression") return KNOWN_EXPRESSIONS[`${file}: ${item.source}`] ? [] : [`${file}:${item.line}  expression ${item.source}`];
    const text = item.kind === "text" ? item.text : sampleOf(item.quasis);
    if (NOT_MESSAGES[`${file}: ${text}`] || !hasWords(text)) return [];
    return uncovered(text).map((part) => `${file}:${item.line}  ${JSON.stringify(part)}`);
  });
}

const serverMessages = Object.entries(serverCatalog.messages) as [string, { en: string; te: string }][];

describe("every server message has its Telugu", () => {
  const found = scan(sources);

  it("reads the Worker's source and finds its messages", () => {
    const files = new Set(found.map((item) => item.file));
    for (const file of ["worker/domains/orders/place.ts", "worker/domains/accounts/shared/schemas.ts", "worker/http/errors.ts", "worker/domains/stock/ledger.ts"]) {
      expect(files).toContain(file);
    }
    expect(found.length).toBeGreaterThan(300);
  });

  it("each known expression still exists (a stale allowance would hide nothing, but misleads)", () => {
    const expressions = new Set(found.flatMap(({ file, found: item }) => (item.kind === "expression" ? [`${file}: ${item.source}`] : [])));
    for (const known of Object.keys(KNOWN_EXPRESSIONS)) expect(expressions, known).toContain(known);
  });

  it("finds a message without Telugu, a template without one and an expression nobody listed", () => {
    const planted = {
      "../../worker/domains/orders/planted.ts": [
        'throw badRequest("A message nobody translated");',
        "throw conflict(`Only ${left} left of the moon`);",
        "throw notFound(whatever.reason);",
        'const field = requiredText("Favourite colour", 20);',
        'z.string().min(1, "Pincode is required").max(6, `Pincode must be at most ${6} characters`);',
      ].join("\n"),
    };
    expect(missingTelugu(scan(planted))).toEqual([
      'worker/domains/orders/planted.ts:1  "A message nobody translated"',
      'worker/domains/orders/planted.ts:2  "Only ⟦1⟧ left of the moon"',
      "worker/domains/orders/planted.ts:3  expression whatever.reason",
      'worker/domains/orders/planted.ts:4  "Favourite colour"',
    ]);
  });

  it("has a Telugu text for every message a client can receive", () => {
    expect(missingTelugu(found)).toEqual([]);
  });
});

describe("the server catalogue", () => {
  it("gives each English text once, so that a message is read back as one entry", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [id, texts] of serverMessages) {
      if (id.startsWith(ZOD_WORDING_PREFIX)) continue;
      const key = messageParts(texts.en).literals.join("{}");
      if (seen.has(key)) twice.push(`${seen.get(key)} = ${id}`);
      seen.set(key, id);
    }
    expect(twice).toEqual([]);
  });

  it("has the same placeholders in English and Telugu, and no Telugu left in English", () => {
    for (const [id, texts] of serverMessages) {
      expect(messageParts(texts.te).names.sort(), id).toEqual(messageParts(texts.en).names.sort());
      expect(/[\u0C00-\u0C7F]/.test(texts.en), id).toBe(false);
    }
  });

  it("translates composed messages whole, values that are messages or labels included", () => {
    expect(localizeMessage("Pincode is required", "te")).toBe("పిన్‌కోడ్ తప్పనిసరి");
    expect(localizeMessage("Only 2 left of Groundnut Oil · 1 L. Please lower the quantity.", "te")).toBe(
      "Groundnut Oil · 1 L ఇంకా 2 మాత్రమే ఉన్నాయి. దయచేసి సంఖ్య తగ్గించండి.",
    );
    expect(localizeMessage("We do not deliver to this pincode yet (110001)", "te")).toBe("ఈ పిన్‌కోడ్‌కు మేము ఇంకా డెలివరీ చేయడం లేదు (పిన్‌కోడ్ 110001)");
    expect(localizeMessage("This order is underpaid by ₹220 (₹200 paid of a bill of ₹420). To verify it anyway, send {\"paymentStatus\": \"verified\", \"confirmUnderpaid\": true}.", "te")).toBe(
      'ఈ ఆర్డర్‌కు తక్కువ చెల్లించారు: ₹220 తేడా (₹420 బిల్లులో ₹200 చెల్లించారు). అయినా వెరిఫై చేయాలంటే {"paymentStatus": "verified", "confirmUnderpaid": true} పంపండి.',
    );
    expect(localizeMessage("Delivers to 520001 in 3–5 days, ₹60. Free delivery on orders of ₹499 or more", "te")).toBe(
      "520001 కి 3–5 రోజుల్లో డెలివరీ, ₹60. ₹499 లేదా అంతకంటే ఎక్కువ ఆర్డర్లకు డెలివరీ ఉచితం",
    );
  });

  it("leaves English as it is, and a message it does not know in English", () => {
    expect(localizeMessage("Pincode is required", "en")).toBe("Pincode is required");
    expect(localizeMessage("Something nobody wrote", "te")).toBe("Something nobody wrote");
  });
});
