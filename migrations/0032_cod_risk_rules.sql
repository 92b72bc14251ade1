CREATE TABLE `order_delivery_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`next_attempt_on` text,
	`recorded_by` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_delivery_attempts_order_idx` ON `order_delivery_attempts` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `cod_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`value` text NOT NULL,
	`label` text NOT NULL,
	`reason` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cod_blocks_kind_value_unique` ON `cod_blocks` (`kind`,`value`);--> statement-breakpoint
CREATE TABLE `cod_rules` (
	`id` integer PRIMARY KEY NOT NULL,
	`confirm_hours` integer DEFAULT 24 NOT NULL,
	`refuse_score` integer,
	`advance_score` integer,
	`advance_kind` text DEFAULT 'delivery-fee' NOT NULL,
	`advance_fixed_paise` integer DEFAULT 10000 NOT NULL,
	`day_max_orders` integer,
	`week_max_orders` integer,
	`day_max_paise` integer,
	`week_max_paise` integer,
	`prepaid_discount_basis_points` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "cod_rules_single_row" CHECK("cod_rules"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_confirm_deadline` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `phone_key` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address_key` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_ip_hash` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `device_hash` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `risk_score` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `risk_reasons` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_rule` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `advance_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `prepaid_discount_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `rto_forward_cost_paise` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `rto_return_cost_paise` integer;--> statement-breakpoint
CREATE INDEX `orders_phone_key_idx` ON `orders` (`phone_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_address_key_idx` ON `orders` (`address_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_client_ip_idx` ON `orders` (`client_ip_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_device_idx` ON `orders` (`device_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_pincode_outcome_idx` ON `orders` (`pincode`,`payment_method`,`order_status`);