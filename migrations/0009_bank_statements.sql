CREATE TABLE `bank_credits` (
	`id` text PRIMARY KEY NOT NULL,
	`statement_id` text NOT NULL,
	`day` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`narration` text NOT NULL,
	`reference` text NOT NULL,
	`utr` text,
	`payer_name` text,
	`dedupe_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`statement_id`) REFERENCES `bank_statements`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bank_credits_amount_check" CHECK("bank_credits"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_credits_dedupe_unique` ON `bank_credits` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `bank_credits_utr_idx` ON `bank_credits` (`utr`);--> statement-breakpoint
CREATE INDEX `bank_credits_day_idx` ON `bank_credits` (`day`,`amount_paise`);--> statement-breakpoint
CREATE TABLE `bank_statements` (
	`id` text PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`format` text NOT NULL,
	`lines` integer NOT NULL,
	`credits` integer NOT NULL,
	`duplicates` integer NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`imported_by` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `bank_statements_days_idx` ON `bank_statements` (`from_day`,`to_day`);--> statement-breakpoint
CREATE TABLE `statement_mappings` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`columns` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `statement_mappings_name_unique` ON `statement_mappings` (`name_key`);--> statement-breakpoint
ALTER TABLE `order_events` ADD `bank_credit_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_credit_id` text;--> statement-breakpoint
CREATE INDEX `orders_bill_created_idx` ON `orders` (`bill_paise`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_payment_credit_unique` ON `orders` (`payment_credit_id`) WHERE "orders"."payment_credit_id" is not null;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `auto_verify_statement_matches` integer DEFAULT false NOT NULL;