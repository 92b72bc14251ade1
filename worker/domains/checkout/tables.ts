/**
 * The checkout domain's tables: carts, their lines and the addresses a customer delivered to besides their
 * profile's. Saved addresses are read when placing an order too, but they are chosen and kept at checkout.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { relations, sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../accounts/tables.ts";
import { products, productPacks } from "../catalogue/tables.ts";

export const carts = sqliteTable(
  "carts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("carts_user_unique").on(t.userId)],
);

export const cartItems = sqliteTable(
  "cart_items",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** One line per pack: 1 L and 5 L of one oil are two lines. */
    variantId: text("variant_id")
      .notNull()
      .references(() => productPacks.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: text("added_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    index("cart_items_product_idx").on(t.productId),
    index("cart_items_variant_idx").on(t.variantId),
    check("cart_items_quantity_check", sql`${t.quantity} between 1 and 99`),
  ],
);

/** Addresses a customer delivered to besides their profile's, offered at checkout. */
export const userAddresses = sqliteTable(
  "user_addresses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    doorNo: text("door_no").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    state: text("state").notNull(),
    /** lower-cased address fields joined: the same address is saved once per customer. */
    addressKey: text("address_key").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("user_addresses_unique").on(t.userId, t.addressKey)],
);

export const cartsRelations = relations(carts, ({ many, one }) => ({
  items: many(cartItems),
  user: one(users, { fields: [carts.userId], references: [users.id] }),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));

export type UserAddress = typeof userAddresses.$inferSelect;
