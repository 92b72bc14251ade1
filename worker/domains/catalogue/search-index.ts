/**
 * The product search index (issue 30 part 6): an FTS5 table of every live product's searchable text, and the SQL of
 * the triggers that keep it in step with the catalogue.
 *
 * Why triggers, not a rebuild in the product save's batch: a product's text comes from four tables (its name,
 * description and declarations; its category's name; its packs' labels), written by products.ts, categories.ts,
 * the seed script and migrations alike. A trigger on each of them re-writes the product's row in the same statement
 * as the write, so no write path can leave the index stale (the catalogue version's rule, ./catalogue-version.ts).
 * The index holds the catalogue's own words only: synonyms and transliterations are applied to the query
 * (./search.ts, ./data/search-synonyms.ts), so extending the table needs no re-index.
 *
 * The tokenizer is trigram (SQLite 3.34+, in workerd's SQLite): any 3+ character substring matches, as the shop's
 * old name filter did, Telugu included (trigrams are of code points, not of "words" unicode61 would cut at every
 * vowel sign); case folded and Latin diacritics removed by the tokenizer itself. This file is the triggers' one
 * definition: tests/catalogue/search.test.ts fails when the migrated database's triggers differ from what it renders.
 *
 * Imports carry their .ts extension (none today): Node scripts may load this file without a bundler.
 */

/** The FTS5 table: the product's id (not indexed), its name (ranked above the rest) and the rest of its text. */
export const SEARCH_TABLE = "product_search";

/** The tables FTS5 keeps beside the index (SQLite's own layout for a table with content). */
export const SEARCH_SHADOW_TABLES = ["content", "data", "docsize", "config", "idx"].map((suffix) => `${SEARCH_TABLE}_${suffix}`);

export const SEARCH_TABLE_SQL = `CREATE VIRTUAL TABLE \`${SEARCH_TABLE}\` USING fts5(product_id UNINDEXED, name, body, tokenize = 'trigram remove_diacritics 1')`;

/** Punctuation stored as spaces, so that a word's start is always a space: "(Palli Nune)" is " palli nune ". */
const PUNCTUATION = ["(", ")", ",", ".", "-", "/", ":", ";", "&", "!", "?", "'", '"', "char(10)", "char(13)", "char(9)"];

/**
 * A text with a space before every word (and after the last): ./search.ts looks for a short synonym ("oil", "til")
 * at a word's start only (" oil"), since as a bare trigram substring it would match "boiled" or "lentils".
 */
function spaced(expression: string): string {
  const literal = (mark: string) => (mark.startsWith("char(") ? mark : `'${mark.replaceAll("'", "''")}'`);
  return `' ' || ${PUNCTUATION.reduce((text, mark) => `replace(${text}, ${literal(mark)}, ' ')`, expression)} || ' '`;
}

/**
 * The index rows of the live products `where` picks (an SQL condition on `p`, the products row): the name, then
 * the category's name, description, generic name, ingredients and live packs' labels.
 */
export function searchRowsSql(where: string): string {
  const body = `c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')`;
  return `INSERT INTO \`${SEARCH_TABLE}\` (product_id, name, body)
  SELECT p.id, ${spaced("p.name")}, ${spaced(`(${body})`)}
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE ${where} AND p.deleted_at IS NULL`;
}

type SearchTrigger = { name: string; table: string; sql: string };

const trigger = (name: string, event: string, table: string, body: string[]): SearchTrigger => ({
  name,
  table,
  sql: `CREATE TRIGGER \`${name}\` AFTER ${event} ON \`${table}\` BEGIN
  ${body.join(";\n  ")};
END`,
});

const forget = (productId: string) => `DELETE FROM \`${SEARCH_TABLE}\` WHERE product_id = ${productId}`;

/**
 * Every trigger of the index. Updates fire only on the columns the text reads: a pack's stock changes with every
 * order, and must not re-index its product.
 */
export function searchTriggers(): SearchTrigger[] {
  return [
    trigger("product_search_products_insert", "INSERT", "products", [searchRowsSql("p.id = new.id")]),
    trigger("product_search_products_update", "UPDATE OF name, description, category_id, generic_name, ingredients, deleted_at", "products", [
      forget("old.id"),
      searchRowsSql("p.id = new.id"),
    ]),
    trigger("product_search_products_delete", "DELETE", "products", [forget("old.id")]),
    trigger("product_search_packs_insert", "INSERT", "product_variants", [forget("new.product_id"), searchRowsSql("p.id = new.product_id")]),
    trigger("product_search_packs_update", "UPDATE OF label, product_id, deleted_at", "product_variants", [
      forget("old.product_id"),
      forget("new.product_id"),
      searchRowsSql("p.id IN (old.product_id, new.product_id)"),
    ]),
    trigger("product_search_packs_delete", "DELETE", "product_variants", [forget("old.product_id"), searchRowsSql("p.id = old.product_id")]),
    trigger("product_search_categories_update", "UPDATE OF name", "categories", [
      `DELETE FROM \`${SEARCH_TABLE}\` WHERE product_id IN (SELECT id FROM products WHERE category_id = new.id)`,
      searchRowsSql("p.category_id = new.id"),
    ]),
  ];
}

/** The migration that creates the index: the table, every live product's row, the triggers. */
export function searchMigrationSql(): string {
  return [SEARCH_TABLE_SQL, searchRowsSql("1 = 1"), ...searchTriggers().map((t) => t.sql)].join(";\n--> statement-breakpoint\n") + ";\n";
}
