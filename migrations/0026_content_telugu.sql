ALTER TABLE `categories` ADD `te` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `te` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `banners` ADD `te` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `blobs` ADD `te` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `policies` ADD `te` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Issue 30 part 2: the search text holds the Telugu too (worker/domains/catalogue/search-index.ts): its triggers
-- read the new te columns (npm run db:triggers -- search --replace), and every product's row is written again.
DROP TRIGGER IF EXISTS product_search_products_insert;--> statement-breakpoint
CREATE TRIGGER `product_search_products_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name || ' ' || coalesce(json_extract(p.te, '$.name'), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce(json_extract(c.te, '$.name'), '') || ' ' || coalesce(json_extract(p.te, '$.description'), '') || ' ' || coalesce(json_extract(p.te, '$.genericName'), '') || ' ' || coalesce(json_extract(p.te, '$.ingredients'), '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.id AND p.deleted_at IS NULL;
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_products_update;--> statement-breakpoint
CREATE TRIGGER `product_search_products_update` AFTER UPDATE OF name, description, category_id, generic_name, ingredients, te, deleted_at ON `products` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (old.id, new.id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name || ' ' || coalesce(json_extract(p.te, '$.name'), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce(json_extract(c.te, '$.name'), '') || ' ' || coalesce(json_extract(p.te, '$.description'), '') || ' ' || coalesce(json_extract(p.te, '$.genericName'), '') || ' ' || coalesce(json_extract(p.te, '$.ingredients'), '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.id AND p.deleted_at IS NULL;
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_products_delete;--> statement-breakpoint
CREATE TRIGGER `product_search_products_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (old.id);
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_packs_insert;--> statement-breakpoint
CREATE TRIGGER `product_search_packs_insert` AFTER INSERT ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (new.product_id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name || ' ' || coalesce(json_extract(p.te, '$.name'), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce(json_extract(c.te, '$.name'), '') || ' ' || coalesce(json_extract(p.te, '$.description'), '') || ' ' || coalesce(json_extract(p.te, '$.genericName'), '') || ' ' || coalesce(json_extract(p.te, '$.ingredients'), '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = new.product_id AND p.deleted_at IS NULL;
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_packs_update;--> statement-breakpoint
CREATE TRIGGER `product_search_packs_update` AFTER UPDATE OF label, product_id, deleted_at ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (old.product_id, new.product_id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name || ' ' || coalesce(json_extract(p.te, '$.name'), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce(json_extract(c.te, '$.name'), '') || ' ' || coalesce(json_extract(p.te, '$.description'), '') || ' ' || coalesce(json_extract(p.te, '$.genericName'), '') || ' ' || coalesce(json_extract(p.te, '$.ingredients'), '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id IN (old.product_id, new.product_id) AND p.deleted_at IS NULL;
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_packs_delete;--> statement-breakpoint
CREATE TRIGGER `product_search_packs_delete` AFTER DELETE ON `product_variants` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (old.product_id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name || ' ' || coalesce(json_extract(p.te, '$.name'), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce(json_extract(c.te, '$.name'), '') || ' ' || coalesce(json_extract(p.te, '$.description'), '') || ' ' || coalesce(json_extract(p.te, '$.genericName'), '') || ' ' || coalesce(json_extract(p.te, '$.ingredients'), '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = old.product_id AND p.deleted_at IS NULL;
END;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_categories_update;--> statement-breakpoint
CREATE TRIGGER `product_search_categories_update` AFTER UPDATE OF name, te ON `categories` BEGIN
  DELETE FROM `product_search` WHERE product_id IN (SELECT id FROM products WHERE category_id = new.id);
  INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name || ' ' || coalesce(json_extract(p.te, '$.name'), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce(json_extract(c.te, '$.name'), '') || ' ' || coalesce(json_extract(p.te, '$.description'), '') || ' ' || coalesce(json_extract(p.te, '$.genericName'), '') || ' ' || coalesce(json_extract(p.te, '$.ingredients'), '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.category_id = new.id AND p.deleted_at IS NULL;
END;--> statement-breakpoint
DELETE FROM `product_search`;--> statement-breakpoint
INSERT INTO `product_search` (product_id, name, body)
  SELECT p.id, replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.name || ' ' || coalesce(json_extract(p.te, '$.name'), '')), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' '), replace(replace(replace(' ' || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower((c.name || ' ' || p.description || ' ' || coalesce(p.generic_name, '') || ' ' || coalesce(p.ingredients, '') || ' ' ||
    coalesce(json_extract(c.te, '$.name'), '') || ' ' || coalesce(json_extract(p.te, '$.description'), '') || ' ' || coalesce(json_extract(p.te, '$.genericName'), '') || ' ' || coalesce(json_extract(p.te, '$.ingredients'), '') || ' ' ||
    coalesce((SELECT group_concat(v.label, ' ') FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL), ''))), '(', ' '), ')', ' '), ',', ' '), '.', ' '), '-', ' '), '/', ' '), ':', ' '), ';', ' '), '&', ' '), '!', ' '), '?', ' '), '''', ' '), '"', ' '), char(10), ' '), char(13), ' '), char(9), ' ') || ' ', '  ', ' '), '  ', ' '), '  ', ' ')
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE 1 = 1 AND p.deleted_at IS NULL;
