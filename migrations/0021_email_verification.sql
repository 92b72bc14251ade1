-- Issue 29: e-mail ownership (a hashed one-time confirmation link) and consent given at a sign-in prompt.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`notice_version` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` text NOT NULL,
	CONSTRAINT "consents_purpose_check" CHECK("__new_consents"."purpose" in ('privacy-notice')),
	CONSTRAINT "consents_source_check" CHECK("__new_consents"."source" in ('signup-form', 'api', 'legacy-api', 'sign-in-prompt'))
);
--> statement-breakpoint
INSERT INTO `__new_consents`("id", "user_id", "purpose", "notice_version", "source", "created_at") SELECT "id", "user_id", "purpose", "notice_version", "source", "created_at" FROM `consents`;--> statement-breakpoint
DROP TABLE `consents`;--> statement-breakpoint
ALTER TABLE `__new_consents` RENAME TO `consents`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `consents_user_idx` ON `consents` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verification_hash` text;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verification_sent_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_verification_hash_unique` ON `users` (`email_verification_hash`);