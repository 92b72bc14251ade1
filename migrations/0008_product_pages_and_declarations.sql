CREATE TABLE `product_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_slugs_product_idx` ON `product_slugs` (`product_id`);--> statement-breakpoint
CREATE TABLE `shop_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`legal_name` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`fssai_number` text DEFAULT '' NOT NULL,
	`gstin` text DEFAULT '' NOT NULL,
	`care_phone` text DEFAULT '' NOT NULL,
	`care_email` text DEFAULT '' NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE `blobs` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `products` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `products` ADD `generic_name` text;--> statement-breakpoint
ALTER TABLE `products` ADD `ingredients` text;--> statement-breakpoint
ALTER TABLE `products` ADD `manufacturer` text;--> statement-breakpoint
ALTER TABLE `products` ADD `country_of_origin` text;--> statement-breakpoint
ALTER TABLE `products` ADD `shelf_life` text;--> statement-breakpoint
ALTER TABLE `products` ADD `storage` text;--> statement-breakpoint
ALTER TABLE `products` ADD `diet_mark` text;--> statement-breakpoint
ALTER TABLE `products` ADD `allergens` text;--> statement-breakpoint
ALTER TABLE `products` ADD `label_image` text;--> statement-breakpoint
-- Slugs for what exists (hand-written: drizzle-kit writes no data). The app makes slugs the same way from then on
-- (lower case, punctuation to hyphens); a name that repeats gets the end of its id, so every slug is unique.
UPDATE products SET slug = trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(trim(name)), '&', ' and '), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), ':', ' '), '''', ''), '"', ''), ' ', '-'), '---', '-'), '--', '-'), '--', '-'), '-') WHERE true;--> statement-breakpoint
UPDATE products SET slug = lower(id) WHERE slug = '';--> statement-breakpoint
UPDATE products SET slug = slug || '-' || lower(substr(id, 21))
WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY slug ORDER BY id) AS n FROM products) WHERE n > 1);--> statement-breakpoint
INSERT INTO product_slugs (slug, product_id, created_at) SELECT slug, id, updated_at FROM products WHERE true;--> statement-breakpoint
UPDATE blobs SET slug = trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(trim(title)), '&', ' and '), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '/', ' '), ':', ' '), '''', ''), '"', ''), ' ', '-'), '---', '-'), '--', '-'), '--', '-'), '-') WHERE true;--> statement-breakpoint
UPDATE blobs SET slug = lower(id) WHERE slug = '';--> statement-breakpoint
UPDATE blobs SET slug = slug || '-' || lower(substr(id, 21))
WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY slug ORDER BY id) AS n FROM blobs) WHERE n > 1);--> statement-breakpoint
CREATE UNIQUE INDEX `blobs_slug_unique` ON `blobs` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug_unique` ON `products` (`slug`);
