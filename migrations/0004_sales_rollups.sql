CREATE TABLE `sales_customer_days` (
	`day` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`bill_paise` integer DEFAULT 0 NOT NULL,
	`paid_paise` integer DEFAULT 0 NOT NULL,
	`fake_orders` integer DEFAULT 0 NOT NULL,
	`fake_bill_paise` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `email`)
);
--> statement-breakpoint
CREATE TABLE `sales_days` (
	`day` text PRIMARY KEY NOT NULL,
	`bill_paise` integer DEFAULT 0 NOT NULL,
	`fake_orders` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sales_product_days` (
	`day` text NOT NULL,
	`product_id` text NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue_paise` integer DEFAULT 0 NOT NULL,
	`paid_paise` real DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `product_id`)
);
