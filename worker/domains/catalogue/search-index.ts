/**
 * The product search's text (issue 30 part 6): the SQL of the triggers that keep `product_search` (./tables.ts) in
 * step with the catalogue, one row per live product.
 *
 * Why triggers, not a rebuild in the product save's batch: a product's text comes from three tables (its name,
 * description and declarations; its category's name; its packs' labels), written by products.ts, categories.ts, the
 * seed script and migrations alike. A trigger on each re-writes the product's row in the same statement as the
 * write, so no write path can leave the search stale (the catalogue version's rule, ./catalogue-version.ts). The
 * text holds the catalogue's own words only: synonyms and transliterations are applied to the query (./search.ts,
 * ./data/search-synonyms.ts), so extending them needs no rebuild.
 *
 * Issue 30 part 2 added the Telugu texts (the rows' `te` columns), so "పల్లి నూనె" finds a product by its Telugu name.
 *
 * The text is lower-cased (ASCII: SQLite's lower(); Telugu has no case), punctuation becomes spaces and every word
 * gets a space before it (runs of spaces made one), so a search can ask for a word's start (" oil", not "boiled")
 * or a phrase ("wood pressed" in "Wood-Pressed"). Not FTS5: `wrangler d1 export` refuses any database holding a
 * virtual table, and a shop's few hundred products scan in well under a millisecond.
 *
 * This file is the triggers' one definition: tests/catalogue/search.test.ts fails when the migrated database's
 * triggers differ from what it renders; `npm run db:triggers -- search` prints them. Imports carry their .ts
 * extension (none today): Node scripts load this file without a bundler.
 */

export const SEARCH_TABLE = "product_search";

/** Punctuation stored as spaces. */
const PUNCTUATION = ["(", ")", ",", ".", "-", "/", ":", ";", "&", "!", "?", "'", '"', "char(10)", "char(13)", "char(9)"];

const literal = (mark: string) => (mark.startsWith("char(") ? mark : `'${mark.replaceAll("'", "''")}'`);

/** An SQL text expression as the search reads it: lower case, punctuation as spaces, one space before every word. */
function searchText(expression: string): string {
  const spaced = PUNCTUATION.reduce((text, mark) => `replace(${text}, ${literal(mark)}, ' ')`, `lower(${expression})`);
  // Three halvings make runs of up to eight spaces one.
  const single = [1, 2, 3].reduce((text) => `replace(${text}, '  ', ' ')`, `' ' || ${spaced} || ' '`);
  return single;
}

/** A row's Telugu text of one field (its `te` JSON column, issue 30 part 2), or '' when it has none. */
const telugu = (row: string, field: string) => `coalesce(json_extract(${row}.te, '$.${field}'), '')`;

/**
 * The search rows of the live products `where` picks (an SQL condition on `p`, the products row): the name in
 * English and Telugu, then the category's name, description, generic name, ingredients (each in both languages) and
 * live packs' labels.
 */
export function searchRowsSql(where: string): string {
  const name = `p.name || ' ' || ${telugu("p", "name")}`;
  const body = `c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    ${telugu("c", "name")} || ' ' || ${telugu("p", "description")} || ' ' || ${telugu("p", "genericName")} || ' ' || ${telugu("p", "ingredients")} || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), '')`;
  return `INSERT INTO \`${SEARCH_TABLE}\` (product_id, name, body)
  SELECT p.id, ${searchText(name)}, ${searchText(`(${body})`)}
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

const forget = (productIds: string) => `DELETE FROM \`${SEARCH_TABLE}\` WHERE product_id IN (${productIds})`;

/**
 * Every trigger of the search text. Updates fire only on the columns the text reads: a pack's stock changes with
 * every order, and must not re-write its product's text.
 */
export function searchTriggers(): SearchTrigger[] {
  return [
    trigger("product_search_products_insert", "INSERT", "products", [searchRowsSql("p.id = new.id")]),
    trigger("product_search_products_update", "UPDATE OF name, description, category_id, generic_name, ingredients, te, deleted_at", "products", [
      forget("old.id, new.id"),
      searchRowsSql("p.id = new.id"),
    ]),
    trigger("product_search_products_delete", "DELETE", "products", [forget("old.id")]),
    trigger("product_search_packs_insert", "INSERT", "product_variants", [forget("new.product_id"), searchRowsSql("p.id = new.product_id")]),
    trigger("product_search_packs_update", "UPDATE OF label, product_id, deleted_at", "product_variants", [
      forget("old.product_id, new.product_id"),
      searchRowsSql("p.id IN (old.product_id, new.product_id)"),
    ]),
    trigger("product_search_packs_delete", "DELETE", "product_variants", [forget("old.product_id"), searchRowsSql("p.id = old.product_id")]),
    trigger("product_search_categories_update", "UPDATE OF name, te", "categories", [
      forget("SELECT id FROM products WHERE category_id = new.id"),
      searchRowsSql("p.category_id = new.id"),
    ]),
  ];
}

/** What the migration adds after the table: every live product's row, then the triggers. */
export function searchMigrationSql(): string {
  return [searchRowsSql("1 = 1"), ...searchTriggers().map((t) => t.sql)].join(";\n--> statement-breakpoint\n") + ";\n";
}
