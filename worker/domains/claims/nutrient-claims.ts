/**
 * Nutrient claims (issue 33): a product text that says "rich in iron", "source of vitamin C", "low fat", "sugar free"
 * or "no added sugar" makes a claim the FSS (Advertising and Claims) Regulations 2018 allow only when the food meets
 * Schedule I's threshold, read from its nutrition panel. So a save is refused, like a health claim (./screening.ts),
 * when the product has no panel, when its panel has no row for the nutrient, or when the amount misses the threshold;
 * the 400 names the field, the phrase and the rule. The thresholds are data (./data/nutrient-claims.ts); this file
 * finds the claims (English, and the common Telugu wordings) and compares.
 */
import { nutrientAmount, type KnownNutrientKey, type NutritionFacts } from "../catalogue/shared/nutrition";
import { badRequest } from "../../lib/errors";
import { foldString } from "./normalise";
import {
  CLAIM_RULES,
  NRV,
  PANEL_FIELDS,
  QUALIFIERS,
  SUBJECT_WORDS,
  SUBJECTS,
  TELUGU_CLAIM_WORDS,
  TELUGU_SUBJECT_WORDS,
  type ClaimKind,
  type ClaimRule,
  type ClaimSubject,
} from "./data/nutrient-claims";
import type { LabelledTexts } from "./screening";

/** One claim found in a text: the words as written (folded), what kind of claim, about which nutrient. */
export type NutrientClaim = { phrase: string; kind: ClaimKind; subject: ClaimSubject };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[\\s-]+");
const byLength = (words: string[]) => [...words].sort((a, b) => b.length - a.length);

const SUBJECT_OF = new Map<string, ClaimSubject>(
  (Object.entries(SUBJECT_WORDS) as [ClaimSubject, string[]][]).flatMap(([subject, words]) => words.map((word) => [word.replace(/[\s-]+/g, " "), subject] as const)),
);
const NUTRIENT = `(?:${byLength([...SUBJECT_OF.keys()]).map(escape).join("|")})`;
const QUALIFIED = `(?:(?:${QUALIFIERS.map(escape).join("|")})\\s+)?${NUTRIENT}`;
/**
 * "iron and calcium", "iron, calcium and zinc": a list of nutrients, each maybe qualified; commas only before a closing
 * "and", and never taking in a nutrient that starts a claim of its own ("low fat, sugar free").
 */
const ITEM = `${QUALIFIED}(?![\\s-]*(?:free|rich)(?![a-z]))`;
const LIST = `${ITEM}(?:(?:\\s*,\\s*${ITEM})*\\s*,?\\s*(?:\\band\\b|&)\\s*${ITEM})?`;
const END = "(?![a-z])";

/** English wordings, each giving the kind of claim for every nutrient of its list (or its one nutrient). */
const ENGLISH_PATTERNS: { pattern: RegExp; kind: ClaimKind }[] = [
  { pattern: new RegExp(`\\bno[\\s-]+added[\\s-]+sugars?${END}|\\bno[\\s-]+sugar[\\s-]+added${END}|\\bwithout[\\s-]+added[\\s-]+sugars?${END}`, "g"), kind: "noAddedSugar" },
  { pattern: new RegExp(`\\b(?:rich|high|very high)[\\s-]+in[\\s-]+${LIST}${END}`, "g"), kind: "high" },
  { pattern: new RegExp(`\\b(?:rich|excellent|great)[\\s-]+source[\\s-]+of[\\s-]+${LIST}${END}`, "g"), kind: "high" },
  { pattern: new RegExp(`\\bhigh[\\s-]+${LIST}${END}`, "g"), kind: "high" },
  { pattern: new RegExp(`\\b${NUTRIENT}[\\s-]+rich${END}`, "g"), kind: "high" },
  { pattern: new RegExp(`\\bsource[\\s-]+of[\\s-]+${LIST}${END}`, "g"), kind: "source" },
  { pattern: new RegExp(`\\bvery[\\s-]+low[\\s-]+(?:in[\\s-]+)?${LIST}${END}`, "g"), kind: "veryLow" },
  { pattern: new RegExp(`\\blow[\\s-]+(?:in[\\s-]+)?${LIST}${END}`, "g"), kind: "low" },
  { pattern: new RegExp(`\\b${NUTRIENT}[\\s-]*free${END}`, "g"), kind: "free" },
  { pattern: new RegExp(`\\bfree[\\s-]+(?:from|of)[\\s-]+${LIST}${END}`, "g"), kind: "free" },
  { pattern: new RegExp(`\\bzero[\\s-]+${LIST}${END}`, "g"), kind: "free" },
];
const NUTRIENT_IN_LIST = new RegExp(`(?<![a-z])${NUTRIENT}(?![a-z])`, "g");

/** The nutrients a matched phrase names (a "rich source of X" is not also a "source of X": overlaps are dropped). */
function subjectsIn(phrase: string): ClaimSubject[] {
  return [...phrase.matchAll(NUTRIENT_IN_LIST)].flatMap((match) => {
    const subject = SUBJECT_OF.get(match[0].replace(/[\s-]+/g, " "));
    return subject ? [subject] : [];
  });
}

function englishClaims(text: string): NutrientClaim[] {
  const taken: [number, number][] = [];
  const claims: NutrientClaim[] = [];
  for (const { pattern, kind } of ENGLISH_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      const phrase = match[0].trim();
      const subjects: ClaimSubject[] = kind === "noAddedSugar" ? ["sugar"] : subjectsIn(phrase);
      for (const subject of new Set(subjects)) claims.push({ phrase, kind, subject });
    }
  }
  return claims;
}

const TELUGU_SUBJECTS = (Object.entries(TELUGU_SUBJECT_WORDS) as [ClaimSubject, string[]][]).flatMap(([subject, words]) => words.map((word) => ({ word: word.toLowerCase(), subject })));
const TELUGU_NUTRIENT = `(?:${byLength(TELUGU_SUBJECTS.map((entry) => entry.word)).map(escape).join("|")})`;
const TELUGU_CLAIM = new RegExp(
  `${TELUGU_NUTRIENT}(?:\\s*(?:,|మరియు|&)\\s*${TELUGU_NUTRIENT})*[^\\s.;:,]*(?:\\s+[^\\s.;:,]+){0,2}?\\s+(${TELUGU_CLAIM_WORDS.flatMap((entry) => entry.words).join("|")})`,
  "g",
);

/** Telugu wordings: nutrients, then (within two words) a claim word: "కాల్షియం, పీచు ఎక్కువ", "విటమిన్ C సహజంగా దొరుకుతుంది". */
function teluguClaims(text: string): NutrientClaim[] {
  return [...text.matchAll(TELUGU_CLAIM)].flatMap((match) => {
    const kind = TELUGU_CLAIM_WORDS.find((entry) => entry.words.some((word) => match[1].startsWith(word)))!.kind;
    const subjects = new Set(TELUGU_SUBJECTS.filter((entry) => match[0].includes(entry.word)).map((entry) => entry.subject));
    return [...subjects].map((subject) => ({ phrase: match[0].trim(), kind, subject }));
  });
}

/** Every nutrient claim in `text` (folded as the health-claim check folds it, so disguises do not hide one). */
export function findNutrientClaims(text: string): NutrientClaim[] {
  const folded = foldString(text).toLowerCase();
  return [...englishClaims(folded), ...teluguClaims(folded)];
}

/** The rule a claim is held to; null for a claim Schedule I does not define ("source of fat"), which is left alone. */
function ruleOf(claim: NutrientClaim): ClaimRule | null {
  const kind = claim.kind === "noAddedSugar" ? null : claim.kind;
  return CLAIM_RULES.find((rule) => rule.subject === claim.subject && rule.kind === kind) ?? null;
}

/** The panel's amount of a subject per 100 g / 100 ml in its unit, or null when the panel has no row for it. */
function amountOf(facts: NutritionFacts, subject: ClaimSubject): number | null {
  const field = PANEL_FIELDS[subject];
  if (field) return facts[field];
  return nutrientAmount(facts, subject as KnownNutrientKey);
}

const BASIS_TEXT = { "100g": "100 g", "100ml": "100 ml" } as const;
const KIND_TEXT: Record<ClaimKind, string> = { source: "source", high: "high", low: "low", veryLow: "very low", free: "free from", noAddedSugar: "no added sugar" };
const round = (value: number) => Math.round(value * 100) / 100;

/** Why one claim fails against `facts` (null: the panel bears it out). */
export function nutrientClaimProblem(field: string, claim: NutrientClaim, facts: NutritionFacts | null): string | null {
  if (claim.kind === "noAddedSugar") {
    if (!facts) return nutrientClaimMessage({ field, claim, problem: "noPanel" });
    return facts.addedSugarsG > 0 ? nutrientClaimMessage({ field, claim, problem: "addedSugar", given: `${facts.addedSugarsG} g` }) : null;
  }
  const rule = ruleOf(claim);
  if (!rule) return null;
  if (!facts) return nutrientClaimMessage({ field, claim, problem: "noPanel" });
  const amount = amountOf(facts, claim.subject);
  const { name, unit } = SUBJECTS[claim.subject];
  if (amount === null) return nutrientClaimMessage({ field, claim, problem: "noRow", nutrient: name });
  const liquid = facts.basis === "100ml";
  const threshold = liquid ? rule.liquids : rule.solids;
  const basis = BASIS_TEXT[facts.basis];
  const kind = KIND_TEXT[claim.kind];
  if (rule.measure === "percentEnergy") {
    const share = facts.energyKcal > 0 ? (400 * amount) / facts.energyKcal : 0;
    if (share >= threshold - 1e-6) return null;
    return nutrientClaimMessage({ field, claim, problem: "energyShare", kind, threshold: `${threshold}`, nutrient: name, given: `${round(share)}` });
  }
  const needed = rule.measure === "percentNrv" ? (threshold * (NRV[claim.subject] ?? 0)) / 100 : threshold;
  // Compared to a millionth of the unit, so 30 % of 19 mg (5.7000000000000002 in floating point) is met by 5.7 mg.
  const slack = 1e-6;
  const met = rule.bound === "min" ? amount >= needed - slack : rule.strict ? amount < needed - slack : amount <= needed + slack;
  if (met) return null;
  const given = `${round(amount)} ${unit}`;
  const limit = `${round(needed)} ${unit}`;
  if (rule.measure === "percentNrv") return nutrientClaimMessage({ field, claim, problem: "nrv", kind, threshold: `${threshold}`, nutrient: name, limit, basis, given });
  return nutrientClaimMessage({ field, claim, problem: rule.bound === "min" ? "atLeast" : rule.strict ? "below" : "atMost", kind, nutrient: name, limit, basis, given });
}

type Problem = {
  field: string;
  claim: NutrientClaim;
  problem: "noPanel" | "noRow" | "addedSugar" | "energyShare" | "nrv" | "atLeast" | "atMost" | "below";
  kind?: string;
  threshold?: string;
  nutrient?: string;
  limit?: string;
  basis?: string;
  given?: string;
};

type ProblemKind = Problem["problem"];

/** The refusal of one claim, in words the admin can act on (each template has its Telugu in the server catalogue). */
function nutrientClaimMessage({ field, claim, problem, kind, threshold, nutrient, limit, basis, given }: Problem): string {
  const says = `${field} says "${claim.phrase}"`;
  const texts: Record<ProblemKind, () => string> = {
    noPanel: () => `${says}: a nutrient claim needs the product's nutrition information (nutrition); add the panel or change the text`,
    noRow: () => `${says}: the nutrition information has no row for ${nutrient}; add it under further nutrients or change the text`,
    addedSugar: () => `${says}: the nutrition information gives ${given} of added sugars, and the claim needs none`,
    energyShare: () => `${says}: a "${kind}" claim needs at least ${threshold} % of the energy from ${nutrient}; the nutrition information gives ${given} %`,
    nrv: () => `${says}: a "${kind}" claim needs at least ${threshold} % of the NRV of ${nutrient} (${limit}) per ${basis}; the nutrition information gives ${given}`,
    atLeast: () => `${says}: a "${kind}" claim needs at least ${limit} of ${nutrient} per ${basis}; the nutrition information gives ${given}`,
    atMost: () => `${says}: a "${kind}" claim allows at most ${limit} of ${nutrient} per ${basis}; the nutrition information gives ${given}`,
    below: () => `${says}: a "${kind}" claim needs less than ${limit} of ${nutrient} per ${basis}; the nutrition information gives ${given}`,
  };
  return texts[problem]();
}

/** Every failing nutrient claim of the texts, one message each (the same phrase in one field once per nutrient). */
export function nutrientClaimProblems(texts: LabelledTexts, facts: NutritionFacts | null): string[] {
  return Object.entries(texts).flatMap(([field, text]) =>
    text ? findNutrientClaims(text).flatMap((claim) => nutrientClaimProblem(field, claim, facts) ?? []) : [],
  );
}

/** Refuses a save whose texts make a nutrient claim its panel does not bear out: a 400 with the first problem. */
export function assertNutrientClaims(texts: LabelledTexts, facts: NutritionFacts | null): void {
  const [first] = nutrientClaimProblems(texts, facts);
  if (first) throw badRequest(first);
}
