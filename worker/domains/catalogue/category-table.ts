/**
 * The categories table, on its own because two domains' tables need it: the catalogue's products and the content
 * domain's articles (blobs) both belong to a category, and a product links to an article. With categories inside
 * catalogue/tables.ts, that file and content/tables.ts would import each other (an import cycle the lint's madge
 * check refuses). The catalogue owns it and re-exports it from ./tables.ts: import it from there everywhere else.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { sql } from "drizzle-orm";
import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { CategoryTe } from "./shared/telugu.ts";

export const categories = sqliteTable(
  "categories",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** lower(trim(name)): live category names are unique case-insensitively. */
    nameKey: text("name_key").notNull(),
    /** The name in Telugu (issue 30; ./shared/telugu.ts): {} until the admin writes one, and the pages show the English. */
    te: text("te", { mode: "json" }).$type<CategoryTe>().notNull().default(sql`'{}'`),
    /** Soft delete: products of a deleted category stay resolvable for past orders. */
    deletedAt: text("deleted_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("categories_name_key_unique").on(t.nameKey).where(sql`${t.deletedAt} is null`)],
);
