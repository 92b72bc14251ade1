-- Issue 20: consumer complaints handled by the grievance officer. The tickets, their history (each status change with
-- the reply the customer was sent) and the per-year counter that numbers them (db/schema.ts explains each). Not public
-- content: no page the edge cache keeps shows a ticket, so no catalogue-version triggers.
CREATE TABLE `grievances` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket` text NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`order_id` text,
	`description` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`ack_due_at` text NOT NULL,
	`resolve_due_at` text NOT NULL,
	`acknowledged_at` text,
	`resolved_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "grievances_status_check" CHECK("grievances"."status" in ('open', 'acknowledged', 'resolved'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `grievances_ticket_unique` ON `grievances` (`ticket`);--> statement-breakpoint
CREATE INDEX `grievances_user_idx` ON `grievances` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `grievances_status_idx` ON `grievances` (`status`,`ack_due_at`,`resolve_due_at`);--> statement-breakpoint
CREATE TABLE `grievance_counters` (
	`year` integer PRIMARY KEY NOT NULL,
	`last_serial` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `grievance_events` (
	`id` text PRIMARY KEY NOT NULL,
	`grievance_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`reply` text,
	`actor_id` text,
	`actor_role` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`grievance_id`) REFERENCES `grievances`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `grievance_events_grievance_idx` ON `grievance_events` (`grievance_id`,`created_at`);
