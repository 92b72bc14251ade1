-- Issue 29: UPI reversals kept by reference (bank_reversals), the excess of an accepted overpayment owed back
-- (orders.refund_due_paise) and the date window of reference matches (shop_settings.statement_match_window_days).
CREATE TABLE `bank_reversals` (
	`id` text PRIMARY KEY NOT NULL,
	`statement_id` text NOT NULL,
	`day` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`utr` text NOT NULL,
	`narration` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`statement_id`) REFERENCES `bank_statements`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_reversals_dedupe_unique` ON `bank_reversals` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `bank_reversals_utr_idx` ON `bank_reversals` (`utr`);--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_due_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `statement_match_window_days` integer DEFAULT 7 NOT NULL;