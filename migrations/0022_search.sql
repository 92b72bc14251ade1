CREATE TABLE `product_search` (
	`product_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`body` text NOT NULL
);
