/**
 * The analytics domain's tables: the sales roll-ups, per day, per customer and day, per product and day and per
 * pack and day. Only triggers on orders and order_items write them (rendered by ./rollup-triggers.ts from the sale
 * rule in ./sale-rule.ts); the dashboard reads them.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/*
 * Sales roll-ups for the analytics dashboard, kept by SQLite triggers on orders and order_items (migration
 * 0005, recreated by 0007 and 0011), so every write path (the app, imports, tests) keeps them right. Days are
 * calendar days in Asia/Kolkata; a "genuine" sale is an order that is not a wrong order (fake, counted apart),
 * not cancelled, not returned, and not cash on delivery still to be collected (./sale-rule.ts).
 */
export const salesDays = sqliteTable("sales_days", {
  day: text("day").primaryKey(),
  billPaise: integer("bill_paise").notNull().default(0),
  fakeOrders: integer("fake_orders").notNull().default(0),
  // Issue 17: cash on delivery (every COD order placed, those collected and their bill, those refused at the door)
  // and cancelled orders, per day.
  codOrders: integer("cod_orders").notNull().default(0),
  codCollected: integer("cod_collected").notNull().default(0),
  codCollectedBillPaise: integer("cod_collected_bill_paise").notNull().default(0),
  codReturned: integer("cod_returned").notNull().default(0),
  cancelledOrders: integer("cancelled_orders").notNull().default(0),
  cancelledBillPaise: integer("cancelled_bill_paise").notNull().default(0),
});

export const salesCustomerDays = sqliteTable(
  "sales_customer_days",
  {
    day: text("day").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    orders: integer("orders").notNull().default(0),
    billPaise: integer("bill_paise").notNull().default(0),
    paidPaise: integer("paid_paise").notNull().default(0),
    fakeOrders: integer("fake_orders").notNull().default(0),
    fakeBillPaise: integer("fake_bill_paise").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.email] })],
);

export const salesProductDays = sqliteTable(
  "sales_product_days",
  {
    day: text("day").notNull(),
    productId: text("product_id").notNull(),
    quantity: integer("quantity").notNull().default(0),
    revenuePaise: integer("revenue_paise").notNull().default(0),
    /** Line bill x the order's paid-to-bill ratio: fractional paise. */
    paidPaise: real("paid_paise").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * The same figures per pack (migration 0007), for the top products' breakdown by pack size. Kept beside the
 * per-product table rather than instead of it: ranking products then reads one row per product and day, not one
 * per pack, and the breakdown seeks only the top products' rows.
 */
export const salesPackDays = sqliteTable(
  "sales_variant_days",
  {
    day: text("day").notNull(),
    productId: text("product_id").notNull(),
    variantId: text("variant_id").notNull(),
    quantity: integer("quantity").notNull().default(0),
    revenuePaise: integer("revenue_paise").notNull().default(0),
    paidPaise: real("paid_paise").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId, t.variantId] })],
);
