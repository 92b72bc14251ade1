/**
 * The orders domain's tables: orders, their lines (copies of the catalogue taken when placed) and every status
 * change. The sales roll-ups (worker/domains/analytics/tables.ts) follow these rows through triggers.
 *
 * Loaded by the Worker, by drizzle-kit (through db/schema.ts, the index of every domain's tables) and by Node 24
 * scripts (seed, bench): imports carry their .ts extension and reach only drizzle, other domains' tables files and
 * the domains' shared parts. Conventions (ids, paise, ISO timestamps, JSON list columns): db/schema.ts.
 */
import { relations, sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../accounts/tables.ts";
import { products, productPacks } from "../catalogue/tables.ts";
import { PACK_UNITS } from "../catalogue/shared/unit-price.ts";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus, type TransitionName } from "./shared/status.ts";
import { LANGS } from "../../shared/i18n/languages.ts";
import { COD_CONFIRMATION_STATUSES } from "./shared/cod-confirmation.ts";

export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    emailAddress: text("email_address").notNull(),
    phoneNumber: text("phone_number").notNull(),
    doorNo: text("door_no").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    state: text("state").notNull(),
    /**
     * Issue 31: the person who receives the parcel, when the customer named one at checkout (null: the customer,
     * `name` and `phone_number` above, which stay the account's contact as on every order before).
     */
    recipientName: text("recipient_name"),
    recipientPhone: text("recipient_phone"),
    billPaise: integer("bill_paise").notNull(),
    amountPaidPaise: integer("amount_paid_paise").notNull().default(0),
    transactionId: text("transaction_id"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    orderStatus: text("order_status", { enum: ORDER_STATUSES }).notNull().default("not yet delivered"),
    /** Client-chosen key that makes a repeated placement return the first order instead of a second one. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the placement the key was first used for: the same key with another order is refused. */
    idempotencyHash: text("idempotency_hash"),
    /**
     * The bank statement line (bank_credits) an admin verified this payment with. Unique: one credit pays one order.
     * No REFERENCES clause: SQLite adds a foreign key to an existing table only by rebuilding it, and a rebuild's
     * implicit DELETE would cascade into order_items.
     */
    paymentCreditId: text("payment_credit_id"),
    /** What the bank received beyond the bill when a larger credit was accepted: owed back to the customer (issue 29). */
    refundDuePaise: integer("refund_due_paise").notNull().default(0),
    // Issue 17. How the customer pays ("upi", or "cod": cash to the courier), and the bill's breakup as the server
    // priced it: items at MRP, items at sale price, delivery and COD fees; bill_paise is their total. Orders placed
    // before the breakup existed have items = items at MRP = bill and no fees (migration 0010).
    paymentMethod: text("payment_method", { enum: ["upi", "cod"] }).notNull().default("upi"),
    itemsMrpPaise: integer("items_mrp_paise").notNull().default(0),
    itemsPaise: integer("items_paise").notNull().default(0),
    deliveryFeePaise: integer("delivery_fee_paise").notNull().default(0),
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    /**
     * Issue 32: a cash-on-delivery order's confirmation by its customer (or an admin after a phone call): "awaiting"
     * from placement until confirmed; who confirmed ("customer" or "admin:<id>") and when. Null on non-COD orders,
     * and on COD orders placed before the step existed, which read as confirmed (./shared/cod-confirmation.ts).
     */
    codConfirmationStatus: text("cod_confirmation_status", { enum: COD_CONFIRMATION_STATUSES }),
    codConfirmedBy: text("cod_confirmed_by"),
    codConfirmedAt: text("cod_confirmed_at"),
    /** Issue 32: when an awaiting confirmation expires (placement + the owner's confirm hours, fixed when placed). */
    codConfirmDeadline: text("cod_confirm_deadline"),
    /**
     * Issue 32, the risk of the order as scored when it was placed (../cod): who ordered from where, as keys the
     * score's SQL compares across orders. phone_key is the receiver's number, else the account's (+91XXXXXXXXXX);
     * address_key the normalised door, street and pincode; client_ip_hash and device_hash keyed hashes (never the
     * raw IP). Null on orders placed before (and on rows a key could not be made for).
     */
    phoneKey: text("phone_key"),
    addressKey: text("address_key"),
    clientIpHash: text("client_ip_hash"),
    deviceHash: text("device_hash"),
    /** The score 0-100 and its reasons in words (JSON list), as computed at placement. */
    riskScore: integer("risk_score"),
    riskReasons: text("risk_reasons", { mode: "json" }).$type<string[]>(),
    /**
     * What the owner's COD rules decided at checkout: "offered", "advance" (COD with an advance by UPI),
     * "refused-score", "refused-limit", "refused-blocked"; null before issue 32 or when COD was off anyway.
     */
    codRule: text("cod_rule", { enum: ["offered", "advance", "refused-score", "refused-limit", "refused-blocked"] }),
    /** A COD order's advance to pay by UPI before it ships (0: none); the rest is collected in cash. */
    advancePaise: integer("advance_paise").notNull().default(0),
    /** The discount for paying by UPI, taken off the bill (0: none). */
    prepaidDiscountPaise: integer("prepaid_discount_paise").notNull().default(0),
    /** A returned parcel's courier cost (issue 32): shipping out and back, recorded when it comes back; null: not recorded. */
    rtoForwardCostPaise: integer("rto_forward_cost_paise"),
    rtoReturnCostPaise: integer("rto_return_cost_paise"),
    /** The shipment (set when the order is marked shipped). */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    cancelReason: text("cancel_reason"),
    refundReference: text("refund_reference"),
    /** A business buyer's GSTIN (validated at checkout) and the name its invoice is made out to (issue 19). */
    buyerGstin: text("buyer_gstin"),
    buyerBusinessName: text("buyer_business_name"),
    /**
     * The language the order was placed in (issue 30): its mails speak it, those an admin's change sends later
     * (shipped, refunded) included. Orders placed before it was kept are English.
     */
    lang: text("lang", { enum: LANGS }).notNull().default("en"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    // A bank credit's amount and day find the orders it may pay (the payments page's suggestions).
    index("orders_bill_created_idx").on(t.billPaise, t.createdAt),
    uniqueIndex("orders_payment_credit_unique").on(t.paymentCreditId).where(sql`${t.paymentCreditId} is not null`),
    index("orders_status_idx").on(t.paymentStatus, t.orderStatus, t.createdAt),
    // Serves every lookup by creation time, and covers every column the sales dashboard reads, so its period
    // scans never touch the table itself.
    index("orders_analytics_idx").on(t.createdAt, t.orderStatus, t.billPaise, t.amountPaidPaise, t.emailAddress, t.name, t.id),
    uniqueIndex("orders_transaction_unique").on(t.transactionId).where(sql`${t.transactionId} is not null`),
    // Issue 32: the risk score's look-ups (same phone, address, IP, device in the last day or across accounts; the
    // RTO rate of a pincode and of its district, the first three digits) each read one index range.
    index("orders_phone_key_idx").on(t.phoneKey, t.createdAt),
    index("orders_address_key_idx").on(t.addressKey, t.createdAt),
    index("orders_client_ip_idx").on(t.clientIpHash, t.createdAt),
    index("orders_device_idx").on(t.deviceHash, t.createdAt),
    index("orders_pincode_outcome_idx").on(t.pincode, t.paymentMethod, t.orderStatus),
    uniqueIndex("orders_idempotency_unique")
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    variantId: text("variant_id")
      .notNull()
      .references(() => productPacks.id),
    /** Copies taken when the order was placed: later catalogue edits never change a past order. */
    productName: text("product_name").notNull(),
    variantLabel: text("variant_label").notNull(),
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    productBillPaise: integer("product_bill_paise").notNull(),
    /** The pack's MRP when ordered (null on lines placed before issue 17). */
    unitMrpPaise: integer("unit_mrp_paise"),
    /**
     * The pack's net quantity and unit when ordered (issue 28: the line's unit sale price, rule 6(11)); filled
     * from the pack for lines placed before, null only where the pack is gone.
     */
    netQuantity: real("net_quantity"),
    unit: text("unit", { enum: PACK_UNITS }),
  },
  (t) => [
    index("order_items_product_idx").on(t.productId),
    // Serves lookups by order, and covers the dashboard's per-product sums (joined from a period's orders).
    index("order_items_analytics_idx").on(t.orderId, t.productId, t.variantId, t.quantity, t.productBillPaise),
  ],
);

/** Every status change of an order: who moved it, from which statuses to which, and when. */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    actorId: text("actor_id").notNull(),
    actorRole: text("actor_role", { enum: ["user", "admin"] }).notNull(),
    // Typed from the one status vocabulary (worker/domains/orders/shared/status.ts); $type changes no SQL, so no migration.
    transition: text("transition").$type<TransitionName>().notNull(),
    fromPaymentStatus: text("from_payment_status").$type<PaymentStatus>().notNull(),
    fromOrderStatus: text("from_order_status").$type<OrderStatus>().notNull(),
    toPaymentStatus: text("to_payment_status").$type<PaymentStatus>().notNull(),
    toOrderStatus: text("to_order_status").$type<OrderStatus>().notNull(),
    createdAt: text("created_at").notNull(),
    /** Set when an admin verified an underpaid payment after confirming it: the shortfall they accepted. */
    confirmedShortfallPaise: integer("confirmed_shortfall_paise"),
    /** The bank statement line that was the evidence of this change (a payment verified from the statement). */
    bankCreditId: text("bank_credit_id"),
    /** What the change said: a cancellation's reason, a refund's reference, a shipment's courier and number. */
    note: text("note"),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Issue 32: a delivery the courier tried and could not make (no one home, refused, address not found...): the reason,
 * when it will be tried again, who recorded it. A failed attempt asks the customer to confirm again.
 */
export const orderDeliveryAttempts = sqliteTable(
  "order_delivery_attempts",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note"),
    /** The IST date of the next attempt (YYYY-MM-DD), or null when none is planned. */
    nextAttemptOn: text("next_attempt_on"),
    recordedBy: text("recorded_by").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("order_delivery_attempts_order_idx").on(t.orderId, t.createdAt)],
);

export type OrderDeliveryAttempt = typeof orderDeliveryAttempts.$inferSelect;

export const ordersRelations = relations(orders, ({ many, one }) => ({
  items: many(orderItems),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export type Order = typeof orders.$inferSelect;

export type OrderItem = typeof orderItems.$inferSelect;

export type OrderEvent = typeof orderEvents.$inferSelect;
