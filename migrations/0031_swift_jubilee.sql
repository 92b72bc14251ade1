ALTER TABLE `orders` ADD `cod_confirmation_status` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_confirmed_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_confirmed_at` text;