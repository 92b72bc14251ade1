/**
 * Product search (issue 30 part 6): what a customer types (Telugu script, transliterated Telugu, English, a
 * misspelling) becomes one FTS5 query over the search index (./search-index.ts), answered best first in one
 * statement, products read as every product list reads them (./queries.ts).
 *
 * The query is normalised (NFKC, lower case, Latin diacritics folded, Telugu kept as Telugu, punctuation to spaces),
 * cut into words, and each word (or run of words, "finger millet") found in the shop's synonym table
 * (./data/search-synonyms.ts) searches for its whole group; a word of four or more letters that is no member but is
 * one edit (two from eight letters) from one also searches for that member's group: "grondnut" finds groundnut.
 * Every word must match (AND), any member of its group will do (OR). Ranked by bm25 with the name weighted ten
 * times the rest of the text, so products named after the search come first.
 */
import { and, asc, isNull, sql } from "drizzle-orm";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ViewContext } from "../../http/context";
import type { Principal } from "../accounts/shared/user";
import { SEARCH_SYNONYMS } from "./data/search-synonyms";
import { productRecordOf, selectProductRows, type ProductRecord } from "./queries";
import { SEARCH_TABLE } from "./search-index";
import type { ProductSearchQuery } from "./shared/schemas";
import { products } from "./tables";

/** At most this many products answer a search. */
export const SEARCH_LIMIT = 50;

/** The FTS5 table as Drizzle joins it (created by migration 0022, not by drizzle-kit: it cannot express FTS5). */
const productSearch = sqliteTable(SEARCH_TABLE, { productId: text("product_id").notNull() });

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

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * The FTS5 expression of the query, or null when nothing in it can match. Trigrams need three letters: shorter
 * words are left out. What the customer typed is a substring anywhere ("nut" finds groundnut, as the old name
 * filter did); a synonym of three letters ("oil", "til") only starts a word (the index stores a space before
 * every word: ./search-index.ts), or it would find "boiled" and "lentils".
 */
export function searchExpression(query: string): string | null {
  const parts = searchConcepts(query).flatMap(({ typed, alternatives }) => {
    const usable = [...new Set(alternatives)].filter((alternative) => alternative.split(" ").every((word) => [...word].length >= 3));
    const term = (alternative: string) =>
      alternative
        .split(" ")
        .map((word) => (alternative !== typed && [...word].length === 3 ? quoted(` ${word}`) : quoted(word)))
        .join(" AND ");
    return usable.length ? [`(${usable.map(term).join(" OR ")})`] : [];
  });
  return parts.length ? parts.join(" AND ") : null;
}

/**
 * Live products matching the search, best first, at most SEARCH_LIMIT: one statement. `lang` is accepted for the
 * day results are shown per language; ranking ignores it (every language's words are in the one index).
 */
export async function searchProducts(ctx: Pick<ViewContext, "db">, _actor: Principal | null, input: ProductSearchQuery): Promise<ProductRecord[]> {
  const expression = searchExpression(input.q);
  if (!expression) return [];
  const rows = await selectProductRows(ctx.db)
    .innerJoin(productSearch, sql`${productSearch.productId} = ${products.id}`)
    .where(and(sql`${sql.identifier(SEARCH_TABLE)} match ${expression}`, isNull(products.deletedAt)))
    .orderBy(sql`bm25(${sql.identifier(SEARCH_TABLE)}, 0.0, 10.0, 1.0)`, asc(products.id))
    .limit(SEARCH_LIMIT);
  return rows.map(productRecordOf);
}
