/**
 * The whole data model (SPEC.md section 3) as Drizzle tables for D1.
 *
 * Conventions:
 * - ids are opaque, time-ordered strings (worker/lib/ids.ts), so ORDER BY id is insertion order;
 * - money is integer paise (`*_paise`); the API converts to rupees at the edge;
 * - timestamps are ISO-8601 UTC strings;
 * - list-valued data that is always read whole (image URLs, blob sections) is a JSON text column, which keeps
 *   every list request to one statement.
 */
import { relations, sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// With its extension, like order-status.ts's own imports: drizzle-kit and Node scripts load it without a bundler.
import { PACK_UNITS } from "../app/lib/unit-price.ts";
import type { InvoiceDocument } from "../app/lib/invoice-document.ts";
import { GRIEVANCE_STATUSES, type GrievanceCategory } from "../app/lib/grievance-status.ts";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus, type TransitionName } from "../app/lib/order-status.ts";
import { CONSENT_SOURCES, POLICY_SLUGS } from "../app/lib/policies.ts";

const createdAt = () => text("created_at").notNull();
const updatedAt = () => text("updated_at").notNull();

/** A saved column mapping's header names (the parser's ColumnMapping, kept here so the schema has no app import). */
export type StatementColumns = { date: string; narration: string; reference?: string | null; credit: string; debit?: string | null };

export type ContentSection = { _id?: string; heading: string; paragraph: string };

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    /** Stored trimmed and lower-cased: e-mail addresses are unique case-insensitively. */
    emailAddress: text("email_address").notNull(),
    /** PBKDF2 record `pbkdf2-sha256$iterations$salt$hash` (worker/lib/password.ts); never leaves the server. */
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
    doorNo: text("door_no").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    state: text("state").notNull(),
    /** Bumped on logout, password reset and role change: tokens carrying an older version are refused. */
    tokenVersion: integer("token_version").notNull().default(1),
    /** Set when the customer erased their account (issue 20): every personal field above is a placeholder since. */
    erasedAt: text("erased_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.emailAddress),
    index("users_role_idx").on(t.role),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
  ],
);

export const categories = sqliteTable(
  "categories",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** lower(trim(name)): live category names are unique case-insensitively. */
    nameKey: text("name_key").notNull(),
    /** Soft delete: products of a deleted category stay resolvable for past orders. */
    deletedAt: text("deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_name_key_unique").on(t.nameKey).where(sql`${t.deletedAt} is null`)],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blobs_category_idx").on(t.categoryId), uniqueIndex("blobs_slug_unique").on(t.slug)],
);

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
    /** A picture of the printed label (an uploaded image URL). */
    labelImage: text("label_image"),
    /** HSN code (4, 6 or 8 digits) for GST invoices; its rate comes from gst_rates by invoice date. */
    hsnCode: text("hsn_code"),
    /** Soft delete: orders keep resolving a deleted product; the catalogue no longer lists it. */
    deletedAt: text("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
export const productVariants = sqliteTable(
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

export const STOCK_MOVEMENT_KINDS = ["sold", "restored", "received", "adjusted"] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * Append-only ledger of stock: every change of a pack's stock is one row (an AFTER INSERT trigger adds `delta` to
 * product_variants.stock). Sales and restorations name their order; receipts and adjustments their admin.
 */
export const stockMovements = sqliteTable(
  "stock_movements",
  {
    id: text("id").primaryKey(),
    variantId: text("variant_id")
      .notNull()
      .references(() => productVariants.id),
    kind: text("kind", { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** Signed change in units: negative for a sale, positive for a receipt or a restoration. */
    delta: integer("delta").notNull(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    actorId: text("actor_id"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_variant_idx").on(t.variantId, t.createdAt),
    // An order takes a pack's stock once and puts it back at most once, whatever retries or races happen.
    uniqueIndex("stock_movements_order_unique").on(t.orderId, t.variantId, t.kind).where(sql`${t.orderId} is not null`),
    check("stock_movements_kind_check", sql`${t.kind} in ('sold', 'restored', 'received', 'adjusted')`),
    check("stock_movements_delta_check", sql`${t.delta} != 0`),
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
    createdAt: createdAt(),
  },
  (t) => [index("product_slugs_product_idx").on(t.productId)],
);

/**
 * The shop's own legal identity and contacts, edited on the admin Settings page and shown in the footer and on
 * every product page: one row (id 1).
 */
export const shopSettings = sqliteTable(
  "shop_settings",
  {
    id: integer("id").primaryKey(),
    legalName: text("legal_name").notNull().default(""),
    address: text("address").notNull().default(""),
    /** FSSAI licence or registration number: exactly 14 digits, or "" until given. */
    fssaiNumber: text("fssai_number").notNull().default(""),
    /** GSTIN (15 characters with a check digit), or "" when the shop is not registered. */
    gstin: text("gstin").notNull().default(""),
    carePhone: text("care_phone").notNull().default(""),
    careEmail: text("care_email").notNull().default(""),
    /** Verify every exact statement match (reference and amount) as soon as a statement is imported. */
    autoVerifyStatementMatches: integer("auto_verify_statement_matches", { mode: "boolean" }).notNull().default(false),
    // Delivery and cash on delivery (issue 17; app/lib/delivery.ts reads them with the zones).
    /** Pincodes or pincode prefixes the shop does not deliver to (JSON list of 1 to 6 digits each). */
    unservedPincodes: text("unserved_pincodes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    codEnabled: integer("cod_enabled", { mode: "boolean" }).notNull().default(false),
    /** The largest bill (items and delivery) payable in cash on delivery; null: no limit. */
    codMaxPaise: integer("cod_max_paise"),
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    codExcludedPincodes: text("cod_excluded_pincodes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    // GST (issue 19). A registered shop issues tax invoices (CGST + SGST within its state, IGST to another); an
    // unregistered one a bill of supply. The series prefixes make numbers PREFIX/YY-YY/NNNNN (app/lib/gst.ts).
    gstRegistered: integer("gst_registered", { mode: "boolean" }).notNull().default(false),
    /** The state the shop supplies from (one of app/lib/india.ts's list), or "" until given. */
    shopState: text("shop_state").notNull().default(""),
    invoicePrefix: text("invoice_prefix").notNull().default("INV"),
    creditNotePrefix: text("credit_note_prefix").notNull().default("CN"),
    // The grievance officer (issue 20; Consumer Protection (E-Commerce) Rules 2020, rule 4(4)): shown on /contact and
    // filled into the policies' {{grievanceOfficer}} placeholders. "" until given.
    grievanceOfficerName: text("grievance_officer_name").notNull().default(""),
    grievanceOfficerDesignation: text("grievance_officer_designation").notNull().default(""),
    grievanceOfficerEmail: text("grievance_officer_email").notNull().default(""),
    grievanceOfficerPhone: text("grievance_officer_phone").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [check("shop_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * The shop's policies (issue 20), versioned: every save of a policy's Markdown is a new row with the next version,
 * and the highest version is the one in force. Old versions stay, so what a customer was shown on a given day (and
 * which privacy notice a consent refers to) can always be read again. Version 1 of each ships with the shop
 * (migration 0015). The catalogue version's triggers refresh the edge-cached policy pages on every insert.
 */
export const policies = sqliteTable(
  "policies",
  {
    id: text("id").primaryKey(),
    slug: text("slug", { enum: POLICY_SLUGS }).notNull(),
    version: integer("version").notNull(),
    /** Markdown with {{placeholders}} (app/lib/policies.ts), filled from Settings when shown. */
    body: text("body").notNull(),
    createdAt: createdAt(),
    /** The admin who saved this version; null for the shipped defaults. No foreign key: erasing an account keeps its rows. */
    createdBy: text("created_by"),
  },
  (t) => [
    // Two saves racing for the same next version: one wins, the other is refused by the index.
    uniqueIndex("policies_slug_version_unique").on(t.slug, t.version),
    check("policies_slug_check", sql`${t.slug} in ('returns', 'shipping', 'privacy', 'terms')`),
    check("policies_version_check", sql`${t.version} >= 1`),
  ],
);

/**
 * Every consent to the privacy notice (DPDP Act 2023, section 6), with the notice version it was given under and
 * how it was given (app/lib/policies.ts CONSENT_SOURCES; "legacy-api" records a signup through the original API
 * contract, which cannot ask). Rows are only inserted. They outlive an erased account, holding nothing personal but
 * the account's id (no foreign key, so erasure never has to delete them).
 */
export const consents = sqliteTable(
  "consents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    purpose: text("purpose", { enum: ["privacy-notice"] }).notNull(),
    noticeVersion: integer("notice_version").notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("consents_user_idx").on(t.userId),
    check("consents_purpose_check", sql`${t.purpose} in ('privacy-notice')`),
    check("consents_source_check", sql`${t.source} in ('signup-form', 'api', 'legacy-api')`),
  ],
);

/**
 * The dated GST rate table: from `effective_from` (an Indian calendar day) on, goods whose HSN code starts with
 * `hsn_prefix` are taxed at `rate_percent`; the longest prefix in force on the invoice day wins ("" is the
 * catch-all). Rows are never edited in place when a rate changes: a new row with the new date keeps old invoices'
 * rates explainable (rates changed on 22 September 2025).
 */
export const gstRates = sqliteTable(
  "gst_rates",
  {
    id: text("id").primaryKey(),
    hsnPrefix: text("hsn_prefix").notNull(),
    ratePercent: real("rate_percent").notNull(),
    effectiveFrom: text("effective_from").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gst_rates_prefix_from_unique").on(t.hsnPrefix, t.effectiveFrom),
    check("gst_rates_rate_check", sql`${t.ratePercent} >= 0 and ${t.ratePercent} <= 40`),
  ],
);

/**
 * The last serial given in each document series ("invoice", "credit-note") per financial year. Numbers are taken by
 * an upsert that adds one inside the same batch as the document's insert: D1 runs a batch as one transaction, so
 * concurrent issues get consecutive numbers with no gap and no duplicate.
 */
export const documentCounters = sqliteTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * Issued GST documents: an invoice (or bill of supply) when an order's payment is verified or its cash collected,
 * and a credit note against it when a paid order is cancelled, refunded or marked fake. Never updated or deleted
 * (a correction is a credit note); `document` is the whole document as issued (app/lib/invoice-document.ts), the
 * other columns are its figures the monthly return sums in SQL.
 */
export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind", { enum: ["invoice", "credit-note"] }).notNull(),
    documentClass: text("document_class", { enum: ["tax-invoice", "bill-of-supply"] }).notNull(),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    /** Issue day in India (YYYY-MM-DD). */
    day: text("day").notNull(),
    /** A credit note's invoice. */
    refersToId: text("refers_to_id"),
    placeOfSupplyCode: text("place_of_supply_code").notNull(),
    buyerGstin: text("buyer_gstin"),
    intraState: integer("intra_state", { mode: "boolean" }).notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    document: text("document", { mode: "json" }).$type<InvoiceDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_unique").on(t.number),
    // One invoice and at most one credit note per order; one document per serial of a series and year.
    uniqueIndex("invoices_order_kind_unique").on(t.orderId, t.kind),
    uniqueIndex("invoices_series_serial_unique").on(t.kind, t.financialYear, t.serial),
    index("invoices_day_idx").on(t.day, t.kind),
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit-note')`),
  ],
);

/**
 * The erasure log (issue 20): when an account was erased and what happened to its records, with no personal data
 * (not even the account's id), so the shop can show it honoured erasure requests.
 */
export const accountErasures = sqliteTable("account_erasures", {
  id: text("id").primaryKey(),
  erasedAt: text("erased_at").notNull(),
  /** Invoiced orders kept for the tax law, with the customer's e-mail and phone removed. */
  ordersKept: integer("orders_kept").notNull(),
  /** Orders without an invoice, kept for the shop's sales figures with every personal field replaced. */
  ordersAnonymised: integer("orders_anonymised").notNull(),
  /** Saved addresses, cart lines, password-reset codes and mails deleted. */
  rowsRemoved: integer("rows_removed").notNull(),
});

export const banners = sqliteTable("banners", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  imageUrl: text("image_url").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const promotions = sqliteTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    type: text("type", { enum: ["image", "video"] }).notNull(),
    link: text("link").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("promotions_type_check", sql`${t.type} in ('image', 'video')`)],
);

export const carts = sqliteTable(
  "carts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
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
      .references(() => productVariants.id, { onDelete: "cascade" }),
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
    // Issue 17. How the customer pays ("upi", or "cod": cash to the courier), and the bill's breakup as the server
    // priced it: items at MRP, items at sale price, delivery and COD fees; bill_paise is their total. Orders placed
    // before the breakup existed have items = items at MRP = bill and no fees (migration 0010).
    paymentMethod: text("payment_method", { enum: ["upi", "cod"] }).notNull().default("upi"),
    itemsMrpPaise: integer("items_mrp_paise").notNull().default(0),
    itemsPaise: integer("items_paise").notNull().default(0),
    deliveryFeePaise: integer("delivery_fee_paise").notNull().default(0),
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    /** The shipment (set when the order is marked shipped). */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    cancelReason: text("cancel_reason"),
    refundReference: text("refund_reference"),
    /** A business buyer's GSTIN (validated at checkout) and the name its invoice is made out to (issue 19). */
    buyerGstin: text("buyer_gstin"),
    buyerBusinessName: text("buyer_business_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
      .references(() => productVariants.id),
    /** Copies taken when the order was placed: later catalogue edits never change a past order. */
    productName: text("product_name").notNull(),
    variantLabel: text("variant_label").notNull(),
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    productBillPaise: integer("product_bill_paise").notNull(),
    /** The pack's MRP when ordered (null on lines placed before issue 17). */
    unitMrpPaise: integer("unit_mrp_paise"),
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
    // Typed from the one status vocabulary (app/lib/order-status.ts); $type changes no SQL, so no migration.
    transition: text("transition").$type<TransitionName>().notNull(),
    fromPaymentStatus: text("from_payment_status").$type<PaymentStatus>().notNull(),
    fromOrderStatus: text("from_order_status").$type<OrderStatus>().notNull(),
    toPaymentStatus: text("to_payment_status").$type<PaymentStatus>().notNull(),
    toOrderStatus: text("to_order_status").$type<OrderStatus>().notNull(),
    createdAt: createdAt(),
    /** Set when an admin verified an underpaid payment after confirming it: the shortfall they accepted. */
    confirmedShortfallPaise: integer("confirmed_shortfall_paise"),
    /** The bank statement line that was the evidence of this change (a payment verified from the statement). */
    bankCreditId: text("bank_credit_id"),
    /** What the change said: a cancellation's reason, a refund's reference, a shipment's courier and number. */
    note: text("note"),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

export const passwordResetOtps = sqliteTable(
  "password_reset_otps",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** HMAC-SHA256 of the 6 digits keyed with the server secret: a leaked table reveals no code. */
    codeHash: text("code_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_otps_user_idx").on(t.userId, t.createdAt)],
);

export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** queued -> sent | failed (HTTP provider), or logged (no provider configured: local development). */
    status: text("status", { enum: ["queued", "sent", "failed", "logged"] }).notNull().default("queued"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: text("sent_at"),
  },
  (t) => [index("mail_outbox_recipient_idx").on(t.recipient, t.createdAt)],
);

/** Exact fixed-window counters for limits the edge rate limiter cannot express (per e-mail, per hour). */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Append-only record of every admin write: who did what to which record, and when. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** A short JSON summary of the change (never a password or a token). */
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

/*
 * Sales roll-ups for the analytics dashboard, kept by SQLite triggers on orders and order_items (migration
 * 0005, recreated by 0007 and 0011), so every write path (the app, imports, tests) keeps them right. Days are
 * calendar days in Asia/Kolkata; a "genuine" sale is an order that is not a wrong order (fake, counted apart),
 * not cancelled, not returned, and not cash on delivery still to be collected (worker/services/analytics.ts).
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
export const salesVariantDays = sqliteTable(
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

/**
 * Core Web Vitals from real visitors (issue 18, migration 0012): per IST day, page pattern and metric, how many
 * page views fell into each log-scale bucket (app/lib/vitals.ts). A histogram, not the raw values, so the table
 * stays small (at most ~175 rows per page, metric and day, whatever the traffic) and the p75 is a window query over
 * it. Nothing about the visitor is kept: no address, agent, cookie or URL.
 */
export const webVitalsDaily = sqliteTable(
  "web_vitals_daily",
  {
    day: text("day").notNull(),
    page: text("page").notNull(),
    metric: text("metric").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.metric, t.bucket] })],
);

/*
 * Bank statements (issue 16): an admin imports the shop account's statement, and every credit line is kept once,
 * whatever overlapping statements bring it again, so that SQL can match credits against the orders' reported UPI
 * references and bills (worker/services/payment-matching.ts).
 */

/** One imported file: what it held and the days it covers (a reported payment on a covered day must be in it). */
export const bankStatements = sqliteTable(
  "bank_statements",
  {
    id: text("id").primaryKey(),
    fileName: text("file_name").notNull(),
    /** The bank preset that read it ("hdfc", ...) or the name of the admin's saved column mapping. */
    format: text("format").notNull(),
    lines: integer("lines").notNull(),
    credits: integer("credits").notNull(),
    /** Credits already stored by an earlier (overlapping or repeated) statement. */
    duplicates: integer("duplicates").notNull(),
    fromDay: text("from_day").notNull(),
    toDay: text("to_day").notNull(),
    importedBy: text("imported_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bank_statements_days_idx").on(t.fromDay, t.toDay)],
);

/** One credit of the shop's bank account, stored once. Amounts in paise; the day is the statement's own date. */
export const bankCredits = sqliteTable(
  "bank_credits",
  {
    id: text("id").primaryKey(),
    /** The statement that first brought this credit. */
    statementId: text("statement_id")
      .notNull()
      .references(() => bankStatements.id),
    day: text("day").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    narration: text("narration").notNull(),
    reference: text("reference").notNull(),
    /** The 12-digit UPI reference (RRN/UTR) read from the narration or the reference column, when there is one. */
    utr: text("utr"),
    payerName: text("payer_name"),
    /**
     * What makes two statement lines the same credit: its day, amount, UPI reference (or, without one, narration and
     * reference) and how many identical lines came before it in the same file. Overlapping statements give the same
     * key for the same credit, so the unique index stores it once.
     */
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_credits_dedupe_unique").on(t.dedupeKey),
    index("bank_credits_utr_idx").on(t.utr),
    index("bank_credits_day_idx").on(t.day, t.amountPaise),
    check("bank_credits_amount_check", sql`${t.amountPaise} > 0`),
  ],
);

/** An admin's column mapping for a bank without a preset, saved by name (unique case-insensitively). */
export const statementMappings = sqliteTable(
  "statement_mappings",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    /** Header names of the date, narration, reference, credit and debit columns (app/lib/bank-statement.ts). */
    columns: text("columns", { mode: "json" }).$type<StatementColumns>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("statement_mappings_name_unique").on(t.nameKey)],
);

/**
 * Delivery zones (issue 17): an address is in the zone whose pincode prefixes match it best, else in the zone that
 * lists its state, else in the zone with neither (the rest of India). Fees in paise; weights from the packs.
 */
export const deliveryZones = sqliteTable("delivery_zones", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** States and union territories (names as in app/lib/india.ts). */
  states: text("states", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  pincodePrefixes: text("pincode_prefixes", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  baseFeePaise: integer("base_fee_paise").notNull(),
  /** Added for every 500 g (or part) of shipping weight beyond the first 500 g. */
  perExtra500gPaise: integer("per_extra_500g_paise").notNull().default(0),
  /** Items at sale price from which delivery is free; null: never free. */
  freeAbovePaise: integer("free_above_paise"),
  etaMinDays: integer("eta_min_days").notNull(),
  etaMaxDays: integer("eta_max_days").notNull(),
  position: integer("position").notNull().default(0),
  updatedAt: updatedAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_addresses_unique").on(t.userId, t.addressKey)],
);

/**
 * Consumer complaints (issue 20; Consumer Protection (E-Commerce) Rules 2020, rule 4(5)): filed by a signed-in
 * customer (user_id set, their account's name and e-mail copied) or by a visitor with a name and an e-mail. The due
 * times are fixed when the ticket is filed (app/lib/grievance-status.ts says how they are counted); the status moves
 * only forward (open -> acknowledged -> resolved, or open -> resolved), each move a row of grievance_events.
 */
export const grievances = sqliteTable(
  "grievances",
  {
    id: text("id").primaryKey(),
    /** GR-2026-00042: numbered by the database (grievance_counters) in the same batch as the insert. */
    ticket: text("ticket").notNull(),
    /** Null for a visitor's complaint, and if the account is ever deleted (the ticket stays: it is a record). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** One of app/lib/grievance-status.ts's categories (checked by the app: the list may grow without a rebuild). */
    category: text("category").$type<GrievanceCategory>().notNull(),
    /** The customer's own order the complaint is about, if any. */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    status: text("status", { enum: GRIEVANCE_STATUSES }).notNull().default("open"),
    ackDueAt: text("ack_due_at").notNull(),
    resolveDueAt: text("resolve_due_at").notNull(),
    acknowledgedAt: text("acknowledged_at"),
    resolvedAt: text("resolved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("grievances_ticket_unique").on(t.ticket),
    index("grievances_user_idx").on(t.userId, t.createdAt),
    // The admin list and the overview's counts read tickets by status and due time.
    index("grievances_status_idx").on(t.status, t.ackDueAt, t.resolveDueAt),
    check("grievances_status_check", sql`${t.status} in ('open', 'acknowledged', 'resolved')`),
  ],
);

/**
 * The last ticket serial given in each calendar year in India. Taken by an upsert that adds one in the same batch as
 * the ticket's insert (as document_counters does for invoices): concurrent filings get consecutive numbers.
 */
export const grievanceCounters = sqliteTable("grievance_counters", {
  year: integer("year").primaryKey(),
  lastSerial: integer("last_serial").notNull(),
});

/** Every step of a ticket: its filing (from null to open), then each status change with the reply and who sent it. */
export const grievanceEvents = sqliteTable(
  "grievance_events",
  {
    id: text("id").primaryKey(),
    grievanceId: text("grievance_id")
      .notNull()
      .references(() => grievances.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: GRIEVANCE_STATUSES }),
    toStatus: text("to_status", { enum: GRIEVANCE_STATUSES }).notNull(),
    /** What the customer was told at this step (null for the filing). */
    reply: text("reply"),
    /** The customer or admin who made the step; null for a visitor's filing. */
    actorId: text("actor_id"),
    actorRole: text("actor_role", { enum: ["customer", "visitor", "admin"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("grievance_events_grievance_idx").on(t.grievanceId, t.createdAt)],
);

export const categoriesRelations = relations(categories, ({ many }) => ({
  products: many(products),
  blobs: many(blobs),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  blob: one(blobs, { fields: [products.blobId], references: [blobs.id] }),
  variants: many(productVariants),
}));

export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
}));

export const blobsRelations = relations(blobs, ({ one }) => ({
  category: one(categories, { fields: [blobs.categoryId], references: [categories.id] }),
}));

export const ordersRelations = relations(orders, ({ many, one }) => ({
  items: many(orderItems),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const cartsRelations = relations(carts, ({ many, one }) => ({
  items: many(cartItems),
  user: one(users, { fields: [carts.userId], references: [users.id] }),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));

export type User = typeof users.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Blob = typeof blobs.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type ProductVariant = typeof productVariants.$inferSelect;
export type StockMovement = typeof stockMovements.$inferSelect;
export type ShopSettings = typeof shopSettings.$inferSelect;
export type BankStatement = typeof bankStatements.$inferSelect;
export type BankCredit = typeof bankCredits.$inferSelect;
export type StatementMapping = typeof statementMappings.$inferSelect;
export type DeliveryZone = typeof deliveryZones.$inferSelect;
export type UserAddress = typeof userAddresses.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type GstRate = typeof gstRates.$inferSelect;
export type Policy = typeof policies.$inferSelect;
export type Consent = typeof consents.$inferSelect;
export type Grievance = typeof grievances.$inferSelect;
