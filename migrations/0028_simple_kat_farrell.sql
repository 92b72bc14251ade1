ALTER TABLE `orders` ADD `recipient_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `recipient_phone` text;