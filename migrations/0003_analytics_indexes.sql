DROP INDEX `order_items_order_idx`;--> statement-breakpoint
CREATE INDEX `order_items_analytics_idx` ON `order_items` (`order_id`,`product_id`,`quantity`,`product_bill_paise`);--> statement-breakpoint
DROP INDEX `orders_created_idx`;--> statement-breakpoint
CREATE INDEX `orders_analytics_idx` ON `orders` (`created_at`,`order_status`,`bill_paise`,`amount_paid_paise`,`email_address`,`name`,`id`);