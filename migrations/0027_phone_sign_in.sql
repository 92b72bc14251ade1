-- Issue 31: sign in with a phone number (codes by SMS, accounts without an e-mail address) and the outbox's channels.
CREATE TABLE `phone_login_otps` (
	`id` text PRIMARY KEY NOT NULL,
	`phone_number` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `phone_login_otps_live_unique` ON `phone_login_otps` (`phone_number`) WHERE "phone_login_otps"."used_at" is null;--> statement-breakpoint
DROP INDEX `users_email_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `phone_login` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_login_unique` ON `users` (`phone_login`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email_address`) WHERE "users"."email_address" <> '';--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `channel` text DEFAULT 'email' NOT NULL;