ALTER TABLE `order_events` ADD `confirmed_shortfall_paise` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `idempotency_hash` text;