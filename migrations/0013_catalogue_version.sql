-- Issue 18: the catalogue version the edge cache keys public pages and lists by (worker/lib/edge-cache.ts).
-- One row whose number grows with every change of anything a public page or public list shows: the triggers below
-- bump it in the same statement as the change, so no write path (API, page action, stock taken by an order, a
-- script) can forget to. Kept outside db/schema.ts like the sales triggers: only raw SQL reads it.
CREATE TABLE `catalogue_version` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `version` integer NOT NULL,
  `changed_at` text NOT NULL
);--> statement-breakpoint
INSERT INTO `catalogue_version` (`id`, `version`, `changed_at`) VALUES (1, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));--> statement-breakpoint
CREATE TRIGGER `catalogue_version_categories_insert` AFTER INSERT ON `categories` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_categories_update` AFTER UPDATE ON `categories` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_categories_delete` AFTER DELETE ON `categories` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_blobs_insert` AFTER INSERT ON `blobs` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_blobs_update` AFTER UPDATE ON `blobs` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_blobs_delete` AFTER DELETE ON `blobs` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_products_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_products_update` AFTER UPDATE ON `products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_products_delete` AFTER DELETE ON `products` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_variants_insert` AFTER INSERT ON `product_variants` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_variants_update` AFTER UPDATE ON `product_variants` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_variants_delete` AFTER DELETE ON `product_variants` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_slugs_insert` AFTER INSERT ON `product_slugs` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_slugs_update` AFTER UPDATE ON `product_slugs` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_product_slugs_delete` AFTER DELETE ON `product_slugs` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_shop_settings_insert` AFTER INSERT ON `shop_settings` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_shop_settings_update` AFTER UPDATE ON `shop_settings` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_shop_settings_delete` AFTER DELETE ON `shop_settings` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_banners_insert` AFTER INSERT ON `banners` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_banners_update` AFTER UPDATE ON `banners` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_banners_delete` AFTER DELETE ON `banners` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_promotions_insert` AFTER INSERT ON `promotions` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_promotions_update` AFTER UPDATE ON `promotions` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_promotions_delete` AFTER DELETE ON `promotions` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_delivery_zones_insert` AFTER INSERT ON `delivery_zones` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_delivery_zones_update` AFTER UPDATE ON `delivery_zones` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `catalogue_version_delivery_zones_delete` AFTER DELETE ON `delivery_zones` BEGIN
  UPDATE `catalogue_version` SET `version` = `version` + 1, `changed_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = 1;
END;
