CREATE TABLE `message_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`email` integer NOT NULL,
	`sms` integer NOT NULL,
	`whatsapp` integer NOT NULL,
	`whatsapp_number` text,
	`whatsapp_opt_in_at` text,
	`whatsapp_opt_in_text` text,
	`whatsapp_opt_in_source` text,
	`whatsapp_opt_out_at` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_preferences_whatsapp_number_idx` ON `message_preferences` (`whatsapp_number`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `order_alert_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `order_alert_channel` text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `provider_message_id` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `provider_status` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `provider_status_at` text;--> statement-breakpoint
CREATE INDEX `mail_outbox_provider_message_idx` ON `mail_outbox` (`provider_message_id`);