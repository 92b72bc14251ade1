-- Issue 20: the customer's right to erasure (DPDP Act). An erased account keeps its row (orders point at it) with every
-- personal field replaced, and `erased_at` set; each erasure is logged without personal data.
ALTER TABLE `users` ADD `erased_at` text;--> statement-breakpoint
CREATE TABLE `account_erasures` (
	`id` text PRIMARY KEY NOT NULL,
	`erased_at` text NOT NULL,
	`orders_kept` integer NOT NULL,
	`orders_anonymised` integer NOT NULL,
	`rows_removed` integer NOT NULL
);
