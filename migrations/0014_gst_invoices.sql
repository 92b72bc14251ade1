-- Issue 19: GST invoices. The dated rate table, the document series counters, issued invoices and credit notes, the
-- shop's GST settings, products' HSN codes and a business buyer's GSTIN on orders (db/schema.ts explains each).
CREATE TABLE `document_counters` (
	`series` text NOT NULL,
	`financial_year` text NOT NULL,
	`last_serial` integer NOT NULL,
	PRIMARY KEY(`series`, `financial_year`)
);
--> statement-breakpoint
CREATE TABLE `gst_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`hsn_prefix` text NOT NULL,
	`rate_percent` real NOT NULL,
	`effective_from` text NOT NULL,
	`created_at` text NOT NULL,
	CONSTRAINT "gst_rates_rate_check" CHECK("gst_rates"."rate_percent" >= 0 and "gst_rates"."rate_percent" <= 40)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gst_rates_prefix_from_unique` ON `gst_rates` (`hsn_prefix`,`effective_from`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`document_class` text NOT NULL,
	`number` text NOT NULL,
	`financial_year` text NOT NULL,
	`serial` integer NOT NULL,
	`day` text NOT NULL,
	`refers_to_id` text,
	`place_of_supply_code` text NOT NULL,
	`buyer_gstin` text,
	`intra_state` integer NOT NULL,
	`taxable_paise` integer NOT NULL,
	`cgst_paise` integer NOT NULL,
	`sgst_paise` integer NOT NULL,
	`igst_paise` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`document` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "invoices_kind_check" CHECK("invoices"."kind" in ('invoice', 'credit-note'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_order_kind_unique` ON `invoices` (`order_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_series_serial_unique` ON `invoices` (`kind`,`financial_year`,`serial`);--> statement-breakpoint
CREATE INDEX `invoices_day_idx` ON `invoices` (`day`,`kind`);--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_gstin` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_business_name` text;--> statement-breakpoint
ALTER TABLE `products` ADD `hsn_code` text;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gst_registered` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `shop_state` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `invoice_prefix` text DEFAULT 'INV' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `credit_note_prefix` text DEFAULT 'CN' NOT NULL;--> statement-breakpoint
-- The shipped rate table: the rates for this shop's kinds of food as the GST Council notified them, with the change of
-- 22 September 2025 (two main slabs, 5 % and 18 %) as dated rows. "" is the catch-all (18 %). The owner confirms them
-- with their accountant and edits them on the admin GST page; invoices take the row in force on their own day.
INSERT INTO `gst_rates` (`id`, `hsn_prefix`, `rate_percent`, `effective_from`, `created_at`) VALUES
  ('gstrate-00', '', 18, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-01', '0405', 12, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-02', '0405', 5, '2025-09-22', '2026-11-26T00:00:00.000Z'),
  ('gstrate-03', '0713', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-04', '0813', 12, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-05', '0813', 5, '2025-09-22', '2026-11-26T00:00:00.000Z'),
  ('gstrate-06', '0904', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-07', '0909', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-08', '0910', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-09', '1008', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-10', '1211', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-11', '1508', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-12', '1512', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-13', '1513', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-14', '1514', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-15', '1515', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-16', '1701', 5, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-17', '1704', 18, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-18', '1704', 5, '2025-09-22', '2026-11-26T00:00:00.000Z'),
  ('gstrate-19', '2106', 12, '2017-07-01', '2026-11-26T00:00:00.000Z'),
  ('gstrate-20', '2106', 5, '2025-09-22', '2026-11-26T00:00:00.000Z'),
  ('gstrate-21', '3304', 18, '2017-07-01', '2026-11-26T00:00:00.000Z');
