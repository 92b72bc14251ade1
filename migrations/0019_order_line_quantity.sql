-- Issue 28: an order line keeps its pack's net quantity and unit, for its unit sale price (rule 6(11)).
ALTER TABLE `order_items` ADD `net_quantity` real;--> statement-breakpoint
ALTER TABLE `order_items` ADD `unit` text;--> statement-breakpoint
-- Issue 28: lines placed before take their pack's net quantity and unit (packs are never deleted, only retired).
UPDATE `order_items` SET
  `net_quantity` = (SELECT v.net_quantity FROM product_variants v WHERE v.id = order_items.variant_id),
  `unit` = (SELECT v.unit FROM product_variants v WHERE v.id = order_items.variant_id);
