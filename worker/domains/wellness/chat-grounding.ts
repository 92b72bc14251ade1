/**
 * Keeps a language model's wellness answers to our own protocol notes (chat.ts uses it when a model is configured):
 * - the prompt: the server's instruction, then the protocols of our data matched to the question as the only source
 *   material, then the question;
 * - the answer is shown only when it makes no health claim (worker/domains/claims/shared.ts, the check every admin text
 *   passes), names no product of the shop and links nowhere; otherwise the embedded composer answers instead.
 * Framework-free and without I/O: chat.ts reads the product names and calls the model.
 */
import { findHealthClaims } from "../claims/shared";

export const SYSTEM_INSTRUCTION =
  "You are the wellness assistant of a small Indian natural-food shop. Answer only from the source material in the " +
  "user's message: our notes of traditional dietary practice (millets with durations, leaf decoctions, oils, juices " +
  "and daily practices). Do not add foods, herbs, practices or facts that the source material does not contain; if " +
  "it does not answer the question, say so. Never diagnose, never name or dose medicines, never say that a food " +
  "cures, treats, heals, reverses or prevents a disease, and never suggest stopping prescribed treatment. Never name " +
  "a brand, a shop or a product for sale, and never give links. For urgent or serious symptoms, tell the person to " +
  "see a doctor at once. Format: a line ending with a colon is a heading, a line starting with '* ' is a list item, " +
  "**text** is bold.";

const SOURCE_HEADING = "Source material (our protocol notes):";
const QUESTION_HEADING = "Question:";

export type ChatMessage = { role: "system" | "user"; content: string };

/** What a model is sent: the fixed instruction, then the matched protocols and the question, nothing else. */
export function groundedMessages(question: string, source: string): ChatMessage[] {
  return [
    { role: "system", content: SYSTEM_INSTRUCTION },
    { role: "user", content: `${SOURCE_HEADING}\n${source}\n\n${QUESTION_HEADING} ${question}` },
  ];
}

/** Why a model's answer is not shown, for the log. */
export type AnswerProblem = { reason: "health claim" | "product name" | "link"; detail: string };

/** Words that do not tell one product from another: "Millet and Dry Fruit Laddu" is told by millet, dry, fruit, laddu. */
const NAME_FILLER = new Set(["and", "with", "the", "for", "from", "pack", "packs", "combo"]);

function wordsOf(text: string): string[] {
  return text.toLowerCase().normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words that make a product's name its own: three letters or more, not a number, not a filler word. */
function significantWords(name: string): string[] {
  return [...new Set(wordsOf(name).filter((word) => word.length >= 3 && !/^\d+$/.test(word) && !NAME_FILLER.has(word)))];
}

/** A text's sentences and lines, each as the set of its words. */
function sentencesOf(text: string): Set<string>[] {
  return text.split(/[.!?;\n]+/).map((sentence) => new Set(wordsOf(sentence)));
}

/** Whether one sentence holds every word of a name, in any order and case ("Gingelly oil, wood-pressed"). */
function mentions(sentences: Set<string>[], words: string[]): boolean {
  return words.length > 0 && sentences.some((sentence) => words.every((word) => sentence.has(word)));
}

/**
 * The shop's products an answer names: every significant word of the product's name in one sentence of the answer.
 * A name the source material itself holds is not counted: our protocols name foods the shop also sells under the
 * same words ("Foxtail millet (Korralu)"), and repeating the source is what the model is asked to do. What is
 * refused is a product the model brought in from outside the source.
 */
export function namedProducts(answer: string, source: string, productNames: string[]): string[] {
  const inAnswer = sentencesOf(answer);
  const inSource = sentencesOf(source);
  return productNames.filter((name) => {
    const words = significantWords(name);
    return mentions(inAnswer, words) && !mentions(inSource, words);
  });
}

/** A web address or one of our product pages: the source has none, and the assistant never links to products. */
const LINK = /https?:\/\/|\bwww\.|\/products\//i;

/** Why a model's answer may not be shown, or null when it may. */
export function answerProblem(answer: string, source: string, productNames: string[]): AnswerProblem | null {
  const claims = findHealthClaims(answer);
  if (claims.length > 0) return { reason: "health claim", detail: claims.map((claim) => claim.phrase).join("; ") };
  const products = namedProducts(answer, source, productNames);
  if (products.length > 0) return { reason: "product name", detail: products.join("; ") };
  const link = LINK.exec(answer);
  if (link) return { reason: "link", detail: link[0] };
  return null;
}
