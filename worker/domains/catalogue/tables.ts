/**
 * The catalogue domain's tables: products, their packs (product_variants) and every slug a product ever had, plus
 * the categories (defined in ./category-table.ts, re-exported here; see there why). A pack's stock column belongs
 * here, but only the stock domain's ledger writes it (worker/domains/stock/tables.ts, migration 0007).
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { relations, sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { categories } from "./category-table.ts";
import { blobs } from "../content/tables.ts";
import { PACK_UNITS } from "./shared/unit-price.ts";
import type { ProductTe } from "./shared/telugu.ts";
import type { NutritionFacts } from "./shared/nutrition.ts";

export { categories } from "./category-table.ts";

export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    /**
     * The first pack's prices, written with every product save. Nothing reads them since packs (product_variants)
     * carry the prices: they stay only because SQLite can drop them only by rebuilding this table, and the
     * rebuild's implicit DELETE would cascade into every cart.
     */
    mrpPaise: integer("mrp_paise").notNull(),
    salePricePaise: integer("sale_price_paise").notNull(),
    blobId: text("blob_id").references(() => blobs.id, { onDelete: "set null" }),
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /**
     * The product page's address (/products/{slug}): made from the name once and kept when the name changes, so
     * shared links keep working; every slug a product ever had is in product_slugs (old ones redirect). Nullable
     * only because SQLite cannot add a NOT NULL column with a unique index; every row has one (migration 0008).
     */
    slug: text("slug"),
    // Listing declarations (Legal Metrology rule 6(10), FSSAI e-commerce rules; ../shared/INDIA.md). Null means not
    // given: the page shows no empty row, and the admin list flags the product as incomplete.
    genericName: text("generic_name"),
    ingredients: text("ingredients"),
    /** Manufacturer or packer, name and address; null means the shop itself (shop_settings). */
    manufacturer: text("manufacturer"),
    countryOfOrigin: text("country_of_origin"),
    shelfLife: text("shelf_life"),
    storage: text("storage"),
    /** FSSAI veg / non-veg mark (checked by the app's schema: a CHECK added here would need a products rebuild). */
    dietMark: text("diet_mark", { enum: ["veg", "non-veg"] }),
    allergens: text("allergens"),
    /**
     * The Telugu of the name, description and the declarations that describe the food (issue 30; ./shared/telugu.ts):
     * a JSON object of the fields the admin translated, {} for none. A Telugu page shows the English of the rest.
     */
    te: text("te", { mode: "json" }).$type<ProductTe>().notNull().default(sql`'{}'`),
    /** A picture of the printed label's front (an uploaded image URL). */
    labelImage: text("label_image"),
    /** Issue 33: a picture of the printed label's back (ingredients, nutrition, allergens), an uploaded image URL. */
    labelBackImage: text("label_back_image"),
    /**
     * Issue 33: what kind of goods this is (./shared/product-kinds.ts): `food` (FSSAI declarations, veg mark), or a
     * non-food kind with its own declarations (`cosmetic`: licence number and ingredients; `utensil`, `other`).
     * Checked by the app's schema (a CHECK here would need a products rebuild).
     */
    kind: text("kind", { enum: ["food", "cosmetic", "utensil", "other"] }).notNull().default("food"),
    /** Issue 33: a cosmetic's manufacturing licence number (Drugs and Cosmetics Rules); null for other kinds. */
    licenceNumber: text("licence_number"),
    /**
     * Issue 33: the nutrition information panel (FSS Labelling and Display Regulations 2020), per 100 g or 100 ml and
     * per serve where a serve size is set, as the JSON of ./shared/nutrition.ts; null when the product has none.
     */
    nutrition: text("nutrition", { mode: "json" }).$type<NutritionFacts>(),
    /** HSN code (4, 6 or 8 digits) for GST invoices; its rate comes from gst_rates by invoice date. */
    hsnCode: text("hsn_code"),
    /**
     * The admin was not sure of the HSN code and chose the catch-all rate (issue 28): invoices tax the product at the
     * rate table's catch-all and flag its lines, and the admin's lists flag the product until someone settles it.
     */
    hsnUncertain: integer("hsn_uncertain", { mode: "boolean" }).notNull().default(false),
    /** Soft delete: orders keep resolving a deleted product; the catalogue no longer lists it. */
    deletedAt: text("deleted_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("products_slug_unique").on(t.slug),
    index("products_category_idx").on(t.categoryId),
    index("products_blob_idx").on(t.blobId),
    index("products_live_idx").on(t.deletedAt, t.id),
    check("products_prices_check", sql`${t.mrpPaise} > 0 and ${t.salePricePaise} > 0 and ${t.salePricePaise} <= ${t.mrpPaise}`),
  ],
);

/**
 * A product's pack sizes ("500 ml", "1 L", "5 L"), each with its own prices and stock. A product always has at
 * least one live pack. Packs are soft-deleted: past orders and stock movements keep pointing at them.
 */
export const productPacks = sqliteTable(
  "product_variants",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    label: text("label").notNull(),
    netQuantity: real("net_quantity").notNull(),
    unit: text("unit", { enum: PACK_UNITS }).notNull(),
    mrpPaise: integer("mrp_paise").notNull(),
    salePricePaise: integer("sale_price_paise").notNull(),
    /** Stored upper-cased: SKUs are unique among live packs whatever their case. */
    sku: text("sku").notNull(),
    /**
     * Whole units on hand, or null when the shop does not count this pack. Never written directly: every change
     * is a stock_movements row whose trigger (migration 0007) applies it, so stock always equals the movements'
     * sum, and the CHECK below makes a sale of more than is on hand fail the whole order batch.
     */
    stock: integer("stock"),
    /** The admin overview lists the pack as low on stock when stock <= this. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    weightGrams: integer("weight_grams").notNull(),
    position: integer("position").notNull(),
    deletedAt: text("deleted_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("product_variants_product_idx").on(t.productId, t.deletedAt, t.position),
    uniqueIndex("product_variants_sku_unique").on(t.sku).where(sql`${t.deletedAt} is null`),
    check("product_variants_prices_check", sql`${t.mrpPaise} > 0 and ${t.salePricePaise} > 0 and ${t.salePricePaise} <= ${t.mrpPaise}`),
    check("product_variants_stock_check", sql`${t.stock} is null or ${t.stock} >= 0`),
    check("product_variants_quantity_check", sql`${t.netQuantity} > 0 and ${t.weightGrams} >= 0 and ${t.lowStockThreshold} >= 0`),
    check("product_variants_unit_check", sql`${t.unit} in ('ml', 'l', 'g', 'kg', 'pcs')`),
  ],
);

/** Every slug a product has had, its current one included: an old shared link redirects (301) to the current page. */
export const productSlugs = sqliteTable(
  "product_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("product_slugs_product_idx").on(t.productId)],
);

/**
 * The product search's text of every live product (issue 30 part 6), lower-cased, punctuation as spaces and a space
 * before every word: written only by the triggers of ./search-index.ts (on products, packs and categories), read
 * only by ./search.ts. A plain table, not FTS5: `wrangler d1 export` refuses a database holding any virtual table,
 * which would end the shop's backups (db/scripts/backup.ts). No foreign key: the delete trigger removes the row.
 */
export const productSearch = sqliteTable("product_search", {
  productId: text("product_id").primaryKey(),
  /** The product's name. */
  name: text("name").notNull(),
  /** Its category's name, description, generic name, ingredients and live packs' labels. */
  body: text("body").notNull(),
});

export const categoriesRelations = relations(categories, ({ many }) => ({
  products: many(products),
  blobs: many(blobs),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  blob: one(blobs, { fields: [products.blobId], references: [blobs.id] }),
  packs: many(productPacks),
}));

export const productPacksRelations = relations(productPacks, ({ one }) => ({
  product: one(products, { fields: [productPacks.productId], references: [products.id] }),
}));

export type Category = typeof categories.$inferSelect;

export type Product = typeof products.$inferSelect;

export type ProductPack = typeof productPacks.$inferSelect;
