/**
 * Product search (issue 30 part 6): what a customer types (Telugu script, transliterated Telugu, English, a
 * misspelling) becomes one query over every live product's search text (product_search, kept by the triggers of
 * ./search-index.ts), answered best first in one statement, products read as every product list reads them
 * (./queries.ts).
 *
 * The query is normalised (NFKC, lower case, Latin diacritics folded, Telugu kept as Telugu, punctuation to spaces),
 * cut into words, and each word (or run of words, "finger millet") found in the shop's synonym table
 * (./data/search-synonyms.ts) searches for its whole group; a word of four or more letters that is no member but is
 * one edit (two from eight letters) from one also searches for that member's group: "grondnut" finds groundnut.
 * Every word must match (AND), any member of its group will do (OR); products whose name matches come first.
 */
import { and, asc, desc, eq, isNull, sql, type AnyColumn } from "drizzle-orm";
import type { ViewContext } from "../../http/context";
import type { Principal } from "../accounts/shared/user";
import { SEARCH_SYNONYMS } from "./data/search-synonyms";
import { productRecordOf, selectProductRows, type ProductRecord } from "./queries";
import type { ProductSearchQuery } from "./shared/schemas";
import { products, productSearch } from "./tables";

/** At most this many products answer a search. */
export const SEARCH_LIMIT = 50;

/** A text as queries and synonyms are compared: NFKC, lower case, Latin diacritics off, words split by one space. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim();
}

const GROUPS: string[][] = SEARCH_SYNONYMS.map((group) => [...new Set(group.map(normaliseSearchText).filter(Boolean))]);

/** Every member (one or more words) to the groups it belongs to. */
const GROUPS_OF = new Map<string, number[]>();
GROUPS.forEach((group, index) => group.forEach((member) => GROUPS_OF.set(member, [...(GROUPS_OF.get(member) ?? []), index])));
const LONGEST_MEMBER = Math.max(...[...GROUPS_OF.keys()].map((member) => member.split(" ").length));
const ONE_WORD_MEMBERS = [...GROUPS_OF.keys()].filter((member) => !member.includes(" "));

/** Edit distance (insert, delete, substitute, swap two neighbours), given up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[x.length][y.length];
}

/** How many edits a word may be from a member and still count as it: none under four letters, two from eight. */
const allowedEdits = (word: string) => ([...word].length >= 8 ? 2 : [...word].length >= 4 ? 1 : 0);

/** One word (or run of words) of the query: the alternatives any of which must match. */
type Concept = { typed: string; alternatives: string[] };

function conceptOf(typed: string, groupIndexes: number[]): Concept {
  return { typed, alternatives: [typed, ...groupIndexes.flatMap((index) => GROUPS[index])] };
}

/** The query's concepts, in order: synonym runs (longest first), near misses, then words as typed. */
export function searchConcepts(query: string): Concept[] {
  const words = normaliseSearchText(query).split(" ").filter(Boolean);
  const concepts: Concept[] = [];
  for (let start = 0; start < words.length; ) {
    let matched = 0;
    for (let size = Math.min(LONGEST_MEMBER, words.length - start); size > 0 && !matched; size--) {
      const run = words.slice(start, start + size).join(" ");
      const groups = GROUPS_OF.get(run);
      if (groups) {
        concepts.push(conceptOf(run, groups));
        matched = size;
      }
    }
    if (!matched) {
      const word = words[start];
      const edits = allowedEdits(word);
      const near = edits ? ONE_WORD_MEMBERS.filter((member) => editDistance(word, member, edits) <= edits) : [];
      concepts.push(conceptOf(word, [...new Set(near.flatMap((member) => GROUPS_OF.get(member) ?? []))]));
      matched = 1;
    }
    start += matched;
  }
  return concepts;
}

/**
 * The query as the statement reads it: for each concept, the texts any of which must be in the product's text.
 * Words of one letter are left out. What the customer typed is a substring anywhere ("nut" finds groundnut, as the
 * old name filter did); a synonym of three letters or fewer ("oil", "til") must start a word (the text has a space
 * before every word: ./search-index.ts), or it would find "boiled" and "lentils". A concept is a phrase: "wood
 * pressed" finds "Wood-Pressed".
 */
export function searchTerms(query: string): string[][] {
  return searchConcepts(query).flatMap(({ typed, alternatives }) => {
    const terms = [...new Set(alternatives)]
      .filter((alternative) => [...alternative].length >= 2)
      .map((alternative) => (alternative !== typed && [...alternative.split(" ")[0]].length <= 3 ? ` ${alternative}` : alternative));
    return terms.length ? [[...new Set(terms)]] : [];
  });
}

/** Whether any of a concept's terms (`c`, a json_each row) is in a text column. */
const conceptIn = (column: AnyColumn) => sql`exists (select 1 from json_each(c.value) t where instr(${column}, t.value) > 0)`;

/**
 * The statement's parts for a search: the condition every concept must meet (in the product's name or text, over
 * product_search, which the query must join) and the score (a concept found in the name counts ten, in the rest
 * one). `fallbackToText`: a query with no searchable words ("p", typed as the first letter) matches as a substring,
 * as the shop's name filter always did, instead of nothing. Null: nothing to search for.
 */
export function searchMatch(query: string, { fallbackToText = false } = {}) {
  let terms = searchTerms(query);
  const text = normaliseSearchText(query);
  if (terms.length === 0 && fallbackToText && text) terms = [[text]];
  if (terms.length === 0) return null;
  const concepts = JSON.stringify(terms);
  const everyConcept = sql`not exists (select 1 from json_each(${concepts}) c where not (${conceptIn(productSearch.name)} or ${conceptIn(productSearch.body)}))`;
  const score = sql`(select sum(case when ${conceptIn(productSearch.name)} then 10 else 1 end) from json_each(${concepts}) c)`;
  return { where: everyConcept, orderBy: [desc(score), asc(sql`length(${productSearch.name})`), asc(products.id)] };
}

/**
 * Live products matching the search, best first, at most SEARCH_LIMIT, in one statement: every concept must be in
 * the product's name or text; a concept found in the name counts ten, in the rest one; ties go to the shorter name
 * (the closer match), then the older product. Ranking ignores `lang` (every language's words, the Telugu texts
 * included, are searched alike; the API answers the records in it). The terms travel as one JSON parameter.
 */
export async function searchProducts(ctx: Pick<ViewContext, "db">, _actor: Principal | null, input: ProductSearchQuery): Promise<ProductRecord[]> {
  const match = searchMatch(input.q);
  if (!match) return [];
  const rows = await selectProductRows(ctx.db)
    .innerJoin(productSearch, eq(productSearch.productId, products.id))
    .where(and(isNull(products.deletedAt), match.where))
    .orderBy(...match.orderBy)
    .limit(SEARCH_LIMIT);
  return rows.map(productRecordOf);
}
