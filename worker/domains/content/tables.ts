/**
 * The content domain's tables: articles (blobs), the home page's banners and the promotions. An article belongs to
 * a catalogue category (imported from catalogue/category-table.ts, not ./tables.ts: see there why).
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { relations, sql } from "drizzle-orm";
import { check, index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { categories } from "../catalogue/category-table.ts";
import type { BannerTe, BlobTe } from "../catalogue/shared/telugu.ts";

export type ContentSection = { _id?: string; heading: string; paragraph: string };

export const blobs = sqliteTable(
  "blobs",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    content: text("content", { mode: "json" }).$type<ContentSection[]>().notNull().default(sql`'[]'`),
    /** The article page's address (/blobs/{slug}), made from the title once; nullable as products.slug is. */
    slug: text("slug"),
    /** The title and sections in Telugu (issue 30; catalogue/shared/telugu.ts), {} until written. */
    te: text("te", { mode: "json" }).$type<BlobTe>().notNull().default(sql`'{}'`),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("blobs_category_idx").on(t.categoryId), uniqueIndex("blobs_slug_unique").on(t.slug)],
);

export const banners = sqliteTable("banners", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  imageUrl: text("image_url").notNull(),
  /** The title in Telugu (issue 30), {} until written. */
  te: text("te", { mode: "json" }).$type<BannerTe>().notNull().default(sql`'{}'`),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});

export const promotions = sqliteTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    type: text("type", { enum: ["image", "video"] }).notNull(),
    link: text("link").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [check("promotions_type_check", sql`${t.type} in ('image', 'video')`)],
);

export const blobsRelations = relations(blobs, ({ one }) => ({
  category: one(categories, { fields: [blobs.categoryId], references: [categories.id] }),
}));

export type Blob = typeof blobs.$inferSelect;
