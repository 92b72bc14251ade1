CREATE TABLE `delivery_zones` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`states` text DEFAULT '[]' NOT NULL,
	`pincode_prefixes` text DEFAULT '[]' NOT NULL,
	`base_fee_paise` integer NOT NULL,
	`per_extra_500g_paise` integer DEFAULT 0 NOT NULL,
	`free_above_paise` integer,
	`eta_min_days` integer NOT NULL,
	`eta_max_days` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`phone_number` text NOT NULL,
	`door_no` text NOT NULL,
	`street` text NOT NULL,
	`city` text NOT NULL,
	`pincode` text NOT NULL,
	`state` text NOT NULL,
	`address_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_addresses_unique` ON `user_addresses` (`user_id`,`address_key`);--> statement-breakpoint
ALTER TABLE `order_events` ADD `note` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `unit_mrp_paise` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method` text DEFAULT 'upi' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `items_mrp_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `items_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_fee_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `courier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_reference` text;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `unserved_pincodes` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `cod_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `cod_max_paise` integer;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `cod_fee_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `cod_excluded_pincodes` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Orders placed before the breakup: their bill was the items at sale price; no MRP was kept, no fee charged.
UPDATE `orders` SET `items_mrp_paise` = `bill_paise`, `items_paise` = `bill_paise`;
